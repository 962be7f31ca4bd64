import type { properties } from "#db/schema.ts";
import { searchKey } from "#app/lib/search-key.ts";

/**
 * A new listing written straight into the catalogue, as a sync would, for the tests of what
 * follows a sync (demand alerts, the daily digest): by default a house for sale in Buggenhout
 * (9255), 3 bedrooms, a bathroom, a garden, € 420.000, titled in Dutch and French; `changes`
 * set the id and whatever the test needs otherwise.
 */
export function newHouseInBuggenhout<T extends Partial<typeof properties.$inferInsert> & { id: number }>(changes: T) {
  return {
    goal: 0,
    typeId: 1,
    webIds: [1],
    zip: "9255",
    city: "Buggenhout",
    citySearchKey: searchKey("Buggenhout"),
    price: 420000,
    bedrooms: 3,
    bathrooms: 1,
    hasGarden: true,
    texts: { nl: { title: "Nieuwbouwwoning met tuin" }, fr: { title: "Maison neuve avec jardin" } },
    ...changes,
  };
}
