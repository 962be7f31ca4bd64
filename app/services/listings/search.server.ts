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
import { alias, unionAll } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Database } from "#db/client.server.ts";
import { cities, listingListKey, listingSortPrice, listingTypeText, properties, propertyTypes } from "#db/schema.ts";
import { LOCALES, type Locale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { epcLabelRank } from "#app/lib/epc.ts";
import { parseBbox, type Bbox } from "#app/lib/map-bounds.ts";
import { imageUrl } from "#app/lib/image-url.ts";
import { searchKey } from "#app/lib/search-key.ts";
import { propertyTypeIcon, type PropertyTypeIcon } from "#app/lib/property-type-icon.ts";
import type { Suggestions } from "#app/domain/suggestions.ts";
import {
  listingCardsFromRows,
  type CardOptions,
  type ListingCard,
  type ListingGoal,
  type PropertyRow,
} from "./listing-cards.server.ts";

/**
 * Search over the published catalogue: the list pages, the public JSON API and the quick search box
 * (spec §2 list parameters, §5 search rules). Parameters arrive as a query string and are
 * validated here once, so every caller reads them the same way: the list pages drop bad values and
 * show the page, the API answers 400 naming the parameter.
 */

export const LISTING_GOALS = ["sale", "rent", "holiday"] as const satisfies readonly ListingGoal[];
export const LISTING_SORTS = ["newest", "price-asc", "price-desc", "type", "city"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
/** The EPC/PEB labels a visitor can pick as the worst accepted one, best first (app/lib/epc.ts ranks). */
export const EPC_LABELS = ["A++", "A+", "A", "B", "C", "D", "E", "F", "G"] as const;
export type EpcLabel = (typeof EPC_LABELS)[number];

/**
 * A city as the `city` parameter gives it (spec §2: a name, a zip, or `Name|Zip`): the accent-free
 * key of the name and/or the zip, and the value as typed (so a form can show it selected).
 */
export type CityFilter = { key: string | null; zip: string | null; value: string };

export type ListingQuery = {
  /** null: every published listing (the API without `goal`); list pages always set it. */
  goal: ListingGoal | null;
  city: CityFilter | null;
  /** A property type id, matched against a listing's type ids (`WebIDs`). */
  type: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** Minimum number of bedrooms. */
  bedrooms: number | null;
  /** The worst accepted EPC label. */
  maxEpc: EpcLabel | null;
  /** "Search in this area": only listings whose map position lies in these bounds. */
  bbox: Bbox | null;
  sort: ListingSort;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** The API's `lang`; null when not given (the caller picks the site's default language). */
  lang: Locale | null;
};

export type ListingQueryError = { parameter: ListingParameter; message: string };

export const LISTING_PARAMETERS = [
  "goal",
  "city",
  "type",
  "minPrice",
  "maxPrice",
  "bedrooms",
  "maxEpc",
  "bbox",
  "sort",
  "page",
  "lang",
] as const;
export type ListingParameter = (typeof LISTING_PARAMETERS)[number];

/** The largest value an integer column holds: prices and ids above it cannot match anything. */
const INT_MAX = 2_147_483_647;
/** Deeper pages are not a visitor's; the cap keeps OFFSET bounded. */
const MAX_PAGE = 100_000;

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, min === 0 ? "must be 0 or more" : `must be ${min} or more`)
        .max(max, `must be at most ${max}`),
    );

const cityFilter = z
  .string()
  .max(100, "must be at most 100 characters")
  .transform((value, context): CityFilter => {
    const bar = value.lastIndexOf("|");
    const name = bar === -1 ? (/^\d+$/.test(value) ? "" : value) : value.slice(0, bar);
    const zip = bar === -1 ? (/^\d+$/.test(value) ? value : "") : value.slice(bar + 1).trim();
    const key = searchKey(name);
    if (key === "" && zip === "")
      context.addIssue({ code: "custom", message: "must be a city name, a zip or Name|Zip" });
    return { key: key || null, zip: zip || null, value };
  });

const epcLabel = z.string().transform((value, context): EpcLabel => {
  const rank = epcLabelRank(value);
  const label = rank === null ? undefined : EPC_LABELS[rank];
  if (!label) {
    context.addIssue({ code: "custom", message: `must be an EPC label (${EPC_LABELS.join(", ")})` });
    return z.NEVER;
  }
  return label;
});

/** One schema per parameter, so a bad value drops only itself (list pages) and is named (API). */
function parameterSchemas(locales: readonly Locale[]) {
  return {
    goal: z.enum(LISTING_GOALS, { error: () => `must be one of ${LISTING_GOALS.join(", ")}` }),
    city: cityFilter,
    type: wholeNumber(1, INT_MAX),
    minPrice: wholeNumber(0, INT_MAX),
    maxPrice: wholeNumber(0, INT_MAX),
    bedrooms: wholeNumber(0, 100),
    maxEpc: epcLabel,
    bbox: z.string().transform((value, context): Bbox => {
      const bbox = parseBbox(value);
      if (!bbox) {
        context.addIssue({
          code: "custom",
          message: "must be minLng,minLat,maxLng,maxLat in degrees, each min below its max",
        });
        return z.NEVER;
      }
      return bbox;
    }),
    sort: z.enum(LISTING_SORTS, { error: () => `must be one of ${LISTING_SORTS.join(", ")}` }),
    page: wholeNumber(1, MAX_PAGE),
    lang: z.enum(locales as [Locale, ...Locale[]], { error: () => `must be one of ${locales.join(", ")}` }),
  } satisfies Record<ListingParameter, z.ZodType>;
}

/**
 * Reads the search parameters. Every valid parameter lands in `query`; each invalid one is left out
 * of it (its default applies: `page=abc` → page 1) and listed in `errors`. An empty value counts as
 * absent, because a GET form sends its empty fields (`minPrice=`). Unknown parameters are ignored.
 */
export function parseListingQuery(
  searchParams: URLSearchParams,
  options: { pageSizeDefault: number; locales?: readonly Locale[] },
): { query: ListingQuery; errors: ListingQueryError[] } {
  const schemas = parameterSchemas(options.locales ?? LOCALES);
  const errors: ListingQueryError[] = [];
  const read = <P extends ListingParameter>(parameter: P): z.output<(typeof schemas)[P]> | null => {
    const raw = searchParams.get(parameter)?.trim() ?? "";
    if (raw === "") return null;
    const result = schemas[parameter].safeParse(raw);
    if (result.success) return result.data as z.output<(typeof schemas)[P]>;
    errors.push({ parameter, message: result.error.issues[0]?.message ?? "is not valid" });
    return null;
  };
  const query: ListingQuery = {
    goal: read("goal"),
    city: read("city"),
    type: read("type"),
    minPrice: read("minPrice"),
    maxPrice: read("maxPrice"),
    bedrooms: read("bedrooms"),
    maxEpc: read("maxEpc"),
    bbox: read("bbox"),
    sort: read("sort") ?? "newest",
    page: read("page") ?? 1,
    pageSize: Math.max(1, Math.floor(options.pageSizeDefault)),
    lang: read("lang"),
  };
  if (query.minPrice !== null && query.maxPrice !== null && query.maxPrice < query.minPrice) {
    errors.push({ parameter: "maxPrice", message: "must not be below minPrice" });
    query.maxPrice = null;
  }
  return { query, errors };
}

/**
 * The query string without the listing parameters that are empty, invalid, repeated or named in
 * `drop`; every other parameter (utm_…, view) stays as it is. Equal to the input when there was
 * nothing to clean, so a page can redirect to it only when it differs.
 */
export function cleanListingSearch(
  searchParams: URLSearchParams,
  errors: readonly ListingQueryError[],
  drop: readonly ListingParameter[] = [],
): URLSearchParams {
  const known = new Set<string>(LISTING_PARAMETERS);
  const bad = new Set<string>([...errors.map((e) => e.parameter), ...drop]);
  const seen = new Set<string>();
  const clean = new URLSearchParams();
  for (const [name, value] of searchParams) {
    if (known.has(name)) {
      if (value.trim() === "" || bad.has(name) || seen.has(name)) continue;
      seen.add(name);
    }
    clean.append(name, value);
  }
  return clean;
}

/**
 * The lists a query reads, by their key in the search indexes (db/schema.ts `listingListKey`):
 * 0 sale, 1 rent, 2 holiday homes. Rent holds the holiday homes (the provider files them as rent listings), so it
 * reads two lists; a query without a goal (the API) reads all three. A holiday home is a rent
 * listing with the holiday flag (the import sets it only on rent listings), as the cards
 * (`listingGoal`) and the counts of the filters have it.
 */
type ListKey = 0 | 1 | 2;
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
    city?.key ? eq(properties.citySearchKey, city.key) : undefined,
    // `@>` (contains) rather than `= any(…)`, so the GIN index on the type ids can answer it.
    query.type !== null ? sql`${properties.webIds} @> array[${query.type}::integer]` : undefined,
    pricePublished,
    query.minPrice !== null ? gte(properties.price, query.minPrice) : undefined,
    query.maxPrice !== null ? lte(properties.price, query.maxPrice) : undefined,
    // The same range on the price as the price sorts see it, equal here since the price is
    // published: said again so that the price indexes read only that range.
    query.minPrice !== null ? gte(sortPrice, query.minPrice) : undefined,
    query.maxPrice !== null ? lte(sortPrice, query.maxPrice) : undefined,
    query.bedrooms ? gte(properties.bedrooms, query.bedrooms) : undefined,
    maxRank !== null ? lte(properties.epcRank, maxRank) : undefined,
    query.bbox ? inMapBounds(query.bbox) : undefined,
  );
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
      // A price that is not published sorts last, whichever way.
      return [
        { value: sortPrice, order: "asc nulls last" },
        { value: properties.id, order: "asc" },
      ];
    case "price-desc":
      return [
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

/** The newest published listings of a list, or of all lists (goal null): a page module's selection. */
export function newestListingsQuery(goal: ListingGoal | null, limit: number): ListingQuery {
  return {
    goal,
    city: null,
    type: null,
    minPrice: null,
    maxPrice: null,
    bedrooms: null,
    maxEpc: null,
    bbox: null,
    sort: "newest",
    page: 1,
    pageSize: limit,
    lang: null,
  };
}

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

export type TypeOption = { id: number; name: string; icon: PropertyTypeIcon; count: number };
/** `value` is what the `city` parameter takes (`Name|Zip`). */
export type CityOption = { name: string; zip: string; value: string; count: number };
export type FilterOptions = { types: TypeOption[]; cities: CityOption[] };

/** `Name|Zip`, the `city` value that names one city exactly (two cities may share a zip or a name). */
export function cityValue(city: { name: string; zip: string }): string {
  return `${city.name}|${city.zip}`;
}

/** Published listings per list: rent counts the rent listings that are not holiday homes. */
type GoalCounts = { sale: number; rent: number; holiday: number };

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
 * name, properties by ID only; each kind capped at 5, only what has published listings, and
 * nothing for an empty query. Each link opens the matching list filtered, or the property.
 */
export async function suggest(
  db: Database,
  q: string,
  options: CardOptions,
  counted?: CatalogueCounts,
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
  const [typeRows, counts, cityRows, propertyRows] = await Promise.all([
    db.select().from(propertyTypes).orderBy(asc(propertyTypes.showOrder), asc(propertyTypes.id)),
    counted ?? countCatalogue(db),
    db
      .select({ name: cities.name, zip: cities.zip, lists })
      .from(cities)
      .where(
        and(or(sql`${words} like ${`${key}%`}`, sql`${words} like ${`% ${key}%`}`), sql`exists (select 1 ${ofCity})`),
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
      image: card.image ? imageUrl(card.image.src, 60) : null,
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
