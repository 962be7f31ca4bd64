import type { CSSProperties } from "react";
import { useRootData, useT } from "#app/components/layout/use-shell.ts";
import { ListingCard } from "#app/components/listing/listing-card.tsx";
import { ListingFilters, type FilterState } from "#app/components/listing/listing-filters.tsx";
import { Paging } from "#app/components/listing/paging.tsx";
import { ListingMap, MapListing } from "#app/components/listing/listing-map.tsx";
import { searchAreaHref } from "#app/lib/list-search-params.ts";
import { formatCurrency } from "#app/lib/price.ts";
import type { MapMarker } from "#app/lib/map-message.ts";
import type { FilterChip } from "#app/lib/list-filter-chips.ts";
import type { MessageKey } from "#app/i18n/interpolate.ts";
import type { ListingCard as Card } from "#app/services/listings/listing-views.ts";
import type { CityOption, EpcLabel, FloodScore, ListingSort, TypeOption } from "#app/services/listings/search-query.ts";

/** Cards in the widest first row: their pictures are above the fold and load at once. */
const FIRST_ROW = 3;

const CHIP_LABELS: Record<Exclude<FilterChip["parameter"], "bbox">, MessageKey> = {
  city: "listing.filter.city",
  type: "listing.filter.type",
  minPrice: "listing.filter.minPrice",
  maxPrice: "listing.filter.maxPrice",
  bedrooms: "listing.filter.bedrooms",
  maxEpc: "listing.filter.maxEpc",
  minArea: "listing.filter.minArea",
  maxFlood: "listing.filter.maxFlood",
  new: "listing.filter.newOnly",
};

/** A chip's value as the form shows it: the city's name, the type's name, an amount in euros. */
function chipValue(chip: FilterChip, types: readonly TypeOption[]): string {
  switch (chip.parameter) {
    case "city":
      return chip.value.split("|")[0] || chip.value;
    case "type":
      return types.find((type) => String(type.id) === chip.value)?.name ?? chip.value;
    case "minPrice":
    case "maxPrice":
      return formatCurrency(chip.value);
    case "bedrooms":
      return `${chip.value}+`;
    case "minArea":
      return `${chip.value} m²`;
    default:
      return chip.value;
  }
}

/** What a property list page shows of its results (app/routes/listings/listing-list.tsx gives it). */
export type ListingResultsProps = {
  /** The page's own property list module the results take the place of (its heading, title, cards per row). */
  list: { id: number; heading: "h1" | "h2"; title: string; description: string; perRow: number } | null;
  path: string;
  search: string;
  resetHref: string;
  /** The active filters, each with the link that removes it. */
  chips: FilterChip[];
  /** The demand register ("keep me informed") with this search's filters filled in. */
  saveSearchHref: string;
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
  floodScores: readonly FloodScore[];
  newDays: number;
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
  chips,
  saveSearchHref,
  switchHrefs,
  map,
  state,
  cities,
  types,
  sorts,
  epcLabels,
  floodScores,
  newDays,
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
  const area = chips.some((chip) => chip.parameter === "bbox");
  const chipText = (chip: FilterChip) =>
    chip.parameter === "bbox"
      ? t("listing.area.filter")
      : chip.parameter === "new"
        ? t("listing.filter.newOnly", { days: newDays })
        : t("listing.filter.chip", { label: t(CHIP_LABELS[chip.parameter]), value: chipValue(chip, types) });
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
      {/* Collapsed on a phone, so the results come first; always open on a wide screen (listing-list.css). */}
      <details className="listing-filters-panel">
        <summary className="button button--ghost listing-filters-panel__toggle">
          {t("listing.filter.toggle")}
          {chips.length > 0 ? ` (${chips.length})` : null}
        </summary>
        <ListingFilters
          action={path}
          resetHref={resetHref}
          state={state}
          cities={cities}
          types={types}
          sorts={sorts}
          epcLabels={epcLabels}
          floodScores={floodScores}
          newDays={newDays}
        />
      </details>
      {chips.length > 0 ? (
        <ul className="filter-chips" aria-label={t("listing.area.chips")}>
          {chips.map((chip) => (
            <li key={chip.parameter}>
              <a className="filter-chip" href={chip.removeHref}>
                {chipText(chip)}
                <span className="filter-chip__remove" aria-hidden="true">
                  ×
                </span>
                <span className="visually-hidden"> {t("listing.area.remove")}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="listing-results__bar">
        <h2 id="results" className="listing-results__summary">
          {t("listing.paging.pageOf", { page, pages })}, {count}
        </h2>
        <a className="listing-results__save" href={saveSearchHref}>
          {t("listing.saveSearch")}
        </a>
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
