import path from "node:path";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { seedSampleExtras } from "#db/seed-sample.server.ts";
import { createSampleProvider } from "#app/providers/sample/sample-provider.server.ts";
import { importCatalogue } from "#app/services/listings/sync-catalogue.server.ts";
import { loadContent, type SiteContent } from "#app/services/content/load-content.server.ts";
import { loadPageView } from "#app/services/content/page-view.server.ts";
import { loadBanner } from "#app/services/content/banner.server.ts";
import { sitemapEntries, sitemapXml } from "#app/services/seo/sitemap.server.ts";
import { listingPath, propertyCanonical } from "#app/services/listings/property-detail.server.ts";
import { properties } from "#db/schema.ts";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "#tests/setup/test-database.ts";
import { requestContext } from "#tests/setup/request-context.ts";

/**
 * Content pages resolved against the real database with the sample feed: module order, the one h1,
 * unpublished pages and modules, redirects, listings and counts, and the sitemap.
 */
const root = path.resolve(import.meta.dirname, "../..");
let database: DatabaseHandle;
let content: SiteContent;

beforeAll(async () => {
  database = await createTestDatabase();
  content = await loadContent(path.join(root, "content"));
  await importCatalogue(database.db, createSampleProvider(path.join(root, "data/sample/feed")));
  await seedSampleExtras(database.db, path.join(root, "data/sample"));
});
afterAll(() => database.close());

function contextWith(changes: (content: SiteContent) => SiteContent = (c) => c): AppLoadContext {
  return requestContext(database.db, changes(structuredClone(content)));
}

async function thrownResponse(promise: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    const data = error as { init?: { status?: number } };
    return { status: data.init?.status ?? 0, location: null };
  }
  throw new Error("expected the page to throw a response");
}

describe("home page", () => {
  it("shows the published modules in row and sort order; the unpublished article is left out", async () => {
    const view = await loadPageView(contextWith(), "home", "nl");
    expect(view.modules.map((m) => m.id)).toEqual([102, 103, 104, 105]);
    expect(view.modules.map((m) => m.body.type)).toEqual(["category", "property-list", "article", "external"]);
  });

  it("features at most 4 listings, the newest first, with prices by the spec's rules", async () => {
    const view = await loadPageView(contextWith(), "home", "nl");
    const featured = view.modules.find((m) => m.body.type === "property-list")!;
    if (featured.body.type !== "property-list") throw new Error("not a list");
    expect(featured.perRow).toBe(4);
    expect(featured.background).toMatchObject({ type: "color", color: "#EFEFEF" });
    expect(featured.body.cards).toHaveLength(4);
    for (const card of featured.body.cards) {
      expect(card.href).toMatch(/^\/nl\/(te-koop|te-huur|vakantiewoningen)\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/$/);
      expect(card.price ?? "").not.toContain("NaN");
    }
  });

  it("banner counts are the published listings for sale and for rent (holiday homes included)", async () => {
    const banner = await loadBanner(contextWith(), "fr");
    expect(banner.search?.counts).toEqual({ sale: 3, rent: 8 });
    expect(banner.search?.descriptions[0]).toBe(
      "3 biens à vendre et 8 à louer à Buggenhout, Termonde, Lebbeke et environs.",
    );
  });

  it("the properties banner shows slides of listing pictures, each linking to its listing", async () => {
    const banner = await loadBanner(
      contextWith((c) => ({ ...c, header: { ...c.header, banner: { ...c.header.banner, mediaType: "properties" } } })),
      "nl",
    );
    expect(banner.mediaType).toBe("properties");
    expect(banner.slides.length).toBeGreaterThan(0);
    expect(banner.slides[0]!.href).toMatch(/^\/nl\//);
  });
});

describe("an empty catalogue", () => {
  it("the properties banner falls back to the image, and the counts are 0", async () => {
    const empty = await createTestDatabase();
    try {
      // The catalogue is built on the context's database (tests/setup/request-context.ts): the empty one.
      const ctx = requestContext(empty.db, {
        ...content,
        header: { ...content.header, banner: { ...content.header.banner, mediaType: "properties" } },
      });
      const banner = await loadBanner(ctx, "nl");
      expect(banner.mediaType).toBe("image");
      expect(banner.slides).toEqual([]);
      expect(banner.search?.counts).toEqual({ sale: 0, rent: 0 });
    } finally {
      await empty.close();
    }
  });
});

describe("content pages", () => {
  it("the first module titled h1 carries the page's one h1", async () => {
    const view = await loadPageView(contextWith(), "services", "fr");
    expect(view.showTitle).toBe(false);
    expect(view.modules[0]).toMatchObject({ heading: "h1", title: "Nos services" });
  });

  it("services list the categories by label (spec §3 tree) in the odds view, linking to their articles by the slug rule", async () => {
    const view = await loadPageView(contextWith(), "services", "nl");
    const body = view.modules[0]!.body;
    if (body.type !== "category") throw new Error("not a category module");
    expect(view.modules[0]!.view).toBe("odds");
    expect(body.items.map((i) => [i.title, i.href])).toEqual([
      ["Schatting", "/nl/onze-diensten/schatting/"],
      ["Verhuren", "/nl/onze-diensten/verhuren/"],
      ["Verkopen", "/nl/onze-diensten/verkopen/"],
    ]);
  });

  it("an unpublished page answers 404", async () => {
    const ctx = contextWith((c) => ({
      ...c,
      pages: {
        pages: c.pages.pages.map((p) => (p.routeKey === "contact" ? { ...p, status: "Unpublished" as const } : p)),
      },
    }));
    expect((await thrownResponse(loadPageView(ctx, "contact", "nl"))).status).toBe(404);
  });

  it("a page configured as a redirect sends the visitor to its URL", async () => {
    const ctx = contextWith((c) => ({
      ...c,
      pages: {
        pages: c.pages.pages.map((p) =>
          p.routeKey === "useful-links"
            ? { ...p, params: { ...p.params, redirect: true, redirectUrl: "https://www.biv.be/" } }
            : p,
        ),
      },
    }));
    expect(await thrownResponse(loadPageView(ctx, "useful-links", "nl"))).toEqual({
      status: 302,
      location: "https://www.biv.be/",
    });
  });

  it("an unpublished module does not render, and pinned listings keep their order", async () => {
    const ctx = contextWith((c) => ({
      ...c,
      pages: {
        pages: c.pages.pages.map((p) =>
          p.routeKey === "home"
            ? {
                ...p,
                params: {
                  ...p.params,
                  modules: p.params.modules.map((m) =>
                    m.id === 102
                      ? { ...m, status: "Unpublished" as const }
                      : m.id === 103
                        ? {
                            ...m,
                            relations: { type: "property-list" as const, id: "all" as const, ids: [4100010, 4100001] },
                          }
                        : m,
                  ),
                },
              }
            : p,
        ),
      },
    }));
    const view = await loadPageView(ctx, "home", "nl");
    expect(view.modules.map((m) => m.id)).toEqual([103, 104, 105]);
    const body = view.modules[0]!.body;
    if (body.type !== "property-list") throw new Error("not a list");
    expect(body.cards.map((c) => c.id)).toEqual([4100010, 4100001]);
  });
});

describe("sitemap", () => {
  it("lists each canonical URL once per language, with alternates, and no thank-you or login page", async () => {
    const xml = sitemapXml(content, "https://agency.example", await sitemapEntries(content, database.db));
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(new Set(locs).size).toBe(locs.length);
    for (const url of [
      "https://agency.example/nl/",
      "https://agency.example/fr/a-vendre/",
      "https://agency.example/de/unsere-leistungen/verkaufen/",
      "https://agency.example/en/testimonials/",
    ]) {
      expect(locs).toContain(url);
    }
    expect(locs.filter((l) => /\/(bedankt|merci|thank-you|danke|login)\//.test(l))).toEqual([]);
    // A testimonial is listed once, in the language it was written in.
    const testimonialUrls = locs.filter((l) =>
      /\/(getuigenissen|temoignages|testimonials|kundenstimmen)\/[a-z]/.test(l),
    );
    expect(testimonialUrls.length).toBe(25);
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://agency.example/nl/contact/"/>',
    );
  });

  it("lists every published listing at its canonical URL, in the languages that have its texts, and leaves a withdrawn one out", async () => {
    const listingLocs = async () => {
      const xml = sitemapXml(content, "https://agency.example", await sitemapEntries(content, database.db));
      return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((m) => m[1]!)
        .filter((l) => /\/\d{7}\/$/.test(l) && !/\/(projecten|projets|projects|projekte)\//.test(l));
    };
    const rows = await database.db.select({ id: properties.id }).from(properties).where(eq(properties.published, true));
    const locs = await listingLocs();
    for (const { id } of rows) {
      const canonical = (await propertyCanonical(database.db, id, "nl"))!;
      expect(locs).toContain(`https://agency.example${listingPath(content.routes.routes, canonical, "nl")}`);
      expect(locs).toContain(`https://agency.example${listingPath(content.routes.routes, canonical, "fr")}`);
    }
    // The sample has no German listing texts: the German pages only repeat the Dutch ones.
    expect(locs.filter((l) => l.includes("/de/"))).toEqual([]);
    expect(locs.length).toBe(rows.length * 3);

    // the sample's project, at its canonical URL in each language that names it (de included)
    const projectLocs = (
      await sitemapXml(content, "https://agency.example", await sitemapEntries(content, database.db))
    ).match(/<loc>[^<]+\/(projecten|projets|projects|projekte)\/[a-z0-9-]+\/[a-z0-9-]+\/5100001\/<\/loc>/g);
    expect(projectLocs?.map((loc) => loc.split("/")[3])).toEqual(["nl", "fr", "en", "de"]);

    const [first] = rows;
    await database.db
      .update(properties)
      .set({ withdrawnAt: new Date(), published: false })
      .where(eq(properties.id, first!.id));
    try {
      expect((await listingLocs()).filter((l) => l.endsWith(`/${first!.id}/`))).toEqual([]);
    } finally {
      await database.db
        .update(properties)
        .set({ withdrawnAt: null, published: true })
        .where(eq(properties.id, first!.id));
    }
  });
});
