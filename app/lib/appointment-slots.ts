/**
 * The visit slots of the online booking (settings.appointments): per weekday, opening windows in
 * the agency's time zone ("09:30"–"12:00"), cut into slots of `slotMinutes`; offered over the next
 * `bookingHorizonDays` calendar days (today included) and never sooner than `minimumNoticeHours`
 * from now. Pure and isomorphic: the server stores what this gives (appointment_slots), the tests
 * pin it down on ordinary days and on the two daylight-saving days.
 *
 * Wall-clock times are turned into instants with the zone's real offset of that day (Intl), so a
 * 09:30 slot is 08:30 UTC in winter and 07:30 UTC in summer. A window is cut in elapsed time
 * between its two instants, so every slot lasts exactly `slotMinutes`. A wall time that does not
 * exist (the hour skipped in spring) moves forward by the jump; one that exists twice (the hour
 * repeated in autumn) is its first occurrence — the "compatible" reading of Temporal and of
 * calendar programs.
 */
import { dateTimeFormat } from "#app/lib/intl-formats.ts";

const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "HH:MM" on a 24-hour clock. */
export type TimeWindow = { from: string; to: string };

export type AppointmentRule = {
  timezone: string;
  slotMinutes: number;
  bookingHorizonDays: number;
  minimumNoticeHours: number;
  weekdays: Readonly<Record<Weekday, readonly TimeWindow[]>>;
};

export type SlotTime = { startsAt: Date; endsAt: Date };

/** A day on the agency's calendar. */
export type CalendarDate = { year: number; month: number; day: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Far enough from any instant to read the offsets on both sides of a transition near it. */
const AROUND = 36 * HOUR;

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
}

/** The wall clock of `timeZone` at an instant, as the milliseconds of the same reading in UTC. */
function wallClockMs(instantMs: number, timeZone: string): number {
  // Literal parts ("/", ", ") land under "literal" and are never read.
  const parts: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(new Date(instantMs))) parts[part.type] = Number(part.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The zone's offset from UTC at an instant, in milliseconds (+1 h in a Brussels winter). */
export function zoneOffsetMs(instant: Date | number, timeZone: string): number {
  const ms = Math.floor(Number(instant) / 1000) * 1000;
  return wallClockMs(ms, timeZone) - ms;
}

/** The calendar date of an instant in a zone. */
export function calendarDateOf(instant: Date, timeZone: string): CalendarDate {
  const wall = new Date(wallClockMs(instant.getTime(), timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** "2026-11-30": the date as an ISO string (for keys, ids and `<time datetime>`). */
export function isoDate(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
}

/** "09:30": the wall-clock time of an instant in a zone. */
export function wallTimeOf(instant: Date, timeZone: string): string {
  const wall = new Date(wallClockMs(instant.getTime(), timeZone));
  return `${String(wall.getUTCHours()).padStart(2, "0")}:${String(wall.getUTCMinutes()).padStart(2, "0")}`;
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

function weekdayOf(date: CalendarDate): Weekday {
  // getUTCDay: 0 is Sunday.
  return WEEKDAYS[(new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7]!;
}

/**
 * The instant of a wall-clock time ("HH:MM") on a date in a zone. Skipped times move forward by
 * the jump; repeated times are their first occurrence.
 */
export function instantOf(date: CalendarDate, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(date.year, date.month - 1, date.day, hours, minutes);
  const before = zoneOffsetMs(wall - AROUND, timeZone);
  const after = zoneOffsetMs(wall + AROUND, timeZone);
  const readings = [wall - before, wall - after].filter(
    (instant) => instant + zoneOffsetMs(instant, timeZone) === wall,
  );
  if (readings.length > 0) return new Date(Math.min(...readings));
  // In the gap: read with the offset before the jump, which lands the same distance past it.
  return new Date(wall - before);
}

/**
 * Every slot the rule offers at `now`, in time order: the windows of each weekday over the
 * horizon, cut into slots that fit entirely in their window, starting no sooner than the notice.
 */
export function slotTimes(rule: AppointmentRule, now: Date): SlotTime[] {
  const slotMs = rule.slotMinutes * MINUTE;
  const earliest = now.getTime() + rule.minimumNoticeHours * HOUR;
  const today = calendarDateOf(now, rule.timezone);
  const slots: SlotTime[] = [];
  for (let offset = 0; offset < rule.bookingHorizonDays; offset++) {
    const date = addDays(today, offset);
    const windows = [...rule.weekdays[weekdayOf(date)]].sort((a, b) => a.from.localeCompare(b.from));
    for (const window of windows) {
      const opens = instantOf(date, window.from, rule.timezone).getTime();
      const closes = instantOf(date, window.to, rule.timezone).getTime();
      for (let start = opens; start + slotMs <= closes; start += slotMs) {
        if (start >= earliest) slots.push({ startsAt: new Date(start), endsAt: new Date(start + slotMs) });
      }
    }
  }
  return slots;
}

/** Slots grouped by their day on the agency's calendar, in order (the page shows one group per day). */
export function slotsByDay<T extends { startsAt: Date }>(
  slots: readonly T[],
  timeZone: string,
): { date: string; slots: T[] }[] {
  const days: { date: string; slots: T[] }[] = [];
  for (const slot of [...slots].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    const date = isoDate(calendarDateOf(slot.startsAt, timeZone));
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}

/** "maandag 30 november 2026" / "lundi 30 novembre 2026": a calendar day in a language (Belgian forms). */
export function formatDay(date: string, locale: string, options: { year?: boolean } = {}): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  // Noon UTC of that date, printed in UTC: the same day whatever the zone of the machine.
  return dateTimeFormat(`${locale}-BE`, {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    ...(options.year === false ? {} : { year: "numeric" }),
  }).format(new Date(Date.UTC(year, month - 1, day, 12)));
}
