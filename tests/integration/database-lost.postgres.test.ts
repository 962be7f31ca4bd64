import { desc, eq, gt } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, outbox, syncRuns } from "#db/schema.ts";
import { SYNC_LOCK_KEY } from "#server/workers/catalogue-sync.ts";
import { startServerProcess, type ServerProcess } from "#tests/setup/server-process.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";

/**
 * A PostgreSQL connection that dies while in use (decision 0028): a real server process
 * (server/index.ts) on its own PostgreSQL database, a backend of it terminated with
 * `pg_terminate_backend` while it waits on a lock held from another connection.
 *
 * - The contact form's post waiting on the leads table: the visitor gets 503 with Retry-After,
 *   private, and the form back with what they typed; no lead is stored; the process lives on and
 *   serves the next request and the next post.
 * - The session holding the sync's advisory lock, mid-run: the run ends (ok or failed, never left
 *   running), the process lives on and the next slot's sync runs.
 *
 * Without an 'error' listener on every client the process exits 1 on the termination
 * ("Unhandled 'error' event … Connection terminated unexpectedly"). PostgreSQL only: the
 * "integration (postgres)" project.
 */
const SYNC_SECONDS = 4;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: ServerProcess;
let admin: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.url) throw new Error("this test needs PostgreSQL (DATABASE_URL)");
  server = await startServerProcess({ DATABASE_URL: database.url, SYNC_INTERVAL: `${SYNC_SECONDS}s` });
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  // React Router's modules load on a first request (Vite): not part of what is tested.
  expect((await fetch(`${server.origin}/nl/contact/`)).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await admin?.end();
  await server?.stop();
  await database?.close();
});

const until = async <T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(
        `timed out waiting for ${what}; server log: ${server.logs
          .slice(-20)
          .map((l) => JSON.stringify(l))
          .join("\n")}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** The server's backends waiting on a lock (not ours). */
async function backendsWaitingOnALock(): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()",
  );
  return rows.map((row) => row.pid);
}

const contactPost = (message: string) =>
  fetch(`${server.origin}/nl/contact/`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "203.0.113.41" },
    body: new URLSearchParams({
      form: "site-contact",
      title: "ms",
      firstName: "Ann",
      lastName: "Peeters",
      email: "ann.peeters@example.be",
      phone: "0477 12 34 56",
      message,
      privacyConsent: "on",
    }),
  });

describe("a PostgreSQL connection that dies while in use", () => {
  it(
    "the contact form's post answers 503 with the visitor's input, stores nothing, and the process serves the next request",
    { timeout: 90_000 },
    async () => {
      await admin.query("begin");
      await admin.query("lock table leads in access exclusive mode");
      const answer = contactPost("Graag een bezoek op zaterdag");
      const [waiting] = await until("the lead's insert to wait on the lock", async () => {
        const pids = await backendsWaitingOnALock();
        return pids.length > 0 && pids;
      });
      await admin.query("select pg_terminate_backend($1)", [waiting]);
      const response = await answer;
      await admin.query("rollback");

      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const html = await response.text();
      expect(html).toContain("Graag een bezoek op zaterdag");
      expect(html).toContain('value="ann.peeters@example.be"');
      expect(await database.db.$count(leads)).toBe(0);
      expect(await database.db.$count(outbox)).toBe(0);

      expect(server.child.exitCode).toBeNull();
      expect(server.logs.some((line) => line.msg === "database connection lost")).toBe(true);
      // The pool opens a new connection: the next page and the next post are served.
      expect((await fetch(`${server.origin}/nl/contact/`)).status).toBe(200);
      const again = await contactPost("Tweede poging");
      expect(again.status).toBe(303);
      expect(await database.db.$count(leads)).toBe(1);
    },
  );

  it(
    "the sync's advisory lock session: the run ends, the process lives on and the next slot syncs",
    { timeout: 150_000 },
    async () => {
      // The sync's first write (the property types, in its transaction) waits on this lock while
      // the run holds the advisory lock on a session of its own.
      await admin.query("begin");
      await admin.query("lock table property_types in access exclusive mode");
      const holder = await until(
        "a sync run holding the advisory lock and waiting",
        async () => {
          const { rows } = await admin.query<{ pid: number }>(
            "select pid from pg_locks where locktype = 'advisory' and classid = 0 and objid = $1 and objsubid = 1 and granted and database = (select oid from pg_database where datname = current_database())",
            [SYNC_LOCK_KEY],
          );
          return rows[0] && (await backendsWaitingOnALock()).length > 0 && rows[0].pid;
        },
        45_000,
      );
      const [run] = await database.db.select().from(syncRuns).orderBy(desc(syncRuns.id)).limit(1);
      expect(run?.status).toBe("running");
      const lostBefore = server.logs.filter((line) => line.msg === "database connection lost").length;
      await admin.query("select pg_terminate_backend($1)", [holder]);
      await until(
        "the server to see the lock's session die",
        async () =>
          server.child.exitCode !== null ||
          server.logs.filter((line) => line.msg === "database connection lost").length > lostBefore,
      );
      expect(server.child.exitCode, server.stderr()).toBeNull();
      await admin.query("rollback");

      // The run in flight ends: its own queries were on other connections.
      const ended = await until("the interrupted run to end", async () => {
        const [row] = await database.db.select().from(syncRuns).where(eq(syncRuns.id, run!.id));
        return row && row.status !== "running" && row;
      });
      expect(["ok", "failed"]).toContain(ended.status);
      // And the next slot's run takes the lock again and finishes.
      const next = await until(
        "the next slot's sync",
        async () => {
          const [row] = await database.db
            .select()
            .from(syncRuns)
            .where(gt(syncRuns.id, run!.id))
            .orderBy(desc(syncRuns.id))
            .limit(1);
          return row && row.status === "ok" && row;
        },
        30_000,
      );
      expect(next.slot!.getTime()).toBeGreaterThan(run!.slot!.getTime());
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`${server.origin}/nl/`)).status).toBe(200);
    },
  );
});
