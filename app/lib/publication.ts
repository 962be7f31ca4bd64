/**
 * What the agency keeps to itself (the provider's PublishPrice and PublishAddress flags), written
 * once: every view of a listing — card, detail page, public API, map, search — asks these rules,
 * so a price or an address that is not published never leaves the server (decision 0039).
 * The search's SQL applies the same rules as conditions (app/services/listings/search.server.ts).
 */

type PriceFlags = { publishPrice: boolean; price: number | null };
type AddressFlags = { publishAddress: boolean; lat: number | null; lng: number | null };

/** The price as a number, only when it is published; null otherwise (not even in data for the browser). */
export function publishedPrice(listing: PriceFlags): number | null {
  return listing.publishPrice ? listing.price : null;
}

/** Amounts computed from the price (fees, duties, VAT) may be shown only when the price is published. */
export function priceDerivedShown(listing: Pick<PriceFlags, "publishPrice">): boolean {
  return listing.publishPrice;
}

/**
 * The listing's own spot, only when its address is published and has coordinates; null otherwise
 * (a map then uses the city's centre: a hidden address never gives its exact spot away).
 */
export function exactPosition(listing: AddressFlags): { lat: number; lng: number } | null {
  return listing.publishAddress && listing.lat !== null && listing.lng !== null
    ? { lat: listing.lat, lng: listing.lng }
    : null;
}

/** The street part of the address (street, number, box), only when the address is published. */
export function publishedStreet<T>(listing: { publishAddress: boolean }, street: () => T): T | null {
  return listing.publishAddress ? street() : null;
}
