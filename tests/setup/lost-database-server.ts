/**
 * The app whose database is gone after start-up: what a visitor sees when a page cannot load its
 * data or a form cannot store its lead. Production (from the build) unless NODE_ENV=development
 * (React Router's modules from Vite: no build needed). Used by tests/e2e/error-page.spec.ts and
 * tests/integration/private-answers.test.ts; prints "ready" on stdout.
 */
import path from "node:path";
import pino from "pino";
import { parseConfig } from "#server/config.ts";
import { createApp, projectRoot } from "#server/app.ts";
import { openDatabase } from "#db/client.server.ts";
import { loadContent } from "#app/services/content/load-content.server.ts";

const config = parseConfig({
  ...process.env,
  NODE_ENV: process.env.NODE_ENV === "development" ? "development" : "production",
});
const database = await openDatabase({ pgliteDir: "memory://" });
await database.migrate();
const content = await loadContent(path.join(projectRoot, "content"));
const app = await createApp({ config, database, content, logger: pino({ level: "silent" }) });
await database.close();
const server = app.listen(config.port, "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
