/**
 * One server process's scheduled sync, started exactly as server/index.ts starts it
 * (`startCatalogueSync`: the same configuration, database, provider and scheduler), without the
 * HTTP side, which needs a production build the integration tests do not have:
 * tests/integration/scheduled-sync.postgres.test.ts runs two of these against one PostgreSQL
 * database. Logs JSON lines on stdout; logs "ready" once scheduling; SIGTERM stops it.
 */
import path from "node:path";
import pino from "pino";
import { parseConfig } from "#server/config.ts";
import { openDatabase } from "#db/client.server.ts";
import { loadContent } from "#app/services/content/load-content.server.ts";
import { startCatalogueSync } from "#server/workers/start-catalogue-sync.ts";

const root = path.resolve(import.meta.dirname, "../..");
const config = parseConfig(process.env);
const logger = pino({ level: "info", base: { pid: process.pid } });
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, "pglite"),
  poolSize: 3,
});
await database.migrate();
const content = await loadContent(path.join(root, "content"));
const { scheduler } = startCatalogueSync({ config, database, content, logger });
if (!scheduler) throw new Error("SYNC_INTERVAL is off");
logger.info("ready");

process.on("SIGTERM", () => {
  void scheduler
    .stop({ graceMs: 5_000 })
    .then(() => database.close())
    .then(() => process.exit(0));
});
