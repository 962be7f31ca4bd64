/**
 * A Chromium of its own for a Lighthouse run (tests/e2e/list-layout-shift.spec.ts,
 * bench/lighthouse.ts).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Chromium for Lighthouse, with the given flags (the project's: ./chromium-flags.ts), headless, a
 * throwaway profile and a DevTools port. Started apart from Playwright: a browser that Playwright drives
 * attaches to every new tab, and Lighthouse's own tab was now and then closed under it ("Target
 * closed") more often when they shared one.
 */
export async function startChromium(
  executable: string,
  flags: string[],
  port: number,
): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "agency-lighthouse-"));
  const chromium = spawn(
    executable,
    [...flags, "--headless=new", `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    {
      stdio: "ignore",
      detached: true, // its own process group: the browser and its helpers stop together
    },
  );
  const stop = async () => {
    if (chromium.exitCode === null && chromium.signalCode === null) {
      const exited = new Promise((resolveExit) => chromium.once("exit", resolveExit));
      signalGroup(chromium.pid, "SIGTERM");
      const timer = setTimeout(() => signalGroup(chromium.pid, "SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop };
    } catch {
      // not listening yet
    }
    if (chromium.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Chromium (${executable}) did not open its DevTools port ${port}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  try {
    if (pid) process.kill(-pid, signal);
  } catch {
    // already gone
  }
}
