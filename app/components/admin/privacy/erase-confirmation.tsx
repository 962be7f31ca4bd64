import { useId } from "react";
import { Link } from "react-router";
import { consolePaths } from "#app/lib/console-paths.ts";
import type { ErasureCounts } from "#app/lib/personal-data.ts";
import type { PersonalDataSummary } from "#app/services/privacy/personal-data-view.ts";
import { ConsoleForm } from "#app/components/admin/console-form.tsx";
import { FormError } from "#app/components/admin/console-fields.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";

/**
 * The erasure's second step: what will happen, in counts, and a box to tick before the post (the
 * page works without JavaScript: no dialog, a page of its own).
 */
export function EraseConfirmation({
  email,
  counts,
  errors,
}: {
  email: string;
  counts: PersonalDataSummary["counts"];
  errors?: Record<string, string> | undefined;
}) {
  const { t } = useConsole();
  const id = useId();
  const query = `?email=${encodeURIComponent(email)}`;
  const error = errors?.confirm;
  return (
    <section className="console-panel console-privacy__erase" aria-labelledby="privacy-erase">
      <h2 id="privacy-erase">{t("privacy.erase.title", { email })}</h2>
      <ul>
        {counts.leads ? <li>{t("privacy.erase.leads", { count: counts.leads })}</li> : null}
        {counts.notes ? <li>{t("privacy.erase.notes", { count: counts.notes })}</li> : null}
        {counts.messages ? <li>{t("privacy.erase.messages", { count: counts.messages })}</li> : null}
        {counts.demands ? <li>{t("privacy.erase.demands", { count: counts.demands })}</li> : null}
        {counts.subscriptions ? <li>{t("privacy.erase.subscriptions")}</li> : null}
        {counts.testimonials ? <li>{t("privacy.erase.testimonials", { count: counts.testimonials })}</li> : null}
        {counts.accounts ? <li>{t("privacy.erase.accounts")}</li> : null}
      </ul>
      <p>
        <strong>{t("privacy.erase.final")}</strong>
      </p>
      <ConsoleForm action={`${consolePaths.privacy}${query}&step=erase`} className="console-form">
        <input type="hidden" name="intent" value="erase" />
        <input type="hidden" name="email" value={email} />
        <FormError error={errors?.email} />
        <div className={`console-check${error ? " console-check--invalid" : ""}`}>
          <input
            id={id}
            type="checkbox"
            name="confirm"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <label htmlFor={id}>{t("privacy.erase.confirm")}</label>
        </div>
        {error ? (
          <p className="console-field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
        <div className="console-page__actions">
          <button type="submit" className="button button--danger">
            {t("privacy.erase.submit")}
          </button>
          <Link className="button button--ghost" to={`${consolePaths.privacy}${query}`}>
            {t("console.cancel")}
          </Link>
        </div>
      </ConsoleForm>
    </section>
  );
}

/** What the erasure did, in counts (the address is not repeated: it is gone). */
export function ErasedNotice({ counts }: { counts: ErasureCounts }) {
  const { t } = useConsole();
  const removed = [
    t("privacy.count.demands", { count: counts.demands }),
    t("privacy.count.subscriptions", { count: counts.subscriptions }),
    t("privacy.count.testimonials", { count: counts.testimonials }),
    t("privacy.count.notes", { count: counts.notes }),
  ].join(", ");
  return (
    <div className="console-notice console-notice--ok" role="status">
      <p>{t("privacy.erased")}</p>
      <ul>
        <li>{t("privacy.erased.leads", { count: counts.leads })}</li>
        <li>{t("privacy.erased.messages", { count: counts.messages, cancelled: counts.cancelled })}</li>
        <li>{t("privacy.erased.removed", { list: removed })}</li>
      </ul>
    </div>
  );
}
