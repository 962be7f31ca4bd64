import type { DatabaseHandle } from "#db/client.server.ts";
import type { ListingProvider } from "#app/providers/listing-provider.ts";
import { SyncRefusedError } from "#app/services/listings/sync-catalogue.server.ts";
import { waitAtMost } from "#app/lib/wait-at-most.ts";
import { syncWithLock, type SyncAttempt, type SyncRequest } from "./catalogue-sync.ts";
import type { SchedulerLogger } from "./sync-scheduler.ts";

/**
 * "Sync now" in the agency console (decision 0051): a sync of the catalogue started in the
 * background of this server process, through the scheduled sync's own path (`syncWithLock`: the
 * advisory lock every syncing process takes, the same provider and options), without a slot. The
 * console's request answers at once: "started" once this run holds the lock, "running" when this
 * process or another one (its scheduler, `npm run sync`) is syncing. The run's progress is its
 * sync_runs row, which the console's page lists.
 */
export type SyncNow = {
  start(): Promise<"started" | "running">;
  /** Waits for a run in flight at most `graceMs` (a run cut short commits nothing). */
  stop(options?: { graceMs?: number }): Promise<void>;
};

export function createSyncNow(options: {
  database: DatabaseHandle;
  provider: ListingProvider;
  /** The scheduled runs' options (holiday types, the demand alerts, SYNC_MAX_UNPUBLISH). */
  request?: Omit<SyncRequest, "mode" | "slot">;
  logger: SchedulerLogger;
}): SyncNow {
  const { database, provider, request = {}, logger } = options;
  let inFlight: Promise<void> | null = null;

  const report = (attempt: SyncAttempt) => {
    switch (attempt.outcome) {
      case "busy":
      case "slot-taken":
        return;
      case "failed":
        logger.error(
          { provider: provider.name, error: attempt.error.message, trigger: "console" },
          attempt.error instanceof SyncRefusedError
            ? "catalogue sync refused; the site keeps the last good catalogue"
            : "catalogue sync failed; the site keeps the last good catalogue",
        );
        return;
      case "synced": {
        const { summary } = attempt;
        for (const skip of summary.skipped)
          logger.warn({ id: skip.id, reason: skip.reason }, "catalogue sync: record skipped");
        if (summary.listingsAddedError)
          logger.error({ error: summary.listingsAddedError }, "catalogue sync: the listings-added hook failed");
        logger.info(
          {
            provider: provider.name,
            trigger: "console",
            mode: summary.mode,
            syncRunId: summary.syncRunId,
            added: summary.added,
            updated: summary.updated,
            unpublished: summary.unpublished,
            skipped: summary.skipped.length,
          },
          "catalogue sync finished",
        );
      }
    }
  };

  return {
    start() {
      if (inFlight) return Promise.resolve("running");
      return new Promise((resolve, reject) => {
        let answered = false;
        const answer = (value: "started" | "running") => {
          answered = true;
          resolve(value);
        };
        // The lock is taken inside syncWithLock: this handle tells when it is held, so the
        // console hears "started" then, not after the whole run.
        const watched: DatabaseHandle = {
          ...database,
          tryWithAdvisoryLock: (key, task) =>
            database.tryWithAdvisoryLock(key, () => {
              answer("started");
              return task();
            }),
        };
        const run = syncWithLock(watched, provider, { ...request, mode: "auto" })
          .then((attempt) => {
            if (attempt.outcome === "busy") answer("running");
            report(attempt);
          })
          .catch((error: unknown) => {
            // The database is unreachable (the run itself records its own failures).
            logger.error({ error: (error as Error).message, trigger: "console" }, "catalogue sync could not start");
            if (!answered) reject(error instanceof Error ? error : new Error(String(error)));
          })
          .finally(() => {
            if (inFlight === run) inFlight = null;
          });
        inFlight = run;
      });
    },
    async stop({ graceMs = 3_000 } = {}) {
      if (inFlight) await waitAtMost(inFlight, graceMs);
    },
  };
}
