import { useT } from "#app/components/layout/use-shell.ts";
import type { ProjectUnitView } from "#app/services/listings/listing-views.ts";

/**
 * The units of a project as a data table (floor, name, bedrooms, surface, status, price); a sold
 * unit says "sold" once, in its status, and shows no price. On a wide screen it is a table; below
 * 600 px each unit is a card of its own (name and status, then its figures under their column's
 * name, then its price), so status and price are seen without scrolling sideways. The cards are
 * the same table restyled: the explicit roles keep it a table for assistive technologies, which
 * some browsers forget once a table's display changes, and the column names the cards show are
 * CSS text with an empty alternative, so a screen reader hears each name once, from the header.
 */
export function ProjectUnits({ units }: { units: ProjectUnitView[] }) {
  const t = useT();
  if (units.length === 0) return null;
  const columns = {
    floor: t("project.unitFloor"),
    unit: t("project.unit"),
    bedrooms: t("project.bedrooms"),
    surface: t("project.surface"),
    status: t("project.unitStatus"),
    price: t("project.unitPrice"),
  };
  return (
    // The region carries the heading's name; the section stays unnamed, so there is one landmark, not two.
    // It is focusable because on a middle-sized screen the table may still scroll sideways (WCAG 2.1.1).
    <section className="property-section project-units">
      <h2 id="units-title">{t("project.units")}</h2>
      <div className="project-units__scroll" role="region" aria-labelledby="units-title" tabIndex={0}>
        <table className="project-units__table" role="table">
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                {columns.floor}
              </th>
              <th scope="col" role="columnheader">
                {columns.unit}
              </th>
              <th scope="col" role="columnheader" className="project-units__number">
                {columns.bedrooms}
              </th>
              <th scope="col" role="columnheader" className="project-units__number">
                {columns.surface}
              </th>
              <th scope="col" role="columnheader">
                {columns.status}
              </th>
              <th scope="col" role="columnheader" className="project-units__number">
                {columns.price}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {units.map((unit) => (
              <tr key={unit.id} role="row" className={`project-units__row project-units__row--${unit.status}`}>
                <td role="cell" className="project-units__floor" data-label={columns.floor}>
                  {unit.floor}
                </td>
                <th scope="row" role="rowheader" className="project-units__name">
                  {unit.name}
                </th>
                <td role="cell" className="project-units__number project-units__bedrooms" data-label={columns.bedrooms}>
                  {unit.bedrooms}
                </td>
                <td role="cell" className="project-units__number project-units__surface" data-label={columns.surface}>
                  {unit.surface}
                </td>
                <td role="cell" className="project-units__state">
                  <span className={`project-units__status project-units__status--${unit.status}`}>
                    {unit.statusText}
                  </span>
                </td>
                <td role="cell" className="project-units__number project-units__price">
                  {unit.price ?? ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
