import { desc } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { syncRuns } from "#db/schema.ts";
import type { SyncRunView } from "./operations-view.ts";

/**
 * The catalogue's sync runs as the console's operations page lists them (decision 0051): newest
 * first, with their counts, the records the run skipped with each one's reason, and the message
 * of a run that failed or was refused (decision 0029). Dates as ISO strings (the page formats them
 * in the person's language).
 */

/** The line a run stores in place of the skips past its limit (sync-catalogue.server.ts, `storedSkips`). */
const MORE_SKIPPED = /^and (\d+) more records skipped$/;

function skippedOf(stored: unknown): { skipped: SyncRunView["skipped"]; skippedCount: number } {
  const skipped = Array.isArray(stored) ? (stored as SyncRunView["skipped"]) : [];
  const last = skipped.at(-1);
  const more = last?.id === "…" ? MORE_SKIPPED.exec(last.reason) : null;
  return more
    ? { skipped: skipped.slice(0, -1), skippedCount: skipped.length - 1 + Number(more[1]) }
    : { skipped, skippedCount: skipped.length };
}

export const SYNC_RUNS_SHOWN = 20;

export async function latestSyncRuns(db: Database, limit = SYNC_RUNS_SHOWN): Promise<SyncRunView[]> {
  const rows = await db.select().from(syncRuns).orderBy(desc(syncRuns.startedAt), desc(syncRuns.id)).limit(limit);
  return rows.map((row) => {
    const startedAt = new Date(row.startedAt);
    const finishedAt = row.finishedAt ? new Date(row.finishedAt) : null;
    return {
      id: row.id,
      provider: row.provider,
      mode: row.mode,
      status: row.status,
      scheduled: row.slot !== null,
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt?.toISOString() ?? null,
      durationMs: finishedAt ? Math.max(0, finishedAt.getTime() - startedAt.getTime()) : null,
      added: row.added,
      updated: row.updated,
      unpublished: row.unpublished,
      ...skippedOf(row.skipped),
      message: row.message,
    };
  });
}
