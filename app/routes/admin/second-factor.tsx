import { data, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/second-factor";
import { consolePaths } from "#app/lib/console-paths.ts";
import { consoleTranslator } from "#app/i18n/console/texts.ts";
import { readForm } from "#app/services/leads/lead-form.server.ts";
import { attemptSecondFactor } from "#app/services/staff/login.server.ts";
import { recoveryCodesLeft } from "#app/services/staff/second-factor.server.ts";
import { clearedStaffSessionCookie } from "#app/services/staff/sessions.server.ts";
import { ConsoleForm } from "#app/components/admin/console-form.tsx";
import { ConsoleField, FormError, type ConsoleFormResult } from "#app/components/admin/console-fields.tsx";
import { ConsolePage } from "#app/components/admin/console-page.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import { CONSOLE_HEADERS, currentStaff, field, isHttps } from "./console.server.ts";

/**
 * The second step of a login with a TOTP app (decision 0051): the app's code or a recovery code.
 * Only a partial session (a good password, minutes ago) reaches it; wrong codes count as failed
 * logins, and too many end the partial session.
 */
async function partialSession(context: Route.LoaderArgs["context"], request: Request) {
  const found = await currentStaff(context, request);
  if (!found) throw redirect(`${consolePaths.login}?done=ended`, { status: 303, headers: CONSOLE_HEADERS });
  if (found.session.complete) throw redirect(consolePaths.home, { status: 303, headers: CONSOLE_HEADERS });
  if (!found.member.hasSecondFactor) throw redirect(consolePaths.enrol, { status: 303, headers: CONSOLE_HEADERS });
  return found;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await partialSession(context, request);
  return data(null, { headers: CONSOLE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { session, member } = await partialSession(context, request);
  const t = consoleTranslator(member.locale);
  const form = await readForm(request);
  const code = form ? field(form, "code") : "";
  if (!code || code.length > 64)
    return data<ConsoleFormResult>(
      { errors: { code: t("login.required") } },
      { status: 400, headers: CONSOLE_HEADERS },
    );
  const outcome = await attemptSecondFactor(
    context.db,
    { sessionId: session.sessionId, member, code, address: context.clientAddress ?? "" },
    context.content.settings.rateLimits.login,
  );
  if (outcome.kind === "ended")
    throw redirect(`${consolePaths.login}?done=ended`, {
      status: 303,
      headers: { ...CONSOLE_HEADERS, "Set-Cookie": clearedStaffSessionCookie(isHttps(request)) },
    });
  if (outcome.kind === "refused")
    return data<ConsoleFormResult>({ errors: { code: t("code.wrong") } }, { status: 400, headers: CONSOLE_HEADERS });
  context.logger?.info({ staffId: member.id, method: outcome.method }, "staff logged in");
  // A recovery code spent: the person is told how many are left, on their account page.
  const left = outcome.method === "recovery" ? await recoveryCodesLeft(context.db, member.id) : null;
  return redirect(left !== null && left <= 3 ? `${consolePaths.account}?codes=${left}` : consolePaths.home, {
    status: 303,
    headers: CONSOLE_HEADERS,
  });
}

export default function SecondFactorPage() {
  const result = useActionData<typeof action>();
  const { t } = useConsole();
  const busy = useNavigation().state === "submitting";
  return (
    <ConsolePage title={t("code.title")}>
      <div className="console-narrow">
        <p>{t("code.explain")}</p>
        <ConsoleForm className="console-form" noValidate>
          <FormError error={result?.errors?.[""]} />
          <ConsoleField
            name="code"
            label={t("code.label")}
            autoComplete="one-time-code"
            inputMode="text"
            required
            autoFocus
            maxLength={64}
            error={result?.errors?.code}
          />
          <button type="submit" className="button" disabled={busy}>
            {t("code.submit")}
          </button>
        </ConsoleForm>
      </div>
    </ConsolePage>
  );
}
