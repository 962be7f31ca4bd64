import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { cities, listingMedia, priceHistory, properties, projects } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import type { RouteEntry } from "#app/domain/route-table.ts";
import { getMessages, type Messages } from "#app/i18n/translate.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import { formatCurrency, formatListingPrice } from "#app/lib/price.ts";
import { isMarqueeOnIgnoreList, marqueeBadge } from "#app/lib/marquee.ts";
import { cleanDescription } from "#app/lib/description.ts";
import { slugify } from "#app/lib/slug.ts";
import { epcBand, epcBandLabel, epcLabelImage } from "#app/lib/epc-band.ts";
import { regionFromPostalCode } from "#app/lib/postal-region.ts";
import { websiteUrl } from "#app/lib/external-link.ts";
import type { RouteParams } from "#app/i18n/route-map.ts";
import type { ListingCard, ListingGoal, ProjectCard } from "./listing-views.ts";
import { exactPosition, publishedPrice } from "#app/lib/publication.ts";

// The view types live in a plain module (components read them there); server modules may still name them here.
export type { ListingCard, ListingGoal, ProjectCard };

export type CardOptions = {
  locale: Locale;
  defaultLocale: Locale;
  routes: readonly RouteEntry[];
  messages: Messages;
  marqueeIgnoreList: readonly (string | number)[];
};

/** Card options of a page in `locale`, from the site's content (routes, texts, marquee ignore list). */
export function cardOptionsFor(content: SiteContent, locale: Locale): CardOptions {
  return {
    locale,
    defaultLocale: defaultLocale(content),
    routes: content.routes.routes,
    messages: getMessages(locale),
    marqueeIgnoreList: content.settings.marqueeIgnoreList,
  };
}

export type ListingSelection = { ids: readonly number[]; limit: number };

/** The detail route of a listing: holiday homes have their own list and URLs, though the provider files them as rent listings. */
export function listingRouteKey(listing: {
  goal: number;
  isHoliday: boolean;
}): "property.sale" | "property.rent" | "property.holiday" {
  if (listing.goal === 0) return "property.sale";
  return listing.isHoliday ? "property.holiday" : "property.rent";
}

/** The list a listing belongs to: sale, rent or holiday homes. */
function listingGoal(listing: { goal: number; isHoliday: boolean }): ListingGoal {
  if (listing.goal === 0) return "sale";
  return listing.isHoliday ? "holiday" : "rent";
}

/** The published listings a module pins, in its order (a list's newest come from the search: newestListingsQuery). */
export async function listingCards(
  db: Database,
  selection: ListingSelection,
  options: CardOptions,
): Promise<ListingCard[]> {
  const rows = await db
    .select()
    .from(properties)
    .where(and(eq(properties.published, true), inArray(properties.id, [...selection.ids])));
  // In the order the selection names them.
  return listingCardsFromRows(
    db,
    selection.ids.flatMap((id) => rows.filter((r) => r.id === id)).slice(0, selection.limit),
    options,
  );
}

export type PropertyRow = typeof properties.$inferSelect;

/**
 * Whether a page shows the listing's amount: a published price that no marquee of the ignore list
 * replaces ("Verkocht"). Its history (and so "price lowered") is shown only then: an unpublished
 * price must not leak through it.
 */
export function isAmountShown(
  row: Pick<PropertyRow, "publishPrice" | "price" | "marquee">,
  marqueeName: string | null,
  ignoreList: CardOptions["marqueeIgnoreList"],
): boolean {
  const badge = marqueeBadge({ marquee: row.marquee, marqueeName });
  return publishedPrice(row) !== null && !(badge !== null && isMarqueeOnIgnoreList(badge, ignoreList, row.marquee));
}

/**
 * The listings among `ids` whose last recorded price is below the one before it (prices the sync
 * kept in price_history; unknown prices skipped), in ONE query for a whole page of cards: each
 * listing's newest price and the one before it by window functions.
 */
export async function listingsWithLoweredPrice(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const order = sql`partition by ${priceHistory.propertyId} order by ${priceHistory.changedAt} desc, ${priceHistory.id} desc`;
  const ranked = db.$with("ranked_prices").as(
    db
      .select({
        propertyId: priceHistory.propertyId,
        price: priceHistory.price,
        newest: sql<number>`row_number() over (${order})`.as("newest"),
        previous: sql<number | null>`lead(${priceHistory.price}) over (${order})`.as("previous"),
      })
      .from(priceHistory)
      .where(and(inArray(priceHistory.propertyId, [...ids]), isNotNull(priceHistory.price))),
  );
  const rows = await db
    .with(ranked)
    .select({ propertyId: ranked.propertyId })
    .from(ranked)
    .where(and(eq(ranked.newest, 1), sql`${ranked.price} < ${ranked.previous}`));
  return new Set(rows.map((row) => row.propertyId));
}

/**
 * The one mapping from listing rows to cards, used by the modules, the list pages, the API and the
 * search box: title in the page's language (else the default one, marked with `titleLang`), the
 * detail URL, the price by the spec's rules, the first picture and the map position. Keeps the
 * rows' order. Three small queries at most, whatever the number of rows (first pictures; city
 * centres of hidden addresses; the listings whose price was lowered).
 */
export async function listingCardsFromRows(
  db: Database,
  rows: readonly PropertyRow[],
  options: CardOptions,
): Promise<ListingCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const textsOf = (row: PropertyRow) => {
    const own = row.texts[options.locale];
    return own?.title ? own : (row.texts[options.defaultLocale] ?? own ?? {});
  };
  const shown = rows
    .filter((row) => isAmountShown(row, textsOf(row).marqueeName ?? null, options.marqueeIgnoreList))
    .map((row) => row.id);
  // Only each listing's first picture (DISTINCT ON), not all of its photos.
  const [pictures, centres, lowered] = await Promise.all([
    db
      .selectDistinctOn([listingMedia.propertyId], {
        propertyId: listingMedia.propertyId,
        url: listingMedia.url,
        width: listingMedia.width,
        height: listingMedia.height,
      })
      .from(listingMedia)
      .where(inArray(listingMedia.propertyId, ids))
      .orderBy(asc(listingMedia.propertyId), asc(listingMedia.position), asc(listingMedia.id)),
    cityCentres(
      db,
      rows.filter((r) => exactPosition(r) === null),
    ),
    listingsWithLoweredPrice(db, shown),
  ]);
  const firstPicture = new Map(pictures.map((picture) => [picture.propertyId, picture]));

  const { locale, defaultLocale, messages } = options;
  return rows.map((row) => {
    const own = row.texts[locale];
    const texts = textsOf(row);
    const title = texts.title ?? `${texts.typeDescription ?? ""} ${row.city}`.trim();
    const picture = firstPicture.get(row.id);
    const exact = exactPosition(row);
    return {
      id: row.id,
      href: routePath(options.routes, listingRouteKey(row), locale, {
        city: slugify(row.city) || "be",
        slug: slugify(title) || String(row.id),
        id: row.id,
      }),
      title,
      titleLang: own?.title ? null : defaultLocale,
      goal: listingGoal(row),
      city: row.city,
      zip: row.zip,
      type: texts.typeDescription ?? "",
      price: formatListingPrice(
        {
          price: row.price,
          priceUnit: row.priceUnit,
          priceUnitText: texts.priceUnitText ?? null,
          publishPrice: row.publishPrice,
          marquee: row.marquee,
          marqueeName: texts.marqueeName ?? null,
        },
        {
          marqueeIgnoreList: options.marqueeIgnoreList,
          startingFrom: messages["listing.startingFrom"],
          priceOnRequest: messages["listing.priceOnRequest"],
        },
      ),
      amount: publishedPrice(row),
      badge: marqueeBadge({ marquee: row.marquee, marqueeName: texts.marqueeName ?? null }),
      priceLowered: lowered.has(row.id),
      epcLabel: row.epcLabel,
      epcImage: cardEpcImage(row),
      floodScoreP: row.floodScoreP,
      floodScoreG: row.floodScoreG,
      bedrooms: row.bedrooms,
      surfaceLiving: row.surfaceLiving,
      summary: cleanDescription(texts.descriptionShort || texts.description || ""),
      image: picture ? { src: picture.url, width: picture.width, height: picture.height } : null,
      position: exact ?? centres.get(cityKey(row)) ?? null,
    };
  });
}

/**
 * The coloured label of the listing's region for its EPC score (the image the detail page shows), so
 * a card shows the regional label a buyer recognises; null without a score, a region or a Belgian
 * address (the card then shows the label as text only).
 */
function cardEpcImage(row: PropertyRow): { src: string; label: string } | null {
  const region = regionFromPostalCode(row.zip);
  if (region === null) return null;
  const band = epcBand(region, row.energyPerformance);
  const src = epcLabelImage(band, region, row.countryId ?? BELGIUM);
  return src && band ? { src, label: epcBandLabel(band) } : null;
}

/** The provider's country id of Belgium (a listing abroad has no Belgian EPC label). */
const BELGIUM = 10;

const cityKey = (place: { zip: string; city: string }) => `${place.zip}|${place.city}`;

/** The centres of the cities of some listings (the provider's city list carries them), by zip and name. */
async function cityCentres(
  db: Database,
  rows: readonly PropertyRow[],
): Promise<Map<string, { lat: number; lng: number }>> {
  const centres = new Map<string, { lat: number; lng: number }>();
  if (rows.length === 0) return centres;
  const found = await db
    .select({ zip: cities.zip, city: cities.name, lat: cities.lat, lng: cities.lng })
    .from(cities)
    .where(inArray(cities.zip, [...new Set(rows.map((r) => r.zip))]));
  for (const place of found)
    if (place.lat !== null && place.lng !== null) centres.set(cityKey(place), { lat: place.lat, lng: place.lng });
  return centres;
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

type ProjectNaming = { id: number; name: Partial<Record<Locale, string>>; city: string };

/** A project's name in the language, else in the default one (marked with its language), else its city. */
export function projectTitle(
  row: Pick<ProjectNaming, "name" | "city">,
  locale: Locale,
  defaultLocale: Locale,
): { value: string; lang: Locale | null } {
  const own = row.name[locale];
  if (own) return { value: own, lang: null };
  const fallback = row.name[defaultLocale];
  return fallback ? { value: fallback, lang: defaultLocale } : { value: row.city, lang: null };
}

/**
 * The params of a project's canonical URL in a language (`city` and `slug` by the slug rule). Every
 * link to a project (cards, banner, a property's project, the sitemap) is built from these, so none
 * of them is a redirect.
 */
export function projectRouteParams(row: ProjectNaming, locale: Locale, defaultLocale: Locale): RouteParams {
  return {
    city: slugify(row.city) || "be",
    slug: slugify(projectTitle(row, locale, defaultLocale).value) || String(row.id),
    id: row.id,
  };
}

/** Where a link to a project goes: its own website when it has one (spec §2), else its page here. */
export function projectLink(
  row: ProjectNaming & { externalWeb: string | null },
  options: Pick<CardOptions, "locale" | "defaultLocale" | "routes">,
): { href: string; external: boolean } {
  const website = websiteUrl(row.externalWeb);
  if (website) return { href: website, external: true };
  return {
    href: routePath(
      options.routes,
      "project",
      options.locale,
      projectRouteParams(row, options.locale, options.defaultLocale),
    ),
    external: false,
  };
}

/** "€ 249.000 – € 545.000"; only a lowest price: "vanaf € 249.000"; only a highest: that price. */
export function projectPriceRange(
  row: { priceFrom: number | null; priceTo: number | null },
  startingFrom: string,
): string | null {
  const { priceFrom: low, priceTo: high } = row;
  if (low !== null && high !== null)
    return low === high
      ? formatCurrency(low)
      : `${formatCurrency(Math.min(low, high))} – ${formatCurrency(Math.max(low, high))}`;
  if (low !== null) return `${startingFrom} ${formatCurrency(low)}`;
  return high !== null ? formatCurrency(high) : null;
}

/** Published projects, newest first; a project with its own website links there (spec §2). */
export async function projectCards(
  db: Database,
  selection: { ids?: readonly number[]; limit: number },
  options: CardOptions,
): Promise<ProjectCard[]> {
  const where =
    selection.ids && selection.ids.length > 0
      ? and(eq(projects.published, true), inArray(projects.id, [...selection.ids]))
      : eq(projects.published, true);
  const rows = await db.select().from(projects).where(where).orderBy(desc(projects.id)).limit(selection.limit);
  if (rows.length === 0) return [];
  const pictures = await db
    .select({
      projectId: listingMedia.projectId,
      url: listingMedia.url,
      width: listingMedia.width,
      height: listingMedia.height,
    })
    .from(listingMedia)
    .where(
      inArray(
        listingMedia.projectId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(listingMedia.position));
  const { locale, defaultLocale, messages } = options;
  return rows.map((row) => {
    const picture = pictures.find((p) => p.projectId === row.id);
    return {
      id: row.id,
      ...projectLink(row, options),
      title: projectTitle(row, locale, defaultLocale).value,
      city: row.city,
      priceRange: projectPriceRange(row, messages["listing.startingFrom"]),
      summary: cleanDescription(row.description[locale] || row.description[defaultLocale] || ""),
      image: picture ? { src: picture.url, width: picture.width, height: picture.height } : null,
    };
  });
}
