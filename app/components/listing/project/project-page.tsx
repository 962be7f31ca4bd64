import { Breadcrumb, type Crumb } from "#app/components/layout/breadcrumb.tsx";
import { useT } from "#app/components/layout/use-shell.ts";
import { FieldList } from "#app/components/listing/detail/detail-fields.tsx";
import { DocumentsSection } from "#app/components/listing/detail/documents-section.tsx";
import { LocationSection } from "#app/components/listing/detail/location-section.tsx";
import { PropertyGallery } from "#app/components/listing/detail/property-gallery.tsx";
import { ShareLinks } from "#app/components/listing/detail/share-links.tsx";
import type { LocalizedParagraphs, ProjectDetailView } from "#app/services/listings/listing-views.ts";
import { ProjectCardGrid, ProjectPropertyGrid } from "./project-cards.tsx";
import { ProjectConstructions } from "./project-constructions.tsx";
import { ProjectUnits } from "./project-units.tsx";
import { DocumentsRequestForm } from "#app/components/forms/documents-request-form.tsx";
import { ProjectEnquiryForm } from "#app/components/forms/project-enquiry-form.tsx";

/**
 * A new-build project's detail page, built like the property page and from its parts (gallery and
 * lightbox, location, documents, share): title, price range and "sold out"; photos; key facts,
 * description, prices and planning; the units table; construction phases; location; documents
 * and the form to request them; the question form; the project's properties and similar
 * projects (left out when there are none). One h1, sections in h2.
 */
export function ProjectPage({
  view,
  breadcrumb,
  shareUrl,
}: {
  view: ProjectDetailView;
  breadcrumb: Crumb[];
  shareUrl: string;
}) {
  const t = useT();
  const place = view.address.street
    ? `${view.address.street}, ${view.address.zip} ${view.address.city}`
    : `${view.address.zip} ${view.address.city}`;
  return (
    <main className="page page--property page--project">
      <Breadcrumb items={breadcrumb} />
      <header className="property-header">
        <div className="property-header__main">
          <h1 className="page__title property-header__title" lang={view.titleLang ?? undefined}>
            {view.title}
          </h1>
          <p className="property-header__place">
            <span>{place}</span>
          </p>
        </div>
        <div className="property-header__offer">
          {view.priceRange ? <p className="property-header__price">{view.priceRange}</p> : null}
          {view.soldOut ? <p className="badge project-header__sold-out">{t("project.soldOut")}</p> : null}
        </div>
      </header>

      <div className="property-layout">
        <div className="property-main">
          <PropertyGallery pictures={view.pictures} />

          <section className="property-section property-facts" aria-labelledby="key-facts">
            <h2 id="key-facts" className="visually-hidden">
              {t("detail.keyFacts")}
            </h2>
            <FieldList fields={view.keyFacts} className="field-list--facts" />
          </section>

          <TextSection id="description" title={t("detail.group.description")} text={view.description} />
          <TextSection id="prices-and-planning" title={t("project.pricesAndPlanning")} text={view.pricesAndPlanning} />
          <ProjectUnits units={view.units} />
          <ProjectConstructions constructions={view.constructions} />
          <LocationSection
            place={place}
            mapUrl={view.mapUrl}
            streetViewUrl={view.streetViewUrl}
            pin={view.coordinates && { id: view.id, title: view.title, position: view.coordinates }}
          />
          <DocumentsSection documents={view.documents} showEmpty>
            <DocumentsRequestForm />
          </DocumentsSection>
          <ProjectEnquiryForm />
        </div>

        <aside className="property-aside">
          <div className="property-aside__card">
            <p>
              <a className="button button--primary property-aside__contact" href="#contact">
                {t("form.heading.projectInfo")}
              </a>
            </p>
            {view.documents.length > 0 ? (
              <p>
                <a className="button property-aside__documents" href="#documents">
                  {t("detail.requestDocuments")}
                </a>
              </p>
            ) : null}
          </div>
          <ShareLinks
            url={shareUrl}
            title={view.title}
            emailSubject={t("project.shareEmailSubject", { title: view.title })}
          />
        </aside>
      </div>

      {view.properties.length > 0 ? (
        <section className="property-section project-properties" aria-labelledby="project-properties-title">
          <h2 id="project-properties-title">{t("project.properties")}</h2>
          <ProjectPropertyGrid cards={view.properties} />
        </section>
      ) : null}

      {/* No heading over nothing: without other projects the section is left out. */}
      {view.similar.length > 0 ? (
        <section className="property-section property-similar project-similar" aria-labelledby="similar-title">
          <h2 id="similar-title">{t("project.similarProjects")}</h2>
          <ProjectCardGrid cards={view.similar} empty={t("error.noProjects")} />
        </section>
      ) : null}
    </main>
  );
}

/** A text of the project as paragraphs under its heading; nothing when the feed has none. */
function TextSection({ id, title, text }: { id: string; title: string; text: LocalizedParagraphs }) {
  if (text.paragraphs.length === 0) return null;
  return (
    <section className="property-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="rich-text" lang={text.lang ?? undefined}>
        {text.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
