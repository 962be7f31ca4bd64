import { Breadcrumb, type Crumb } from "#app/components/layout/breadcrumb.tsx";
import { useT } from "#app/components/layout/use-shell.ts";
import type { ProjectCard } from "#app/services/listings/listing-views.ts";
import type { OfferLink } from "#app/services/listings/listing-views.ts";
import { ProjectCardGrid } from "./project-cards.tsx";

/**
 * A project the provider no longer lists (status 410): what happened, the other projects still
 * on offer (nearest first) and the way back to the projects list.
 */
export function ProjectWithdrawn({
  title,
  titleLang,
  breadcrumb,
  others,
  listLink,
}: {
  title: string;
  titleLang: string | null;
  breadcrumb: Crumb[];
  others: ProjectCard[];
  listLink: OfferLink;
}) {
  const t = useT();
  return (
    <main className="page page--property page--property-gone page--project-gone">
      <Breadcrumb items={breadcrumb} />
      <h1 className="page__title">{t("project.withdrawnTitle")}</h1>
      <p className="property-gone__title" lang={titleLang ?? undefined}>
        {title}
      </p>
      <p>{t("project.withdrawnText")}</p>
      <p>
        <a className="button" href={listLink.href}>
          {listLink.name}
        </a>
      </p>
      {others.length > 0 ? (
        <section className="property-section property-similar project-similar" aria-labelledby="similar-title">
          <h2 id="similar-title">{t("project.similarProjects")}</h2>
          <ProjectCardGrid cards={others} empty={t("error.noProjects")} />
        </section>
      ) : null}
    </main>
  );
}
