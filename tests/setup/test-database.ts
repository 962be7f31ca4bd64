import crypto from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "#db/client.server.ts";

/**
 * A fresh, migrated database for one test file, on the backend the run targets: with
 * DATABASE_URL set (the PostgreSQL stage of `npm test`) a new database on that server, dropped
 * afterwards; otherwise an in-memory PGlite. Both are the real engine, never a fake. A test that
 * needs a server whatever the run (several processes on one database) passes its own server's URL.
 */
export async function createTestDatabase(serverUrl = process.env.DATABASE_URL): Promise<DatabaseHandle & { url?: string }> {
  if (!serverUrl) {
    const handle = await openDatabase({ pgliteDir: "memory://" });
    await handle.migrate();
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
