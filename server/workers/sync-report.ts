import { SyncRefusedError } from "#app/services/listings/sync-catalogue.server.ts";
import type { SyncAttempt } from "./catalogue-sync.ts";

/**
 * What `npm run sync` prints after a run: one summary line (added, updated, unpublished, skipped),
 * then each skipped record with its reason, then warnings. Pure, so the wording is tested.
 */
export function syncReport(attempt: SyncAttempt, providerName: string): { lines: string[]; exitCode: number } {
  switch (attempt.outcome) {
    case "busy":
      return {
        lines: [
          "Another process is syncing the catalogue right now (it holds the sync lock); nothing was done. Try again in a moment.",
        ],
        exitCode: 2,
      };
    case "slot-taken":
      return { lines: ["This schedule slot was already synced by another process; nothing was done."], exitCode: 0 };
    case "failed":
      if (attempt.error instanceof SyncRefusedError) {
        return {
          lines: [
            `Sync from ${providerName} ${attempt.error.message}.`,
            "The site keeps serving the last good catalogue; /healthz reports this run as degraded until a run applies.",
          ],
          exitCode: 1,
        };
      }
      return {
        lines: [
          `Sync from ${providerName} failed: ${attempt.error.message}`,
          "Nothing was changed: the site keeps serving the last good catalogue.",
        ],
        exitCode: 1,
      };
    case "synced": {
      const s = attempt.summary;
      const lines = [
        `${s.mode === "full" ? "Full" : "Incremental"} sync from ${providerName} (run ${s.syncRunId}): ${s.added} added, ${s.updated} updated, ${s.unpublished} unpublished, ${s.skipped.length} skipped.`,
        ...s.skipped.map((skip) => `  skipped ${skip.id}: ${skip.reason}`),
      ];
      if (!s.complete)
        lines.push(
          "Warning: the provider sent fewer listings than it announced; no listing was unpublished for being absent.",
        );
      if (s.listingsAddedError)
        lines.push(`Warning: the demand alerts for the added listings failed: ${s.listingsAddedError}`);
      return { lines, exitCode: 0 };
    }
  }
}
