import { describe, expect, it } from "vitest";
import { BREAKPOINTS, helperDeviceClass, shellDeviceClass } from "./device-class.ts";

describe("BREAKPOINTS", () => {
  it("are the spec's 767, 960 and 1280 px", () => {
    expect(BREAKPOINTS).toEqual({ mobileMax: 767, tabletMax: 960, desktopMin: 1280 });
  });
});

describe("shellDeviceClass (layout)", () => {
  it.each([
    [Number.NaN, "mobile"],
    [-1, "mobile"],
    [0, "mobile"],
    [375, "mobile"],
    [766, "mobile"],
    [766.5, "mobile"],
    [767, "tablet"],
    [768, "tablet"],
    [960, "tablet"],
    [961, "tablet"],
    [1279, "tablet"],
    [1279.9, "tablet"],
    [1280, "desktop"],
    [1920, "desktop"],
    [Number.POSITIVE_INFINITY, "desktop"],
  ])("width %d → %s", (width, device) => expect(shellDeviceClass(width)).toBe(device));
});

describe("helperDeviceClass (contact device)", () => {
  it.each([
    [Number.NaN, "mobile"],
    [-1, "mobile"],
    [0, "mobile"],
    [766, "mobile"],
    [767, "mobile"],
    [767.5, "tablet"],
    [768, "tablet"],
    [960, "tablet"],
    [960.5, "desktop"],
    [961, "desktop"],
    [1279, "desktop"],
    [1280, "desktop"],
  ])("width %d → %s", (width, device) => expect(helperDeviceClass(width)).toBe(device));
});
