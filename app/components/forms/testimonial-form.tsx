import { useT } from "#app/components/layout/use-shell.ts";
import { TESTIMONIAL_POSTERS } from "#app/domain/forms/testimonial-posters.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import { ConsentFields, PersonFields } from "./contact-fields.tsx";
import { ChoiceGroup, FieldError, TextAreaField, TextField } from "./fields.tsx";
import { useField } from "./form-state.tsx";
import { LeadForm } from "./lead-form.tsx";

/** The form's id on its page (posted as `form`). */
export const TESTIMONIAL_FORM = "testimonial";

/**
 * Write a testimonial (spec §3): what is published — the name to show, about you, website, role,
 * the testimonial and an optional photo — then the person behind it for the agency, and the
 * consents. Multipart, for the photo.
 */
export function TestimonialForm({ maxImageMb }: { maxImageMb: number }) {
  const t = useT();
  return (
    <LeadForm
      id={TESTIMONIAL_FORM}
      multipart
      schema={() => import("#app/domain/forms/testimonial.ts").then((m) => m.testimonialSchema)}
    >
      <TextField
        name="name"
        label={t("testimonial.form.name")}
        hint={t("testimonial.form.nameHint")}
        required
        maxLength={80}
        autoComplete="name"
      />
      <TextField name="about" label={t("form.aboutYou")} maxLength={120} />
      <ChoiceGroup
        name="poster"
        type="radio"
        legend={t("testimonial.form.poster")}
        options={TESTIMONIAL_POSTERS.map((poster) => ({
          value: poster,
          label: t(`testimonial.poster.${poster}` as MessageKey),
        }))}
      />
      <TextAreaField name="comment" label={t("form.comment")} required rows={8} maxLength={4000} />
      <TextField name="website" label={t("form.website")} type="url" autoComplete="url" maxLength={200} />
      <ImageField name="image" label={t("form.image")} hint={t("form.imageHint", { max: maxImageMb })} />
      <h2 className="lead-form__heading">{t("testimonial.form.yourDetails")}</h2>
      <PersonFields phoneRequired={false} />
      <ConsentFields />
    </LeadForm>
  );
}

/**
 * An optional picture. The browser offers JPEG, PNG and WebP files; the server checks the content
 * and the size all the same. A file is never refilled after an error (browsers do not allow it).
 */
function ImageField({ name, label, hint }: { name: string; label: string; hint: string }) {
  const t = useT();
  const field = useField(name);
  const hintId = `${field.id}-hint`;
  return (
    <div className={`field${field.error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={field.id}>
        {label}
        <span className="field__optional"> {t("form.optional")}</span>
      </label>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
      <input
        id={field.id}
        name={name}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${hintId} ${field.errorId}` : hintId}
      />
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}
