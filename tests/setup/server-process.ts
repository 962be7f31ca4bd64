import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * The server as an operator starts it (`node --import tsx server/index.ts`: one process, no
 * wrapper, so its pid and its exit are the server's), in development mode so that no production
 * build is needed (React Router's modules come from Vite). `env` adds to or overrides a fresh
 * environment: DATABASE_URL for PostgreSQL (unset: PGlite in a temp DATA_DIR), SYNC_INTERVAL…
 * Resolves once the server logs "listening"; its JSON log lines are kept in `logs`.
 */
export type ServerProcess = {
  child: ChildProcess;
  origin: string;
  port: number;
  logs: Array<{ msg: string; [field: string]: unknown }>;
  stderr: () => string;
  /** Resolves with the exit code once the process has exited (now if it already has). */
  exited: Promise<number | null>;
  /** SIGTERM, then the exit; the data folder is removed. */
  stop(): Promise<number | null>;
};

const root = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startServerProcess(
  env: Record<string, string> = {},
  { readyTimeoutMs = 120_000 } = {},
): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-server-process-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "development",
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SYNC_INTERVAL: "off",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: ServerProcess["logs"] = [];
  let errors = "";
  let buffer = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split("\n");
    buffer = lines.pop()!;
    for (const line of lines) {
      if (!line.trim()) continue;
      try {
        logs.push(JSON.parse(line) as ServerProcess["logs"][number]);
      } catch {
        logs.push({ msg: line });
      }
    }
  });
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (errors += chunk));
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const code = await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  const deadline = Date.now() + readyTimeoutMs;
  while (!logs.some((line) => line.msg === "listening")) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(
        `server did not start (exit ${child.exitCode}): ${errors}${logs.map((l) => JSON.stringify(l)).join("\n")}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, origin: `http://127.0.0.1:${port}`, port, logs, stderr: () => errors, exited, stop };
}
