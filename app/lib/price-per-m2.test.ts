import { describe, expect, it } from "vitest";
import { pricePerSquareMetre } from "./price-per-m2.ts";

describe("pricePerSquareMetre", () => {
  it.each([
    ["a house", 339000, 165, 2055],
    ["rounded half up", 1000, 8, 125],
    ["rounded down", 1000, 3, 333],
    ["rounded up", 2000, 3, 667],
    ["a decimal surface", 289000, 92.5, 3124],
    ["a monthly rent", 895, 120, 7],
    ["no price", null, 120, null],
    ["no surface", 339000, null, null],
    ["a zero surface", 339000, 0, null],
    ["a negative surface", 339000, -5, null],
    ["a zero price", 0, 120, null],
    ["a price that is not a number", Number.NaN, 120, null],
    ["an infinite surface", 339000, Number.POSITIVE_INFINITY, null],
  ])("%s", (_name, price, surface, expected) => {
    expect(pricePerSquareMetre(price, surface)).toBe(expected);
  });
});
