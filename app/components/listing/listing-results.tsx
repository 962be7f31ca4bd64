import type { CSSProperties } from "react";
import { useRootData, useT } from "#app/components/layout/use-shell.ts";
import { ListingCard } from "#app/components/listing/listing-card.tsx";
import { ListingFilters, type FilterState } from "#app/components/listing/listing-filters.tsx";
import { Paging } from "#app/components/listing/paging.tsx";
import { ListingMap, MapListing } from "#app/components/listing/listing-map.tsx";
import { searchAreaHref } from "#app/lib/list-search-params.ts";
import type { MapMarker } from "#app/lib/map-message.ts";
import type { ListingCard as Card } from "#app/services/listings/listing-views.ts";
import type { CityOption, EpcLabel, ListingSort, TypeOption } from "#app/services/listings/search-query.ts";

/** Cards in the widest first row: their pictures are above the fold and load at once. */
const FIRST_ROW = 3;

/** What a property list page shows of its results (app/routes/listings/listing-list.tsx gives it). */
export type ListingResultsProps = {
  /** The page's own property list module the results take the place of (its heading, title, cards per row). */
  list: { id: number; heading: "h1" | "h2"; title: string; description: string; perRow: number } | null;
  path: string;
  search: string;
  resetHref: string;
  area: { removeHref: string } | null;
  switchHrefs: { list: string; map: string };
  map: {
    markers: MapMarker[];
    requested: boolean;
    loadHref: string;
    marqueeIgnoreList: (string | number)[];
  } | null;
  state: FilterState;
  cities: CityOption[];
  types: TypeOption[];
  sorts: readonly ListingSort[];
  epcLabels: readonly EpcLabel[];
  cards: Card[];
  total: number;
  page: number;
  pages: number;
};

/** Filters, "page X of Y, N objects", the cards and the paging. */
export function ListingResults({
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
}: ListingResultsProps) {
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
