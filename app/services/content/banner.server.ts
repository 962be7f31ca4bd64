import type { AppLoadContext } from "react-router";
import { and, asc, eq, inArray, desc } from "drizzle-orm";
import { listingMedia, properties, projects } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import {
  listingRouteKey,
  projectLink,
  projectTitle,
  publishedCounts,
} from "#app/services/listings/listing-cards.server.ts";
import { listingRouteParams } from "#app/services/listings/property-detail.server.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import { localized } from "./shell.server.ts";
import type { BannerSlide, BannerView } from "./banner-view.ts";

const MAX_SLIDES = 6;

/** Pictures of the newest published listings (properties banner) or projects (projects banner). */
async function listingSlides(
  context: AppLoadContext,
  kind: "properties" | "projects",
  locale: Locale,
): Promise<BannerSlide[]> {
  const routes = context.content.routes.routes;
  const fallback = defaultLocale(context.content);
  if (kind === "projects") {
    const rows = await context.db
      .select()
      .from(projects)
      .where(eq(projects.published, true))
      .orderBy(desc(projects.id))
      .limit(MAX_SLIDES);
    if (rows.length === 0) return [];
    const media = await context.db
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
  const rows = await context.db
    .select()
    .from(properties)
    .where(and(eq(properties.published, true), eq(properties.availability, "available")))
    .orderBy(desc(properties.providerCreatedAt))
    .limit(MAX_SLIDES);
  if (rows.length === 0) return [];
  const media = await context.db
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

export async function loadBanner(context: AppLoadContext, locale: Locale): Promise<BannerView> {
  const { content } = context;
  const banner = content.header.banner;
  const alt = localized(content, banner.alt, locale);
  let mediaType = banner.mediaType;
  let slides: BannerSlide[] = [];
  if (mediaType === "gallery") slides = banner.images.map((src) => ({ src, alt, href: null }));
  if (mediaType === "properties" || mediaType === "projects") {
    slides = await listingSlides(context, mediaType, locale);
    // Spec §2: the properties banner falls back to the image when there are no properties.
    if (slides.length === 0) mediaType = "image";
  }
  const routes = content.routes.routes;
  const counts = banner.search.show ? await publishedCounts(context.db) : { sale: 0, rent: 0 };
  const fill = (text: string) =>
    text.replaceAll("{FOR_SALE_TOTAL}", String(counts.sale)).replaceAll("{FOR_RENT_TOTAL}", String(counts.rent));
  return {
    mediaType,
    image: banner.image,
    alt,
    slides,
    video: banner.video,
    color: banner.color,
    search: banner.search.show
      ? {
          show: true,
          logo: banner.search.logo,
          title: localized(content, banner.search.title, locale),
          descriptions: banner.search.descriptions.map((d) => fill(localized(content, d, locale))).filter(Boolean),
          showCounts: banner.search.showCounts,
          forSaleHref: routePath(routes, "for-sale", locale),
          forRentHref: routePath(routes, "for-rent", locale),
          counts,
        }
      : null,
  };
}
