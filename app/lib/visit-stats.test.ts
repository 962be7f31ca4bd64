import { describe, expect, it } from "vitest";
import { addDays, visitStats, visitsByMonth, weekStart, type DayViews } from "./visit-stats.ts";

describe("addDays and weekStart", () => {
  it.each([
    ["2026-11-24", 1, "2026-11-25"],
    ["2026-11-30", 1, "2026-12-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2028-03-01", -1, "2028-02-29"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-10-25", 1, "2026-10-26"],
  ])("%s %+i → %s", (day, days, expected) => expect(addDays(day, days)).toBe(expected));

  it.each([
    ["2026-11-23", "2026-11-23"], // Monday
    ["2026-11-24", "2026-11-23"], // Tuesday
    ["2026-11-29", "2026-11-23"], // Sunday
    ["2026-12-02", "2026-11-30"], // the week spans two months
    ["2027-01-01", "2026-12-28"], // and two years
  ])("the week of %s starts on %s", (day, monday) => expect(weekStart(day)).toBe(monday));
});

describe("visitStats", () => {
  const today = "2026-12-02"; // a Wednesday; the week began on Monday 30 November
  const rows: DayViews[] = [
    { day: "2026-10-01", source: "direct", views: 100 }, // older than 30 days: total only
    { day: "2026-11-03", source: "search", views: 7 }, // day 30 counted backwards from today
    { day: "2026-11-02", source: "search", views: 9 }, // day 31: not in the chart
    { day: "2026-11-29", source: "social", views: 3 }, // last month, last week
    { day: "2026-11-30", source: "direct", views: 4 }, // this week, last month
    { day: "2026-12-01", source: "campaign", views: 2 },
    { day: "2026-12-02", source: "direct", views: 5 },
    { day: "2026-12-02", source: "referral", views: 1 },
  ];
  const stats = visitStats(rows, today);

  it.each([
    ["today", 6],
    ["week", 12],
    ["month", 8],
    ["total", 131],
  ] as const)("%s → %i", (field, expected) => expect(stats[field]).toBe(expected));

  it("adds the views per source, every source present", () => {
    expect(stats.bySource).toEqual({ direct: 109, search: 16, social: 3, referral: 1, campaign: 2 });
  });

  it("has one figure per day of the last 30 days, oldest first, 0 for days without views", () => {
    expect(stats.last30Days).toHaveLength(30);
    expect(stats.last30Days[0]).toEqual({ day: "2026-11-03", views: 7 });
    expect(stats.last30Days[29]).toEqual({ day: "2026-12-02", views: 6 });
    expect(stats.last30Days.find((d) => d.day === "2026-11-15")).toEqual({ day: "2026-11-15", views: 0 });
    expect(stats.last30Days.reduce((sum, d) => sum + d.views, 0)).toBe(7 + 3 + 4 + 2 + 6);
  });

  it("no views: zeros everywhere", () => {
    const empty = visitStats([], today);
    expect([empty.today, empty.week, empty.month, empty.total]).toEqual([0, 0, 0, 0]);
    expect(empty.last30Days.every((d) => d.views === 0)).toBe(true);
  });

  it("views dated after today count in the total only", () => {
    const future = visitStats([{ day: "2026-12-03", source: "direct", views: 2 }], today);
    expect([future.today, future.week, future.month, future.total]).toEqual([0, 0, 0, 2]);
  });
});

describe("visitsByMonth", () => {
  it.each([
    [[], []],
    [
      [
        { day: "2026-10-31", source: "direct", views: 2 },
        { day: "2026-11-01", source: "search", views: 3 },
        { day: "2026-11-30", source: "direct", views: 4 },
        { day: "2025-12-01", source: "social", views: 1 },
      ],
      [
        { month: "2026-11", views: 7 },
        { month: "2026-10", views: 2 },
        { month: "2025-12", views: 1 },
      ],
    ],
  ] as [DayViews[], { month: string; views: number }[]][])("%j → %j", (rows, expected) => {
    expect(visitsByMonth(rows)).toEqual(expected);
  });
});
