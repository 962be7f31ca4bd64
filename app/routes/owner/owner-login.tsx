import { data, redirect } from "react-router";
import type { Route } from "./+types/owner-login";
import { keepPageAfterRefusedPost, privateFormHeaders } from "#app/routes/route-exports.ts";
import { PageFrame } from "#app/components/layout/page-frame.tsx";
import { OwnerLoginForm, OWNER_LOGIN_FORM } from "#app/components/owner/owner-forms.tsx";
import { ownerLoginSchema } from "#app/domain/forms/owner.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { parseSubmission, formValues } from "#app/lib/form-submission.ts";
import { CAPTCHA_FIELD } from "#app/lib/form-fields.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { readForm } from "#app/services/leads/lead-form.server.ts";
import { newQuestionChallenge } from "#app/services/leads/question-challenge.server.ts";
import { attemptLogin } from "#app/services/owners/login.server.ts";
import { sessionCookie } from "#app/services/owners/sessions.server.ts";
import { pageRoute } from "#app/i18n/page-route.server.ts";
import { formPage } from "#app/routes/forms/form-page.server.ts";
import { currentOwner, isHttps, ownerFormFailure, PRIVATE_HEADERS } from "#app/routes/owner/owner-page.server.ts";
import formStyles from "#app/styles/forms.css?url";
import ownerStyles from "#app/styles/owner.css?url";
import { useT } from "#app/components/layout/use-shell.ts";

/**
 * The owner login (route key `login`, spec §1 /login/): e-mail and password. A wrong password and
 * an unknown e-mail get the same answer (spec §8 "the username or password are not correct"),
 * in the same time; after settings.rateLimits.login failures from the address, attempts answer
 * 429 with a growing wait; after as many for the account, its login needs the captcha (400 asking
 * for it, the password unchecked) rather than a wait (docs/decisions/0015). A good login starts a new session and goes to the
 * dashboard. Already logged in: straight to the dashboard.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: formStyles },
  { rel: "stylesheet", href: ownerStyles },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await formPage(context, request, "login");
  if (await currentOwner(context, request))
    throw redirect(routePath(context.content.routes.routes, "owner-dashboard", page.locale), {
      status: 303,
      headers: PRIVATE_HEADERS,
    });
  const notice = new URL(request.url).searchParams.get("done");
  return data(
    {
      ...page,
      seo: { ...page.seo, robots: "noindex, follow" },
      notice:
        notice === "logout"
          ? ("owner.loggedOut" as const)
          : notice === "reset"
            ? ("owner.passwordChanged" as const)
            : null,
      forgotHref: routePath(context.content.routes.routes, "password-reset-request", page.locale),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = pageRoute(context, request, "login");
  const formData = await readForm(request);
  if (!formData) return ownerFormFailure(OWNER_LOGIN_FORM, locale, {}, { "": { key: "error.invalidRequest" } }, 400);
  const values = formValues(formData);
  const guard = context.formGuard;
  if (guard?.rateLimited) {
    return ownerFormFailure(OWNER_LOGIN_FORM, locale, values, { "": { key: "error.tooManyRequests" } }, 429, {
      "Retry-After": String(guard.retryAfterSeconds),
    });
  }
  const submission = parseSubmission(ownerLoginSchema, values);
  if (!submission.ok) return ownerFormFailure(OWNER_LOGIN_FORM, locale, values, submission.errors, 400);

  const outcome = await attemptLogin(
    context.db,
    { ...submission.value, address: context.clientAddress ?? "", proof: values },
    context.content.settings.rateLimits.login,
  );
  // The captcha with the server's question for a browser without JavaScript (decision 0032).
  const captcha = async () => ({ captcha: true as const, challenge: await newQuestionChallenge(context.db, locale) });
  if (outcome.kind === "throttled") {
    const wait = outcome.waitSeconds;
    return ownerFormFailure(
      OWNER_LOGIN_FORM,
      locale,
      values,
      { "": { key: "owner.tooManyAttempts", params: { minutes: Math.ceil(wait / 60) } } },
      429,
      { "Retry-After": String(wait) },
    );
  }
  if (outcome.kind === "captcha") {
    return ownerFormFailure(
      OWNER_LOGIN_FORM,
      locale,
      values,
      { [CAPTCHA_FIELD]: { key: "owner.captchaRequired" } },
      400,
      {},
      await captcha(),
    );
  }
  if (outcome.kind === "refused") {
    context.logger?.info({ form: OWNER_LOGIN_FORM }, "owner login failed");
    return ownerFormFailure(
      OWNER_LOGIN_FORM,
      locale,
      values,
      { "": { key: "error.wrongCredentials" } },
      400,
      {},
      outcome.captchaRequired ? await captcha() : undefined,
    );
  }
  const { owner, sessionId } = outcome;
  context.logger?.info({ ownerId: owner.id }, "owner logged in");
  return redirect(routePath(context.content.routes.routes, "owner-dashboard", locale), {
    status: 303,
    headers: { ...PRIVATE_HEADERS, "Set-Cookie": sessionCookie(sessionId, isHttps(request)) },
  });
}

export const shouldRevalidate = keepPageAfterRefusedPost;

export const headers = privateFormHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function OwnerLoginPage({ loaderData }: Route.ComponentProps) {
  const { view, breadcrumb, notice, forgotHref } = loaderData;
  const t = useT();
  return (
    <PageFrame view={view} breadcrumb={breadcrumb} className="page--form page--owner">
      {notice ? (
        <p className="owner-notice" role="status">
          {t(notice)}
        </p>
      ) : null}
      {view.description ? <p className="page__lead">{view.description}</p> : null}
      <OwnerLoginForm forgotHref={forgotHref} />
    </PageFrame>
  );
}
