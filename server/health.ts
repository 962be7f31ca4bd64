import type { Request, Response } from "express";
import type { Logger } from "pino";
import type { DatabaseHandle } from "#db/client.server.ts";
import { syncHealth } from "#app/services/listings/sync-catalogue.server.ts";

/**
 * GET /healthz: 200 with the time and age (seconds) of the last good catalogue sync while the
 * database answers; 503 when it does not. An old sync is reported, not failed on: the site still
 * serves its last good catalogue (a monitor alerts on `lastSyncAgeSeconds`). When the runs since
 * that one failed or were refused (decision 0029), the status is "degraded" with the reason.
 */
export function healthHandler(database: DatabaseHandle, logger: Logger) {
  return async (_req: Request, res: Response) => {
    res.set("Cache-Control", "no-store");
    try {
      await database.ping();
      const { lastSync, failedRuns } = await syncHealth(database.db);
      const lastSyncAgeSeconds = lastSync ? Math.max(0, Math.floor((Date.now() - lastSync.getTime()) / 1000)) : null;
      const body = { status: "ok", db: "ok", lastSync: lastSync?.toISOString() ?? null, lastSyncAgeSeconds };
      const latest = failedRuns[0];
      if (!latest) return void res.json(body);
      const runs = failedRuns.length === 1 ? "the last sync run" : `the last ${failedRuns.length} sync runs`;
      const reason = `${runs} ${failedRuns.length === 1 ? "was" : "were"} not applied; the latest (${latest.status}, ${latest.finishedAt.toISOString()}): ${latest.message ?? "no message"}`;
      res.json({ ...body, status: "degraded", reason, failedRuns: failedRuns.length });
    } catch (error) {
      logger.error({ err: error }, "health check: database unreachable");
      res.status(503).json({ status: "error", db: "unreachable", lastSync: null, lastSyncAgeSeconds: null });
    }
  };
}
