/**
 * `npm test`: every check of the project, in order, stopping at the first failure.
 *
 *   1 deps                  Chromium and PostgreSQL's server from Debian (installed when root)
 *   2 typecheck             react-router typegen + tsc
 *   3 lint                  eslint
 *   4 format                prettier --check (`npm run format` rewrites)
 *   5 unit                  Vitest project "unit"
 *   6 integration-pglite    Vitest project "integration (pglite)" (no DATABASE_URL)
 *   7 integration-postgres  Vitest project "integration (postgres)" on a throwaway server
 *   8 build                 production build, then the compiled server's checks (Vitest project "production")
 *   9 weight                page-weight budgets of the build (bench/weight.ts), one check per page type
 *  10 lighthouse            Lighthouse gates (bench/lighthouse.ts --gates-only), one check per page
 *  11 e2e                   Playwright in Debian's Chromium against the production server
 *
 * One stage or a few: `npm test -- --only unit,integration-postgres` (weight, lighthouse and e2e
 * bring build along).
 * The last line printed is always "N passed, N failed, N skipped": CI reads it.
 * See docs/testing.md.
 */
import { mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startPostgres } from "../tests/setup/postgres-server.ts";
import { bold, formatSeconds, green, heading, info, problem, red, yellow } from "./lib/console.ts";
import {
  addCounts,
  noCounts,
  readBenchCounts,
  readPlaywrightCounts,
  readVitestCounts,
  type Counts,
} from "./lib/reports.ts";
import { envWithoutDatabaseUrl, runCommand } from "./lib/run-command.ts";
import { ensureSystemDependencies } from "./lib/system-deps.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const REPORTS_DIR = "reports";
const bin = (name: string) => join("node_modules", ".bin", name);

interface StageOutcome {
  ok: boolean;
  /** Only for stages that run tests. */
  counts?: Counts;
  note?: string;
}

interface Stage {
  id: string;
  /** Name in the summary table. */
  label: string;
  /** What the heading line says the stage does. */
  description: string;
  run: () => Promise<StageOutcome>;
}

interface StageResult extends StageOutcome {
  stage: Stage;
  ms: number;
}

const STAGES: Stage[] = [
  {
    id: "deps",
    label: "system dependencies",
    description: "Chromium and PostgreSQL server from Debian's packages",
    // Only what the selected stages need: `--only unit` should not install a browser.
    run: async () => ({
      ok: await ensureSystemDependencies({
        chromium: ["e2e", "lighthouse", "weight"].some((id) => selectedIds().has(id)),
        postgres: selectedIds().has("integration-postgres"),
      }),
    }),
  },
  {
    id: "typecheck",
    label: "typecheck",
    description: "npm run typecheck (react-router typegen + tsc)",
    run: async () => ({ ok: (await runCommand("npm", ["run", "--silent", "typecheck"])) === 0 }),
  },
  {
    id: "lint",
    label: "lint",
    description: "npm run lint (eslint)",
    run: async () => ({ ok: (await runCommand("npm", ["run", "--silent", "lint"])) === 0 }),
  },
  {
    id: "format",
    label: "format",
    description: "npm run format:check (prettier --check; `npm run format` rewrites)",
    run: async () => ({ ok: (await runCommand("npm", ["run", "--silent", "format:check"])) === 0 }),
  },
  {
    id: "unit",
    label: "unit",
    description: "Vitest unit tests",
    run: () => runVitest("unit", "unit", envWithoutDatabaseUrl()),
  },
  {
    id: "integration-pglite",
    label: "integration (pglite)",
    description: "Vitest integration tests on embedded PGlite",
    run: () => runVitest("integration (pglite)", "integration-pglite", envWithoutDatabaseUrl()),
  },
  {
    id: "integration-postgres",
    label: "integration (postgres)",
    description: "Vitest integration tests on a throwaway PostgreSQL server",
    run: runIntegrationOnPostgres,
  },
  {
    id: "build",
    label: "build",
    description: "npm run build (production build for the e2e server), then the compiled server's checks",
    run: async () => {
      if ((await runCommand("npm", ["run", "--silent", "build"])) !== 0) return { ok: false };
      // Started as `npm start` starts it, before the stages that serve the build rely on it (decision 0054).
      return runVitest("production", "production", envWithoutDatabaseUrl());
    },
  },
  {
    id: "weight",
    label: "page weight",
    description: "JavaScript and CSS of each page type's first visit against the budgets (npm run bench:weight)",
    run: () => runBench("weight", ["bench/weight.ts"]),
  },
  {
    id: "lighthouse",
    label: "lighthouse",
    description:
      "Lighthouse (mobile): Accessibility, Best Practices and SEO 100 on four pages (npm run bench:lighthouse)",
    run: () => runBench("lighthouse", ["bench/lighthouse.ts", "--gates-only"]),
  },
  {
    id: "e2e",
    label: "e2e (chromium)",
    description: "Playwright end-to-end tests in Debian's Chromium",
    run: runPlaywright,
  },
];

// ---------------------------------------------------------------------------------------------
// Stages that run tests

async function runVitest(project: string, reportName: string, env: NodeJS.ProcessEnv): Promise<StageOutcome> {
  const reportFile = join(REPORTS_DIR, `${reportName}.json`);
  rmSync(reportFile, { force: true }); // never read a previous run's report
  const code = await runCommand(
    bin("vitest"),
    [
      "run",
      "--project",
      project,
      // Early in the project a folder may have no tests yet; the summary says so.
      "--passWithNoTests",
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${reportFile}`,
    ],
    { env },
  );
  return outcomeFromReport(code, readVitestCounts(reportFile));
}

async function runIntegrationOnPostgres(): Promise<StageOutcome> {
  const server = await startPostgres();
  info(`Throwaway PostgreSQL server: ${server.url}`);
  try {
    return await runVitest("integration (postgres)", "integration-postgres", {
      ...process.env,
      DATABASE_URL: server.url,
    });
  } finally {
    await server.stop();
    info("PostgreSQL server stopped and its folder removed.");
  }
}

async function runPlaywright(): Promise<StageOutcome> {
  const reportFile = join(REPORTS_DIR, "e2e.json"); // written by the json reporter of playwright.config.ts
  rmSync(reportFile, { force: true });
  // The server under test uses embedded PGlite in a fresh folder, whatever our environment says.
  const code = await runCommand(bin("playwright"), ["test"], {
    env: envWithoutDatabaseUrl(),
    plainOutput: false,
  });
  return outcomeFromReport(code, readPlaywrightCounts(reportFile));
}

/** A benchmark with budgets: its report holds one check per page (passed or failed). */
async function runBench(reportName: string, args: string[]): Promise<StageOutcome> {
  const reportFile = join(REPORTS_DIR, `${reportName}.json`);
  rmSync(reportFile, { force: true });
  const code = await runCommand(bin("tsx"), [...args, "--report", reportFile], { env: envWithoutDatabaseUrl() });
  return outcomeFromReport(code, readBenchCounts(reportFile));
}

/** The runner's exit code decides; the report gives the counts and must agree with it. */
function outcomeFromReport(code: number, counts: Counts | null): StageOutcome {
  if (!counts) {
    return { ok: false, counts: { ...noCounts(), failed: 1 }, note: `no JSON report (exit code ${code})` };
  }
  if (code !== 0 && counts.failed === 0) {
    return { ok: false, counts: { ...counts, failed: 1 }, note: `runner exited with code ${code}` };
  }
  const total = counts.passed + counts.failed + counts.skipped;
  return { ok: code === 0, counts, note: total === 0 ? "no tests found" : undefined };
}

// ---------------------------------------------------------------------------------------------
// Stage selection: `--only a,b` (or `--only=a,b`)

function parseOnly(argv: string[]): Set<string> | null {
  const index = argv.findIndex((arg) => arg === "--only" || arg.startsWith("--only="));
  if (index === -1) return null;
  const arg = argv[index] ?? "";
  const value = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : (argv[index + 1] ?? "");
  const ids = new Set(
    value
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean),
  );
  const unknown = [...ids].filter((id) => !STAGES.some((stage) => stage.id === id));
  if (unknown.length > 0 || ids.size === 0) {
    problem(`Unknown stage(s) for --only: ${unknown.join(", ") || "(none given)"}`);
    problem(`Stages: ${STAGES.map((stage) => stage.id).join(", ")}`);
    process.exit(2);
  }
  ids.add("deps"); // cheap, and tells what is missing before a stage fails obscurely
  // The e2e server and the budgets' server serve the production build.
  if (["e2e", "weight", "lighthouse"].some((id) => ids.has(id))) ids.add("build");
  return ids;
}

const only = parseOnly(process.argv.slice(2));
const selectedIds = (): Set<string> => only ?? new Set(STAGES.map((stage) => stage.id));

// ---------------------------------------------------------------------------------------------
// Running and the summary

async function runStages(stages: Stage[]): Promise<StageResult[]> {
  const results: StageResult[] = [];
  for (const [index, stage] of stages.entries()) {
    heading(`[${index + 1}/${stages.length}] ${stage.id}: ${stage.description}`);
    const started = Date.now();
    let outcome: StageOutcome;
    try {
      outcome = await stage.run();
    } catch (error) {
      problem(error instanceof Error ? (error.stack ?? error.message) : String(error));
      outcome = { ok: false, note: "error, see above" };
    }
    results.push({ ...outcome, stage, ms: Date.now() - started });
    if (!outcome.ok) {
      problem(`Stage "${stage.id}" failed; stopping here.`);
      break;
    }
  }
  return results;
}

/** Totals of the test stages; a failed stage without tests (typecheck, lint…) counts as 1 failure. */
function totals(results: StageResult[]): Counts {
  return results.reduce<Counts>((sum, result) => {
    if (result.counts) return addCounts(sum, result.counts);
    return result.ok ? sum : addCounts(sum, { ...noCounts(), failed: 1 });
  }, noCounts());
}

function printSummary(stages: Stage[], results: StageResult[]): void {
  heading("Summary");
  const rows: string[][] = [["stage", "result", "passed", "failed", "skipped", "time", ""]];
  for (const stage of stages) {
    const result = results.find((r) => r.stage === stage);
    if (!result) {
      rows.push([stage.label, "not run", "", "", "", "", ""]);
      continue;
    }
    const c = result.counts;
    rows.push([
      stage.label,
      result.ok ? "ok" : "FAILED",
      c ? String(c.passed) : "",
      c ? String(c.failed) : "",
      c ? String(c.skipped) : "",
      formatSeconds(result.ms),
      result.note ?? "",
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const numeric = new Set([2, 3, 4, 5]);
  for (const [index, row] of rows.entries()) {
    const line = row
      .map((cell, column) => (numeric.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join("  ")
      .trimEnd();
    const result = row[1];
    info(index === 0 ? bold(line) : result === "FAILED" ? red(line) : result === "not run" ? yellow(line) : line);
  }
  info(`Reports: ${REPORTS_DIR}/*.json`);
}

async function main(): Promise<void> {
  process.chdir(ROOT);
  mkdirSync(REPORTS_DIR, { recursive: true });
  const stages = STAGES.filter((stage) => selectedIds().has(stage.id));

  const started = Date.now();
  const results = await runStages(stages);
  printSummary(stages, results);

  const sum = totals(results);
  const allOk = results.length === stages.length && results.every((result) => result.ok);
  info((allOk ? green : red)(`${allOk ? "All stages passed" : "FAILED"} in ${formatSeconds(Date.now() - started)}`));
  // The very last line, read by CI: keep its format.
  console.log(`${sum.passed} passed, ${sum.failed} failed, ${sum.skipped} skipped`);
  process.exitCode = allOk ? 0 : 1;
}

await main();
