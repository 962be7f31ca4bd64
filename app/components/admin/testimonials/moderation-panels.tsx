import { useNavigation } from "react-router";
import { MAX_MESSAGE } from "#app/domain/forms/fields.ts";
import { PERSON_NAME_MAX } from "#app/lib/third-party-text.ts";
import { REJECTION_REASON_MAX } from "#app/services/content/testimonial-moderation-view.ts";
import { ConsoleField, ConsoleTextArea, type ConsoleFormResult } from "#app/components/admin/console-fields.tsx";
import { ConsoleForm } from "#app/components/admin/console-form.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";

/** The testimonial as the panels need it. */
type Moderated = { name: string; about: string; comment: string; status: string };

/** The public form's limits (app/domain/forms/testimonial.ts): a corrected text fits what a visitor may send. */
const ABOUT_MAX = 120;

function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/** Publish (a waiting or rejected one), or where the published one is. */
export function PublishPanel({ testimonial, url }: { testimonial: Moderated; url: string }) {
  const { t } = useConsole();
  const busy = useBusy("publish");
  return (
    <section className="console-panel" aria-labelledby="testimonial-publish">
      <h2 id="testimonial-publish">{t("testimonials.publish")}</h2>
      {testimonial.status === "published" ? (
        <>
          <p>{t("testimonials.publishedHint")}</p>
          <p>
            <a href={url} target="_blank" rel="noopener">
              {t("testimonials.viewOnline")}
            </a>
          </p>
        </>
      ) : (
        <ConsoleForm className="console-form">
          <input type="hidden" name="intent" value="publish" />
          <p className="console-field__hint">
            {testimonial.status === "rejected" ? t("testimonials.publishRejectedHint") : t("testimonials.publishHint")}
          </p>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t("testimonials.publish")}
          </button>
        </ConsoleForm>
      )}
    </section>
  );
}

/** Correct the texts the public page shows; the status stays. */
export function EditPanel({ testimonial, result }: { testimonial: Moderated; result: ConsoleFormResult | undefined }) {
  const { t } = useConsole();
  const busy = useBusy("edit");
  const published = testimonial.status === "published";
  const value = (name: "name" | "about" | "comment") => result?.values?.[name] ?? testimonial[name];
  return (
    <section className="console-panel" aria-labelledby="testimonial-edit">
      <h2 id="testimonial-edit">{t("testimonials.edit")}</h2>
      <ConsoleForm className="console-form" noValidate>
        <input type="hidden" name="intent" value="edit" />
        {published ? <p className="console-field__hint">{t("testimonials.editHint")}</p> : null}
        <ConsoleField
          name="name"
          label={t("testimonials.field.name")}
          hint={published ? t("testimonials.field.nameHintPublished") : t("testimonials.field.nameHintDraft")}
          required
          maxLength={PERSON_NAME_MAX}
          defaultValue={value("name")}
          error={result?.errors?.name}
        />
        <ConsoleField
          name="about"
          label={t("testimonials.field.about")}
          maxLength={ABOUT_MAX}
          defaultValue={value("about")}
          error={result?.errors?.about}
        />
        <ConsoleTextArea
          name="comment"
          label={t("testimonials.field.comment")}
          rows={8}
          required
          maxLength={MAX_MESSAGE}
          defaultValue={value("comment")}
          error={result?.errors?.comment}
        />
        <button type="submit" className="button" disabled={busy}>
          {t("console.save")}
        </button>
      </ConsoleForm>
    </section>
  );
}

/** Reject with a reason, kept internal; a published one leaves the site. */
export function RejectPanel({
  testimonial,
  result,
}: {
  testimonial: Moderated;
  result: ConsoleFormResult | undefined;
}) {
  const { t } = useConsole();
  const busy = useBusy("reject");
  return (
    <section className="console-panel" aria-labelledby="testimonial-reject">
      <h2 id="testimonial-reject">{t("testimonials.reject")}</h2>
      <ConsoleForm className="console-form" noValidate>
        <input type="hidden" name="intent" value="reject" />
        <p className="console-field__hint">
          {testimonial.status === "published" ? `${t("testimonials.rejectPublishedHint")} ` : null}
          {t("testimonials.rejectHint")}
        </p>
        <ConsoleTextArea
          name="reason"
          label={t("testimonials.field.reason")}
          rows={3}
          required
          maxLength={REJECTION_REASON_MAX}
          defaultValue={result?.values?.reason}
          error={result?.errors?.reason}
        />
        <button type="submit" className="button button--ghost" disabled={busy}>
          {t("testimonials.reject")}
        </button>
      </ConsoleForm>
    </section>
  );
}
