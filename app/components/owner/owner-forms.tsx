import { useEffect, useRef, type ReactNode } from "react";
import { useActionData } from "react-router";
import { useT } from "#app/components/layout/use-shell.ts";
import { TextField } from "#app/components/forms/fields.tsx";
import { LeadForm } from "#app/components/forms/lead-form.tsx";

/**
 * The owner portal's forms, on the site's form frame (LeadForm: works without JavaScript, the
 * same zod schema checks it first in the browser, errors in a summary and next to their fields).
 */
export const OWNER_LOGIN_FORM = "owner-login";
export const PASSWORD_FORGOT_FORM = "password-forgot";
export const NEW_PASSWORD_FORM = "new-password";

const ownerSchemas = () => import("#app/domain/forms/owner.ts");

/**
 * After a refused post the password fields are emptied, as a page without JavaScript shows them
 * (the server never sends a password back): nothing typed stays on a shared screen.
 */
function ClearsPasswords({ children }: { children: ReactNode }) {
  const actionData: unknown = useActionData();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!actionData) return;
    for (const input of ref.current?.querySelectorAll<HTMLInputElement>('input[type="password"]') ?? [])
      input.value = "";
  }, [actionData]);
  return <div ref={ref}>{children}</div>;
}

export function OwnerLoginForm({ forgotHref }: { forgotHref: string }) {
  const t = useT();
  return (
    <>
      <ClearsPasswords>
        {/* The captcha is offered (solved as the owner types) but the server asks for it only on an account that failed too often (docs/decisions/0015). */}
        <LeadForm
          id={OWNER_LOGIN_FORM}
          submitLabel={t("owner.submit")}
          schema={() => ownerSchemas().then((m) => m.ownerLoginSchema)}
          className="owner-form"
        >
          <TextField
            name="email"
            label={t("owner.email")}
            type="email"
            required
            autoComplete="username"
            inputMode="email"
            maxLength={254}
          />
          <TextField
            name="password"
            label={t("owner.password")}
            type="password"
            required
            autoComplete="current-password"
            maxLength={128}
          />
        </LeadForm>
      </ClearsPasswords>
      <p className="owner-form__aside">
        <a href={forgotHref}>{t("owner.forgotPassword")}</a>
      </p>
    </>
  );
}

export function PasswordForgotForm() {
  const t = useT();
  return (
    <LeadForm
      id={PASSWORD_FORGOT_FORM}
      submitLabel={t("owner.resetSubmit")}
      schema={() => ownerSchemas().then((m) => m.passwordResetRequestSchema)}
      className="owner-form"
      captcha={false}
    >
      <TextField
        name="email"
        label={t("owner.email")}
        type="email"
        required
        autoComplete="username"
        inputMode="email"
        maxLength={254}
      />
    </LeadForm>
  );
}

/** `passwordMin` comes with the page's data: the schema module (and zod) loads only when the form is used. */
export function NewPasswordForm({ passwordMin }: { passwordMin: number }) {
  const t = useT();
  return (
    <ClearsPasswords>
      <LeadForm
        id={NEW_PASSWORD_FORM}
        submitLabel={t("owner.savePassword")}
        schema={() => ownerSchemas().then((m) => m.newPasswordSchema)}
        className="owner-form"
        captcha={false}
      >
        <TextField
          name="password"
          label={t("owner.newPassword")}
          type="password"
          required
          autoComplete="new-password"
          hint={t("owner.passwordHint", { min: passwordMin })}
          maxLength={128}
        />
        <TextField
          name="passwordConfirm"
          label={t("form.passwordConfirm")}
          type="password"
          required
          autoComplete="new-password"
          maxLength={128}
        />
      </LeadForm>
    </ClearsPasswords>
  );
}
