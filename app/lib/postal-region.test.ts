import { describe, expect, it } from "vitest";
import { regionFromPostalCode } from "./postal-region.ts";

describe("regionFromPostalCode", () => {
  it.each([
    ["999: below every range", 999, null],
    ["1000: first Brussels code", 1000, "brussels"],
    ["1299: last Brussels code", 1299, "brussels"],
    ["1300: first Walloon Brabant code", 1300, "wallonia"],
    ["1499: last Walloon Brabant code", 1499, "wallonia"],
    ["1500: first Flemish Brabant code", 1500, "flanders"],
    ["3999: last code of the first Flemish range", 3999, "flanders"],
    ["4000: first code of the second Walloon range (Liège)", 4000, "wallonia"],
    ["7999: last code of the second Walloon range", 7999, "wallonia"],
    ["8000: first code of the second Flemish range (Brugge)", 8000, "flanders"],
    ["9999: last Flemish code", 9999, "flanders"],
    ["10000: five digits", 10000, null],
    ["9200 Dendermonde", 9200, "flanders"],
    ["1730 Asse", 1730, "flanders"],
    ["4900 Spa", 4900, "wallonia"],
    ["a non-integer number", 1000.5, null],
    ["NaN", Number.NaN, null],
  ] as const)("%s", (_case, zip, region) => expect(regionFromPostalCode(zip)).toBe(region));

  it.each([
    ["a four-digit string", "1000", "brussels"],
    ["surrounding whitespace is trimmed", " 9200 ", "flanders"],
    ["a leading zero that is still out of range", "0999", null],
    ["a letter inside the code", "10a0", null],
    ["a space inside the code", "10 00", null],
    ["three digits", "999", null],
    ["five digits", "10000", null],
    ["a decimal string", "1000.5", null],
    ["a whole decimal string", "1000.0", null],
    ["a plus sign", "+1000", null],
    ["a country prefix", "B-1000", null],
    ["an empty string", "", null],
    ["a blank string", " ", null],
  ] as const)("string: %s", (_case, zip, region) => expect(regionFromPostalCode(zip)).toBe(region));

  it.each([
    ["null", null],
    ["undefined", undefined],
  ] as const)("%s → null", (_case, zip) => expect(regionFromPostalCode(zip)).toBeNull());
});
