import { useNavigation } from "react-router";
import { CONSOLE_LOCALES, STAFF_ROLES } from "#app/domain/staff.ts";
import { consolePaths } from "#app/lib/console-paths.ts";
import { ConsoleField, ConsoleSelect, FormError, type ConsoleFormResult } from "../console-fields.tsx";
import { ConsoleForm } from "../console-form.tsx";
import { useConsole } from "../use-console.ts";
import type { StaffRow } from "./staff-table.tsx";

/** A person's name, role and console language. */
export function ProfileForm({ member, result }: { member: StaffRow; result: ConsoleFormResult | undefined }) {
  const { t } = useConsole();
  const busy = useNavigation().state === "submitting";
  return (
    <ConsoleForm action={consolePaths.staffMember(member.id)} className="console-form" noValidate>
      <input type="hidden" name="intent" value="profile" />
      <FormError error={result?.errors?.[""]} />
      <ConsoleField
        name="name"
        label={t("staff.name")}
        autoComplete="off"
        required
        maxLength={100}
        defaultValue={result?.values?.name ?? member.name}
        error={result?.errors?.name}
      />
      <ConsoleSelect
        name="role"
        label={t("staff.role")}
        defaultValue={result?.values?.role ?? member.role}
        options={STAFF_ROLES.map((role) => ({ value: role, label: t(`console.role.${role}`) }))}
      />
      <ConsoleSelect
        name="locale"
        label={t("staff.language")}
        defaultValue={result?.values?.locale ?? member.locale}
        options={CONSOLE_LOCALES.map((code) => ({ value: code, label: t(`console.language.${code}`) }))}
      />
      <button type="submit" className="button" disabled={busy}>
        {t("console.save")}
      </button>
    </ConsoleForm>
  );
}

/** What opens the console for a person: a password link, the second factor, the account itself. */
export function AccessActions({ member, result }: { member: StaffRow; result: ConsoleFormResult | undefined }) {
  const { t } = useConsole();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="console-staff__actions">
      <FormError error={result?.errors?.[""]} />
      {member.disabled ? null : (
        <ConsoleForm action={consolePaths.staffMember(member.id)} className="console-staff__action">
          <input type="hidden" name="intent" value="password-link" />
          <button type="submit" className="button button--ghost" disabled={busy}>
            {t(member.hasPassword ? "staff.member.passwordLink" : "staff.member.inviteAgain")}
          </button>
          <p className="console-field__hint">{t("staff.member.linkExplain", { email: member.email })}</p>
        </ConsoleForm>
      )}
      {member.hasSecondFactor ? (
        <ConsoleForm action={consolePaths.staffMember(member.id)} className="console-staff__action">
          <input type="hidden" name="intent" value="second-factor" />
          <button type="submit" className="button button--ghost" disabled={busy}>
            {t("staff.member.resetSecondFactor")}
          </button>
          <p className="console-field__hint">{t("staff.member.resetSecondFactorExplain")}</p>
        </ConsoleForm>
      ) : null}
      <ConsoleForm action={consolePaths.staffMember(member.id)} className="console-staff__action">
        <input type="hidden" name="intent" value={member.disabled ? "enable" : "disable"} />
        <button type="submit" className="button button--ghost" disabled={busy}>
          {t(member.disabled ? "staff.member.enable" : "staff.member.disable")}
        </button>
        {member.disabled ? null : <p className="console-field__hint">{t("staff.member.disableExplain")}</p>}
      </ConsoleForm>
    </div>
  );
}
