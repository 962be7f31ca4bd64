import { useId } from "react";
import { useT } from "#app/components/layout/use-shell.ts";
import type { CityOption } from "#app/services/listings/search-query.ts";

/**
 * The city filter of the projects list: a plain GET form (works without JavaScript, and the
 * result's URL can be shared), styled as the property lists' filters. Cities come with their
 * number of projects; the reset link shows once a city is chosen.
 */
export function ProjectFilters({ action, city, cities }: { action: string; city: string; cities: CityOption[] }) {
  const t = useT();
  const id = useId();
  return (
    <form
      className="listing-filters project-filters"
      method="get"
      action={action}
      role="search"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="listing-filters__title">
        {t("listing.filter.title")}
      </h2>
      {/* One field: a column wide enough for every municipality name rather than the lists' narrow track. */}
      <div className="listing-filters__fields" style={{ gridTemplateColumns: "minmax(0, 20rem)" }}>
        <div className="listing-filters__field">
          <label htmlFor={`${id}-city`}>{t("listing.filter.city")}</label>
          <select id={`${id}-city`} name="city" defaultValue={city}>
            <option value="">{t("listing.filter.allCities")}</option>
            {cities.map((option) => (
              <option key={option.value} value={option.value}>
                {option.count > 0 ? `${option.name} (${option.count})` : option.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="listing-filters__actions">
        <button type="submit" className="button">
          {t("listing.filter.apply")}
        </button>
        {city ? (
          <a className="button button--ghost" href={action}>
            {t("listing.filter.reset")}
          </a>
        ) : null}
      </div>
    </form>
  );
}
