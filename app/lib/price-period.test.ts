import { describe, expect, it } from "vitest";
import { periodPattern, pricePeriod, weeklyPrice } from "./price-period.ts";

describe("pricePeriod", () => {
  it.each([
    ["/ nacht", "night"],
    ["/ nuit", "night"],
    ["/ night", "night"],
    ["/ Nacht", "night"],
    ["/ week", "week"],
    ["/ semaine", "week"],
    ["/ Woche", "week"],
    ["€/maand", "month"],
    ["€/mois", "month"],
    ["per month", "month"],
    ["/ Monat", "month"],
    ["€/jaar", "year"],
    ["€/an", "year"],
    ["/ Jahr", "year"],
    ["€", null],
    ["", null],
    [null, null],
    [undefined, null],
    // whole words only: "weekend" is no week, "annuel" no "an", "Vanaf" no "an"
    ["/ weekend", null],
    ["annuel", null],
    ["Vanaf", null],
  ])("%j → %j", (text, period) => expect(pricePeriod(text)).toBe(period));
});

describe("weeklyPrice", () => {
  it.each([
    [145, "/ nacht", 1015],
    [895, "/ week", 895],
    [5200, "€/maand", 1200],
    [52_000, "€/an", 1000],
    [325_000, "€", 325_000],
  ])("%d %j → %d a week", (price, text, expected) => expect(weeklyPrice(price, text)).toBeCloseTo(expected, 9));
});

describe("periodPattern (PostgreSQL's ~*, the same whole-word rule)", () => {
  it.each([
    ["night", "(^|[^[:alpha:]])(nacht|nuit|night)([^[:alpha:]]|$)"],
    ["year", "(^|[^[:alpha:]])(jaar|an|year|jahr)([^[:alpha:]]|$)"],
  ] as const)("%s", (period, pattern) => expect(periodPattern(period)).toBe(pattern));
});
