import { useT } from "#app/components/layout/use-shell.ts";
import type { ProjectUnitView } from "#app/services/listings/listing-views.ts";

/**
 * The units of a project as a data table (floor, name, bedrooms, surface, status, price); a sold
 * unit says "sold" instead of its price. On a narrow screen the table scrolls sideways inside a
 * focusable region, so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function ProjectUnits({ units }: { units: ProjectUnitView[] }) {
  const t = useT();
  if (units.length === 0) return null;
  return (
    // The scrolling region carries the heading's name; the section stays unnamed, so there is one landmark, not two.
    <section className="property-section project-units">
      <h2 id="units-title">{t("project.units")}</h2>
      <div className="project-units__scroll" role="region" aria-labelledby="units-title" tabIndex={0}>
        <table className="project-units__table">
          <thead>
            <tr>
              <th scope="col">{t("project.unitFloor")}</th>
              <th scope="col">{t("project.unit")}</th>
              <th scope="col" className="project-units__number">
                {t("project.bedrooms")}
              </th>
              <th scope="col" className="project-units__number">
                {t("project.surface")}
              </th>
              <th scope="col">{t("project.unitStatus")}</th>
              <th scope="col" className="project-units__number">
                {t("project.unitPrice")}
              </th>
            </tr>
          </thead>
          <tbody>
            {units.map((unit) => (
              <tr key={unit.id} className={`project-units__row project-units__row--${unit.status}`}>
                <td>{unit.floor}</td>
                <th scope="row">{unit.name}</th>
                <td className="project-units__number">{unit.bedrooms}</td>
                <td className="project-units__number">{unit.surface}</td>
                <td>
                  <span className={`project-units__status project-units__status--${unit.status}`}>
                    {unit.statusText}
                  </span>
                </td>
                <td className="project-units__number">{unit.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
