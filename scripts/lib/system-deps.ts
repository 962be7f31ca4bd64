/**
 * System (non-npm) dependencies of the test suite, from Debian's packages:
 * - Chromium at /usr/bin/chromium for Playwright (Playwright's own browser download does not work
 *   on these machines), with at least one font so pages render text;
 * - PostgreSQL's server binaries (initdb, pg_ctl, postgres) for the integration run on PostgreSQL.
 *
 * Missing ones are installed with apt-get when we are root; otherwise we say exactly what is
 * missing and which command installs it, and the run stops.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { CHROMIUM_PATH } from "../../tests/setup/chromium-flags.ts";
import { findPostgresBinDir } from "../../tests/setup/postgres-server.ts";
import { info, problem } from "./console.ts";
import { runCommand } from "./run-command.ts";

export interface SystemNeeds {
  chromium: boolean;
  postgres: boolean;
}

interface Missing {
  what: string;
  aptPackage: string;
}

function findMissing(needs: SystemNeeds): Missing[] {
  const missing: Missing[] = [];
  if (needs.chromium && !existsSync(CHROMIUM_PATH)) {
    missing.push({ what: `Chromium (${CHROMIUM_PATH})`, aptPackage: "chromium" });
  }
  if (needs.chromium && !hasAnyFont()) {
    missing.push({ what: "fonts (none under /usr/share/fonts)", aptPackage: "fonts-liberation" });
  }
  if (needs.postgres && (!findPostgresBinDir() || !systemUserExists("postgres"))) {
    missing.push({
      what: "PostgreSQL server (initdb, pg_ctl, postgres under /usr/lib/postgresql/*/bin, and the postgres user)",
      aptPackage: "postgresql",
    });
  }
  return missing;
}

/** Checks, installs when possible, and returns true when everything needed is present. */
export async function ensureSystemDependencies(needs: SystemNeeds): Promise<boolean> {
  let missing = findMissing(needs);
  if (missing.length > 0 && canInstallWithApt()) {
    info(`Missing: ${missing.map((m) => m.what).join("; ")}. Installing with apt-get…`);
    const installed = await aptInstall(missing.map((m) => m.aptPackage));
    if (!installed) problem("apt-get failed (see its output above).");
    missing = findMissing(needs);
  }

  if (missing.length > 0) {
    problem("Missing system dependencies:");
    for (const m of missing) problem(`  - ${m.what}`);
    const packages = [...new Set(missing.map((m) => m.aptPackage))].join(" ");
    problem(`Install them (Debian/Ubuntu) and run again:`);
    problem(`  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages}`);
    return false;
  }

  if (needs.chromium) info(`Chromium: ${CHROMIUM_PATH} (${chromiumVersion()})`);
  if (needs.postgres) info(`PostgreSQL server binaries: ${findPostgresBinDir()}`);
  return true;
}

function canInstallWithApt(): boolean {
  return process.getuid?.() === 0 && commandExists("apt-get");
}

/** `apt-get update` once, then install only the missing packages. */
async function aptInstall(packages: string[]): Promise<boolean> {
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  // Another apt run (e.g. a background install) holds the lock: wait for it instead of failing.
  const waitForLock = ["-o", "DPkg::Lock::Timeout=600"];
  if ((await runCommand("apt-get", [...waitForLock, "update"], { env })) !== 0) return false;
  return (await runCommand("apt-get", [...waitForLock, "install", "-y", ...packages], { env })) === 0;
}

function hasAnyFont(): boolean {
  const fontFile = /\.(ttf|otf|ttc|pfb|woff2?)$/i;
  const search = (dir: string, depth: number): boolean => {
    if (depth > 4 || !existsSync(dir)) return false;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && fontFile.test(entry.name)) return true;
      if (entry.isDirectory() && search(join(dir, entry.name), depth + 1)) return true;
    }
    return false;
  };
  return search("/usr/share/fonts", 0);
}

function chromiumVersion(): string {
  const result = spawnSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8" });
  return result.stdout?.trim() || "version unknown";
}

function commandExists(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

function systemUserExists(name: string): boolean {
  // Only root needs the postgres user: as another user, initdb runs as that user.
  if (process.getuid?.() !== 0) return true;
  return spawnSync("id", ["-u", name], { stdio: "ignore" }).status === 0;
}
