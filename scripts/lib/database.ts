/**
 * What the commands that work on the site's data (owner, testimonial, import:sample, sync) do
 * around their work: open the database the environment points at (DATABASE_URL, else PGlite in
 * DATA_DIR), bring its schema up to date, and close it whatever happens, so that the embedded
 * database is free again for the server (PGlite has one user at a time).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { openDatabase, type Database, type DatabaseHandle } from "../../db/client.server.ts";
import type { RouteEntry } from "../../app/domain/route-table.ts";
import { defaultLocale } from "../../app/services/content/languages.ts";
import { loadContent } from "../../app/services/content/load-content.server.ts";
import { parseConfig, type ServerConfig } from "../../server/config.ts";

const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");

/** Runs `work` on the migrated database of `config` and closes it afterwards, also when `work` throws. */
export async function withDatabase<T>(
  config: Pick<ServerConfig, "databaseUrl" | "dataDir">,
  work: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "pglite"),
  });
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The site's content as the server reads it: CONTENT_DIR when set, else the project's content/. */
export function loadConfiguredContent(config: Pick<ServerConfig, "contentDir">) {
  return loadContent(config.contentDir ?? path.join(PROJECT_ROOT, "content"));
}

/** What an agency command (`npm run owner`, `npm run testimonial`) works with; its tests pass their own. */
export type DataCommandDeps = {
  db: Database;
  routes: readonly RouteEntry[];
  siteUrl: string;
  defaultLocale: string;
  out: (line: string) => void;
};

/** Runs an agency command on the configured database and content, printing its lines, and exits with its code. */
export async function runDataCommand(command: (deps: DataCommandDeps) => Promise<number>): Promise<never> {
  const config = parseConfig(process.env);
  const content = await loadConfiguredContent(config);
  const code = await withDatabase(config, ({ db }) =>
    command({
      db,
      routes: content.routes.routes,
      siteUrl: config.siteUrl,
      defaultLocale: defaultLocale(content),
      out: (line) => console.log(line),
    }),
  );
  process.exit(code);
}

/** True when `moduleUrl` (a script's `import.meta.url`) is the script node was started with, not a module a test imports. */
export function isMainModule(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && moduleUrl === pathToFileURL(entry).href;
}
