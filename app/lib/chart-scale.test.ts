import { describe, expect, it } from "vitest";
import { niceTop } from "./chart-scale.ts";

describe("niceTop", () => {
  it.each([
    [0, 1],
    [-3, 1],
    [Number.NaN, 1],
    [1, 1],
    [2, 2],
    [3, 5],
    [5, 5],
    [6, 10],
    [10, 10],
    [11, 20],
    [21, 50],
    [51, 100],
    [100, 100],
    [101, 200],
    [4999, 5000],
  ])("max %d → %d", (max, top) => expect(niceTop(max)).toBe(top));
});
