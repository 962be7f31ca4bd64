import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DatabaseHandle } from "#db/client.server.ts";
import {
  cities,
  listingDocuments,
  listingMedia,
  priceHistory,
  projectUnits,
  projects,
  properties,
  propertyTypes,
  syncRuns,
} from "#db/schema.ts";
import { createSampleProvider } from "#app/providers/sample/sample-provider.server.ts";
import type { ListingProvider } from "#app/providers/listing-provider.ts";
import { catalogueIsEmpty, importCatalogue, lastSuccessfulSync } from "#app/services/listings/sync-catalogue.server.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";

const feedDir = path.resolve(import.meta.dirname, "../../data/sample/feed");

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

async function countOf(table: PgTable) {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row!.n;
}

describe("importing the sample feed", () => {
  it("loads exactly the spec's sample counts", async () => {
    expect(await catalogueIsEmpty(database.db)).toBe(true);
    const summary = await importCatalogue(database.db, createSampleProvider(feedDir));
    expect(summary).toMatchObject({ added: 11, updated: 0, unpublished: 0, skipped: [] });
    expect(await catalogueIsEmpty(database.db)).toBe(false);

    const rows = await database.db.select().from(properties);
    expect(rows).toHaveLength(11);
    const byGoal = (sale: boolean) => rows.filter((r) => (r.goal === 0) === sale);
    expect(
      byGoal(true)
        .map((r) => r.city)
        .sort(),
    ).toEqual(["Buggenhout", "Dendermonde", "Lebbeke"]);
    expect(
      byGoal(true)
        .map((r) => r.zip)
        .sort(),
    ).toEqual(["9200", "9255", "9280"]);
    const rent = byGoal(false);
    expect(rent).toHaveLength(8);
    expect(rent.every((r) => r.isHoliday)).toBe(true);
    const perZip = Object.fromEntries(
      ["6987", "8670", "4900"].map((zip) => [zip, rent.filter((r) => r.zip === zip).length]),
    );
    expect(perZip).toEqual({ "6987": 5, "8670": 1, "4900": 2 });

    expect(await countOf(projects)).toBe(1);
    expect(await countOf(projectUnits)).toBeGreaterThan(0);
    expect(await countOf(propertyTypes)).toBe(10);
    expect(await countOf(cities)).toBe(6);
    expect(await countOf(listingMedia)).toBeGreaterThanOrEqual(11);
    expect(await countOf(listingDocuments)).toBeGreaterThan(0);

    // every listing has coordinates, a title in nl, and texts per language
    for (const row of rows) {
      expect(row.lat, `lat of ${row.id}`).toEqual(expect.any(Number));
      expect(row.lng, `lng of ${row.id}`).toEqual(expect.any(Number));
      expect(row.texts.nl?.title, `nl title of ${row.id}`).toBeTruthy();
      expect(row.texts.fr?.title, `fr title of ${row.id}`).toBeTruthy();
      expect(row.texts.de?.title ?? "", `de title of ${row.id} is empty in the sample`).toBe("");
    }
    expect(rows.some((r) => !r.publishPrice)).toBe(true);
    expect(rows.some((r) => !r.publishAddress)).toBe(true);
    expect(rows.some((r) => r.marquee !== 0)).toBe(true);
    // the accent-free search key and the EPC rank are derived at import
    expect(rows.every((r) => r.citySearchKey === r.city.toLowerCase().replace(/-/g, " "))).toBe(true);
    expect(rows.filter((r) => r.epcLabel).every((r) => r.epcRank !== null)).toBe(true);

    expect(await lastSuccessfulSync(database.db)).toBeInstanceOf(Date);
  });

  it("is idempotent: a second import updates and adds nothing, and writes no listing again", async () => {
    const provider = createSampleProvider(feedDir);
    await importCatalogue(database.db, provider);
    const second = await importCatalogue(database.db, provider);
    expect(second).toMatchObject({ added: 0, updated: 0, unpublished: 0 });
    expect(await countOf(properties)).toBe(11);
    expect(await countOf(cities)).toBe(6);
    // media are replaced, not duplicated
    const [media] = await database.db.select({ n: count() }).from(listingMedia);
    await importCatalogue(database.db, provider);
    const [again] = await database.db.select({ n: count() }).from(listingMedia);
    expect(again!.n).toBe(media!.n);
    // unchanged prices add no price history
    const [history] = await database.db.select({ n: count() }).from(priceHistory);
    expect(history!.n).toBe(11);
  });

  it("unpublishes a listing the feed no longer holds and keeps its row", async () => {
    const sample = createSampleProvider(feedDir);
    await importCatalogue(database.db, sample);
    const firstPage = await sample.listProperties(0, 100);
    const removedId = firstPage.items[0]!.id;
    const shrunk: ListingProvider = {
      ...sample,
      async listProperties(page, size) {
        const result = await sample.listProperties(page, size);
        return { ...result, items: result.items.filter((p) => p.id !== removedId), total: result.total - 1 };
      },
    };
    const summary = await importCatalogue(database.db, shrunk);
    expect(summary.unpublished).toBe(1);
    const [row] = await database.db.select().from(properties).where(eq(properties.id, removedId));
    expect(row).toMatchObject({ published: false });
    expect(row!.withdrawnAt).toBeInstanceOf(Date);
    const published = await database.db.select({ n: count() }).from(properties).where(eq(properties.published, true));
    expect(published[0]!.n).toBe(10);
  });

  it("keeps the last good catalogue when the provider fails half-way", async () => {
    const sample = createSampleProvider(feedDir);
    await importCatalogue(database.db, sample);
    const failing: ListingProvider = {
      ...sample,
      async listProperties(page, size) {
        if (page > 0) throw new Error("provider timeout");
        const result = await sample.listProperties(page, size);
        return { ...result, items: result.items.map((p) => ({ ...p, price: 1 })) };
      },
    };
    await expect(importCatalogue(database.db, failing, { pageSize: 5 })).rejects.toThrow("provider timeout");
    const rows = await database.db.select().from(properties).where(eq(properties.published, true));
    expect(rows).toHaveLength(11);
    expect(rows.some((r) => r.price === 1)).toBe(false);
    const [failed] = await database.db
      .select()
      .from(syncRuns)
      .where(and(eq(syncRuns.status, "failed")));
    expect(failed?.message).toBe("provider timeout");
  });

  it("a feed file past the size limit is not read: the run fails with the reason and changes nothing", async () => {
    await importCatalogue(database.db, createSampleProvider(feedDir));
    const small = createSampleProvider(feedDir, { maxFileBytes: 50_000 });
    const message =
      "GetPropertyList.nl.json: 0.06 MB, more than the 0.05 MB a provider answer may weigh (PROVIDER_MAX_RESPONSE_MB)";
    await expect(importCatalogue(database.db, small)).rejects.toThrow(message);
    const [failed] = await database.db.select().from(syncRuns).where(eq(syncRuns.status, "failed"));
    expect(failed?.message).toBe(message);
    const published = await database.db.select({ n: count() }).from(properties).where(eq(properties.published, true));
    expect(published[0]!.n).toBe(11);
  });

  it("records a price change in the price history", async () => {
    const sample = createSampleProvider(feedDir);
    await importCatalogue(database.db, sample);
    const target = (await sample.listProperties(0, 100)).items.find((p) => p.goal === 0 && p.price)!;
    const lowered: ListingProvider = {
      ...sample,
      async listProperties(page, size) {
        const result = await sample.listProperties(page, size);
        return {
          ...result,
          items: result.items.map((p) => (p.id === target.id ? { ...p, price: p.price! - 10_000 } : p)),
        };
      },
    };
    await importCatalogue(database.db, lowered);
    const history = await database.db.select().from(priceHistory).where(eq(priceHistory.propertyId, target.id));
    expect(history.map((h) => h.price)).toEqual([target.price, target.price! - 10_000]);
  });
});
