import { useT } from "#app/components/layout/use-shell.ts";
import type { ProjectConstruction } from "#app/services/listings/listing-views.ts";

/** The construction phases in their order (name, date, what happens); "no constructions found" without any. */
export function ProjectConstructions({ constructions }: { constructions: ProjectConstruction[] }) {
  const t = useT();
  return (
    <section className="property-section project-constructions" aria-labelledby="constructions-title">
      <h2 id="constructions-title">{t("project.constructions")}</h2>
      {constructions.length === 0 ? (
        <p className="property-section__empty">{t("error.noConstructions")}</p>
      ) : (
        <ol className="project-constructions__list">
          {constructions.map((phase, index) => (
            <li key={index} className="project-constructions__phase" lang={phase.lang}>
              <p className="project-constructions__name">
                <strong>{phase.name}</strong>
                {phase.date ? <span className="project-constructions__date">{phase.date}</span> : null}
              </p>
              {phase.description ? <p className="project-constructions__description">{phase.description}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
