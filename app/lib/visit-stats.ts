import { TRAFFIC_SOURCES, type TrafficSource } from "./traffic-source.ts";

/**
 * The owner dashboard's figures from a listing's counted views (page_views rows: day and source):
 * today, this week (from Monday), this month, in total, per source, and one figure per day of the
 * last 30 days (today included, days without views as 0). Days are calendar days in the agency's
 * time zone, given as `YYYY-MM-DD`; `today` is that day now.
 */
export type DayViews = { day: string; source: TrafficSource; views: number };

export type VisitStats = {
  today: number;
  week: number;
  month: number;
  total: number;
  bySource: Record<TrafficSource, number>;
  last30Days: { day: string; views: number }[];
};

/** `day` moved by `days` (calendar arithmetic in UTC: no time zone or summer time involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week of `day` (ISO weeks, as in Belgium). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export function visitStats(rows: readonly DayViews[], today: string): VisitStats {
  const monday = weekStart(today);
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  const from30 = addDays(today, -29);
  const bySource = Object.fromEntries(TRAFFIC_SOURCES.map((source) => [source, 0])) as Record<TrafficSource, number>;
  const perDay = new Map<string, number>();
  const stats = { today: 0, week: 0, month: 0, total: 0 };
  for (const row of rows) {
    // Views dated after today (a clock moved back) are counted in the total only.
    stats.total += row.views;
    bySource[row.source] = (bySource[row.source] ?? 0) + row.views;
    if (row.day > today) continue;
    if (row.day === today) stats.today += row.views;
    if (row.day >= monday) stats.week += row.views;
    if (row.day >= firstOfMonth) stats.month += row.views;
    if (row.day >= from30) perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.views);
  }
  const last30Days = Array.from({ length: 30 }, (_, i) => {
    const day = addDays(from30, i);
    return { day, views: perDay.get(day) ?? 0 };
  });
  return { ...stats, bySource, last30Days };
}

/** Views per calendar month (`YYYY-MM`), newest first: the dashboard's history of visits. */
export function visitsByMonth(rows: readonly DayViews[]): { month: string; views: number }[] {
  const months = new Map<string, number>();
  for (const row of rows) months.set(row.day.slice(0, 7), (months.get(row.day.slice(0, 7)) ?? 0) + row.views);
  return [...months].sort(([a], [b]) => (a < b ? 1 : -1)).map(([month, views]) => ({ month, views }));
}
