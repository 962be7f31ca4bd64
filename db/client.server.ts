import path from "node:path";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { projectRoot } from "#server/project-root.ts";
import * as schema from "./schema.ts";

const migrationsFolder = path.join(projectRoot, "db/migrations");
/** Key of the advisory lock that serialises migrations across server processes. */
const MIGRATION_LOCK_KEY = 7_240_001;

/** The one database type the app sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  /** "pglite" (embedded, in-process) or "postgres" (a server reached through a pool). */
  kind: "pglite" | "postgres";
  /** Applies the checked-in migrations; idempotent, safe with several processes starting at once. */
  migrate(): Promise<void>;
  /** Cheap liveness check for /healthz. */
  ping(): Promise<void>;
  /**
   * Runs `task` while holding the advisory lock `key`, or answers `{ acquired: false }` at once
   * when another session (another server process, `npm run sync`) holds it. PostgreSQL: a
   * session-level lock on a connection of its own, released when the task ends or that connection
   * dies. PGlite is one process's own database: a lock within the process.
   */
  tryWithAdvisoryLock<T>(
    key: number,
    task: () => Promise<T>,
  ): Promise<{ acquired: true; value: T } | { acquired: false }>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres://… → a PostgreSQL server; unset → embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; "memory://" keeps them in memory (tests). */
  pgliteDir: string;
  /**
   * A PGlite data directory to start from (a `dumpDataDir()` tarball) instead of an empty one.
   * Tests use a migrated one (tests/setup/test-database.ts): loading it skips PGlite's initdb.
   */
  pgliteTemplate?: Blob;
  poolSize?: number;
  /**
   * Told when a PostgreSQL connection dies (terminated backend, server stopped, network cut). The
   * query in flight on it fails and the pool opens another for the next one (decision 0028).
   */
  onConnectionLost?: (error: Error) => void;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onConnectionLost);
  return openPglite(options.pgliteDir, options.pgliteTemplate);
}

async function openPglite(dir: string, template: Blob | undefined): Promise<DatabaseHandle> {
  if (!dir.startsWith("memory://")) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = new PGlite(dir, template ? { loadDataDir: template } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const heldLocks = new Set<number>();
  return {
    db,
    kind: "pglite",
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    async ping() {
      await client.query("select 1");
    },
    async tryWithAdvisoryLock(key, task) {
      if (heldLocks.has(key)) return { acquired: false };
      heldLocks.add(key);
      try {
        return { acquired: true, value: await task() };
      } finally {
        heldLocks.delete(key);
      }
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(
  url: string,
  max: number,
  onConnectionLost: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // A connection that dies emits 'error' on its client, and an 'error' event nobody listens to
  // ends the process (decision 0028). The pool listens only while a client is idle; a client
  // checked out (a transaction, the advisory lock's session, the migrations) gets this listener
  // from its start, for its whole life. The query in flight fails on its own and the pool drops
  // the dead client when it comes back.
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", onConnectionLost);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: "postgres",
    async migrate() {
      const conn = await pool.connect();
      try {
        await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(conn), { migrationsFolder });
      } finally {
        await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        conn.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async tryWithAdvisoryLock(key, task) {
      const conn = await pool.connect();
      let locked = false;
      try {
        const { rows } = await conn.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [key]);
        locked = rows[0]?.locked === true;
        if (!locked) return { acquired: false };
        return { acquired: true, value: await task() };
      } finally {
        // A connection that cannot unlock is broken: destroyed, which ends its session and the lock.
        const unlocked =
          !locked ||
          (await conn.query("select pg_advisory_unlock($1)", [key]).then(
            () => true,
            () => false,
          ));
        conn.release(!unlocked);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
