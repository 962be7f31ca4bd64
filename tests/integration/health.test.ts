import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { healthHandler } from "#server/health.ts";
import { importCatalogue } from "#app/services/listings/sync-catalogue.server.ts";
import { createSampleProvider } from "#app/providers/sample/sample-provider.server.ts";
import type { ListingProvider } from "#app/providers/listing-provider.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";

const silent = pino({ level: "silent" });
const feedDir = path.resolve(import.meta.dirname, "../../data/sample/feed");
let database: DatabaseHandle;
let close: () => Promise<void> = async () => {};
afterEach(() => close());

async function serveHealth() {
  database = await createTestDatabase();
  const app = express().get("/healthz", healthHandler(database, silent));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = async () => {
    server.close();
    await database.close();
  };
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`;
}

describe("GET /healthz", () => {
  it("is ok with no import yet (lastSync null)", async () => {
    const res = await fetch(await serveHealth());
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ok", db: "ok", lastSync: null, lastSyncAgeSeconds: null });
  });

  it("reports the time of the last good import", async () => {
    const url = await serveHealth();
    await importCatalogue(database.db, createSampleProvider(feedDir));
    const body = (await (await fetch(url)).json()) as { lastSync: string; lastSyncAgeSeconds: number };
    expect(Date.now() - Date.parse(body.lastSync)).toBeLessThan(60_000);
    expect(body.lastSyncAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(body.lastSyncAgeSeconds).toBeLessThan(60);
  });

  it("says degraded (still 200) with the reason when the runs since the last good one were refused or failed", async () => {
    const url = await serveHealth();
    const sample = createSampleProvider(feedDir);
    await importCatalogue(database.db, sample);
    const good = (await (await fetch(url)).json()) as { lastSync: string };

    // an empty feed: refused, so lastSync stays at the last run that applied a catalogue
    const empty: ListingProvider = { ...sample, listProperties: async () => ({ items: [], skipped: [], total: 0 }) };
    await expect(importCatalogue(database.db, empty)).rejects.toThrow("refused: the provider sent no listings");
    let res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: "degraded",
      db: "ok",
      lastSync: good.lastSync,
      failedRuns: 1,
      reason: expect.stringMatching(
        /^the last sync run was not applied; the latest \(refused, .+\): refused: the provider sent no listings; nothing was changed$/,
      ),
    });

    // then a provider down: two runs in a row, the latest named
    const down: ListingProvider = {
      ...sample,
      listPropertyTypes: () => Promise.reject(new Error("GetWebIDList: network error (connection refused)")),
    };
    await expect(importCatalogue(database.db, down)).rejects.toThrow();
    res = await fetch(url);
    expect(await res.json()).toMatchObject({
      status: "degraded",
      lastSync: good.lastSync,
      failedRuns: 2,
      reason: expect.stringMatching(
        /^the last 2 sync runs were not applied; the latest \(failed, .+\): GetWebIDList: network error/,
      ),
    });

    // a good run clears it
    await importCatalogue(database.db, sample);
    const body = (await (await fetch(url)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: "ok" });
    expect(body).not.toHaveProperty("reason");
    expect(Date.parse(body.lastSync as string)).toBeGreaterThan(Date.parse(good.lastSync));
  });

  it("a sample feed without its main-language file fails the run with the file's name, and health says so", async () => {
    const url = await serveHealth();
    const copy = await fs.mkdtemp(path.join(os.tmpdir(), "feed-no-nl-"));
    try {
      await fs.cp(feedDir, copy, { recursive: true });
      await fs.rm(path.join(copy, "GetPropertyList.nl.json"));
      await expect(importCatalogue(database.db, createSampleProvider(copy))).rejects.toThrow(
        "GetPropertyList.nl.json is missing from the feed (the main language)",
      );
      expect(await (await fetch(url)).json()).toMatchObject({
        status: "degraded",
        lastSync: null,
        reason: expect.stringContaining("GetPropertyList.nl.json is missing"),
      });
    } finally {
      await fs.rm(copy, { recursive: true, force: true });
    }
  });

  it("answers 503 when the database cannot be reached", async () => {
    const url = await serveHealth();
    await database.close();
    const res = await fetch(url);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "error", db: "unreachable" });
  });
});
