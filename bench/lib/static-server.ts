/**
 * The load benchmark's fallback baseline when nginx is unavailable: a minimal Node static server
 * answering every request with one file from memory, one process per core (node:cluster).
 */
import { spawn } from "node:child_process";

const SCRIPT = `
import cluster from "node:cluster";
import http from "node:http";
import { readFileSync } from "node:fs";
const [port, file, workers] = process.argv.slice(1);
if (cluster.isPrimary) {
  for (let i = 0; i < Number(workers); i++) cluster.fork();
  process.on("SIGTERM", () => { for (const w of Object.values(cluster.workers)) w.kill(); process.exit(0); });
} else {
  const body = readFileSync(file);
  http.createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
    res.end(body);
  }).listen(Number(port), "127.0.0.1");
}
`;

export async function startStaticServer(options: {
  port: number;
  file: string;
  workers: number;
}): Promise<{ stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ["--input-type=module", "-e", SCRIPT, String(options.port), options.file, String(options.workers)],
    { stdio: "ignore", detached: true },
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/`)).ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error("the static server did not start");
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    stop: async () => {
      const exited = new Promise((resolveExit) => child.once("exit", resolveExit));
      try {
        if (child.pid) process.kill(-child.pid, "SIGTERM");
      } catch {
        // gone
      }
      await exited;
    },
  };
}
