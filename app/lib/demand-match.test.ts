import { describe, expect, it } from "vitest";
import { matchesDemand, type Demand, type ListingFacts } from "./demand-match.ts";

/** A house for sale in Buggenhout: 3 bedrooms, 1 bathroom, a garage, a garden, no terrace. */
const house: ListingFacts = {
  goal: 0,
  isHoliday: false,
  typeId: 1,
  webIds: [1],
  zip: "9255",
  price: 339000,
  publishPrice: true,
  bedrooms: 3,
  bathrooms: 1,
  garages: 1,
  parkings: 0,
  externalParkings: null,
  hasGarden: true,
  surfaceGarden: 250,
  hasTerrace: false,
  surfaceTerrace: null,
};

/** Someone who wants to buy a house (1) or an apartment (2) in Buggenhout or Lebbeke; nothing else asked. */
const wish: Demand = {
  goal: "sale",
  typeIds: [1, 2],
  zips: ["9255", "9280"],
  priceMin: null,
  priceMax: null,
  budget: null,
  bedroomsMin: null,
  bedroomsMax: null,
  bathroomsMin: null,
  garagesMin: null,
  parking: null,
  garden: null,
  terrace: null,
};

describe("matchesDemand", () => {
  it.each<[string, Partial<Demand>, Partial<ListingFacts>, boolean]>([
    ["every criterion left empty but goal, type and zone", {}, {}, true],
    // goal
    ["a rent demand never gets a sale listing", { goal: "rent" }, {}, false],
    ["a sale demand never gets a rent listing", {}, { goal: 1 }, false],
    ["a rent demand gets a rent listing (any Goal but 0)", { goal: "rent" }, { goal: 2 }, true],
    // types
    ["a type not asked for", { typeIds: [2] }, {}, false],
    ["one of the listing's other types (WebIDs) asked for", { typeIds: [5] }, { webIds: [1, 5] }, true],
    ["its main type asked for, WebIDs empty", { typeIds: [1] }, { webIds: [] }, true],
    ["no type at all", {}, { typeId: null, webIds: [] }, false],
    [
      "a holiday home answers a demand for the holiday type",
      { goal: "rent", typeIds: [10] },
      { goal: 1, isHoliday: true, typeId: 10, webIds: [10, 1] },
      true,
    ],
    [
      "a holiday home also typed house does not answer a demand for houses",
      { goal: "rent", typeIds: [1] },
      { goal: 1, isHoliday: true, typeId: 10, webIds: [10, 1] },
      false,
    ],
    [
      "a holiday home without a type answers nothing",
      { goal: "rent", typeIds: [10] },
      { goal: 1, isHoliday: true, typeId: null, webIds: [10] },
      false,
    ],
    // zones
    ["another postal code", {}, { zip: "9200" }, false],
    ["the other zone asked for", {}, { zip: "9280" }, true],
    // price
    ["price at the minimum", { priceMin: 339000 }, {}, true],
    ["price below the minimum", { priceMin: 339001 }, {}, false],
    ["price at the maximum", { priceMax: 339000 }, {}, true],
    ["price above the maximum", { priceMax: 338999 }, {}, false],
    ["price within both bounds", { priceMin: 300000, priceMax: 350000 }, {}, true],
    ["a minimum of 0 is no bound, even for an unknown price", { priceMin: 0 }, { price: null }, true],
    ["the budget limits the price when there is no maximum", { budget: 300000 }, {}, false],
    ["the budget at the price", { budget: 339000 }, {}, true],
    ["the maximum, not the budget, when both are given", { budget: 300000, priceMax: 350000 }, {}, true],
    ["an unknown price satisfies no bound", { priceMax: 400000 }, { price: null }, false],
    ["an unpublished price is not revealed by an alert", { priceMax: 400000 }, { publishPrice: false }, false],
    ["an unpublished price is fine when no price is asked", {}, { publishPrice: false }, true],
    // bedrooms
    ["bedrooms at the minimum", { bedroomsMin: 3 }, {}, true],
    ["too few bedrooms", { bedroomsMin: 4 }, {}, false],
    ["bedrooms at the maximum", { bedroomsMax: 3 }, {}, true],
    ["too many bedrooms", { bedroomsMax: 2 }, {}, false],
    ["unknown bedrooms with a bound", { bedroomsMin: 1 }, { bedrooms: null }, false],
    ["unknown bedrooms without a bound", {}, { bedrooms: null }, true],
    // bathrooms and garages: at least
    ["enough bathrooms", { bathroomsMin: 1 }, {}, true],
    ["too few bathrooms", { bathroomsMin: 2 }, {}, false],
    ["unknown bathrooms with a minimum", { bathroomsMin: 1 }, { bathrooms: null }, false],
    ["a minimum of 0 bathrooms is no criterion", { bathroomsMin: 0 }, { bathrooms: null }, true],
    ["enough garages", { garagesMin: 1 }, {}, true],
    ["too few garages", { garagesMin: 2 }, {}, false],
    ["unknown garages with a minimum", { garagesMin: 1 }, { garages: null }, false],
    // parking, garden, terrace
    ["parking asked: a garage counts", { parking: true }, {}, true],
    ["parking asked: a parking place", { parking: true }, { garages: 0, parkings: 1 }, true],
    [
      "parking asked: an outside parking place",
      { parking: true },
      { garages: null, parkings: null, externalParkings: 2 },
      true,
    ],
    ["parking asked: none at all", { parking: true }, { garages: 0, parkings: 0, externalParkings: null }, false],
    ["parking not asked (false is no criterion)", { parking: false }, { garages: 0, parkings: 0 }, true],
    ["garden asked and there is one", { garden: true }, {}, true],
    ["garden asked: only the flag is known", { garden: true }, { hasGarden: true, surfaceGarden: null }, true],
    ["garden not asked, none there", { garden: null }, { hasGarden: false, surfaceGarden: null }, true],
    ["garden asked: only its surface is known", { garden: true }, { hasGarden: null, surfaceGarden: 80 }, true],
    ["garden asked and there is none", { garden: true }, { hasGarden: false, surfaceGarden: null }, false],
    ["garden asked, unknown", { garden: true }, { hasGarden: null, surfaceGarden: 0 }, false],
    ["terrace asked and there is none", { terrace: true }, {}, false],
    ["terrace asked: only its surface is known", { terrace: true }, { surfaceTerrace: 12 }, true],
    ["terrace asked and there is one", { terrace: true }, { hasTerrace: true }, true],
    ["terrace not asked", { terrace: null }, {}, true],
  ])("%s → %s", (_case, demand, listing, expected) => {
    expect(matchesDemand({ ...wish, ...demand }, { ...house, ...listing })).toBe(expected);
  });
});
