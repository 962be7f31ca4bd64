import { useRootData, useT } from "#app/components/layout/use-shell.ts";
import { interpolateParts } from "#app/i18n/interpolate.ts";
import { CheckboxField, SelectField, TextField } from "./fields.tsx";

/**
 * The person fields every form with personal data asks (spec §3, §5): title (Mr, Ms, Miss;
 * required), first and last name, e-mail and phone, with the autocomplete tokens browsers fill in.
 */
export function PersonFields({ phoneRequired = true }: { phoneRequired?: boolean }) {
  const t = useT();
  return (
    <div className="lead-form__person">
      <SelectField
        name="title"
        label={t("form.title")}
        required
        autoComplete="honorific-prefix"
        options={[
          { value: "mr", label: t("form.titleMr") },
          { value: "ms", label: t("form.titleMs") },
          { value: "miss", label: t("form.titleMiss") },
        ]}
      />
      <TextField name="firstName" label={t("form.firstName")} required autoComplete="given-name" maxLength={80} />
      <TextField name="lastName" label={t("form.lastName")} required autoComplete="family-name" maxLength={80} />
      <TextField
        name="email"
        label={t("form.email")}
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        maxLength={254}
      />
      <TextField
        name="phone"
        label={t("form.phone")}
        type="tel"
        required={phoneRequired}
        autoComplete="tel"
        inputMode="tel"
        maxLength={30}
      />
    </div>
  );
}

/**
 * The privacy statement box (unticked, required; its label links to the statement) and the
 * newsletter opt-in (unticked, optional).
 */
export function ConsentFields({ newsletter = true }: { newsletter?: boolean }) {
  const t = useT();
  const { privacyHref } = useRootData().shell;
  const label = interpolateParts(t("form.privacyConsent"), {
    privacyLink: (
      <a key="privacy" href={privacyHref} target="_blank" rel="noopener">
        {t("form.privacyLinkText")}
        <span className="visually-hidden"> {t("shell.opensInNewTab")}</span>
      </a>
    ),
  });
  return (
    <div className="lead-form__consent">
      <CheckboxField name="privacyConsent" label={<>{label}</>} required />
      {newsletter ? <CheckboxField name="newsletter" label={t("form.newsletterOptIn")} /> : null}
    </div>
  );
}
