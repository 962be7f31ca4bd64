import { useT } from "#app/components/layout/use-shell.ts";
import { ConsentFields, PersonFields } from "./contact-fields.tsx";
import { LeadForm } from "./lead-form.tsx";

/** The form's id on the property and project pages (posted as `form`). */
export const DOCUMENTS_REQUEST_FORM = "documents-request";

/**
 * Request the listing's documents (spec §4 "will be sent by e-mail"): the person and the consents;
 * the documents are the listing's, listed above the form in the documents section.
 */
export function DocumentsRequestForm() {
  const t = useT();
  return (
    <div className="documents-request">
      <h3 id="documents-request-heading">{t("form.heading.requestDocuments")}</h3>
      <p>{t("form.willBeSent")}</p>
      <LeadForm
        id={DOCUMENTS_REQUEST_FORM}
        submitLabel={t("form.requestDocuments")}
        schema={() => import("#app/domain/forms/documents-request.ts").then((m) => m.documentsRequestSchema)}
      >
        <PersonFields />
        <ConsentFields />
      </LeadForm>
    </div>
  );
}
