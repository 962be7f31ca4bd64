import type { PropertyRecord } from "#app/domain/catalogue.ts";
import type { PropertyTexts } from "#db/schema.ts";
import { toDate, toFlag, toIdList, toInteger, toIsoDay, toNumber, toText } from "./coerce.ts";
import type { RawProperty } from "./raw-types.ts";

/**
 * The one place that says which provider field fills which of our columns, and how its value is
 * read. reshape.ts applies these tables; docs/omnicasa-mapping.md shows them (generated from here
 * by `npx tsx scripts/write-mapping-doc.ts`, and a unit test keeps the two equal).
 */

/** Thrown by a required field's coercion; the record is skipped with this reason. */
export class UnusableRecordError extends Error {}

/** Omnicasa Status: 2 sold, 4 rented; any other published status is available. */
function availabilityOf(value: unknown): "available" | "sold" | "rented" {
  const status = toInteger(value);
  if (status === 2) return "sold";
  if (status === 4) return "rented";
  return "available";
}

/** How a provider value is read, by the name the mapping table shows. */
export const COERCIONS = {
  integer: toInteger,
  "integer, default 0": (value: unknown) => toInteger(value) ?? 0,
  number: toNumber,
  text: toText,
  "upper-case text": (value: unknown) => toText(value)?.toUpperCase() ?? null,
  flag: toFlag,
  "flag, default true": (value: unknown) => toFlag(value) ?? true,
  "date-time": toDate,
  "calendar day": toIsoDay,
  "comma-joined ids": toIdList,
  "status → availability": availabilityOf,
  // null from these makes the record unusable (mapPropertyColumns throws with the field's name)
  "required id": (value: unknown) => {
    const id = toInteger(value);
    return id !== null && id > 0 ? id : null;
  },
  "required integer": toInteger,
  "required text": toText,
} as const;

type CoercionName = keyof typeof COERCIONS;

/** Descriptions of the coercions for the docs. */
const COERCION_NOTES: Record<CoercionName, string> = {
  integer: 'number or numeric string ("325000", "325000,50"), rounded; anything else → null',
  "integer, default 0": "as integer; missing → 0",
  number: 'number or numeric string, comma or dot decimal ("6,2" → 6.2); anything else → null',
  text: "trimmed string; empty → null",
  "upper-case text": "as text, upper-cased",
  flag: 'true/false, 1/0, "1"/"0", "true"/"false", "yes"/"no", "ja"/"nee", "oui"/"non"; anything else → null',
  "flag, default true": "as flag; missing → true (shown)",
  "date-time": "`Y-m-d H:i:s` read in Europe/Brussels time, or WCF `/Date(ms+zone)/`; else null",
  "calendar day": "as date-time, kept as the day `YYYY-MM-DD`",
  "comma-joined ids": '"1,2, 5" → [1, 2, 5]; junk entries dropped',
  "status → availability": "2 → sold, 4 → rented, anything else → available",
  "required id": "integer > 0, else the record is skipped",
  "required integer": "integer, else the record is skipped",
  "required text": "text, else the record is skipped",
};

type PropertyColumn = Exclude<keyof PropertyRecord, "texts" | "pictures" | "documents">;
export type PropertyFieldMapping = readonly [
  field: keyof RawProperty & string,
  column: PropertyColumn,
  coercion: CoercionName,
  note?: string,
];

/** Property fields (GetPropertyList / GetPropertiesByIDs items) → columns of `properties`. */
export const PROPERTY_FIELDS = [
  // identity and status
  ["ID", "id", "required id"],
  ["Ident", "reference", "text"],
  ["Goal", "goal", "required integer", "0 sale, anything else rent"],
  ["Status", "availability", "status → availability"],
  ["Marquee", "marquee", "integer, default 0"],
  ["WebID", "webId", "integer"],
  ["WebIDs", "webIds", "comma-joined ids", "empty → [WebID]"],
  ["RecordFile", "recordFile", "text"],
  ["ProjectID", "projectId", "integer", "kept only when that project is published on the site"],
  ["CreatedDate", "providerCreatedAt", "date-time"],
  ["LastChangedDate", "providerUpdatedAt", "date-time"],
  ["VirtualTour", "virtualTourUrl", "text"],
  ["VideoUrl", "videoUrl", "text"],
  // address
  ["PublishAddress", "publishAddress", "flag, default true", "false: nothing below the city leaves the server"],
  ["Street", "street", "text"],
  ["HouseNumber", "houseNumber", "text"],
  ["BoxNr", "boxNr", "text"],
  ["Zip", "zip", "required text"],
  ["City", "city", "required text"],
  ["CountryID", "countryId", "integer"],
  ["GoogleX", "lat", "number", "latitude"],
  ["GoogleY", "lng", "number", "longitude"],
  // price
  ["PublishPrice", "publishPrice", "flag, default true", "false: the price is not shown"],
  ["Price", "price", "integer"],
  ["StartPrice", "startPrice", "integer"],
  ["PriceUnit", "priceUnit", "integer", "7: 'starting from' before the price"],
  // surfaces (m²), widths (m), years
  ["SurfaceTotal", "surfaceTotal", "number"],
  ["SurfaceLiving", "surfaceLiving", "number"],
  ["SurfaceGround", "surfaceGround", "number"],
  ["SurfaceTerrace", "surfaceTerrace", "number"],
  ["SurfaceGarden", "surfaceGarden", "number"],
  ["FrontWidth", "frontWidth", "number"],
  ["PlotWidth", "plotWidth", "number"],
  ["ConstructionYear", "constructionYear", "integer"],
  ["RenovationYear", "renovationYear", "integer"],
  // rooms
  ["NumberOfBedRooms", "bedrooms", "integer"],
  ["NumberOfBathRooms", "bathrooms", "integer"],
  ["NumberOfShowerRooms", "showerRooms", "integer"],
  ["NumberOfToilets", "toilets", "integer"],
  ["NumberOfGarages", "garages", "integer"],
  ["NumberOfParkings", "parkings", "integer"],
  ["NumberOfExternalParkings", "externalParkings", "integer"],
  ["NumberOfFloors", "floors", "integer"],
  ["NumberOfExtraRooms", "extraRooms", "integer"],
  ["NumberOfFacades", "facades", "integer"],
  ["Floor", "floor", "integer"],
  // comfort
  ["HasGas", "hasGas", "flag"],
  ["HasWater", "hasWater", "flag"],
  ["HasLift", "hasLift", "flag"],
  ["HasCellar", "hasCellar", "flag"],
  ["HasTerrace", "hasTerrace", "flag"],
  ["HasGarden", "hasGarden", "flag"],
  ["HasAttic", "hasAttic", "flag"],
  ["HasFurnished", "furnished", "flag"],
  ["HasElectricity", "hasElectricity", "flag"],
  ["HasSewerConnection", "hasSewerConnection", "flag"],
  // legal and urban planning
  ["HasBuildingPermit", "hasBuildingPermit", "flag"],
  ["HasSummons", "hasSummons", "flag"],
  ["HasPreemptiveRight", "hasPreemptiveRight", "flag"],
  ["HasJudicialDecision", "hasJudicialDecision", "flag"],
  ["HasParcellingPermit", "hasParcellingPermit", "flag"],
  ["IsInFloodZone", "isInFloodZone", "flag"],
  ["IsInRiverbankZone", "isInRiverbankZone", "flag"],
  ["FloodScoreG", "floodScoreG", "upper-case text"],
  ["FloodScoreP", "floodScoreP", "upper-case text"],
  // energy
  ["EnergyPerformance", "energyPerformance", "number", "kWh/m²·year"],
  ["EPCLabelText", "epcLabel", "upper-case text"],
  ["EnergyTotal", "energyTotal", "number"],
  ["CO2Emission", "co2Emission", "number"],
  ["EPCCertificateNumber", "epcCertificateNumber", "text"],
  ["EPCValidUntil", "epcValidUntil", "calendar day"],
  ["ELevel", "eLevel", "integer"],
  ["AsbestosCertificateDate", "asbestosCertificateDate", "calendar day"],
  // financial
  ["ChargesOwner", "chargesOwner", "number"],
  ["ChargesRenter", "chargesRenter", "number"],
  ["NotaryFeeInclVAT", "notaryFeeInclVat", "number"],
  ["NotaryFeeExclVAT", "notaryFeeExclVat", "number"],
  ["RegisteredRight", "registeredRight", "number"],
  ["VAT", "vat", "number"],
  ["RealEstateTax", "realEstateTax", "number"],
  ["CadastralIncome", "cadastralIncome", "number"],
  ["Deposit", "deposit", "number"],
  ["AgencyCost", "agencyCost", "number"],
  ["AvailableFrom", "availableFrom", "calendar day"],
] as const satisfies readonly PropertyFieldMapping[];

type PropertyTextMapping = readonly [field: keyof RawProperty & string, key: keyof PropertyTexts];

/** Per-language texts: each language's record fills `properties.texts.{lang}.{key}` (coercion: text). */
const PROPERTY_TEXT_FIELDS = [
  ["Title", "title"],
  ["DescriptionA", "description"],
  ["DescriptionB", "descriptionShort"],
  ["TypeDescription", "typeDescription"],
  ["MarqueeName", "marqueeName"],
  ["PriceUnitText", "priceUnitText"],
  ["ConditionName", "condition"],
  ["RoofName", "roof"],
  ["HeatingName", "heating"],
  ["KitchenName", "kitchen"],
  ["WindowGlazingName", "glazing"],
  ["WindowFrameName", "frame"],
  ["OrientationT", "orientation"],
  ["PlanningInformation", "planningInformation"],
  ["AvailabilityText", "availability"],
  ["ContractType", "contractType"],
  ["Inventory", "inventory"],
  ["AsbestosCertificateType", "asbestosType"],
  ["CountryName", "countryName"],
  ["MainTypeName", "mainTypeName"],
] as const satisfies readonly PropertyTextMapping[];

/** Lists that become rows of their own tables, for the docs. */
const PROPERTY_MEDIA_FIELDS = [
  [
    "XLargePictureItems[] {Url, Width, Height, Name}",
    "listing_media (position, url, width, height, caption per language)",
    "the list, else XLargePictureItem, else SmallPictureItem",
  ],
  [
    "Documents[] {Name, Url, TypeName}",
    "listing_documents (kind, url, name per language)",
    "TypeName lower-cased; missing → other",
  ],
] as const;

/** Reads the table's columns of one raw record; throws UnusableRecordError for a missing required field. */
export function mapPropertyColumns(raw: RawProperty): Record<PropertyColumn, unknown> {
  const out = {} as Record<PropertyColumn, unknown>;
  for (const [field, column, coercion] of PROPERTY_FIELDS) {
    const value = COERCIONS[coercion](raw[field]);
    if (value === null && coercion.startsWith("required")) {
      const given = raw[field];
      throw new UnusableRecordError(
        given === undefined || given === null || given === ""
          ? `missing ${field}`
          : `invalid ${field} ${JSON.stringify(given)}`,
      );
    }
    out[column] = value;
  }
  const webIds = out.webIds as number[];
  if (webIds.length === 0 && out.webId !== null) out.webIds = [out.webId];
  return out;
}

/** One language's texts; empty ones are left out (jsonb keeps what it is given). */
export function mapPropertyTexts(raw: RawProperty): PropertyTexts {
  const texts: PropertyTexts = {};
  for (const [field, key] of PROPERTY_TEXT_FIELDS) {
    const value = toText(raw[field]);
    if (value !== null) texts[key] = value;
  }
  return texts;
}

/** The mapping tables as Markdown, for docs/omnicasa-mapping.md. */
export function mappingTablesMarkdown(): string {
  const row = (cells: string[]) => `| ${cells.join(" | ")} |`;
  const lines = [
    "### Property fields → `properties`",
    "",
    row(["provider field", "our column", "coercion", "note"]),
    row(["---", "---", "---", "---"]),
    ...PROPERTY_FIELDS.map(([field, column, coercion, note]: PropertyFieldMapping) =>
      row([`\`${field}\``, `\`${column}\``, coercion, note ?? ""]),
    ),
    "",
    "### Per-language texts → `properties.texts.{lang}`",
    "",
    row(["provider field", "our key", "coercion"]),
    row(["---", "---", "---"]),
    ...PROPERTY_TEXT_FIELDS.map(([field, key]) => row([`\`${field}\``, `\`${key}\``, "text"])),
    "",
    "### Pictures and documents",
    "",
    row(["provider field", "our rows", "rule"]),
    row(["---", "---", "---"]),
    ...PROPERTY_MEDIA_FIELDS.map(([field, target, rule]) => row([`\`${field}\``, target, rule])),
    "",
    "### Coercions",
    "",
    row(["name", "reads"]),
    row(["---", "---"]),
    ...(Object.entries(COERCION_NOTES) as [CoercionName, string][]).map(([name, note]) => row([name, note])),
  ];
  return lines.join("\n");
}

// Compile-time check: every column an adapter provides has a row in the table above.
type UnmappedColumn = Exclude<PropertyColumn, (typeof PROPERTY_FIELDS)[number][1]>;
const everyColumnMapped: [UnmappedColumn] extends [never] ? true : UnmappedColumn = true;
void everyColumnMapped;
