import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { listingMedia, properties, projects } from "#db/schema.ts";
import { routePath } from "#app/i18n/route-map.ts";
import type { BannerSlide } from "#app/services/content/banner-view.ts";
import { listingRouteKey, projectLink, projectTitle, type CardOptions } from "./listing-cards.server.ts";
import { listingRouteParams } from "./property-detail.server.ts";

/** The header banner's slides of listings (spec §2), read through the catalogue (catalogue.server.ts). */

const MAX_SLIDES = 6;

/** Pictures of the newest published listings (properties banner) or projects (projects banner). */
export async function bannerSlides(
  db: Database,
  kind: "properties" | "projects",
  options: CardOptions,
): Promise<BannerSlide[]> {
  const { routes, locale, defaultLocale: fallback } = options;
  if (kind === "projects") {
    const rows = await db
      .select()
      .from(projects)
      .where(eq(projects.published, true))
      .orderBy(desc(projects.id))
      .limit(MAX_SLIDES);
    if (rows.length === 0) return [];
    const media = await db
      .select()
      .from(listingMedia)
      .where(
        inArray(
          listingMedia.projectId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(listingMedia.position));
    return rows.flatMap((row) => {
      const picture = media.find((m) => m.projectId === row.id);
      if (!picture) return [];
      // The banner links to the project (spec §2: /project/?id={id}, served at its canonical URL).
      return [
        {
          src: picture.url,
          alt: projectTitle(row, locale, fallback).value,
          href: projectLink(row, { locale, defaultLocale: fallback, routes }).href,
        },
      ];
    });
  }
  const rows = await db
    .select()
    .from(properties)
    .where(and(eq(properties.published, true), eq(properties.availability, "available")))
    .orderBy(desc(properties.providerCreatedAt))
    .limit(MAX_SLIDES);
  if (rows.length === 0) return [];
  const media = await db
    .select()
    .from(listingMedia)
    .where(
      inArray(
        listingMedia.propertyId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(listingMedia.position));
  return rows.flatMap((row) => {
    const picture = media.find((m) => m.propertyId === row.id);
    if (!picture) return [];
    const title = row.texts[locale]?.title || row.texts[fallback]?.title || row.city;
    // The same params as the listing's cards and page, so the slide links to its canonical URL.
    return [
      {
        src: picture.url,
        alt: title,
        href: routePath(routes, listingRouteKey(row), locale, listingRouteParams(row, locale, fallback)),
      },
    ];
  });
}
