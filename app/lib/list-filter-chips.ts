import { withParam, withSearch } from "./list-search-params.ts";
import type { FormValues } from "./form-submission.ts";

/**
 * A list page's active filters as removable chips, and the same search as the demand register's
 * ("keep me informed") fields: pure, so the list loader and the demand register loader read the
 * query string the same way, and a table test pins both.
 */

/** The filters shown as chips, in the form's order (`bbox` is the map's "search in this area"). */
export const CHIP_PARAMETERS = [
  "city",
  "type",
  "minPrice",
  "maxPrice",
  "bedrooms",
  "minArea",
  "maxEpc",
  "maxFlood",
  "new",
  "bbox",
] as const;
export type ChipParameter = (typeof CHIP_PARAMETERS)[number];

/** One active filter: its parameter, its value as in the URL, and the same search without it (from page 1). */
export type FilterChip = { parameter: ChipParameter; value: string; removeHref: string };

/** The active filters of a clean list query string, each with the link that removes it (works without JavaScript). */
export function filterChips(pathname: string, clean: URLSearchParams): FilterChip[] {
  return CHIP_PARAMETERS.flatMap((parameter) => {
    const value = clean.get(parameter);
    if (!value) return [];
    const without = withParam(withParam(clean, parameter, null), "page", null);
    return [{ parameter, value, removeHref: withSearch(pathname, without) }];
  });
}

/** What a list's search carries over to the demand register: the list's goal and its filters. */
export type ListDemand = {
  goal: "sale" | "rent" | "holiday";
  /** The postal code of the chosen city, when one is chosen and known. */
  zip: string | null;
  type: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  bedrooms: number | null;
};

/**
 * The demand register's query string for a list's search ("save this search"): the form's own field
 * names (goal buy/rent, types, zones, priceMin, priceMax, bedroomsMin), read back by demandPrefill.
 * A holiday home is rented.
 */
export function demandSearch(list: ListDemand): URLSearchParams {
  const search = new URLSearchParams({ goal: list.goal === "sale" ? "buy" : "rent" });
  if (list.type !== null) search.set("types", String(list.type));
  if (list.zip) search.set("zones", list.zip);
  if (list.minPrice !== null) search.set("priceMin", String(list.minPrice));
  if (list.maxPrice !== null) search.set("priceMax", String(list.maxPrice));
  if (list.bedrooms) search.set("bedroomsMin", String(list.bedrooms));
  return search;
}

const WHOLE = /^\d{1,9}$/;

/**
 * The demand register form's initial values from its URL (demandSearch's parameters): only what
 * the form offers (a type or zone among its choices, whole numbers), anything else ignored, so a
 * hand-made link can prefill nothing wrong.
 */
export function demandPrefill(
  search: URLSearchParams,
  choices: { typeIds: readonly number[]; zones: readonly string[] },
): FormValues {
  const values: FormValues = {};
  const goal = search.get("goal");
  if (goal === "buy" || goal === "rent") values.goal = goal;
  const types = search.getAll("types").filter((id) => WHOLE.test(id) && choices.typeIds.includes(Number(id)));
  if (types.length > 0) values.types = [...new Set(types)];
  const zones = search.getAll("zones").filter((zip) => choices.zones.includes(zip));
  if (zones.length > 0) values.zones = [...new Set(zones)];
  for (const name of ["priceMin", "priceMax", "bedroomsMin"] as const) {
    const value = search.get(name);
    if (value && WHOLE.test(value)) values[name] = value;
  }
  return values;
}
