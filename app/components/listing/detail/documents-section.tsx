import type { ReactNode } from "react";
import { useT } from "#app/components/layout/use-shell.ts";
import type { DetailDocument } from "#app/services/listings/listing-views.ts";

/**
 * The documents of a listing or project, by name only: they are never linked, the agency sends
 * them by e-mail on request (spec §4, §5). `children` is the way to ask for them (the documents
 * request form), shown under the list; `showEmpty` says "no documents found" instead of leaving
 * the section out.
 */
export function DocumentsSection({
  documents,
  showEmpty = false,
  children,
}: {
  documents: DetailDocument[];
  showEmpty?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  if (documents.length === 0 && !showEmpty) return null;
  return (
    <section id="documents" className="property-section property-documents" aria-labelledby="documents-title">
      <h2 id="documents-title">{t("detail.group.documents")}</h2>
      {documents.length === 0 ? (
        <p className="property-section__empty">{t("error.noDocuments")}</p>
      ) : (
        <>
          <ul className="property-documents__list">
            {documents.map((doc, index) => (
              <li key={index} lang={doc.lang}>
                {doc.name}
              </li>
            ))}
          </ul>
          <p>{t("detail.documentsIntro")}</p>
          {children}
        </>
      )}
    </section>
  );
}
