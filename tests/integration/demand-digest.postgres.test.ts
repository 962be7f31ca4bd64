import { spawn } from "node:child_process";
import path from "node:path";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demandAlerts, outbox, properties } from "#db/schema.ts";
import { createSampleProvider } from "#app/providers/sample/sample-provider.server.ts";
import { importCatalogue } from "#app/services/listings/sync-catalogue.server.ts";
import { loadContent } from "#app/services/content/load-content.server.ts";
import { matchDemandAlerts } from "#app/services/leads/demand-alerts.server.ts";
import { searchKey } from "#app/lib/search-key.ts";
import { action } from "#app/routes/forms/demand-register.tsx";
import { createTestDatabase } from "#tests/setup/test-database.ts";
import { SITE, formContext, post } from "#tests/setup/route-harness.ts";

/**
 * Two server processes run the same day's digest slot at once on one PostgreSQL database
 * (tests/setup/digest-process.ts): exactly one claims it, and each daily demand gets exactly one
 * digest in the outbox. PostgreSQL only: an embedded PGlite database belongs to one process.
 */
const root = path.resolve(import.meta.dirname, "../..");
const SLOT = "2026-11-24T06:00:00.000Z";
let database: Awaited<ReturnType<typeof createTestDatabase>>;

type Report = { pid: number; claimed: boolean; digests: number; listings: number };

function runDigestProcess(): Promise<Report> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/setup/digest-process.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: "production", DATABASE_URL: database.url, DIGEST_SLOT: SLOT },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (err += chunk));
    child.on("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split("\n").pop()!) as Report)
        : reject(new Error(`digest process exited ${code}: ${err}`)),
    );
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  const content = await loadContent(path.join(root, "content"));
  await importCatalogue(database.db, createSampleProvider(path.join(root, "data/sample/feed")));
  const context = formContext(database.db, content);
  const wish = {
    form: "demand-register",
    goal: "buy",
    types: "1",
    zones: ["9255"],
    alertFrequency: "daily",
    title: "ms",
    phone: "0477 12 34 56",
    privacyConsent: "on",
  };
  expect(
    (
      await post(
        action,
        "/nl/blijf-op-de-hoogte/",
        { ...wish, firstName: "Ann", lastName: "Peeters", email: "ann@example.be" },
        context,
      )
    ).status,
  ).toBe(303);
  expect(
    (
      await post(
        action,
        "/fr/restez-informe/",
        { ...wish, firstName: "Marie", lastName: "Dubois", email: "marie@example.be" },
        context,
      )
    ).status,
  ).toBe(303);
  const house = {
    goal: 0,
    typeId: 1,
    webIds: [1],
    zip: "9255",
    city: "Buggenhout",
    citySearchKey: searchKey("Buggenhout"),
    price: 420000,
    bedrooms: 3,
  };
  await database.db.insert(properties).values([
    { ...house, id: 4500001, texts: { nl: { title: "Woning een" } } },
    { ...house, id: 4500002, texts: { nl: { title: "Woning twee" } } },
  ]);
  expect(await matchDemandAlerts(database.db, [4500001, 4500002], { content, siteUrl: SITE })).toEqual({
    listings: 2,
    alerts: 4,
  });
}, 60_000);
afterAll(async () => {
  await database?.close();
});

describe("daily digest across two server processes (PostgreSQL)", () => {
  it("two processes on the same slot: one sends it, each demand gets one digest of both listings", async () => {
    const reports = await Promise.all([runDigestProcess(), runDigestProcess()]);
    expect(reports.map((report) => report.claimed).sort()).toEqual([false, true]);
    expect(reports.find((report) => report.claimed)).toMatchObject({ digests: 2, listings: 4 });
    const digests = await database.db
      .select({ key: outbox.idempotencyKey })
      .from(outbox)
      .where(like(outbox.idempotencyKey, "demand-digest:%"));
    expect(digests).toHaveLength(2);
    expect((await database.db.select().from(demandAlerts)).every((alert) => alert.mailedAt !== null)).toBe(true);
  }, 60_000);
});
