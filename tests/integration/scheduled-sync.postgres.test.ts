import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { asc, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncRuns } from "#db/schema.ts";
import { OmnicasaDouble, startOmnicasaDouble } from "#tests/doubles/omnicasa-api.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";

/**
 * Two processes on one PostgreSQL database, each running the server's scheduled sync
 * (tests/setup/sync-process.ts) every 3 s against the Omnicasa double: exactly one of them syncs
 * each slot, the other stands aside (the advisory lock, then the slot claim). PostgreSQL only: an
 * embedded PGlite database belongs to one process. Runs in the "integration (postgres)" project.
 */
const INTERVAL_SECONDS = 3;
const root = path.resolve(import.meta.dirname, "../..");

type LogLine = { pid: number; msg: string; slot?: string; err?: unknown; error?: string };

let double: OmnicasaDouble;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const processes: Array<{ child: ChildProcess; lines: LogLine[]; stderr: string[] }> = [];

function startSyncProcess(): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/setup/sync-process.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      DATABASE_URL: database.url,
      PROVIDER: "omnicasa",
      OMNICASA_BASE_URL: double.baseUrl,
      OMNICASA_CUSTOMER_NAME: double.customerName,
      OMNICASA_CUSTOMER_PASSWORD: double.customerPassword,
      SYNC_INTERVAL: `${INTERVAL_SECONDS}s`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const entry = { child, lines: [] as LogLine[], stderr: [] as string[] };
  processes.push(entry);
  let buffer = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    buffer += chunk;
    const parts = buffer.split("\n");
    buffer = parts.pop()!;
    for (const part of parts) if (part.trim()) entry.lines.push(JSON.parse(part) as LogLine);
  });
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => entry.stderr.push(chunk));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (entry.lines.some((l) => l.msg === "ready")) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    child.once("exit", (code) => {
      clearInterval(timer);
      reject(new Error(`sync process exited with ${code}: ${entry.stderr.join("")}`));
    });
  });
}

async function stopAll() {
  await Promise.all(
    processes.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    ),
  );
}

beforeAll(async () => {
  double = await startOmnicasaDouble();
  database = await createTestDatabase();
  if (!database.url) throw new Error("this test needs PostgreSQL (DATABASE_URL)");
});
afterAll(async () => {
  await stopAll();
  await double.stop();
  await database.close();
});

describe("two server processes on one PostgreSQL database", () => {
  it("exactly one of them runs each scheduled sync", { timeout: 90_000 }, async () => {
    await Promise.all([startSyncProcess(), startSyncProcess()]);
    const finished = () => processes.flatMap((p) => p.lines).filter((l) => l.msg === "catalogue sync finished");
    const deadline = Date.now() + 60_000;
    while (finished().length < 4) {
      if (Date.now() > deadline)
        throw new Error(`only ${finished().length} syncs finished: ${JSON.stringify(processes.map((p) => p.lines))}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await stopAll();

    const runs = await database.db.select().from(syncRuns).where(isNotNull(syncRuns.slot)).orderBy(asc(syncRuns.slot));
    expect(runs.length).toBeGreaterThanOrEqual(4);
    expect(runs.every((r) => r.status === "ok")).toBe(true);
    const [a, b] = processes;
    const pids = [a!.child.pid, b!.child.pid];
    for (const run of runs) {
      const slot = run.slot!.toISOString();
      const bySlot = processes.map(({ lines }) => lines.filter((l) => l.slot === slot).map((l) => l.msg));
      // one process synced this slot, the other saw it taken (busy, or already synced)
      expect(
        bySlot.flat().filter((m) => m === "catalogue sync finished"),
        slot,
      ).toHaveLength(1);
      const asides = bySlot.flat().filter((m) => m !== "catalogue sync finished");
      expect(asides.length, `${slot}: ${JSON.stringify(bySlot)}`).toBeLessThanOrEqual(1);
      for (const message of asides)
        expect(message).toMatch(
          /^catalogue sync: (another process is syncing|slot already synced( by another process)?)$/,
        );
    }
    // Both processes took part: each was awake at the slots and each synced at least one or stood aside at least once.
    for (const [index, { lines }] of processes.entries()) {
      expect(lines.filter((l) => l.slot).length, `process ${pids[index]}`).toBeGreaterThanOrEqual(runs.length - 1);
    }
    // The provider's side: one sync's requests per slot (its type list is read once per language per run).
    expect(double.callsOf("GetWebIDList")).toHaveLength(4 * runs.length);
    expect(runs.map((r) => r.mode)).toEqual(["full", ...runs.slice(1).map(() => "incremental")]);
    for (const { lines } of processes)
      expect(lines.filter((l) => l.msg.includes("failed") || l.msg.includes("could not"))).toEqual([]);
  });
});
