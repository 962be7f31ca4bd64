import { z } from "zod";

/**
 * The listing provider's raw shapes (Omnicasa's legacy `OmnicasaService.svc/{Method}Json` API),
 * as far as public client code shows them, completed with the detail fields the spec names.
 * The sample feed in data/sample/feed/ uses exactly these shapes, so the sample adapter and the
 * Omnicasa adapter share one reshaper (reshape.ts). Nothing outside app/providers/ sees them.
 *
 * The provider sends numbers as strings or numbers, flags as booleans, 0/1 or "0"/"1", and dates
 * as `Y-m-d H:i:s` or `/Date(ms+zone)/`: the coercions live in field-map.ts and coerce.ts (applied
 * by reshape.ts); these schemas only accept.
 */

const num = z.union([z.number(), z.string()]).nullish();
const flag = z.union([z.boolean(), z.number(), z.string()]).nullish();
const text = z.string().nullish();

const rawPictureItemSchema = z.looseObject({
  ID: num,
  Url: z.string(),
  Width: num,
  Height: num,
  Name: text,
});
export type RawPictureItem = z.infer<typeof rawPictureItemSchema>;

export const rawDocumentSchema = z.looseObject({
  ID: num,
  Name: z.string(),
  Url: z.string(),
  /** epc, asbestos, soil, plan, brochure, other */
  TypeName: text,
});

export const rawPropertySchema = z.looseObject({
  // identity and status
  ID: z.union([z.number(), z.string()]),
  Ident: text,
  language: text,
  Goal: num,
  /** 1 active, 2 sold, 4 rented (Omnicasa Status). */
  Status: num,
  Marquee: num,
  MarqueeName: text,
  WebID: num,
  WebIDs: text,
  WebIDName: text,
  MainTypeName: text,
  TypeDescription: text,
  RecordFile: text,
  ProjectID: num,
  CreatedDate: text,
  LastChangedDate: text,
  Title: text,
  DescriptionA: text,
  DescriptionB: text,
  VirtualTour: text,
  VideoUrl: text,
  // address
  PublishAddress: flag,
  Street: text,
  HouseNumber: text,
  BoxNr: text,
  Zip: num,
  City: text,
  CountryID: num,
  CountryName: text,
  GoogleX: num,
  GoogleY: num,
  // price
  PublishPrice: flag,
  Price: num,
  StartPrice: num,
  PriceUnit: num,
  PriceUnitText: text,
  // pictures
  SmallPictureItem: rawPictureItemSchema.nullish(),
  XLargePictureItem: rawPictureItemSchema.nullish(),
  XLargePictureItems: z.array(rawPictureItemSchema).nullish(),
  Documents: z.array(rawDocumentSchema).nullish(),
  // surfaces (m²) and widths (m)
  SurfaceTotal: num,
  SurfaceLiving: num,
  SurfaceGround: num,
  SurfaceTerrace: num,
  SurfaceGarden: num,
  FrontWidth: num,
  PlotWidth: num,
  ConstructionYear: num,
  RenovationYear: num,
  // rooms
  NumberOfBedRooms: num,
  NumberOfBathRooms: num,
  NumberOfShowerRooms: num,
  NumberOfToilets: num,
  NumberOfGarages: num,
  NumberOfParkings: num,
  NumberOfExternalParkings: num,
  NumberOfFloors: num,
  NumberOfExtraRooms: num,
  NumberOfFacades: num,
  Floor: num,
  // comfort
  HasGas: flag,
  HasWater: flag,
  HasLift: flag,
  HasCellar: flag,
  HasTerrace: flag,
  HasGarden: flag,
  HasAttic: flag,
  HasFurnished: flag,
  HasElectricity: flag,
  HasSewerConnection: flag,
  ConditionName: text,
  RoofName: text,
  HeatingName: text,
  KitchenName: text,
  WindowGlazingName: text,
  WindowFrameName: text,
  OrientationT: text,
  // legal and urban planning (Flanders VCRO art. 5.2.6 and the flood information duty)
  HasBuildingPermit: flag,
  HasSummons: flag,
  HasPreemptiveRight: flag,
  HasJudicialDecision: flag,
  HasParcellingPermit: flag,
  PlanningInformation: text,
  IsInFloodZone: flag,
  IsInRiverbankZone: flag,
  FloodScoreG: text,
  FloodScoreP: text,
  // energy
  EnergyPerformance: num,
  EPCLabelText: text,
  EnergyTotal: num,
  CO2Emission: num,
  EPCCertificateNumber: text,
  EPCValidUntil: text,
  ELevel: num,
  AsbestosCertificateType: text,
  AsbestosCertificateDate: text,
  // financial
  ChargesOwner: num,
  ChargesRenter: num,
  NotaryFeeInclVAT: num,
  NotaryFeeExclVAT: num,
  RegisteredRight: num,
  VAT: num,
  RealEstateTax: num,
  CadastralIncome: num,
  Deposit: num,
  AgencyCost: num,
  Inventory: text,
  // availability and contract
  AvailabilityText: text,
  AvailableFrom: text,
  ContractType: text,
});
export type RawProperty = z.infer<typeof rawPropertySchema>;

const rawProjectUnitSchema = z.looseObject({
  ID: z.union([z.number(), z.string()]),
  Name: text,
  Floor: num,
  NumberOfBedRooms: num,
  SurfaceLiving: num,
  Price: num,
  /** available, option, sold */
  StatusName: text,
});

export const rawProjectSchema = z.looseObject({
  ID: z.union([z.number(), z.string()]),
  language: text,
  Name: text,
  Goal: num,
  WebID: num,
  WebIDName: text,
  ProjectWebID: num,
  ExternalWeb: text,
  PublicAddress: flag,
  Street: text,
  HouseNumber: text,
  BoxNr: text,
  Zip: num,
  City: text,
  CountryID: num,
  CountryName: text,
  GoogleX: num,
  GoogleY: num,
  Description: text,
  PricesAndPlanning: text,
  Delivery: text,
  PriceFrom: num,
  PriceTo: num,
  SmallPictureItem: rawPictureItemSchema.nullish(),
  XLargePictureItem: rawPictureItemSchema.nullish(),
  XLargePictureItems: z.array(rawPictureItemSchema).nullish(),
  Documents: z.array(rawDocumentSchema).nullish(),
  Units: z.array(rawProjectUnitSchema).nullish(),
  /** Construction phases: { Name, Description, Date } */
  Constructions: z.array(z.looseObject({ Name: text, Description: text, Date: text })).nullish(),
});
export type RawProject = z.infer<typeof rawProjectSchema>;

/** GetWebIDList items: the public property types. */
export const rawPropertyTypeSchema = z.looseObject({
  ID: z.union([z.number(), z.string()]),
  WebID: num,
  Name: z.string(),
  ShowOrder: num,
  Sale: flag,
  Rent: flag,
});
export type RawPropertyType = z.infer<typeof rawPropertyTypeSchema>;

/** GetCityListOfObjects items. */
export const rawCitySchema = z.looseObject({
  Name: z.string(),
  Zip: num,
  CountryID: num,
  CountryName: text,
  PropertyCount: num,
  GoogleX: num,
  GoogleY: num,
});
export type RawCity = z.infer<typeof rawCitySchema>;

/** The `{Method}JsonResult` envelope; list values carry `{From, To, RowsCount, Items}`. */
export function envelopeSchema<T extends z.ZodType>(method: string, value: T) {
  return z.object({
    [`${method}JsonResult`]: z.object({
      Code: z.number().nullish(),
      Message: z.string().nullish(),
      Success: z.boolean(),
      Value: value.nullish(),
    }),
  });
}

export function listValueSchema<T extends z.ZodType>(item: T) {
  return z.object({
    From: z.number().nullish(),
    To: z.number().nullish(),
    RowsCount: z.number(),
    Items: z.array(item),
  });
}
