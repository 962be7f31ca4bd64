import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/**
 * The whole app in a process of its own (tests/setup/app-server.ts, development mode), for tests
 * that need real HTTP against every rule of server/app.ts. `env` adds to the test's environment;
 * DATABASE_URL unset or deleted: an in-memory PGlite. Started with node itself (not the tsx
 * wrapper), so `child.pid` is the server's.
 */
export type AppServerProcess = {
  child: ChildProcess;
  origin: string;
  /** What the server wrote to stderr so far (its logs, at LOG_LEVEL). */
  stderr: () => string;
  /** SIGTERM, then the exit. */
  stop(): Promise<void>;
};

const root = path.resolve(import.meta.dirname, "../..");

export async function startAppServer(env: NodeJS.ProcessEnv): Promise<AppServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/setup/app-server.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      const port = /ready (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once("exit", (code) => reject(new Error(`app server exited with ${code}: ${errors}`)));
  });
  return {
    child,
    origin,
    stderr: () => errors,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
