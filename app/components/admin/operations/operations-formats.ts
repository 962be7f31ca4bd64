import type { ConsoleLocale } from "#app/domain/staff.ts";
import { ageInUnits, durationParts } from "#app/lib/console-operations.ts";

/**
 * Dates, ages and durations of the operations page in the person's language, on Brussels time
 * (the agency's). Ages are counted by the server (the page says what was true when it was read).
 */
export function operationsFormats(locale: ConsoleLocale) {
  const tag = `${locale}-BE`;
  const dateTime = new Intl.DateTimeFormat(tag, {
    dateStyle: "short",
    timeStyle: "medium",
    timeZone: "Europe/Brussels",
  });
  const relative = new Intl.RelativeTimeFormat(tag, { numeric: "auto" });
  const seconds = (fractionDigits: number) =>
    new Intl.NumberFormat(tag, {
      style: "unit",
      unit: "second",
      unitDisplay: "short",
      maximumFractionDigits: fractionDigits,
    });
  const minutes = new Intl.NumberFormat(tag, { style: "unit", unit: "minute", unitDisplay: "short" });
  return {
    /** "28/11/2026 14:05:09" */
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    /** "3 minutes ago" */
    ago: (ageSeconds: number) => {
      const { value, unit } = ageInUnits(ageSeconds);
      return relative.format(-value, unit);
    },
    /** "0.4 s", "2 min 6 s" */
    duration: (ms: number) => {
      const parts = durationParts(ms);
      const text = seconds(parts.minutes ? 0 : 1).format(parts.seconds);
      return parts.minutes ? `${minutes.format(parts.minutes)} ${text}` : text;
    },
  };
}
