import { asc, eq, isNotNull } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/client.server.ts";
import { properties, syncRuns } from "#db/schema.ts";
import type { ListingProvider } from "#app/providers/listing-provider.ts";
import { createOmnicasaProvider } from "#app/providers/omnicasa/omnicasa-provider.server.ts";
import { startSyncScheduler, type SchedulerLogger } from "#server/workers/sync-scheduler.ts";
import { SYNC_LOCK_KEY, syncWithLock } from "#server/workers/catalogue-sync.ts";
import { OmnicasaDouble, startOmnicasaDouble } from "#tests/doubles/omnicasa-api.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";

/**
 * The scheduled sync in one process (both backends): two schedulers on one database sync each
 * slot once; a failing provider is logged and retried at the next slot; a sync by hand while
 * another holds the lock is refused. Across two real processes: scheduled-sync.postgres.test.ts.
 */
const INTERVAL_MS = 3_000;
let double: OmnicasaDouble;
let database: DatabaseHandle & { url?: string };
let provider: ListingProvider;

type Line = { level: string; message: string; fields: Record<string, unknown> };
function recordingLogger(lines: Line[]): SchedulerLogger {
  const record = (level: string) => (fields: object, message: string) =>
    void lines.push({ level, message, fields: fields as Record<string, unknown> });
  return { info: record("info"), warn: record("warn"), error: record("error") };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not reached in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until just after a slot starts, so a test sees whole slots. */
async function alignToSlot() {
  const wait = INTERVAL_MS - (Date.now() % INTERVAL_MS) + 50;
  await new Promise((resolve) => setTimeout(resolve, wait));
}

beforeAll(async () => {
  double = await startOmnicasaDouble();
});
afterAll(async () => {
  await double.stop();
});
beforeEach(async () => {
  double.reset();
  database = await createTestDatabase();
  provider = createOmnicasaProvider({
    baseUrl: double.baseUrl,
    customerName: double.customerName,
    customerPassword: double.customerPassword,
    timeoutMs: 2_000,
    locales: ["nl", "fr"],
  });
});
afterEach(async () => {
  await database.close();
});

describe("the sync scheduler", () => {
  it("two schedulers on one database: each slot is synced exactly once", async () => {
    // A second process would have its own connections; on PGlite the database is the process's own.
    const second = database.url
      ? await openDatabase({ databaseUrl: database.url, pgliteDir: "unused", poolSize: 3 })
      : database;
    const lines: Line[][] = [[], []];
    await alignToSlot();
    const schedulers = [database, second].map((handle, i) =>
      startSyncScheduler({ database: handle, provider, intervalMs: INTERVAL_MS, logger: recordingLogger(lines[i]!) }),
    );
    try {
      const finished = () => lines.flat().filter((l) => l.message === "catalogue sync finished");
      await until(() => finished().length >= 3, 30_000);
    } finally {
      await Promise.all(schedulers.map((s) => s.stop({ graceMs: 10_000 })));
      if (second !== database) await second.close();
    }
    const runs = await database.db.select().from(syncRuns).where(isNotNull(syncRuns.slot)).orderBy(asc(syncRuns.slot));
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.every((r) => r.status === "ok")).toBe(true);
    // Every slot synced once: by one scheduler, the other one stood aside for it.
    for (const run of runs) {
      const slot = run.slot!.toISOString();
      const perScheduler = lines.map((own) => own.filter((l) => l.fields.slot === slot).map((l) => l.message));
      expect(
        perScheduler.flat().filter((m) => m === "catalogue sync finished"),
        slot,
      ).toHaveLength(1);
      expect(
        perScheduler.flat().filter((m) => m !== "catalogue sync finished"),
        slot,
      ).toEqual([
        expect.stringMatching(
          /^catalogue sync: (another process is syncing|slot already synced( by another process)?)$/,
        ),
      ]);
    }
    // Slots in order on the slot grid (a slot is skipped when the run before it outlasts it, as
    // on a busy machine), the first full and the next ones incremental.
    for (let i = 1; i < runs.length; i++) {
      const gap = runs[i]!.slot!.getTime() - runs[i - 1]!.slot!.getTime();
      expect(gap > 0 && gap % INTERVAL_MS === 0, `slot gap ${gap} ms`).toBe(true);
    }
    expect(runs.map((r) => r.mode)).toEqual(["full", ...runs.slice(1).map(() => "incremental")]);
    // The provider saw one sync per slot: its type list is read once per language per run.
    expect(double.callsOf("GetWebIDList")).toHaveLength(2 * runs.length);
  });

  it("logs a failed run without the password, keeps the catalogue, and syncs at the next slot", async () => {
    await syncWithLock(database, provider, { mode: "full" });
    const [before] = await database.db
      .select({ price: properties.price })
      .from(properties)
      .where(eq(properties.id, 4100001));
    double.changeProperty(4100001, { Price: "1" });
    double.fail("GetPropertyList", { status: 503 });
    const lines: Line[] = [];
    await alignToSlot();
    const scheduler = startSyncScheduler({
      database,
      provider,
      intervalMs: INTERVAL_MS,
      logger: recordingLogger(lines),
    });
    try {
      await until(
        () => lines.some((l) => l.message === "catalogue sync failed; the site keeps the last good catalogue"),
        15_000,
      );
      const [during] = await database.db
        .select({ price: properties.price })
        .from(properties)
        .where(eq(properties.id, 4100001));
      expect(during!.price).toBe(before!.price);
      await until(() => lines.some((l) => l.message === "catalogue sync finished"), 15_000);
    } finally {
      await scheduler.stop({ graceMs: 10_000 });
    }
    const failed = lines.find((l) => l.level === "error")!;
    expect(failed.fields).toMatchObject({ provider: "omnicasa", error: "GetPropertyList: HTTP 503" });
    expect(JSON.stringify(lines)).not.toContain(double.customerPassword);
    const [after] = await database.db
      .select({ price: properties.price })
      .from(properties)
      .where(eq(properties.id, 4100001));
    expect(after!.price).toBe(1);
  });

  it("a sync by hand while another holds the lock is refused, not queued", async () => {
    const other = database.url
      ? await openDatabase({ databaseUrl: database.url, pgliteDir: "unused", poolSize: 2 })
      : database;
    try {
      const held = await other.tryWithAdvisoryLock(SYNC_LOCK_KEY, async () =>
        syncWithLock(database, provider, { mode: "full" }),
      );
      expect(held).toEqual({ acquired: true, value: { outcome: "busy" } });
      expect(await database.db.select().from(syncRuns)).toEqual([]);
      // released: the next one runs
      expect((await syncWithLock(database, provider, { mode: "full" })).outcome).toBe("synced");
    } finally {
      if (other !== database) await other.close();
    }
  });
});
