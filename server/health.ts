import type { Request, Response } from "express";
import type { Logger } from "pino";
import type { DatabaseHandle } from "#db/client.server.ts";
import { healthReport } from "#app/services/operations/health.server.ts";

/**
 * GET /healthz: 200 with the time and age (seconds) of the last good catalogue sync while the
 * database answers; 503 when it does not. An old sync is reported, not failed on: the site still
 * serves its last good catalogue (a monitor alerts on `lastSyncAgeSeconds`). When the runs since
 * that one failed or were refused (decision 0029), the status is "degraded" with the reason. The
 * report itself is app/services/operations/health.server.ts, which the console's operations page shows too.
 */
export function healthHandler(database: DatabaseHandle, logger: Logger) {
  return async (_req: Request, res: Response) => {
    res.set("Cache-Control", "no-store");
    const report = await healthReport(database, {
      onUnreachable: (error) => logger.error({ err: error }, "health check: database unreachable"),
    });
    res.status(report.status === "error" ? 503 : 200).json(report);
  };
}
