import type { ConsoleKey } from "#app/i18n/console/texts.ts";
import { ConsoleField } from "./console-fields.tsx";
import { useConsole } from "./use-console.ts";

/** The message of each refusal of a new password (app/services/staff/password-policy.server.ts), by the field it belongs to. */
const VERDICT_TEXTS = {
  tooShort: "password.tooShort",
  tooLong: "password.tooLong",
  common: "password.common",
  mismatch: "password.mismatch",
} as const satisfies Record<string, ConsoleKey>;

export type PasswordRefusal = keyof typeof VERDICT_TEXTS;

/** A refused new password's error, on the field it concerns: the confirmation for a mismatch, else the password. */
export function passwordRefusalError(verdict: PasswordRefusal, t: (key: ConsoleKey) => string): Record<string, string> {
  return { [verdict === "mismatch" ? "passwordConfirm" : "password"]: t(VERDICT_TEXTS[verdict]) };
}

/** A new password typed twice, with the policy's hint: the password link's page and the account page. */
export function NewPasswordFields({ errors }: { errors: Record<string, string> | undefined }) {
  const { t } = useConsole();
  return (
    <>
      <ConsoleField
        name="password"
        type="password"
        label={t("password.new")}
        hint={t("password.hint")}
        autoComplete="new-password"
        required
        error={errors?.password}
      />
      <ConsoleField
        name="passwordConfirm"
        type="password"
        label={t("password.confirm")}
        autoComplete="new-password"
        required
        error={errors?.passwordConfirm}
      />
    </>
  );
}
