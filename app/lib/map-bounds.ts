/**
 * "Search in this area" (decision 0020): the map's visible bounds as the list URL's `bbox` parameter,
 * `minLng,minLat,maxLng,maxLat` in degrees (the order of GeoJSON and most map APIs), and the rule
 * that a listing's map position lies inside them. The list query filters with the same rule in SQL
 * (app/services/listings/search.server.ts), on the position the map shows: the listing's own spot,
 * or its city's centre when the address is not published.
 */
export type Bbox = {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
};

/** Five decimals: about a metre, plenty for a map view and a short, shareable URL. */
const DECIMALS = 5;
const NUMBER = /^-?\d{1,3}(\.\d{1,12})?$/;

/**
 * Reads a `bbox` value; null when it is not four numbers in range with min below max (a box that
 * crosses the antimeridian is not one a Belgian agency's map shows). Never throws.
 */
export function parseBbox(raw: string | null | undefined): Bbox | null {
  if (!raw) return null;
  const parts = raw.split(",").map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) return null;
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number) as [number, number, number, number];
  const inRange = (value: number, limit: number) => value >= -limit && value <= limit;
  if (![minLng, maxLng].every((v) => inRange(v, 180)) || ![minLat, maxLat].every((v) => inRange(v, 90))) return null;
  if (!(minLng < maxLng) || !(minLat < maxLat)) return null;
  return { minLng, minLat, maxLng, maxLat };
}

/** The `bbox` value of some bounds, rounded outwards to five decimals so nothing on the edge drops out. */
export function formatBbox(bbox: Bbox): string {
  const scale = 10 ** DECIMALS;
  const down = (value: number) => Math.floor(value * scale) / scale;
  const up = (value: number) => Math.ceil(value * scale) / scale;
  return [down(bbox.minLng), down(bbox.minLat), up(bbox.maxLng), up(bbox.maxLat)]
    .map((value) => String(Object.is(value, -0) ? 0 : value))
    .join(",");
}

/** Bounds clamped to the world, as a map zoomed far out reports more than the world. */
export function clampBbox(bbox: Bbox): Bbox {
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
  return {
    minLng: clamp(bbox.minLng, 180),
    minLat: clamp(bbox.minLat, 90),
    maxLng: clamp(bbox.maxLng, 180),
    maxLat: clamp(bbox.maxLat, 90),
  };
}

/** True when the point lies inside the box, edges included. */
export function inBbox(bbox: Bbox, point: { lat: number; lng: number }): boolean {
  return point.lng >= bbox.minLng && point.lng <= bbox.maxLng && point.lat >= bbox.minLat && point.lat <= bbox.maxLat;
}
