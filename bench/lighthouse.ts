/**
 * `npm run bench:lighthouse`: Lighthouse 12 (its default config: the mobile preset, a 412 px
 * phone with simulated slow 4G and a 4× slower CPU) in Debian's Chromium on the home page, the
 * for-sale list, a property's detail page and the contact page of the production server with the
 * sample data, one run each. Part of `npm test` (stage "lighthouse"); see bench/README.md.
 *
 * Budgets: Accessibility, Best Practices and SEO 100 (a page under 100 fails, with the audits that
 * lost points); Performance ≥ 95, LCP ≤ 2.0 s and CLS 0 are reported and flagged, not failed:
 * timings depend on the machine and what else runs on it.
 *
 * Writes each page's JSON and HTML report under bench/results/lighthouse-<time>/ (git-ignored).
 *
 *   npm run bench:lighthouse
 *   npm run bench:lighthouse -- --report F.json   counts for scripts/test.ts (one check per page)
 *   npm run bench:lighthouse -- --gates-only      only the three gated categories (faster: no
 *                                                 performance trace; what `npm test` runs)
 *   npm run bench:lighthouse -- --port 3292       the server's port (the DevTools port is the next one)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from "../tests/setup/chromium-flags.ts";
import { startChromium } from "../tests/setup/lighthouse-chromium.ts";
import { PAGE_TYPES } from "../tests/setup/page-types.ts";
import { startProductionServer, stopOnSignals } from "./lib/production-server.ts";

const PAGES = ["home", "for-sale list", "property detail", "contact form"];
const GATED_CATEGORIES = ["accessibility", "best-practices", "seo"] as const;
const BUDGET = { performance: 95, lcpMs: 2000, cls: 0 };
/** Runs of Lighthouse before giving up on the tool itself (see tests/e2e/list-layout-shift.spec.ts). */
const ATTEMPTS = 3;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

interface PageOutcome {
  name: string;
  path: string;
  scores: Record<string, number | null>;
  lcpMs: number | null;
  cls: number | null;
  failures: string[];
  notes: string[];
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function audit(url: string, devToolsPort: number, gatesOnly: boolean): Promise<Result> {
  const problems: string[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const chrome = await startChromium(CHROMIUM, CHROMIUM_FLAGS, devToolsPort);
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: ["json", "html"],
        logLevel: "error",
        ...(gatesOnly ? { onlyCategories: [...GATED_CATEGORIES] } : {}),
      });
      const failed = !result ? "no result" : (result.lhr.runtimeError?.message ?? null);
      if (result && !failed) return result;
      problems.push(`run ${attempt}: ${failed}`);
    } catch (error) {
      problems.push(`run ${attempt}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await chrome.stop();
    }
  }
  throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}:\n${problems.join("\n")}`);
}

function outcomeOf(name: string, path: string, lhr: Result["lhr"]): PageOutcome {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const scores = Object.fromEntries(["performance", ...GATED_CATEGORIES].map((id) => [id, score(id)]));
  const lcpMs = lhr.audits["largest-contentful-paint"]?.numericValue ?? null;
  const cls = lhr.audits["cumulative-layout-shift"]?.numericValue ?? null;
  const failures: string[] = [];
  for (const id of GATED_CATEGORIES) {
    if (scores[id] === 100) continue;
    // The audits of the category that lost points, so the failure says what to fix.
    const lost = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    failures.push(`${id} ${scores[id] ?? "n/a"} < 100 (${lost.join(", ") || "no weighted audit listed"})`);
  }
  const notes: string[] = [];
  if (scores.performance === null) return { name, path, scores, lcpMs, cls, failures, notes };
  if ((scores.performance ?? 0) < BUDGET.performance) notes.push(`performance < ${BUDGET.performance}`);
  if (lcpMs === null || lcpMs > BUDGET.lcpMs) notes.push(`LCP > ${BUDGET.lcpMs / 1000} s`);
  if (cls === null || cls > BUDGET.cls) notes.push(`CLS > 0`);
  return { name, path, scores, lcpMs, cls, failures, notes };
}

function printSummary(outcomes: PageOutcome[], lighthouseVersion: string, folder: string): void {
  const rows = [["page", "perf", "a11y", "best pr.", "SEO", "LCP", "CLS", ""]];
  for (const o of outcomes) {
    rows.push([
      o.name,
      String(o.scores.performance ?? "n/a"),
      String(o.scores.accessibility ?? "n/a"),
      String(o.scores["best-practices"] ?? "n/a"),
      String(o.scores.seo ?? "n/a"),
      o.lcpMs === null ? "n/a" : `${(o.lcpMs / 1000).toFixed(2)} s`,
      o.cls === null ? "n/a" : String(Number(o.cls.toFixed(3))),
      [...o.failures.map((f) => `FAILED: ${f}`), ...o.notes.map((n) => `(${n})`)].join("; ") || "ok",
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) =>
          column === 0 || column === 7 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
        )
        .join("  ")
        .trimEnd(),
    );
  console.log(
    `Lighthouse ${lighthouseVersion}, mobile preset (simulated throttling), one run per page. Gates: Accessibility, Best Practices, SEO = 100. ` +
      `Reported: Performance ≥ ${BUDGET.performance}, LCP ≤ ${BUDGET.lcpMs / 1000} s, CLS 0. Reports: ${folder}/`,
  );
}

async function main(): Promise<void> {
  const port = Number(option("--port") ?? 3292);
  const reportFile = option("--report");
  const gatesOnly = process.argv.includes("--gates-only");
  const folder = join("bench", "results", `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  mkdirSync(folder, { recursive: true });
  const server = await startProductionServer({ port });
  stopOnSignals([server.stop]);
  const outcomes: PageOutcome[] = [];
  let version = "";
  try {
    // One request first: the server's first answer of each kind pays for loading code and caches.
    for (const name of PAGES) await fetch(`${server.url}${pagePath(name)}`).then((response) => response.arrayBuffer());
    for (const name of PAGES) {
      const path = pagePath(name);
      const result = await audit(`${server.url}${path}`, port + 1, gatesOnly);
      version = result.lhr.lighthouseVersion;
      const [json, html] = result.report as string[];
      const file = name.replace(/\W+/g, "-");
      writeFileSync(join(folder, `${file}.report.json`), json ?? "");
      writeFileSync(join(folder, `${file}.report.html`), html ?? "");
      outcomes.push(outcomeOf(name, path, result.lhr));
    }
  } finally {
    await server.stop();
  }
  printSummary(outcomes, version, folder);
  const failed = outcomes.filter((o) => o.failures.length > 0);
  for (const o of failed) console.log(`FAILED: ${o.name} (${o.path}): ${o.failures.join("; ")}`);
  if (reportFile)
    writeFileSync(
      reportFile,
      `${JSON.stringify({ passed: outcomes.length - failed.length, failed: failed.length, skipped: 0, pages: outcomes }, null, 2)}\n`,
    );
  process.exitCode = failed.length > 0 ? 1 : 0;
}

function pagePath(name: string): string {
  const pageType = PAGE_TYPES.find((candidate) => candidate.name === name);
  if (!pageType) throw new Error(`No page type "${name}" in tests/setup/page-types.ts`);
  return pageType.paths.nl;
}

await main();
