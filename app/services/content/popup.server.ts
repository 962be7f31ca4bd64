import type { Locale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { imageUrl } from "#app/lib/image-url.ts";
import { isExternalLink } from "#app/lib/external-link.ts";
import type { SiteContent } from "./load-content.server.ts";
import { localized } from "./shell.server.ts";
import type { PopupView } from "./popup-view.ts";

/** The popup when published (`isPublished: "yes"`), else null: nothing of it reaches the page. */
/** imageHost: the CDN host of its picture (CDN_HOST; null: this site). */
export function popupView(content: SiteContent, locale: Locale, imageHost: string | null = null): PopupView | null {
  const { popup, routes, settings } = content;
  if (popup.isPublished !== "yes") return null;
  const href = popup.link
    ? "routeKey" in popup.link
      ? routePath(routes.routes, popup.link.routeKey, locale)
      : popup.link.url
    : null;
  return {
    title: localized(content, popup.title, locale),
    description: localized(content, popup.description, locale),
    image: popup.media.url ? imageUrl(popup.media.url, 600, imageHost) : "",
    link: href ? { href, newTab: isExternalLink(href, settings.externalHosts) } : null,
    delaySeconds: popup.delay,
  };
}
