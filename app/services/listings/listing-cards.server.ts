import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { listingMedia, properties, projects } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import type { RouteEntry } from "#app/domain/route-table.ts";
import type { Messages } from "#app/i18n/translate.ts";
import { formatListingPrice } from "#app/lib/price.ts";
import { marqueeBadge } from "#app/lib/marquee.ts";
import { cleanDescription } from "#app/lib/description.ts";
import { slugify } from "#app/lib/slug.ts";

/** A listing as a result card shows it (spec §2 list, §9 price and thumbnail rules). */
export type ListingCard = {
  id: number;
  href: string;
  title: string;
  titleLang: Locale | null;
  city: string;
  zip: string;
  type: string;
  price: string | null;
  badge: string | null;
  epcLabel: string | null;
  floodScoreP: string | null;
  floodScoreG: string | null;
  bedrooms: number | null;
  surfaceLiving: number | null;
  summary: string;
  image: { src: string; width: number | null; height: number | null } | null;
};

export type CardOptions = {
  locale: Locale;
  defaultLocale: Locale;
  routes: readonly RouteEntry[];
  messages: Messages;
  marqueeIgnoreList: readonly (string | number)[];
};

export type ListingSelection = { goal: "all" | "sale" | "rent" | "holiday"; ids?: readonly number[]; limit: number };

/** The detail route of a listing: holiday homes have their own list and URLs (issue: what is what). */
export function listingRouteKey(listing: { goal: number; isHoliday: boolean }): "property.sale" | "property.rent" | "property.holiday" {
  if (listing.goal === 0) return "property.sale";
  return listing.isHoliday ? "property.holiday" : "property.rent";
}

/** Published listings for a module: the pinned ids in their order, else the newest of the goal. */
export async function listingCards(db: Database, selection: ListingSelection, options: CardOptions): Promise<ListingCard[]> {
  const published = eq(properties.published, true);
  const goalFilter =
    selection.goal === "sale"
      ? eq(properties.goal, 0)
      : selection.goal === "rent"
        ? sql`${properties.goal} <> 0`
        : selection.goal === "holiday"
          ? and(sql`${properties.goal} <> 0`, eq(properties.isHoliday, true))
          : undefined;
  const rows =
    selection.ids && selection.ids.length > 0
      ? await db.select().from(properties).where(and(published, inArray(properties.id, [...selection.ids])))
      : await db
          .select()
          .from(properties)
          .where(and(published, goalFilter))
          .orderBy(desc(properties.providerCreatedAt), desc(properties.id))
          .limit(selection.limit);
  const ordered = selection.ids && selection.ids.length > 0 ? selection.ids.flatMap((id) => rows.filter((r) => r.id === id)).slice(0, selection.limit) : rows;
  if (ordered.length === 0) return [];

  const pictures = await db
    .select({ propertyId: listingMedia.propertyId, url: listingMedia.url, width: listingMedia.width, height: listingMedia.height, position: listingMedia.position })
    .from(listingMedia)
    .where(inArray(listingMedia.propertyId, ordered.map((r) => r.id)))
    .orderBy(asc(listingMedia.position));
  const firstPicture = new Map<number, (typeof pictures)[number]>();
  for (const picture of pictures) if (picture.propertyId !== null && !firstPicture.has(picture.propertyId)) firstPicture.set(picture.propertyId, picture);

  const { locale, defaultLocale, messages } = options;
  return ordered.map((row) => {
    const own = row.texts[locale];
    const texts = own?.title ? own : (row.texts[defaultLocale] ?? own ?? {});
    const title = texts.title ?? `${texts.typeDescription ?? ""} ${row.city}`.trim();
    const picture = firstPicture.get(row.id);
    return {
      id: row.id,
      href: routePath(options.routes, listingRouteKey(row), locale, { city: slugify(row.city) || "be", slug: slugify(title) || String(row.id), id: row.id }),
      title,
      titleLang: own?.title ? null : defaultLocale,
      city: row.city,
      zip: row.zip,
      type: texts.typeDescription ?? "",
      price: formatListingPrice(
        { price: row.price, priceUnit: row.priceUnit, priceUnitText: texts.priceUnitText ?? null, publishPrice: row.publishPrice, marquee: row.marquee, marqueeName: texts.marqueeName ?? null },
        { marqueeIgnoreList: options.marqueeIgnoreList, startingFrom: messages["listing.startingFrom"], priceOnRequest: messages["listing.priceOnRequest"] },
      ),
      badge: marqueeBadge({ marquee: row.marquee, marqueeName: texts.marqueeName ?? null }),
      epcLabel: row.epcLabel,
      floodScoreP: row.floodScoreP,
      floodScoreG: row.floodScoreG,
      bedrooms: row.bedrooms,
      surfaceLiving: row.surfaceLiving,
      summary: cleanDescription(texts.descriptionShort || texts.description || "", { maxLength: 160 }),
      image: picture ? { src: picture.url, width: picture.width, height: picture.height } : null,
    };
  });
}

/** Published counts for the banner's {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL} (holiday homes are rent). */
export async function publishedCounts(db: Database): Promise<{ sale: number; rent: number }> {
  const [row] = await db
    .select({
      sale: sql<number>`count(*) filter (where ${properties.goal} = 0)`.mapWith(Number),
      rent: sql<number>`count(*) filter (where ${properties.goal} <> 0)`.mapWith(Number),
    })
    .from(properties)
    .where(eq(properties.published, true));
  return { sale: row?.sale ?? 0, rent: row?.rent ?? 0 };
}

export type ProjectCard = { id: number; href: string; external: boolean; title: string; city: string; summary: string; image: { src: string; width: number | null; height: number | null } | null };

/** Published projects, newest first; a project with its own website links there (spec §2). */
export async function projectCards(db: Database, selection: { ids?: readonly number[]; limit: number }, options: CardOptions): Promise<ProjectCard[]> {
  const where = selection.ids && selection.ids.length > 0 ? and(eq(projects.published, true), inArray(projects.id, [...selection.ids])) : eq(projects.published, true);
  const rows = await db.select().from(projects).where(where).orderBy(desc(projects.id)).limit(selection.limit);
  if (rows.length === 0) return [];
  const pictures = await db
    .select({ projectId: listingMedia.projectId, url: listingMedia.url, width: listingMedia.width, height: listingMedia.height })
    .from(listingMedia)
    .where(inArray(listingMedia.projectId, rows.map((r) => r.id)))
    .orderBy(asc(listingMedia.position));
  const { locale, defaultLocale } = options;
  return rows.map((row) => {
    const title = row.name[locale] || row.name[defaultLocale] || row.city;
    const picture = pictures.find((p) => p.projectId === row.id);
    const external = Boolean(row.externalWeb);
    return {
      id: row.id,
      href: external ? row.externalWeb! : routePath(options.routes, "project", locale, { city: slugify(row.city) || "be", slug: slugify(title) || String(row.id), id: row.id }),
      external,
      title,
      city: row.city,
      summary: cleanDescription(row.description[locale] || row.description[defaultLocale] || "", { maxLength: 160 }),
      image: picture ? { src: picture.url, width: picture.width, height: picture.height } : null,
    };
  });
}
