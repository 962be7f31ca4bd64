import { describe, expect, it } from "vitest";
import {
  calendarDateOf,
  formatDay,
  instantOf,
  isoDate,
  slotsByDay,
  slotTimes,
  wallTimeOf,
  zoneOffsetMs,
  type AppointmentRule,
  type TimeWindow,
  type Weekday,
} from "./appointment-slots.ts";

const BRUSSELS = "Europe/Brussels";
const closed: Record<Weekday, TimeWindow[]> = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

function rule(
  overrides: Partial<Omit<AppointmentRule, "weekdays">> & { weekdays: Partial<Record<Weekday, TimeWindow[]>> },
): AppointmentRule {
  return {
    timezone: BRUSSELS,
    slotMinutes: 30,
    bookingHorizonDays: 7,
    minimumNoticeHours: 0,
    ...overrides,
    weekdays: { ...closed, ...overrides.weekdays },
  };
}

/** The slots as "YYYY-MM-DDTHH:MMZ" starts (UTC), compact enough to read in a table. */
const starts = (slots: { startsAt: Date }[]) => slots.map((slot) => slot.startsAt.toISOString().slice(0, 16) + "Z");
/** The same slots as Brussels wall-clock times. */
const wallTimes = (slots: { startsAt: Date }[], zone = BRUSSELS) =>
  slots.map((slot) => wallTimeOf(slot.startsAt, zone));

describe("instantOf: a Brussels wall-clock time on a date", () => {
  it.each([
    ["winter (CET, UTC+1)", "2026-01-15", "09:30", "2026-01-15T08:30:00.000Z"],
    ["summer (CEST, UTC+2)", "2026-07-15", "09:30", "2026-07-15T07:30:00.000Z"],
    ["the Friday before spring forward", "2026-03-27", "09:30", "2026-03-27T08:30:00.000Z"],
    ["the Monday after spring forward", "2026-03-30", "09:30", "2026-03-30T07:30:00.000Z"],
    ["spring forward, before the jump", "2026-03-29", "01:30", "2026-03-29T00:30:00.000Z"],
    [
      "spring forward: 02:30 does not exist, moves forward to 03:30 CEST",
      "2026-03-29",
      "02:30",
      "2026-03-29T01:30:00.000Z",
    ],
    ["spring forward, after the jump", "2026-03-29", "03:00", "2026-03-29T01:00:00.000Z"],
    ["fall back: 02:30 happens twice, the first (CEST) is taken", "2026-10-25", "02:30", "2026-10-25T00:30:00.000Z"],
    ["fall back, after the repeated hour", "2026-10-25", "03:00", "2026-10-25T02:00:00.000Z"],
    ["fall back, the Monday after", "2026-10-26", "09:30", "2026-10-26T08:30:00.000Z"],
    ["midnight", "2026-12-31", "00:00", "2026-12-30T23:00:00.000Z"],
  ])("%s: %s %s → %s", (_, date, time, expected) => {
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    expect(instantOf({ year, month, day }, time, BRUSSELS).toISOString()).toBe(expected);
  });

  it("works for any IANA zone (New York springs forward on 8 March 2026)", () => {
    expect(instantOf({ year: 2026, month: 3, day: 6 }, "09:00", "America/New_York").toISOString()).toBe(
      "2026-03-06T14:00:00.000Z",
    );
    expect(instantOf({ year: 2026, month: 3, day: 9 }, "09:00", "America/New_York").toISOString()).toBe(
      "2026-03-09T13:00:00.000Z",
    );
  });

  it.each([
    ["2026-01-15T12:00:00Z", 3_600_000],
    ["2026-07-15T12:00:00Z", 7_200_000],
    ["2026-03-29T00:59:59Z", 3_600_000],
    ["2026-03-29T01:00:00Z", 7_200_000],
    ["2026-10-25T00:59:59Z", 7_200_000],
    ["2026-10-25T01:00:00Z", 3_600_000],
  ])("the Brussels offset at %s is %i ms", (instant, offset) => {
    expect(zoneOffsetMs(new Date(instant), BRUSSELS)).toBe(offset);
  });
});

describe("calendarDateOf and wallTimeOf read the agency's calendar, not UTC", () => {
  it.each([
    ["2026-11-29T23:30:00Z", "2026-11-30", "00:30"], // already Monday in Brussels
    ["2026-06-30T22:15:00Z", "2026-07-01", "00:15"],
    ["2026-11-30T08:30:00Z", "2026-11-30", "09:30"],
  ])("%s is %s %s in Brussels", (instant, date, time) => {
    const { year, month, day } = calendarDateOf(new Date(instant), BRUSSELS);
    expect(`${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`).toBe(date);
    expect(wallTimeOf(new Date(instant), BRUSSELS)).toBe(time);
  });
});

describe("slotTimes", () => {
  // 2026-11-30 is a Monday; 2026-03-29 and 2026-10-25 are the Sundays of the clock changes.
  const cases: Array<{
    name: string;
    rule: AppointmentRule;
    now: string;
    starts?: string[];
    wall?: string[];
    count?: number;
  }> = [
    {
      name: "a window is cut into slots that fit entirely (09:30–11:15 by 30 min: the last 15 minutes are left)",
      rule: rule({ bookingHorizonDays: 1, weekdays: { mon: [{ from: "09:30", to: "11:15" }] } }),
      now: "2026-11-30T06:00:00Z",
      starts: ["2026-11-30T08:30Z", "2026-11-30T09:00Z", "2026-11-30T09:30Z"],
    },
    {
      name: "several windows of a day, given in any order, come out in time order",
      rule: rule({
        bookingHorizonDays: 1,
        slotMinutes: 60,
        weekdays: {
          mon: [
            { from: "14:00", to: "16:00" },
            { from: "09:00", to: "10:00" },
          ],
        },
      }),
      now: "2026-11-30T06:00:00Z",
      wall: ["09:00", "14:00", "15:00"],
    },
    {
      name: "each weekday has its own windows; a day without windows has no slots",
      rule: rule({
        slotMinutes: 60,
        weekdays: {
          mon: [{ from: "09:00", to: "10:00" }],
          wed: [{ from: "10:00", to: "11:00" }],
          sat: [{ from: "10:00", to: "12:00" }],
        },
      }),
      now: "2026-11-30T06:00:00Z",
      starts: ["2026-11-30T08:00Z", "2026-12-02T09:00Z", "2026-12-05T09:00Z", "2026-12-05T10:00Z"],
    },
    {
      name: "the horizon counts calendar days from today, today included (7 days: Monday to Sunday)",
      rule: rule({ slotMinutes: 60, bookingHorizonDays: 7, weekdays: { mon: [{ from: "09:00", to: "10:00" }] } }),
      now: "2026-11-30T06:00:00Z",
      starts: ["2026-11-30T08:00Z"],
    },
    {
      name: "8 days reach the next Monday",
      rule: rule({ slotMinutes: 60, bookingHorizonDays: 8, weekdays: { mon: [{ from: "09:00", to: "10:00" }] } }),
      now: "2026-11-30T06:00:00Z",
      starts: ["2026-11-30T08:00Z", "2026-12-07T08:00Z"],
    },
    {
      name: "today is the agency's today: 23:30 UTC on Sunday is already Monday in Brussels",
      rule: rule({
        slotMinutes: 60,
        bookingHorizonDays: 1,
        weekdays: { sun: [{ from: "09:00", to: "10:00" }], mon: [{ from: "09:00", to: "10:00" }] },
      }),
      now: "2026-11-29T23:30:00Z",
      starts: ["2026-11-30T08:00Z"],
    },
    {
      name: "the minimum notice: nothing sooner than 24 hours from now (a slot exactly at the limit is offered)",
      rule: rule({
        minimumNoticeHours: 24,
        bookingHorizonDays: 2,
        weekdays: { mon: [{ from: "08:30", to: "10:00" }], tue: [{ from: "08:30", to: "10:00" }] },
      }),
      now: "2026-11-30T08:00:00Z", // Monday 09:00 in Brussels
      wall: ["09:00", "09:30"], // Tuesday's; 08:30 is 23.5 hours away
    },
    {
      name: "without notice, a slot that has started is no longer offered",
      rule: rule({ bookingHorizonDays: 1, weekdays: { mon: [{ from: "09:00", to: "10:30" }] } }),
      now: "2026-11-30T08:10:00Z", // 09:10
      wall: ["09:30", "10:00"],
    },
    {
      name: "spring forward: a window over the skipped hour is two real hours, and no slot falls in the gap",
      rule: rule({ bookingHorizonDays: 1, weekdays: { sun: [{ from: "01:00", to: "04:00" }] } }),
      now: "2026-03-28T23:00:00Z",
      starts: ["2026-03-29T00:00Z", "2026-03-29T00:30Z", "2026-03-29T01:00Z", "2026-03-29T01:30Z"],
      wall: ["01:00", "01:30", "03:00", "03:30"],
    },
    {
      name: "fall back: a window over the repeated hour is four real hours, every slot 30 minutes",
      rule: rule({ bookingHorizonDays: 1, weekdays: { sun: [{ from: "01:00", to: "04:00" }] } }),
      now: "2026-10-24T22:00:00Z",
      count: 8,
      wall: ["01:00", "01:30", "02:00", "02:30", "02:00", "02:30", "03:00", "03:30"],
    },
    {
      name: "office hours around spring forward keep their wall-clock time (UTC+1 on Friday, UTC+2 on Monday)",
      rule: rule({
        slotMinutes: 150,
        bookingHorizonDays: 4,
        weekdays: { fri: [{ from: "09:30", to: "12:00" }], mon: [{ from: "09:30", to: "12:00" }] },
      }),
      now: "2026-03-27T05:00:00Z",
      starts: ["2026-03-27T08:30Z", "2026-03-30T07:30Z"],
    },
    {
      name: "office hours around fall back (UTC+2 on Saturday, UTC+1 on Monday)",
      rule: rule({
        slotMinutes: 180,
        bookingHorizonDays: 3,
        weekdays: { sat: [{ from: "10:00", to: "13:00" }], mon: [{ from: "10:00", to: "13:00" }] },
      }),
      now: "2026-10-24T05:00:00Z",
      starts: ["2026-10-24T08:00Z", "2026-10-26T09:00Z"],
    },
  ];

  it.each(cases)("$name", ({ rule: r, now, starts: expectedStarts, wall, count }) => {
    const slots = slotTimes(r, new Date(now));
    if (expectedStarts) expect(starts(slots)).toEqual(expectedStarts);
    if (wall) expect(wallTimes(slots)).toEqual(wall);
    if (count !== undefined) expect(slots).toHaveLength(count);
    for (const slot of slots) expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(r.slotMinutes * 60_000);
  });

  it("the shipped settings: 28 days of weekday and Saturday slots, none on Sunday, none within 24 hours", () => {
    const shipped = rule({
      bookingHorizonDays: 28,
      minimumNoticeHours: 24,
      weekdays: {
        mon: [
          { from: "09:30", to: "12:00" },
          { from: "14:00", to: "18:00" },
        ],
        sat: [{ from: "10:00", to: "13:00" }],
      },
    });
    const now = new Date("2026-11-30T08:00:00Z");
    const slots = slotTimes(shipped, now);
    // Today's Monday falls within the notice: 3 Mondays of 13 slots (5 + 8) and 4 Saturdays of 6.
    expect(slots).toHaveLength(3 * 13 + 4 * 6);
    expect(slots.every((slot) => slot.startsAt.getTime() >= now.getTime() + 24 * 3_600_000)).toBe(true);
    expect(new Set(slots.map((slot) => calendarDateOf(slot.startsAt, BRUSSELS).day)).size).toBe(7);
  });
});

describe("slotsByDay groups by the agency's calendar day", () => {
  it("keeps time order and puts a slot just after midnight Brussels time on its own day", () => {
    const at = (iso: string) => ({ startsAt: new Date(iso) });
    const groups = slotsByDay(
      [
        at("2026-10-25T01:30:00Z"),
        at("2026-10-24T23:00:00Z"),
        at("2026-10-24T21:00:00Z"),
        at("2026-10-26T09:00:00Z"),
        at("2026-10-25T00:30:00Z"),
        at("2026-10-26T08:00:00Z"),
      ],
      BRUSSELS,
    );
    expect(groups.map((group) => [group.date, group.slots.length])).toEqual([
      ["2026-10-24", 1],
      ["2026-10-25", 3],
      ["2026-10-26", 2],
    ]);
    expect(wallTimes(groups[1]!.slots)).toEqual(["01:00", "02:30", "02:30"]);
  });
});

describe("isoDate", () => {
  it.each([
    [{ year: 2026, month: 3, day: 5 }, "2026-03-05"],
    [{ year: 2026, month: 12, day: 31 }, "2026-12-31"],
  ])("%j → %s", (date, expected) => {
    expect(isoDate(date)).toBe(expected);
  });
});

describe("formatDay", () => {
  it.each([
    ["nl", "maandag 30 november 2026"],
    ["fr", "lundi 30 novembre 2026"],
    ["en", "Monday, 30 November 2026"],
    ["de", "Montag, 30. November 2026"],
  ])("%s: %s", (locale, expected) => {
    expect(formatDay("2026-11-30", locale)).toBe(expected);
  });

  it("can leave out the year", () => {
    expect(formatDay("2026-11-30", "nl", { year: false })).toBe("maandag 30 november");
  });
});
