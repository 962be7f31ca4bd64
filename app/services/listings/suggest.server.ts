import { and, asc, between, inArray, or, sql } from "drizzle-orm";
import { alias, unionAll } from "drizzle-orm/pg-core";
import type { Database } from "#db/client.server.ts";
import { cities, listingListKey, properties, propertyTypes } from "#db/schema.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { imageUrl } from "#app/lib/image-url.ts";
import { municipalitiesNamed, municipalitiesStartingWith, nameKeys } from "#app/lib/municipalities.ts";
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

/** The lists the quick search box can send a visitor to. */
export type QuickSearchList = "for-sale" | "for-rent" | "holiday-homes";
const LIST_BIT: Record<QuickSearchList, keyof GoalCounts> = {
  "for-sale": "sale",
  "for-rent": "rent",
  "holiday-homes": "holiday",
};

/**
 * Where Enter in the quick search box leads, when no suggestion was chosen (decision 0048): what
 * the visitor typed, read as
 * 1. a reference: the published listing with that id (or that provider reference) → its page;
 * 2. a property type, by its name in any of the site's languages, singular or plural ("huis",
 *    "maison", "appartementen") → the list filtered on the type, optionally followed by a city
 *    ("huis dendermonde");
 * 3. a city: its name in any language (app/lib/municipalities.ts), its postal code, or the start
 *    of its name as the suggestions have it → the list filtered on the city;
 * 4. anything else → the list's text search (`q`: the titles and descriptions), returned as null so
 *    that the list page shows it.
 * A type or city stays on `list` when that list has listings of it, else goes to the list that has.
 */
export async function quickSearchTarget(
  db: Database,
  q: string,
  list: QuickSearchList,
  options: CardOptions,
  counted?: CatalogueCounts,
): Promise<string | null> {
  const query = q.trim().slice(0, QUERY_MAX);
  const key = searchKey(query);
  const { locale, routes } = options;
  const listUrl = (target: QuickSearchList, parameters: Record<string, string> = {}) => {
    const search = new URLSearchParams(parameters).toString();
    return `${routePath(routes, target, locale)}${search ? `?${search}` : ""}`;
  };
  if (key === "") return listUrl(list);

  const byReference = await listingByReference(db, query);
  if (byReference) {
    const [card] = await listingCardsFromRows(db, [byReference], options);
    if (card) return card.href;
  }

  const [typeRows, counts] = await Promise.all([
    db.select().from(propertyTypes).orderBy(asc(propertyTypes.showOrder), asc(propertyTypes.id)),
    counted ?? countCatalogue(db),
  ]);
  const none: GoalCounts = { sale: 0, rent: 0, holiday: 0 };
  /** The list to show: this one when it has some, else the first that has. */
  const listFor = (has: GoalCounts): QuickSearchList => {
    if (has[LIST_BIT[list]] > 0 || (list === "for-rent" && has.holiday > 0)) return list;
    if (has.sale + has.rent + has.holiday === 0) return list;
    return listKeyFor(has);
  };
  const typeNamed = (words: string) =>
    typeRows.find((type) =>
      Object.values(type.name).some((name) => {
        const nameKey = searchKey(name ?? "");
        // "appartementen", "maisons", "vakantiewoning": the type's name give or take a plural ending
        const plural = (long: string, short: string) => long.startsWith(short) && long.length - short.length <= 2;
        return words.length >= 3 && nameKey.length >= 3 && (plural(words, nameKey) || plural(nameKey, words));
      }),
    );

  const words = key.split(" ");
  const type = typeNamed(key);
  if (type) {
    const has = counts.types.get(type.id) ?? none;
    return listUrl(listFor(has), { type: String(type.id) });
  }
  // "huis dendermonde": a type, then a city
  for (let split = 1; split < Math.min(words.length, 4); split++) {
    const head = typeNamed(words.slice(0, split).join(" "));
    if (!head) continue;
    const city = await cityNamed(db, words.slice(split).join(" "));
    if (city) {
      const has = counts.types.get(head.id) ?? none;
      return listUrl(listFor(has), { type: String(head.id), city: city.value });
    }
  }

  const city = await cityNamed(db, query);
  if (city) return listUrl(listFor(city.lists), { city: city.value });
  return null;
}

/** The published listing whose id, or provider reference, is the typed text (whole, any case). */
async function listingByReference(db: Database, text: string): Promise<PropertyRow | null> {
  const id = /^\d{1,10}$/.test(text) && Number(text) <= INT_MAX ? Number(text) : null;
  const [row] = await db
    .select()
    .from(properties)
    .where(
      and(
        sql`${properties.published}`,
        or(
          id === null ? undefined : sql`${properties.id} = ${id}`,
          sql`lower(${properties.reference}) = ${text.toLowerCase()}`,
        ),
      ),
    )
    .orderBy(asc(properties.id))
    .limit(1);
  return row ?? null;
}

/**
 * The city a typed text names, among those with published listings: its postal code, a name of its
 * municipality in any language, or the start of its name (the suggestions' first city). `value` is
 * the `city` parameter: the zip as typed, else the listing's city name (every zip of that name).
 */
async function cityNamed(db: Database, text: string): Promise<{ value: string; lists: GoalCounts } | null> {
  const key = searchKey(text);
  if (key.length < 2) return null;
  const zip = /^\d{4}$/.test(text.trim()) ? text.trim() : null;
  const named = municipalitiesNamed(text);
  const keys = [key, ...nameKeys(named)];
  const p = alias(properties, "p");
  const inList = (list: ListKey) =>
    sql<number>`(select count(*) from ${properties} p where ${p.published} and ${listingListKey(p)} = ${sql.raw(String(list))} and ${p.citySearchKey} = ${cities}.search_key and ${p.zip} = ${cities}.zip and ${p.city} = ${cities}.name)`.mapWith(
      Number,
    );
  const words = sql`trim(${cities.searchKey} || ' ' || regexp_replace(lower(${cities.zip}), '[^a-z0-9]+', ' ', 'g'))`;
  const exactly = or(
    zip ? sql`${cities.zip} = ${zip}` : undefined,
    inArray(cities.searchKey, keys),
    named.length > 0 ? inArray(cities.zip, [...new Set(named.flatMap((m) => m.zips))]) : undefined,
  );
  const rows = await db
    .select({
      name: cities.name,
      zip: cities.zip,
      sale: inList(0),
      rent: inList(1),
      holiday: inList(2),
    })
    .from(cities)
    .where(
      and(
        or(exactly, sql`${words} like ${`${key}%`}`, sql`${words} like ${`% ${key}%`}`),
        sql`exists (select 1 from ${properties} p where p.zip = ${cities}.zip and p.city = ${cities}.name and p.published)`,
      ),
    )
    .orderBy(sql`(${exactly}) desc`, asc(cities.searchKey), asc(cities.zip))
    .limit(1);
  const [city] = rows;
  if (!city) return null;
  return { value: zip ?? city.name, lists: { sale: city.sale, rent: city.rent, holiday: city.holiday } };
}
