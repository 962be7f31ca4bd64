/**
 * One server process's scheduled sync, started as server/index.ts starts it (the same config
 * parsing, database, provider and scheduler), without the HTTP side: what
 * tests/integration/scheduled-sync.postgres.test.ts runs twice against one PostgreSQL database.
 * Logs JSON lines on stdout; prints {"msg":"ready"} once scheduling; SIGTERM stops it.
 */
import path from "node:path";
import pino from "pino";
import { parseConfig } from "#server/config.ts";
import { openDatabase } from "#db/client.server.ts";
import { loadContent } from "#app/services/content/load-content.server.ts";
import { defaultLocale, enabledLocales } from "#app/services/content/languages.ts";
import { createListingProvider, providerLocales } from "#app/providers/create-provider.server.ts";
import { startSyncScheduler } from "#server/workers/sync-scheduler.ts";
import { listingsAddedHook } from "#server/workers/listings-added.ts";

const root = path.resolve(import.meta.dirname, "../..");
const config = parseConfig(process.env);
if (!config.syncIntervalMs) throw new Error("SYNC_INTERVAL is off");
const logger = pino({ level: "info", base: { pid: process.pid } });
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite"), poolSize: 3 });
await database.migrate();
const content = await loadContent(path.join(root, "content"));
const provider = createListingProvider(config, { locales: providerLocales(enabledLocales(content), defaultLocale(content)), sampleFeedDir: path.join(root, "data/sample/feed") });
const scheduler = startSyncScheduler({ database, provider, intervalMs: config.syncIntervalMs, logger: logger.child({ worker: "sync" }), listingsAdded: listingsAddedHook({ db: database.db }) });
logger.info("ready");

process.on("SIGTERM", () => {
  void scheduler
    .stop({ graceMs: 5_000 })
    .then(() => database.close())
    .then(() => process.exit(0));
});
