import { describe, expect, it } from "vitest";
import { propertyTypeIcon } from "./property-type-icon.ts";

describe("propertyTypeIcon: the icon of a type by its WebID (spec §3)", () => {
  it.each([
    [1, "residential"],
    [2, "commercial"],
    [3, "industrial"],
    [4, "land"],
    [5, "office"],
    [6, "retail"],
    [7, "office"],
    [0, "commercial"],
    [8, "commercial"],
    [-1, "commercial"],
    [99, "commercial"],
  ])("WebID %i → %s", (webId, icon) => {
    expect(propertyTypeIcon(webId)).toBe(icon);
  });
});
