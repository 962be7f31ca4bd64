import { useId } from "react";
import { useT } from "#app/components/layout/use-shell.ts";
import type { MessageKey } from "#app/i18n/interpolate.ts";
import type { CityOption, EpcLabel, FloodScore, ListingSort, TypeOption } from "#app/services/listings/search-query.ts";

/** What the form shows as chosen: the list's current parameters, as the fields hold them. */
export type FilterState = {
  city: string;
  type: string;
  minPrice: string;
  maxPrice: string;
  bedrooms: string;
  maxEpc: string;
  minArea: string;
  maxFlood: string;
  newOnly: boolean;
  sort: ListingSort;
  /** Kept through a search (the map/list switch lives in the URL too). */
  view: string | null;
  /** The map area ("search in this area"), kept through a search until its chip removes it. */
  bbox: string | null;
};

const SORT_LABELS: Record<ListingSort, MessageKey> = {
  newest: "listing.sort.newest",
  "price-asc": "listing.sort.priceAsc",
  "price-desc": "listing.sort.priceDesc",
  type: "listing.sort.type",
  city: "listing.sort.city",
};

const BEDROOMS = [1, 2, 3, 4, 5] as const;

/** An option with its number of listings; a chosen value kept without a known count shows none. */
const withCount = (name: string, count: number) => (count > 0 ? `${name} (${count})` : name);

type Props = {
  /** The list page's path: the form reloads it with the chosen parameters. */
  action: string;
  /** The list without any parameter (the reset link). */
  resetHref: string;
  state: FilterState;
  cities: CityOption[];
  types: TypeOption[];
  sorts: readonly ListingSort[];
  epcLabels: readonly EpcLabel[];
  floodScores: readonly FloodScore[];
  /** How recent a "new" listing is (search-query.ts NEW_LISTING_DAYS). */
  newDays: number;
};

/**
 * The filters and the sort of a list page (spec §2 city and type; also price, bedrooms, EPC,
 * sort): a plain GET form, so it works without JavaScript and the result's URL can be shared.
 * Cities and types come with their number of listings; every field has a visible label.
 */
export function ListingFilters({
  action,
  resetHref,
  state,
  cities,
  types,
  sorts,
  epcLabels,
  floodScores,
  newDays,
}: Props) {
  const t = useT();
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  return (
    <form className="listing-filters" method="get" action={action} role="search" aria-labelledby={field("title")}>
      <h2 id={field("title")} className="listing-filters__title">
        {t("listing.filter.title")}
      </h2>
      <div className="listing-filters__fields">
        <div className="listing-filters__field">
          <label htmlFor={field("city")}>{t("listing.filter.city")}</label>
          <select id={field("city")} name="city" defaultValue={state.city}>
            <option value="">{t("listing.filter.allCities")}</option>
            {cities.map((city) => (
              <option key={city.value} value={city.value}>
                {withCount(city.name, city.count)}
              </option>
            ))}
          </select>
        </div>
        <div className="listing-filters__field">
          <label htmlFor={field("type")}>{t("listing.filter.type")}</label>
          <select id={field("type")} name="type" defaultValue={state.type}>
            <option value="">{t("listing.filter.allTypes")}</option>
            {types.map((type) => (
              <option key={type.id} value={String(type.id)}>
                {withCount(type.name, type.count)}
              </option>
            ))}
          </select>
        </div>
        <div className="listing-filters__field">
          <label htmlFor={field("minPrice")}>{t("listing.filter.minPrice")}</label>
          <input
            id={field("minPrice")}
            name="minPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            autoComplete="off"
            defaultValue={state.minPrice}
          />
        </div>
        <div className="listing-filters__field">
          <label htmlFor={field("maxPrice")}>{t("listing.filter.maxPrice")}</label>
          <input
            id={field("maxPrice")}
            name="maxPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            autoComplete="off"
            defaultValue={state.maxPrice}
          />
        </div>
        <div className="listing-filters__field">
          <label htmlFor={field("bedrooms")}>{t("listing.filter.bedrooms")}</label>
          <select id={field("bedrooms")} name="bedrooms" defaultValue={state.bedrooms}>
            <option value="">{t("listing.filter.any")}</option>
            {BEDROOMS.map((count) => (
              <option key={count} value={String(count)}>
                {count}+
              </option>
            ))}
          </select>
        </div>
        <div className="listing-filters__field">
          <label htmlFor={field("maxEpc")}>{t("listing.filter.maxEpc")}</label>
          <select id={field("maxEpc")} name="maxEpc" defaultValue={state.maxEpc}>
            <option value="">{t("listing.filter.any")}</option>
            {epcLabels.map((label) => (
              <option key={label} value={label}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="listing-filters__field">
          <label htmlFor={field("minArea")}>{t("listing.filter.minArea")}</label>
          <input
            id={field("minArea")}
            name="minArea"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            autoComplete="off"
            defaultValue={state.minArea}
          />
        </div>
        <div className="listing-filters__field">
          <label htmlFor={field("maxFlood")}>{t("listing.filter.maxFlood")}</label>
          <select id={field("maxFlood")} name="maxFlood" defaultValue={state.maxFlood}>
            <option value="">{t("listing.filter.any")}</option>
            {floodScores.map((score) => (
              <option key={score} value={score}>
                {score === "A" ? t("listing.filter.floodA") : score}
              </option>
            ))}
          </select>
        </div>
        <div className="listing-filters__field listing-filters__field--check">
          <input id={field("new")} name="new" type="checkbox" value="1" defaultChecked={state.newOnly} />
          <label htmlFor={field("new")}>{t("listing.filter.newOnly", { days: newDays })}</label>
        </div>
        <div className="listing-filters__field">
          <label htmlFor={field("sort")}>{t("listing.sortBy")}</label>
          <select id={field("sort")} name="sort" defaultValue={state.sort}>
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_LABELS[sort])}
              </option>
            ))}
          </select>
        </div>
      </div>
      {state.view ? <input type="hidden" name="view" value={state.view} /> : null}
      {state.bbox ? <input type="hidden" name="bbox" value={state.bbox} /> : null}
      <div className="listing-filters__actions">
        <button type="submit" className="button">
          {t("listing.filter.apply")}
        </button>
        <a className="button button--ghost" href={resetHref}>
          {t("listing.filter.reset")}
        </a>
      </div>
    </form>
  );
}
