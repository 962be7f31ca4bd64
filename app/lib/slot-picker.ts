/**
 * The booking page's slot picker is a day, then that day's times (decision 0013): which day it
 * shows, and how a day is named on its chip. Pure and isomorphic: the server renders the chosen
 * day without JavaScript (from `?day=` or the day of a refused post), the browser switches days
 * with the same rule.
 */
import { dateTimeFormat } from "#app/lib/intl-formats.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day to show among the days that have free slots (ISO dates, in order): the first wanted day
 * that is a well-formed date (the visitor's choice, the day of a refused post, `?day=`), else the
 * first day. A wanted day without free slots (just booked out, or an old link) gives the next day
 * that has some; past the last one, the first. Null when no day has a free slot.
 */
export function chosenDay(available: readonly string[], wanted: readonly (string | null | undefined)[]): string | null {
  const first = available[0];
  if (first === undefined) return null;
  const day = wanted.find((value): value is string => typeof value === "string" && ISO_DATE.test(value));
  if (day === undefined) return first;
  // ISO dates compare as strings.
  return available.find((date) => date >= day) ?? first;
}

/** A day's chip: "woensdag" over "2 dec" (nl), "mercredi" over "2 déc." (fr); the year is in the times' legend. */
export function dayChip(date: string, locale: string): { weekday: string; date: string } {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  // Noon UTC of that date, printed in UTC: the same day whatever the zone of the machine.
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  return {
    weekday: dateTimeFormat(`${locale}-BE`, { timeZone: "UTC", weekday: "long" }).format(noon),
    date: dateTimeFormat(`${locale}-BE`, { timeZone: "UTC", day: "numeric", month: "short" }).format(noon),
  };
}
