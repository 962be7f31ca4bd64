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
import { toDate, toFlag, toIdList, toInteger, toIsoDay, toNumber, toText } from "./coerce.ts";
import type { RawCity, RawPictureItem, RawProject, RawProperty, RawPropertyType } from "./raw-types.ts";
import { rawDocumentSchema } from "./raw-types.ts";
import type { z } from "zod";

/**
 * Raw provider records → the site's catalogue records. The provider answers once per language;
 * a listing's records in each language are merged: numbers, flags and addresses come from the
 * first language given (the site's default first), texts from each language.
 */

type ByLocale<T> = Partial<Record<Locale, T>>;

/** Omnicasa Status: 2 sold, 4 rented; everything else published is available. */
function availabilityOf(status: number | null): "available" | "sold" | "rented" {
  if (status === 2) return "sold";
  if (status === 4) return "rented";
  return "available";
}

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
  return { url: item.Url, width: toInteger(item.Width), height: toInteger(item.Height), caption };
}

/** The gallery: the XLarge list, else the single XLarge picture, else the small one. */
function pictures(records: ByLocale<{ XLargePictureItems?: RawPictureItem[] | null; XLargePictureItem?: RawPictureItem | null; SmallPictureItem?: RawPictureItem | null }>): PictureRecord[] {
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

function propertyTexts(raw: RawProperty): PropertyTexts {
  const texts: PropertyTexts = {
    title: toText(raw.Title) ?? undefined,
    description: toText(raw.DescriptionA) ?? undefined,
    descriptionShort: toText(raw.DescriptionB) ?? undefined,
    typeDescription: toText(raw.TypeDescription) ?? undefined,
    marqueeName: toText(raw.MarqueeName) ?? undefined,
    priceUnitText: toText(raw.PriceUnitText) ?? undefined,
    condition: toText(raw.ConditionName) ?? undefined,
    roof: toText(raw.RoofName) ?? undefined,
    heating: toText(raw.HeatingName) ?? undefined,
    kitchen: toText(raw.KitchenName) ?? undefined,
    glazing: toText(raw.WindowGlazingName) ?? undefined,
    frame: toText(raw.WindowFrameName) ?? undefined,
    orientation: toText(raw.OrientationT) ?? undefined,
    planningInformation: toText(raw.PlanningInformation) ?? undefined,
    availability: toText(raw.AvailabilityText) ?? undefined,
    contractType: toText(raw.ContractType) ?? undefined,
    inventory: toText(raw.Inventory) ?? undefined,
    asbestosType: toText(raw.AsbestosCertificateType) ?? undefined,
    countryName: toText(raw.CountryName) ?? undefined,
    mainTypeName: toText(raw.MainTypeName) ?? undefined,
  };
  // jsonb keeps what it is given: leave out the empty fields instead of storing undefined keys
  return Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined)) as PropertyTexts;
}

/** Merges one property's records in each language; throws with a reason when unusable. */
export function reshapeProperty(records: ByLocale<RawProperty>): PropertyRecord {
  const raw = firstRecord(records);
  const id = toInteger(raw.ID);
  if (id === null || id <= 0) throw new Error(`invalid ID ${JSON.stringify(raw.ID)}`);
  const goal = toInteger(raw.Goal);
  if (goal === null) throw new Error("missing Goal");
  const zip = toText(raw.Zip);
  const city = toText(raw.City);
  if (!zip || !city) throw new Error("missing Zip or City");

  const texts: ByLocale<PropertyTexts> = {};
  for (const [locale, record] of Object.entries(records) as [Locale, RawProperty][]) texts[locale] = propertyTexts(record);

  const webId = toInteger(raw.WebID);
  const webIds = toIdList(raw.WebIDs);
  return {
    id,
    reference: toText(raw.Ident),
    goal,
    availability: availabilityOf(toInteger(raw.Status)),
    marquee: toInteger(raw.Marquee) ?? 0,
    webId,
    webIds: webIds.length ? webIds : webId !== null ? [webId] : [],
    recordFile: toText(raw.RecordFile),
    projectId: toInteger(raw.ProjectID),
    texts,
    virtualTourUrl: toText(raw.VirtualTour),
    videoUrl: toText(raw.VideoUrl),
    publishAddress: toFlag(raw.PublishAddress) ?? true,
    street: toText(raw.Street),
    houseNumber: toText(raw.HouseNumber),
    boxNr: toText(raw.BoxNr),
    zip,
    city,
    countryId: toInteger(raw.CountryID),
    lat: toNumber(raw.GoogleX),
    lng: toNumber(raw.GoogleY),
    publishPrice: toFlag(raw.PublishPrice) ?? true,
    price: toInteger(raw.Price),
    startPrice: toInteger(raw.StartPrice),
    priceUnit: toInteger(raw.PriceUnit),
    surfaceTotal: toNumber(raw.SurfaceTotal),
    surfaceLiving: toNumber(raw.SurfaceLiving),
    surfaceGround: toNumber(raw.SurfaceGround),
    surfaceTerrace: toNumber(raw.SurfaceTerrace),
    surfaceGarden: toNumber(raw.SurfaceGarden),
    frontWidth: toNumber(raw.FrontWidth),
    plotWidth: toNumber(raw.PlotWidth),
    constructionYear: toInteger(raw.ConstructionYear),
    renovationYear: toInteger(raw.RenovationYear),
    bedrooms: toInteger(raw.NumberOfBedRooms),
    bathrooms: toInteger(raw.NumberOfBathRooms),
    showerRooms: toInteger(raw.NumberOfShowerRooms),
    toilets: toInteger(raw.NumberOfToilets),
    garages: toInteger(raw.NumberOfGarages),
    parkings: toInteger(raw.NumberOfParkings),
    externalParkings: toInteger(raw.NumberOfExternalParkings),
    floors: toInteger(raw.NumberOfFloors),
    extraRooms: toInteger(raw.NumberOfExtraRooms),
    facades: toInteger(raw.NumberOfFacades),
    floor: toInteger(raw.Floor),
    hasGas: toFlag(raw.HasGas),
    hasWater: toFlag(raw.HasWater),
    hasLift: toFlag(raw.HasLift),
    hasCellar: toFlag(raw.HasCellar),
    hasTerrace: toFlag(raw.HasTerrace),
    hasGarden: toFlag(raw.HasGarden),
    hasAttic: toFlag(raw.HasAttic),
    furnished: toFlag(raw.HasFurnished),
    hasElectricity: toFlag(raw.HasElectricity),
    hasSewerConnection: toFlag(raw.HasSewerConnection),
    hasBuildingPermit: toFlag(raw.HasBuildingPermit),
    hasSummons: toFlag(raw.HasSummons),
    hasPreemptiveRight: toFlag(raw.HasPreemptiveRight),
    hasJudicialDecision: toFlag(raw.HasJudicialDecision),
    hasParcellingPermit: toFlag(raw.HasParcellingPermit),
    isInFloodZone: toFlag(raw.IsInFloodZone),
    isInRiverbankZone: toFlag(raw.IsInRiverbankZone),
    floodScoreG: toText(raw.FloodScoreG)?.toUpperCase() ?? null,
    floodScoreP: toText(raw.FloodScoreP)?.toUpperCase() ?? null,
    energyPerformance: toNumber(raw.EnergyPerformance),
    epcLabel: toText(raw.EPCLabelText)?.toUpperCase() ?? null,
    energyTotal: toNumber(raw.EnergyTotal),
    co2Emission: toNumber(raw.CO2Emission),
    epcCertificateNumber: toText(raw.EPCCertificateNumber),
    epcValidUntil: toIsoDay(raw.EPCValidUntil),
    eLevel: toInteger(raw.ELevel),
    asbestosCertificateDate: toIsoDay(raw.AsbestosCertificateDate),
    chargesOwner: toNumber(raw.ChargesOwner),
    chargesRenter: toNumber(raw.ChargesRenter),
    notaryFeeInclVat: toNumber(raw.NotaryFeeInclVAT),
    notaryFeeExclVat: toNumber(raw.NotaryFeeExclVAT),
    registeredRight: toNumber(raw.RegisteredRight),
    vat: toNumber(raw.VAT),
    realEstateTax: toNumber(raw.RealEstateTax),
    cadastralIncome: toNumber(raw.CadastralIncome),
    deposit: toNumber(raw.Deposit),
    agencyCost: toNumber(raw.AgencyCost),
    availableFrom: toIsoDay(raw.AvailableFrom),
    providerCreatedAt: toDate(raw.CreatedDate),
    providerUpdatedAt: toDate(raw.LastChangedDate),
    pictures: pictures(records),
    documents: documents(records),
  };
}

export function reshapeProject(records: ByLocale<RawProject>): ProjectRecord {
  const raw = firstRecord(records);
  const id = toInteger(raw.ID);
  if (id === null || id <= 0) throw new Error(`invalid ID ${JSON.stringify(raw.ID)}`);
  const zip = toText(raw.Zip);
  const city = toText(raw.City);
  if (!zip || !city) throw new Error("missing Zip or City");
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
  if (id === null) throw new Error(`invalid type ID ${JSON.stringify(raw.ID)}`);
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
