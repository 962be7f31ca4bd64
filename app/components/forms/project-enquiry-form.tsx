import { useT } from "#app/components/layout/use-shell.ts";
import { ConsentFields, PersonFields } from "./contact-fields.tsx";
import { TextAreaField } from "./fields.tsx";
import { LeadForm } from "./lead-form.tsx";

/** The form's id on the project page (posted as `form`). */
export const PROJECT_ENQUIRY_FORM = "project-enquiry";

/** Ask for info about a new-build project: the person, a question, the consents. */
export function ProjectEnquiryForm() {
  const t = useT();
  return (
    <section className="property-section property-contact" id="contact" aria-labelledby="contact-heading">
      <h2 id="contact-heading">{t("form.heading.projectInfo")}</h2>
      <p>{t("form.projectInfoIntro")}</p>
      <LeadForm
        id={PROJECT_ENQUIRY_FORM}
        schema={() => import("#app/domain/forms/project-enquiry.ts").then((m) => m.projectEnquirySchema)}
      >
        <PersonFields />
        <TextAreaField name="message" label={t("form.remark")} maxLength={4000} />
        <ConsentFields />
      </LeadForm>
    </section>
  );
}
