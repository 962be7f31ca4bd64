import { useT } from "#app/components/layout/use-shell.ts";
import { AmountFields } from "./amount-fields.tsx";
import { ConsentFields, PersonFields } from "./contact-fields.tsx";
import { TextAreaField, TextField } from "./fields.tsx";
import { LeadForm } from "./lead-form.tsx";

/** The form's id on its page (posted as `form`). */
export const PURCHASE_OFFER_FORM = "purchase-offer";

/**
 * A purchase offer (spec §3, §5, §9): the buyer and an optional second buyer, the amount in figures
 * and words, how long the offer stands, where and when it is signed, its suspensive conditions,
 * and the deposit notice (a percentage to the agent's third-party account).
 */
export function PurchaseOfferForm({
  depositPercent,
  account,
  today,
}: {
  depositPercent: number;
  account: string;
  today: string;
}) {
  const t = useT();
  return (
    <LeadForm
      id={PURCHASE_OFFER_FORM}
      className="lead-form--sections"
      schema={() => import("#app/domain/forms/purchase-offer.ts").then((m) => m.purchaseOfferSchema)}
      initialValues={{ signDate: today }}
    >
      <h2 className="lead-form__section-title">{t("form.person1")}</h2>
      <PersonFields />

      <h2 className="lead-form__section-title">
        {t("form.person2")} <span className="field__optional">{t("form.optional")}</span>
      </h2>
      <p className="field__hint">{t("form.person2Hint")}</p>
      <div className="lead-form__pair">
        <TextField name="person2FirstName" label={t("form.firstName")} autoComplete="off" maxLength={80} />
        <TextField name="person2LastName" label={t("form.lastName")} autoComplete="off" maxLength={80} />
      </div>
      <div className="lead-form__pair">
        <TextField
          name="person2Email"
          label={t("form.email")}
          type="email"
          autoComplete="off"
          inputMode="email"
          maxLength={254}
        />
        <TextField
          name="person2Phone"
          label={t("form.phone")}
          type="tel"
          autoComplete="off"
          inputMode="tel"
          maxLength={30}
        />
      </div>

      <h2 className="lead-form__section-title">{t("form.offerAmount")}</h2>
      <AmountFields />
      <p className="notice lead-form__notice">{t("form.depositNotice", { percent: depositPercent, account })}</p>

      <h2 className="lead-form__section-title">{t("form.offerValidity")}</h2>
      <div className="lead-form__pair">
        <TextField name="startDate" label={t("form.startDate")} type="date" required />
        <TextField name="endDate" label={t("form.endDate")} type="date" required />
      </div>

      <h2 className="lead-form__section-title">{t("form.offerSigning")}</h2>
      <div className="lead-form__pair">
        <TextField name="place" label={t("form.place")} required autoComplete="address-level2" maxLength={80} />
        <TextField name="signDate" label={t("form.signDate")} type="date" required />
      </div>
      <TextAreaField name="conditions" label={t("form.conditions")} maxLength={4000} hint={t("form.conditionsHint")} />

      <ConsentFields />
    </LeadForm>
  );
}
