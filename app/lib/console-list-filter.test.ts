import { describe, expect, it } from "vitest";
import {
  containsPattern,
  demandPriceRange,
  listQuery,
  pageCount,
  parseListFilter,
  rangeOf,
} from "./console-list-filter.ts";

describe("parseListFilter", () => {
  it.each([
    ["nothing", "", { status: "all", q: "", page: 1 }],
    ["active, a search, page 3", "status=active&q=+peeters+&page=3", { status: "active", q: "peeters", page: 3 }],
    ["ended", "status=ended", { status: "ended", q: "", page: 1 }],
    ["an unknown status", "status=deleted", { status: "all", q: "", page: 1 }],
    ["a page that is no page", "page=-2", { status: "all", q: "", page: 1 }],
    ["a page with a fraction", "page=2.5", { status: "all", q: "", page: 1 }],
    ["a page far away", "page=99999999", { status: "all", q: "", page: 10000 }],
    ["a very long search", `q=${"a".repeat(300)}`, { status: "all", q: "a".repeat(100), page: 1 }],
  ])("%s", (_, search, expected) => {
    expect(parseListFilter(new URLSearchParams(search))).toEqual(expected);
  });
});

describe("listQuery", () => {
  it.each([
    ["the defaults", { status: "all", q: "", page: 1 }, {}, ""],
    ["a filter", { status: "ended", q: "ann@", page: 2 }, {}, "?status=ended&q=ann%40&page=2"],
    [
      "a filter and what was done",
      { status: "active", q: "", page: 1 },
      { done: "ended" },
      "?status=active&done=ended",
    ],
  ] as const)("%s", (_, filter, extra, expected) => {
    expect(listQuery(filter, extra)).toBe(expected);
  });
});

describe("containsPattern", () => {
  it.each([
    ["plain", "peeters", "%peeters%"],
    ["LIKE's own characters taken literally", "ann_p%\\", "%ann\\_p\\%\\\\%"],
  ])("%s", (_, text, expected) => {
    expect(containsPattern(text)).toBe(expected);
  });
});

describe("pageCount", () => {
  it.each([
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [120, 3],
  ])("%i rows fill %i pages", (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
});

describe("ranges", () => {
  it.each([
    ["nothing", null, null, { kind: "any" }],
    ["a minimum of 0 is none", 0, null, { kind: "any" }],
    ["both", 2, 4, { kind: "between", from: 2, to: 4 }],
    ["a minimum", 3, null, { kind: "from", from: 3 }],
    ["a maximum", null, 2, { kind: "upTo", to: 2 }],
  ])("rangeOf: %s", (_, min, max, expected) => {
    expect(rangeOf(min, max)).toEqual(expected);
  });

  it.each([
    ["prices", { priceMin: 250000, priceMax: 400000, budget: 380000 }, { kind: "between", from: 250000, to: 400000 }],
    ["the budget without a maximum", { priceMin: null, priceMax: null, budget: 380000 }, { kind: "upTo", to: 380000 }],
    [
      "a minimum and a budget",
      { priceMin: 200000, priceMax: null, budget: 300000 },
      { kind: "between", from: 200000, to: 300000 },
    ],
    ["none", { priceMin: null, priceMax: null, budget: null }, { kind: "any" }],
  ])("demandPriceRange: %s", (_, demand, expected) => {
    expect(demandPriceRange(demand)).toEqual(expected);
  });
});
