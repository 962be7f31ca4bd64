import { searchKey } from "#app/lib/search-key.ts";

/**
 * The properties the quick search box suggests for a typed reference (spec §5: "properties
 * matched by ID only"). The box suggests while the visitor types, so the query matches every
 * property whose ID starts with it ("41" → 4100001, 4100002…); the full ID is one of those. Only
 * digits are a reference: any other query (a city or type name) gives no property. The
 * properties keep their order.
 */
export function matchPropertiesById<T extends { id: number | string }>(query: string, properties: readonly T[]): T[] {
  const reference = query.trim();
  if (!/^\d+$/.test(reference)) return [];
  return properties.filter((property) => String(property.id).startsWith(reference));
}

/**
 * The cities the quick search box suggests (spec §5: "cities on Name, Zip and accent-stripped
 * name"). Name and zip are compared by their searchKey, so case, accents and punctuation do not
 * count ("liege" finds Liège, "sint niklaas" finds Sint-Niklaas). The query matches the start of
 * any word of "name zip": "oostd" finds Koksijde-Oostduinkerke, "9200" and "92" find Dendermonde,
 * "dendermonde 92" too, but "ksijde" (the middle of a word) finds nothing — so a short query does
 * not flood the list with every name that happens to contain it. Empty input gives no cities
 * (spec §5: "empty input clears results"). The cities keep their order.
 */
export function matchCities<T extends { name: string; zip: string }>(query: string, cities: readonly T[]): T[] {
  const key = searchKey(query);
  if (key === "") return [];
  return cities.filter((city) => {
    const words = searchKey(`${city.name} ${city.zip}`);
    return words.startsWith(key) || words.includes(` ${key}`);
  });
}
