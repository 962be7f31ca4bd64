import type { Request, Response } from "express";
import type { Logger } from "pino";
import type { DatabaseHandle } from "#db/client.server.ts";
import { lastSuccessfulSync } from "#app/services/listings/sync-catalogue.server.ts";

/**
 * GET /healthz: 200 with the time and age (seconds) of the last good catalogue sync while the
 * database answers; 503 when it does not. An old sync is reported, not failed on: the site still
 * serves its last good catalogue (a monitor alerts on `lastSyncAgeSeconds`).
 */
export function healthHandler(database: DatabaseHandle, logger: Logger) {
  return async (_req: Request, res: Response) => {
    res.set("Cache-Control", "no-store");
    try {
      await database.ping();
      const lastSync = await lastSuccessfulSync(database.db);
      const lastSyncAgeSeconds = lastSync ? Math.max(0, Math.floor((Date.now() - lastSync.getTime()) / 1000)) : null;
      res.json({ status: "ok", db: "ok", lastSync: lastSync?.toISOString() ?? null, lastSyncAgeSeconds });
    } catch (error) {
      logger.error({ err: error }, "health check: database unreachable");
      res.status(503).json({ status: "error", db: "unreachable", lastSync: null, lastSyncAgeSeconds: null });
    }
  };
}
