/**
 * `npm run bench:search [-- --sizes 10000,100000 --backends pglite,postgres --runs 3 --iterations 30]`
 *
 * Fills a throwaway database with N synthetic listings (bench/synthetic-catalogue.ts) and times the
 * search service the pages use (app/services/listings/search.server.ts: searchListings,
 * filterOptions, suggest) for each kind of query a visitor makes, on PGlite and on a throwaway
 * PostgreSQL server (tests/setup/postgres-server.ts). Prints p50 and p95 per backend, size and
 * query kind — the median over the runs — and flags what misses the budget: p95 at most 30 ms on
 * PostgreSQL at 100 000 listings. Raw figures go to bench/results/.
 * Not part of `npm test`: it takes minutes, and timings are no pass/fail test on a shared machine.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { desc, sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type Database, type DatabaseHandle } from "#db/client.server.ts";
import { properties } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { searchKey } from "#app/lib/search-key.ts";
import { loadContent } from "#app/services/content/load-content.server.ts";
import { cardOptionsFor, type CardOptions } from "#app/services/listings/listing-cards.server.ts";
import { parseListingQuery } from "#app/services/listings/search-query.ts";
import { suggest } from "#app/services/listings/suggest.server.ts";
import {
  countCatalogue,
  filterOptions,
  searchListings,
  type CatalogueCounts,
} from "#app/services/listings/search.server.ts";
import { startPostgres, type PostgresServer } from "#tests/setup/postgres-server.ts";
import {
  fillCatalogue,
  randomSource,
  TYPES,
  type RandomSource,
  type SyntheticCatalogue,
} from "./synthetic-catalogue.ts";

const BUDGET_MS = 30;
/** The budget applies to PostgreSQL at this size (the budget in bench/README.md); other cells are shown for comparison. */
const BUDGET_SIZE = 100_000;
/** A kind stops sampling after this long in a run (with at least MIN_SAMPLES), so slow cells cannot stall the run. */
const KIND_TIME_LIMIT_MS = 20_000;
const MIN_SAMPLES = 5;
const WARM_UP = 3;

const root = path.resolve(import.meta.dirname, "..");
type Backend = "pglite" | "postgres";

const { values: args } = parseArgs({
  options: {
    sizes: { type: "string", default: "10000,100000" },
    backends: { type: "string", default: "pglite,postgres" },
    runs: { type: "string", default: "3" },
    iterations: { type: "string", default: "50" },
    only: { type: "string" },
  },
});
const sizes = args.sizes.split(",").map((s) => Number(s.replace(/_/g, "")));
const backends = args.backends.split(",").map((b) => b.trim()) as Backend[];
const runs = Number(args.runs);
const iterations = Number(args.iterations);
if (sizes.some((s) => !Number.isInteger(s) || s < 100))
  throw new Error("--sizes: whole numbers of at least 100, comma separated");
if (backends.some((b) => b !== "pglite" && b !== "postgres")) throw new Error("--backends: pglite and/or postgres");
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(iterations) || iterations < 1)
  throw new Error("--runs and --iterations: whole numbers of at least 1");
/** `--only sort` keeps the query kinds whose name contains one of the comma-separated words. */
const only = args.only
  ?.split(",")
  .map((s) => s.trim())
  .filter(Boolean);

const content = await loadContent(path.join(root, "content"));
const options: Record<Locale, CardOptions> = {
  nl: cardOptionsFor(content, "nl"),
  fr: cardOptionsFor(content, "fr"),
  en: cardOptionsFor(content, "en"),
  de: cardOptionsFor(content, "de"),
};
const LOCALES: Locale[] = ["nl", "fr", "en", "de"];
const pageSize = content.settings.listPageSize;

/**
 * One query a visitor makes; `prepare` runs untimed before `run` (e.g. a new sync). `oncePerSync`:
 * not a query of every request but of the first one after a sync, outside the per-request budget.
 */
type QueryKind = {
  name: string;
  prepare?: (i: number) => Promise<void>;
  run: (i: number) => Promise<unknown>;
  oncePerSync?: true;
};

function queryKinds(db: Database, catalogue: SyntheticCatalogue, random: RandomSource): QueryKind[] {
  const search = (queryString: string, locale: Locale = "nl") =>
    searchListings(
      db,
      parseListingQuery(new URLSearchParams(queryString), { pageSizeDefault: pageSize }).query,
      options[locale],
    );
  const goals = ["sale", "rent", "holiday"] as const;
  let kept: Promise<CatalogueCounts> | undefined;
  const counts = () => (kept ??= countCatalogue(db));
  const cityNames = catalogue.cities;
  // A visitor picks a city from the filter's list: popular towns more often, but any can come up.
  const cityParameter = (i: number) => {
    const city = i % 4 === 0 ? random.pick(cityNames) : cityNames[Math.floor(random.next() ** 2 * cityNames.length)]!;
    const form = i % 3;
    return encodeURIComponent(form === 0 ? `${city.name}|${city.zip}` : form === 1 ? city.name : city.zip);
  };
  const lastPage: Record<string, number> = {};
  const typeNames = TYPES.map((t) => t.name);

  const kinds: QueryKind[] = [
    { name: "list newest sale", run: () => search("goal=sale") },
    { name: "list newest rent", run: () => search("goal=rent") },
    { name: "list newest holiday", run: () => search("goal=holiday") },
    { name: "filter city", run: (i) => search(`goal=${goals[i % 2]}&city=${cityParameter(i)}`) },
    { name: "filter type", run: (i) => search(`goal=${goals[i % 2]}&type=${random.pick(TYPES.slice(0, 9)).id}`) },
    {
      name: "filter price+bedrooms+epc",
      run: (i) => {
        const sale = i % 2 === 0;
        const min = sale ? random.int(1, 8) * 50_000 : random.int(5, 15) * 100;
        const max = min + (sale ? random.int(2, 10) * 50_000 : random.int(3, 15) * 100);
        return search(
          `goal=${sale ? "sale" : "rent"}&minPrice=${min}&maxPrice=${max}&bedrooms=${random.int(1, 4)}&maxEpc=${random.pick(["B", "C", "D"])}`,
        );
      },
    },
    { name: "sort price-asc", run: (i) => search(`goal=${goals[i % 3]}&sort=price-asc`) },
    { name: "sort price-desc", run: (i) => search(`goal=${goals[i % 3]}&sort=price-desc`) },
    { name: "sort type", run: (i) => search(`goal=${goals[i % 3]}&sort=type`, LOCALES[i % 4]) },
    { name: "sort city", run: (i) => search(`goal=${goals[i % 3]}&sort=city`, LOCALES[i % 4]) },
    {
      name: "deep page",
      // A page in the second half of the list: OFFSET makes these the slowest pages to find.
      prepare: async (i) => {
        const goal = goals[i % 2]!;
        lastPage[goal] ??= (await search(`goal=${goal}`)).pages;
      },
      run: (i) => {
        const goal = goals[i % 2]!;
        const pages = lastPage[goal]!;
        return search(`goal=${goal}&page=${Math.max(1, Math.floor(pages / 2) + random.int(0, Math.floor(pages / 2)))}`);
      },
    },
    // The counts as the catalogue keeps them (catalogue.server.ts, decision 0039): counted once.
    {
      name: "filterOptions",
      run: async (i) => filterOptions(db, goals[i % 3]!, LOCALES[i % 4]!, "nl", await counts()),
    },
    {
      name: "filterOptions first after a sync",
      // The first request after a catalogue change (a sync) counts the catalogue again (later ones read the kept counts).
      oncePerSync: true,
      run: (i) => filterOptions(db, goals[i % 3]!, LOCALES[i % 4]!, "nl"),
    },
    {
      name: "suggest type",
      run: async (i) => {
        const locale = LOCALES[i % 4]!;
        const name = random.pick(typeNames)[locale];
        return suggest(db, name.slice(0, random.int(2, 5)), options[locale], await counts());
      },
    },
    {
      name: "suggest city",
      run: async (i) => {
        const city = random.pick(cityNames);
        // As typed: the start of the name with or without its accents, of a later word, or of the zip.
        const typed = [city.name, searchKey(city.name), city.name.split(/[- ]/).at(-1)!, city.zip][i % 4]!;
        return suggest(db, typed.slice(0, random.int(1, 6)), options[LOCALES[i % 4]!], await counts());
      },
    },
    {
      name: "suggest id",
      run: async (i) =>
        suggest(
          db,
          String(random.pick(catalogue.ids)).slice(0, random.int(2, 7)),
          options[LOCALES[i % 4]!],
          await counts(),
        ),
    },
  ];
  return kinds.filter((kind) => !only || only.some((word) => kind.name.includes(word)));
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

type Cell = {
  backend: Backend;
  size: number;
  query: string;
  oncePerSync: boolean;
  p50: number[];
  p95: number[];
  samples: number;
  load: number[];
};

/**
 * Sanity checks: the service sees the catalogue that was generated (a bench of empty results would
 * flatter), and a page deep in a list (which the service may read from the list's end) holds the
 * listings a plain OFFSET gives.
 */
async function checkResults(db: Database, catalogue: SyntheticCatalogue) {
  const run = (search: string) =>
    searchListings(db, parseListingQuery(new URLSearchParams(search), { pageSizeDefault: pageSize }).query, options.nl);
  for (const goal of ["sale", "rent", "holiday"] as const) {
    const result = await run(`goal=${goal}`);
    if (result.total !== catalogue.published[goal] || result.cards.length !== Math.min(pageSize, result.total)) {
      throw new Error(
        `goal=${goal}: the service found ${result.total} listings, the generator published ${catalogue.published[goal]}`,
      );
    }
  }
  const pages = Math.ceil(catalogue.published.rent / pageSize);
  for (const page of [Math.ceil(pages / 3), pages - 2]) {
    const found = (await run(`goal=rent&page=${page}`)).cards.map((card) => card.id);
    const expected = await db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`${properties.published} and ${properties.goal} <> 0`)
      .orderBy(desc(properties.providerCreatedAt), desc(properties.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    if (found.join() !== expected.map((row) => row.id).join())
      throw new Error(`goal=rent&page=${page}: not the listings of that page`);
  }
}

async function benchDatabase(backend: Backend, size: number, handle: DatabaseHandle, cells: Cell[]) {
  const label = `[${backend} ${size.toLocaleString("en")}]`;
  const started = performance.now();
  await handle.migrate();
  let lastReport = 0;
  const catalogue = await fillCatalogue(handle.db, size, (done) => {
    if (performance.now() - lastReport > 5_000 || done === size) {
      lastReport = performance.now();
      console.log(`${label} filling: ${done.toLocaleString("en")} / ${size.toLocaleString("en")} listings`);
    }
  });
  console.log(
    `${label} filled in ${((performance.now() - started) / 1000).toFixed(0)} s (${catalogue.pictures.toLocaleString("en")} pictures, ${catalogue.cities.length} cities); VACUUM ANALYZE done`,
  );
  await checkResults(handle.db, catalogue);

  const random = randomSource(42);
  const kinds = queryKinds(handle.db, catalogue, random);
  const byName = new Map<string, Cell>();
  for (const kind of kinds) {
    const cell: Cell = {
      backend,
      size,
      query: kind.name,
      oncePerSync: kind.oncePerSync ?? false,
      p50: [],
      p95: [],
      samples: 0,
      load: [],
    };
    byName.set(kind.name, cell);
    cells.push(cell);
  }
  for (let run = 1; run <= runs; run++) {
    const runStarted = performance.now();
    for (const kind of kinds) {
      for (let i = 0; i < WARM_UP; i++) {
        await kind.prepare?.(i);
        await kind.run(i);
      }
      const times: number[] = [];
      const kindStarted = performance.now();
      for (let i = 0; i < iterations; i++) {
        await kind.prepare?.(i);
        const t0 = performance.now();
        await kind.run(i);
        times.push(performance.now() - t0);
        if (times.length >= MIN_SAMPLES && performance.now() - kindStarted > KIND_TIME_LIMIT_MS) break;
      }
      times.sort((a, b) => a - b);
      const cell = byName.get(kind.name)!;
      cell.p50.push(percentile(times, 50));
      cell.p95.push(percentile(times, 95));
      cell.samples += times.length;
    }
    // Other work on the machine shows in the timings: the load average says how much there was.
    const load = loadavg()[0]!;
    for (const cell of byName.values()) cell.load.push(load);
    console.log(
      `${label} run ${run}/${runs} done in ${((performance.now() - runStarted) / 1000).toFixed(0)} s (load average ${load.toFixed(1)})`,
    );
  }
}

async function withPglite(size: number, cells: Cell[]) {
  const dir = mkdtempSync(path.join(tmpdir(), "agency-bench-"));
  const handle = await openDatabase({ pgliteDir: path.join(dir, "pglite") });
  try {
    await benchDatabase("pglite", size, handle, cells);
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function withPostgres(server: PostgresServer, size: number, cells: Cell[]) {
  const name = `bench_${size}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name}`);
  await admin(`create database ${name}`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "unused" });
  try {
    await benchDatabase("postgres", size, handle, cells);
  } finally {
    await handle.close();
    await admin(`drop database if exists ${name}`);
  }
}

function report(cells: Cell[]) {
  const rows = cells.map((cell) => {
    const p50 = median(cell.p50);
    const p95 = median(cell.p95);
    const budgeted = cell.backend === "postgres" && cell.size === BUDGET_SIZE;
    const over = budgeted && !cell.oncePerSync && p95 > BUDGET_MS;
    return {
      ...cell,
      p50,
      p95,
      over,
      note: over ? `OVER ${BUDGET_MS} ms` : budgeted && cell.oncePerSync ? "(once per sync)" : "",
    };
  });
  const header = ["backend", "N", "query", "p50 ms", "p95 ms", ""];
  const table = rows.map((r) => [
    r.backend,
    r.size.toLocaleString("en"),
    r.query,
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.note,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((value, i) => (i >= 3 && i <= 4 ? value.padStart(widths[i]!) : value.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  const loads = cells.flatMap((cell) => cell.load);
  console.log(
    `\nMedian over ${runs} run(s) of each run's p50 and p95; ${iterations} timed calls per query kind and run (after ${WARM_UP} warm-up calls).`,
  );
  console.log(
    `${cpus().length} CPUs; load average (1 min) after the runs between ${Math.min(...loads).toFixed(1)} and ${Math.max(...loads).toFixed(1)}.`,
  );
  console.log(line(header));
  console.log(
    widths
      .slice(0, -1)
      .map((w) => "-".repeat(w))
      .join("  "),
  );
  for (const row of table) console.log(line(row));
  const over = rows.filter((r) => r.over);
  const measuredBudget = rows.some((r) => r.backend === "postgres" && r.size === BUDGET_SIZE);
  if (!measuredBudget)
    console.log(
      `\nBudget (PostgreSQL, ${BUDGET_SIZE.toLocaleString("en")} listings, p95 ≤ ${BUDGET_MS} ms): not measured in this run.`,
    );
  else if (over.length === 0)
    console.log(
      `\nBudget met: every per-request query kind has p95 ≤ ${BUDGET_MS} ms on PostgreSQL at ${BUDGET_SIZE.toLocaleString("en")} listings.`,
    );
  else console.log(`\nBudget missed by ${over.length} query kind(s): ${over.map((r) => r.query).join(", ")}.`);

  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  const file = path.join(root, "bench/results", `search-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), cpus: cpus().length, runs, iterations, rows }, null, 2),
  );
  console.log(`Raw figures: ${path.relative(root, file)}`);
  return over.length;
}

const cells: Cell[] = [];
let server: PostgresServer | null = null;
try {
  for (const backend of backends) {
    if (backend === "postgres") {
      console.log("Starting a throwaway PostgreSQL server…");
      server = await startPostgres();
    }
    for (const size of sizes) {
      if (backend === "pglite") await withPglite(size, cells);
      else await withPostgres(server!, size, cells);
    }
    if (server) {
      await server.stop();
      server = null;
    }
  }
} finally {
  await server?.stop();
}
report(cells);
