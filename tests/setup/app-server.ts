/**
 * The whole app (server/app.ts: every HTTP rule in front of React Router) in a process of its own,
 * for tests that need real HTTP against it and its process's own memory
 * (tests/integration/http-methods-and-bodies.test.ts). Development mode: React Router's modules
 * come from Vite, so no production build is needed. The database is DATABASE_URL's when set (a
 * test's own PostgreSQL database), else an in-memory PGlite. Start it with
 * `node --import tsx tests/setup/app-server.ts` (no wrapper process, so its pid is the server's);
 * prints "ready <port>" once listening; SIGTERM closes it.
 */
import type { AddressInfo } from "node:net";
import path from "node:path";
import pino from "pino";
import { openDatabase } from "#db/client.server.ts";
import { loadContent } from "#app/services/content/load-content.server.ts";
import { parseConfig } from "#server/config.ts";
import { createApp, projectRoot } from "#server/app.ts";

const config = parseConfig({ ...process.env, NODE_ENV: "development" });
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: "memory://", poolSize: 2 });
await database.migrate();
const content = await loadContent(path.join(projectRoot, "content"));
// LOG_LEVEL (default silent) to stderr: a test may read what the server logged.
const app = await createApp({
  config,
  database,
  content,
  logger: pino({ level: process.env.LOG_LEVEL ?? "silent" }, pino.destination(2)),
});
const server = app.listen(0, "127.0.0.1", () => console.log(`ready ${(server.address() as AddressInfo).port}`));
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => void database.close().finally(() => process.exit(0)));
});
