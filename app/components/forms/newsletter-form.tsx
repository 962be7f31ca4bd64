import { useT } from "#app/components/layout/use-shell.ts";
import { ConsentFields } from "./contact-fields.tsx";
import { SelectField, TextField } from "./fields.tsx";
import { LeadForm } from "./lead-form.tsx";

/** The form's id on the newsletter page (posted as `form`). */
export const NEWSLETTER_FORM = "newsletter";

/** Newsletter sign-up: the e-mail address and the privacy consent; title and names optional. */
export function NewsletterForm() {
  const t = useT();
  return (
    <LeadForm
      id={NEWSLETTER_FORM}
      submitLabel={t("form.newsletterSubmit")}
      schema={() => import("#app/domain/forms/newsletter.ts").then((m) => m.newsletterSchema)}
    >
      <TextField
        name="email"
        label={t("form.email")}
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        maxLength={254}
      />
      <div className="lead-form__person">
        <SelectField
          name="title"
          label={t("form.title")}
          autoComplete="honorific-prefix"
          options={[
            { value: "mr", label: t("form.titleMr") },
            { value: "ms", label: t("form.titleMs") },
            { value: "miss", label: t("form.titleMiss") },
          ]}
        />
        <TextField name="firstName" label={t("form.firstName")} autoComplete="given-name" maxLength={80} />
        <TextField name="lastName" label={t("form.lastName")} autoComplete="family-name" maxLength={80} />
      </div>
      <ConsentFields newsletter={false} />
    </LeadForm>
  );
}
