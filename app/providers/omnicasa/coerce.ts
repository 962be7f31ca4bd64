/**
 * Coercions for the provider's loosely typed values: numbers arrive as numbers or strings, flags
 * as booleans, 0/1 or strings, dates as `Y-m-d H:i:s` (Belgian local time) or WCF `/Date(ms±zone)/`.
 * Anything unreadable becomes null, never NaN or a thrown error.
 */

export function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (trimmed === "") return null;
  // "325000", "325000.50" and the comma decimal "325000,50" are read; grouped forms are not guessed.
  const normalised = /^-?\d+,\d+$/.test(trimmed) ? trimmed.replace(",", ".") : trimmed;
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

export function toInteger(value: unknown): number | null {
  const n = toNumber(value);
  return n === null ? null : Math.round(n);
}

const TRUE_VALUES = new Set(["1", "true", "yes", "y", "ja", "oui"]);
const FALSE_VALUES = new Set(["0", "false", "no", "n", "nee", "non"]);

export function toFlag(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value === 0 ? false : value === 1 ? true : null;
  if (typeof value !== "string") return null;
  const v = value.trim().toLowerCase();
  if (TRUE_VALUES.has(v)) return true;
  if (FALSE_VALUES.has(v)) return false;
  return null;
}

export function toText(value: unknown): string | null {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

const WCF_DATE = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A point in time; local date-times are read in Europe/Brussels. */
export function toDate(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  const wcf = WCF_DATE.exec(trimmed);
  if (wcf) return new Date(Number(wcf[1])); // the milliseconds are UTC; the zone is only a hint
  const local = LOCAL_DATE_TIME.exec(trimmed);
  if (!local) return null;
  const [, y, mo, d, h = "00", mi = "00", s = "00"] = local;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (Number.isNaN(asUtc)) return null;
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d)) return null;
  // The offset at the instant itself, not at the wall-clock time read as UTC: they differ in the
  // hours after a daylight-saving change (01:59 on the last Sunday of March is still winter time).
  const guess = asUtc - brusselsOffsetMs(asUtc);
  return new Date(asUtc - brusselsOffsetMs(guess));
}

/** A calendar date `YYYY-MM-DD` (for columns of type date), or null. */
export function toIsoDay(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const wcf = WCF_DATE.exec(value.trim());
  // The day in Belgium: a date sent as local midnight (+0100) is the evening before in UTC.
  if (wcf) return toProviderDateTime(new Date(Number(wcf[1]))).slice(0, 10);
  const local = LOCAL_DATE_TIME.exec(value.trim());
  if (!local) return null;
  return toDate(value) ? `${local[1]}-${local[2]}-${local[3]}` : null;
}

const brusselsFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Brussels",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Offset of Brussels time from UTC at (about) the given instant, in ms. */
function brusselsOffsetMs(utcMs: number): number {
  const parts = Object.fromEntries(brusselsFormat.formatToParts(new Date(utcMs)).map((p) => [p.type, p.value]));
  const asIfUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asIfUtc - utcMs;
}

/** The provider's comma-joined id lists ("1,2, 5") as numbers; junk entries are dropped. */
export function toIdList(value: unknown): number[] {
  if (typeof value === "number") return Number.isInteger(value) ? [value] : [];
  if (typeof value !== "string") return [];
  return value
    .split(",")
    .map((part) => toInteger(part))
    .filter((n): n is number => n !== null);
}

/**
 * A point in time as the provider's requests take it (`ChangeSince`…): `Y-m-d H:i:s` in Belgian
 * local time, the reading `toDate` applies to the provider's own dates.
 */
export function toProviderDateTime(date: Date): string {
  const parts = Object.fromEntries(brusselsFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
