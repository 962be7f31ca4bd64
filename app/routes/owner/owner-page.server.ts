import { data, redirect, type AppLoadContext } from "react-router";
import type { Locale } from "#app/i18n/locales.ts";
import { pageRoute } from "#app/i18n/page-route.server.ts";
import { getMessages, translate } from "#app/i18n/translate.ts";
import { routePath, type RouteParams } from "#app/i18n/route-map.ts";
import type { FieldErrors, FormValues } from "#app/lib/form-submission.ts";
import { CAPTCHA_FIELD, HONEYPOT_FIELD, QUESTION_ANSWER_FIELD, QUESTION_TOKEN_FIELD } from "#app/lib/form-fields.ts";
import { pageBreadcrumb } from "#app/services/content/breadcrumb.server.ts";
import { pageSeo } from "#app/services/content/seo.server.ts";
import type { FormFailure } from "#app/services/leads/lead-form.server.ts";
import type { QuestionChallenge } from "#app/services/leads/question-challenge.server.ts";
import { findOwner, type Owner } from "#app/services/owners/accounts.server.ts";
import { findSession, sessionIdFrom } from "#app/services/owners/sessions.server.ts";

/**
 * What the owner portal's pages share: they are private (never cached by anyone, never indexed,
 * out of the sitemap), their language comes from their path, and all but the login and the
 * password pages need a live session.
 */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" } as const;

/** Title, breadcrumb and head of a portal page: noindex, with its alternates in the other languages. */
export function ownerPage(
  context: AppLoadContext,
  request: Request,
  routeKey: string,
  title: string,
  params: RouteParams = {},
) {
  // Not one of `routeKey`'s pages: 404, private like every answer of the portal.
  const { locale, pathname } = pageRoute(context, request, routeKey, { headers: PRIVATE_HEADERS });
  const t = getMessages(locale);
  const breadcrumb = pageBreadcrumb(context.content, locale, pathname, title);
  const seo = pageSeo({
    content: context.content,
    siteUrl: context.config.siteUrl,
    locale,
    routeKey,
    params,
    title,
    description: t["owner.visitsExplanation"],
    indexable: false,
  });
  const view = { routeKey, css: "", banner: null, showBreadcrumb: true, showTitle: true, title, content: null };
  return { locale, view, breadcrumb, seo };
}

/** Whether the browser reached the site over HTTPS (directly or through a trusted proxy): the cookie is then Secure. */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** The owner of the request's session, or null. */
export async function currentOwner(
  context: AppLoadContext,
  request: Request,
): Promise<{ owner: Owner; sessionId: string } | null> {
  const sessionId = sessionIdFrom(request.headers.get("cookie"));
  const session = await findSession(context.db, sessionId);
  if (!session || !sessionId) return null;
  const owner = await findOwner(context.db, session.ownerId);
  return owner ? { owner, sessionId } : null;
}

/** The owner of the session, or a redirect to the login page in the page's language. */
export async function requireOwner(context: AppLoadContext, request: Request, locale: Locale): Promise<Owner> {
  const found = await currentOwner(context, request);
  if (!found)
    throw redirect(routePath(context.content.routes.routes, "login", locale), {
      status: 303,
      headers: PRIVATE_HEADERS,
    });
  return found.owner;
}

/**
 * A refused post of a portal form, in the shape the site's forms show (errors by field, summary on
 * top); `asks`: the form must come back with the captcha solved, and the question for a browser
 * without JavaScript (a login on an account that failed too often, docs/decisions/0015 and 0032).
 */
export function ownerFormFailure(
  form: string,
  locale: Locale,
  values: FormValues,
  errors: FieldErrors,
  status: number,
  headers: Record<string, string> = {},
  asks: { captcha: true; challenge: QuestionChallenge } | undefined = undefined,
) {
  const messages = getMessages(locale);
  // Passwords are never sent back, not even to their owner's browser; a captcha's solution or answer is spent.
  const spent = new Set([HONEYPOT_FIELD, CAPTCHA_FIELD, QUESTION_TOKEN_FIELD, QUESTION_ANSWER_FIELD]);
  const kept = Object.fromEntries(
    Object.entries(values).filter(([name]) => !/password/i.test(name) && !spent.has(name)),
  );
  const translated = Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, translate(messages, error.key, error.params)]),
  );
  return data<FormFailure>(
    { form, errors: translated, values: kept, captcha: false, ...asks },
    { status, headers: { ...PRIVATE_HEADERS, ...headers } },
  );
}
