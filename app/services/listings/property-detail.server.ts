import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import {
  listingDocuments,
  listingMedia,
  priceHistory,
  projects,
  properties,
  propertyTypes,
  type PropertyTexts,
} from "#db/schema.ts";
import { LOCALES, type Locale } from "#app/i18n/locales.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import { routePath, type RouteParams } from "#app/i18n/route-map.ts";
import { interpolate, type MessageKey } from "#app/i18n/interpolate.ts";
import { formatCurrency, formatListingPrice } from "#app/lib/price.ts";
import { marqueeBadge } from "#app/lib/marquee.ts";
import { cleanDescription } from "#app/lib/description.ts";
import { slugify } from "#app/lib/slug.ts";
import { formatDate } from "#app/lib/date.ts";
import { shouldShowField } from "#app/lib/condition.ts";
import { classifyMediaLink } from "#app/lib/media-link.ts";
import {
  cardOptionsFor,
  isAmountShown,
  listingCardsFromRows,
  listingRouteKey,
  projectLink,
  projectTitle,
  type CardOptions,
  type ListingCard,
} from "./listing-cards.server.ts";
import { mentionedColumns, regionalMentions } from "./property-mentions.server.ts";
import { cityCentre, countryCodeOf, openStreetMapUrl, streetLine, streetViewUrl } from "./listing-location.server.ts";
import { listedPlace, realEstateListing, type ListingJsonLdPage } from "./listing-json-ld.server.ts";
import { numberFormat } from "#app/lib/intl-formats.ts";
import type {
  DetailField,
  FieldGroupId,
  FieldGroup,
  DetailPicture,
  DetailMedia,
  DetailDocument,
  PricePoint,
  Availability,
  PropertyDetailView,
  RegionalMentions,
} from "./listing-views.ts";
import type { OfferLink } from "./listing-views.ts";
import { exactPosition, priceDerivedShown, publishedStreet } from "#app/lib/publication.ts";

// View types live in the plain listing-views.ts (components read them there); server modules may still name them here.
export type { OfferLink };

// View types live in the plain listing-views.ts (components read them there); server modules may still name them here.
export type {
  DetailField,
  FieldGroupId,
  FieldGroup,
  DetailPicture,
  DetailMedia,
  DetailDocument,
  PricePoint,
  Availability,
  PropertyDetailView,
};

/**
 * One property's detail page in one language: everything the page
 * shows, already worded and formatted, so the page renders what it gets. The rules come from
 * app/lib (price, marquee, EPC band, region, slug, conditional display, media links); the regional
 * mandatory mentions from ./property-mentions.server.ts.
 *
 * Privacy rule of the feed: when `PublishAddress` is off nothing below the city level leaves the
 * server (no street, number, box, exact coordinates or Street View link) — the view model is sent
 * to the browser as it is, so it must never carry them.
 */

export type DetailOptions = CardOptions & {
  /** Virtual-tour hosts of the settings (spec §5), besides the built-in one. */
  tourHosts: readonly string[];
};

/** What the detail route needs to answer: the listing, a withdrawn one (410) or nothing (404). */
export type PropertyDetailResult =
  | { kind: "not-found" }
  | {
      kind: "withdrawn";
      routeKey: ReturnType<typeof listingRouteKey>;
      /** Route params of the canonical URL in every language (the slug follows each title). */
      routeParams: Record<Locale, RouteParams>;
      title: string;
      titleLang: Locale | null;
      similar: ListingCard[];
    }
  | {
      kind: "listing";
      routeKey: ReturnType<typeof listingRouteKey>;
      routeParams: Record<Locale, RouteParams>;
      contentLocales: Locale[];
      view: PropertyDetailView;
    };

type PropertyRow = typeof properties.$inferSelect;

const SIMILAR_LIMIT = 4;

/** The options of a detail page in a language, from the site's configuration. */
export function detailOptions(content: SiteContent, locale: Locale): DetailOptions {
  return { ...cardOptionsFor(content, locale), tourHosts: content.settings.tourHosts };
}

/** The list page of a detail family (its breadcrumb parent). */
export function listKeyOf(routeKey: ReturnType<typeof listingRouteKey>): PropertyDetailView["listKey"] {
  return routeKey === "property.sale" ? "for-sale" : routeKey === "property.holiday" ? "holiday-homes" : "for-rent";
}

/** A listing id from a URL segment: digits only (no sign, no leading zero), within the integer column. */
export function parseListingId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * What the "property not found or sold" page offers instead (its error boundary has no loader
 * data): an introduction and the list pages, worded in `locale`.
 */
export function propertyNotFoundData(content: SiteContent, locale: Locale): { intro: string; links: OfferLink[] } {
  const messages = cardOptionsFor(content, locale).messages;
  const lists = [
    ["for-sale", "listing.forSaleTitle"],
    ["for-rent", "listing.forRentTitle"],
    ["holiday-homes", "listing.holidayHomesTitle"],
  ] as const;
  return {
    intro: messages["listing.browseOffer"],
    links: lists.map(([key, name]) => ({ name: messages[name], href: routePath(content.routes.routes, key, locale) })),
  };
}

/**
 * Where a listing lives (`/property/{id}/` redirects there): its route and URL params in every
 * language, for a published or withdrawn listing; null when visitors never saw it.
 */
export async function propertyCanonical(
  db: Database,
  id: number,
  defaultLocale: Locale,
): Promise<{ routeKey: ReturnType<typeof listingRouteKey>; routeParams: Record<Locale, RouteParams> } | null> {
  const [row] = await db
    .select({
      id: properties.id,
      goal: properties.goal,
      isHoliday: properties.isHoliday,
      city: properties.city,
      texts: properties.texts,
      published: properties.published,
      withdrawnAt: properties.withdrawnAt,
    })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  if (!row || (!row.published && !row.withdrawnAt)) return null;
  return {
    routeKey: listingRouteKey(row),
    routeParams: Object.fromEntries(
      LOCALES.map((lang) => [lang, listingRouteParams(row, lang, defaultLocale)]),
    ) as Record<Locale, RouteParams>,
  };
}

/** What a form about a listing needs of it (its mails name it and link to it). */
export type ListingForForm = {
  id: number;
  title: string;
  routeKey: ReturnType<typeof listingRouteKey>;
  routeParams: Record<Locale, RouteParams>;
  goal: "sale" | "rent";
  isHoliday: boolean;
  availability: Availability;
  /** The monthly rent or the sale price, as the provider gives it (null when none). */
  price: number | null;
};

/**
 * A published listing for a form post, in one small query (the detail page's full view with its
 * pictures and similar listings is not needed to take a lead); null when it is not on offer.
 */
export async function propertyForForm(
  db: Database,
  id: number,
  locale: Locale,
  defaultLocale: Locale,
): Promise<ListingForForm | null> {
  const [row] = await db
    .select({
      id: properties.id,
      goal: properties.goal,
      isHoliday: properties.isHoliday,
      city: properties.city,
      texts: properties.texts,
      published: properties.published,
      availability: properties.availability,
      price: properties.price,
    })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  if (!row?.published) return null;
  return {
    id: row.id,
    title: titleOf(row, locale, defaultLocale).value,
    routeKey: listingRouteKey(row),
    routeParams: Object.fromEntries(
      LOCALES.map((lang) => [lang, listingRouteParams(row, lang, defaultLocale)]),
    ) as Record<Locale, RouteParams>,
    goal: row.goal === 0 ? "sale" : "rent",
    isHoliday: row.isHoliday,
    availability: availabilityOf(row.availability),
    price: row.price,
  };
}

/** Loads a listing by id for the detail page in `options.locale`. */
export async function loadPropertyDetail(
  db: Database,
  id: number,
  options: DetailOptions,
): Promise<PropertyDetailResult> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  if (!row) return { kind: "not-found" };
  // An unpublished listing without a withdrawal date never was public: it does not exist for visitors.
  if (!row.published && !row.withdrawnAt) return { kind: "not-found" };

  const { locale, defaultLocale } = options;
  const routeKey = listingRouteKey(row);
  const routeParams = Object.fromEntries(
    LOCALES.map((lang) => [lang, listingRouteParams(row, lang, defaultLocale)]),
  ) as Record<Locale, RouteParams>;
  const title = titleOf(row, locale, defaultLocale);
  if (!row.published) {
    return {
      kind: "withdrawn",
      routeKey,
      routeParams,
      title: title.value,
      titleLang: title.lang,
      similar: await similarListings(db, row, options),
    };
  }

  const [pictures, documents, history, typeNames, centre, project, similar] = await Promise.all([
    db.select().from(listingMedia).where(eq(listingMedia.propertyId, row.id)).orderBy(asc(listingMedia.position)),
    db.select().from(listingDocuments).where(eq(listingDocuments.propertyId, row.id)).orderBy(asc(listingDocuments.id)),
    db
      .select()
      .from(priceHistory)
      .where(eq(priceHistory.propertyId, row.id))
      .orderBy(asc(priceHistory.changedAt), asc(priceHistory.id)),
    typeNamesOf(db, row),
    cityCentre(db, row),
    row.projectId === null ? Promise.resolve(null) : projectOfListing(db, row.projectId, options),
    similarListings(db, row, options),
  ]);

  const text = textPicker(row, locale, defaultLocale);
  const messages = options.messages;
  const t = (key: MessageKey) => messages[key];
  const priceTexts = {
    price: row.price,
    priceUnit: row.priceUnit,
    priceUnitText: text("priceUnitText")?.value ?? null,
    publishPrice: row.publishPrice,
    marquee: row.marquee,
    marqueeName: text("marqueeName")?.value ?? null,
  };
  const price = formatListingPrice(priceTexts, {
    marqueeIgnoreList: options.marqueeIgnoreList,
    startingFrom: t("listing.startingFrom"),
    priceOnRequest: t("listing.priceOnRequest"),
  });
  const badge = marqueeBadge(priceTexts);
  // The amount is public only when the page shows it: published, and not replaced by a marquee name.
  const amountShown = isAmountShown(row, priceTexts.marqueeName, options.marqueeIgnoreList);
  const typeText = text("typeDescription") ?? typeNameText(typeNames.main, locale, defaultLocale);
  const type = typeText?.value ?? "";
  const exact = exactPosition(row);
  const coordinates = exact ? { ...exact, precise: true } : centre ? { ...centre, precise: false } : null;
  const street = publishedStreet(row, () => streetLine(row, t("detail.box")));
  const description = descriptionOf(row, locale, defaultLocale);
  const fmt = formatters(locale, messages);
  const mentions = regionalMentions(row, {
    typeNames: [...typeNames.all, ...Object.values(row.texts).map((texts) => texts?.typeDescription ?? "")],
    planningInformation: text("planningInformation"),
    messages,
    fmt,
  });

  const view: PropertyDetailView = {
    id: row.id,
    routeKey,
    listKey: listKeyOf(routeKey),
    title: title.value,
    titleLang: title.lang,
    description,
    summary: cleanDescription(text("descriptionShort")?.value || description.paragraphs.join(" "), { maxLength: 160 }),
    type,
    typeLang: typeText?.lang ?? null,
    goal: row.goal === 0 ? "sale" : "rent",
    price,
    offerPrice: amountShown ? row.price : null,
    ...priceHistoryOf(history, amountShown),
    badge,
    availability: availabilityOf(row.availability),
    availabilityMessage:
      row.availability === "sold"
        ? t("listing.soldMessage")
        : row.availability === "rented"
          ? t("listing.rentedMessage")
          : null,
    address: {
      street,
      zip: row.zip,
      city: row.city,
      published: row.publishAddress,
      countryCode: countryCodeOf(row.countryId),
    },
    coordinates,
    mapUrl: coordinates ? openStreetMapUrl(coordinates) : null,
    streetViewUrl: row.publishAddress && coordinates?.precise ? streetViewUrl(coordinates) : null,
    keyFacts: keyFacts(row, mentions, fmt),
    agencyDuties: agencyDutiesOf(row, fmt),
    groups: fieldGroups(row, { text, fmt, t, mentioned: mentionedColumns(mentions) }),
    mentions,
    pictures: pictures.map((picture, index) => ({
      src: picture.url,
      width: picture.width,
      height: picture.height,
      alt: picture.caption[locale] || interpolate(t("listing.gallery.photoAlt"), { title: title.value, n: index + 1 }),
    })),
    documents: documents.map((doc) => {
      const own = doc.name[locale];
      const name = own || doc.name[defaultLocale] || doc.kind;
      return own ? { name } : { name, lang: defaultLocale };
    }),
    media: mediaOf(row, options.tourHosts, t),
    project,
    similar,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    surfaceLiving: row.surfaceLiving,
    datePosted: row.providerCreatedAt ? row.providerCreatedAt.toISOString().slice(0, 10) : null,
  };
  return { kind: "listing", routeKey, routeParams, contentLocales: contentLocalesOf(row), view };
}

/**
 * The params of a listing's canonical URL in a language: `city` and `slug` by the slug rule
 * (app/lib/slug.ts), with the same fallbacks as the result cards (listing-cards.server.ts), so a
 * card's link is the canonical URL and never a redirect.
 */
export function listingRouteParams(
  row: Pick<PropertyRow, "id" | "city" | "texts">,
  locale: Locale,
  defaultLocale: Locale,
): RouteParams {
  const title = titleOf(row, locale, defaultLocale).value;
  return { city: slugify(row.city) || "be", slug: slugify(title) || String(row.id), id: row.id };
}

/** The canonical path of a listing in a language. */
export function listingPath(
  routes: CardOptions["routes"],
  result: { routeKey: string; routeParams: Record<Locale, RouteParams> },
  locale: Locale,
): string {
  return routePath(routes, result.routeKey, locale, result.routeParams[locale]);
}

/** The title in the language, else in the default one (marked with its language), else type and city. */
function titleOf(
  row: Pick<PropertyRow, "city" | "texts">,
  locale: Locale,
  defaultLocale: Locale,
): { value: string; lang: Locale | null } {
  const own = row.texts[locale]?.title;
  if (own) return { value: own, lang: null };
  const fallback = row.texts[defaultLocale];
  if (fallback?.title) return { value: fallback.title, lang: defaultLocale };
  const texts = row.texts[locale] ?? fallback ?? {};
  return { value: `${texts.typeDescription ?? ""} ${row.city}`.trim(), lang: null };
}

/** The languages in which the listing has its own title or description (the de sample has none). */
export function contentLocalesOf(row: Pick<PropertyRow, "texts">): Locale[] {
  return LOCALES.filter((lang) => Boolean(row.texts[lang]?.title || row.texts[lang]?.description));
}

/** A text of the listing, with its language when that is not the page's. */
type LocalText = { value: string; lang?: Locale };
type TextPicker = (field: keyof PropertyTexts) => LocalText | null;

/** The property type's name in the page's language, else in the default one (marked). */
function typeNameText(names: Partial<Record<Locale, string>>, locale: Locale, defaultLocale: Locale): LocalText | null {
  if (names[locale]) return { value: names[locale] };
  const fallback = names[defaultLocale];
  return fallback ? { value: fallback, lang: defaultLocale } : null;
}

/** A per-language text of the listing, falling back to the default language (then marked). */
function textPicker(row: PropertyRow, locale: Locale, defaultLocale: Locale): TextPicker {
  return (field) => {
    const own = row.texts[locale]?.[field];
    if (own) return { value: own };
    const fallback = row.texts[defaultLocale]?.[field];
    return fallback ? { value: fallback, lang: defaultLocale } : null;
  };
}

/**
 * The description as paragraphs. The feed sends plain text with blank lines between paragraphs;
 * should an editor send HTML, paragraph and line-break tags become paragraph breaks and the rest of
 * the markup is dropped by the description rule (app/lib/description.ts), so no markup reaches the page.
 */
function descriptionOf(
  row: PropertyRow,
  locale: Locale,
  defaultLocale: Locale,
): { paragraphs: string[]; lang: Locale | null } {
  const own = row.texts[locale]?.description;
  const source = own ?? row.texts[defaultLocale]?.description ?? "";
  const paragraphs = source
    .replace(/<\/p\s*>|<br\s*\/?>/gi, "\n\n")
    .split(/\n\s*\n/)
    .map((paragraph) => cleanDescription(paragraph, { maxLength: Number.MAX_SAFE_INTEGER, ellipsis: false }))
    .filter((paragraph) => paragraph !== "");
  return { paragraphs, lang: own || paragraphs.length === 0 ? null : defaultLocale };
}

function availabilityOf(value: string): Availability {
  return value === "sold" || value === "rented" ? value : "available";
}

/** Value formatters of one language: Belgian number conventions of that language, units from the dictionary. */
export type Formatters = {
  number: (value: number) => string;
  year: (value: number) => string;
  unit: (value: number, unit: MessageKey) => string;
  money: (value: number) => string;
  flag: (value: boolean) => string;
  date: (value: string) => string;
  /** A share (0.12) as a percentage in the language ("12 %", "12%"). */
  percent: (share: number) => string;
  messages: CardOptions["messages"];
};

function formatters(locale: Locale, messages: CardOptions["messages"]): Formatters {
  // nl-BE, fr-BE, de-BE and en-BE all write Belgian numbers (decimal comma); fr groups with a thin space.
  const numbers = numberFormat(`${locale}-BE`, { maximumFractionDigits: 2 });
  const percents = numberFormat(`${locale}-BE`, { style: "percent", maximumFractionDigits: 1 });
  return {
    number: (value) => numbers.format(value),
    year: (value) => String(value),
    unit: (value, unit) => `${numbers.format(value)}\u00a0${messages[unit]}`,
    money: (value) => formatCurrency(value),
    flag: (value) => (value ? messages["detail.yes"] : messages["detail.no"]),
    date: (value) => formatDate(value),
    percent: (share) => percents.format(share),
    messages,
  };
}

/**
 * The registration duties the provider's data gives (the agency's figure for one situation, often
 * the standard rate) labelled as the agency's estimate, with the share of the price it stands for,
 * so it never reads as a contradiction of the purchase-cost calculator, which computes the duties
 * of the situation the visitor chooses (decision 0018) and names this estimate beside its own.
 */
function registeredRightEstimate(row: PropertyRow, fmt: Formatters): DetailField[] {
  const m = fmt.messages;
  return field(m["detail.registeredRightEstimate"], row.registeredRight, () => {
    const amount = fmt.money(row.registeredRight!);
    const share = agencyDutiesShare(row);
    return share === null
      ? amount
      : `${amount} (${interpolate(m["detail.shareOfPrice"], { rate: fmt.percent(share) })})`;
  });
}

/** The provider's registration duties, worded, for the calculator to name beside its own figure. */
function agencyDutiesOf(row: PropertyRow, fmt: Formatters): PropertyDetailView["agencyDuties"] {
  const share = agencyDutiesShare(row);
  if (!priceDerivedShown(row) || row.registeredRight === null || share === null) return null;
  return { amount: fmt.money(row.registeredRight), rate: fmt.percent(share) };
}

/** The provider's registration duties as a share of the price (0.12), or null without both amounts. */
function agencyDutiesShare(row: Pick<PropertyRow, "registeredRight" | "price">): number | null {
  if (row.registeredRight === null || row.price === null || row.price <= 0) return null;
  return row.registeredRight / row.price;
}

/** A field when its value is there (spec §5: null or blank hides it). */
function field(label: string, value: unknown, format: () => string, lang?: Locale): DetailField[] {
  if (!shouldShowField(value)) return [];
  return [lang ? { label, value: format(), lang } : { label, value: format() }];
}

function textField(label: string, picked: LocalText | null): DetailField[] {
  return picked ? field(label, picked.value, () => picked.value, picked.lang) : [];
}

/**
 * The key-facts bar under the title, as the portals show it: bedrooms, habitable surface, plot and
 * the EPC label with its coloured regional image (the price is shown beside them by the page).
 */
function keyFacts(row: PropertyRow, mentions: RegionalMentions | null, fmt: Formatters): DetailField[] {
  const m = fmt.messages;
  const epcImage = mentions?.sections.flatMap((section) => section.items).find((item) => item.epcImage)?.epcImage;
  return [
    ...field(m["detail.bedrooms"], row.bedrooms, () => fmt.number(row.bedrooms!)),
    ...field(m["detail.surfaceLiving"], row.surfaceLiving, () => fmt.unit(row.surfaceLiving!, "unit.m2")),
    ...field(m["detail.surfaceGround"], row.surfaceGround, () => fmt.unit(row.surfaceGround!, "unit.m2")),
    ...field(m["detail.epcLabel"], row.epcLabel, () => row.epcLabel!).map((fact) =>
      epcImage ? { ...fact, image: epcImage } : fact,
    ),
  ];
}

type GroupInput = {
  text: TextPicker;
  fmt: Formatters;
  t: (key: MessageKey) => string;
  /** The columns the regional mandatory mentions show: each fact once, there (property-mentions.server.ts). */
  mentioned: ReadonlySet<keyof PropertyRow>;
};

/**
 * Every detail field the data holds, in the spec's groups; empty groups are left out. Each fact
 * once on the page: the type, address and price are in the page's header and key-facts bar, and
 * what the regional mandatory mentions show (EPC score, label and code; flood scores; the planning
 * mentions) is in them, not repeated here.
 */
function fieldGroups(row: PropertyRow, { text, fmt, t, mentioned }: GroupInput): FieldGroup[] {
  const unlessMentioned = (column: keyof PropertyRow, fields: DetailField[]) => (mentioned.has(column) ? [] : fields);
  const flag = (key: MessageKey, value: boolean | null) => field(t(key), value, () => fmt.flag(value!));
  const count = (key: MessageKey, value: number | null) => field(t(key), value, () => fmt.number(value!));
  const surface = (key: MessageKey, value: number | null, unit: MessageKey = "unit.m2") =>
    field(t(key), value, () => fmt.unit(value!, unit));
  const money = (key: MessageKey, value: number | null) => field(t(key), value, () => fmt.money(value!));
  // Fees and duties computed from the price would give an unpublished price away.
  const priceDerived = (key: MessageKey, value: number | null) => (priceDerivedShown(row) ? money(key, value) : []);

  const groups: FieldGroup[] = [
    {
      id: "general",
      title: t("detail.group.general"),
      fields: [
        ...field(t("detail.uniqueCode"), row.reference, () => row.reference!),
        ...field(t("detail.goal"), row.goal, () => (row.goal === 0 ? t("FOR_SALE") : t("FOR_RENT"))),
        ...textField(t("detail.condition"), text("condition")),
        ...field(t("detail.constructionYear"), row.constructionYear, () => fmt.year(row.constructionYear!)),
        ...field(t("detail.renovationYear"), row.renovationYear, () => fmt.year(row.renovationYear!)),
        ...textField(t("detail.availability"), text("availability")),
        ...field(t("detail.availableFrom"), row.availableFrom, () => fmt.date(row.availableFrom!)),
        ...textField(t("detail.contractType"), text("contractType")),
      ],
    },
    {
      id: "surfaces",
      title: t("detail.group.surfaces"),
      fields: [
        ...surface("detail.surfaceTotal", row.surfaceTotal),
        ...surface("detail.surfaceLiving", row.surfaceLiving),
        ...surface("detail.surfaceGround", row.surfaceGround),
        ...surface("detail.surfaceTerrace", row.surfaceTerrace),
        ...surface("detail.surfaceGarden", row.surfaceGarden),
        ...surface("detail.frontWidth", row.frontWidth, "unit.m"),
        ...surface("detail.plotWidth", row.plotWidth, "unit.m"),
      ],
    },
    {
      id: "rooms",
      title: t("detail.group.rooms"),
      fields: [
        ...count("detail.bedrooms", row.bedrooms),
        ...count("detail.bathrooms", row.bathrooms),
        ...count("detail.showerRooms", row.showerRooms),
        ...count("detail.toilets", row.toilets),
        ...count("detail.extraRooms", row.extraRooms),
        ...count("detail.garages", row.garages),
        ...count("detail.parkings", row.parkings),
        ...count("detail.externalParkings", row.externalParkings),
        ...count("detail.floors", row.floors),
        ...count("detail.floor", row.floor),
        ...count("detail.facades", row.facades),
      ],
    },
    {
      id: "comfort",
      title: t("detail.group.comfort"),
      fields: [
        ...textField(t("detail.heating"), text("heating")),
        ...textField(t("detail.kitchen"), text("kitchen")),
        ...textField(t("detail.glazing"), text("glazing")),
        ...textField(t("detail.frame"), text("frame")),
        ...textField(t("detail.roof"), text("roof")),
        ...textField(t("detail.orientation"), text("orientation")),
        ...flag("detail.furnished", row.furnished),
        ...flag("detail.lift", row.hasLift),
        ...flag("detail.cellar", row.hasCellar),
        ...flag("detail.attic", row.hasAttic),
        ...flag("detail.terrace", row.hasTerrace),
        ...flag("detail.garden", row.hasGarden),
        ...flag("detail.gas", row.hasGas),
        ...flag("detail.water", row.hasWater),
        ...flag("detail.electricity", row.hasElectricity),
        ...flag("detail.sewerConnection", row.hasSewerConnection),
      ],
    },
    {
      id: "energy",
      title: t("detail.group.energy"),
      fields: [
        ...unlessMentioned(
          "epcLabel",
          field(t("detail.epcLabel"), row.epcLabel, () => row.epcLabel!),
        ),
        ...unlessMentioned("energyPerformance", surface("detail.epcSpecific", row.energyPerformance, "unit.kwhM2Year")),
        ...unlessMentioned("energyTotal", surface("detail.epcTotal", row.energyTotal, "unit.kwhYear")),
        ...unlessMentioned("co2Emission", surface("detail.co2Emission", row.co2Emission, "unit.kgCo2M2Year")),
        ...unlessMentioned(
          "epcCertificateNumber",
          field(t("detail.certificateNumber"), row.epcCertificateNumber, () => row.epcCertificateNumber!),
        ),
        ...field(t("detail.certificateEndDate"), row.epcValidUntil, () => fmt.date(row.epcValidUntil!)),
        ...count("detail.eLevel", row.eLevel),
      ],
    },
    {
      id: "legal",
      title: t("detail.group.legal"),
      fields: [
        ...unlessMentioned("hasBuildingPermit", flag("detail.buildingPermit", row.hasBuildingPermit)),
        ...unlessMentioned("hasParcellingPermit", flag("detail.parcellingPermit", row.hasParcellingPermit)),
        ...unlessMentioned("hasPreemptiveRight", flag("detail.preemptiveRight", row.hasPreemptiveRight)),
        ...unlessMentioned("hasSummons", flag("detail.summons", row.hasSummons)),
        ...unlessMentioned("hasJudicialDecision", flag("detail.judicialDecision", row.hasJudicialDecision)),
        ...unlessMentioned("texts", textField(t("detail.planningInformation"), text("planningInformation"))),
        ...flag("detail.floodZone", row.isInFloodZone),
        ...flag("detail.riverbankZone", row.isInRiverbankZone),
        ...unlessMentioned(
          "floodScoreP",
          field(t("detail.floodScoreP"), row.floodScoreP, () => row.floodScoreP!),
        ),
        ...unlessMentioned(
          "floodScoreG",
          field(t("detail.floodScoreG"), row.floodScoreG, () => row.floodScoreG!),
        ),
        ...textField(t("detail.asbestosType"), text("asbestosType")),
        ...field(t("detail.asbestosDate"), row.asbestosCertificateDate, () => fmt.date(row.asbestosCertificateDate!)),
      ],
    },
    {
      id: "financial",
      title: t("detail.group.financial"),
      fields: [
        ...money("detail.chargesOwner", row.chargesOwner),
        ...money("detail.chargesRenter", row.chargesRenter),
        ...money("detail.cadastralIncome", row.cadastralIncome),
        ...money("detail.realEstateTax", row.realEstateTax),
        ...(priceDerivedShown(row) ? registeredRightEstimate(row, fmt) : []),
        ...priceDerived("detail.vat", row.vat),
        ...priceDerived("detail.notaryFeeExclVat", row.notaryFeeExclVat),
        ...priceDerived("detail.notaryFeeInclVat", row.notaryFeeInclVat),
        ...money("detail.agencyCost", row.agencyCost),
        ...money("detail.deposit", row.deposit),
        ...textField(t("detail.inventory"), text("inventory")),
      ],
    },
  ];
  return groups.filter((group) => group.fields.length > 0);
}

/**
 * The price changes the sync recorded, oldest first. Shown only with a published price (an
 * unpublished price must not leak through its history) and only when it changed at least once.
 */
function priceHistoryOf(
  history: (typeof priceHistory.$inferSelect)[],
  amountShown: boolean,
): { priceHistory: PricePoint[]; priceLowered: boolean } {
  const known = history.filter((entry): entry is typeof entry & { price: number } => entry.price !== null);
  if (!amountShown || known.length < 2) return { priceHistory: [], priceLowered: false };
  const last = known[known.length - 1]!;
  const before = known[known.length - 2]!;
  return {
    priceHistory: known.map((entry) => ({ date: formatDate(entry.changedAt), price: formatCurrency(entry.price) })),
    priceLowered: last.price < before.price,
  };
}

/** The video and the virtual tour by link type (spec §5); links of no known kind are not shown. */
function mediaOf(row: PropertyRow, tourHosts: readonly string[], t: (key: MessageKey) => string): DetailMedia[] {
  const out: DetailMedia[] = [];
  for (const [role, url] of [
    ["video", row.videoUrl],
    ["tour", row.virtualTourUrl],
  ] as const) {
    if (!url) continue;
    const link = classifyMediaLink(url, tourHosts);
    if (link.kind === "none" || link.embedUrl === null) continue;
    const isTour = link.kind === "tour";
    out.push({
      kind: link.kind,
      role,
      embedUrl: link.embedUrl,
      url,
      title: t(isTour ? "listing.tourTitle" : "listing.videoTitle"),
      loadLabel: t(isTour ? "listing.loadTour" : "listing.loadVideo"),
    });
  }
  return out;
}

/**
 * The names of the listing's property types: its own type per language (shown when the feed gives
 * no type text), and every name of every type it is listed under (its WebIDs), in all languages.
 */
async function typeNamesOf(
  db: Database,
  row: PropertyRow,
): Promise<{ main: Partial<Record<Locale, string>>; all: string[] }> {
  const ids = [row.typeId, ...row.webIds].filter((id): id is number => id !== null);
  if (ids.length === 0) return { main: {}, all: [] };
  const types = await db
    .select({ id: propertyTypes.id, name: propertyTypes.name })
    .from(propertyTypes)
    .where(inArray(propertyTypes.id, ids));
  const main = types.find((type) => type.id === row.typeId) ?? types[0];
  return {
    main: main?.name ?? {},
    all: types.flatMap((type) => Object.values(type.name).filter((name): name is string => Boolean(name))),
  };
}

async function projectOfListing(
  db: Database,
  projectId: number,
  options: DetailOptions,
): Promise<PropertyDetailView["project"]> {
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.published, true)))
    .limit(1);
  if (!project) return null;
  return {
    title: projectTitle(project, options.locale, options.defaultLocale).value,
    ...projectLink(project, options),
  };
}

/**
 * Similar listings: published, of the same family (sale, rent or holiday homes) and the
 * same type, the ones in the same postal area (first two digits of the zip) first, then by the
 * closest price and the closest zip. Up to 4, as result cards (400 px thumbnails).
 */
async function similarListings(db: Database, row: PropertyRow, options: CardOptions): Promise<ListingCard[]> {
  const family: SQL =
    row.goal === 0 ? eq(properties.goal, 0) : and(ne(properties.goal, 0), eq(properties.isHoliday, row.isHoliday))!;
  const zipNumber = sql`case when ${properties.zip} ~ '^[0-9]+$' then ${properties.zip}::int end`;
  const ownZip = /^\d+$/.test(row.zip) ? Number(row.zip) : null;
  const order: SQL[] = [];
  if (ownZip !== null)
    order.push(sql`(case when left(${properties.zip}, 2) = ${row.zip.slice(0, 2)} then 0 else 1 end)`);
  if (row.price !== null) order.push(sql`abs(coalesce(${properties.price}, 0) - ${row.price}) asc`);
  if (ownZip !== null) order.push(sql`abs(coalesce(${zipNumber}, 0) - ${ownZip}) asc`);
  order.push(asc(properties.id));
  const rows = await db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.published, true),
        ne(properties.id, row.id),
        family,
        row.typeId === null ? undefined : eq(properties.typeId, row.typeId),
      ),
    )
    .orderBy(...order)
    .limit(SIMILAR_LIMIT);
  return listingCardsFromRows(db, rows, options);
}

const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  available: "https://schema.org/InStock",
  sold: "https://schema.org/SoldOut",
  rented: "https://schema.org/OutOfStock",
};

/**
 * schema.org `RealEstateListing` of the page, saying no more than the page shows: the amount only
 * when the price is published, the street and exact position only when the address is.
 */
export function propertyJsonLd(view: PropertyDetailView, page: ListingJsonLdPage): Record<string, unknown> {
  const place = listedPlace(view.bedrooms !== null || view.surfaceLiving !== null ? "Accommodation" : "Place", view);
  if (view.surfaceLiving !== null)
    place.floorSize = { "@type": "QuantitativeValue", value: view.surfaceLiving, unitCode: "MTK" };
  if (view.bedrooms !== null) {
    place.numberOfBedrooms = view.bedrooms;
    place.numberOfRooms = view.bedrooms;
  }
  if (view.bathrooms !== null) place.numberOfBathroomsTotal = view.bathrooms;

  const offer: Record<string, unknown> = {
    "@type": "Offer",
    url: page.url,
    availability: SCHEMA_AVAILABILITY[view.availability],
    businessFunction:
      view.goal === "sale" ? "http://purl.org/goodrelations/v1#Sell" : "http://purl.org/goodrelations/v1#LeaseOut",
  };
  if (view.offerPrice !== null) {
    offer.price = view.offerPrice;
    offer.priceCurrency = "EUR";
  }
  return realEstateListing(view, page, place, offer, { ...(view.datePosted ? { datePosted: view.datePosted } : {}) });
}
