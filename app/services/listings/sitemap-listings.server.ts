import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { projects, properties } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { RouteParams } from "#app/i18n/route-map.ts";
import { websiteUrl } from "#app/lib/external-link.ts";
import { listingRouteKey, projectRouteParams } from "./listing-cards.server.ts";
import { contentLocalesOf, listingRouteParams } from "./property-detail.server.ts";

/** A listing's or project's page in the sitemap (app/services/seo/sitemap.server.ts), read through the catalogue. */
export type ListingSitemapEntry = {
  routeKey: string;
  params: Partial<Record<Locale, RouteParams>>;
  locales: readonly Locale[];
  lastmod?: string;
};

/** The sitemap's listing and project pages in `locales` (the site's languages), `fallback` for those without their own texts. */
export async function sitemapListings(
  db: Database,
  locales: readonly Locale[],
  fallback: Locale,
): Promise<ListingSitemapEntry[]> {
  return [...(await listingEntries(db, locales, fallback)), ...(await projectEntries(db, locales, fallback))];
}

/**
 * Every published listing's detail page (sold and rented ones too: their pages still answer 200),
 * in the languages that have its own title or description. A withdrawn listing (410) is left out.
 */
async function listingEntries(
  db: Database,
  locales: readonly Locale[],
  fallback: Locale,
): Promise<ListingSitemapEntry[]> {
  const rows = await db
    .select({
      id: properties.id,
      goal: properties.goal,
      isHoliday: properties.isHoliday,
      city: properties.city,
      texts: properties.texts,
      updatedAt: properties.providerUpdatedAt,
    })
    .from(properties)
    .where(and(eq(properties.published, true), isNull(properties.withdrawnAt)))
    .orderBy(asc(properties.id));
  return rows.map((row) => {
    const own = contentLocalesOf(row).filter((lang) => locales.includes(lang));
    const listed = own.length > 0 ? own : [fallback];
    return {
      routeKey: listingRouteKey(row),
      params: Object.fromEntries(listed.map((lang) => [lang, listingRouteParams(row, lang, fallback)])),
      locales: listed,
      ...(row.updatedAt ? { lastmod: row.updatedAt.toISOString().slice(0, 10) } : {}),
    };
  });
}

/**
 * Every published project's detail page, in the languages that have its own name; a project with
 * its own website has no page here (its URL redirects there) and is left out.
 */
async function projectEntries(
  db: Database,
  locales: readonly Locale[],
  fallback: Locale,
): Promise<ListingSitemapEntry[]> {
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      city: projects.city,
      externalWeb: projects.externalWeb,
      updatedAt: projects.providerUpdatedAt,
    })
    .from(projects)
    .where(and(eq(projects.published, true), isNull(projects.withdrawnAt)))
    .orderBy(asc(projects.id));
  return rows
    .filter((row) => websiteUrl(row.externalWeb) === null)
    .map((row) => {
      const own = locales.filter((lang) => Boolean(row.name[lang]));
      const listed = own.length > 0 ? own : [fallback];
      return {
        routeKey: "project",
        params: Object.fromEntries(listed.map((lang) => [lang, projectRouteParams(row, lang, fallback)])),
        locales: listed,
        ...(row.updatedAt ? { lastmod: row.updatedAt.toISOString().slice(0, 10) } : {}),
      };
    });
}
