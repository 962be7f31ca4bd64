import { publishedPrice } from "./publication.ts";
/**
 * Whether a new listing answers a registered demand ("keep me informed", spec §3): the rule the
 * demand alerts apply (app/services/leads/demand-alerts.server.ts). Every criterion the visitor
 * left empty is no criterion; every criterion they gave must hold.
 */
export type Demand = {
  goal: "sale" | "rent";
  typeIds: readonly number[];
  /** Postal codes. */
  zips: readonly string[];
  priceMin: number | null;
  priceMax: number | null;
  /** The visitor's budget: the price limit when they gave no maximum price. */
  budget: number | null;
  bedroomsMin: number | null;
  bedroomsMax: number | null;
  bathroomsMin: number | null;
  garagesMin: number | null;
  /** true: a must; false or null: no criterion. */
  parking: boolean | null;
  garden: boolean | null;
  terrace: boolean | null;
};

export type ListingFacts = {
  /** Provider Goal: 0 sale, anything else rent. */
  goal: number;
  isHoliday: boolean;
  /** The listing's main type. */
  typeId: number | null;
  /** Every type the listing belongs to (the provider's WebIDs), as the list filters read them. */
  webIds: readonly number[];
  zip: string;
  price: number | null;
  publishPrice: boolean;
  bedrooms: number | null;
  bathrooms: number | null;
  garages: number | null;
  parkings: number | null;
  externalParkings: number | null;
  hasGarden: boolean | null;
  surfaceGarden: number | null;
  hasTerrace: boolean | null;
  surfaceTerrace: number | null;
};

/** A number of the listing within optional bounds (a minimum of 0 is none); an unknown number satisfies no bound. */
function within(value: number | null, minimum: number | null, max: number | null): boolean {
  const min = minimum !== null && minimum > 0 ? minimum : null;
  if (min === null && max === null) return true;
  if (value === null) return false;
  return (min === null || value >= min) && (max === null || value <= max);
}

/** At least `min` (0 or none: no criterion). */
function atLeast(value: number | null, min: number | null): boolean {
  if (min === null || min <= 0) return true;
  return value !== null && value >= min;
}

export function matchesDemand(demand: Demand, listing: ListingFacts): boolean {
  if ((listing.goal === 0 ? "sale" : "rent") !== demand.goal) return false;
  // A holiday home answers only a demand for its own (holiday) type: a tenant looking for a house
  // to live in does not want the holiday villas that are also typed "house".
  const types = listing.isHoliday
    ? listing.typeId === null
      ? []
      : [listing.typeId]
    : [...new Set([...(listing.typeId === null ? [] : [listing.typeId]), ...listing.webIds])];
  if (!types.some((type) => demand.typeIds.includes(type))) return false;
  if (!demand.zips.includes(listing.zip)) return false;
  // An unpublished price is unknown here too: an alert would reveal that it lies within the range.
  const price = publishedPrice(listing);
  if (!within(price, demand.priceMin, demand.priceMax ?? demand.budget)) return false;
  if (!within(listing.bedrooms, demand.bedroomsMin, demand.bedroomsMax)) return false;
  if (!atLeast(listing.bathrooms, demand.bathroomsMin)) return false;
  if (!atLeast(listing.garages, demand.garagesMin)) return false;
  // A garage is a place to park too.
  if (
    demand.parking === true &&
    (listing.parkings ?? 0) + (listing.externalParkings ?? 0) + (listing.garages ?? 0) <= 0
  )
    return false;
  if (demand.garden === true && !(listing.hasGarden === true || (listing.surfaceGarden ?? 0) > 0)) return false;
  if (demand.terrace === true && !(listing.hasTerrace === true || (listing.surfaceTerrace ?? 0) > 0)) return false;
  return true;
}
