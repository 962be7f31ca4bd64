import type { DatabaseHandle } from "#db/client.server.ts";
import type { ListingProvider } from "#app/providers/listing-provider.ts";
import { lastSuccessfulSync, SyncRefusedError } from "#app/services/listings/sync-catalogue.server.ts";
import { syncWithLock } from "./catalogue-sync.ts";
import { nextSlotStart, slotStart } from "./sync-slots.ts";
import { runEverySlot, type SlotTimer } from "./slot-timer.ts";

/**
 * The scheduled sync inside each server process (SYNC_INTERVAL, default every 15 minutes). Every
 * process wakes at each slot; the advisory lock and the slot claim let exactly one of them sync
 * it. A failed run changes nothing (the site keeps the last good catalogue) and the next slot
 * tries again. A slot in which a good sync already finished (the sample loaded at start-up, a run
 * by hand) is left out.
 */

export type SchedulerLogger = {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
};

/** Its `stop` waits for a run in flight at most `graceMs` (a run cut short commits nothing). */
export type SyncScheduler = SlotTimer;

export function startSyncScheduler(options: {
  database: DatabaseHandle;
  provider: ListingProvider;
  intervalMs: number;
  logger: SchedulerLogger;
  /** Called after each run that added or re-published listings (the demand alerts). */
  listingsAdded?: (propertyIds: number[]) => void | Promise<void>;
  holidayTypeIds?: number[];
  /** SYNC_MAX_UNPUBLISH: a scheduled run past it is refused (decision 0029). */
  maxUnpublishShare?: number;
  now?: () => Date;
}): SyncScheduler {
  const {
    database,
    provider,
    intervalMs,
    logger,
    listingsAdded,
    holidayTypeIds,
    maxUnpublishShare,
    now = () => new Date(),
  } = options;
  const runSlot = async (slot: Date) => {
    const slotIso = slot.toISOString();
    try {
      const last = await lastSuccessfulSync(database.db);
      if (last && last >= slot) {
        logger.info({ slot: slotIso, lastSync: last.toISOString() }, "catalogue sync: slot already synced");
        return;
      }
      const attempt = await syncWithLock(database, provider, {
        mode: "auto",
        slot,
        holidayTypeIds,
        listingsAdded,
        ...(maxUnpublishShare ? { maxUnpublishShare } : {}),
      });
      switch (attempt.outcome) {
        case "busy":
          logger.info({ slot: slotIso }, "catalogue sync: another process is syncing");
          return;
        case "slot-taken":
          logger.info({ slot: slotIso }, "catalogue sync: slot already synced by another process");
          return;
        case "failed":
          logger.error(
            { slot: slotIso, provider: provider.name, error: attempt.error.message },
            attempt.error instanceof SyncRefusedError
              ? "catalogue sync refused; the site keeps the last good catalogue"
              : "catalogue sync failed; the site keeps the last good catalogue",
          );
          return;
        case "synced": {
          const { summary } = attempt;
          for (const skip of summary.skipped)
            logger.warn({ id: skip.id, reason: skip.reason }, "catalogue sync: record skipped");
          if (!summary.complete)
            logger.warn(
              { slot: slotIso },
              "catalogue sync: the provider sent fewer listings than announced; none unpublished for being absent",
            );
          if (summary.listingsAddedError)
            logger.error({ error: summary.listingsAddedError }, "catalogue sync: the listings-added hook failed");
          logger.info(
            {
              slot: slotIso,
              provider: provider.name,
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
    } catch (error) {
      // The database itself is unreachable: the next slot tries again.
      logger.error({ slot: slotIso, error: (error as Error).message }, "catalogue sync could not start");
    }
  };

  // The current slot first: a server starting on a catalogue older than its slot syncs at once.
  return runEverySlot({
    slotOf: (moment) => slotStart(moment, intervalMs),
    nextSlot: (moment) => nextSlotStart(moment, intervalMs),
    runSlot,
    now,
  });
}
