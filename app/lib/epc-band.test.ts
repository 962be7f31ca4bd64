import { describe, expect, it } from "vitest";
import { epcLabelRank } from "./epc.ts";
import { epcBand, epcBandLabel, epcLabelImage, type EpcBand } from "./epc-band.ts";

// Rule under test (docs/decisions/0004): a band's upper bound is inclusive — 100 is Flanders A,
// 100.01 is B — except Flanders A+, which the spec defines as strictly below 0.

describe("epcBand: Flanders", () => {
  it.each([
    [-50, "a_plus"],
    [-0.01, "a_plus"],
    [0, "a"],
    [100, "a"],
    [100.01, "b"],
    [200, "b"],
    [200.01, "c"],
    [300, "c"],
    [300.01, "d"],
    [400, "d"],
    [400.01, "e"],
    [500, "e"],
    [500.01, "f"],
    [900, "f"],
  ] as const)("%s kWh/m² → %s", (score, band) => expect(epcBand("flanders", score)).toBe(band));
});

describe("epcBand: Wallonia", () => {
  it.each([
    [-10, "a_plusplus"],
    [0, "a_plusplus"],
    [0.01, "a_plus"],
    [45, "a_plus"],
    [45.01, "a"],
    [85, "a"],
    [85.01, "b"],
    [170, "b"],
    [170.01, "c"],
    [255, "c"],
    [255.01, "d"],
    [340, "d"],
    [340.01, "e"],
    [425, "e"],
    [425.01, "f"],
    [510, "f"],
    [510.01, "g"],
    [800, "g"],
  ] as const)("%s kWh/m² → %s", (score, band) => expect(epcBand("wallonia", score)).toBe(band));
});

describe("epcBand: Brussels", () => {
  it.each([
    [-10, "a_plus"],
    [0, "a_plus"],
    [0.01, "a"],
    [15, "a"],
    [30, "a"],
    [30.01, "a_sub"],
    [45, "a_sub"],
    [45.01, "b_plus"],
    [62, "b_plus"],
    [62.01, "b"],
    [78, "b"],
    [78.01, "b_sub"],
    [95, "b_sub"],
    [95.01, "c_plus"],
    [113, "c_plus"],
    [113.01, "c"],
    [132, "c"],
    [132.01, "c_sub"],
    [150, "c_sub"],
    [150.01, "d_plus"],
    [170, "d_plus"],
    [170.01, "d"],
    [190, "d"],
    [190.01, "d_sub"],
    [210, "d_sub"],
    [210.01, "e_plus"],
    [232, "e_plus"],
    [232.01, "e"],
    [253, "e"],
    [253.01, "e_sub"],
    [275, "e_sub"],
    [275.01, "f"],
    [345, "f"],
    [345.5, "g"], // the spec's 345–346 gap belongs to G
    [346, "g"],
    [600, "g"],
  ] as const)("%s kWh/m² → %s", (score, band) => expect(epcBand("brussels", score)).toBe(band));
});

describe("epcBand: input forms", () => {
  it.each([
    ["a numeric string", "150", "b"],
    ["a decimal comma", "123,5", "b"],
    ["a decimal point", "100.5", "b"],
    ["two decimals", "100,25", "b"],
    ["a decimal comma on the bound", "100,0", "a"],
    ["surrounding whitespace", " 99 ", "a"],
    ["a negative string", "-12", "a_plus"],
    ["an empty string", "", null],
    ["a blank string", "  ", null],
    ["a unit after the score", "150 kWh", null],
    ["thousands and decimals", "1.234,5", null],
    ["an exponent", "1e3", null],
    ["text", "n/a", null],
    ["a trailing comma", "150,", null],
    ["null", null, null],
    ["undefined", undefined, null],
    ["NaN", Number.NaN, null],
    ["Infinity", Number.POSITIVE_INFINITY, null],
  ] as const)("Flanders, %s → %s", (_case, score, band) => expect(epcBand("flanders", score)).toBe(band));
});

describe("epcLabelImage", () => {
  it.each([
    ["Belgium", "b", "flanders", 10, "/images/epc/flanders/b.svg"],
    ["Luxembourg", "a_plus", "brussels", 50, "/images/epc/brussels/a_plus.svg"],
    ["Wallonia G", "g", "wallonia", 10, "/images/epc/wallonia/g.svg"],
    ["France: no image", "b", "flanders", 11, null],
    ["country 0: no image", "b", "flanders", 0, null],
    ["unknown country: no image", "b", "flanders", null, null],
    ["missing country: no image", "b", "flanders", undefined, null],
    ["no band: no image", null, "flanders", 10, null],
    ["no region: no image", "b", null, 10, null],
  ] as const)("%s", (_case, band, region, countryId, image) =>
    expect(epcLabelImage(band, region, countryId)).toBe(image),
  );
});

describe("epcBandLabel", () => {
  const labels: [EpcBand, string][] = [
    ["a_plusplus", "A++"],
    ["a_plus", "A+"],
    ["a", "A"],
    ["a_sub", "A-"],
    ["b_plus", "B+"],
    ["b", "B"],
    ["b_sub", "B-"],
    ["c_plus", "C+"],
    ["c", "C"],
    ["c_sub", "C-"],
    ["d_plus", "D+"],
    ["d", "D"],
    ["d_sub", "D-"],
    ["e_plus", "E+"],
    ["e", "E"],
    ["e_sub", "E-"],
    ["f_plus", "F+"],
    ["f", "F"],
    ["f_sub", "F-"],
    ["g", "G"],
  ];
  it.each(labels)("%s → %s", (band, label) => expect(epcBandLabel(band)).toBe(label));

  it("gives labels that epcLabelRank understands, best to worst", () => {
    expect(labels.map(([band]) => epcLabelRank(epcBandLabel(band)))).toEqual([
      0, 1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 8,
    ]);
  });
});
