/**
 * The production server for a benchmark: `node build/server-runtime/index.js` with NODE_ENV=production,
 * the compiled server of the build in build/ (as `npm start` runs it after its build), the sample
 * data, on a given port. Without DATABASE_URL it uses embedded PGlite in a fresh DATA_DIR, removed at stop; the
 * scheduled sync is off (a sync in the middle of a measurement would be measured too).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { COMPILED_SERVER_ENTRY } from "../../scripts/lib/compiled-server.ts";

export interface ProductionServer {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

export interface ProductionServerOptions {
  port: number;
  /** A PostgreSQL server's URL; none: embedded PGlite. */
  databaseUrl?: string;
  /** Worker processes (WEB_CONCURRENCY); only with databaseUrl. */
  webConcurrency?: number;
  /** PAGE_CACHE_MB (decision 0055); unset: the server's default. */
  pageCacheMb?: number;
  /** Seconds to wait for /healthz. */
  startTimeoutSeconds?: number;
  /** The checkout whose build to serve (default: this one); scripts/screenshots.ts serves an older one beside it. */
  cwd?: string;
}

/**
 * The node arguments that start `cwd`'s production server: its compiled server. A checkout from
 * before the server was compiled (decision 0054; scripts/screenshots.ts photographs one beside this
 * one) builds none: its server starts from its sources through tsx, as its `npm start` did.
 */
function serverArguments(cwd: string): string[] {
  if (!existsSync(join(cwd, "build", "server", "index.js")) || !existsSync(join(cwd, "build", "client"))) {
    throw new Error(`No production build in ${join(cwd, "build")}: run \`npm run build\` there first.`);
  }
  if (existsSync(join(cwd, COMPILED_SERVER_ENTRY))) return [COMPILED_SERVER_ENTRY];
  if (existsSync(join(cwd, "scripts", "build-server.ts"))) {
    throw new Error(`No ${COMPILED_SERVER_ENTRY} in ${cwd}: run \`npm run build\` there first.`);
  }
  return ["--import", "tsx", "server/index.ts"];
}

/**
 * A benchmarked server's environment: production, on `port` and `dataDir`, no scheduled sync (it
 * would be measured too), warnings only; embedded PGlite, one process and the default page cache
 * unless the caller sets otherwise.
 */
export function benchServerEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_URL: `http://localhost:${port}`,
    SYNC_INTERVAL: "off",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  delete env.WEB_CONCURRENCY;
  delete env.PAGE_CACHE_MB;
  return env;
}

export async function startProductionServer(options: ProductionServerOptions): Promise<ProductionServer> {
  const cwd = options.cwd ?? ".";
  const serverArgs = serverArguments(cwd);
  const dataDir = mkdtempSync(join(tmpdir(), "agency-bench-data-"));
  const url = `http://localhost:${options.port}`;
  const env = benchServerEnv(options.port, dataDir);
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.webConcurrency) env.WEB_CONCURRENCY = String(options.webConcurrency);
  if (options.pageCacheMb !== undefined) env.PAGE_CACHE_MB = String(options.pageCacheMb);

  const child = spawn(process.execPath, serverArgs, {
    cwd,
    env,
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise<void>((resolveExit) => child.once("exit", () => resolveExit()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup(child, "SIGTERM");
      const force = setTimeout(() => signalGroup(child, "SIGKILL"), 10_000);
      await exited;
      clearTimeout(force);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.startTimeoutSeconds ?? 120) * 1000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The production server stopped at start-up (exit code ${child.exitCode}):\n${stderr}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, pid: child.pid ?? 0, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The production server did not answer ${url}/healthz in time:\n${stderr}`);
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops the servers on Ctrl-C or a kill as well, then exits with the signal's code. */
export function stopOnSignals(stops: (() => Promise<unknown>)[]): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void Promise.allSettled(stops.map((stop) => stop())).then(() => process.exit(130));
    });
  }
}
