import { dateTimeFormat } from "#app/lib/intl-formats.ts";

/**
 * The ISO 8601 forms the site reads: a date, or a date and time with an optional zone
 * ("2026-03-05", "2026-03-05T00:00:00", "2026-03-04T23:30:00Z", "2026-03-05T00:30+01:00").
 * Other strings are refused: engines parse them differently ("on 2026-03-05" is a date in V8).
 */
const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * The instant to print, or null. A string without a zone is a date on the Brussels calendar as
 * the provider wrote it: it is kept as is (noon UTC of that day is the same day in Brussels)
 * instead of being read in the runtime's own zone. A string with a zone is that instant.
 */
function instantOf(value: Date | string): Date | null {
  if (value instanceof Date) return value;
  const text = value.trim();
  const iso = ISO_DATE.exec(text);
  if (!iso) return null;
  const noon = new Date(`${iso[1]}T12:00:00Z`);
  // Engines roll "2026-02-30" over to 2 March (and refuse "2026-13-01"): keep only real dates.
  if (noon.toJSON() !== `${iso[1]}T12:00:00.000Z`) return null;
  return iso[2] ? new Date(text) : noon;
}

/**
 * A date as day-month-year without padding ("5-3-2026"), spec §9, on the Brussels calendar, so
 * the server (UTC) and a visitor's browser abroad print the same day: 2026-03-04T23:30Z is already
 * 5 March in Brussels. Empty or unreadable values give "" so pages show nothing rather than
 * "Invalid Date".
 */
export function formatDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return "";
  const instant = instantOf(value);
  if (instant === null || Number.isNaN(instant.getTime())) return "";
  // nl-BE writes numeric dates as d/M/y, unpadded: "5/3/2026".
  const calendar = dateTimeFormat("nl-BE", {
    timeZone: "Europe/Brussels",
    day: "numeric",
    month: "numeric",
    year: "numeric",
  });
  return calendar.format(instant).replaceAll("/", "-");
}
