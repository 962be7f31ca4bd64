import { data, redirect } from "react-router";
import type { Route } from "./+types/owner-password-forgot";
import { keepPageAfterRefusedPost, privateFormHeaders } from "#app/routes/route-exports.ts";
import { PageFrame } from "#app/components/layout/page-frame.tsx";
import { PASSWORD_FORGOT_FORM, PasswordForgotForm } from "#app/components/owner/owner-forms.tsx";
import { passwordResetRequestSchema } from "#app/domain/forms/owner.ts";
import { getMessages } from "#app/i18n/translate.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { formValues, parseSubmission } from "#app/lib/form-submission.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { readForm } from "#app/services/leads/lead-form.server.ts";
import { requestPasswordReset } from "#app/services/owners/password-reset.server.ts";
import { pageRoute } from "#app/i18n/page-route.server.ts";
import { ownerFormFailure, ownerPage, PRIVATE_HEADERS } from "#app/routes/owner/owner-page.server.ts";
import formStyles from "#app/styles/forms.css?url";
import ownerStyles from "#app/styles/owner.css?url";
import { useT } from "#app/components/layout/use-shell.ts";

/**
 * "Forgot password" (route key `password-reset-request`): the owner types their e-mail; if it has
 * an account, a link valid for one hour is mailed (through the outbox). The answer is the same
 * either way, so the page does not tell who has an account. Posts count in the form rate limit.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: formStyles },
  { rel: "stylesheet", href: ownerStyles },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = pageRoute(context, request, "password-reset-request", { headers: PRIVATE_HEADERS });
  const page = ownerPage(context, request, "password-reset-request", getMessages(locale)["owner.resetTitle"]);
  const sent = new URL(request.url).searchParams.has("sent");
  return data(
    { ...page, sent, loginHref: routePath(context.content.routes.routes, "login", locale) },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = pageRoute(context, request, "password-reset-request", { headers: PRIVATE_HEADERS });
  const formData = await readForm(request);
  if (!formData)
    return ownerFormFailure(PASSWORD_FORGOT_FORM, locale, {}, { "": { key: "error.invalidRequest" } }, 400);
  const values = formValues(formData);
  if (context.formGuard?.rateLimited) {
    return ownerFormFailure(PASSWORD_FORGOT_FORM, locale, values, { "": { key: "error.tooManyRequests" } }, 429, {
      "Retry-After": String(context.formGuard.retryAfterSeconds),
    });
  }
  const submission = parseSubmission(passwordResetRequestSchema, values);
  if (!submission.ok) return ownerFormFailure(PASSWORD_FORGOT_FORM, locale, values, submission.errors, 400);
  try {
    await requestPasswordReset(context, submission.value.email, locale);
  } catch (error) {
    context.logger?.error({ err: error instanceof Error ? error.name : "unknown" }, "password reset not stored");
    return ownerFormFailure(PASSWORD_FORGOT_FORM, locale, values, { "": { key: "error.mailNotSent" } }, 503, {
      "Retry-After": "30",
    });
  }
  return redirect(`${routePath(context.content.routes.routes, "password-reset-request", locale)}?sent=1`, {
    status: 303,
    headers: PRIVATE_HEADERS,
  });
}

export const shouldRevalidate = keepPageAfterRefusedPost;

export const headers = privateFormHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function PasswordForgotPage({ loaderData }: Route.ComponentProps) {
  const { view, breadcrumb, sent, loginHref } = loaderData;
  const t = useT();
  return (
    <PageFrame view={view} breadcrumb={breadcrumb} className="page--form page--owner">
      {sent ? (
        <p className="owner-notice" role="status">
          {t("owner.resetSent")}
        </p>
      ) : (
        <PasswordForgotForm />
      )}
      <p className="owner-form__aside">
        <a href={loginHref}>{t("owner.backToLogin")}</a>
      </p>
    </PageFrame>
  );
}
