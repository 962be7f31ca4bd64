import { z } from "zod";
import { LOCALES, type Locale } from "#app/i18n/locales.ts";
import { epcLabelRank } from "#app/lib/epc.ts";
import { parseBbox, type Bbox } from "#app/lib/map-bounds.ts";
import { municipalitiesNamed, nameKeys } from "#app/lib/municipalities.ts";
import { searchKey } from "#app/lib/search-key.ts";
import type { PropertyTypeIcon } from "#app/lib/property-type-icon.ts";
import type { ListingGoal } from "./listing-views.ts";

/**
 * The search query over the published catalogue (spec §2 list parameters, §5 search rules), pure
 * and shared by the list pages and the public JSON API: parameters arrive as a query string and are
 * read here once, so every caller reads them the same way: the list pages drop bad values and show
 * the page, the API answers 400 naming the parameter. Also the filters' view types (the options a
 * list's form offers), so components read them from here, not from a server module. The SQL is in
 * search.server.ts.
 */

const LISTING_GOALS = ["sale", "rent", "holiday"] as const satisfies readonly ListingGoal[];
export const LISTING_SORTS = ["newest", "price-asc", "price-desc", "type", "city"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
/** The EPC/PEB labels a visitor can pick as the worst accepted one, best first (app/lib/epc.ts ranks). */
export const EPC_LABELS = ["A++", "A+", "A", "B", "C", "D", "E", "F", "G"] as const;
export type EpcLabel = (typeof EPC_LABELS)[number];
/**
 * Flanders' flood scores, best first: the P-score (parcel) and the G-score (building) run from A (no
 * particular risk) to D (an effectively flood-prone area); ads must show both
 * (../shared/spec/belgian-market-facts.md, waterinfo.be informatieplicht).
 */
export const FLOOD_SCORES = ["A", "B", "C", "D"] as const;
export type FloodScore = (typeof FLOOD_SCORES)[number];
/**
 * "New listings only": published by the provider within this many days. Two weeks, as the portals'
 * "new" badges (Immoweb and Zimmo mark listings of the last days to two weeks), and long enough
 * for a visitor who searches every weekend to see each new listing at least once.
 */
export const NEW_LISTING_DAYS = 14;

/**
 * A city as the `city` parameter gives it (spec §2: a name, a zip, or `Name|Zip`): the accent-free
 * key of the name and/or the zip, and the value as typed (so a form can show it selected). `keys`
 * are the key and, when the name is a Belgian municipality's in any language, the keys of its
 * other names (app/lib/municipalities.ts): `city=Termonde` finds the listings in Dendermonde.
 */
export type CityFilter = { key: string | null; keys: string[]; zip: string | null; value: string };

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
  /** Minimum habitable (living) surface in m². */
  minArea: number | null;
  /** The worst accepted flood score (Flanders' P and G scores, A best to D worst): both known and at most this. */
  maxFlood: FloodScore | null;
  /** Only listings published within the last NEW_LISTING_DAYS days. */
  newOnly: boolean;
  /**
   * The quick search's free text (`q`) when it named no reference, type or city: the accent-free
   * words every matching listing's title or description holds, in one of its languages.
   */
  text: string[] | null;
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
  "minArea",
  "maxFlood",
  "new",
  "q",
  "sort",
  "page",
  "lang",
] as const;
export type ListingParameter = (typeof LISTING_PARAMETERS)[number];

/** The largest value an integer column holds: prices and ids above it cannot match anything. */
export const INT_MAX = 2_147_483_647;
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
    const keys = key === "" ? [] : [...new Set([key, ...nameKeys(municipalitiesNamed(name))])];
    return { key: key || null, keys, zip: zip || null, value };
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
    minArea: wholeNumber(0, 100_000),
    maxFlood: z.enum(FLOOD_SCORES, { error: () => `must be one of ${FLOOD_SCORES.join(", ")}` }),
    new: z.literal("1", { error: () => "must be 1" }),
    q: z
      .string()
      .max(100, "must be at most 100 characters")
      .transform((value, context) => {
        const words = searchKey(value).split(" ").filter(Boolean);
        if (words.length === 0) context.addIssue({ code: "custom", message: "must hold a letter or a digit" });
        return words;
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
    minArea: read("minArea"),
    maxFlood: read("maxFlood"),
    newOnly: read("new") === "1",
    text: read("q"),
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
    minArea: null,
    maxFlood: null,
    newOnly: false,
    text: null,
    sort: "newest",
    page: 1,
    pageSize: limit,
    lang: null,
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
