import type { DatabaseHandle } from "#db/client.server.ts";
import { syncHealth } from "#app/services/listings/sync-catalogue.server.ts";
import type { HealthReport } from "./operations-view.ts";

/**
 * What GET /healthz answers (server/health.ts) and the console's operations page shows: whether
 * the database answers, the time and age of the last good catalogue sync, and "degraded" with the
 * reason when the runs since that one failed or were refused (decision 0029). An old sync is
 * reported, not failed on: the site still serves its last good catalogue (a monitor alerts on
 * `lastSyncAgeSeconds`). One function for both, so the console never tells another story than
 * the monitor.
 */

/** The database as the check needs it: the server's handle, or a request's database with a ping of its own. */
export type HealthSource = Pick<DatabaseHandle, "db" | "ping">;

export async function healthReport(
  database: HealthSource,
  options: { now?: () => number; onUnreachable?: (error: unknown) => void } = {},
): Promise<HealthReport> {
  const { now = Date.now, onUnreachable } = options;
  try {
    await database.ping();
    const { lastSync, failedRuns } = await syncHealth(database.db);
    const lastSyncAgeSeconds = lastSync ? Math.max(0, Math.floor((now() - lastSync.getTime()) / 1000)) : null;
    const body = { status: "ok", db: "ok", lastSync: lastSync?.toISOString() ?? null, lastSyncAgeSeconds } as const;
    const latest = failedRuns[0];
    if (!latest) return body;
    const runs = failedRuns.length === 1 ? "the last sync run" : `the last ${failedRuns.length} sync runs`;
    const reason = `${runs} ${failedRuns.length === 1 ? "was" : "were"} not applied; the latest (${latest.status}, ${latest.finishedAt.toISOString()}): ${latest.message ?? "no message"}`;
    return { ...body, status: "degraded", reason, failedRuns: failedRuns.length };
  } catch (error) {
    onUnreachable?.(error);
    return { status: "error", db: "unreachable", lastSync: null, lastSyncAgeSeconds: null };
  }
}
