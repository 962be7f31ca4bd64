/**
 * `npm run bench:startup [-- --runs 7 --servers source,compiled --port 3298]`
 *
 * Times the production server's start-up: from spawning its process (NODE_ENV=production,
 * embedded PGlite, SYNC_INTERVAL=off, LOG_LEVEL=warn) until GET /healthz answers 200, polled every
 * 10 ms. Two cases: a restart (a DATA_DIR that already holds the migrated database and the sample
 * data, copied afresh from one prepared by a first start) and a first start (an empty DATA_DIR:
 * migrations, then the sample import). The servers measured:
 *
 *   source         node --import tsx server/index.ts (TypeScript transpiled at start-up by tsx,
 *                  with tsx's cache of transpiled files on disk warm, as on a host that ran it before)
 *   source-cold    the same with tsx's cache off (TSX_DISABLE_CACHE=1: a fresh container)
 *   compiled       node build/server-runtime/index.js (what `npm start` runs, decision 0054)
 *
 * Runs alternate server by server and case by case, after one unmeasured warm-up of each (the
 * files in the page cache), so a busy neighbour on a shared machine weighs on all alike. Prints per
 * server and case the median, min and max, the CPU time the process used until then (user +
 * system: steadier than the wall clock on a busy machine) and its resident memory (VmRSS), with
 * the ratios to the first server; raw figures go to bench/results/startup.json. Needs `npm run build`.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { COMPILED_SERVER_ENTRY } from "../scripts/lib/compiled-server.ts";
import { benchServerEnv } from "./lib/production-server.ts";

const SERVERS = {
  source: { args: ["--import", "tsx", "server/index.ts"], env: {} },
  "source-cold": { args: ["--import", "tsx", "server/index.ts"], env: { TSX_DISABLE_CACHE: "1" } },
  compiled: { args: [COMPILED_SERVER_ENTRY], env: {} },
} as const;
type ServerName = keyof typeof SERVERS;
const CASES = ["restart", "first start"] as const;
type Case = (typeof CASES)[number];
const POLL_MS = 10;
const START_LIMIT_MS = 300_000;

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "7" },
    servers: { type: "string", default: "source,compiled" },
    port: { type: "string", default: "3298" },
  },
});
const runs = Number(args.runs);
const port = Number(args.port);
const servers = args.servers.split(",").map((name) => name.trim()) as ServerName[];
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs: a whole number of at least 1");
if (servers.some((name) => !(name in SERVERS))) throw new Error(`--servers: some of ${Object.keys(SERVERS).join(",")}`);
if (!existsSync("build/server/index.js")) throw new Error("No production build: run `npm run build` first.");
if (servers.includes("compiled") && !existsSync(COMPILED_SERVER_ENTRY))
  throw new Error(`No ${COMPILED_SERVER_ENTRY}: run \`npm run build\` first.`);

type Sample = { ms: number; cpuMs: number | null; rssMb: number | null };

/** Starts `server` on `dataDir`, waits for /healthz 200, stops it with SIGTERM; the time to that first 200. */
async function timeStart(server: ServerName, dataDir: string): Promise<Sample> {
  const url = `http://localhost:${port}`;
  const env = { ...benchServerEnv(port, dataDir), ...SERVERS[server].env };
  const started = performance.now();
  const child = spawn(process.execPath, SERVERS[server].args, { env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`${server} stopped at start-up (exit ${child.exitCode}):\n${stderr}`);
      if (performance.now() - started > START_LIMIT_MS) throw new Error(`${server} gave no /healthz 200:\n${stderr}`);
      const ok = await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return { ms: performance.now() - started, cpuMs: cpuMs(child.pid), rssMb: residentMb(child.pid) };
      await new Promise((wait) => setTimeout(wait, POLL_MS));
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(force);
  }
}

/**
 * The CPU time the process has used (user + system, Linux), or null: what the start-up costs
 * whatever else the machine is doing, where the wall-clock time also counts the waits for a core.
 */
function cpuMs(pid: number | undefined): number | null {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses; in clock ticks (100 a second).
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** The process's resident memory in MB (Linux), or null. */
function residentMb(pid: number | undefined): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

const work = mkdtempSync(join(tmpdir(), "agency-bench-startup-"));
const stopOnSignal = () => {
  rmSync(work, { recursive: true, force: true });
  process.exit(130);
};
process.once("SIGINT", stopOnSignal);
process.once("SIGTERM", stopOnSignal);

/** A DATA_DIR for one run: empty for a first start, a fresh copy of the prepared one for a restart. */
let dirCount = 0;
function dataDirFor(kind: Case, prepared: string): string {
  const dir = join(work, `run-${dirCount++}`);
  if (kind === "restart") cpSync(prepared, dir, { recursive: true });
  else mkdirSync(dir);
  return dir;
}

const samples = new Map<string, Sample[]>();
try {
  // The restarts' DATA_DIR: what a first start leaves (migrated database, sample data loaded).
  const prepared = join(work, "prepared");
  await timeStart(servers[0]!, prepared);
  for (const server of servers) for (const kind of CASES) await timeStart(server, dataDirFor(kind, prepared));
  for (let run = 1; run <= runs; run++) {
    for (const kind of CASES) {
      for (const server of servers) {
        const dir = dataDirFor(kind, prepared);
        const sample = await timeStart(server, dir);
        rmSync(dir, { recursive: true, force: true });
        const key = `${server}|${kind}`;
        samples.set(key, [...(samples.get(key) ?? []), sample]);
        process.stderr.write(`run ${run}/${runs} ${kind.padEnd(11)} ${server.padEnd(11)} ${sample.ms.toFixed(0)} ms\n`);
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const rows = CASES.flatMap((kind) =>
  servers.map((server) => {
    const list = samples.get(`${server}|${kind}`) ?? [];
    const ms = list.map((sample) => sample.ms);
    const rss = list.flatMap((sample) => (sample.rssMb === null ? [] : [sample.rssMb]));
    const cpu = list.flatMap((sample) => (sample.cpuMs === null ? [] : [sample.cpuMs]));
    return {
      case: kind,
      server,
      medianMs: Math.round(median(ms)),
      minMs: Math.round(Math.min(...ms)),
      maxMs: Math.round(Math.max(...ms)),
      cpuMs: cpu.length ? Math.round(median(cpu)) : null,
      rssMb: rss.length ? median(rss) : null,
      samplesMs: ms.map(Math.round),
    };
  }),
);
console.log(`\nStart-up until /healthz 200, ${runs} runs each (node ${process.version}, ${cpus().length} cores)`);
console.log("case         server       median     min     max   vs first    CPU ms   vs first   RSS MB");
for (const row of rows) {
  const first = rows.find((other) => other.case === row.case)!;
  console.log(
    [
      row.case.padEnd(12),
      row.server.padEnd(11),
      `${row.medianMs} ms`.padStart(9),
      String(row.minMs).padStart(7),
      String(row.maxMs).padStart(7),
      `${(row.medianMs / first.medianMs).toFixed(2)}×`.padStart(10),
      String(row.cpuMs ?? "–").padStart(9),
      (row.cpuMs && first.cpuMs ? `${(row.cpuMs / first.cpuMs).toFixed(2)}×` : "–").padStart(10),
      String(row.rssMb ?? "–").padStart(8),
    ].join(" "),
  );
}
mkdirSync("bench/results", { recursive: true });
writeFileSync(
  "bench/results/startup.json",
  JSON.stringify({ date: new Date().toISOString(), node: process.version, loadavg: loadavg(), runs, rows }, null, 2),
);
