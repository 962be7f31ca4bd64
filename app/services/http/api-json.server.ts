import type { AppLoadContext } from "react-router";
import type { Locale } from "#app/i18n/locales.ts";
import { defaultLocale, enabledLocales } from "#app/services/content/languages.ts";

/**
 * Answers of the public JSON API (`/api/…`, docs/api.md): JSON with the same headers on every answer,
 * errors as `{"error": …}` objects. Listings change at most once per sync, so any cache may keep an
 * answer for a minute; the data is public, so any site may read it from a browser (CORS).
 */
const API_HEADERS = {
  "Cache-Control": "public, max-age=60",
  "Access-Control-Allow-Origin": "*",
} as const;

export function apiJson(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: API_HEADERS });
}

/** 400 naming the parameter (docs/api.md: a bad parameter answers 400 with a JSON error naming it). */
export function invalidParameter(parameter: string, message: string): Response {
  return apiJson({ error: "invalid_parameter", parameter, message }, 400);
}

export function notFound(): Response {
  return apiJson({ error: "not_found" }, 404);
}

/**
 * The `lang` of a request: one of the site's languages, the default one when absent. Anything else
 * is a bad parameter (returned as a Response for the loader to answer).
 */
export function apiLocale(context: AppLoadContext, searchParams: URLSearchParams): Locale | Response {
  const raw = searchParams.get("lang")?.trim() ?? "";
  const enabled = enabledLocales(context.content);
  if (raw === "") return defaultLocale(context.content);
  const found = enabled.find((locale) => locale === raw);
  return found ?? invalidParameter("lang", `must be one of ${enabled.join(", ")}`);
}

/**
 * Runs an API loader so that nothing escapes as an HTML error page: a failure (the database gone)
 * is logged and answers 503 JSON, not cached.
 */
export async function guardedApi(context: AppLoadContext, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) return error;
    context.logger?.error({ err: error }, "api request failed");
    return Response.json(
      { error: "unavailable" },
      { status: 503, headers: { "Cache-Control": "no-store", "Access-Control-Allow-Origin": "*" } },
    );
  }
}

/** An absolute URL of a site path (the API's consumers are other sites and apps). */
export function absoluteUrl(context: AppLoadContext, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${context.config.siteUrl}${path}`;
}
