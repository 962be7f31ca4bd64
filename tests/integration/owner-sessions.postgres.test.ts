import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "#app/services/content/load-content.server.ts";
import { createOwner } from "#app/services/owners/accounts.server.ts";
import { properties } from "#db/schema.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";

/**
 * Owner sessions and login throttling across TWO server processes on ONE PostgreSQL database
 * (tests/setup/owner-session-server.ts runs the portal's login, session lookup and logout): a
 * session made through one process is valid on the other, logout through one ends it on both,
 * and failed logins spread over both processes are counted together (per account: the captcha;
 * per address: a wait). PostgreSQL only (an
 * embedded PGlite database belongs to one process): the "integration (postgres)" project.
 */
const root = path.resolve(import.meta.dirname, "../..");
const OWNER = { email: "two.processes@example.be", password: "Two-processes-2026" };

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const processes: ChildProcess[] = [];
let origins: [string, string];
let limit: { max: number; windowSeconds: number };

function startServer(): Promise<string> {
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["tests/setup/owner-session-server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      LOGIN_LIMIT_MAX: String(limit.max),
      LOGIN_LIMIT_WINDOW: String(limit.windowSeconds),
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
    child.once("exit", (code) => reject(new Error(`owner session server exited with ${code}: ${errors}`)));
  });
}

beforeAll(async () => {
  limit = (await loadContent(path.join(root, "content"))).settings.rateLimits.login;
  database = await createTestDatabase();
  if (!database.url) throw new Error("this test needs DATABASE_URL (a PostgreSQL server)");
  // The property the owner is linked to must exist.
  await database.db
    .insert(properties)
    .values({ id: 4200001, goal: 0, city: "Lebbeke", citySearchKey: "lebbeke", zip: "9280" } as never);
  await createOwner(database.db, {
    email: OWNER.email,
    name: "Two Processes",
    locale: "nl",
    password: OWNER.password,
    propertyIds: [4200001],
  });
  origins = (await Promise.all([startServer(), startServer()])) as [string, string];
}, 60_000);

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
});

function login(origin: string, password: string, address: string, email = OWNER.email) {
  return fetch(`${origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address },
    body: new URLSearchParams({ email, password }),
  });
}

async function session(origin: string, cookie: string): Promise<{ status: number; pid: number; ownerId?: number }> {
  const response = await fetch(`${origin}/session`, { headers: { cookie } });
  return { status: response.status, ...((await response.json()) as { pid: number; ownerId?: number }) };
}

describe("owner sessions across two server processes", () => {
  it("a session created through one process is valid on the other; logout through the other ends it on both", async () => {
    const response = await login(origins[0], OWNER.password, "198.51.100.50");
    expect(response.status).toBe(303);
    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    const first = await session(origins[0], cookie);
    const second = await session(origins[1], cookie);
    expect(first).toMatchObject({ status: 200 });
    expect(second).toMatchObject({ status: 200, ownerId: first.ownerId });
    expect(second.pid).not.toBe(first.pid);

    expect((await fetch(`${origins[1]}/logout`, { method: "POST", headers: { cookie } })).status).toBe(204);
    expect(await session(origins[0], cookie)).toMatchObject({ status: 401 });
    expect(await session(origins[1], cookie)).toMatchObject({ status: 401 });
  });

  it(`failed logins on one account alternating between the processes are counted together: after the ${limit?.max ?? 5}th, both ask for the captcha`, async () => {
    const statuses: number[] = [];
    for (let n = 0; n < limit.max; n++)
      statuses.push((await login(origins[n % 2]!, `wrong-${n}`, `198.51.100.${60 + n}`)).status);
    expect(statuses).toEqual(Array.from({ length: limit.max }, () => 400));
    const asked = await Promise.all([
      login(origins[0], OWNER.password, "198.51.100.80"),
      login(origins[1], OWNER.password, "198.51.100.81"),
    ]);
    expect(asked.map((r) => r.status)).toEqual([400, 400]);
    expect(await Promise.all(asked.map((r) => r.json()))).toMatchObject([{ captcha: true }, { captcha: true }]);
  });

  it(`failed logins from one address alternating between the processes are counted together: the ${limit?.max ?? 5}th failure makes that address wait on both`, async () => {
    const statuses: number[] = [];
    for (let n = 0; n < limit.max; n++)
      statuses.push((await login(origins[n % 2]!, `wrong-${n}`, "198.51.100.90", `guess-${n}@example.be`)).status);
    expect(statuses).toEqual(Array.from({ length: limit.max }, () => 400));
    const blocked = await Promise.all([
      login(origins[0], OWNER.password, "198.51.100.90"),
      login(origins[1], OWNER.password, "198.51.100.90"),
    ]);
    expect(blocked.map((r) => r.status)).toEqual([429, 429]);
    expect(Number(blocked[0]!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
