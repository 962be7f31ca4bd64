import { useT } from "#app/components/layout/use-shell.ts";
import type { StayRules } from "#app/domain/forms/stay-request.ts";
import { ConsentFields, PersonFields } from "./contact-fields.tsx";
import { TextAreaField, TextField } from "./fields.tsx";
import { LeadForm } from "./lead-form.tsx";

/** The form's id on its page (posted as `form`). */
export const STAY_REQUEST_FORM = "stay-request";

/** The day after an ISO day (the first possible departure). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Asking to stay in a holiday home (decision 0036): the dates (date inputs that start at today in
 * Brussels; the server checks them again), the guests within the home's capacity when it is known,
 * pets, a remark, the person, consent and newsletter opt-in.
 */
export function StayRequestForm({ rules }: { rules: StayRules }) {
  const t = useT();
  return (
    <LeadForm
      id={STAY_REQUEST_FORM}
      className="lead-form--sections"
      schema={() => import("#app/domain/forms/stay-request.ts").then((m) => m.stayRequestSchema(rules))}
    >
      <h2 className="lead-form__section-title">{t("form.stay")}</h2>
      <div className="lead-form__pair">
        <TextField name="arrival" label={t("form.arrival")} type="date" required min={rules.today} />
        <TextField name="departure" label={t("form.departure")} type="date" required min={nextDay(rules.today)} />
      </div>

      <h2 className="lead-form__section-title">{t("form.guests")}</h2>
      {rules.capacity !== null ? <p className="field__hint">{t("form.guestsHint", { max: rules.capacity })}</p> : null}
      <div className="lead-form__pair">
        <TextField name="adults" label={t("form.adults")} required inputMode="numeric" maxLength={2} defaultValue="2" />
        <TextField name="children" label={t("form.children")} inputMode="numeric" maxLength={2} />
      </div>
      <TextField name="pets" label={t("form.petCount")} inputMode="numeric" maxLength={2} />

      <h2 className="lead-form__section-title">{t("form.yourDetails")}</h2>
      <PersonFields />
      <TextAreaField name="message" label={t("form.remark")} maxLength={4000} />
      <ConsentFields />
    </LeadForm>
  );
}
