import { data, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { CONSOLE_LOCALES } from "#app/domain/staff.ts";
import { consoleTranslator } from "#app/i18n/console/texts.ts";
import { consolePaths } from "#app/lib/console-paths.ts";
import { formValues } from "#app/lib/form-submission.ts";
import { QUESTION_ANSWER_FIELD, QUESTION_TOKEN_FIELD } from "#app/lib/form-fields.ts";
import { readForm } from "#app/services/leads/lead-form.server.ts";
import { newQuestionChallenge, type QuestionChallenge } from "#app/services/leads/question-challenge.server.ts";
import { attemptStaffLogin } from "#app/services/staff/login.server.ts";
import { staffSessionCookie } from "#app/services/staff/sessions.server.ts";
import { ConsoleForm } from "#app/components/admin/console-form.tsx";
import { ConsoleField, FormError, type ConsoleFormResult } from "#app/components/admin/console-fields.tsx";
import { ConsoleNotice, ConsolePage } from "#app/components/admin/console-page.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import {
  CONSOLE_HEADERS,
  currentStaff,
  field,
  isHttps,
  languageCookie,
  requestConsoleLocale,
  safeNext,
} from "./console.server.ts";

/**
 * The console's login (decision 0051): e-mail and password, with the owner portal's throttle and
 * captcha rules (app/services/staff/login.server.ts); the captcha is the server's question, so the
 * page needs no script. A good password goes on to the second factor (or its set-up, for a
 * manager without one), else to the page asked for.
 */
const NOTICES = { logout: "login.loggedOut", password: "login.passwordSet", ended: "login.sessionEnded" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const found = await currentStaff(context, request);
  if (found?.session.complete)
    throw redirect(safeNext(url.searchParams.get("next")) ?? consolePaths.home, {
      status: 303,
      headers: CONSOLE_HEADERS,
    });
  const done = url.searchParams.get("done");
  return data(
    { notice: done && done in NOTICES ? NOTICES[done as keyof typeof NOTICES] : null },
    { headers: CONSOLE_HEADERS },
  );
}

type LoginResult = ConsoleFormResult & { challenge?: QuestionChallenge };

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestConsoleLocale(request);
  const t = consoleTranslator(locale);
  const refuse = (errors: Record<string, string>, status: number, extra: Partial<LoginResult> = {}, headers = {}) =>
    data<LoginResult>(
      { errors, values: { email: typeof values.email === "string" ? values.email : "" }, ...extra },
      { status, headers: { ...CONSOLE_HEADERS, ...headers } },
    );
  const form = await readForm(request);
  const values = form ? formValues(form) : {};
  if (!form) return refuse({ "": t("console.invalidRequest") }, 400);
  const email = field(form, "email");
  const password = form.get("password");
  if (!email || typeof password !== "string" || !password || password.length > 1024)
    return refuse(
      {
        ...(email ? {} : { email: t("login.required") }),
        ...(typeof password === "string" && password ? {} : { password: t("login.required") }),
      },
      400,
    );
  const outcome = await attemptStaffLogin(
    context.db,
    { email, password, address: context.clientAddress ?? "", proof: values },
    context.content.settings.rateLimits.login,
  );
  const question = async () => ({ challenge: await newQuestionChallenge(context.db, locale) });
  if (outcome.kind === "throttled")
    return refuse(
      { "": t("login.throttled", { minutes: Math.ceil(outcome.waitSeconds / 60) }) },
      429,
      {},
      {
        "Retry-After": String(outcome.waitSeconds),
      },
    );
  if (outcome.kind === "captcha") return refuse({ [QUESTION_ANSWER_FIELD]: t("login.captcha") }, 400, await question());
  if (outcome.kind === "refused") {
    context.logger?.info("staff login failed");
    return refuse({ "": t("login.wrong") }, 400, outcome.captchaRequired ? await question() : {});
  }
  context.logger?.info({ staffId: outcome.member.id }, "staff password accepted");
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const target =
    outcome.next === "second-factor"
      ? consolePaths.secondFactor
      : outcome.next === "enrol"
        ? consolePaths.enrol
        : (next ?? consolePaths.home);
  const headers = new Headers(CONSOLE_HEADERS);
  headers.append("Set-Cookie", staffSessionCookie(outcome.sessionId, isHttps(request)));
  headers.append("Set-Cookie", languageCookie(outcome.member.locale, isHttps(request)));
  return redirect(target, { status: 303, headers });
}

export default function ConsoleLogin() {
  const { notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, locale } = useConsole();
  const busy = useNavigation().state === "submitting";
  return (
    <ConsolePage title={t("login.title")}>
      <div className="console-narrow">
        {notice ? <ConsoleNotice>{t(notice)}</ConsoleNotice> : null}
        <ConsoleForm className="console-form" noValidate>
          <FormError error={result?.errors?.[""]} />
          <ConsoleField
            name="email"
            type="email"
            label={t("login.email")}
            autoComplete="username"
            required
            defaultValue={result?.values?.email}
            error={result?.errors?.email}
          />
          <ConsoleField
            name="password"
            type="password"
            label={t("login.password")}
            autoComplete="current-password"
            required
            error={result?.errors?.password}
          />
          {result?.challenge ? (
            <>
              <input type="hidden" name={QUESTION_TOKEN_FIELD} value={result.challenge.token} />
              <ConsoleField
                name={QUESTION_ANSWER_FIELD}
                label={t("login.question", { question: result.challenge.question })}
                autoComplete="off"
                required
                error={result.errors?.[QUESTION_ANSWER_FIELD]}
              />
            </>
          ) : null}
          <button type="submit" className="button" disabled={busy}>
            {t("login.submit")}
          </button>
        </ConsoleForm>
        <nav className="console-languages" aria-label={t("login.languages")}>
          <ul>
            {CONSOLE_LOCALES.map((code) => (
              <li key={code}>
                <Link
                  to={`?lang=${code}`}
                  lang={code}
                  hrefLang={code}
                  aria-current={code === locale ? "true" : undefined}
                  reloadDocument
                >
                  {t(`console.language.${code}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </ConsolePage>
  );
}
