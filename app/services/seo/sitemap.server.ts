import type { Database } from "#db/client.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { routePath, type RouteParams } from "#app/i18n/route-map.ts";
import { pickLocalizedText } from "#app/domain/content.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import { defaultLocale, enabledLocales } from "#app/services/content/languages.ts";
import { publishedTestimonials } from "#app/services/content/testimonials.server.ts";
import { createCatalogue, type Catalogue } from "#app/services/listings/catalogue.server.ts";

/** One page of the sitemap: its URL in each language that has its own content. */
export type SitemapEntry = {
  routeKey: string;
  /** The URL params per language (a listing's title slug differs by language). */
  params?: Partial<Record<Locale, RouteParams>>;
  /** The languages in which the page has its own content (a fallback-language page is left out). */
  locales: readonly Locale[];
  lastmod?: string;
};

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The page types the sitemap lists; thank-you, login and owner pages are not for search engines. */
export async function sitemapEntries(
  content: SiteContent,
  db: Database,
  catalogue: Pick<Catalogue, "sitemapEntries"> = createCatalogue(db, content),
): Promise<SitemapEntry[]> {
  const locales = enabledLocales(content);
  const entries: SitemapEntry[] = [];
  for (const page of content.pages.pages) {
    if (page.status !== "Published" || !page.params.isActiveSEO) continue;
    const route = content.routes.routes.find((r) => r.key === page.routeKey);
    if (!route || route.type === "login" || route.type === "owner") continue;
    entries.push({ routeKey: page.routeKey, locales, lastmod: page.modifyDate.slice(0, 10) });
  }
  for (const route of content.routes.routes) {
    if (route.type !== "article") continue;
    const article = content.articles[route.key];
    if (!article) continue;
    const own = locales.filter((lang) => pickLocalizedText(article.body, lang, lang)?.locale === lang);
    entries.push({ routeKey: route.key, locales: own, lastmod: article.updated });
  }
  for (const testimonial of await publishedTestimonials(db)) {
    const own = testimonial.lang && locales.includes(testimonial.lang) ? [testimonial.lang] : [defaultLocale(content)];
    entries.push({
      routeKey: "testimonial",
      params: Object.fromEntries(own.map((lang) => [lang, { slug: testimonial.slug }])),
      locales: own,
      lastmod: testimonial.isoDate,
    });
  }
  // The listings' and projects' pages, read through the catalogue (decision 0039).
  entries.push(...(await catalogue.sitemapEntries(locales)));
  return entries;
}

/** The sitemap XML (sitemaps.org 0.9 with xhtml:link alternates), one <url> per page and language. */
export function sitemapXml(content: SiteContent, siteUrl: string, entries: readonly SitemapEntry[]): string {
  const routes = content.routes.routes;
  const fallback = defaultLocale(content);
  const urls: string[] = [];
  for (const entry of entries) {
    const href = (lang: Locale) => `${siteUrl}${routePath(routes, entry.routeKey, lang, entry.params?.[lang])}`;
    const alternates =
      entry.locales.length > 1
        ? [
            ...entry.locales.map(
              (lang) => `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href(lang))}"/>`,
            ),
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(href(entry.locales.includes(fallback) ? fallback : entry.locales[0]!))}"/>`,
          ]
        : [];
    for (const lang of entry.locales) {
      urls.push(
        [
          "  <url>",
          `    <loc>${escapeXml(href(lang))}</loc>`,
          ...(entry.lastmod ? [`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`] : []),
          ...alternates,
          "  </url>",
        ].join("\n"),
      );
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
