import type { PropertyTypeIcon } from "#app/lib/property-type-icon.ts";

/** The answer of `GET /api/suggest` (spec §2 search box: types, cities and properties), read by the quick search box. */
export type Suggestions = {
  types: { id: number; name: string; icon: PropertyTypeIcon; url: string }[];
  cities: { name: string; zip: string; url: string }[];
  properties: { id: number; title: string; url: string; image: string | null }[];
};
