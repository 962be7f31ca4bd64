import type { RouteEntry } from "#app/domain/route-table.ts";
import type { Locale } from "./locales.ts";

/**
 * URLs of the site's own pages, by route key: every link the app renders comes from here and the
 * route table (content/routes.json), never from a hand-typed path.
 */
export type RouteParams = Readonly<Record<string, string | number>>;

export class UnknownRouteError extends Error {}

/** The route table entry of a key; a key that is not in the table is a programming error. */
function routeEntry(routes: readonly RouteEntry[], key: string): RouteEntry {
  const entry = routes.find((route) => route.key === key);
  if (!entry) throw new UnknownRouteError(`no route "${key}" in content/routes.json`);
  return entry;
}

/** `/{locale}/{localized path}` with its `:params` filled in (URL-encoded). */
export function routePath(
  routes: readonly RouteEntry[],
  key: string,
  locale: Locale,
  params: RouteParams = {},
): string {
  const pattern = routeEntry(routes, key).paths[locale];
  const filled = pattern.replace(/:([a-z][a-z0-9]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || String(value) === "")
      throw new UnknownRouteError(`route "${key}" needs the parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  return `/${locale}/${filled}`;
}
