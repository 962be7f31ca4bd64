import { describe, expect, it } from "vitest";
import { SLIDER_SETTINGS } from "./slider-settings.ts";

describe("SLIDER_SETTINGS (spec §9, slider defaults, under Swiper's option names)", () => {
  it.each([
    ["speed", 300],
    ["touchAngle", 45],
    ["longSwipesRatio", 0.5],
    ["longSwipesMs", 300],
    ["resistanceRatio", 0.85],
    ["edgeSwipeDetection", true],
    ["edgeSwipeThreshold", 20],
  ] as const)("%s is %j", (name, value) => expect(SLIDER_SETTINGS[name]).toBe(value));

  it("holds those seven options and no other", () => {
    expect(Object.keys(SLIDER_SETTINGS).sort()).toEqual([
      "edgeSwipeDetection",
      "edgeSwipeThreshold",
      "longSwipesMs",
      "longSwipesRatio",
      "resistanceRatio",
      "speed",
      "touchAngle",
    ]);
  });
});
