import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { cities } from "#db/schema.ts";
import type { ListingAddress, ListingCoordinates } from "./listing-views.ts";

// View types live in the plain listing-views.ts (components read them there); server modules may still name them here.
export type { ListingAddress, ListingCoordinates };

/**
 * Where a property or a project is, as its detail page shows it: the street line, the map and
 * Street View links, and the city's centre for a listing whose address is not published.
 */

type Address = { street: string | null; houseNumber: string | null; boxNr: string | null };

export function streetLine(row: Address, boxWord: string): string | null {
  const parts = [row.street, row.houseNumber]
    .filter((part): part is string => Boolean(part?.trim()))
    .map((part) => part.trim());
  if (parts.length === 0) return null;
  const box = row.boxNr?.trim();
  return box ? `${parts.join(" ")} ${boxWord} ${box}` : parts.join(" ");
}

/** The provider's country ids of the spec (10 Belgium, 50 Luxembourg); none given means Belgium. */
export function countryCodeOf(countryId: number | null): "BE" | "LU" | null {
  if (countryId === null || countryId === 10) return "BE";
  return countryId === 50 ? "LU" : null;
}

export function openStreetMapUrl({ lat, lng, precise }: { lat: number; lng: number; precise: boolean }): string {
  // A hidden address shows the municipality, not a pin: no marker, and a zoom that covers it.
  return precise
    ? `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`
    : `https://www.openstreetmap.org/#map=13/${lat}/${lng}`;
}

export function streetViewUrl({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${lat},${lng}`;
}

/** The city's centre from the cities table (the provider's city list carries it), or null. */
export async function cityCentre(
  db: Database,
  row: { zip: string; city: string },
): Promise<{ lat: number; lng: number } | null> {
  const candidates = await db
    .select({ name: cities.name, lat: cities.lat, lng: cities.lng })
    .from(cities)
    .where(and(eq(cities.zip, row.zip), sql`${cities.lat} is not null and ${cities.lng} is not null`));
  const best =
    candidates.find((city) => city.name === row.city) ??
    candidates.find((city) => city.name.toLowerCase() === row.city.toLowerCase()) ??
    candidates[0];
  return best && best.lat !== null && best.lng !== null ? { lat: best.lat, lng: best.lng } : null;
}
