import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#db/client.server.ts";
import { pageViews } from "#db/schema.ts";
import type { TrafficSource } from "#app/lib/traffic-source.ts";
import type { ListingKind } from "./page-views.server.ts";

/** One counted view: which listing, on which Belgian day, from which source. */
type ListingView = { kind: ListingKind; listingId: number; day: string; source: TrafficSource };

export type ViewCounter = {
  /** Counts a view in memory; it is written within the interval. Never waits, never fails. */
  add(view: ListingView): void;
  /** Writes what was counted so far, one upsert for all of it. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left (server shutdown). */
  stop(): Promise<void>;
};

/** Counts kept when the database refuses them, at most (a long outage drops the rest, logged). */
const MAX_PENDING_KEYS = 10_000;

/**
 * Page views, counted in memory and written once per interval (decision 0025). Written at once,
 * every detail request made one upsert on the same `page_views` row; under load those writes
 * queued on the row's lock and cost a fifth of the detail page's throughput. Each process now
 * adds its own counts (`views = views + n`), so the totals stay exact with any number of
 * processes; a crash loses at most one interval of views. A failed write keeps its counts for the
 * next one.
 */
export function createViewCounter(
  db: Database,
  { intervalMs = 1000, logger }: { intervalMs?: number; logger?: Logger } = {},
): ViewCounter {
  let pending = new Map<string, ListingView & { views: number }>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  function keep(view: ListingView, views: number) {
    const key = `${view.kind}|${view.listingId}|${view.day}|${view.source}`;
    const entry = pending.get(key);
    if (entry) entry.views += views;
    else if (pending.size < MAX_PENDING_KEYS) pending.set(key, { ...view, views });
    else logger?.warn({ view }, "page view dropped: too many unwritten counts");
  }

  async function write() {
    const rows = [...pending.values()];
    pending = new Map();
    if (rows.length === 0) return;
    try {
      await db
        .insert(pageViews)
        .values(
          rows.map(({ kind, listingId, day, source, views }) => ({ listingKind: kind, listingId, day, source, views })),
        )
        .onConflictDoUpdate({
          target: [pageViews.listingKind, pageViews.listingId, pageViews.day, pageViews.source],
          set: { views: sql`${pageViews.views} + excluded.views` },
        });
    } catch (error) {
      logger?.warn({ err: error, rows: rows.length }, "page views not written yet; kept for the next write");
      for (const row of rows) keep(row, row.views);
      schedule();
    }
  }

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => void flush(), intervalMs);
    timer.unref();
  }

  /** One write at a time, in order: a flush waits for the one before it. */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    writing = writing.then(write);
    return writing;
  }

  return {
    add(view) {
      keep(view, 1);
      schedule();
    },
    flush,
    async stop() {
      await flush();
    },
  };
}
