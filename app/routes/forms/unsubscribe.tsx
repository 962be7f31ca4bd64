import { data, redirect, useActionData } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { Breadcrumb } from "#app/components/layout/breadcrumb.tsx";
import { useT } from "#app/components/layout/use-shell.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { FORM_FIELD } from "#app/lib/form-fields.ts";
import { pageRoute } from "#app/i18n/page-route.server.ts";
import { getMessages, type MessageKey } from "#app/i18n/translate.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { pageSeo } from "#app/services/content/seo.server.ts";
import { pageBreadcrumb } from "#app/services/content/breadcrumb.server.ts";
import { errorForLog, readForm, thankYouPath } from "#app/services/leads/lead-form.server.ts";
import { findUnsubscribeTarget, unsubscribeByToken } from "#app/services/leads/unsubscribe.server.ts";
import formStyles from "#app/styles/forms.css?url";

/**
 * Unsubscribing (route key `unsubscribe`, /nl/uitschrijven/{token}/), from the link in every mail
 * to a subscriber (newsletter, demand register alerts):
 *
 *   GET   the page with one button (a plain form: no JavaScript needed); an unknown token is
 *         "person not found" (404); a token already used says "you are unsubscribed" (200), so a
 *         visitor who opens the link again sees where they stand
 *   POST  from the button → unsubscribed, 303 to the thank-you page
 *   POST  `List-Unsubscribe=One-Click` (RFC 8058, sent by mail clients without the visitor, with
 *         no Origin header) → unsubscribed at once, 200
 *
 * A token names a newsletter subscription or a demand registration (only its hash is stored).
 * The one-click post skips the per-address rate limit: mail providers send them for all their
 * users from a few addresses, the token cannot be guessed, and doing it twice changes nothing.
 * Pages carrying a token are private: never cached, never indexed.
 */
const UNSUBSCRIBE_FORM = "unsubscribe";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
const PRIVATE = { "Cache-Control": "private, no-store" };

type ActionResult = { outcome: "done" } | { outcome: "not-found" } | { outcome: "error"; message: string };

function pageOf(context: Route.LoaderArgs["context"], request: Request, token: string) {
  const { locale, pathname } = pageRoute(context, request, "unsubscribe");
  const messages = getMessages(locale);
  const seo = pageSeo({
    content: context.content,
    siteUrl: context.config.siteUrl,
    locale,
    routeKey: "unsubscribe",
    params: { token },
    title: messages["form.heading.unsubscribe"],
    description: messages["form.unsubscribeText"],
    indexable: false,
  });
  return {
    locale,
    breadcrumb: pageBreadcrumb(context.content, locale, pathname),
    homeHref: routePath(context.content.routes.routes, "home", locale),
    seo,
  };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = pageOf(context, request, params.token);
  const target = await findUnsubscribeTarget(context.db, params.token);
  return data(
    { ...page, known: target !== null, unsubscribed: target !== null && !target.active },
    { status: target ? 200 : 404, headers: PRIVATE },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { locale } = pageOf(context, request, params.token);
  const messages = getMessages(locale);
  const failed = (key: MessageKey, status: number, headers: Record<string, string> = {}) =>
    data<ActionResult>({ outcome: "error", message: messages[key] }, { status, headers: { ...PRIVATE, ...headers } });

  const formData = await readForm(request);
  const oneClick = formData?.get("List-Unsubscribe") === "One-Click";
  if (!oneClick && formData?.get(FORM_FIELD) !== UNSUBSCRIBE_FORM) return failed("error.invalidRequest", 400);
  if (!oneClick && context.formGuard?.rateLimited)
    return failed("error.tooManyRequests", 429, { "Retry-After": String(context.formGuard.retryAfterSeconds) });

  let result;
  try {
    result = await unsubscribeByToken(context.db, params.token);
  } catch (error) {
    context.logger?.error({ error: errorForLog(error) }, "unsubscribe not stored");
    return failed("error.mailNotSent", 503, { "Retry-After": "30" });
  }
  if (!result) return data<ActionResult>({ outcome: "not-found" }, { status: 404, headers: PRIVATE });
  if (oneClick) return data<ActionResult>({ outcome: "done" }, { status: 200, headers: PRIVATE });
  return redirect(thankYouPath(context, "unsubscribe", locale), 303);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function UnsubscribePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData<typeof action>();
  const { breadcrumb, homeHref, known, unsubscribed } = loaderData;
  const outcome = result?.outcome ?? (!known ? "not-found" : unsubscribed ? "done" : null);
  return (
    <main className="page page--unsubscribe">
      <Breadcrumb items={breadcrumb} />
      {outcome === "done" ? (
        <div className="thank-you" role="status">
          <h1 className="page__title">{t("feedback.unsubscribe.title")}</h1>
          <p>{t("feedback.unsubscribe.text")}</p>
        </div>
      ) : outcome === "not-found" ? (
        <div className="unsubscribe">
          <h1 className="page__title">{t("error.personNotFound")}</h1>
          <p>{t("form.unsubscribeNotFound")}</p>
          <p>
            <a className="button" href={homeHref}>
              {t("feedback.backToSite")}
            </a>
          </p>
        </div>
      ) : (
        <div className="unsubscribe">
          <h1 className="page__title">{t("form.heading.unsubscribe")}</h1>
          <p>{t("form.unsubscribeText")}</p>
          {result?.outcome === "error" ? (
            <p className="lead-form__summary" role="alert">
              {result.message}
            </p>
          ) : null}
          <form method="post" className="unsubscribe__form">
            <input type="hidden" name={FORM_FIELD} value={UNSUBSCRIBE_FORM} />
            <button type="submit" className="button button--primary">
              {t("form.unsubscribeButton")}
            </button>
          </form>
        </div>
      )}
    </main>
  );
}
