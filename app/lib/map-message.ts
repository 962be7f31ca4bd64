import { parseBbox } from "./map-bounds.ts";

/**
 * The message a list page posts to its embedded map frame (spec §7: "after 50 ms a message with
 * property list, map type, marker info, custom marker and marquee ignore list is sent to an
 * embedded map frame by id"). Both sides are same-origin pages of this site: the sender names the
 * site's own origin as target, and the frame accepts only messages from that origin in this shape.
 */
export const MAP_MESSAGE_TYPE = "agency-map:listings";
/** Spec §7: the list page waits this long after the frame has loaded before posting. */
export const MAP_POST_DELAY_MS = 50;

export type MapMarker = {
  id: number;
  lat: number;
  lng: number;
  title: string;
  /** Already formatted by the price rules; null when not shown. */
  price: string | null;
  url: string;
  /** The marquee name (badge), if any. */
  marquee: string | null;
};

export type MapMessage = {
  type: typeof MAP_MESSAGE_TYPE;
  mapType: "roadmap";
  markers: MapMarker[];
  /** Which fields the marker popup shows. */
  markerInfo: { price: boolean; title: boolean; link: string };
  /** CSS class of the custom marker (the brand's pin), empty for the default pin. */
  customMarker: string;
  marqueeIgnoreList: (string | number)[];
  /** False on a listing's own page: no "search in this area" (there is no list to search). */
  searchArea?: boolean;
};

const isFiniteNumber = (value: unknown): value is number => Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === "string";
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === "string";

function isMarker(value: unknown): value is MapMarker {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    Number.isInteger(m.id) &&
    isFiniteNumber(m.lat) &&
    isFiniteNumber(m.lng) &&
    Math.abs(m.lat) <= 90 &&
    Math.abs(m.lng) <= 180 &&
    isString(m.title) &&
    isNullableString(m.price) &&
    isString(m.url) &&
    m.url.startsWith("/") &&
    !m.url.startsWith("//") &&
    isNullableString(m.marquee)
  );
}

/** True for a well-formed map message; anything else posted to the frame is ignored. */
export function isMapMessage(value: unknown): value is MapMessage {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  const info = m.markerInfo as Record<string, unknown> | null | undefined;
  return (
    m.type === MAP_MESSAGE_TYPE &&
    m.mapType === "roadmap" &&
    Array.isArray(m.markers) &&
    m.markers.every(isMarker) &&
    typeof info === "object" &&
    info !== null &&
    typeof info.price === "boolean" &&
    typeof info.title === "boolean" &&
    isString(info.link) &&
    isString(m.customMarker) &&
    Array.isArray(m.marqueeIgnoreList) &&
    m.marqueeIgnoreList.every((v) => isString(v) || isFiniteNumber(v)) &&
    (m.searchArea === undefined || typeof m.searchArea === "boolean")
  );
}

/**
 * The frame's answer once it listens: the list page posts (again) on it. The load event alone is
 * not enough: a frame in the server-rendered HTML can load before the list page's script runs,
 * and the frame's own script may start listening after its load event.
 */
export const MAP_READY_TYPE = "agency-map:ready";

export type MapReady = { type: typeof MAP_READY_TYPE };

export function isMapReady(value: unknown): value is MapReady {
  return typeof value === "object" && value !== null && (value as Record<string, unknown>).type === MAP_READY_TYPE;
}

/**
 * "Search in this area": the frame's answer when the visitor asks to search the map's visible
 * bounds, as the list URL's `bbox` value (app/lib/map-bounds.ts). The list page checks the value
 * again before it navigates.
 */
export const MAP_AREA_TYPE = "agency-map:search-area";

export type MapArea = { type: typeof MAP_AREA_TYPE; bbox: string };

export function isMapArea(value: unknown): value is MapArea {
  if (typeof value !== "object" || value === null) return false;
  const m = value as Record<string, unknown>;
  return m.type === MAP_AREA_TYPE && typeof m.bbox === "string" && parseBbox(m.bbox) !== null;
}
