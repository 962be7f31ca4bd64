import type { Locale, LocalizedText } from "#app/i18n/locales.ts";
import type { PropertyTexts, properties, projectUnits } from "#db/schema.ts";

/**
 * The provider-neutral catalogue that every listing provider adapter produces and the import
 * writes to the database. Adapters reshape their raw records into these; nothing else in the app
 * sees a provider's shape.
 */

export type PictureRecord = { url: string; width: number | null; height: number | null; caption: LocalizedText };
export type DocumentRecord = { kind: string; name: LocalizedText; url: string };

type PropertyColumns = typeof properties.$inferInsert;
/** Columns the import derives itself (search keys, EPC rank, holiday flag) or manages (publication). */
type DerivedColumns =
  | "createdAt"
  | "updatedAt"
  | "published"
  | "withdrawnAt"
  | "citySearchKey"
  | "isHoliday"
  | "typeId"
  | "epcRank"
  | "texts"
  | "contentHash";

export type PropertyRecord = Omit<PropertyColumns, DerivedColumns> & {
  texts: Partial<Record<Locale, PropertyTexts>>;
  pictures: PictureRecord[];
  documents: DocumentRecord[];
};

type ProjectUnitRecord = Omit<typeof projectUnits.$inferInsert, "projectId">;

export type ProjectRecord = {
  id: number;
  goal: number;
  name: LocalizedText;
  description: LocalizedText;
  pricesAndPlanning: LocalizedText;
  delivery: LocalizedText;
  webId: number | null;
  webIdName: string | null;
  projectWebId: number | null;
  externalWeb: string | null;
  publicAddress: boolean;
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  zip: string;
  city: string;
  countryId: number | null;
  countryName: string | null;
  lat: number | null;
  lng: number | null;
  priceFrom: number | null;
  priceTo: number | null;
  constructions: { name: LocalizedText; description: LocalizedText; date: string | null }[];
  units: ProjectUnitRecord[];
  pictures: PictureRecord[];
  documents: DocumentRecord[];
  providerUpdatedAt: Date | null;
};

export type PropertyTypeRecord = {
  id: number;
  webId: number;
  name: LocalizedText;
  showOrder: number;
  sale: boolean;
  rent: boolean;
};

export type CityRecord = {
  name: string;
  zip: string;
  countryId: number | null;
  countryName: string | null;
  lat: number | null;
  lng: number | null;
};

/** A record the adapter could not reshape; the import skips it and reports why. */
export type SkippedRecord = { id: string; reason: string };
