import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

/**
 * The production server as an operator runs it: started from the build, stopped with SIGTERM
 * while a request is in flight. It must finish that request and exit 0 within 5 s.
 */
const root = path.resolve(import.meta.dirname, "../..");
const port = 3197;

function startServer(dataDir: string): ChildProcess {
  return spawn(path.join(root, "node_modules/.bin/tsx"), ["server/index.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become healthy");
}

test("SIGTERM: in-flight requests finish and the process exits 0 within 5 s", async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-lifecycle-"));
  const server = startServer(dataDir);
  try {
    await waitForHealth(Date.now() + 90_000);
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => server.once("exit", (code) => resolve({ code, at: Date.now() })));
    const inFlight = fetch(`http://127.0.0.1:${port}/nl/`);
    await new Promise((r) => setTimeout(r, 20));
    const signalledAt = Date.now();
    server.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(5_000);
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
