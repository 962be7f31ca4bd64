import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { pageViews, properties } from "#db/schema.ts";
import { createSampleProvider } from "#app/providers/sample/sample-provider.server.ts";
import { importCatalogue } from "#app/services/listings/sync-catalogue.server.ts";
import { loadContent, type SiteContent } from "#app/services/content/load-content.server.ts";
import { countListingView, listingViews } from "#app/services/analytics/page-views.server.ts";
import { createViewCounter, type ViewCounter } from "#app/services/analytics/view-counter.server.ts";
import { loader as propertyLoader } from "#app/routes/listings/property-detail.tsx";
import { loader as projectLoader } from "#app/routes/listings/project-detail.tsx";
import { createTestDatabase } from "#tests/setup/test-database.ts";
import { requestContext } from "#tests/setup/request-context.ts";

/**
 * First-party page views of listings (decision 0009), through the detail pages' loaders as the router
 * calls them, on the real database: one view per request, robots, prefetches and reloads left
 * out, the right source, per Belgian day; no personal data in the table. The loaders count in
 * the server's view counter, which writes once a second: the test flushes it before it reads.
 */
const root = path.resolve(import.meta.dirname, "../..");
const SITE = "https://www.immodenderschelde.be";
const HOUSE = "/nl/te-koop/buggenhout/gerenoveerde-rijwoning-met-zonnige-tuin-in-hartje-buggenhout/4100001/";
const PROJECT = "/nl/projecten/dendermonde/residentie-de-schelde/5100001/";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let database: DatabaseHandle;
let content: SiteContent;
let counter: ViewCounter;

beforeAll(async () => {
  database = await createTestDatabase();
  content = await loadContent(path.join(root, "content"));
  await importCatalogue(database.db, createSampleProvider(path.join(root, "data/sample/feed")));
  counter = createViewCounter(database.db);
});
afterAll(() => database.close());
beforeEach(async () => {
  await counter.flush();
  await database.db.delete(pageViews);
});

function context(): AppLoadContext {
  return requestContext(database.db, content, {
    config: { siteUrl: SITE, mode: "test", agencyEmail: "x@example.be", dataDir: "", cdnHost: null },
    views: counter,
  });
}

/** Opens a page through its loader; answers the HTTP status (thrown answers included). */
async function open(
  loader: (args: LoaderFunctionArgs<AppLoadContext>) => Promise<unknown>,
  pathAndQuery: string,
  headers: Record<string, string> = { "user-agent": FIREFOX },
  method = "GET",
): Promise<number> {
  const request = new Request(`${SITE}${pathAndQuery}`, { headers, method });
  const id = /\/(\d+)\/$/.exec(new URL(request.url).pathname)?.[1];
  try {
    const result = (await loader({
      request,
      params: { id },
      context: context(),
    } as unknown as LoaderFunctionArgs<AppLoadContext>)) as { init?: ResponseInit } | Response;
    return result instanceof Response ? result.status : (result.init?.status ?? 200);
  } catch (error) {
    if (error instanceof Response) return error.status;
    return (error as { init?: ResponseInit }).init?.status ?? 0;
  }
}

/** The canonical path a wrong path of a listing redirects to. */
async function canonicalPath(wrongPath: string): Promise<string> {
  const request = new Request(`${SITE}${wrongPath}`, { headers: { "user-agent": FIREFOX } });
  const id = /\/(\d+)\/$/.exec(wrongPath)?.[1];
  try {
    await propertyLoader({
      request,
      params: { id },
      context: context(),
    } as unknown as LoaderFunctionArgs<AppLoadContext>);
  } catch (error) {
    if (error instanceof Response && error.status === 301) return error.headers.get("Location")!;
  }
  throw new Error(`no redirect from ${wrongPath}`);
}

const views = async (kind: "property" | "project", id: number) => {
  await counter.flush();
  return listingViews(database.db, kind, id);
};
const total = async (kind: "property" | "project", id: number) =>
  (await views(kind, id)).reduce((sum, row) => sum + row.views, 0);

describe("a property page counts its views", () => {
  it("once per view, by source", async () => {
    expect(await open(propertyLoader, HOUSE, { "user-agent": FIREFOX, referer: "https://www.google.be/" })).toBe(200);
    expect(await open(propertyLoader, HOUSE, { "user-agent": FIREFOX, referer: "https://www.google.be/" })).toBe(200);
    await open(propertyLoader, HOUSE, { "user-agent": FIREFOX });
    await open(propertyLoader, `${HOUSE}?utm_source=newsletter&utm_campaign=spring`, {
      "user-agent": FIREFOX,
      referer: "https://mail.example.be/",
    });
    await open(propertyLoader, HOUSE, { "user-agent": FIREFOX, referer: "https://l.facebook.com/" });
    await open(propertyLoader, HOUSE, { "user-agent": FIREFOX, referer: "https://www.immoweb.be/nl/zoeken/" });
    await open(propertyLoader, HOUSE, { "user-agent": FIREFOX, referer: `${SITE}/nl/te-koop/` });

    const rows = await views("property", 4100001);
    const bySource = Object.fromEntries(rows.map((row) => [row.source, row.views]));
    expect(bySource).toEqual({ search: 2, direct: 2, campaign: 1, social: 1, referral: 1 });
    expect(new Set(rows.map((row) => row.day)).size).toBe(1);
  });

  it("not for robots, prefetches, reloads or HEAD requests", async () => {
    await open(propertyLoader, HOUSE, { "user-agent": GOOGLEBOT });
    await open(propertyLoader, HOUSE, {
      "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    });
    await open(propertyLoader, HOUSE, {});
    await open(propertyLoader, HOUSE, { "user-agent": FIREFOX, "sec-purpose": "prefetch" });
    await open(propertyLoader, HOUSE, { "user-agent": FIREFOX, referer: `${SITE}${HOUSE}` });
    await open(propertyLoader, HOUSE, { "user-agent": FIREFOX }, "HEAD");
    expect(await total("property", 4100001)).toBe(0);
    await open(propertyLoader, HOUSE);
    expect(await total("property", 4100001)).toBe(1);
  });

  it("not for a redirect to the canonical URL, an unknown id or a withdrawn listing", async () => {
    expect(await open(propertyLoader, "/nl/te-koop/dendermonde/oude-titel/4100001/")).toBe(301);
    expect(await open(propertyLoader, "/nl/te-koop/buggenhout/iets/9999999/")).toBe(404);
    const canonical = await canonicalPath("/nl/te-koop/x/x/4100002/");
    expect(await open(propertyLoader, canonical)).toBe(200);
    await counter.flush();
    await database.db.delete(pageViews);
    await database.db
      .update(properties)
      .set({ withdrawnAt: new Date(), published: false })
      .where(eq(properties.id, 4100002));
    try {
      expect(await open(propertyLoader, canonical)).toBe(410);
    } finally {
      await database.db
        .update(properties)
        .set({ withdrawnAt: null, published: true })
        .where(eq(properties.id, 4100002));
    }
    await counter.flush();
    expect(await database.db.select().from(pageViews)).toEqual([]);
  });

  it("counts every one of many views at the same moment", async () => {
    await Promise.all(
      Array.from({ length: 25 }, () =>
        open(propertyLoader, HOUSE, { "user-agent": FIREFOX, referer: "https://www.bing.com/" }),
      ),
    );
    expect(await views("property", 4100001)).toEqual([{ day: expect.any(String), source: "search", views: 25 }]);
  });
});

describe("a project page counts its views", () => {
  it("per project, apart from properties with the same id space", async () => {
    expect(await open(projectLoader, PROJECT, { "user-agent": FIREFOX, referer: "https://www.linkedin.com/" })).toBe(
      200,
    );
    await open(projectLoader, PROJECT, { "user-agent": GOOGLEBOT });
    expect(await views("project", 5100001)).toEqual([{ day: expect.any(String), source: "social", views: 1 }]);
    expect(await total("property", 5100001)).toBe(0);
  });
});

describe("countListingView", () => {
  const browser = (referer?: string) => ({
    method: "GET",
    url: `${SITE}${HOUSE}`,
    headers: new Headers({ "user-agent": FIREFOX, ...(referer ? { referer } : {}) }),
  });

  it("counts per Belgian day: 23:30 UTC in winter is the next day in Brussels", async () => {
    countListingView(counter, {
      kind: "property",
      listingId: 4100003,
      request: browser(),
      siteUrl: SITE,
      now: new Date("2026-11-20T22:30:00Z"),
    });
    countListingView(counter, {
      kind: "property",
      listingId: 4100003,
      request: browser(),
      siteUrl: SITE,
      now: new Date("2026-11-20T23:30:00Z"),
    });
    expect(await views("property", 4100003)).toEqual([
      { day: "2026-11-20", source: "direct", views: 1 },
      { day: "2026-11-21", source: "direct", views: 1 },
    ]);
  });

  it("stores nothing about the visitor: only listing, day, source and a count", async () => {
    countListingView(counter, {
      kind: "property",
      listingId: 4100003,
      request: browser("https://www.google.be/search?q=huis+buggenhout"),
      siteUrl: SITE,
    });
    await counter.flush();
    const [row] = await database.db.select().from(pageViews);
    expect(Object.keys(row!).sort()).toEqual(["day", "listingId", "listingKind", "source", "views"]);
    expect(JSON.stringify(row)).not.toMatch(/google|huis|Firefox/);
  });
});

describe("the view counter", () => {
  const view = { kind: "property" as const, listingId: 4100001, day: "2026-11-24", source: "direct" as const };
  const stored = async () => (await database.db.select().from(pageViews)).map((row) => row.views);

  it("writes nothing on the request path; its interval later, one row with every count", async () => {
    const timed = createViewCounter(database.db, { intervalMs: 50 });
    for (let i = 0; i < 40; i++) timed.add(view);
    expect(await stored()).toEqual([]);
    await expect.poll(stored, { timeout: 2000 }).toEqual([40]);
  });

  it("adds to the day's count: several server processes, each with its own counter, sum up", async () => {
    const [first, second] = [createViewCounter(database.db), createViewCounter(database.db)];
    for (let i = 0; i < 3; i++) first.add(view);
    for (let i = 0; i < 4; i++) second.add(view);
    second.add({ ...view, source: "search" });
    await Promise.all([first.flush(), second.flush()]);
    first.add(view);
    await first.stop();
    const rows = await database.db.select().from(pageViews);
    expect(Object.fromEntries(rows.map((row) => [row.source, row.views]))).toEqual({ direct: 8, search: 1 });
  });

  it("keeps the counts of a failed write for the next one", async () => {
    const kept = createViewCounter(database.db, { intervalMs: 60_000 });
    for (let i = 0; i < 5; i++) kept.add(view);
    await database.db.execute(sql`alter table page_views rename to page_views_away`);
    try {
      await kept.flush();
    } finally {
      await database.db.execute(sql`alter table page_views_away rename to page_views`);
    }
    kept.add(view);
    await kept.stop();
    expect(await stored()).toEqual([6]);
  });
});
