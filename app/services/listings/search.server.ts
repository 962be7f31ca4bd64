import {
  and,
  asc,
  between,
  eq,
  gte,
  inArray,
  isNotNull,
  lte,
  not,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "#db/client.server.ts";
import {
  cities,
  listingListKey,
  listingSoldLast,
  listingSortPrice,
  listingTypeText,
  properties,
  propertyTypes,
} from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { epcLabelRank } from "#app/lib/epc.ts";
import type { Bbox } from "#app/lib/map-bounds.ts";
import { propertyTypeIcon } from "#app/lib/property-type-icon.ts";
import { cityValue, type FilterOptions, type ListingQuery, type ListingSort } from "./search-query.ts";
import { FLOOD_SCORES, NEW_LISTING_DAYS, type FloodScore } from "./search-query.ts";
import {
  listingCardsFromRows,
  type CardOptions,
  type ListingCard,
  type ListingGoal,
  type PropertyRow,
} from "./listing-cards.server.ts";

/**
 * The SQL of the search over the published catalogue (the list pages and the public JSON API, read
 * through the catalogue, catalogue.server.ts): one page of a query's listings, and the counts of
 * the filters. The query itself is read and cleaned in search-query.ts; the quick search box's
 * proposals are in suggest.server.ts.
 */

/**
 * The lists a query reads, by their key in the search indexes (db/schema.ts `listingListKey`):
 * 0 sale, 1 rent, 2 holiday homes. Rent holds the holiday homes (the provider files them as rent listings), so it
 * reads two lists; a query without a goal (the API) reads all three. A holiday home is a rent
 * listing with the holiday flag (the import sets it only on rent listings), as the cards
 * (`listingGoal`) and the counts of the filters have it.
 */
export type ListKey = 0 | 1 | 2;
function listKeysOf(goal: ListingGoal | null): ListKey[] {
  switch (goal) {
    case "sale":
      return [0];
    case "rent":
      return [1, 2];
    case "holiday":
      return [2];
    case null:
      return [0, 1, 2];
  }
}

const listKey = listingListKey(properties);
const sortPrice = listingSortPrice(properties);
const soldLast = listingSoldLast(properties);
/** Written as literals: a bound value would hide from the planner which index range to read. */
const onLists = (keys: readonly ListKey[]): SQL | undefined =>
  keys.length === 3
    ? undefined
    : keys.length === 1
      ? sql`${listKey} = ${sql.raw(String(keys[0]))}`
      : sql`${listKey} in (${sql.raw(keys.join(", "))})`;

/**
 * The WHERE condition of a query, but for its list: published listings that pass every filter.
 * `published` is the bare column, no bound value: the leading column of the search indexes.
 */
function filterCondition(query: ListingQuery): SQL | undefined {
  const { city } = query;
  // A price filter keeps only listings whose price is published: filtering on a hidden price would
  // tell the visitor the price range the agency keeps to itself.
  const pricePublished =
    query.minPrice !== null || query.maxPrice !== null ? eq(properties.publishPrice, true) : undefined;
  const maxRank = query.maxEpc === null ? null : epcLabelRank(query.maxEpc);
  return and(
    sql`${properties.published}`,
    city?.zip ? eq(properties.zip, city.zip) : undefined,
    // The name's key, or any other name of the same municipality (`city=Gand` is Gent).
    city?.key ? inArray(properties.citySearchKey, city.keys) : undefined,
    // `@>` (contains) rather than `= any(…)`, so the GIN index on the type ids can answer it.
    query.type !== null ? sql`${properties.webIds} @> array[${query.type}::integer]` : undefined,
    pricePublished,
    // The published amount, not the sorts' price per week (decision 0043): "€ 145 / nacht" is within "at most € 500".
    query.minPrice !== null ? gte(properties.price, query.minPrice) : undefined,
    query.maxPrice !== null ? lte(properties.price, query.maxPrice) : undefined,
    query.bedrooms ? gte(properties.bedrooms, query.bedrooms) : undefined,
    maxRank !== null ? lte(properties.epcRank, maxRank) : undefined,
    query.bbox ? inMapBounds(query.bbox) : undefined,
    query.minArea !== null ? gte(properties.surfaceLiving, query.minArea) : undefined,
    query.maxFlood !== null ? floodScoresAtMost(query.maxFlood) : undefined,
    // Evaluated by the database, so PGlite and PostgreSQL agree on "now".
    query.newOnly
      ? sql`${properties.providerCreatedAt} >= now() - ${sql.raw(`interval '${NEW_LISTING_DAYS} days'`)}`
      : undefined,
    ...(query.text ?? []).map((word) => sql`${listingSearchText} like ${`%${word}%`}`),
  );
}

/** Accented letters and their plain forms, for the text search's `translate` (app/lib/search-key.ts's rule). */
const ACCENTED = "àáâãäåèéêëìíîïòóôõöùúûüýÿçñ";
const PLAIN = "aaaaaaeeeeiiiiooooouuuuyycn";
/**
 * The titles and descriptions of a listing in every language, lower-cased, accents removed and
 * punctuation made spaces, as searchKey writes the typed words: the quick search's free text
 * (`q`) matches when each word occurs in it. Not indexed: it reads every listing of the list, which
 * a visitor's free text (rarer than a city or a type) can afford at the catalogue's size.
 */
const listingSearchText = sql`regexp_replace(translate(lower(${sql.join(
  (["nl", "fr", "en", "de"] as const).flatMap((code) =>
    ["title", "description"].map(
      (field) => sql`coalesce(${properties.texts} -> ${sql.raw(`'${code}'`)} ->> ${sql.raw(`'${field}'`)}, '')`,
    ),
  ),
  sql` || ' ' || `,
)}), ${ACCENTED}, ${PLAIN}), '[^a-z0-9]+', ' ', 'g')`;

/**
 * Both flood scores are known and at most `worst` (the provider writes the letter, possibly with
 * text after it: its first letter is the score). A listing without scores is left out: nothing
 * says its risk is low (outside Flanders there are no such scores).
 */
function floodScoresAtMost(worst: FloodScore): SQL {
  const accepted = FLOOD_SCORES.slice(0, FLOOD_SCORES.indexOf(worst) + 1);
  const letter = (column: AnyColumn) => sql`upper(substr(trim(${column}), 1, 1))`;
  return and(inArray(letter(properties.floodScoreP), accepted), inArray(letter(properties.floodScoreG), accepted))!;
}

/**
 * The listing's map position lies in the bounds: the position the cards and the map use
 * (listingCardsFromRows): its own spot when the address is published and has coordinates, else its
 * city's centre. Matching a hidden address on its own coordinates would let a small box find out
 * where it is.
 */
function inMapBounds(bbox: Bbox): SQL {
  const exact = and(eq(properties.publishAddress, true), isNotNull(properties.lat), isNotNull(properties.lng));
  return or(
    and(exact, between(properties.lat, bbox.minLat, bbox.maxLat), between(properties.lng, bbox.minLng, bbox.maxLng)),
    and(
      not(exact!),
      // Qualified by hand: drizzle writes a one-table select's columns bare, and a bare "zip" here would be the city's.
      sql`exists (select 1 from ${cities} c where c.zip = "properties"."zip" and c.name = "properties"."city" and c.lat between ${bbox.minLat} and ${bbox.maxLat} and c.lng between ${bbox.minLng} and ${bbox.maxLng})`,
    ),
  )!;
}

/**
 * One term of an ORDER BY: what is compared, in which direction, where the nulls go (plain "asc"
 * puts them last and plain "desc" first, PostgreSQL's defaults).
 */
type SortKey = { value: SQL | AnyColumn; order: SortDirection };
type SortDirection = "asc" | "desc" | "asc nulls last" | "desc nulls last" | "asc nulls first" | "desc nulls first";

/** The exact reverse of an order, nulls included: the same index read the other way. */
const REVERSED: Record<SortDirection, SortDirection> = {
  asc: "desc",
  desc: "asc",
  "asc nulls last": "desc nulls first",
  "desc nulls first": "asc nulls last",
  "desc nulls last": "asc nulls first",
  "asc nulls first": "desc nulls last",
};
const reversed = (keys: SortKey[]): SortKey[] => keys.map((key) => ({ value: key.value, order: REVERSED[key.order] }));

/**
 * From this many rows into a list, the page is looked up once the count is known: a page in the
 * second half of the list is then read from its end, in the reverse order, so that no page reads
 * more than half of the list. Nearer the start, the count and the page are read side by side.
 */
const DEEP_OFFSET = 1_000;

/**
 * The order of a sort, as the search indexes (db/schema.ts) hold it. Ties are broken by id so
 * paging never shows a listing twice or skips one. The type sort has an index per language with
 * the site's default language (nl) as fallback; with another default it is right but unindexed.
 */
function sortKeys(sort: ListingSort, locale: Locale, fallback: Locale): SortKey[] {
  switch (sort) {
    case "newest":
      // Plain DESC (nulls first): the index read backwards, where "nulls last" would sort every listing.
      return [
        { value: properties.providerCreatedAt, order: "desc" },
        { value: properties.id, order: "desc" },
      ];
    case "price-asc":
      // Available listings first, sold or rented after them; prices per week; a price that is not
      // published sorts last among its group, whichever way (decision 0043).
      return [
        { value: soldLast, order: "asc" },
        { value: sortPrice, order: "asc nulls last" },
        { value: properties.id, order: "asc" },
      ];
    case "price-desc":
      return [
        { value: soldLast, order: "asc" },
        { value: sortPrice, order: "desc nulls last" },
        { value: properties.id, order: "asc" },
      ];
    case "type":
      // The type description the card shows (spec §2 "sorting by … type description").
      return [
        { value: listingTypeText(properties, locale, fallback), order: "asc nulls last" },
        { value: properties.citySearchKey, order: "asc" },
        { value: properties.id, order: "asc" },
      ];
    case "city":
      return [
        { value: properties.citySearchKey, order: "asc" },
        { value: properties.zip, order: "asc" },
        { value: properties.id, order: "asc" },
      ];
  }
}

/**
 * The condition "is on the page": its ids in a subquery, read apart from the listings themselves,
 * so that the search indexes answer it alone (an index-only scan, for all sorts but type), however
 * deep the page. A query over several lists (rent holds the holiday homes) reads the first
 * `offset + limit` of each list in order, each from its own index range, and merges them: the page
 * is among those. (PostgreSQL merges the ordered branches; a branch without its own ORDER BY and
 * LIMIT would be planned as a whole list read and sorted.)
 */
function onPage(
  db: Database,
  query: ListingQuery,
  keys: SortKey[],
  { limit, offset }: { limit: number; offset: number },
): SQL {
  const where = filterCondition(query);
  const orderBy = keys.map((key) => sql`${key.value} ${sql.raw(key.order)}`);
  const lists = listKeysOf(query.goal);
  if (lists.length === 1) {
    return inArray(
      properties.id,
      db
        .select({ id: properties.id })
        .from(properties)
        .where(and(where, onLists(lists)))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    );
  }
  // Each branch names its sort keys (k0, k1…), so the ORDER BY over the union can refer to them.
  const branch = (list: ListKey) =>
    db
      .select({
        id: properties.id,
        ...Object.fromEntries(keys.map((key, i) => [`k${i}`, sql`${key.value}`.as(`k${i}`)])),
      })
      .from(properties)
      .where(and(where, onLists([list])))
      .orderBy(...orderBy)
      .limit(offset + limit);
  const [first, second, ...rest] = lists.map(branch);
  const merged = unionAll(first!, second!, ...rest)
    .orderBy(...keys.map((key, i) => sql`${sql.identifier(`k${i}`)} ${sql.raw(key.order)}`))
    .limit(limit)
    .offset(offset);
  return sql`${properties.id} in (select ${sql.identifier("id")} from (${merged}) as page)`;
}

export type ListingSearchResult = {
  cards: ListingCard[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
};

/**
 * One page of the listings matching a query, as cards, with the paging figures. Two statements
 * run side by side, both answered from the search indexes: the count, and the page's listings
 * (their ids first, in a subquery, then only those rows are read). A deep page waits for the count
 * to know from which end of the list to read (see DEEP_OFFSET). A page past the last one has no
 * cards. `pages` is at least 1, so an empty result still reads "page 1 of 1".
 */
export async function searchListings(
  db: Database,
  query: ListingQuery,
  options: CardOptions,
): Promise<ListingSearchResult> {
  const keys = sortKeys(query.sort, options.locale, options.defaultLocale);
  const limit = query.pageSize;
  const offset = (query.page - 1) * query.pageSize;
  const count = async () => {
    const [counted] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(properties)
      .where(and(filterCondition(query), onLists(listKeysOf(query.goal))));
    return counted?.total ?? 0;
  };
  /** The listings of a page, in the order of `order`: the page's ids from an index, then their rows. */
  const listingsOn = async (order: SortKey[], page: { limit: number; offset: number }): Promise<PropertyRow[]> =>
    db
      .select()
      .from(properties)
      .where(onPage(db, query, order, page))
      .orderBy(...order.map((key) => sql`${key.value} ${sql.raw(key.order)}`));

  let total: number;
  let rows: PropertyRow[];
  if (offset < DEEP_OFFSET) {
    [total, rows] = await Promise.all([count(), listingsOn(keys, { limit, offset })]);
  } else {
    total = await count();
    const fromEnd = total - offset - limit;
    if (offset >= total) rows = [];
    else if (fromEnd >= offset) rows = await listingsOn(keys, { limit, offset });
    else
      rows = (
        await listingsOn(reversed(keys), { limit: Math.min(limit, total - offset), offset: Math.max(0, fromEnd) })
      ).reverse();
  }
  return {
    cards: await listingCardsFromRows(db, rows, options),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / query.pageSize)),
    pageSize: query.pageSize,
  };
}

/** Published listings per list: rent counts the rent listings that are not holiday homes. */
export type GoalCounts = { sale: number; rent: number; holiday: number };

/** How many listings of a list a count holds (rent includes the holiday homes). */
function countFor(counts: GoalCounts, goal: ListingGoal): number {
  return goal === "sale" ? counts.sale : goal === "holiday" ? counts.holiday : counts.rent + counts.holiday;
}

/** The published listings per type id and per city, by goal (spec §3 countSaleProperty and countRentProperty). */
export type CatalogueCounts = {
  types: Map<number, GoalCounts>;
  cities: ({ name: string; zip: string } & GoalCounts)[];
};

/**
 * Counts the published listings per list, grouped by type ids and by city; the groups are few
 * (one per list and WebIDs combination, one per list and city), so that the database only reads
 * the search indexes, and each combination is split into its type ids here.
 */
export async function countCatalogue(db: Database): Promise<CatalogueCounts> {
  const published = sql`${properties.published}`;
  const listed = sql<number>`count(*)`.mapWith(Number);
  const [typeGroups, cityGroups] = await Promise.all([
    // Grouped in the order of the type count index, so the groups come without sorting or hashing.
    db
      .select({ list: listKey.mapWith(Number), webIds: properties.webIds, listed })
      .from(properties)
      .where(published)
      .groupBy(listKey, properties.goal, properties.isHoliday, properties.webIds),
    db
      .select({ list: listKey.mapWith(Number), name: properties.city, zip: properties.zip, listed })
      .from(properties)
      .where(published)
      .groupBy(listKey, properties.citySearchKey, properties.zip, properties.city)
      .orderBy(asc(properties.citySearchKey), asc(properties.zip)),
  ]);
  const add = (counts: GoalCounts, list: number, listed: number) => {
    if (list === 0) counts.sale += listed;
    else if (list === 2) counts.holiday += listed;
    else counts.rent += listed;
  };
  const types = new Map<number, GoalCounts>();
  for (const group of typeGroups) {
    // Each type id of the combination, as `unnest` would: a listing counts for every type it has.
    for (const typeId of group.webIds) {
      const counts = types.get(typeId) ?? { sale: 0, rent: 0, holiday: 0 };
      types.set(typeId, counts);
      add(counts, group.list, group.listed);
    }
  }
  // In the order of the rows (city key, then zip): a city's first row places it.
  const citiesByKey = new Map<string, CatalogueCounts["cities"][number]>();
  for (const group of cityGroups) {
    const key = JSON.stringify([group.name, group.zip]);
    const city = citiesByKey.get(key) ?? { name: group.name, zip: group.zip, sale: 0, rent: 0, holiday: 0 };
    citiesByKey.set(key, city);
    add(city, group.list, group.listed);
  }
  return { types, cities: [...citiesByKey.values()] };
}

/**
 * What the filters of a list offer (spec §3 countSaleProperty / countRentProperty): the property
 * types offered for that goal in ShowOrder with the number of published listings of each, and the
 * cities that have listings of that goal (so sale and rent have separate city lists) with theirs.
 * `counts` are the catalogue's as kept by the catalogue (catalogue.server.ts); without them the
 * catalogue is counted now.
 */
export async function filterOptions(
  db: Database,
  goal: ListingGoal,
  locale: Locale,
  fallback: Locale = locale,
  counted?: CatalogueCounts,
): Promise<FilterOptions> {
  const [types, counts] = await Promise.all([
    db.select().from(propertyTypes).orderBy(asc(propertyTypes.showOrder), asc(propertyTypes.id)),
    counted ?? countCatalogue(db),
  ]);
  const none: GoalCounts = { sale: 0, rent: 0, holiday: 0 };
  return {
    types: types
      .filter((type) => (goal === "sale" ? type.sale : type.rent))
      .map((type) => ({
        id: type.id,
        name: type.name[locale] || type.name[fallback] || "",
        icon: propertyTypeIcon(type.webId),
        count: countFor(counts.types.get(type.id) ?? none, goal),
      })),
    cities: counts.cities
      .map((city) => ({ name: city.name, zip: city.zip, value: cityValue(city), count: countFor(city, goal) }))
      .filter((city) => city.count > 0),
  };
}
