import type { CSSProperties } from "react";
import {
  data,
  useLoaderData,
  type AppLoadContext,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { useRootData, useT } from "#app/components/layout/use-shell.ts";
import { PageFrame } from "#app/components/layout/page-frame.tsx";
import { PageModules } from "#app/components/modules/page-modules.tsx";
import { ListingCard } from "#app/components/listing/listing-card.tsx";
import { ListingFilters, type FilterState } from "#app/components/listing/listing-filters.tsx";
import { Paging } from "#app/components/listing/paging.tsx";
import { ListingMap, MapListing } from "#app/components/listing/listing-map.tsx";
import type { MapMarker } from "#app/lib/map-message.ts";
import { pageRoute } from "#app/i18n/page-route.server.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { citySelect, loadListPage, withSearch } from "#app/services/listings/list-page.server.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";
import type { ListingCard as Card, ListingGoal } from "#app/services/listings/listing-cards.server.ts";
import { EPC_LABELS, LISTING_PARAMETERS, LISTING_SORTS } from "#app/services/listings/search-query.ts";
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

/** Cards in the widest first row: their pictures are above the fold and load at once. */
const FIRST_ROW = 3;

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
  const mapView = new URL(request.url).searchParams.get("view") === "map" ? "map" : null;

  const {
    url,
    clean,
    query,
    result,
    extra: options,
    page: frame,
    seo,
  } = await loadListPage(
    context,
    request,
    { locale, routeKey },
    {
      // goal comes from the page and lang from the path: on a list page they are noise.
      drop: ["goal", "lang"],
      read: (parsed) =>
        Promise.all([
          context.catalogue.search({ ...parsed, goal, lang: null }, locale),
          context.catalogue.filters(goal, locale),
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
  const state: FilterState = {
    city: city.value,
    type: query.type === null ? "" : String(query.type),
    minPrice: query.minPrice === null ? "" : String(query.minPrice),
    maxPrice: query.maxPrice === null ? "" : String(query.maxPrice),
    bedrooms: query.bedrooms ? String(query.bedrooms) : "",
    maxEpc: query.maxEpc ?? "",
    sort: query.sort,
    view: mapView,
    bbox: clean.get("bbox"),
  };
  const types = options.types.filter((type) => type.count > 0 || String(type.id) === state.type);

  return data(
    {
      ...frame,
      resetHref: mapView ? `${url.pathname}?view=map` : url.pathname,
      // "Search in this area" shows as a chip that removes the area and keeps the other filters.
      area: query.bbox
        ? { removeHref: withSearch(url.pathname, withParam(withParam(clean, "bbox", null), "page", null)) }
        : null,
      switchHrefs: viewSwitchHrefs(url.pathname, clean),
      map: mapView
        ? {
            markers: mapMarkers(result.cards),
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
      cards: result.cards,
      total: result.total,
      page: result.page,
      pages: result.pages,
      seo,
    },
    { headers: publicCacheHeaders() },
  );
}

/**
 * The list of the map's area: the same filters, the area set, from the first page, with the map
 * shown. Built in the browser; commas are kept readable in the link.
 */
function searchAreaHref(path: string, search: string, bbox: string): string {
  const params = withParam(withParam(withParam(new URLSearchParams(search), "bbox", bbox), "page", null), "map", "1");
  return `${path}?${params.toString().replaceAll("%2C", ",")}`;
}

function withParam(search: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return next;
}

/**
 * The list/map switch: the same search shown as cards only, or as a map above the cards. The
 * page stays the same so the map shows the listings of the page the visitor is on.
 */
function viewSwitchHrefs(pathname: string, search: URLSearchParams): { list: string; map: string } {
  const list = withParam(withParam(search, "view", null), "map", null);
  return {
    list: withSearch(pathname, list),
    map: withSearch(pathname, withParam(withParam(search, "map", null), "view", "map")),
  };
}

/** A marker per card the map can place (its own spot, or its city's centre when the address is hidden). */
function mapMarkers(cards: readonly Card[]): MapMarker[] {
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

type ResultsProps = Omit<
  ReturnType<typeof useLoaderData<typeof loader>>,
  "view" | "before" | "after" | "breadcrumb" | "seo" | "messages"
>;

/** Filters, "page X of Y, N objects", the cards and the paging. */
function ListingResults({
  list,
  path,
  search,
  resetHref,
  area,
  switchHrefs,
  map,
  state,
  cities,
  types,
  sorts,
  epcLabels,
  cards,
  total,
  page,
  pages,
}: ResultsProps) {
  const t = useT();
  const lang = useRootData().locale;
  const Heading = list?.heading ?? "h2";
  const titleId = list?.title ? `module-${list.id}-title` : undefined;
  const count = t("listing.count", { count: total });
  return (
    <section
      className="listing-results"
      aria-labelledby={titleId ?? "results"}
      style={{ "--per-row": list?.perRow ?? 3 } as CSSProperties}
    >
      {list?.title ? (
        <Heading id={titleId} className={`module__title module__title--${list.heading}`}>
          {list.title}
        </Heading>
      ) : null}
      {list?.description ? <p className="module__description">{list.description}</p> : null}
      <ListingFilters
        action={path}
        resetHref={resetHref}
        state={state}
        cities={cities}
        types={types}
        sorts={sorts}
        epcLabels={epcLabels}
      />
      {area ? (
        <ul className="filter-chips" aria-label={t("listing.area.chips")}>
          <li>
            <a className="filter-chip" href={area.removeHref}>
              {t("listing.area.filter")}
              <span className="filter-chip__remove" aria-hidden="true">
                ×
              </span>
              <span className="visually-hidden"> {t("listing.area.remove")}</span>
            </a>
          </li>
        </ul>
      ) : null}
      <div className="listing-results__bar">
        <h2 id="results" className="listing-results__summary">
          {t("listing.paging.pageOf", { page, pages })}, {count}
        </h2>
        <nav className="view-switch" aria-label={t("listing.viewSwitch")}>
          <a href={switchHrefs.list} className="view-switch__option" aria-current={map ? undefined : "page"}>
            {t("listing.listView")}
          </a>
          <a href={switchHrefs.map} className="view-switch__option" aria-current={map ? "page" : undefined}>
            {t("listing.mapView")}
          </a>
        </nav>
      </div>
      {map ? (
        // With an area chosen the map stays, even empty, so the visitor can move it and search again.
        map.markers.length > 0 || area ? (
          <>
            <ListingMap
              markers={map.markers}
              lang={lang}
              loadHref={map.loadHref}
              initiallyLoaded={map.requested}
              marqueeIgnoreList={map.marqueeIgnoreList}
              searchAreaHref={(bbox) => searchAreaHref(path, search, bbox)}
            />
            <MapListing markers={map.markers} />
          </>
        ) : cards.length > 0 ? (
          <p className="listing-results__empty">{t("listing.mapNoPositions")}</p>
        ) : null
      ) : null}
      {cards.length === 0 ? (
        <p className="listing-results__empty">{t("error.noPropertiesFound")}</p>
      ) : (
        <ul className="card-grid listing-results__grid" role="list">
          {cards.map((card, index) => (
            <li key={card.id}>
              <ListingCard
                card={card}
                headingLevel={3}
                priority={index === 0 ? "high" : index < FIRST_ROW ? "eager" : "lazy"}
              />
            </li>
          ))}
        </ul>
      )}
      <Paging path={path} search={search} page={page} pages={pages} />
    </section>
  );
}
