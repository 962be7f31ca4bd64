import { describe, expect, it } from "vitest";
import { childSlots, requiredMonthlyIncome } from "./rental-rules.ts";

describe("requiredMonthlyIncome: max(floor, ratio × rent), in whole euros", () => {
  it.each([
    // ratio, floor, rent → required
    ["the shipped settings: 3 × € 850", 3, 0, 850, 2550],
    ["the ratio above the floor", 3, 2000, 850, 2550],
    ["the floor above the ratio", 3, 3000, 850, 3000],
    ["equal", 3, 2550, 850, 2550],
    ["a fractional result is rounded up to the euro", 2.5, 0, 1333, 3333],
    ["floating point noise does not add a euro (1.1 × 1000)", 1.1, 0, 1000, 1100],
    ["a fractional floor is rounded up too", 3, 1999.5, 100, 2000],
    ["a rent that is not published: only the floor", 3, 1800, null, 1800],
    ["no rent and no floor: no minimum", 3, 0, null, 0],
    ["a rent of 0 (price on request) applies no ratio", 3, 500, 0, 500],
    ["a negative rent applies no ratio", 3, 0, -850, 0],
  ])("%s", (_case, minimumIncomeRatio, minimumMonthlyIncome, rent, expected) => {
    expect(requiredMonthlyIncome({ minimumIncomeRatio, minimumMonthlyIncome }, rent)).toBe(expected);
  });
});

describe("childSlots: the children that fit beside one adult", () => {
  it.each([
    [6, 5],
    [2, 1],
    [1, 0],
    [0, 0],
    [6.7, 5],
  ])("maximumPersons %d → %d", (maximumPersons, expected) => expect(childSlots(maximumPersons)).toBe(expected));
});
