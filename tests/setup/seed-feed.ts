/**
 * Loads a feed in the provider's shape (a folder like tests/fixtures/feed-regions) into the
 * embedded database of a DATA_DIR, before a server starts on it: the server then finds a catalogue
 * and does not load the sample. Used by tests/e2e/fixtures/fixture-feed-server.ts.
 *
 *   node --import tsx tests/setup/seed-feed.ts <dataDir> <feedDir>
 */
import path from "node:path";
import { openDatabase } from "#db/client.server.ts";
import { createSampleProvider } from "#app/providers/sample/sample-provider.server.ts";
import { importCatalogue } from "#app/services/listings/sync-catalogue.server.ts";

const [dataDir, feedDir] = process.argv.slice(2);
if (!dataDir || !feedDir) {
  console.error("usage: seed-feed.ts <dataDir> <feedDir>");
  process.exit(2);
}
const database = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
try {
  await database.migrate();
  const summary = await importCatalogue(database.db, createSampleProvider(path.resolve(feedDir)));
  console.error(`seed-feed: ${summary.added} listings from ${feedDir}`);
} finally {
  await database.close();
}
