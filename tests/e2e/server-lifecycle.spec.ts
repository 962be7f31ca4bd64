import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { COMPILED_SERVER_ENTRY } from "../../scripts/lib/compiled-server.ts";

/**
 * The production server as an operator runs it: started from the build, stopped with SIGTERM
 * while a request is in flight. It must finish that request and exit 0 within 5 s. While it
 * drains, its answers say `Connection: close`, so a keep-alive client's next request is never
 * sent on a connection about to be cut (decision 0028).
 */
const root = path.resolve(import.meta.dirname, "../..");
const port = 3197;

function startServer(dataDir: string, port: number): ChildProcess {
  // As `npm start` runs it: one node process running the compiled server, so SIGTERM reaches our
  // handler directly (a launcher such as the tsx binary relays signals in its own way and cut
  // in-flight requests).
  return spawn(process.execPath, [COMPILED_SERVER_ENTRY], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

/** A GET whose `sent` resolves once the whole request is written, and `status` with the answer. */
function requestOnce(url: string): { sent: Promise<void>; status: Promise<number> } {
  let markSent: () => void = () => {};
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const status = new Promise<number>((resolve, reject) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("finish", markSent);
    request.on("error", reject);
  });
  return { sent, status };
}

async function waitForHealth(deadline: number, port: number) {
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become healthy");
}

test("SIGTERM: in-flight requests finish and the process exits 0 within 5 s", async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-lifecycle-"));
  const server = startServer(dataDir, port);
  try {
    await waitForHealth(Date.now() + 90_000, port);
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      server.once("exit", (code) => resolve({ code, at: Date.now() })),
    );
    // The request must have reached the server before the signal: a connection whose request has
    // not arrived yet is idle, and closing idle connections at shutdown is right.
    const inFlight = requestOnce(`http://127.0.0.1:${port}/nl/`);
    await inFlight.sent;
    await new Promise((r) => setTimeout(r, 100));
    const signalledAt = Date.now();
    server.kill("SIGTERM");
    expect(await inFlight.status).toBe(200);
    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(5_000);
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

type Outcome = { status: number; connection: string | undefined } | { error: string };

/** A request through `agent` and its outcome: the answer's status and Connection header, or the error's code. */
function through(
  agent: http.Agent,
  url: string,
  options: http.RequestOptions = {},
  body?: { first: string; rest: Promise<string> },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request(url, { agent, ...options }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
      response.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    if (!body) return void request.end();
    request.write(body.first);
    void body.rest.then((rest) => request.end(rest));
  });
}

test("SIGTERM: answers while draining say Connection: close and a keep-alive client's next requests are never cut", async () => {
  test.setTimeout(120_000);
  const drainPort = port - 1;
  const origin = `http://127.0.0.1:${drainPort}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-lifecycle-"));
  const server = startServer(dataDir, drainPort);
  // One connection, kept alive between requests, as a browser or a proxy in front of the site keeps it.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await waitForHealth(Date.now() + 90_000, drainPort);
    const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
    expect(await through(agent, `${origin}/healthz`)).toMatchObject({ status: 200, connection: "keep-alive" });

    // A post in flight on that connection at SIGTERM: its body is still arriving.
    const body = new URLSearchParams({
      form: "site-contact",
      firstName: "Ann",
      lastName: "Peeters",
      email: "ann.peeters@example.be",
      message: "Tot straks",
    }).toString();
    let sendRest: (rest: string) => void = () => {};
    const rest = new Promise<string>((resolve) => (sendRest = resolve));
    const half = Math.floor(body.length / 2);
    const inFlight = through(
      agent,
      `${origin}/nl/contact/`,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(Buffer.byteLength(body)),
        },
      },
      { first: body.slice(0, half), rest },
    );
    await new Promise((r) => setTimeout(r, 300));
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    // The client goes on: requests queued on its one connection while the post finishes.
    const next = [through(agent, `${origin}/healthz`), through(agent, `${origin}/nl/`)];
    sendRest(body.slice(half));

    const answered = await inFlight;
    expect(answered).toMatchObject({ connection: "close" });
    expect((answered as { status: number }).status).toBeLessThan(500);
    // Each next request opens a new connection: refused (the listener is closed) or answered,
    // and then with Connection: close. Never a reset or a hang-up on a connection cut mid-request.
    for (const outcome of await Promise.all(next)) {
      if ("error" in outcome) expect(outcome.error).toBe("ECONNREFUSED");
      else expect(outcome.connection).toBe("close");
    }
    expect(await exited).toBe(0);
  } finally {
    agent.destroy();
    if (server.exitCode === null) server.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
