import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { healthHandler } from "#server/health.ts";
import { importCatalogue } from "#app/services/listings/import-catalogue.server.ts";
import { createSampleProvider } from "#app/providers/sample/sample-provider.server.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";

const silent = pino({ level: "silent" });
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
    await importCatalogue(database.db, createSampleProvider(path.resolve(import.meta.dirname, "../../data/sample/feed")));
    const body = (await (await fetch(url)).json()) as { lastSync: string; lastSyncAgeSeconds: number };
    expect(Date.now() - Date.parse(body.lastSync)).toBeLessThan(60_000);
    expect(body.lastSyncAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(body.lastSyncAgeSeconds).toBeLessThan(60);
  });

  it("answers 503 when the database cannot be reached", async () => {
    const url = await serveHealth();
    await database.close();
    const res = await fetch(url);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "error", db: "unreachable" });
  });
});
