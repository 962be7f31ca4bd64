/**
 * The web server of the Playwright run (webServer.command in playwright.config.ts).
 *
 * Starts the production server exactly as `npm start` does after its build (the compiled server,
 * `node build/server-runtime/index.js`, with NODE_ENV=production), on the test port, with embedded PGlite in a
 * fresh DATA_DIR made for this run, so every run starts from the sample data. It also removes
 * that folder afterwards, which Playwright cannot do itself: Playwright sends SIGTERM here, we pass
 * it on to the server, wait for it to exit, then delete the folder.
 *
 * Its mail goes over SMTP (SMTP_URL) to a loopback SMTP double run here, which writes each mail it
 * receives to the run's mailbox folder (tests/e2e/fixtures/mailbox.ts reads it): the browser tests
 * read mail as it was delivered, and follow its links.
 *
 * The server's own log (JSON lines on stdout) is kept out of the test output; its last lines are
 * printed when it stops on its own (a failed start), and E2E_SERVER_LOGS=1 shows all of it.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSmtpDouble } from "../doubles/smtp-server.ts";
import { COMPILED_SERVER_ENTRY } from "../../scripts/lib/compiled-server.ts";
import { FIRST_MANAGER, firstManagerLinkFile, mailboxFolder } from "./e2e-mailbox.ts";

const port = process.env.PORT ?? "3100";
/** The server must exit within 5 s of SIGTERM; after 10 s we stop waiting. */
const SHUTDOWN_LIMIT_MS = 10_000;
const showAllLogs = process.env.E2E_SERVER_LOGS === "1";
const LOG_LINES_KEPT = 60;

if (
  !existsSync(join("build", "server")) ||
  !existsSync(join("build", "client")) ||
  !existsSync(COMPILED_SERVER_ENTRY)
) {
  console.error(
    "No production build in build/. Run `npm run build` first (npm test does), or use `npm test -- --only e2e`.",
  );
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), "agency-e2e-data-"));
const mailbox = mailboxFolder(port);
rmSync(mailbox, { recursive: true, force: true }); // a run never reads an earlier run's mail
mkdirSync(mailbox, { recursive: true });
const smtp = await startSmtpDouble({ mailbox });
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: port,
  DATA_DIR: dataDir,
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
  SMTP_URL: smtp.url,
};
delete env.DATABASE_URL; // always embedded PGlite: the browser tests must not touch a real database

// The agency's first manager, made as the README says (`npm run staff -- create`) before the server
// holds the embedded database; the console's browser tests start from the link it prints.
const staff = spawnSync(
  process.execPath,
  [
    "--import",
    "tsx",
    "scripts/staff.ts",
    "create",
    "--email",
    FIRST_MANAGER.email,
    "--role",
    "manager",
    "--name",
    FIRST_MANAGER.name,
  ],
  { env, encoding: "utf8" },
);
const firstLink = /https?:\/\/\S+\/admin\/password\/\S+/.exec(staff.stdout)?.[0];
if (staff.status !== 0 || !firstLink) {
  console.error(`npm run staff failed (${staff.status}):\n${staff.stdout}\n${staff.stderr}`);
  process.exit(1);
}
writeFileSync(firstManagerLinkFile(port), firstLink);

// Its own process group: Playwright's SIGTERM to our group must not reach the server twice
// (once from Playwright, once from us).
const server = spawn(process.execPath, [COMPILED_SERVER_ENTRY], {
  env,
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
console.error(`e2e server: pid ${server.pid}, port ${port}, DATA_DIR ${dataDir}`);

const recentLines: string[] = [];
for (const stream of [server.stdout, server.stderr]) {
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    if (showAllLogs) process.stderr.write(chunk);
    recentLines.push(...chunk.split("\n").filter(Boolean));
    recentLines.splice(0, Math.max(0, recentLines.length - LOG_LINES_KEPT));
  });
}

let stopRequestedAt = 0;
const stop = (signal: NodeJS.Signals): void => {
  if (stopRequestedAt) return;
  stopRequestedAt = Date.now();
  signalServer(signal);
  setTimeout(() => {
    console.error(`e2e server still running ${SHUTDOWN_LIMIT_MS / 1000}s after ${signal}: killing it.`);
    signalServer("SIGKILL");
  }, SHUTDOWN_LIMIT_MS).unref();
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGTERM"));

server.on("exit", (code, signal) => {
  if (stopRequestedAt) {
    const seconds = ((Date.now() - stopRequestedAt) / 1000).toFixed(1);
    const how = signal ? `signal ${signal}` : `code ${code}`;
    console.error(`e2e server exited with ${how} ${seconds}s after SIGTERM.`);
  } else {
    console.error(`e2e server exited on its own (code ${code}, signal ${signal}). Its last lines:`);
    if (!showAllLogs) console.error(recentLines.join("\n"));
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailbox, { recursive: true, force: true });
  process.exit(code ?? 1);
});

function signalServer(signal: NodeJS.Signals): void {
  try {
    if (server.pid) process.kill(-server.pid, signal); // the whole group
  } catch {
    // already gone
  }
}
