/**
 * Bounds of the values a provider sends, checked before they are written (decision 0029). A value
 * the database would refuse (an integer past its column's range, a NUL character, a lone UTF-16
 * surrogate, NaN) used to fail the whole sync; one without a size limit (a 5 MB title) made every
 * page that shows it as large. Pure: the sync maps the columns of db/schema.ts to these kinds.
 */

/** PostgreSQL `integer` (int4). */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** True for a whole number an `integer` column holds (an id the sync may put in a query). */
export function isInt4(n: number): boolean {
  return Number.isInteger(n) && n >= INT4_MIN && n <= INT4_MAX;
}

/** Character limits of the provider's texts. */
export const TEXT_LIMITS = {
  title: 300,
  description: 20_000,
  url: 2_000,
  /** Any other one-line text: a street, a city, a type name, a caption. */
  line: 300,
  /** Any other text that may run over several lines (planning information, an inventory). */
  paragraph: 5_000,
} as const;

/** How many of a record's lists are kept (the rest is dropped, first ones kept). */
export const LIST_LIMITS = { pictures: 100, documents: 50, typeIds: 50, units: 500, constructions: 50 } as const;

/** The kinds of column a value goes into (from the Drizzle column types of db/schema.ts). */
export type ColumnKind =
  "integer" | "double" | "text" | "boolean" | "date" | "timestamp" | "json" | "integer[]" | "other";

// C0 controls but \t and \n, DEL, the C1 controls; \r is turned into \n first. Matching control
// characters is the point of these two.
/* eslint-disable no-control-regex */
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const CONTROL_ONE_LINE = /[\u0000-\u001F\u007F-\u009F]/g;
/* eslint-enable no-control-regex */
const BREAKS = /[\t\n\v\f\r]+/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A text as PostgreSQL can store it and a page can show it: lone surrogates and control characters
 * removed (tabs and line breaks kept in a multi-line text, each run of them one space in a one-line text), trimmed,
 * cut to `max` characters (at a word when one is near the end, with an ellipsis).
 */
export function cleanText(text: string, max: number, options: { multiline?: boolean } = {}): string {
  const cleaned = options.multiline
    ? text.replace(LONE_SURROGATE, "").replace(/\r\n?/g, "\n").replace(CONTROL_MULTILINE, "")
    : text.replace(LONE_SURROGATE, "").replace(BREAKS, " ").replace(CONTROL_ONE_LINE, "");
  return capText(cleaned.trim(), max);
}

/** At most `max` characters (code points, so an emoji is never cut in half). */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  // A code point is one or two UTF-16 units: twice `max` units hold at least `max` of them.
  const chars = Array.from(text.slice(0, max * 2));
  if (chars.length <= max && text.length <= max * 2) return text;
  const cut = chars.slice(0, max - 1).join("");
  const space = cut.search(/\s\S*$/);
  // At the last word break when it keeps at least 80 % of the text; else mid-word.
  return `${space >= (max - 1) * 0.8 ? cut.slice(0, space) : cut}…`;
}

/** A URL the site may link or fetch: cleaned, or null when empty or longer than the limit (a cut URL points nowhere). */
export function cleanUrl(url: string): string | null {
  const cleaned = url.replace(LONE_SURROGATE, "").replace(CONTROL_ONE_LINE, "").trim();
  return cleaned === "" || cleaned.length > TEXT_LIMITS.url ? null : cleaned;
}

/**
 * Why a value cannot go into a column of that kind, or null when it can (null and undefined always
 * can: nullability is the schema's business). Texts are not judged here: they are cleaned.
 */
export function valueProblem(kind: ColumnKind, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case "integer":
      return typeof value === "number" && Number.isInteger(value) && value >= INT4_MIN && value <= INT4_MAX
        ? null
        : `${show(value)} is not a whole number from ${INT4_MIN} to ${INT4_MAX}`;
    case "double":
      return typeof value === "number" && Number.isFinite(value) ? null : `${show(value)} is not a finite number`;
    case "boolean":
      return typeof value === "boolean" ? null : `${show(value)} is not true or false`;
    case "date":
      return typeof value === "string" &&
        /^\d{4}-\d{2}-\d{2}$/.test(value) &&
        value >= "0001-01-01" &&
        !Number.isNaN(Date.parse(value))
        ? null
        : `${show(value)} is not a date`;
    case "timestamp":
      return value instanceof Date &&
        !Number.isNaN(value.getTime()) &&
        value.getUTCFullYear() >= 1 &&
        value.getUTCFullYear() <= 9999
        ? null
        : `${show(value)} is not a time between the years 1 and 9999`;
    case "integer[]":
      if (!Array.isArray(value)) return `${show(value)} is not a list`;
      for (const item of value) {
        const problem = valueProblem("integer", item);
        if (problem) return problem;
      }
      return null;
    case "text":
      return typeof value === "string" ? null : `${show(value)} is not a text`;
    default:
      return null;
  }
}

/** A value as a skip reason shows it: never the whole of a huge text. */
function show(value: unknown): string {
  const text =
    value instanceof Date ? "an invalid date" : typeof value === "string" ? JSON.stringify(value) : String(value);
  return capText(text.replace(CONTROL_ONE_LINE, ""), 40);
}
