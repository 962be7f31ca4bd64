import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { priceHistory, properties } from "#db/schema.ts";
import { createSampleProvider } from "#app/providers/sample/sample-provider.server.ts";
import { importCatalogue } from "#app/services/listings/sync-catalogue.server.ts";
import { loadContent, type SiteContent } from "#app/services/content/load-content.server.ts";
import {
  cardOptionsFor,
  listingCardsFromRows,
  listingsWithLoweredPrice,
} from "#app/services/listings/listing-cards.server.ts";
import { newestListingsQuery } from "#app/services/listings/search-query.ts";
import { searchListings } from "#app/services/listings/search.server.ts";
import { detailOptions, loadPropertyDetail } from "#app/services/listings/property-detail.server.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";

/**
 * "Price lowered" on cards and the detail page, from the price history the sync keeps: the last
 * recorded price below the one before it. Sample listings: 4100001 (for sale, lowered here), 4100002
 * (raised), 4100003 (one price only), 4100005 (a holiday home: lowered, then its price unpublished).
 */
const root = path.resolve(import.meta.dirname, "../..");
let database: DatabaseHandle;
let content: SiteContent;

/** A price change as the sync records it, `daysAgo` days back. */
async function priceChange(propertyId: number, price: number | null, daysAgo: number) {
  await database.db
    .insert(priceHistory)
    .values({ propertyId, price, changedAt: new Date(Date.now() - daysAgo * 86_400_000) });
  if (price !== null) await database.db.update(properties).set({ price }).where(eq(properties.id, propertyId));
}

beforeAll(async () => {
  content = await loadContent(path.join(root, "content"));
  database = await createTestDatabase();
  await importCatalogue(database.db, createSampleProvider(path.join(root, "data/sample/feed")));
  // The import wrote each listing's first price today; the changes below come after it.
  await database.db.update(priceHistory).set({ changedAt: new Date(Date.now() - 30 * 86_400_000) });
  await priceChange(4100001, 299_000, 2);
  await priceChange(4100002, 999_000, 2);
  await priceChange(4100005, 1_200, 3);
  await priceChange(4100005, null, 2);
  await database.db.update(properties).set({ publishPrice: false }).where(eq(properties.id, 4100005));
});
afterAll(async () => {
  await database?.close();
});

describe("price lowered", () => {
  it("one query tells which listings of a page had their last price lowered (unknown prices skipped)", async () => {
    expect([...(await listingsWithLoweredPrice(database.db, [4100001, 4100002, 4100003, 4100005]))].sort()).toEqual([
      4100001, 4100005,
    ]);
    expect(await listingsWithLoweredPrice(database.db, [])).toEqual(new Set());
  });

  it("cards of the sale list carry the badge for a lowered, published price only", async () => {
    const result = await searchListings(database.db, newestListingsQuery("sale", 50), cardOptionsFor(content, "nl"));
    const lowered = result.cards.filter((card) => card.priceLowered).map((card) => card.id);
    expect(lowered).toEqual([4100001]);
    // Raised, or one price only.
    for (const id of [4100002, 4100003]) expect(result.cards.find((card) => card.id === id)?.priceLowered).toBe(false);
    // Lowered, but the price is no longer published: its history must not leak.
    const holiday = await searchListings(
      database.db,
      newestListingsQuery("holiday", 50),
      cardOptionsFor(content, "nl"),
    );
    expect(holiday.cards.find((card) => card.id === 4100005)?.priceLowered).toBe(false);
  });

  it("a single card (forms, alerts) and the detail page agree", async () => {
    const rows = await database.db.select().from(properties).where(eq(properties.id, 4100001));
    const [card] = await listingCardsFromRows(database.db, rows, cardOptionsFor(content, "fr"));
    expect(card?.priceLowered).toBe(true);
    const detail = await loadPropertyDetail(database.db, 4100001, detailOptions(content, "fr"));
    expect(detail.kind === "listing" && detail.view.priceLowered).toBe(true);
    const raised = await loadPropertyDetail(database.db, 4100002, detailOptions(content, "fr"));
    expect(raised.kind === "listing" && raised.view.priceLowered).toBe(false);
  });
});
