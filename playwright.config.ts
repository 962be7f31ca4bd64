/**
 * Playwright: end-to-end tests in Debian's Chromium against the production server.
 *
 * Playwright's own browser download does not work on these machines, so the browser is
 * /usr/bin/chromium (apt-get install chromium; `npm test` installs it when root). The server is
 * started by tests/setup/e2e-server.ts from the production build, with embedded PGlite in a fresh
 * temp DATA_DIR per run; `npm test` builds first, alone run `npm run build` before
 * `npx playwright test`.
 */
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/setup/chromium-flags.ts";

// E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
const isCI = Boolean(process.env.CI);

// Printed once, by the main process (workers carry TEST_WORKER_INDEX).
if (!process.env.TEST_WORKER_INDEX) {
  if (!existsSync("build/server")) {
    console.warn("playwright: no production build in build/ — run `npm run build` first (npm test does).");
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.warn(`playwright: ${CHROMIUM_PATH} not found — apt-get install -y chromium (npm test does, as root).`);
  }
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: {
    command: "node_modules/.bin/tsx tests/setup/e2e-server.ts",
    url: `${BASE_URL}/healthz`,
    env: { PORT: String(PORT), SITE_URL: BASE_URL },
    timeout: 120_000,
    reuseExistingServer: false,
    // The wrapper writes its notes and failed-start logs on stderr; the server's request log stays out.
    stdout: "ignore",
    stderr: "pipe",
    // Default is SIGKILL of the whole group; SIGTERM lets the server close PGlite cleanly and the
    // wrapper remove its temp DATA_DIR.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
