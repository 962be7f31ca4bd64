import type { Locale, LocalizedText } from "#app/i18n/locales.ts";
import type {
  CityRecord,
  DocumentRecord,
  PictureRecord,
  ProjectRecord,
  PropertyRecord,
  PropertyTypeRecord,
} from "#app/domain/catalogue.ts";
import type { PropertyTexts } from "#db/schema.ts";
import { toFlag, toInteger, toIsoDay, toNumber, toText } from "./coerce.ts";
import { mapPropertyColumns, mapPropertyTexts, UnusableRecordError } from "./field-map.ts";
import type { RawCity, RawPictureItem, RawProject, RawProperty, RawPropertyType } from "./raw-types.ts";
import { rawDocumentSchema } from "./raw-types.ts";
import type { z } from "zod";

/**
 * Raw provider records → the site's catalogue records. The provider answers once per language;
 * a listing's records in each language are merged: numbers, flags and addresses come from the
 * first language given (the site's default first), texts from each language.
 */

type ByLocale<T> = Partial<Record<Locale, T>>;

function localized<T>(records: ByLocale<T>, pick: (record: T) => unknown): LocalizedText {
  const out: LocalizedText = {};
  for (const [locale, record] of Object.entries(records) as [Locale, T][]) {
    const value = toText(pick(record));
    if (value !== null) out[locale] = value;
  }
  return out;
}

function firstRecord<T>(records: ByLocale<T>): T {
  const first = Object.values(records)[0];
  if (!first) throw new Error("no record in any language");
  return first as T;
}

function picture(item: RawPictureItem, caption: LocalizedText = {}): PictureRecord {
  return { url: pictureUrl(item.Url), width: toInteger(item.Width), height: toInteger(item.Height), caption };
}

/** A protocol-relative picture URL ("//host/x.jpg") as https, so the image endpoint can fetch it. */
export function pictureUrl(url: string): string {
  const trimmed = url.trim();
  return trimmed.startsWith("//") ? `https:${trimmed}` : trimmed;
}

/** The gallery: the XLarge list, else the single XLarge picture, else the small one. */
function pictures(
  records: ByLocale<{
    XLargePictureItems?: RawPictureItem[] | null;
    XLargePictureItem?: RawPictureItem | null;
    SmallPictureItem?: RawPictureItem | null;
  }>,
): PictureRecord[] {
  const base = firstRecord(records);
  const list = base.XLargePictureItems?.length
    ? base.XLargePictureItems
    : [base.XLargePictureItem ?? base.SmallPictureItem].filter((p): p is RawPictureItem => Boolean(p));
  return list.map((item, index) =>
    picture(
      item,
      localized(records, (r) => (r.XLargePictureItems ?? [])[index]?.Name),
    ),
  );
}

function documents(records: ByLocale<{ Documents?: z.infer<typeof rawDocumentSchema>[] | null }>): DocumentRecord[] {
  const base = firstRecord(records).Documents ?? [];
  return base.map((doc, index) => ({
    kind: toText(doc.TypeName)?.toLowerCase() ?? "other",
    url: doc.Url,
    name: localized(records, (r) => (r.Documents ?? [])[index]?.Name),
  }));
}

/**
 * Merges one property's records in each language (field → column rules: field-map.ts); throws an
 * UnusableRecordError with the reason when a required field is missing.
 */
export function reshapeProperty(records: ByLocale<RawProperty>): PropertyRecord {
  const columns = mapPropertyColumns(firstRecord(records));
  const texts: ByLocale<PropertyTexts> = {};
  for (const [locale, record] of Object.entries(records) as [Locale, RawProperty][])
    texts[locale] = mapPropertyTexts(record);
  return {
    ...(columns as Omit<PropertyRecord, "texts" | "pictures" | "documents">),
    texts,
    pictures: pictures(records),
    documents: documents(records),
  };
}

export function reshapeProject(records: ByLocale<RawProject>): ProjectRecord {
  const raw = firstRecord(records);
  const id = toInteger(raw.ID);
  if (id === null || id <= 0) throw new UnusableRecordError(`invalid ID ${JSON.stringify(raw.ID)}`);
  const zip = toText(raw.Zip);
  const city = toText(raw.City);
  if (!zip || !city) throw new UnusableRecordError(`missing ${zip ? "City" : "Zip"}`);
  return {
    id,
    goal: toInteger(raw.Goal) ?? 0,
    name: localized(records, (r) => r.Name),
    description: localized(records, (r) => r.Description),
    pricesAndPlanning: localized(records, (r) => r.PricesAndPlanning),
    delivery: localized(records, (r) => r.Delivery),
    webId: toInteger(raw.WebID),
    webIdName: toText(raw.WebIDName),
    projectWebId: toInteger(raw.ProjectWebID),
    externalWeb: toText(raw.ExternalWeb),
    publicAddress: toFlag(raw.PublicAddress) ?? true,
    street: toText(raw.Street),
    houseNumber: toText(raw.HouseNumber),
    boxNr: toText(raw.BoxNr),
    zip,
    city,
    countryId: toInteger(raw.CountryID),
    countryName: toText(raw.CountryName),
    lat: toNumber(raw.GoogleX),
    lng: toNumber(raw.GoogleY),
    priceFrom: toInteger(raw.PriceFrom),
    priceTo: toInteger(raw.PriceTo),
    constructions: (raw.Constructions ?? []).map((c, index) => ({
      name: localized(records, (r) => (r.Constructions ?? [])[index]?.Name),
      description: localized(records, (r) => (r.Constructions ?? [])[index]?.Description),
      date: toIsoDay(c.Date),
    })),
    units: (raw.Units ?? []).flatMap((unit) => {
      const unitId = toInteger(unit.ID);
      if (unitId === null) return [];
      const status = toText(unit.StatusName)?.toLowerCase();
      return [
        {
          id: unitId,
          name: toText(unit.Name) ?? String(unitId),
          floor: toInteger(unit.Floor),
          bedrooms: toInteger(unit.NumberOfBedRooms),
          surfaceLiving: toNumber(unit.SurfaceLiving),
          price: toInteger(unit.Price),
          status: status === "sold" || status === "option" ? status : "available",
        },
      ];
    }),
    pictures: pictures(records),
    documents: documents(records),
    providerUpdatedAt: null,
  };
}

export function reshapePropertyType(records: ByLocale<RawPropertyType>): PropertyTypeRecord {
  const raw = firstRecord(records);
  const id = toInteger(raw.ID);
  if (id === null) throw new UnusableRecordError(`invalid type ID ${JSON.stringify(raw.ID)}`);
  return {
    id,
    webId: toInteger(raw.WebID) ?? 2, // spec §3: 2 (commercial) is the default icon class
    name: localized(records, (r) => r.Name),
    showOrder: toInteger(raw.ShowOrder) ?? 0,
    sale: toFlag(raw.Sale) ?? true,
    rent: toFlag(raw.Rent) ?? true,
  };
}

export function reshapeCity(raw: RawCity): CityRecord | null {
  const name = toText(raw.Name);
  const zip = toText(raw.Zip);
  if (!name || !zip) return null;
  return {
    name,
    zip,
    countryId: toInteger(raw.CountryID),
    countryName: toText(raw.CountryName),
    lat: toNumber(raw.GoogleX),
    lng: toNumber(raw.GoogleY),
  };
}

/** Groups per-language item lists by ID, keeping the order of the first language. */
export function groupByIdAcrossLocales<T extends { ID: unknown }>(lists: ByLocale<T[]>): ByLocale<T>[] {
  const groups = new Map<string, ByLocale<T>>();
  for (const [locale, items] of Object.entries(lists) as [Locale, T[]][]) {
    for (const item of items) {
      const key = String(item.ID);
      const group = groups.get(key) ?? {};
      group[locale] = item;
      groups.set(key, group);
    }
  }
  return [...groups.values()];
}
