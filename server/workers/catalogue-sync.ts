import type { DatabaseHandle } from "#db/client.server.ts";
import type { ListingProvider } from "#app/providers/listing-provider.ts";
import {
  chooseSyncMode,
  startSyncRun,
  syncCatalogue,
  type SyncMode,
  type SyncOptions,
  type SyncSummary,
} from "#app/services/listings/sync-catalogue.server.ts";

/**
 * One sync under the PostgreSQL advisory lock that every syncing process takes (the scheduler in
 * each server process, `npm run sync`), so two syncs never run at once. A scheduled run also
 * claims its slot in sync_runs (unique), so each slot is synced once, whichever process wakes first.
 */

/** Key of the advisory lock held during a sync (the migrations hold 7_240_001). */
export const SYNC_LOCK_KEY = 7_240_002;

export type SyncAttempt =
  | { outcome: "synced"; summary: SyncSummary }
  /** Another process holds the lock (it is syncing). */
  | { outcome: "busy" }
  /** Another process already synced this slot. */
  | { outcome: "slot-taken" }
  | { outcome: "failed"; error: Error };

export type SyncRequest = Omit<SyncOptions, "mode" | "runId"> & {
  /** auto: full when the last good full run is a day old, else incremental. */
  mode?: SyncMode | "auto";
  /** The schedule slot this run is for; unset for a run by hand. */
  slot?: Date;
};

export async function syncWithLock(
  database: DatabaseHandle,
  provider: ListingProvider,
  request: SyncRequest = {},
): Promise<SyncAttempt> {
  const { mode: requested = "auto", slot, ...options } = request;
  const locked = await database.tryWithAdvisoryLock(SYNC_LOCK_KEY, async (): Promise<SyncAttempt> => {
    const mode = requested === "auto" ? await chooseSyncMode(database.db) : requested;
    let runId: number | undefined;
    if (slot) {
      const claimed = await startSyncRun(database.db, provider.name, mode, slot);
      if (claimed === null) return { outcome: "slot-taken" };
      runId = claimed;
    }
    try {
      return {
        outcome: "synced",
        summary: await syncCatalogue(database.db, provider, { ...options, mode, ...(runId ? { runId } : {}) }),
      };
    } catch (error) {
      return { outcome: "failed", error: error instanceof Error ? error : new Error(String(error)) };
    }
  });
  return locked.acquired ? locked.value : { outcome: "busy" };
}
