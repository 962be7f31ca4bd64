import { redirect, type AppLoadContext } from "react-router";
import type { Locale } from "#app/i18n/locales.ts";
import { getMessages, translate } from "#app/i18n/translate.ts";
import type { ModuleView, PageView } from "#app/services/content/page-view.ts";
import { breadcrumbJsonLd, pageSeo } from "#app/services/content/seo.server.ts";
import { searchKey } from "#app/lib/search-key.ts";
import { withSearch } from "#app/lib/list-search-params.ts";
import { demandSearch, filterChips, type FilterChip } from "#app/lib/list-filter-chips.ts";
import { routePath } from "#app/i18n/route-map.ts";
import type { MapMarker } from "#app/lib/map-message.ts";
import type { ListingCard } from "./listing-views.ts";
import type { FilterState } from "#app/components/listing/listing-filters.tsx";
import { loadPageView } from "#app/services/content/page-view.server.ts";
import { pageBreadcrumb } from "#app/services/content/breadcrumb.server.ts";
import {
  cleanListingSearch,
  parseListingQuery,
  type CityFilter,
  type CityOption,
  type ListingParameter,
  type ListingQuery,
} from "./search-query.ts";

/**
 * What the list pages (properties: listing-list.tsx; projects: project-list.tsx) share: their
 * loader's walk (loadListPage), their URLs, where their results go among the page's modules, the
 * city select, and their ItemList JSON-LD.
 */

/** What a list page shows of its results: the cards of one page and the paging figures. */
export type ListResult = {
  cards: readonly { href: string; title: string; external?: boolean }[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
};

/**
 * One list page's load, the same walk for the property and the project lists: read the listing
 * parameters (a 302 to the clean URL when some were empty, invalid, repeated or `drop`ped), the
 * page's configuration and the results side by side (`read`, through the catalogue), a page past
 * the last one to the last (302), the page's modules split around the results (`isResults`), the
 * breadcrumb and the SEO (`filtered`: noindex).
 */
export async function loadListPage<Result extends ListResult, Extra>(
  context: AppLoadContext,
  request: Request,
  page: { locale: Locale; routeKey: string },
  list: {
    drop: readonly ListingParameter[];
    read: (query: ListingQuery) => Promise<readonly [Result, Extra]>;
    isResults: (modules: ModuleView[]) => number;
    filtered: (clean: URLSearchParams) => boolean;
  },
) {
  const url = new URL(request.url);
  const { content } = context;
  const { locale, routeKey } = page;
  const { query, errors } = parseListingQuery(url.searchParams, { pageSizeDefault: content.settings.listPageSize });
  const clean = cleanListingSearch(url.searchParams, errors, list.drop);
  if (clean.toString() !== url.searchParams.toString()) throw redirect(withSearch(url.pathname, clean), 302);

  const [view, [result, extra]] = await Promise.all([loadPageView(context, routeKey, locale), list.read(query)]);
  redirectPastLastPage(url.pathname, clean, result);

  const { before, list: results, after } = splitModules(view.modules, list.isResults);
  const breadcrumb = pageBreadcrumb(content, locale, url.pathname);
  const frame = listPageView(
    context,
    { locale, routeKey, view, list: results, breadcrumb, filtered: list.filtered(clean) },
    result,
  );
  return {
    url,
    clean,
    query,
    result,
    extra,
    /** What both list pages send the browser around their own results. */
    page: {
      view: frame.view,
      before,
      list: frame.list,
      after,
      breadcrumb,
      path: url.pathname,
      search: clean.toString(),
    },
    seo: frame.seo,
  };
}

/** The city select: the value the `city` parameter selects, and the options with a chosen city kept (see withChosenCity). */
export function citySelect(
  city: CityFilter | null,
  cities: readonly CityOption[],
): { value: string; options: CityOption[] } {
  const value = selectedCity(city, cities);
  return { value, options: withChosenCity(cities, value) };
}

/** The page's modules around the results: the results take the place of the module `isResults` picks. */
function splitModules(
  modules: ModuleView[],
  isResults: (modules: ModuleView[]) => number,
): { before: ModuleView[]; list: ModuleView | null; after: ModuleView[] } {
  const index = isResults(modules);
  if (index === -1) return { before: modules, list: null, after: [] };
  return { before: modules.slice(0, index), list: modules[index] ?? null, after: modules.slice(index + 1) };
}

/**
 * The select's value for the `city` parameter (a name, a zip or Name|Zip): the one city option it
 * names, else the value as typed — a zip shared by several municipalities (9200: Dendermonde,
 * Appels, Baasrode…) stays that zip rather than narrowing to the first of them.
 */
function selectedCity(city: CityFilter | null, cities: readonly CityOption[]): string {
  if (!city) return "";
  const found = cities.filter(
    (option) =>
      (city.zip === null || option.zip === city.zip) && (city.key === null || searchKey(option.name) === city.key),
  );
  return found.length === 1 ? found[0]!.value : city.value;
}

/** schema.org ItemList of the cards on this page, numbered as in the whole list. */
function itemListJsonLd(
  siteUrl: string,
  name: string,
  cards: readonly { href: string; title: string; external?: boolean }[],
  offset: number,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: cards.length,
    itemListElement: cards.map((card, index) => ({
      "@type": "ListItem",
      position: offset + index + 1,
      url: card.external ? card.href : `${siteUrl}${card.href}`,
      name: card.title,
    })),
  };
}

/** A page past the last one goes to the last page (the first when the list is empty), filters kept. */
function redirectPastLastPage(
  pathname: string,
  search: URLSearchParams,
  result: { page: number; pages: number },
): void {
  if (result.page <= result.pages) return;
  const last = new URLSearchParams(search);
  if (result.pages > 1) last.set("page", String(result.pages));
  else last.delete("page");
  throw redirect(withSearch(pathname, last), 302);
}

/** A chosen city that is not among the options stays in the select (as typed), so the form keeps it when sent again. */
function withChosenCity(cities: readonly CityOption[], chosen: string): CityOption[] {
  return chosen !== "" && !cities.some((option) => option.value === chosen)
    ? [...cities, { name: chosen, zip: "", value: chosen, count: 0 }]
    : [...cities];
}

/**
 * A list page's view for the browser and its SEO: the page's configuration (title module,
 * description, metadata) with the results' ItemList; any filtered, sorted or further page is
 * `noindex, follow` (the canonical URL is the unfiltered list), and a further page says which in
 * its title.
 */
function listPageView(
  context: AppLoadContext,
  page: {
    locale: Locale;
    routeKey: string;
    view: PageView;
    list: ModuleView | null;
    breadcrumb: { name: string; path: string }[];
    filtered: boolean;
  },
  result: Omit<ListResult, "total">,
) {
  const { locale, routeKey, view, list, breadcrumb } = page;
  const { content, config } = context;
  const metadata = view.page.params.metadata[locale];
  const seo = pageSeo({
    content,
    siteUrl: config.siteUrl,
    locale,
    routeKey,
    title: metadata?.pageTitle || view.title,
    description: view.description,
    metadata,
    image: view.page.params.image,
    indexable: view.page.params.isActiveSEO && !page.filtered,
    jsonLd: [
      itemListJsonLd(config.siteUrl, list?.title || view.title, result.cards, (result.page - 1) * result.pageSize),
      ...(breadcrumb.length > 1 ? [breadcrumbJsonLd(config.siteUrl, breadcrumb)] : []),
    ],
  });
  const pageOf = translate(getMessages(locale), "listing.paging.pageOf", { page: result.page, pages: result.pages });
  // The page's configuration stays on the server; its modules go to the browser split around the results.
  const { page: _page, ...pageView } = view;
  return {
    view: { ...pageView, modules: [] as ModuleView[] },
    list: list
      ? { id: list.id, heading: list.heading, title: list.title, description: list.description, perRow: list.perRow }
      : null,
    seo: result.page > 1 ? { ...seo, title: `${pageOf} – ${seo.title}` } : seo,
  };
}

/** What the filter form shows as chosen: the query's values as its fields hold them. */
export function filterState(
  query: ListingQuery,
  rest: { city: string; view: string | null; bbox: string | null },
): FilterState {
  const text = (value: number | null) => (value === null ? "" : String(value));
  return {
    ...rest,
    type: text(query.type),
    minPrice: text(query.minPrice),
    maxPrice: text(query.maxPrice),
    bedrooms: query.bedrooms ? String(query.bedrooms) : "",
    maxEpc: query.maxEpc ?? "",
    minArea: text(query.minArea),
    maxFlood: query.maxFlood ?? "",
    newOnly: query.newOnly,
    sort: query.sort,
  };
}

/**
 * How many listings of a search the map view places at most: every result of a search up to this
 * many (the map is for a region or a filtered search, not the whole catalogue at once; beyond it
 * the first ones in the list's order are shown, and the visitor narrows with the filters or
 * "search in this area"). The markers are read through the same search as the cards.
 */
export const MAP_MARKER_LIMIT = 500;

/**
 * The list's active filters as removable chips, and "save this search": the demand register
 * ("keep me informed") with the list's filters filled in (app/lib/list-filter-chips.ts).
 */
export function searchActions(
  context: AppLoadContext,
  locale: Locale,
  page: {
    pathname: string;
    clean: URLSearchParams;
    goal: "sale" | "rent" | "holiday";
    query: ListingQuery;
    city: string;
  },
): { chips: FilterChip[]; saveSearchHref: string } {
  const { query } = page;
  // The chosen city's zip: its `Name|Zip` option, or the zip typed.
  const bar = page.city.lastIndexOf("|");
  const zip = bar === -1 ? (query.city?.zip ?? null) : page.city.slice(bar + 1) || null;
  const demand = demandSearch({
    goal: page.goal,
    zip,
    type: query.type,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    bedrooms: query.bedrooms,
  });
  return {
    chips: filterChips(page.pathname, page.clean),
    saveSearchHref: withSearch(routePath(context.content.routes.routes, "demand-register", locale), demand),
  };
}

/** A marker per card the map can place (its own spot, or its city's centre when the address is hidden). */
export function mapMarkers(cards: readonly ListingCard[]): MapMarker[] {
  return cards.flatMap((card) =>
    card.position
      ? [
          {
            id: card.id,
            lat: card.position.lat,
            lng: card.position.lng,
            title: card.title,
            price: card.price,
            url: card.href,
            marquee: card.badge,
          },
        ]
      : [],
  );
}
