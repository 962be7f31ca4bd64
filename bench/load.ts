/**
 * `npm run bench:load`: requests per second and latency (p50, p99) of the production server with
 * the sample data, side by side in one run with a static-file baseline; see bench/README.md.
 *
 * - Baseline: nginx from Debian's packages (installed with apt-get when missing and run as root;
 *   otherwise a minimal Node static server, bench/lib/static-server.ts) serving a file the size
 *   of the home page (the home page's own HTML), on all cores.
 * - The server on a throwaway PostgreSQL server (tests/setup/postgres-server.ts), first as one
 *   process, then with WEB_CONCURRENCY = the number of cores.
 * - Rendered: every request renders its page (PAGE_CACHE_MB=0; home, the for-sale list, a detail
 *   page and /api/suggest). Page cache: the same pages from the server's memory (decision 0055),
 *   the goal being a quarter of the baseline's rate with p99 ≤ 20 ms from one process. nginx
 *   cache: the same pages through nginx as the shared cache the pages' headers allow
 *   (`s-maxage=60`, a CDN's job in production), in front of the all-cores server.
 * Each figure's ratio to the baseline's req/s is printed. autocannon: 20 connections, 6 s each,
 * after 5 s of warm-up on the same URL (a server in production runs with its code compiled by the
 * JIT; one second left it mid-way, and the rows lower than its steady state). Errors and non-2xx
 * answers are counted and printed.
 *
 *   npm run bench:load
 *   npm run bench:load -- --duration 10 --connections 50 --warmup 5
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startPostgres } from "../tests/setup/postgres-server.ts";
import { PAGE_TYPES } from "../tests/setup/page-types.ts";
import { startProductionServer, stopOnSignals } from "./lib/production-server.ts";
import { startStaticServer } from "./lib/static-server.ts";

const PORTS = { server: 3294, baseline: 3295, cache: 3296 };
const cores = availableParallelism();

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
}
const duration = option("--duration", 6);
const connections = option("--connections", 20);
const warmup = option("--warmup", 5);

const TARGETS = [
  { name: "home", path: pagePath("home") },
  { name: "for-sale list", path: pagePath("for-sale list") },
  { name: "detail page", path: pagePath("property detail") },
  { name: "/api/suggest", path: "/api/suggest?q=bu&lang=nl" },
];

function pagePath(name: string): string {
  const pageType = PAGE_TYPES.find((candidate) => candidate.name === name);
  if (!pageType) throw new Error(`No page type "${name}" in tests/setup/page-types.ts`);
  return pageType.paths.nl;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * A browser's User-Agent: requests without one count as robots, and a detail page's view would not
 * be counted (app/lib/view-counting.ts). With it, every uncached detail request also counts its
 * first-party page view, so the detail rows measure that counting too (decision 0025).
 */
const BROWSER_HEADERS = {
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 agency-bench",
};

async function measure(name: string, url: string): Promise<Row> {
  await autocannon({ url, connections, duration: warmup, headers: BROWSER_HEADERS });
  const result = await autocannon({ url, connections, duration, headers: BROWSER_HEADERS });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** nginx's binary, installing Debian's package when missing and we may (root). */
function findNginx(): string | null {
  const known = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
  if (known) return known;
  if (process.getuid?.() !== 0) return null;
  console.log("nginx not found: apt-get install -y nginx (for the baseline and the cache) …");
  const install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (install.status !== 0) return null;
  return ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path)) ?? null;
}

/** nginx, as many workers as cores: the static file on one port, a 60 s page cache on another. */
async function startNginx(
  binary: string,
  folder: string,
  serverUrl: string,
  stops: (() => Promise<unknown>)[],
): Promise<void> {
  // Run as root (the bench may be), nginx's workers would be "nobody" and could not read the
  // private temp folder: they run as the bench's user instead.
  const user = process.getuid?.() === 0 ? "user root root;" : "";
  const config = `
${user}
worker_processes ${cores};
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  proxy_cache_path ${folder}/cache keys_zone=pages:10m;
  server {
    listen 127.0.0.1:${PORTS.baseline};
    root ${folder}/static;
    location / { default_type text/html; }
  }
  server {
    listen 127.0.0.1:${PORTS.cache};
    location / {
      proxy_pass ${serverUrl};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_cache pages;
      # The pages say "public, max-age=0, s-maxage=60": a shared cache keeps them 60 s.
      proxy_ignore_headers Cache-Control Expires;
      proxy_cache_valid 200 60s;
      proxy_cache_lock on;
    }
  }
}
`;
  writeFileSync(join(folder, "nginx.conf"), config);
  const child = spawn(binary, ["-p", folder, "-c", join(folder, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise((resolveExit) => child.once("exit", resolveExit));
  stops.unshift(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // gone
    }
    await exited;
  });
  await waitFor(`http://127.0.0.1:${PORTS.baseline}/home.html`).catch((error: unknown) => {
    throw new Error(
      `nginx did not start: ${stderr}${readFileSync(join(folder, "error.log"), { encoding: "utf8", flag: "a+" })}`,
      { cause: error },
    );
  });
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

function printTable(rows: Row[], baseline: Row): void {
  const table = [["", "req/s", "× baseline", "p50 ms", "p99 ms", "errors", "non-2xx"]];
  for (const row of rows) {
    table.push([
      row.name,
      row.rps.toFixed(0),
      `${((row.rps / baseline.rps) * 100).toFixed(0)} %`,
      String(row.p50),
      String(row.p99),
      String(row.errors),
      String(row.non2xx),
    ]);
  }
  const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  for (const line of table)
    console.log(
      line
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join("  "),
    );
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), "agency-load-"));
  const stops: (() => Promise<unknown>)[] = [];
  stopOnSignals(stops);
  const rows: Row[] = [];
  let baselineName = "";
  try {
    const postgres = await startPostgres();
    stops.unshift(() => postgres.stop());

    let server = await startProductionServer({ port: PORTS.server, databaseUrl: postgres.url });
    stops.unshift(server.stop);
    const home = await (await fetch(`${server.url}${pagePath("home")}`)).text();
    execFileSync("mkdir", ["-p", join(folder, "static")]);
    writeFileSync(join(folder, "static", "home.html"), home);

    const nginx = findNginx();
    if (nginx) {
      await startNginx(nginx, folder, `http://127.0.0.1:${PORTS.server}`, stops);
      baselineName = `static file, ${home.length} bytes (nginx, ${cores} workers)`;
    } else {
      const staticServer = await startStaticServer({
        port: PORTS.baseline,
        file: join(folder, "static", "home.html"),
        workers: cores,
      });
      stops.unshift(staticServer.stop);
      baselineName = `static file, ${home.length} bytes (Node static server, ${cores} workers; nginx unavailable)`;
    }
    const baseline = await measure(baselineName, `http://127.0.0.1:${PORTS.baseline}/home.html`);
    rows.push(baseline);

    // Each page rendered at every request (PAGE_CACHE_MB=0), then from the server's page cache
    // (decision 0055), with one process and with one per core.
    for (const processes of [1, cores]) {
      for (const pageCache of [false, true]) {
        await server.stop();
        server = await startProductionServer({
          port: PORTS.server,
          databaseUrl: postgres.url,
          webConcurrency: processes,
          pageCacheMb: pageCache ? 64 : 0,
        });
        stops.unshift(server.stop);
        const label = `${processes} process${processes > 1 ? "es" : ""}`;
        for (const target of TARGETS.filter((t) => !pageCache || !t.path.startsWith("/api/")))
          rows.push(
            await measure(
              pageCache ? `page cache: ${target.name}, ${label}` : `rendered ${target.name}, ${label}`,
              `${server.url}${target.path}`,
            ),
          );
      }
    }
    if (nginx) {
      for (const target of TARGETS.filter((t) => !t.path.startsWith("/api/"))) {
        rows.push(
          await measure(
            `cached ${target.name} (nginx cache, ${cores} processes behind)`,
            `http://127.0.0.1:${PORTS.cache}${target.path}`,
          ),
        );
      }
    }
    console.log(
      `\n${new Date().toISOString()}, ${cores} cores, Node ${process.version}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}; autocannon ${connections} connections × ${duration} s per row after ${warmup} s of warm-up`,
    );
    printTable(rows, baseline);
    // The page cache's goal: from one process, a quarter of the static baseline's rate, p99 ≤ 20 ms.
    for (const row of rows.filter((r) => r.name.startsWith("page cache:") && r.name.endsWith(", 1 process"))) {
      const met = row.rps >= baseline.rps * 0.25 && row.p99 <= 20;
      console.log(`${met ? "goal met" : "BELOW GOAL"}: ${row.name} (≥ 25 % of the baseline, p99 ≤ 20 ms)`);
    }
    const errors = rows.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
    if (errors > 0) console.log(`${errors} errors or non-2xx answers`);
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
