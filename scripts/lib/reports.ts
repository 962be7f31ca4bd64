/**
 * Test counts read from the runners' JSON reports (never parsed from console output, which
 * changes between versions and with colours).
 */
import { existsSync, readFileSync } from "node:fs";

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export const noCounts = (): Counts => ({ passed: 0, failed: 0, skipped: 0 });

export function addCounts(a: Counts, b: Counts): Counts {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
}

/** The subset of Vitest's (Jest-compatible) JSON report that we read. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { status: string; assertionResults: { status: string }[] }[];
}

/** Counts from a Vitest JSON report, or null when the run wrote none (it crashed before). */
export function readVitestCounts(file: string): Counts | null {
  const report = readJson<VitestReport>(file);
  if (!report) return null;
  // A test file that fails to load (syntax error, failing import, failing hook) has no failed
  // test but must still count: one failure per such file.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** The subset of Playwright's JSON report that we read. */
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: unknown[];
}

/** Counts from a Playwright JSON report; a flaky test (passed on retry) counts as passed. */
export function readPlaywrightCounts(file: string): Counts | null {
  const report = readJson<PlaywrightReport>(file);
  if (!report) return null;
  return {
    passed: report.stats.expected + report.stats.flaky,
    // Global errors (web server that would not start, a broken spec file) fail the run too.
    failed: report.stats.unexpected + report.errors.length,
    skipped: report.stats.skipped,
  };
}

function readJson<T>(file: string): T | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

/** Counts from a budget benchmark's report (bench/weight.ts, bench/lighthouse.ts `--report`). */
export function readBenchCounts(file: string): Counts | null {
  const report = readJson<Counts>(file);
  if (!report || typeof report.passed !== "number" || typeof report.failed !== "number") return null;
  return { passed: report.passed, failed: report.failed, skipped: report.skipped ?? 0 };
}
