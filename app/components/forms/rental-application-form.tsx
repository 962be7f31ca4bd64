import { useRef, useState } from "react";
import { useHydrated } from "#app/components/listing/detail/use-hydrated.ts";
import { useT } from "#app/components/layout/use-shell.ts";
import { ConsentFields, PersonFields } from "./contact-fields.tsx";
import { FieldError, TextAreaField, TextField } from "./fields.tsx";
import { useField } from "./form-state.tsx";
import { useTypedBeforeHydration } from "./use-typed-before-hydration.ts";
import { LeadForm } from "./lead-form.tsx";
import type { RentalRules } from "#app/domain/forms/rental-application.ts";

/** The form's id on its page (posted as `form`). */
export const RENTAL_APPLICATION_FORM = "rental-application";

/**
 * Applying to rent (spec §3, §9): the person; the household (adults, children and their ages,
 * pets) within the maximum number of persons; the moving date and reason; the two net monthly
 * incomes, with the minimum the household needs; a remark; consent and newsletter opt-in.
 */
export function RentalApplicationForm({ rules, minimumIncome }: { rules: RentalRules; minimumIncome: string | null }) {
  const t = useT();
  return (
    <LeadForm
      id={RENTAL_APPLICATION_FORM}
      className="lead-form--sections"
      schema={() => import("#app/domain/forms/rental-application.ts").then((m) => m.rentalApplicationSchema(rules))}
    >
      <h2 className="lead-form__section-title">{t("form.yourDetails")}</h2>
      <PersonFields />

      <h2 className="lead-form__section-title">{t("form.household")}</h2>
      <p className="field__hint">{t("form.householdHint", { max: rules.maximumPersons })}</p>
      <Household slots={Math.max(0, rules.maximumPersons - 1)} />
      <TextField name="pets" label={t("form.pets")} hint={t("form.petsHint")} maxLength={200} />

      <h2 className="lead-form__section-title">{t("form.move")}</h2>
      <TextField name="movingDate" label={t("form.movingDate")} type="date" required />
      <TextAreaField name="movingReason" label={t("form.movingReason")} rows={3} maxLength={4000} />

      <h2 className="lead-form__section-title">{t("form.incomes")}</h2>
      {minimumIncome ? <p className="field__hint">{t("form.incomeHint", { min: minimumIncome })}</p> : null}
      <div className="lead-form__pair">
        <TextField
          name="income1"
          label={t("form.income1")}
          required
          inputMode="numeric"
          maxLength={15}
          hint={t("form.wholeEurosHint")}
        />
        <TextField
          name="income2"
          label={t("form.income2")}
          inputMode="numeric"
          maxLength={15}
          hint={t("form.wholeEurosHint")}
        />
      </div>

      <TextAreaField name="message" label={t("form.remark")} maxLength={4000} />
      <ConsentFields />
    </LeadForm>
  );
}

/**
 * Adults, children and one age field per child. Without JavaScript every age field is there (the
 * visitor fills in as many as they have children); in the browser only as many as the number of
 * children typed, the others hidden and not posted.
 */
function Household({ slots }: { slots: number }) {
  const t = useT();
  const children = useField("children");
  const ages = useField("childAges");
  const [typed, setTyped] = useState(children.text ?? "");
  const enhanced = useHydrated();
  const childrenField = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(childrenField, setTyped);
  const count = /^\d+$/.test(typed.trim()) ? Math.min(Number(typed.trim()), slots) : 0;
  const shown = enhanced ? count : slots;
  return (
    <>
      <div className="lead-form__pair">
        <TextField name="adults" label={t("form.adults")} required inputMode="numeric" maxLength={2} />
        <div ref={childrenField} onInput={(event) => setTyped((event.target as HTMLInputElement).value)}>
          <TextField name="children" label={t("form.children")} inputMode="numeric" maxLength={2} />
        </div>
      </div>
      {slots > 0 ? (
        <fieldset className="field field--choices lead-form__ages" hidden={shown === 0} id={ages.id}>
          <legend className="field__label">
            {t("form.childAges")} <span className="field__optional">{t("form.childAgesHint")}</span>
          </legend>
          <div className="lead-form__age-list">
            {Array.from({ length: slots }, (_, index) => (
              <ChildAge key={index} index={index} value={ages.list[index]} hidden={index >= shown} />
            ))}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}

function ChildAge({ index, value, hidden }: { index: number; value: string | undefined; hidden: boolean }) {
  const t = useT();
  const field = useField(`childAges.${index}`);
  return (
    <div className={`field${field.error ? " field--invalid" : ""}`} hidden={hidden}>
      <label className="field__label" htmlFor={field.id}>
        {t("form.childAge", { n: index + 1 })}
      </label>
      <input
        id={field.id}
        name="childAges"
        type="text"
        inputMode="numeric"
        maxLength={3}
        disabled={hidden}
        defaultValue={value}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? field.errorId : undefined}
      />
      <FieldError id={field.errorId} error={field.error} />
    </div>
  );
}
