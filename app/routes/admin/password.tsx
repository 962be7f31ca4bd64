import { data, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/password";
import { consolePaths } from "#app/lib/console-paths.ts";
import { consoleTranslator } from "#app/i18n/console/texts.ts";
import { readForm } from "#app/services/leads/lead-form.server.ts";
import { choosePasswordWithLink } from "#app/services/staff/password.server.ts";
import { staffTokenHolder } from "#app/services/staff/tokens.server.ts";
import { clearedStaffSessionCookie } from "#app/services/staff/sessions.server.ts";
import { ConsoleForm } from "#app/components/admin/console-form.tsx";
import { FormError, type ConsoleFormResult } from "#app/components/admin/console-fields.tsx";
import { ConsoleNotice, ConsolePage } from "#app/components/admin/console-page.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import { NewPasswordFields, passwordRefusalError } from "#app/components/admin/new-password-fields.tsx";
import { CONSOLE_HEADERS, isHttps, requestConsoleLocale } from "./console.server.ts";

/**
 * The page of a password link (an invitation, a reset; decision 0051): a new password typed twice,
 * checked against the policy (12 characters, not a common password). The link works once, for an
 * hour; a spent or expired one says so (410) and asks for another.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const holder = await staffTokenHolder(context.db, params.token);
  return data(
    { email: holder?.email ?? null },
    { status: holder ? 200 : 410, headers: { ...CONSOLE_HEADERS, "Referrer-Policy": "no-referrer" } },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const t = consoleTranslator(requestConsoleLocale(request));
  const form = await readForm(request);
  const password = form?.get("password");
  const confirmation = form?.get("passwordConfirm");
  if (typeof password !== "string" || typeof confirmation !== "string" || !password)
    return data<ConsoleFormResult>(
      { errors: { password: t("password.tooShort") } },
      { status: 400, headers: CONSOLE_HEADERS },
    );
  const choice = await choosePasswordWithLink(context.db, params.token, password, confirmation);
  if (choice.kind === "invalid-link")
    return data<ConsoleFormResult>(
      { errors: { "": t("password.linkInvalid") } },
      { status: 410, headers: CONSOLE_HEADERS },
    );
  if (choice.kind === "refused")
    return data<ConsoleFormResult>(
      { errors: passwordRefusalError(choice.verdict, t) },
      { status: 400, headers: CONSOLE_HEADERS },
    );
  context.logger?.info({ staffId: choice.staffId }, "staff password set");
  return redirect(`${consolePaths.login}?done=password`, {
    status: 303,
    headers: { ...CONSOLE_HEADERS, "Set-Cookie": clearedStaffSessionCookie(isHttps(request)) },
  });
}

export default function StaffPasswordPage() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useConsole();
  const busy = useNavigation().state === "submitting";
  return (
    <ConsolePage title={t("password.title")}>
      <div className="console-narrow">
        {email === null ? (
          <ConsoleNotice tone="error">{t("password.linkInvalid")}</ConsoleNotice>
        ) : (
          <ConsoleForm className="console-form" noValidate>
            <p>{t("password.for", { email })}</p>
            {/* For password managers: the account this password belongs to. */}
            <input type="hidden" name="username" autoComplete="username" value={email} />
            <FormError error={result?.errors?.[""]} />
            <NewPasswordFields errors={result?.errors} />
            <button type="submit" className="button" disabled={busy}>
              {t("password.submit")}
            </button>
          </ConsoleForm>
        )}
      </div>
    </ConsolePage>
  );
}
