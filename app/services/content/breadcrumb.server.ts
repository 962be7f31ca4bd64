import type { Locale } from "#app/i18n/locales.ts";
import { getMessages } from "#app/i18n/translate.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { breadcrumbFor } from "#app/lib/localized-path.ts";
import type { SiteContent } from "./load-content.server.ts";

/** Home, then the trail of the route table for this path (spec §2, §3 route map breadcrumbs). */
export function pageBreadcrumb(
  content: SiteContent,
  locale: Locale,
  pathname: string,
  title?: string,
): { name: string; path: string }[] {
  const home = { name: getMessages(locale)["shell.home"], path: routePath(content.routes.routes, "home", locale) };
  return [home, ...breadcrumbFor(content.routes.routes, pathname, title)];
}
