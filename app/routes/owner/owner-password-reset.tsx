import { data, redirect } from "react-router";
import type { Route } from "./+types/owner-password-reset";
import { keepPageAfterRefusedPost, privateFormHeaders } from "#app/routes/route-exports.ts";
import { PageFrame } from "#app/components/layout/page-frame.tsx";
import { NEW_PASSWORD_FORM, NewPasswordForm } from "#app/components/owner/owner-forms.tsx";
import { newPasswordSchema, PASSWORD_MIN } from "#app/domain/forms/owner.ts";
import { getMessages } from "#app/i18n/translate.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { formValues, parseSubmission } from "#app/lib/form-submission.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { readForm } from "#app/services/leads/lead-form.server.ts";
import { resetPassword, resetTokenIsValid } from "#app/services/owners/password-reset.server.ts";
import { pageRoute } from "#app/i18n/page-route.server.ts";
import { ownerFormFailure, ownerPage, PRIVATE_HEADERS } from "#app/routes/owner/owner-page.server.ts";
import formStyles from "#app/styles/forms.css?url";
import ownerStyles from "#app/styles/owner.css?url";
import { useT } from "#app/components/layout/use-shell.ts";

/**
 * Setting a new password with the mailed link (route key `password-reset`, `:token`): the new
 * password twice (long enough, the same). A link unknown, used or older than an hour answers 404
 * with the spec's "person not found" (§8) and "this link has expired or has already been used". Success ends the owner's sessions and
 * sends them to the login page.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: formStyles },
  { rel: "stylesheet", href: ownerStyles },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale } = pageRoute(context, request, "password-reset", { headers: PRIVATE_HEADERS });
  const page = ownerPage(context, request, "password-reset", getMessages(locale)["owner.resetTitle"], {
    token: params.token,
  });
  const valid = await resetTokenIsValid(context.db, params.token);
  const forgotHref = routePath(context.content.routes.routes, "password-reset-request", locale);
  return data(
    { ...page, valid, forgotHref, passwordMin: PASSWORD_MIN },
    { status: valid ? 200 : 404, headers: { ...PRIVATE_HEADERS, "Referrer-Policy": "no-referrer" } },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale } = pageRoute(context, request, "password-reset", { headers: PRIVATE_HEADERS });
  const formData = await readForm(request);
  if (!formData) return ownerFormFailure(NEW_PASSWORD_FORM, locale, {}, { "": { key: "error.invalidRequest" } }, 400);
  const values = formValues(formData);
  if (context.formGuard?.rateLimited) {
    return ownerFormFailure(NEW_PASSWORD_FORM, locale, values, { "": { key: "error.tooManyRequests" } }, 429, {
      "Retry-After": String(context.formGuard.retryAfterSeconds),
    });
  }
  const submission = parseSubmission(newPasswordSchema, values);
  if (!submission.ok) return ownerFormFailure(NEW_PASSWORD_FORM, locale, values, submission.errors, 400);
  if (!(await resetPassword(context.db, params.token, submission.value.password))) {
    return ownerFormFailure(NEW_PASSWORD_FORM, locale, values, { "": { key: "owner.resetInvalid" } }, 404);
  }
  return redirect(`${routePath(context.content.routes.routes, "login", locale)}?done=reset`, {
    status: 303,
    headers: PRIVATE_HEADERS,
  });
}

export const shouldRevalidate = keepPageAfterRefusedPost;

export const headers = privateFormHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function PasswordResetPage({ loaderData }: Route.ComponentProps) {
  const { view, breadcrumb, valid, forgotHref, passwordMin } = loaderData;
  const t = useT();
  return (
    <PageFrame view={view} breadcrumb={breadcrumb} className="page--form page--owner">
      {valid ? (
        <NewPasswordForm passwordMin={passwordMin} />
      ) : (
        <>
          <p className="owner-notice owner-notice--error" role="alert">
            {`${t("error.personNotFound")}. ${t("owner.resetInvalid")}`}
          </p>
          <p className="owner-form__aside">
            <a href={forgotHref}>{t("owner.forgotPassword")}</a>
          </p>
        </>
      )}
    </PageFrame>
  );
}
