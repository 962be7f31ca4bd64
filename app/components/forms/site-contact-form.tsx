import { useT } from "#app/components/layout/use-shell.ts";
import { ConsentFields, PersonFields } from "./contact-fields.tsx";
import { TextAreaField } from "./fields.tsx";
import { LeadForm } from "./lead-form.tsx";

/** The form's id on a page with a contact module (posted as `form`). */
export const SITE_CONTACT_FORM = "site-contact";

/** The contact page's message form, under the agency's address and opening hours. */
export function SiteContactForm({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="site-contact">
      <Heading id="site-contact-heading" className="site-contact__title">
        {t("form.siteContactHeading")}
      </Heading>
      <LeadForm
        id={SITE_CONTACT_FORM}
        schema={() => import("#app/domain/forms/site-contact.ts").then((m) => m.siteContactSchema)}
      >
        <PersonFields />
        <TextAreaField name="message" label={t("form.message")} required maxLength={4000} />
        <ConsentFields />
      </LeadForm>
    </div>
  );
}
