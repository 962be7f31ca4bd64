import { data, type AppLoadContext } from "react-router";
import type { RouteEntry } from "#app/domain/route-table.ts";
import { localeFromPath, type Locale } from "#app/i18n/locales.ts";
import { matchLocalizedPath } from "#app/lib/localized-path.ts";

/**
 * The page a request's path names, resolved once per request (docs/decisions/0038): its language
 * (the first path segment) and, when the path is one of the route table's pages, its route key and
 * params. Every loader and action reads it through `pageLocale` or `pageRoute` (or `requestPage`
 * when its 404 carries a page of its own), so the root loader and the page's loader share one
 * resolution of one Request.
 */
export type RequestPage = {
  pathname: string;
  /** The language of the first path segment (`/fr/…` → fr), or null. */
  locale: Locale | null;
  /** The route of the path (language and params included), or null when it is none of the table's pages. */
  route: PageRoute | null;
};

export type PageRoute = {
  pathname: string;
  locale: Locale;
  routeKey: string;
  entry: RouteEntry;
  params: Record<string, string>;
};

/**
 * One resolution per Request object: React Router hands the same Request to the root's and the
 * page's loader. The route table is part of the key, since a test may call one request with
 * contents of its own.
 */
const resolved = new WeakMap<Request, { routes: readonly RouteEntry[]; page: RequestPage }>();

export function requestPage(context: AppLoadContext, request: Request): RequestPage {
  const routes = context.content.routes.routes;
  const known = resolved.get(request);
  if (known?.routes === routes) return known.page;
  const { pathname } = new URL(request.url);
  const match = matchLocalizedPath(routes, pathname);
  const page: RequestPage = {
    pathname,
    locale: localeFromPath(pathname),
    route: match && {
      pathname,
      locale: match.lang,
      routeKey: match.entry.key,
      entry: match.entry,
      params: match.params,
    },
  };
  resolved.set(request, { routes, page });
  return page;
}

/** The language of the page, or a 404 (with `init`'s headers) when the path names none. */
export function pageLocale(context: AppLoadContext, request: Request, init: ResponseInit = {}): Locale {
  const { locale } = requestPage(context, request);
  if (!locale) throw data(null, { ...init, status: 404 });
  return locale;
}

/**
 * The route of the page, or a 404 (with `init`'s headers) when the path is none of the table's
 * pages or, given `routeKey`, not one of that key's pages.
 */
export function pageRoute(
  context: AppLoadContext,
  request: Request,
  routeKey?: string,
  init: ResponseInit = {},
): PageRoute {
  const { route } = requestPage(context, request);
  if (!route || (routeKey !== undefined && route.routeKey !== routeKey)) throw data(null, { ...init, status: 404 });
  return route;
}
