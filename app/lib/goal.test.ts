import { describe, expect, it } from "vitest";
import { goalOf, isHolidayHome } from "./goal.ts";

describe("goalOf", () => {
  it.each([
    ["0", "sale"],
    [0, "sale"],
    [-0, "sale"],
    [" 0 ", "sale"],
    ["1", "rent"],
    [1, "rent"],
    [2, "rent"],
    ["00", "rent"],
    ["0.5", "rent"],
    ["", "rent"],
    ["sale", "rent"],
    [null, "rent"],
    [undefined, "rent"],
  ] as const)("%j → %s", (raw, goal) => expect(goalOf(raw)).toBe(goal));
});

describe("isHolidayHome", () => {
  it.each([
    [10, [10], true],
    [10, [3, 10], true],
    [3, [10], false],
    [10, [], false],
    [0, [10], false],
    [0, [0], true],
    [null, [10], false],
    [undefined, [10], false],
  ])("type %j among %j → %j", (typeId, holidayTypeIds, expected) => {
    expect(isHolidayHome(typeId, holidayTypeIds)).toBe(expected);
  });
});
