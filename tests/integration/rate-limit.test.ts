import type { AddressInfo } from "node:net";
import express from "express";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { rateLimitCounters, rateLimitSalts } from "#db/schema.ts";
import { apiRateLimit, DatabaseRateLimitStore, pruneRateLimitCounters } from "#server/rate-limit.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";

/**
 * The rate limits' counters in the database (both backends): hits per key and window, separate
 * limits, a new window after the old one ends; and the API's 429 over HTTP.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function storeWithWindow(prefix: string, windowMs: number): DatabaseRateLimitStore {
  const store = new DatabaseRateLimitStore(database.db, prefix);
  store.init({ windowMs } as Parameters<DatabaseRateLimitStore["init"]>[0]);
  return store;
}

describe("DatabaseRateLimitStore", () => {
  it("counts the hits of a key within its window, apart from other keys and other limits", async () => {
    const api = storeWithWindow("api", 60_000);
    const forms = storeWithWindow("form", 60_000);
    expect((await api.increment("10.0.0.1")).totalHits).toBe(1);
    expect((await api.increment("10.0.0.1")).totalHits).toBe(2);
    const third = await api.increment("10.0.0.1");
    expect(third.totalHits).toBe(3);
    expect(third.resetTime!.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect((await api.increment("10.0.0.2")).totalHits).toBe(1);
    expect((await forms.increment("10.0.0.1")).totalHits).toBe(1);

    await api.decrement("10.0.0.1");
    expect((await api.increment("10.0.0.1")).totalHits).toBe(3);
    await api.resetKey("10.0.0.1");
    expect((await api.increment("10.0.0.1")).totalHits).toBe(1);
  });

  it("starts a new window once the old one has ended", async () => {
    const store = storeWithWindow("short", 50);
    await store.increment("client");
    expect((await store.increment("client")).totalHits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await store.increment("client")).totalHits).toBe(1);
  });

  it("stores a salted hash of the address, never the address, the same for one address all day", async () => {
    const keys = (await database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map(
      (row) => row.key,
    );
    expect(keys.length).toBe(4); // api × 2 addresses, form × 1, short × 1
    for (const key of keys) {
      expect(key).not.toMatch(/10\.0\.0\.|client/);
      expect(key).toMatch(/^(api|form|short):[\w-]{22}$/);
    }
    // another store (another process) of the same limit counts on the same key
    expect((await storeWithWindow("api", 60_000).increment("10.0.0.2")).totalHits).toBe(2);
    expect(await database.db.select().from(rateLimitSalts)).toHaveLength(1);
  });

  it("prunes counters whose window ended more than a day ago, and old salts", async () => {
    await database.db
      .insert(rateLimitCounters)
      .values({ key: "old:gone", hits: 9, resetAt: sql`now() - interval '2 days'` });
    await database.db.insert(rateLimitSalts).values({ day: "2020-01-01", salt: "old" });
    await pruneRateLimitCounters(database.db);
    const left = await database.db
      .select()
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} like 'old:%' or ${rateLimitCounters.key} like 'api:%'`);
    expect(left).toHaveLength(2);
    expect((await database.db.select().from(rateLimitSalts)).map((row) => row.day)).toEqual([
      new Date().toISOString().slice(0, 10),
    ]);
  });
});

describe("the API's limit over HTTP", () => {
  it("answers 429 with a JSON error and Retry-After past the limit, and counts per address", async () => {
    const app = express();
    app.use("/api", apiRateLimit(database.db, { max: 2, windowSeconds: 60 }));
    app.get("/api/ping", (_req, res) => {
      res.json({ ok: true });
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/ping`;
      expect((await fetch(url)).status).toBe(200);
      const second = await fetch(url);
      expect(second.status).toBe(200);
      expect(second.headers.get("ratelimit-policy")).toMatch(/q=2; w=60/);
      const third = await fetch(url);
      expect(third.status).toBe(429);
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(third.headers.get("access-control-allow-origin")).toBe("*");
      expect(await third.json()).toMatchObject({ error: "rate_limited" });
    } finally {
      server.close();
    }
  });
});
