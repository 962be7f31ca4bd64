import { useNavigation } from "react-router";
import { CONSOLE_LOCALES, STAFF_ROLES } from "#app/domain/staff.ts";
import { consolePaths } from "#app/lib/console-paths.ts";
import { ConsoleField, ConsoleSelect, FormError, type ConsoleFormResult } from "../console-fields.tsx";
import { ConsoleForm } from "../console-form.tsx";
import { useConsole } from "../use-console.ts";

/** Inviting a member of staff: the account is made and the mail with its password link sent. */
export function InviteForm({ result }: { result: ConsoleFormResult | undefined }) {
  const { t, locale } = useConsole();
  const busy = useNavigation().state === "submitting";
  const values = result?.values ?? {};
  return (
    <section className="console-panel console-staff__invite" aria-labelledby="staff-invite">
      <h2 id="staff-invite">{t("staff.invite.title")}</h2>
      <p className="console-field__hint">{t("staff.invite.explain")}</p>
      <ConsoleForm action={consolePaths.staff} className="console-form" noValidate>
        <input type="hidden" name="intent" value="invite" />
        <FormError error={result?.errors?.[""]} />
        <div className="console-staff__fields">
          <ConsoleField
            name="email"
            type="email"
            label={t("staff.email")}
            autoComplete="off"
            required
            maxLength={254}
            defaultValue={values.email}
            error={result?.errors?.email}
          />
          <ConsoleField
            name="name"
            label={t("staff.name")}
            autoComplete="off"
            required
            maxLength={100}
            defaultValue={values.name}
            error={result?.errors?.name}
          />
          <ConsoleSelect
            name="role"
            label={t("staff.role")}
            defaultValue={values.role ?? "agent"}
            options={STAFF_ROLES.map((role) => ({ value: role, label: t(`console.role.${role}`) }))}
          />
          <ConsoleSelect
            name="locale"
            label={t("staff.language")}
            defaultValue={values.locale ?? locale}
            options={CONSOLE_LOCALES.map((code) => ({ value: code, label: t(`console.language.${code}`) }))}
          />
        </div>
        <button type="submit" className="button" disabled={busy}>
          {t("staff.invite.submit")}
        </button>
      </ConsoleForm>
    </section>
  );
}
