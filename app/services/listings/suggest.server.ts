import { and, asc, between, inArray, or, sql } from "drizzle-orm";
import { alias, unionAll } from "drizzle-orm/pg-core";
import type { Database } from "#db/client.server.ts";
import { cities, listingListKey, properties, propertyTypes } from "#db/schema.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { imageUrl } from "#app/lib/image-url.ts";
import { municipalitiesStartingWith, nameKeys } from "#app/lib/municipalities.ts";
import { searchKey } from "#app/lib/search-key.ts";
import { propertyTypeIcon } from "#app/lib/property-type-icon.ts";
import type { Suggestions } from "#app/domain/suggestions.ts";
import { listingCardsFromRows, type CardOptions, type PropertyRow } from "./listing-cards.server.ts";
import { cityValue, INT_MAX } from "./search-query.ts";
import { countCatalogue, type CatalogueCounts, type GoalCounts, type ListKey } from "./search.server.ts";

/**
 * The quick search box's proposals (spec §2, §5; `/api/suggest`, read through the catalogue,
 * catalogue.server.ts): property types, cities and properties matching a typed text.
 */

/** Spec §9: "property type text in results cut at 100 characters". */
const TYPE_NAME_MAX = 100;
/** The quick search box shows this many of each kind. */
const SUGGESTION_LIMIT = 5;
/** A longer query matches nothing anyone typed on purpose; it is cut rather than refused. */
const QUERY_MAX = 100;

/**
 * Which list a suggestion opens: the sale list when the type or city has listings for sale, else
 * the rent list when it has rent listings other than holiday homes, else the holiday homes.
 */
function listKeyFor(counts: GoalCounts): "for-sale" | "for-rent" | "holiday-homes" {
  if (counts.sale > 0) return "for-sale";
  if (counts.rent > 0) return "for-rent";
  return "holiday-homes";
}

/**
 * The ids that start with a typed reference, as ranges of the primary key (`41` → 41, 410–419,
 * 4100–4199…), so the match is app/lib/search-match.ts's `matchPropertiesById` rule (digits only,
 * prefix of the id) and still an index scan. Ids never start with 0.
 */
export function idPrefixRanges(reference: string): [number, number][] {
  if (!/^[1-9]\d*$/.test(reference) || reference.length > String(INT_MAX).length) return [];
  const ranges: [number, number][] = [];
  const prefix = Number(reference);
  for (let digits = reference.length; digits <= String(INT_MAX).length; digits++) {
    const scale = 10 ** (digits - reference.length);
    const low = prefix * scale;
    if (low > INT_MAX) break;
    ranges.push([low, Math.min((prefix + 1) * scale - 1, INT_MAX)]);
  }
  return ranges;
}

/**
 * The quick search box (spec §2, §5): property types by name, cities by name, zip and accent-free
 * name (and by the name of their municipality in another language, app/lib/municipalities.ts),
 * properties by ID only; each kind capped at 5, only what has published listings, and
 * nothing for an empty query. Each link opens the matching list filtered, or the property.
 */
export async function suggest(
  db: Database,
  q: string,
  options: CardOptions,
  counted?: CatalogueCounts,
  imageHost: string | null = null,
): Promise<Suggestions> {
  const query = q.trim().slice(0, QUERY_MAX);
  const key = searchKey(query);
  if (key === "") return { types: [], cities: [], properties: [] };
  const { locale, defaultLocale, routes } = options;
  const listUrl = (counts: GoalCounts, parameters: Record<string, string>) =>
    `${routePath(routes, listKeyFor(counts), locale)}?${new URLSearchParams(parameters).toString()}`;

  // Cities: the rule of matchCities (app/lib/search-match.ts) — the query's key starts the key of
  // "name zip" or one of its words — on the stored accent-free keys, with the zip keyed the same way.
  // The first matching cities that have published listings are found by EXISTS on the zip index, so
  // a short query ("9") does not count the listings of every city it matches.
  const words = sql`trim(${cities.searchKey} || ' ' || regexp_replace(lower(${cities.zip}), '[^a-z0-9]+', ' ', 'g'))`;
  // Written with an alias: drizzle leaves columns unqualified in a one-table select, and inside the
  // subqueries an unqualified "zip" would be the listing's own.
  const ofCity = sql`from ${properties} p where p.zip = ${cities}.zip and p.city = ${cities}.name and p.published`;
  // Which lists a city has listings in, as a bit mask (1 sale, 2 rent, 4 holiday), for the 5 cities
  // shown: one probe of the search indexes' city index per list (the city's key is the key of its
  // name, as the listing's is).
  const p = alias(properties, "p");
  const inList = (list: ListKey, bit: number) =>
    sql`(case when exists (select 1 from ${properties} p where ${p.published} and ${listingListKey(p)} = ${sql.raw(String(list))} and ${p.citySearchKey} = ${cities}.search_key and ${p.zip} = ${cities}.zip and ${p.city} = ${cities}.name) then ${sql.raw(String(bit))} else 0 end)`;
  const lists = sql<number>`(${inList(0, 1)} + ${inList(1, 2)} + ${inList(2, 4)})`.mapWith(Number);
  const named = municipalitiesStartingWith(query);
  const [typeRows, counts, cityRows, propertyRows] = await Promise.all([
    db.select().from(propertyTypes).orderBy(asc(propertyTypes.showOrder), asc(propertyTypes.id)),
    counted ?? countCatalogue(db),
    db
      .select({ name: cities.name, zip: cities.zip, lists })
      .from(cities)
      .where(
        and(
          or(
            sql`${words} like ${`${key}%`}`,
            sql`${words} like ${`% ${key}%`}`,
            // A Belgian municipality named so in another language ("term" → Termonde → Dendermonde):
            // its cities by any of its names, or by its postal codes (its other places).
            ...(named.length > 0 ? [inArray(cities.searchKey, nameKeys(named))] : []),
            ...(named.length > 0 ? [inArray(cities.zip, [...new Set(named.flatMap((m) => m.zips))])] : []),
          ),
          sql`exists (select 1 ${ofCity})`,
        ),
      )
      .orderBy(asc(cities.searchKey), asc(cities.zip))
      .limit(SUGGESTION_LIMIT),
    propertiesById(db, idPrefixRanges(query)),
  ]);

  // Types are few (one row per type): matched here by the same word-prefix rule on their names.
  const types = typeRows
    .map((type) => ({
      type,
      name: type.name[locale] || type.name[defaultLocale] || "",
      counts: counts.types.get(type.id),
    }))
    .filter(
      ({ name, counts }) =>
        counts !== undefined && counts.sale + counts.rent + counts.holiday > 0 && startsAWord(searchKey(name), key),
    )
    .slice(0, SUGGESTION_LIMIT)
    .map(({ type, name, counts }) => ({
      id: type.id,
      name: name.slice(0, TYPE_NAME_MAX),
      icon: propertyTypeIcon(type.webId),
      url: listUrl(counts!, { type: String(type.id) }),
    }));

  const cards = await listingCardsFromRows(db, propertyRows, options);
  return {
    types,
    cities: cityRows.map((city) => ({
      name: city.name,
      zip: city.zip,
      url: listUrl({ sale: city.lists & 1, rent: city.lists & 2, holiday: city.lists & 4 }, { city: cityValue(city) }),
    })),
    properties: cards.map((card) => ({
      id: card.id,
      title: card.title,
      url: card.href,
      image: card.image ? imageUrl(card.image.src, 60, imageHost) : null,
    })),
  };
}

/**
 * The first published listings whose id lies in the ranges, by id. Each range is read from the
 * primary key on its own and the few rows merged: one scan with the ranges OR-ed together would
 * walk the key from the smallest id and check every listing before the first range.
 */
async function propertiesById(db: Database, ranges: [number, number][]): Promise<PropertyRow[]> {
  if (ranges.length === 0) return [];
  const inRange = ([low, high]: [number, number]) =>
    db
      .select({ id: properties.id })
      .from(properties)
      .where(and(sql`${properties.published}`, between(properties.id, low, high)))
      .orderBy(asc(properties.id))
      .limit(SUGGESTION_LIMIT);
  const [first, second, ...rest] = ranges.map(inRange);
  const found = second
    ? sql`${properties.id} in (select ${sql.identifier("id")} from (${unionAll(first!, second, ...rest)
        .orderBy(sql`${sql.identifier("id")} asc`)
        .limit(SUGGESTION_LIMIT)}) as found)`
    : inArray(properties.id, first!);
  return db.select().from(properties).where(found).orderBy(asc(properties.id));
}

/** matchCities' rule: the key starts the words, or starts one of them. */
function startsAWord(words: string, key: string): boolean {
  return words.startsWith(key) || words.includes(` ${key}`);
}
