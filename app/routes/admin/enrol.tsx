import { data, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/enrol";
import { consolePaths } from "#app/lib/console-paths.ts";
import { consoleTranslator } from "#app/i18n/console/texts.ts";
import { readForm } from "#app/services/leads/lead-form.server.ts";
import { confirmEnrolment, startEnrolment } from "#app/services/staff/second-factor.server.ts";
import { completeStaffSession, validCsrfToken } from "#app/services/staff/sessions.server.ts";
import { ConsoleField, type ConsoleFormResult } from "#app/components/admin/console-fields.tsx";
import { ConsoleForm } from "#app/components/admin/console-form.tsx";
import { ConsolePage } from "#app/components/admin/console-page.tsx";
import { RecoveryCodes } from "#app/components/admin/recovery-codes.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import { CONSOLE_HEADERS, CSRF_FIELD, currentStaff, field } from "./console.server.ts";

/**
 * Setting up a TOTP app (decision 0051): the QR code (and its key, for typing), then a code from
 * the app proves it; the recovery codes are shown once. A manager without an app comes here right
 * after the password (their session opens nothing else until it is done); an agent may come from
 * their account page.
 */
async function enrollingPerson(context: Route.LoaderArgs["context"], request: Request) {
  const found = await currentStaff(context, request);
  if (!found) throw redirect(`${consolePaths.login}?done=ended`, { status: 303, headers: CONSOLE_HEADERS });
  if (found.member.hasSecondFactor)
    throw redirect(found.session.complete ? consolePaths.account : consolePaths.secondFactor, {
      status: 303,
      headers: CONSOLE_HEADERS,
    });
  return found;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { member, session } = await enrollingPerson(context, request);
  const enrolment = await startEnrolment(context.db, member, context.content.siteInfo.name);
  return data(
    { secret: enrolment.secret, qrSvg: enrolment.qrSvg, required: !session.complete },
    { headers: CONSOLE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { member, session } = await enrollingPerson(context, request);
  const t = consoleTranslator(member.locale);
  const form = await readForm(request);
  if (!form || !validCsrfToken(session.sessionId, form.get(CSRF_FIELD)))
    throw data({ reason: "invalid-request" }, { status: 403, headers: CONSOLE_HEADERS });
  const codes = await confirmEnrolment(context.db, member.id, field(form, "code"), {
    id: member.id,
    email: member.email,
  });
  if (!codes)
    return data<ConsoleFormResult & { codes?: string[] }>(
      { errors: { code: t("code.wrong") } },
      { status: 400, headers: CONSOLE_HEADERS },
    );
  if (!session.complete) await completeStaffSession(context.db, session.sessionId);
  context.logger?.info({ staffId: member.id }, "staff second factor set up");
  return data<ConsoleFormResult & { codes?: string[] }>({ codes }, { headers: CONSOLE_HEADERS });
}

export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: {
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}) {
  // After the code is accepted the page shows the recovery codes; its loader (a new secret) must not run again.
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export default function EnrolPage() {
  const { secret, qrSvg, required } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useConsole();
  const busy = useNavigation().state === "submitting";
  if (result?.codes) return <RecoveryCodes codes={result.codes} continueHref={consolePaths.home} />;
  return (
    <ConsolePage title={t("enrol.title")}>
      <div className="console-narrow">
        {required ? <p>{t("enrol.required")}</p> : null}
        <ol className="console-steps">
          <li>
            <p>{t("enrol.step1")}</p>
            {/* The QR code is an SVG made on the server from the otpauth:// address (qrcode library). */}
            <div
              className="console-qr"
              role="img"
              aria-label={t("enrol.qrAlt")}
              dangerouslySetInnerHTML={{ __html: qrSvg }}
            />
            <p>
              {t("enrol.manual")} <code className="console-secret">{secret.replace(/(.{4})/g, "$1 ").trim()}</code>
            </p>
          </li>
          <li>
            <ConsoleForm className="console-form" noValidate>
              <ConsoleField
                name="code"
                label={t("enrol.step2")}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={7}
                required
                error={result?.errors?.code}
              />
              <button type="submit" className="button" disabled={busy}>
                {t("enrol.submit")}
              </button>
            </ConsoleForm>
          </li>
        </ol>
      </div>
    </ConsolePage>
  );
}
