import { calendarDateOf, isoDate, wallTimeOf } from "./appointment-slots.ts";
import { dateTimeFormat } from "./intl-formats.ts";

/**
 * The times of the leads inbox, on the agency's clock (Europe/Brussels): written for a person in
 * their console language (`nl-BE`, `fr-BE`, `en-BE`), and for a spreadsheet as `2026-11-28 14:05`,
 * which Excel reads as a date and time whatever its language and sorts as text too.
 */
const TIME_ZONE = "Europe/Brussels";

/** "28 nov 2026 14:05" in the person's language. */
export function consoleDateTime(locale: string, at: Date): string {
  return dateTimeFormat(`${locale}-BE`, { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE }).format(at);
}

/** "28/11/26 14:05": the dense form of the list's rows. */
export function consoleShortDateTime(locale: string, at: Date): string {
  return dateTimeFormat(`${locale}-BE`, { dateStyle: "short", timeStyle: "short", timeZone: TIME_ZONE }).format(at);
}

/** "2026-11-28 14:05" in Brussels. */
export function spreadsheetDateTime(at: Date): string {
  return `${isoDate(calendarDateOf(at, TIME_ZONE))} ${wallTimeOf(at, TIME_ZONE)}`;
}

/** "2026-11-28": the day in Brussels (a file name's date). */
export function brusselsDay(at: Date): string {
  return isoDate(calendarDateOf(at, TIME_ZONE));
}
