import crypto from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "#db/client.server.ts";

/**
 * A fresh, migrated database for one test file, on the backend the run targets: with
 * DATABASE_URL set (the PostgreSQL stage of `npm test`) a new database on that server, dropped
 * afterwards; otherwise an in-memory PGlite. Both are the real engine, never a fake. A test that
 * needs a server whatever the run (several processes on one database) passes its own server's URL.
 */
export async function createTestDatabase(
  serverUrl = process.env.DATABASE_URL,
): Promise<DatabaseHandle & { url?: string }> {
  if (!serverUrl) {
    const handle = await openDatabase({ pgliteDir: "memory://", pgliteTemplate: await migratedPgliteTemplate() });
    await handle.migrate(); // nothing to do on the template; kept so a database is never behind
    return handle;
  }
  const name = `test_${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = withDatabase(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url, pgliteDir: "unused", poolSize: 4 });
  await handle.migrate();
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const migrationsFolder = fileURLToPath(new URL("../../db/migrations", import.meta.url));

/**
 * A migrated, empty PGlite data directory as a tarball, made once per set of migrations and
 * PGlite version and kept in the temp folder. Starting a PGlite database from scratch runs initdb
 * (seconds per test file); starting from this skips it. Each test still gets its own database.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `agency-pglite-template-${templateKey()}.tar`);
  if (!existsSync(file)) {
    const handle = await openDatabase({ pgliteDir: "memory://" });
    await handle.migrate();
    const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
    await handle.close();
    // Written aside and renamed: test files in other workers may be reading the same name.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

function templateKey(): string {
  const hash = crypto.createHash("sha256");
  hash.update(
    readFileSync(fileURLToPath(new URL("../../node_modules/@electric-sql/pglite/package.json", import.meta.url))),
  );
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(migrationsFolder, name);
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update(readFileSync(full));
  }
  return hash.digest("hex").slice(0, 16);
}
