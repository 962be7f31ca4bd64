import path from "node:path";
import type { Logger } from "pino";
import type { Database } from "#db/client.server.ts";
import { seedSampleExtras } from "#db/seed-sample.server.ts";
import { projectRoot } from "./project-root.ts";
import { createSampleProvider } from "#app/providers/sample/sample-provider.server.ts";
import { catalogueIsEmpty, importCatalogue, type SyncSummary } from "#app/services/listings/sync-catalogue.server.ts";

const sampleDir = path.join(projectRoot, "data/sample");

/** Imports the sample feed, testimonials and demo owner (idempotent: upserts, then skips known rows). */
export async function loadSampleData(
  db: Database,
  holidayTypeIds: number[] = [],
): Promise<SyncSummary & { testimonials: number; owners: number }> {
  const summary = await importCatalogue(db, createSampleProvider(path.join(sampleDir, "feed")), { holidayTypeIds });
  const extras = await seedSampleExtras(db, sampleDir);
  return { ...summary, ...extras };
}

/** On a fresh database the sample is loaded automatically, so `npm start` shows a full site. */
export async function loadSampleDataIfEmpty(db: Database, logger: Logger, holidayTypeIds: number[] = []) {
  if (!(await catalogueIsEmpty(db))) return;
  const summary = await loadSampleData(db, holidayTypeIds);
  logger.info(
    {
      added: summary.added,
      skipped: summary.skipped.length,
      testimonials: summary.testimonials,
      owners: summary.owners,
    },
    "sample data loaded into the empty database",
  );
}
