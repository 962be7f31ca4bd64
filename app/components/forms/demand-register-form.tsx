import { useT } from "#app/components/layout/use-shell.ts";
import type { FormValues } from "#app/lib/form-submission.ts";
import type { DemandFormChoices } from "#app/services/leads/demand-register-view.ts";
import { ConsentFields, PersonFields } from "./contact-fields.tsx";
import { CheckboxField, ChoiceGroup, TextField } from "./fields.tsx";
import { LeadForm } from "./lead-form.tsx";

/** The form's id on its page (posted as `form`). */
export const DEMAND_REGISTER_FORM = "demand-register";

/**
 * "Keep me informed" (spec §3 demand register): buy or rent, the property types and zones (at least
 * one of each), the budget and ranges, the musts, then the person, the privacy consent and the
 * newsletter opt-in.
 */
export function DemandRegisterForm({
  choices,
  initialValues,
}: {
  choices: DemandFormChoices;
  /** The fields a list's "save this search" fills in (app/lib/list-filter-chips.ts demandPrefill). */
  initialValues?: FormValues;
}) {
  const t = useT();
  const typeIds = choices.types.map((type) => type.id);
  const zones = choices.zones.map((zone) => zone.zip);
  const number = { inputMode: "numeric" as const, maxLength: 15 };
  const euros = { ...number, hint: t("form.wholeEurosHint") };
  return (
    <LeadForm
      id={DEMAND_REGISTER_FORM}
      className="lead-form--sections"
      {...(initialValues ? { initialValues } : {})}
      schema={() =>
        import("#app/domain/forms/demand-register.ts").then((m) => m.demandRegisterSchema({ typeIds, zones }))
      }
    >
      <h2 className="lead-form__section-title">{t("form.demandSearch")}</h2>
      <ChoiceGroup
        name="goal"
        type="radio"
        legend={t("form.goal")}
        required
        options={[
          { value: "buy", label: t("form.goal.buy") },
          { value: "rent", label: t("form.goal.rent") },
        ]}
      />
      <ChoiceGroup
        name="types"
        legend={t("form.types")}
        required
        options={choices.types.map((type) => ({ value: String(type.id), label: type.name }))}
      />
      <ChoiceGroup
        name="zones"
        legend={t("form.regions")}
        required
        options={choices.zones.map((zone) => ({ value: zone.zip, label: zone.label }))}
      />

      <h2 className="lead-form__section-title">{t("form.demandWishes")}</h2>
      <TextField
        name="budget"
        label={t("form.budget")}
        {...number}
        hint={`${t("form.wholeEurosHint")}. ${t("form.budgetHint")}`}
      />
      <div className="lead-form__pair">
        <TextField name="priceMin" label={t("form.priceMin")} {...euros} />
        <TextField name="priceMax" label={t("form.priceMax")} {...euros} />
      </div>
      <div className="lead-form__pair">
        <TextField name="bedroomsMin" label={t("form.bedroomsMin")} {...number} />
        <TextField name="bedroomsMax" label={t("form.bedroomsMax")} {...number} />
      </div>
      <div className="lead-form__pair">
        <TextField name="bathrooms" label={t("form.bathroomsMin")} {...number} />
        <TextField name="garages" label={t("form.garagesMin")} {...number} />
      </div>
      <fieldset className="field field--choices">
        <legend className="field__label">
          {t("form.demandMusts")} <span className="field__optional">{t("form.optional")}</span>
        </legend>
        <div className="field__choices">
          <CheckboxField name="parking" label={t("form.parking")} />
          <CheckboxField name="garden" label={t("form.garden")} />
          <CheckboxField name="terrace" label={t("form.terrace")} />
        </div>
      </fieldset>

      <ChoiceGroup
        name="alertFrequency"
        type="radio"
        legend={t("form.alertFrequency")}
        required
        defaultValue="instant"
        options={[
          { value: "instant", label: t("form.alertFrequency.instant") },
          { value: "daily", label: t("form.alertFrequency.daily") },
        ]}
      />

      <h2 className="lead-form__section-title">{t("form.yourDetails")}</h2>
      <PersonFields />
      <ConsentFields />
    </LeadForm>
  );
}
