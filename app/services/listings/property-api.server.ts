import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { listingDocuments, listingMedia, properties, type PropertyTexts } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { isBlank } from "#app/lib/condition.ts";
import { imageUrl } from "#app/lib/image-url.ts";
import { regionFromPostalCode } from "#app/lib/postal-region.ts";
import { listingCardsFromRows, type CardOptions, type PropertyRow } from "./listing-cards.server.ts";
import { priceDerivedShown, publishedStreet } from "#app/lib/publication.ts";

/**
 * The public API's detail of a published listing (`GET /api/properties/{id}`, app/routes/api/property.ts):
 * every field the data holds, grouped as the detail page groups them, null and blank ones left out
 * (spec §5 null check), texts in the language asked (or the default language, named in `textLang`),
 * pictures, and the documents by name only: they are mailed on request, so their files' URLs are
 * not public. Read through the catalogue (catalogue.server.ts).
 *
 * What the agency keeps to itself stays out, as on the page: no street, number, box or exact
 * coordinates when the address is not published (the city's centre instead), and no price — nor
 * the amounts computed from it (start price, notary fees, registration duty, VAT) — when the
 * price is not published.
 */

/** Columns of the detail groups; the order is the order of the JSON. */
const GROUPS = {
  general: [
    "reference",
    "availability",
    "availableFrom",
    "constructionYear",
    "renovationYear",
    "virtualTourUrl",
    "videoUrl",
    "projectId",
  ],
  surfaces: [
    "surfaceTotal",
    "surfaceLiving",
    "surfaceGround",
    "surfaceTerrace",
    "surfaceGarden",
    "frontWidth",
    "plotWidth",
  ],
  rooms: [
    "bedrooms",
    "bathrooms",
    "showerRooms",
    "toilets",
    "garages",
    "parkings",
    "externalParkings",
    "floors",
    "extraRooms",
    "facades",
    "floor",
  ],
  comfort: [
    "hasGas",
    "hasWater",
    "hasLift",
    "hasCellar",
    "hasTerrace",
    "hasGarden",
    "hasAttic",
    "furnished",
    "hasElectricity",
    "hasSewerConnection",
  ],
  energy: [
    "energyPerformance",
    "epcLabel",
    "energyTotal",
    "co2Emission",
    "epcCertificateNumber",
    "epcValidUntil",
    "eLevel",
    "asbestosCertificateDate",
  ],
  legal: [
    "hasBuildingPermit",
    "hasSummons",
    "hasPreemptiveRight",
    "hasJudicialDecision",
    "hasParcellingPermit",
    "isInFloodZone",
    "isInRiverbankZone",
    "floodScoreP",
    "floodScoreG",
  ],
  financial: [
    "startPrice",
    "chargesOwner",
    "chargesRenter",
    "notaryFeeInclVat",
    "notaryFeeExclVat",
    "registeredRight",
    "vat",
    "realEstateTax",
    "cadastralIncome",
    "deposit",
    "agencyCost",
  ],
} as const satisfies Record<string, readonly (keyof PropertyRow)[]>;

/** Per-language texts of each group. */
const TEXT_GROUPS = {
  general: ["mainTypeName", "condition", "availability", "contractType"],
  comfort: ["roof", "heating", "kitchen", "glazing", "frame", "orientation"],
  energy: ["asbestosType"],
  legal: ["planningInformation"],
  financial: ["inventory"],
} as const satisfies Partial<Record<keyof typeof GROUPS, readonly (keyof PropertyTexts)[]>>;

/** Amounts that give the price away (a fee or a duty computed from it). */
const PRICE_DERIVED = new Set<keyof PropertyRow>([
  "startPrice",
  "notaryFeeInclVat",
  "notaryFeeExclVat",
  "registeredRight",
  "vat",
]);

/** Text group keys get a `Text` suffix where a column has the same name (availability). */
const textKey = (group: keyof typeof GROUPS, field: string) =>
  (GROUPS[group] as readonly string[]).includes(field) ? `${field}Text` : field;

function pickFields(row: PropertyRow, texts: PropertyTexts, group: keyof typeof GROUPS): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const column of GROUPS[group]) {
    if (!priceDerivedShown(row) && PRICE_DERIVED.has(column)) continue;
    const value = row[column];
    if (!isBlank(value)) fields[column] = value;
  }
  const textFields: readonly (keyof PropertyTexts)[] =
    group in TEXT_GROUPS ? TEXT_GROUPS[group as keyof typeof TEXT_GROUPS] : [];
  for (const field of textFields) if (!isBlank(texts[field])) fields[textKey(group, field)] = texts[field];
  return fields;
}

/** The listing's API document, its links made absolute by `absolute`; null when no published listing has that id. */
export async function propertyApiData(
  db: Database,
  id: number,
  options: CardOptions,
  absolute: (path: string) => string,
  imageHost: string | null = null,
): Promise<PropertyApiData | null> {
  const { locale } = options;
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.published, true)));
  if (!row) return null;
  const picturesQuery = db
    .select()
    .from(listingMedia)
    .where(eq(listingMedia.propertyId, id))
    .orderBy(asc(listingMedia.position), asc(listingMedia.id));
  const documentsQuery = db
    .select({ kind: listingDocuments.kind, name: listingDocuments.name })
    .from(listingDocuments)
    .where(eq(listingDocuments.propertyId, id))
    .orderBy(asc(listingDocuments.id));
  const [cards, pictures, documents] = await Promise.all([
    listingCardsFromRows(db, [row], options),
    picturesQuery,
    documentsQuery,
  ]);
  const card = cards[0];
  if (!card) return null;
  const fallback = options.defaultLocale;
  // The card's rule: the language's texts when it has a title, else the default language's.
  const textLang: Locale = card.titleLang ?? locale;
  const texts = row.texts[textLang] ?? {};
  const named = (text: Partial<Record<Locale, string>>) =>
    text[textLang] || text[fallback] || Object.values(text).find(Boolean) || "";

  const address: Record<string, unknown> = {
    published: row.publishAddress,
    ...publishedStreet(row, () => ({ street: row.street, houseNumber: row.houseNumber, boxNr: row.boxNr })),
    zip: row.zip,
    city: row.city,
    country: texts.countryName,
    countryId: row.countryId,
    region: regionFromPostalCode(row.zip),
    lat: card.position?.lat,
    lng: card.position?.lng,
  };
  return {
    id: row.id,
    lang: locale,
    textLang,
    url: absolute(card.href),
    title: card.title,
    goal: card.goal,
    type: card.type,
    typeIds: row.webIds,
    marquee: card.badge,
    price: card.amount,
    priceText: card.price,
    summary: card.summary,
    description: texts.description ?? "",
    updatedAt: row.providerUpdatedAt,
    general: pickFields(row, texts, "general"),
    address: Object.fromEntries(Object.entries(address).filter(([, value]) => !isBlank(value))),
    surfaces: pickFields(row, texts, "surfaces"),
    rooms: pickFields(row, texts, "rooms"),
    comfort: pickFields(row, texts, "comfort"),
    energy: pickFields(row, texts, "energy"),
    legal: pickFields(row, texts, "legal"),
    financial: pickFields(row, texts, "financial"),
    pictures: pictures.map((picture) => ({
      url: absolute(imageUrl(picture.url, 1200, imageHost)),
      thumbnail: absolute(imageUrl(picture.url, 400, imageHost)),
      width: picture.width,
      height: picture.height,
      caption: named(picture.caption),
    })),
    documents: documents.map((document) => ({ kind: document.kind, name: named(document.name) })),
  };
}

export type PropertyApiData = Record<string, unknown> & { id: number };
