import path from "node:path";
import { createElement } from "react";
import { count, desc, eq, sql } from "drizzle-orm";
import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import {
  catalogueVersion,
  listingMedia,
  priceHistory,
  projectUnits,
  properties,
  propertyTypes,
  syncRuns,
} from "#db/schema.ts";
import type { ListingProvider } from "#app/providers/listing-provider.ts";
import { createOmnicasaProvider } from "#app/providers/omnicasa/omnicasa-provider.server.ts";
import { lastSuccessfulSync, syncCatalogue, type SyncOptions } from "#app/services/listings/sync-catalogue.server.ts";
import { loadContent, type SiteContent } from "#app/services/content/load-content.server.ts";
import { loader as detailLoader } from "#app/routes/listings/property-detail.tsx";
import { loader as redirectLoader } from "#app/routes/listings/property-redirect.tsx";
import { cardOptionsFor, listingCards } from "#app/services/listings/listing-cards.server.ts";
import { detailOptions, loadPropertyDetail } from "#app/services/listings/property-detail.server.ts";
import { ListingCard } from "#app/components/listing/listing-card.tsx";
import { PropertyPage } from "#app/components/listing/detail/property-page.tsx";
import { OmnicasaDouble, startOmnicasaDouble } from "#tests/doubles/omnicasa-api.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";
import { renderWithTexts } from "#tests/setup/render-page.tsx";
import { requestContext } from "#tests/setup/request-context.ts";

/**
 * The sync from the Omnicasa double into a real database (PGlite, or PostgreSQL in `npm test`):
 * full and incremental runs, and what happens when the provider misbehaves. The rule throughout:
 * a failed or partial run never wipes data, and the site keeps serving the last good catalogue.
 */
const SITE = "https://agency.example";
let double: OmnicasaDouble;
let database: DatabaseHandle;
let provider: ListingProvider;
let content: SiteContent;

/** A sync in pages of 4 (the fixture's 11 records make three pages), through `through` when given. */
const sync = (options: SyncOptions = {}, through: ListingProvider = provider) =>
  syncCatalogue(database.db, through, { pageSize: 4, ...options });

beforeAll(async () => {
  double = await startOmnicasaDouble();
  content = await loadContent(path.resolve(import.meta.dirname, "../../content"));
  database = await createTestDatabase();
});
afterAll(async () => {
  await double.stop();
  await database.close();
});
beforeEach(async () => {
  await double.start();
  double.reset();
  // An empty catalogue for each test (one database per file: creating one costs seconds).
  await database.db.execute(
    sql`truncate sync_runs, price_history, listing_media, listing_documents, project_units, properties, projects, property_types, cities restart identity cascade`,
  );
  provider = createOmnicasaProvider({
    baseUrl: double.baseUrl,
    customerName: double.customerName,
    customerPassword: double.customerPassword,
    timeoutMs: 500,
    locales: ["nl", "fr"],
  });
});

async function published(): Promise<number[]> {
  const rows = await database.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.published, true))
    .orderBy(properties.id);
  return rows.map((r) => r.id);
}

async function priceOf(id: number) {
  const [row] = await database.db.select({ price: properties.price }).from(properties).where(eq(properties.id, id));
  return row?.price;
}

async function lastRun() {
  const [row] = await database.db.select().from(syncRuns).orderBy(desc(syncRuns.id)).limit(1);
  return row!;
}

const ALL = [4100001, 4100002, 4100003, 4100004, 4100005, 4100006, 4100007, 4100201, 4100202];

describe("a full sync", () => {
  it("imports the catalogue, skips the malformed records with their reasons, and records the run", async () => {
    const summary = await sync();
    expect(summary).toMatchObject({ mode: "full", added: 9, updated: 0, unpublished: 0, complete: true });
    expect(summary.addedIds.sort()).toEqual(ALL);
    expect(summary.skipped).toEqual([
      { id: "4100098", reason: expect.stringMatching(/^nl: .*XLargePictureItems/) },
      { id: "4100099", reason: "missing Zip" },
    ]);
    expect(await published()).toEqual(ALL);
    const [units] = await database.db.select({ n: count() }).from(projectUnits);
    expect(units!.n).toBe(2);
    // the provider's pictures are kept as its URLs; /img/ serves them (tests/integration/remote-images.test.ts)
    const [media] = await database.db.select().from(listingMedia).where(eq(listingMedia.propertyId, 4100001)).limit(1);
    expect(media!.url).toBe(`${double.picturesUrl}/4100001-1.jpg`);
    expect(await lastRun()).toMatchObject({
      provider: "omnicasa",
      mode: "full",
      status: "ok",
      added: 9,
      skipped: summary.skipped,
    });
  });

  it("calls listingsAdded after the commit with the new listings, and not for a run that adds none", async () => {
    const seen: Array<{ ids: number[]; visible: number[] }> = [];
    const listingsAdded = async (ids: number[]) => void seen.push({ ids: [...ids].sort(), visible: await published() });
    await sync({ listingsAdded });
    await sync({ listingsAdded });
    expect(seen).toEqual([{ ids: ALL, visible: ALL }]);
  });

  it("unpublishes a listing removed upstream (not deleted): its URL answers 410 and its history stays", async () => {
    await sync();
    const path410 = await canonicalPath(4100003);
    double.removeProperty(4100003, { reportDeleted: false });
    const summary = await sync();
    expect(summary).toMatchObject({ unpublished: 1, added: 0, updated: 0 });
    expect(await published()).toEqual(ALL.filter((id) => id !== 4100003));
    const [row] = await database.db.select().from(properties).where(eq(properties.id, 4100003));
    expect(row).toMatchObject({ published: false });
    expect(row!.withdrawnAt).toBeInstanceOf(Date);
    expect(await database.db.select().from(priceHistory).where(eq(priceHistory.propertyId, 4100003))).toHaveLength(1);

    const gone = await answer(detailLoader, path410);
    expect(gone.status).toBe(410);
    expect(gone.data).toMatchObject({
      kind: "withdrawn",
      seo: { description: "Dit pand wordt niet langer aangeboden. Misschien vindt u hieronder een gelijkaardig pand." },
    });
  });

  it("counts as updated only a listing whose stored values changed, and writes nothing for an unchanged feed (decision 0033)", async () => {
    await sync();
    const before = (await priceOf(4100001))!;
    double.changeProperty(4100001, { Price: String(before - 10_000) });
    double.addProperty(4100002, 4100010, { Title: "Nieuw in de verkoop" });
    double.addProperty(4100003, 4100011, { Title: "Ook nieuw" });
    const summary = await sync();
    expect(summary).toMatchObject({ added: 2, updated: 1, unpublished: 0, addedIds: [4100010, 4100011] });
    expect(await lastRun()).toMatchObject({ status: "ok", added: 2, updated: 1, unpublished: 0 });
    const history = await database.db
      .select()
      .from(priceHistory)
      .where(eq(priceHistory.propertyId, 4100001))
      .orderBy(priceHistory.id);
    expect(history.map((h) => h.price)).toEqual([before, before - 10_000]);

    // The same feed again: nothing added or updated, and no statement on a catalogue table, so the
    // catalogue version (and every page cached under it) stays as it was.
    const [version] = await database.db.select().from(catalogueVersion);
    const [updatedAt] = await database.db
      .select({ at: properties.updatedAt })
      .from(properties)
      .where(eq(properties.id, 4100001));
    expect(await sync()).toMatchObject({ added: 0, updated: 0, unpublished: 0, addedIds: [] });
    expect(await lastRun()).toMatchObject({ status: "ok", added: 0, updated: 0, unpublished: 0 });
    expect(await database.db.select().from(catalogueVersion)).toEqual([version]);
    expect(
      await database.db.select({ at: properties.updatedAt }).from(properties).where(eq(properties.id, 4100001)),
    ).toEqual([updatedAt]);

    // A change in a listing's pictures alone is a change of what is stored.
    double.changeProperty(4100002, {
      XLargePictureItems: [{ Url: `${double.picturesUrl}/4100002-9.jpg`, Width: 800, Height: 600 }],
    });
    expect(await sync()).toMatchObject({ added: 0, updated: 1 });
    const [version2] = await database.db.select().from(catalogueVersion);
    expect(version2!.version).toBeGreaterThan(version!.version);
  });

  it("re-publishes a listing that comes back, as added", async () => {
    await sync();
    double.removeProperty(4100004, { reportDeleted: false });
    await sync();
    double.reset();
    const seen: number[][] = [];
    const summary = await sync({ listingsAdded: (ids) => void seen.push(ids) });
    expect(summary).toMatchObject({ added: 1, addedIds: [4100004], unpublished: 0 });
    expect(seen).toEqual([[4100004]]);
    expect(await published()).toEqual(ALL);
  });

  it("keeps a listing that turns malformed with its last good data (skipped, not unpublished)", async () => {
    await sync();
    double.changeProperty(4100005, { Zip: null });
    const summary = await sync();
    expect(summary.skipped.map((s) => s.id)).toContain("4100005");
    expect(summary.unpublished).toBe(0);
    expect(await published()).toContain(4100005);
  });
});

describe("the provider's pictures on the pages", () => {
  it("cards and the detail gallery show them through /img/remote, with srcsets of the spec's widths", async () => {
    await sync();
    const encoded = encodeURIComponent(`${double.picturesUrl}/4100001-1.jpg`);
    const [card] = await listingCards(database.db, { ids: [4100001], limit: 1 }, cardOptionsFor(content, "nl"));
    const cardHtml = await renderWithTexts(createElement(ListingCard, { card: card! }));
    const srcset = /srcSet="([^"]+)"/.exec(cardHtml)?.[1] ?? "";
    expect(srcset.split(", ").map((candidate) => candidate.split(" ")[1])).toEqual(["250w", "400w", "600w", "800w"]);
    expect(srcset).toContain(`/img/remote?src=${encoded}&amp;w=250&amp;format=webp 250w`);

    const detail = await loadPropertyDetail(database.db, 4100001, detailOptions(content, "nl"));
    if (detail.kind !== "listing") throw new Error(detail.kind);
    const pageHtml = await renderWithTexts(
      createElement(PropertyPage, { view: detail.view, breadcrumb: [], shareUrl: `${SITE}/`, timeSlots: [] }),
    );
    const hero = /<a class="property-gallery__hero"[^>]*>\s*<img[^>]*>/.exec(pageHtml)?.[0] ?? "";
    expect(hero).toContain(`href="/img/remote?src=${encoded}&amp;w=1920&amp;format=webp"`);
    expect(hero).toMatch(/srcSet="[^"]*w=600&amp;format=webp 600w[^"]*w=1920&amp;format=webp 1920w"/);
    // the other photos are slides of the same widths
    expect(pageHtml).toContain(
      `src="/img/remote?src=${encodeURIComponent(`${double.picturesUrl}/4100001-2.jpg`)}&amp;w=1200&amp;format=webp"`,
    );
  });
});

describe("an incremental sync", () => {
  it("asks only for what changed since the last good run, keeps the price history, and applies the deleted ids", async () => {
    await sync();
    const before = (await priceOf(4100001))!;
    double.changeProperty(4100001, { Price: String(before - 15_000) });
    double.addProperty(4100002, 4100010, { Title: "Nieuw in de verkoop" });
    double.removeProperty(4100006);
    double.calls.length = 0;

    const added: number[][] = [];
    const summary = await sync({ mode: "incremental", listingsAdded: (ids) => void added.push(ids) });
    expect(summary).toMatchObject({ mode: "incremental", added: 1, updated: 1, unpublished: 1, addedIds: [4100010] });
    expect(added).toEqual([[4100010]]);
    const listing = double
      .callsOf("GetPropertyList")
      .filter((c) => c.params.ProjectID === undefined && c.params.LanguageId === 1);
    expect(listing).toHaveLength(1);
    expect(listing[0]!.params.ChangeSince).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(double.callsOf("GetDeletedPropertyIDs")).toHaveLength(1);

    const history = await database.db
      .select()
      .from(priceHistory)
      .where(eq(priceHistory.propertyId, 4100001))
      .orderBy(priceHistory.id);
    expect(history.map((h) => h.price)).toEqual([before, before - 15_000]);
    expect(await published()).toEqual([...ALL.filter((id) => id !== 4100006), 4100010].sort());
  });

  it("with nothing changed: a page of 0 items, and nothing unpublished", async () => {
    await sync();
    const summary = await sync({ mode: "incremental" });
    expect(summary).toMatchObject({ mode: "incremental", added: 0, updated: 0, unpublished: 0, complete: true });
    expect(await published()).toEqual(ALL);
  });

  it("becomes a full run when there is no good run to build on", async () => {
    expect((await sync({ mode: "incremental" })).mode).toBe("full");
  });
});

describe("a provider that misbehaves never wipes the catalogue", () => {
  async function expectUntouched(prices: Map<number, number | null | undefined>) {
    expect(await published()).toEqual(ALL);
    for (const [id, price] of prices) expect(await priceOf(id)).toBe(price);
  }

  async function firstSyncAndPriceChanges() {
    await sync();
    const lastGood = await lastSuccessfulSync(database.db);
    const prices = new Map<number, number | null | undefined>();
    for (const id of ALL) prices.set(id, await priceOf(id));
    // Changes on the first page that a failed run must not half-apply.
    double.changeProperty(4100001, { Price: "1" });
    double.removeProperty(4100007, { reportDeleted: false });
    return { lastGood, prices };
  }

  it.each([
    ["a 500", () => double.fail("GetPropertyList", { status: 500 }, 99), "GetPropertyList: HTTP 500"],
    ["a timeout", () => double.fail("GetPropertyList", { hang: true }, 99), "GetPropertyList: no answer within 0.5 s"],
    [
      "a Success:false envelope",
      () => double.fail("GetPropertyList", { successFalse: "Server too busy" }, 99),
      "GetPropertyList: Success false (code 600): Server too busy",
    ],
  ])("on the second page: %s", async (_name, inject, message) => {
    const { lastGood, prices } = await firstSyncAndPriceChanges();
    // the first page (main language and French) answers, then the failure
    let pageRequests = 0;
    await sync(
      {},
      {
        ...provider,
        async listProperties(page, size, query) {
          if (page === 1 && pageRequests++ === 0) inject();
          return provider.listProperties(page, size, query);
        },
      },
    ).then(
      () => expect.fail("the sync should fail"),
      (error: Error) => expect(error.message).toBe(message),
    );
    await expectUntouched(prices);
    expect(await lastRun()).toMatchObject({ status: "failed", message });
    expect(await lastSuccessfulSync(database.db)).toEqual(lastGood);
  });

  it("goes down mid-sync: nothing lost, nothing wiped, and the next run catches up", async () => {
    const { lastGood, prices } = await firstSyncAndPriceChanges();
    const failing = await sync(
      {},
      {
        ...provider,
        async listProperties(page, size, query) {
          if (page === 1) await double.stop();
          return provider.listProperties(page, size, query);
        },
      },
    ).catch((error: Error) => error);
    expect((failing as Error).message).toMatch(/^GetPropertyList: network error/);
    await expectUntouched(prices);
    expect(await lastSuccessfulSync(database.db)).toEqual(lastGood);
    expect((await lastRun()).status).toBe("failed");

    await double.start();
    const recovered = await sync();
    expect(recovered).toMatchObject({ unpublished: 1 });
    expect(await priceOf(4100001)).toBe(1);
  });

  it("a page of 0 items while more were announced: what came is written, nothing is unpublished", async () => {
    const { prices } = await firstSyncAndPriceChanges();
    double.calls.length = 0;
    const summary = await sync(
      {},
      {
        ...provider,
        async listProperties(page, size, query) {
          if (page === 1) double.fail("GetPropertyList", { emptyItems: true });
          return provider.listProperties(page, size, query);
        },
      },
    );
    expect(summary).toMatchObject({ complete: false, unpublished: 0 });
    // 4100007 is gone upstream, but an incomplete list proves nothing: it stays
    expect(await published()).toEqual(ALL);
    expect(await priceOf(4100001)).toBe(1); // the first page was read and written
    expect(prices.get(4100001)).not.toBe(1);
    expect((await lastRun()).message).toMatch(/^incomplete: 4 of 10 listings received/);
  });

  it("an empty catalogue (RowsCount 0) is not taken for an agency without listings: the run is refused and changes nothing", async () => {
    await sync();
    const lastGood = await lastSuccessfulSync(database.db);
    for (const id of ALL.concat([4100098, 4100099])) double.removeProperty(id, { reportDeleted: false });
    double.webIds.nl![0]!.ShowOrder = 99;
    await expect(sync()).rejects.toThrow("refused: the provider sent no listings; nothing was changed");
    expect(await published()).toEqual(ALL);
    expect(await lastRun()).toMatchObject({
      status: "refused",
      message: "refused: the provider sent no listings; nothing was changed",
    });
    expect(await lastSuccessfulSync(database.db)).toEqual(lastGood);
    // nothing else was written either (the types come in the same run)
    const [type] = await database.db
      .select({ showOrder: propertyTypes.showOrder })
      .from(propertyTypes)
      .where(eq(propertyTypes.id, Number(double.webIds.nl![0]!.ID)));
    expect(type!.showOrder).not.toBe(99);
  });

  it("a feed whose every listing is skipped is refused, not taken for a fresh catalogue", async () => {
    await sync();
    const lastGood = await lastSuccessfulSync(database.db);
    for (const id of ALL) double.changeProperty(id, { Price: "99999999999" });
    await expect(sync()).rejects.toThrow(
      "refused: none of the 11 listings received is valid (all skipped); nothing was changed",
    );
    expect(await published()).toEqual(ALL);
    expect(await lastRun()).toMatchObject({ status: "refused" });
    expect(await lastSuccessfulSync(database.db)).toEqual(lastGood);
  });

  it("a run that would unpublish more than half of the catalogue is refused, unless allowed", async () => {
    await sync();
    const gone = ALL.slice(0, 5);
    for (const id of gone) double.removeProperty(id, { reportDeleted: false });
    await expect(sync()).rejects.toThrow(
      "refused: it would unpublish 5 of the 9 published listings, more than 50 % (SYNC_MAX_UNPUBLISH); if the agency really withdrew them, run npm run sync -- --allow-mass-unpublish; nothing was changed",
    );
    expect(await published()).toEqual(ALL);
    expect((await lastRun()).status).toBe("refused");
    // a lower share refuses less; a higher one, or the flag, lets it through
    await expect(sync({ maxUnpublishShare: 0.6 })).resolves.toMatchObject({ unpublished: 5 });
    expect(await published()).toEqual(ALL.slice(5));
  });

  it("--allow-mass-unpublish lets an agency that really withdrew most listings through", async () => {
    await sync();
    for (const id of ALL.slice(0, 7)) double.removeProperty(id, { reportDeleted: true });
    await expect(sync({ mode: "incremental" })).rejects.toThrow(/^refused: it would unpublish 7 of the 9/);
    const summary = await sync({ allowMassUnpublish: true });
    expect(summary).toMatchObject({ unpublished: 7 });
    expect(await published()).toEqual(ALL.slice(7));
    expect((await lastRun()).status).toBe("ok");
  });

  it("an answer past the byte cap is aborted while it streams: the run fails with the reason, nothing changes", async () => {
    const { lastGood, prices } = await firstSyncAndPriceChanges();
    const capped = createOmnicasaProvider({
      baseUrl: double.baseUrl,
      customerName: double.customerName,
      customerPassword: double.customerPassword,
      timeoutMs: 5_000,
      maxResponseBytes: 1024 * 1024,
      locales: ["nl", "fr"],
    });
    double.fail("GetPropertyList", { hugeBody: 300 * 1024 * 1024 });
    const message = "GetPropertyList: the answer is larger than 1 MB (PROVIDER_MAX_RESPONSE_MB); read aborted";
    await expect(sync({}, capped)).rejects.toThrow(message);
    // the client hung up early: far less than the 300 MB was sent, let alone held
    expect(double.hugeBodySent).toBeLessThan(32 * 1024 * 1024);
    await expectUntouched(prices);
    expect(await lastRun()).toMatchObject({ status: "failed", message });
    expect(await lastSuccessfulSync(database.db)).toEqual(lastGood);
    // within the cap, the same provider syncs
    await expect(sync({}, capped)).resolves.toMatchObject({ unpublished: 1 });
  });

  it("wrong credentials: the run fails with the provider's refusal, never the password", async () => {
    await sync();
    const wrong = createOmnicasaProvider({
      baseUrl: double.baseUrl,
      customerName: double.customerName,
      customerPassword: "Wrong-Pw-99",
      locales: ["nl"],
    });
    await expect(syncCatalogue(database.db, wrong)).rejects.toThrow("GetWebIDList: Success false (code 600): Error");
    const run = await lastRun();
    expect(run.status).toBe("failed");
    expect(JSON.stringify(run)).not.toContain("Wrong-Pw-99");
    expect(await published()).toEqual(ALL);
  });
});

describe("provider values out of bounds (decision 0029)", () => {
  async function textsOf(id: number) {
    const [row] = await database.db.select({ texts: properties.texts }).from(properties).where(eq(properties.id, id));
    return row!.texts;
  }

  it("a price past the integer column or a NUL in a text skips or cleans that record only; the other changes apply", async () => {
    await sync();
    double.changeProperty(4100002, { Price: "99999999999" });
    double.changeProperty(4100003, {
      DescriptionA: "Ruime villa\u0000 met tuin\r\nTweede lijn",
      Title: "Villa\u0000 met tuin",
    });
    double.changeProperty(4100001, { Price: "330000" });
    double.projects.nl![0]!.PriceTo = 5e10;
    const summary = await sync();
    const reason = "price: 99999999999 is not a whole number from -2147483648 to 2147483647";
    expect(summary.skipped).toContainEqual({ id: "4100002", reason });
    expect(summary.skipped).toContainEqual({
      id: "5100001",
      reason: "priceTo: 50000000000 is not a whole number from -2147483648 to 2147483647",
    });
    expect(await lastRun()).toMatchObject({
      status: "ok",
      skipped: expect.arrayContaining([{ id: "4100002", reason }]),
    });
    // the valid change applied; the skipped listing keeps its last good data and stays published
    expect(await priceOf(4100001)).toBe(330_000);
    expect(await priceOf(4100002)).toBe(289_000);
    expect(await published()).toEqual(ALL);
    expect((await textsOf(4100003)).nl).toMatchObject({
      title: "Villa met tuin",
      description: "Ruime villa met tuin\nTweede lijn",
    });
  });

  it("caps a 5 MB title at 300 characters, its slug at 80, and the pictures at 100", async () => {
    const huge = "Prachtige villa met zicht op zee ".repeat(160_000);
    const manyPictures = Array.from({ length: 1_000 }, (_, i) => ({
      Url: `${double.picturesUrl}/4100001-${i}.jpg`,
      Width: 800,
      Height: 600,
    }));
    double.changeProperty(4100001, { Title: huge, XLargePictureItems: manyPictures });
    await sync();
    const title = (await textsOf(4100001)).nl!.title!;
    expect(title.length).toBeLessThanOrEqual(300);
    expect(title.startsWith("Prachtige villa met zicht op zee")).toBe(true);
    const [media] = await database.db
      .select({ n: count() })
      .from(listingMedia)
      .where(eq(listingMedia.propertyId, 4100001));
    expect(media!.n).toBe(100);
    const slug = /\/(?:te-koop|te-huur)\/[^/]+\/([^/]+)\/\d+\/$/.exec(await canonicalPath(4100001))?.[1] ?? "";
    expect(slug.length).toBeGreaterThan(20);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.startsWith("prachtige-villa-met-zicht-op-zee")).toBe(true);
  });
});

// --- the property page, as the router calls its loaders ---

function context(): AppLoadContext {
  return requestContext(database.db, content, {
    config: { siteUrl: SITE, mode: "test", agencyEmail: "x@example.be", dataDir: "", cdnHost: null },
  });
}

async function answer(
  loader: (args: LoaderFunctionArgs<AppLoadContext>) => Promise<unknown>,
  url: string,
  headers: HeadersInit = {},
) {
  const request = new Request(`${SITE}${url}`, { headers });
  const params = { id: /\/(\d+)\/$/.exec(new URL(request.url).pathname)?.[1] };
  try {
    const result = (await loader({
      request,
      params,
      context: context(),
    } as unknown as LoaderFunctionArgs<AppLoadContext>)) as { data?: unknown; init?: ResponseInit } | Response;
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get("Location"), data: null };
    return { status: result.init?.status ?? 200, location: null, data: result.data };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location"), data: null };
    const thrown = error as { data?: unknown; init?: ResponseInit };
    if (thrown.init) return { status: thrown.init.status ?? 0, location: null, data: thrown.data };
    throw error;
  }
}

async function canonicalPath(id: number): Promise<string> {
  const redirect = await answer(redirectLoader, `/property/${id}/`, { Cookie: "lang=nl" });
  expect(redirect.status).toBe(301);
  const page = await answer(detailLoader, redirect.location!);
  expect(page.status).toBe(200);
  return redirect.location!;
}
