import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { loadContent } from "#app/services/content/load-content.server.ts";
import { startPostgres, type PostgresServer } from "#tests/setup/postgres-server.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";

/**
 * The form guard (server/form-guard.ts) across processes: TWO server processes on ONE PostgreSQL
 * database count the posts of one address together, so the limit of settings.rateLimits.forms
 * holds however a visitor's posts are spread over the workers. And a cross-site post is refused
 * (403) before it is counted.
 *
 * Several processes need a database server: in the PostgreSQL run it is that run's server; in the
 * PGlite run (PGlite lives inside one process) this file starts a throwaway PostgreSQL of its own.
 */
const root = path.resolve(import.meta.dirname, "../..");

let ownServer: PostgresServer | null = null;
let database: DatabaseHandle & { url?: string };
const processes: ChildProcess[] = [];
let origins: [string, string];
let limit: { max: number; windowSeconds: number };

/** Starts tests/setup/form-guard-server.ts; resolves with its origin once it listens. */
function startGuardServer(databaseUrl: string): Promise<string> {
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["tests/setup/form-guard-server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      FORM_LIMIT_MAX: String(limit.max),
      FORM_LIMIT_WINDOW: String(limit.windowSeconds),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  processes.push(child);
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      const port = /ready (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once("exit", (code) => reject(new Error(`guard server exited with ${code}: ${errors}`)));
  });
}

beforeAll(async () => {
  limit = (await loadContent(path.join(root, "content"))).settings.rateLimits.forms;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    ownServer = await startPostgres();
    serverUrl = ownServer.url;
  }
  database = await createTestDatabase(serverUrl);
  const [a, b] = await Promise.all([startGuardServer(database.url!), startGuardServer(database.url!)]);
  origins = [a, b];
});

afterAll(async () => {
  await Promise.all(
    processes.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    ),
  );
  await database?.close();
  await ownServer?.stop();
});

type Verdict = { pid: number; rateLimited: boolean; postsInWindow: number };

function postForm(origin: string, address: string, headers: Record<string, string> = {}, method = "POST") {
  return fetch(`${origin}/nl/contact/`, {
    method,
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address, ...headers },
    body: new URLSearchParams({ form: "site-contact", firstName: "Ann" }),
  });
}

describe("the form rate limit across two server processes", () => {
  it(`posts of one address alternating between the processes are limited exactly after settings.rateLimits.forms.max`, async () => {
    const address = "198.51.100.23";
    const verdicts: Verdict[] = [];
    for (let n = 1; n <= limit.max + 2; n++) {
      const response = await postForm(origins[n % 2]!, address);
      expect(response.status).toBe(200);
      verdicts.push((await response.json()) as Verdict);
    }
    // Both processes answered, taking turns.
    expect(new Set(verdicts.map((v) => v.pid)).size).toBe(2);
    expect(verdicts[0]!.pid).not.toBe(verdicts[1]!.pid);
    // The count is shared: post n is the n-th in the window, whichever process took it.
    expect(verdicts.slice(0, limit.max).map((v) => [v.postsInWindow, v.rateLimited])).toEqual(
      Array.from({ length: limit.max }, (_, i) => [i + 1, false]),
    );
    expect(verdicts.slice(limit.max).map((v) => v.rateLimited)).toEqual([true, true]);
    expect(verdicts[limit.max]!.postsInWindow).toBe(limit.max + 1);

    // Another address is counted on its own, in either process.
    const other = (await (await postForm(origins[0], "198.51.100.24")).json()) as Verdict;
    expect(other).toMatchObject({ rateLimited: false, postsInWindow: 1 });
  });

  it("a cross-site post is refused with 403 in the page's language and not counted; a same-origin one goes through", async () => {
    const address = "198.51.100.31";
    const forged = await postForm(origins[0], address, {
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.get("cache-control")).toBe("no-store");
    expect(await forged.text()).toBe("Ongeldige aanvraag. Laad de pagina opnieuw en probeer het nog eens.");
    expect((await postForm(origins[1], address, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await postForm(origins[1], address, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);

    const own = await postForm(origins[1], address, { Origin: origins[1], "Sec-Fetch-Site": "same-origin" });
    expect(own.status).toBe(200);
    // the three refused posts were never counted
    expect((await own.json()) as Verdict).toMatchObject({ rateLimited: false, postsInWindow: 1 });
  });

  it("every method but GET and HEAD is guarded as a post: a cross-site PUT is refused, a PATCH or a DELETE is counted", async () => {
    const address = "198.51.100.41";
    expect((await postForm(origins[0], address, { Origin: "https://evil.example" }, "PUT")).status).toBe(403);
    const counts: number[] = [];
    for (const method of ["PATCH", "DELETE", "POST"])
      counts.push(
        ((await (await postForm(origins[counts.length % 2]!, address, {}, method)).json()) as Verdict).postsInWindow,
      );
    expect(counts).toEqual([1, 2, 3]);
  });
});
