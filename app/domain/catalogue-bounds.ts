import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { LocalizedText } from "#app/i18n/locales.ts";
import { cities, projects, projectUnits, properties, propertyTypes, type PropertyTexts } from "#db/schema.ts";
import {
  cleanText,
  cleanUrl,
  LIST_LIMITS,
  TEXT_LIMITS,
  valueProblem,
  type ColumnKind,
} from "#app/lib/record-bounds.ts";
import type {
  CityRecord,
  DocumentRecord,
  PictureRecord,
  ProjectRecord,
  PropertyRecord,
  PropertyTypeRecord,
  SkippedRecord,
} from "./catalogue.ts";

/**
 * Every catalogue record is checked against the bounds of the columns it goes into before the sync
 * writes it (decision 0029): numbers in their column's range (read from db/schema.ts, so a column
 * that changes type changes its check), texts cleaned of what PostgreSQL refuses and cut to their
 * limit, URLs no longer than 2,000 characters, pictures and documents counted. A record that
 * cannot be written is skipped with the reason and the others still apply.
 */

export type Bounded<T> = { record: T } | { reason: string };

type Column = { kind: ColumnKind; notNull: boolean };

const KINDS: Record<string, ColumnKind> = {
  PgInteger: "integer",
  PgSerial: "integer",
  PgDoublePrecision: "double",
  PgText: "text",
  PgBoolean: "boolean",
  PgDateString: "date",
  PgDate: "date",
  PgTimestamp: "timestamp",
  PgJsonb: "json",
};

/** The kind of each column of a table, by its name in TypeScript. */
export function columnKinds(table: PgTable): Record<string, Column> {
  const out: Record<string, Column> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const kind =
      column.columnType === "PgArray"
        ? column.dataType === "array" && /integer/.test(column.getSQLType())
          ? "integer[]"
          : "other"
        : (KINDS[column.columnType] ?? "other");
    out[key] = { kind, notNull: column.notNull };
  }
  return out;
}

const PROPERTY_COLUMNS = columnKinds(properties);
const PROJECT_COLUMNS = columnKinds(projects);
const UNIT_COLUMNS = columnKinds(projectUnits);
const TYPE_COLUMNS = columnKinds(propertyTypes);
const CITY_COLUMNS = columnKinds(cities);

/** Text columns holding a link: kept whole or not at all. */
const URL_COLUMNS = new Set(["virtualTourUrl", "videoUrl", "externalWeb"]);

/** Limits of a property's per-language texts; the others are one line of TEXT_LIMITS.line. */
const PROPERTY_TEXT_RULES: Partial<Record<keyof PropertyTexts, { max: number; multiline: boolean }>> = {
  title: { max: TEXT_LIMITS.title, multiline: false },
  marqueeName: { max: TEXT_LIMITS.title, multiline: false },
  description: { max: TEXT_LIMITS.description, multiline: true },
  descriptionShort: { max: TEXT_LIMITS.description, multiline: true },
  planningInformation: { max: TEXT_LIMITS.paragraph, multiline: true },
  inventory: { max: TEXT_LIMITS.paragraph, multiline: true },
};

/**
 * The scalar columns of a row checked and cleaned: a number out of its column's range (or of the
 * wrong kind) is the reason the record is skipped; texts are cleaned, and a required text left
 * empty is a reason too. Keys that are not columns of the table are passed through untouched.
 */
function boundColumns<Row extends Record<string, unknown>>(
  row: Row,
  columns: Record<string, Column>,
  label = "",
): Bounded<Row> {
  const out: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(row)) {
    const column = columns[key];
    if (!column || column.kind === "json") continue;
    if (column.kind === "text" && typeof value === "string") {
      const cleaned = URL_COLUMNS.has(key) ? cleanUrl(value) : cleanText(value, TEXT_LIMITS.line);
      if (column.notNull && !cleaned) return { reason: `${label}${key} is empty` };
      out[key] = column.notNull ? cleaned : cleaned || null;
      continue;
    }
    const problem = valueProblem(column.kind, value);
    if (problem) return { reason: `${label}${key}: ${problem}` };
  }
  return { record: out as Row };
}

/** A text per language, each cleaned; the empty ones dropped. */
function cleanLocalized(
  texts: LocalizedText | null | undefined,
  max: number = TEXT_LIMITS.line,
  multiline = false,
): LocalizedText {
  const out: LocalizedText = {};
  for (const [locale, text] of Object.entries(texts ?? {}) as [keyof LocalizedText, unknown][]) {
    if (typeof text !== "string") continue;
    const cleaned = cleanText(text, max, { multiline });
    if (cleaned) out[locale] = cleaned;
  }
  return out;
}

/** The first LIST_LIMITS.pictures pictures whose URL can be kept; a size out of range is dropped. */
function boundPictures(pictures: readonly PictureRecord[]): PictureRecord[] {
  const out: PictureRecord[] = [];
  for (const picture of pictures) {
    if (out.length === LIST_LIMITS.pictures) break;
    const url = typeof picture.url === "string" ? cleanUrl(picture.url) : null;
    if (!url) continue;
    const size = (n: number | null) => (valueProblem("integer", n) ? null : n);
    out.push({
      url,
      width: size(picture.width),
      height: size(picture.height),
      caption: cleanLocalized(picture.caption),
    });
  }
  return out;
}

/** The first LIST_LIMITS.documents documents whose URL can be kept. */
function boundDocuments(documents: readonly DocumentRecord[]): DocumentRecord[] {
  const out: DocumentRecord[] = [];
  for (const document of documents) {
    if (out.length === LIST_LIMITS.documents) break;
    const url = typeof document.url === "string" ? cleanUrl(document.url) : null;
    if (!url) continue;
    out.push({ kind: cleanText(String(document.kind ?? ""), 50) || "other", url, name: cleanLocalized(document.name) });
  }
  return out;
}

export function boundProperty(record: PropertyRecord): Bounded<PropertyRecord> {
  const { texts, pictures, documents, ...columns } = record;
  const checked = boundColumns({ ...columns, webIds: columns.webIds?.slice(0, LIST_LIMITS.typeIds) }, PROPERTY_COLUMNS);
  if ("reason" in checked) return checked;
  const cleanTexts: PropertyRecord["texts"] = {};
  for (const [locale, fields] of Object.entries(texts ?? {}) as [
    keyof PropertyRecord["texts"],
    PropertyTexts | undefined,
  ][]) {
    const out: PropertyTexts = {};
    for (const [key, text] of Object.entries(fields ?? {}) as [keyof PropertyTexts, unknown][]) {
      if (typeof text !== "string") continue;
      const rule = PROPERTY_TEXT_RULES[key] ?? { max: TEXT_LIMITS.line, multiline: false };
      const cleaned = cleanText(text, rule.max, { multiline: rule.multiline });
      if (cleaned) out[key] = cleaned;
    }
    cleanTexts[locale] = out;
  }
  return {
    record: {
      ...checked.record,
      texts: cleanTexts,
      pictures: boundPictures(pictures ?? []),
      documents: boundDocuments(documents ?? []),
    },
  };
}

export function boundProject(record: ProjectRecord): Bounded<ProjectRecord> {
  const { units, pictures, documents, name, description, pricesAndPlanning, delivery, constructions, ...columns } =
    record;
  const checked = boundColumns(columns, PROJECT_COLUMNS);
  if ("reason" in checked) return checked;
  const boundUnits: ProjectRecord["units"] = [];
  for (const unit of units.slice(0, LIST_LIMITS.units)) {
    const unitChecked = boundColumns(
      {
        ...unit,
        name: typeof unit.name === "string" && cleanText(unit.name, TEXT_LIMITS.line) ? unit.name : String(unit.id),
      },
      UNIT_COLUMNS,
      `unit ${String(unit.id).slice(0, 20)}: `,
    );
    if ("reason" in unitChecked) return unitChecked;
    boundUnits.push(unitChecked.record);
  }
  return {
    record: {
      ...checked.record,
      name: cleanLocalized(name, TEXT_LIMITS.title),
      description: cleanLocalized(description, TEXT_LIMITS.description, true),
      pricesAndPlanning: cleanLocalized(pricesAndPlanning, TEXT_LIMITS.paragraph, true),
      delivery: cleanLocalized(delivery, TEXT_LIMITS.paragraph, true),
      constructions: constructions.slice(0, LIST_LIMITS.constructions).map((c) => ({
        name: cleanLocalized(c.name),
        description: cleanLocalized(c.description, TEXT_LIMITS.paragraph, true),
        date: valueProblem("date", c.date) ? null : c.date,
      })),
      units: boundUnits,
      pictures: boundPictures(pictures),
      documents: boundDocuments(documents),
    },
  };
}

export function boundPropertyType(record: PropertyTypeRecord): Bounded<PropertyTypeRecord> {
  const checked = boundColumns(record, TYPE_COLUMNS);
  if ("reason" in checked) return checked;
  return { record: { ...checked.record, name: cleanLocalized(record.name) } };
}

/** A city from the provider's lists or a listing: cleaned, its numbers dropped when out of range; null when nothing is left of its name or zip. */
export function boundCity(record: CityRecord): CityRecord | null {
  const name = typeof record.name === "string" ? cleanText(record.name, TEXT_LIMITS.line) : "";
  const zip = typeof record.zip === "string" ? cleanText(record.zip, TEXT_LIMITS.line) : "";
  if (!name || !zip) return null;
  const keep = <T>(key: keyof CityRecord, value: T): T | null =>
    valueProblem(CITY_COLUMNS[key]?.kind ?? "other", value) ? null : value;
  return {
    name,
    zip,
    countryId: keep("countryId", record.countryId),
    countryName:
      typeof record.countryName === "string" ? cleanText(record.countryName, TEXT_LIMITS.line) || null : null,
    lat: keep("lat", record.lat),
    lng: keep("lng", record.lng),
  };
}

/** A skip as sync_runs can store it: an id and a reason of a sensible length, without control characters. */
export function boundSkip(skip: SkippedRecord): SkippedRecord {
  return { id: cleanText(String(skip.id), 100) || "?", reason: cleanText(String(skip.reason), 1_000) || "unusable" };
}
