import { describe, expect, it } from "vitest";
import { demandPrefill, demandSearch, filterChips, type ListDemand } from "./list-filter-chips.ts";

const path = "/nl/te-koop/";

describe("filterChips", () => {
  it.each([
    ["no filter: no chip", "sort=price-asc&page=2", []],
    [
      "each filter removes itself, keeps the others and the sort, and goes back to page 1",
      "city=Gent%7C9000&minPrice=100000&sort=city&page=3",
      [
        { parameter: "city", value: "Gent|9000", removeHref: `${path}?minPrice=100000&sort=city` },
        { parameter: "minPrice", value: "100000", removeHref: `${path}?city=Gent%7C9000&sort=city` },
      ],
    ],
    [
      "in the form's order, the map area last, the map view kept",
      "bbox=3,50,4,51&maxEpc=C&type=3&view=map",
      [
        { parameter: "type", value: "3", removeHref: `${path}?bbox=3%2C50%2C4%2C51&maxEpc=C&view=map` },
        { parameter: "maxEpc", value: "C", removeHref: `${path}?bbox=3%2C50%2C4%2C51&type=3&view=map` },
        { parameter: "bbox", value: "3,50,4,51", removeHref: `${path}?maxEpc=C&type=3&view=map` },
      ],
    ],
    [
      "the surface, flood and new filters too",
      "new=1&maxFlood=B&minArea=120",
      [
        { parameter: "minArea", value: "120", removeHref: `${path}?new=1&maxFlood=B` },
        { parameter: "maxFlood", value: "B", removeHref: `${path}?new=1&minArea=120` },
        { parameter: "new", value: "1", removeHref: `${path}?maxFlood=B&minArea=120` },
      ],
    ],
    ["the only filter removed: the bare list", "bedrooms=2", [{ parameter: "bedrooms", value: "2", removeHref: path }]],
  ])("%s", (_, search, expected) => {
    expect(filterChips(path, new URLSearchParams(search))).toEqual(expected);
  });
});

const none: ListDemand = { goal: "sale", zip: null, type: null, minPrice: null, maxPrice: null, bedrooms: null };

describe("demandSearch", () => {
  it.each<[string, ListDemand, string]>([
    ["sale is buying", none, "goal=buy"],
    ["rent and holiday homes are renting", { ...none, goal: "holiday" }, "goal=rent"],
    [
      "every filter to its field",
      { goal: "rent", zip: "9200", type: 3, minPrice: 500, maxPrice: 900, bedrooms: 2 },
      "goal=rent&types=3&zones=9200&priceMin=500&priceMax=900&bedroomsMin=2",
    ],
    ["no bedroom minimum for 0", { ...none, bedrooms: 0 }, "goal=buy"],
  ])("%s", (_, list, expected) => {
    expect(demandSearch(list).toString()).toBe(expected);
  });
});

describe("demandPrefill", () => {
  const choices = { typeIds: [1, 3], zones: ["9000", "9200"] };
  it.each([
    ["nothing", "", {}],
    [
      "what the list sends",
      "goal=rent&types=3&zones=9200&priceMin=500&priceMax=900&bedroomsMin=2",
      { goal: "rent", types: ["3"], zones: ["9200"], priceMin: "500", priceMax: "900", bedroomsMin: "2" },
    ],
    [
      "choices the form does not offer and values that are not whole numbers are ignored",
      "goal=steal&types=7&types=x&zones=1000&zones=9000&priceMin=-5&priceMax=1e9&bedroomsMin=two",
      { zones: ["9000"] },
    ],
  ])("%s", (_, search, expected) => {
    expect(demandPrefill(new URLSearchParams(search), choices)).toEqual(expected);
  });
});
