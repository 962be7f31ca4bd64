import {
  data,
  redirect,
  useLoaderData,
  type AppLoadContext,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { PageFrame } from "#app/components/layout/page-frame.tsx";
import { PageModules } from "#app/components/modules/page-modules.tsx";
import { ListingResults } from "#app/components/listing/listing-results.tsx";
import { pageRoute } from "#app/i18n/page-route.server.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { citySelect, filterState, loadListPage, mapMarkers } from "#app/services/listings/list-page.server.ts";
import { MAP_MARKER_LIMIT, searchActions } from "#app/services/listings/list-page.server.ts";
import { viewSwitchHrefs, withParam, withSearch } from "#app/lib/list-search-params.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";
import type { ListingGoal } from "#app/services/listings/listing-views.ts";
import type { QuickSearchList } from "#app/services/listings/suggest.server.ts";
import { EPC_LABELS, FLOOD_SCORES, LISTING_PARAMETERS, LISTING_SORTS } from "#app/services/listings/search-query.ts";
import { NEW_LISTING_DAYS } from "#app/services/listings/search-query.ts";
import styles from "#app/styles/listing-list.css?url";
import { headersFromLoader } from "#app/routes/route-exports.ts";

/**
 * The property lists (spec §2): for sale, for rent (holiday homes included) and holiday homes,
 * mounted at the route keys `for-sale`, `for-rent` and `holiday-homes`; the key says which list.
 * The page's configuration (pages.json: title module, description, metadata, other modules) gives
 * the heading and the SEO; the results are this route's own: filters, count, cards and paging.
 *
 * URL and SEO rules (decided here):
 * - The filters, sort and page live in the query string, so any result can be shared. Empty,
 *   invalid or repeated parameters (a GET form sends its empty fields) are dropped by a 302 to the
 *   clean URL; a page past the last one goes to the last page.
 * - The canonical URL is the unfiltered list. Any filtered, sorted or further page, and the map
 *   view, is `noindex, follow`: search engines index the list once and reach every listing by
 *   following the paging links and the sitemap.
 */

const LIST_GOALS: Readonly<Record<string, ListingGoal>> = {
  "for-sale": "sale",
  "for-rent": "rent",
  "holiday-homes": "holiday",
};

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const { locale, routeKey } = pageRoute(context, request);
  const goal = LIST_GOALS[routeKey];
  if (!goal) throw data(null, { status: 404 });
  // The quick search's Enter (decision 0048): a reference, a type or a city leads on; other text stays as `q`.
  const typed = new URL(request.url).searchParams.get("q");
  const target =
    typed === null ? null : await context.catalogue.quickSearch(typed, routeKey as QuickSearchList, locale);
  if (target) throw redirect(target);
  const mapView = new URL(request.url).searchParams.get("view") === "map" ? "map" : null;

  const {
    url,
    clean,
    query,
    result,
    extra: [options, mapResult],
    page: frame,
    seo,
  } = await loadListPage(
    context,
    request,
    { locale, routeKey },
    {
      // goal comes from the page and lang from the path: on a list page they are noise.
      drop: ["goal", "lang"],
      // The map view places every result of the search (up to MAP_MARKER_LIMIT), not only this page's.
      read: (parsed) =>
        Promise.all([
          context.catalogue.search({ ...parsed, goal, lang: null }, locale),
          Promise.all([
            context.catalogue.filters(goal, locale),
            mapView
              ? context.catalogue.search({ ...parsed, goal, lang: null, page: 1, pageSize: MAP_MARKER_LIMIT }, locale)
              : null,
          ]),
        ]),
      // The results take the place of the page's own property list module (the one without a "more"
      // link, i.e. of this list), or of its first property list.
      isResults: (modules) => {
        const own = modules.findIndex((m) => m.body.type === "property-list" && m.body.moreHref === null);
        return own !== -1 ? own : modules.findIndex((m) => m.body.type === "property-list");
      },
      filtered: (clean) => LISTING_PARAMETERS.some((name) => clean.has(name)) || mapView !== null,
    },
  );
  // `map=1` is the no-JavaScript way to ask for the map tiles (the placeholder's link).
  const mapRequested = mapView !== null && url.searchParams.get("map") === "1";
  // A chosen city or type that is not among the options stays in its list, so the form keeps the
  // filter when it is sent again.
  const city = citySelect(query.city, options.cities);
  const state = filterState(query, { city: city.value, view: mapView, bbox: clean.get("bbox") });
  const types = options.types.filter((type) => type.count > 0 || String(type.id) === state.type);

  return data(
    {
      ...frame,
      resetHref: mapView ? `${url.pathname}?view=map` : url.pathname,
      ...searchActions(context, locale, { pathname: url.pathname, clean, goal, query, city: city.value }),
      switchHrefs: viewSwitchHrefs(url.pathname, clean),
      map: mapView
        ? {
            markers: mapMarkers(mapResult?.cards ?? result.cards),
            requested: mapRequested,
            loadHref: withSearch(url.pathname, withParam(clean, "map", "1")),
            marqueeIgnoreList: context.content.settings.marqueeIgnoreList,
          }
        : null,
      state,
      cities: city.options,
      types,
      sorts: LISTING_SORTS,
      epcLabels: EPC_LABELS,
      floodScores: FLOOD_SCORES,
      newDays: NEW_LISTING_DAYS,
      cards: result.cards,
      total: result.total,
      page: result.page,
      pages: result.pages,
      seo,
    },
    { headers: publicCacheHeaders() },
  );
}

export const headers = headersFromLoader;

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) =>
  loaderData ? seoMetaTags(loaderData.seo) : [];

export default function ListingList() {
  const { view, before, list, after, breadcrumb, ...results } = useLoaderData<typeof loader>();
  return (
    <PageFrame view={view} breadcrumb={breadcrumb} className="page--listing-list">
      {before.length > 0 ? <PageModules modules={before} /> : null}
      <ListingResults list={list} {...results} />
      {after.length > 0 ? <PageModules modules={after} /> : null}
    </PageFrame>
  );
}
