import { describe, expect, it } from "vitest";
import { SyncRefusedError, type SyncSummary } from "#app/services/listings/sync-catalogue.server.ts";
import { syncReport } from "./sync-report.ts";

const summary: SyncSummary = {
  syncRunId: 7,
  mode: "full",
  added: 9,
  updated: 2,
  unpublished: 1,
  skipped: [
    { id: "4100098", reason: "nl: ✖ Invalid input: expected array → at XLargePictureItems" },
    { id: "4100099", reason: "missing Zip" },
  ],
  addedIds: [],
  complete: true,
  listingsAddedError: null,
};

describe("syncReport", () => {
  it.each<[string, Parameters<typeof syncReport>[0], string[], number]>([
    [
      "a full run with skipped records",
      { outcome: "synced", summary },
      [
        "Full sync from omnicasa (run 7): 9 added, 2 updated, 1 unpublished, 2 skipped.",
        "  skipped 4100098: nl: ✖ Invalid input: expected array → at XLargePictureItems",
        "  skipped 4100099: missing Zip",
      ],
      0,
    ],
    [
      "an incomplete incremental run whose alert hook failed",
      {
        outcome: "synced",
        summary: {
          ...summary,
          mode: "incremental",
          skipped: [],
          complete: false,
          listingsAddedError: "mail queue full",
        },
      },
      [
        "Incremental sync from omnicasa (run 7): 9 added, 2 updated, 1 unpublished, 0 skipped.",
        "Warning: the provider sent fewer listings than it announced; no listing was unpublished for being absent.",
        "Warning: the demand alerts for the added listings failed: mail queue full",
      ],
      0,
    ],
    [
      "a failed run",
      { outcome: "failed", error: new Error("GetPropertyList: HTTP 500") },
      [
        "Sync from omnicasa failed: GetPropertyList: HTTP 500",
        "Nothing was changed: the site keeps serving the last good catalogue.",
      ],
      1,
    ],
    [
      "a run refused for unpublishing most of the catalogue",
      {
        outcome: "failed",
        error: new SyncRefusedError(
          "refused: it would unpublish 7 of the 9 published listings, more than 50 % (SYNC_MAX_UNPUBLISH); if the agency really withdrew them, run npm run sync -- --allow-mass-unpublish; nothing was changed",
        ),
      },
      [
        "Sync from omnicasa refused: it would unpublish 7 of the 9 published listings, more than 50 % (SYNC_MAX_UNPUBLISH); if the agency really withdrew them, run npm run sync -- --allow-mass-unpublish; nothing was changed.",
        "The site keeps serving the last good catalogue; /healthz reports this run as degraded until a run applies.",
      ],
      1,
    ],
    [
      "another process syncing",
      { outcome: "busy" },
      [
        "Another process is syncing the catalogue right now (it holds the sync lock); nothing was done. Try again in a moment.",
      ],
      2,
    ],
  ])("%s", (_name, attempt, lines, exitCode) => {
    expect(syncReport(attempt, "omnicasa")).toEqual({ lines, exitCode });
  });
});
