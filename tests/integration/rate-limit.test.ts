import type { AddressInfo } from "node:net";
import express from "express";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { rateLimitCounters } from "#db/schema.ts";
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

  it("prunes counters whose window ended more than a day ago", async () => {
    await database.db.insert(rateLimitCounters).values({ key: "old:client", hits: 9, resetAt: sql`now() - interval '2 days'` });
    await pruneRateLimitCounters(database.db);
    const left = await database.db.select().from(rateLimitCounters).where(sql`${rateLimitCounters.key} like 'old:%' or ${rateLimitCounters.key} like 'api:%'`);
    expect(left.map((row) => row.key).sort()).toEqual(["api:10.0.0.1", "api:10.0.0.2"]);
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
