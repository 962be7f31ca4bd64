import type { NextFunction, Request, Response } from "express";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import { enabledLocales, defaultLocale } from "#app/services/content/languages.ts";
import { negotiateLocale } from "#app/i18n/negotiate.ts";
import { isLocale } from "#app/i18n/locales.ts";
import { canonicalPath, localizedPath } from "#app/lib/localized-path.ts";

/** Paths outside the slash and language rules (`/api/`, `/img/`, `/healthz`, `/sitemap.xml`, `/robots.txt`). */
const OUTSIDE =
  /^\/(?:api|admin|img|embed|assets|sample|healthz|sitemap\.xml|robots\.txt|favicon\.ico|favicon\.svg|images)(?:\/|$)/;

/**
 * One canonical URL per page and language (ARCHITECTURE "URLs"): lower-case (but for tokens),
 * trailing slash, under `/{lang}/`. Every other spelling the spec gives answers 301 to it, keeping the query string:
 * - `/nl` → `/nl/`; `/nl/Te-Koop` → `/nl/te-koop/`;
 * - unprefixed originals and aliases (`/for-sale/`, `/Disclaimer/`, `/feedback/contact-me/`…) →
 *   the page in the visitor's language (language cookie, else Accept-Language, else the default),
 *   with `Vary` so no shared cache mixes languages;
 * - `/{lang}/{original}` (`/de/cookie-policy`) → that page in that language.
 * Parameterised originals (`/property/{id}/`, `/project/{id}/`) need the catalogue and are
 * redirected by their routes.
 */
export function canonicalRedirects(content: SiteContent) {
  const routes = content.routes.routes;
  const enabled = enabledLocales(content);
  const fallback = defaultLocale(content);

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = new URL(req.originalUrl, "http://localhost");
    const { pathname, search } = url;
    if (pathname === "/" || OUTSIDE.test(pathname)) return next();
    // React Router's own data requests (`/nl/afspraak/4100008.data`, a page's loaders fetched by the
    // browser after a form post) name a page without its slash: never a visitor's URL to correct.
    if (pathname.endsWith(".data")) return next();

    const first = pathname.split("/")[1] ?? "";
    const permanent = (target: string) => res.redirect(301, `${target}${search}`);

    if (isLocale(first.toLowerCase()) && enabled.includes(first.toLowerCase() as never)) {
      const lang = first.toLowerCase();
      const rest = pathname.slice(first.length + 1); // "" or "/…"
      if (rest === "") return permanent(`/${lang}/`);
      // A token in the path keeps its case: folding it would break every mailed link (unsubscribe, password reset).
      const canonical = canonicalPath(routes, pathname);
      if (canonical !== null) return canonical === pathname ? next() : permanent(canonical);
      const viaOriginal = localizedPath(routes, rest, lang as never);
      if (viaOriginal !== "/" && viaOriginal !== pathname) return permanent(viaOriginal);
      return next();
    }

    const lang = negotiateLocale({
      cookieHeader: req.get("cookie") ?? null,
      acceptLanguage: req.get("accept-language") ?? null,
      enabled,
      fallback,
    });
    const target = localizedPath(routes, pathname, lang);
    if (target === "/" || target === pathname) return next();
    res.set("Vary", "Cookie, Accept-Language");
    res.set("Cache-Control", "private, no-store");
    return permanent(target);
  };
}
