import { useT } from "#app/components/layout/use-shell.ts";
import { ConsentFields, PersonFields } from "./contact-fields.tsx";
import { SelectField, TextAreaField, TextField } from "./fields.tsx";
import { LeadForm } from "./lead-form.tsx";

/** The form's id on the free valuation page (posted as `form`). */
export const FREE_VALUATION_FORM = "free-valuation";

/**
 * Ask for a free valuation (spec §2, §5): the property's address (street, number, box, postal code,
 * city) and type, a remark, the person and the consents.
 */
export function FreeValuationForm({ types }: { types: { id: number; name: string }[] }) {
  const t = useT();
  const typeIds = types.map((type) => type.id);
  return (
    <LeadForm
      id={FREE_VALUATION_FORM}
      schema={() => import("#app/domain/forms/free-valuation.ts").then((m) => m.freeValuationSchema(typeIds))}
    >
      <fieldset className="lead-form__group">
        <legend>{t("form.propertyAddress")}</legend>
        <div className="lead-form__address">
          <TextField
            name="street"
            label={t("form.street")}
            required
            autoComplete="address-line1"
            maxLength={120}
            className="lead-form__street"
          />
          <TextField name="houseNumber" label={t("form.houseNumber")} maxLength={10} />
          <TextField name="box" label={t("form.box")} maxLength={10} />
          <TextField
            name="zip"
            label={t("form.zip")}
            required
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={4}
          />
          <TextField
            name="city"
            label={t("form.city")}
            required
            autoComplete="address-level2"
            maxLength={80}
            className="lead-form__city"
          />
        </div>
        <SelectField
          name="propertyType"
          label={t("form.propertyType")}
          required
          placeholder={t("form.choosePropertyType")}
          options={types.map((type) => ({ value: String(type.id), label: type.name }))}
        />
      </fieldset>
      <TextAreaField name="remark" label={t("form.remark")} maxLength={4000} />
      <fieldset className="lead-form__group">
        <legend>{t("form.yourDetails")}</legend>
        <PersonFields />
      </fieldset>
      <ConsentFields />
    </LeadForm>
  );
}
