import { and, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { listingDocuments, listingMedia, projects, projectUnits, properties } from "#db/schema.ts";
import { LOCALES, type Locale } from "#app/i18n/locales.ts";
import { routePath, type RouteParams } from "#app/i18n/route-map.ts";
import { interpolate, type MessageKey } from "#app/i18n/interpolate.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import { formatCurrency } from "#app/lib/price.ts";
import { cleanDescription } from "#app/lib/description.ts";
import { formatDate } from "#app/lib/date.ts";
import {
  cardOptionsFor,
  listingCardsFromRows,
  projectCards,
  projectPriceRange,
  projectRouteParams,
  projectTitle,
  type CardOptions,
  type ProjectCard,
} from "./listing-cards.server.ts";
import { websiteUrl } from "#app/lib/external-link.ts";
import type { OfferLink } from "./property-detail.server.ts";
import { cityCentre, countryCodeOf, openStreetMapUrl, streetLine, streetViewUrl } from "./listing-location.server.ts";
import { listedPlace, realEstateListing, type ListingJsonLdPage } from "./listing-json-ld.server.ts";
import { numberFormat } from "#app/lib/intl-formats.ts";
import type {
  UnitStatus,
  ProjectUnitView,
  ProjectConstruction,
  LocalizedParagraphs,
  ProjectDetailView,
} from "./listing-views.ts";

// View types live in the plain listing-views.ts (components read them there); server modules may still name them here.
export type { UnitStatus, ProjectUnitView, ProjectConstruction, LocalizedParagraphs, ProjectDetailView };

/**
 * One new-build project's detail page in one language: everything the
 * page shows, already worded and formatted — title, photos, description, prices and planning,
 * delivery, the units table with sold / sold out, construction phases, documents (by name; sent
 * by e-mail on request), place and map links, the properties of the project, similar projects.
 *
 * Privacy rule of the feed: when `PublicAddress` is off nothing below the city level leaves the
 * server (no street, number, box, exact coordinates or Street View link): the view model goes to
 * the browser as it is, so it must never carry them. The same rule as the property page
 * (property-detail.server.ts), whose small map-link helpers are repeated here rather than shared,
 * to leave that module untouched while it is being worked on.
 */

type ProjectRow = typeof projects.$inferSelect;
type Localized = ProjectRow["name"];

/** What the detail route answers: the project, its external website (302), withdrawn (410) or nothing (404). */
export type ProjectDetailResult =
  | { kind: "not-found" }
  | { kind: "external"; url: string }
  | {
      kind: "withdrawn";
      routeParams: Record<Locale, RouteParams>;
      title: string;
      titleLang: Locale | null;
      similar: ProjectCard[];
    }
  | { kind: "project"; routeParams: Record<Locale, RouteParams>; contentLocales: Locale[]; view: ProjectDetailView };

const SIMILAR_LIMIT = 4;
const PROPERTIES_LIMIT = 24;

/**
 * What the "project not found" page offers instead (its error boundary has no loader data): its
 * heading, an introduction and the project and property lists, worded in `locale`.
 */
export function projectNotFoundData(
  content: SiteContent,
  locale: Locale,
): { heading: string; intro: string; links: OfferLink[] } {
  const { messages } = cardOptionsFor(content, locale);
  const lists = [
    ["projects", "listing.projectsTitle"],
    ["for-sale", "listing.forSaleTitle"],
    ["for-rent", "listing.forRentTitle"],
  ] as const;
  return {
    heading: messages["project.notFound"],
    intro: messages["listing.browseOffer"],
    links: lists.map(([key, name]) => ({ name: messages[name], href: routePath(content.routes.routes, key, locale) })),
  };
}

function routeParamsOf(
  row: Pick<ProjectRow, "id" | "name" | "city">,
  defaultLocale: Locale,
): Record<Locale, RouteParams> {
  return Object.fromEntries(LOCALES.map((lang) => [lang, projectRouteParams(row, lang, defaultLocale)])) as Record<
    Locale,
    RouteParams
  >;
}

/** The canonical path of a project in a language. */
export function projectPath(
  routes: CardOptions["routes"],
  routeParams: Record<Locale, RouteParams>,
  locale: Locale,
): string {
  return routePath(routes, "project", locale, routeParams[locale]);
}

/**
 * Where `/project/{id}/` sends a visitor: the project's own website, or its route params in every
 * language (published or withdrawn); null when visitors never saw it.
 */
export async function projectCanonical(
  db: Database,
  id: number,
  defaultLocale: Locale,
): Promise<{ external: string } | { routeParams: Record<Locale, RouteParams> } | null> {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      city: projects.city,
      externalWeb: projects.externalWeb,
      published: projects.published,
      withdrawnAt: projects.withdrawnAt,
    })
    .from(projects)
    .where(eq(projects.id, id))
    .limit(1);
  if (!row || (!row.published && !row.withdrawnAt)) return null;
  const external = row.published ? websiteUrl(row.externalWeb) : null;
  if (external) return { external };
  return { routeParams: routeParamsOf(row, defaultLocale) };
}

/** Loads a project by id for the detail page in `options.locale`. */
export async function loadProjectDetail(db: Database, id: number, options: CardOptions): Promise<ProjectDetailResult> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  // An unpublished project without a withdrawal date never was public: it does not exist for visitors.
  if (!row || (!row.published && !row.withdrawnAt)) return { kind: "not-found" };

  const { locale, defaultLocale, messages } = options;
  const routeParams = routeParamsOf(row, defaultLocale);
  const title = projectTitle(row, locale, defaultLocale);
  if (!row.published)
    return {
      kind: "withdrawn",
      routeParams,
      title: title.value,
      titleLang: title.lang,
      similar: await similarProjects(db, row, options),
    };
  // Spec §2: "A project with an external website opens that site."
  const external = websiteUrl(row.externalWeb);
  if (external) return { kind: "external", url: external };

  const [pictures, documents, units, centre, propertyRows, similar] = await Promise.all([
    db
      .select()
      .from(listingMedia)
      .where(eq(listingMedia.projectId, row.id))
      .orderBy(asc(listingMedia.position), asc(listingMedia.id)),
    db.select().from(listingDocuments).where(eq(listingDocuments.projectId, row.id)).orderBy(asc(listingDocuments.id)),
    db
      .select()
      .from(projectUnits)
      .where(eq(projectUnits.projectId, row.id))
      .orderBy(sql`${projectUnits.floor} asc nulls last`, asc(projectUnits.name), asc(projectUnits.id)),
    row.publicAddress && row.lat !== null && row.lng !== null ? Promise.resolve(null) : cityCentre(db, row),
    db
      .select()
      .from(properties)
      .where(and(eq(properties.projectId, row.id), eq(properties.published, true)))
      .orderBy(sql`${properties.price} asc nulls last`, asc(properties.id))
      .limit(PROPERTIES_LIMIT),
    similarProjects(db, row, options),
  ]);

  const t = (key: MessageKey) => messages[key];
  const pick = (text: Localized) => pickText(text, locale, defaultLocale);
  const numbers = numberFormat(`${locale}-BE`, { maximumFractionDigits: 2 });
  const coordinates =
    row.publicAddress && row.lat !== null && row.lng !== null
      ? { lat: row.lat, lng: row.lng, precise: true }
      : centre
        ? { ...centre, precise: false }
        : null;
  const street = row.publicAddress ? streetLine(row, t("detail.box")) : null;
  const description = paragraphsOf(row.description, locale, defaultLocale);
  const pricesAndPlanning = paragraphsOf(row.pricesAndPlanning, locale, defaultLocale);
  const delivery = pick(row.delivery);
  const unitViews = units.map((unit): ProjectUnitView => {
    const status: UnitStatus = unit.status === "sold" || unit.status === "option" ? unit.status : "available";
    const statusText = t(
      status === "sold" ? "project.unitSold" : status === "option" ? "project.unitOption" : "project.unitAvailable",
    );
    return {
      id: unit.id,
      name: unit.name,
      floor: unit.floor === null ? "" : unit.floor === 0 ? t("project.groundFloor") : numbers.format(unit.floor),
      bedrooms: unit.bedrooms === null ? "" : numbers.format(unit.bedrooms),
      surface: unit.surfaceLiving === null ? "" : `${numbers.format(unit.surfaceLiving)}\u00a0${t("unit.m2")}`,
      status,
      statusText,
      // A sold unit's price is no longer on offer, and its status already says "sold": no price at all.
      price: status === "sold" ? null : unit.price === null ? t("listing.priceOnRequest") : formatCurrency(unit.price),
    };
  });
  const availableUnits = unitViews.filter((unit) => unit.status !== "sold").length;
  const priceRange = projectPriceRange(row, t("listing.startingFrom"));
  const place = `${row.zip} ${row.city}`;

  const view: ProjectDetailView = {
    id: row.id,
    title: title.value,
    titleLang: title.lang,
    description,
    pricesAndPlanning,
    delivery: delivery ? { value: delivery.value, lang: delivery.lang ?? null } : null,
    summary: cleanDescription(
      description.paragraphs.join(" ") || pricesAndPlanning.paragraphs.join(" ") || `${title.value}, ${place}`,
      { maxLength: 160 },
    ),
    priceRange,
    offerPrices: { low: row.priceFrom, high: row.priceTo },
    keyFacts: [
      { label: t("project.number"), value: String(row.id) },
      { label: t("detail.city"), value: place },
      ...(priceRange ? [{ label: t("project.prices"), value: priceRange }] : []),
      ...(delivery
        ? [
            delivery.lang
              ? { label: t("project.delivery"), value: delivery.value, lang: delivery.lang }
              : { label: t("project.delivery"), value: delivery.value },
          ]
        : []),
      ...(unitViews.length > 0
        ? [
            {
              label: t("project.availableUnits"),
              value: interpolate(t("project.availableUnitsValue"), {
                available: availableUnits,
                total: unitViews.length,
              }),
            },
          ]
        : []),
    ],
    units: unitViews,
    availableUnits,
    soldOut: unitViews.length > 0 && availableUnits === 0,
    constructions: row.constructions.flatMap((phase) => {
      const name = pick(phase.name);
      const text = pick(phase.description);
      if (!name && !text) return [];
      const lang = name?.lang ?? text?.lang;
      const entry = {
        name: name?.value ?? "",
        description: text?.value ?? "",
        date: phase.date ? formatDate(phase.date) : "",
      };
      return [lang ? { ...entry, lang } : entry];
    }),
    documents: documents.map((doc) => {
      const own = doc.name[locale];
      const name = own || doc.name[defaultLocale] || doc.kind;
      return own ? { name } : { name, lang: defaultLocale };
    }),
    pictures: pictures.map((picture, index) => ({
      src: picture.url,
      width: picture.width,
      height: picture.height,
      alt: picture.caption[locale] || interpolate(t("listing.gallery.photoAlt"), { title: title.value, n: index + 1 }),
    })),
    address: {
      street,
      zip: row.zip,
      city: row.city,
      published: row.publicAddress,
      countryCode: countryCodeOf(row.countryId),
    },
    coordinates,
    mapUrl: coordinates ? openStreetMapUrl(coordinates) : null,
    streetViewUrl: row.publicAddress && coordinates?.precise ? streetViewUrl(coordinates) : null,
    properties: await listingCardsFromRows(db, propertyRows, options),
    similar,
  };
  return {
    kind: "project",
    routeParams,
    contentLocales: LOCALES.filter((lang) => Boolean(row.name[lang] || row.description[lang])),
    view,
  };
}

/** A per-language text, falling back to the default language (then marked with it). */
function pickText(text: Localized, locale: Locale, defaultLocale: Locale): { value: string; lang?: Locale } | null {
  const own = text[locale]?.trim();
  if (own) return { value: own };
  const fallback = text[defaultLocale]?.trim();
  return fallback ? { value: fallback, lang: defaultLocale } : null;
}

/**
 * A text as paragraphs. The feed sends plain text with blank lines between paragraphs; should an
 * editor send HTML, paragraph and line-break tags become breaks and the description rule
 * (app/lib/description.ts) drops the rest of the markup, so none reaches the page.
 */
function paragraphsOf(text: Localized, locale: Locale, defaultLocale: Locale): LocalizedParagraphs {
  const picked = pickText(text, locale, defaultLocale);
  const paragraphs = (picked?.value ?? "")
    .replace(/<\/p\s*>|<br\s*\/?>/gi, "\n\n")
    .split(/\n\s*\n/)
    .map((paragraph) => cleanDescription(paragraph, { maxLength: Number.MAX_SAFE_INTEGER, ellipsis: false }))
    .filter((paragraph) => paragraph !== "");
  return { paragraphs, lang: paragraphs.length > 0 ? (picked?.lang ?? null) : null };
}

/**
 * Other published projects, nearest first: by distance when both
 * have coordinates (an equirectangular approximation is plenty at the scale of a region), then by
 * the closest zip, then the newest. Up to 4, as project cards (400 px thumbnails).
 */
async function similarProjects(db: Database, row: ProjectRow, options: CardOptions): Promise<ProjectCard[]> {
  const order: SQL[] = [];
  if (row.lat !== null && row.lng !== null) {
    const scale = Math.cos((row.lat * Math.PI) / 180);
    order.push(sql`(case when ${projects.lat} is null or ${projects.lng} is null then 1 else 0 end)`);
    order.push(
      sql`(power(${projects.lat} - ${row.lat}, 2) + power((${projects.lng} - ${row.lng}) * ${scale}, 2)) asc nulls last`,
    );
  }
  if (/^\d+$/.test(row.zip))
    order.push(
      sql`abs(coalesce(case when ${projects.zip} ~ '^[0-9]+$' then ${projects.zip}::int end, 0) - ${Number(row.zip)}) asc`,
    );
  order.push(desc(projects.id));
  const nearest = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.published, true), ne(projects.id, row.id)))
    .orderBy(...order)
    .limit(SIMILAR_LIMIT);
  if (nearest.length === 0) return [];
  const ids = nearest.map((project) => project.id);
  const cards = await projectCards(db, { ids, limit: ids.length }, options);
  return ids.flatMap((id) => cards.filter((card) => card.id === id));
}

/**
 * schema.org JSON-LD of the page, saying no more than the page shows. The page is a listing of a
 * place on offer, like the property page, so it is a `RealEstateListing` (a WebPage) about the
 * project as a `Residence` — `ApartmentComplex` would fit apartment projects only, and the feed's
 * type name is not reliable per language. Its units are one `AggregateOffer` (the type schema.org
 * gives for a range of offers of one thing): lowest and highest price and the number of units
 * still on offer; `SoldOut` when every unit is sold. Street and exact position only when public.
 */
export function projectJsonLd(view: ProjectDetailView, page: ListingJsonLdPage): Record<string, unknown> {
  const place = listedPlace("Residence", view);

  const offer: Record<string, unknown> = {
    "@type": "AggregateOffer",
    url: page.url,
    availability: view.soldOut ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
    businessFunction: "http://purl.org/goodrelations/v1#Sell",
  };
  const { low, high } = view.offerPrices;
  if (low !== null || high !== null) {
    offer.lowPrice = Math.min(low ?? high!, high ?? low!);
    if (high !== null) offer.highPrice = Math.max(low ?? high, high);
    offer.priceCurrency = "EUR";
  }
  if (view.units.length > 0) offer.offerCount = view.availableUnits;
  return realEstateListing(view, page, place, offer);
}
