import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { properties, syncRuns } from "#db/schema.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "#app/routes/listings/listing-list.tsx";
import { openSampleCatalogue, SITE_URL, withPageSize, type SampleCatalogue } from "#tests/setup/sample-catalogue.ts";

/**
 * The list pages' loader (for sale, for rent, holiday homes) on the sample catalogue: what the page
 * shows, how it reads and cleans its URL, paging with a small page size, and its SEO.
 */
let sample: SampleCatalogue;
beforeAll(async () => {
  sample = await openSampleCatalogue();
});
afterAll(() => sample.close());

type LoaderResult = Awaited<ReturnType<typeof loader>>;
type PageData = LoaderResult["data"];

const run = (path: string, context: AppLoadContext = sample.context()) =>
  loader({
    request: new Request(`${SITE_URL}${path}`),
    url: new URL(`${SITE_URL}${path}`),
    pattern: "",
    params: {},
    context,
  });

async function page(path: string, context?: AppLoadContext): Promise<PageData> {
  return (await run(path, context)).data;
}

/** What the loader threw: a redirect (Response) or a `data(null, { status })`. */
async function thrown(path: string, context?: AppLoadContext): Promise<{ status: number; location: string | null }> {
  try {
    await run(path, context);
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    return { status: (error as { init?: { status?: number } }).init?.status ?? 0, location: null };
  }
  throw new Error(`expected ${path} to throw`);
}

describe("what each list shows", () => {
  it("nl for sale: 3 cards, page 1 of 1, the sale cities and types with their counts", async () => {
    const data = await page("/nl/te-koop/");
    expect(data.cards).toHaveLength(3);
    expect([data.total, data.page, data.pages]).toEqual([3, 1, 1]);
    expect(data.list).toMatchObject({ heading: "h1", title: "Te koop" });
    expect(data.cities.map((c) => `${c.name} (${c.count})`)).toEqual([
      "Buggenhout (1)",
      "Dendermonde (1)",
      "Lebbeke (1)",
    ]);
    expect(data.types.map((t) => `${t.name} (${t.count})`)).toEqual(["Huis (2)", "Appartement (1)"]);
  });

  it("fr for rent: the 8 rent listings, holiday homes included", async () => {
    const data = await page("/fr/a-louer/");
    expect(data.total).toBe(8);
    expect(data.list?.title).toBe("À louer");
    expect(data.cities.map((c) => c.name)).toEqual(["Beffe", "Koksijde-Oostduinkerke", "Spa"]);
  });

  it("holiday homes: only them", async () => {
    const data = await page("/nl/vakantiewoningen/");
    expect(data.total).toBe(8);
    expect(data.cards.every((card) => card.href.startsWith("/nl/vakantiewoningen/"))).toBe(true);
  });

  it("a filter by zip selects its city in the form", async () => {
    const data = await page("/nl/te-koop/?city=9200");
    expect(data.cards.map((card) => card.city)).toEqual(["Dendermonde"]);
    expect(data.state).toMatchObject({ city: "Dendermonde|9200", type: "", sort: "newest" });
  });

  it("nothing found: no cards, page 1 of 1", async () => {
    const data = await page("/nl/te-koop/?minPrice=900000");
    expect(data.cards).toEqual([]);
    expect([data.total, data.page, data.pages]).toEqual([0, 1, 1]);
  });

  it("a route key that is not a list answers 404", async () => {
    expect((await thrown("/nl/contact/")).status).toBe(404);
  });
});

describe("a zip shared by two municipalities", () => {
  it("city=9200 keeps the zip selected, not the first municipality of it", async () => {
    const db = sample.database.db;
    const sync = (offset: number) =>
      db
        .insert(syncRuns)
        .values({ provider: "test", mode: "incremental", status: "ok", finishedAt: new Date(Date.now() + offset) });
    await db.insert(properties).values({
      id: 4190002,
      goal: 0,
      zip: "9200",
      city: "Appels",
      citySearchKey: "appels",
      webIds: [1],
      price: 250000,
      texts: { nl: { title: "Woning in Appels", typeDescription: "Huis" } },
    });
    await sync(60_000);
    try {
      const data = await page("/nl/te-koop/?city=9200");
      expect(data.cards.map((card) => card.city).sort()).toEqual(["Appels", "Dendermonde"]);
      expect(data.state.city).toBe("9200");
      expect(data.cities.map((c) => c.value)).toEqual([
        "Appels|9200",
        "Buggenhout|9255",
        "Dendermonde|9200",
        "Lebbeke|9280",
        "9200",
      ]);
      expect((await page("/nl/te-koop/?city=Dendermonde%7C9200")).state.city).toBe("Dendermonde|9200");
    } finally {
      await db.delete(properties).where(eq(properties.id, 4190002));
      await sync(120_000);
    }
  });
});

describe("the URL", () => {
  it("empty and bad parameters are dropped by a redirect to the clean URL, other parameters stay", async () => {
    expect(await thrown("/nl/te-koop/?city=&type=&minPrice=&page=abc")).toEqual({
      status: 302,
      location: "/nl/te-koop/",
    });
    expect(await thrown("/nl/te-koop/?city=&type=1&utm_source=mail")).toEqual({
      status: 302,
      location: "/nl/te-koop/?type=1&utm_source=mail",
    });
    expect(await thrown("/fr/a-louer/?goal=sale&sort=price-asc")).toEqual({
      status: 302,
      location: "/fr/a-louer/?sort=price-asc",
    });
  });

  it("a clean URL is served as it is", async () => {
    const data = await page("/nl/te-huur/?city=Spa%7C4900&sort=price-asc");
    expect(data.search).toBe("city=Spa%7C4900&sort=price-asc");
    expect(data.cards.map((card) => card.id)).toEqual([4100010, 4100011]);
  });

  it("the map view is kept through the filters and the reset link", async () => {
    const data = await page("/nl/te-huur/?view=map");
    expect(data.state.view).toBe("map");
    expect(data.resetHref).toBe("/nl/te-huur/?view=map");
  });
});

describe("active filters and saving the search", () => {
  it("each active filter is a chip whose link removes it; save this search opens the demand register with them", async () => {
    const data = await page("/nl/te-huur/?city=Spa%7C4900&type=1&maxPrice=2000&bedrooms=2&sort=city");
    expect(data.chips.map((chip) => [chip.parameter, chip.value, chip.removeHref])).toEqual([
      ["city", "Spa|4900", "/nl/te-huur/?type=1&maxPrice=2000&bedrooms=2&sort=city"],
      ["type", "1", "/nl/te-huur/?city=Spa%7C4900&maxPrice=2000&bedrooms=2&sort=city"],
      ["maxPrice", "2000", "/nl/te-huur/?city=Spa%7C4900&type=1&bedrooms=2&sort=city"],
      ["bedrooms", "2", "/nl/te-huur/?city=Spa%7C4900&type=1&maxPrice=2000&sort=city"],
    ]);
    expect(data.saveSearchHref).toBe(
      "/nl/blijf-op-de-hoogte/?goal=rent&types=1&zones=4900&priceMax=2000&bedroomsMin=2",
    );
    const fr = await page("/fr/a-vendre/");
    expect([fr.chips, fr.saveSearchHref]).toEqual([[], "/fr/restez-informe/?goal=buy"]);
  });
});

describe("paging with a small page size", () => {
  const small = () => sample.context(withPageSize(3));

  it("page 2 of 3 of the rent list", async () => {
    const data = await page("/nl/te-huur/?page=2", small());
    expect([data.page, data.pages, data.total, data.cards.length]).toEqual([2, 3, 8, 3]);
    expect(data.seo.title).toMatch(/^Pagina 2 van 3 – /);
  });

  it("the pages together show each listing once, in order", async () => {
    const pages = await Promise.all(["", "?page=2", "?page=3"].map((query) => page(`/nl/te-huur/${query}`, small())));
    const all = await page("/nl/te-huur/");
    expect(pages.flatMap((p) => p.cards.map((card) => card.id))).toEqual(all.cards.map((card) => card.id));
  });

  it("the map view places every result of the search, not only the page's listings", async () => {
    const second = await page("/nl/te-huur/?page=2&view=map", small());
    expect(second.cards).toHaveLength(3);
    const all = await page("/nl/te-huur/");
    const placed = all.cards.filter((card) => card.position).map((card) => card.id);
    expect(placed.length).toBeGreaterThan(3);
    expect(second.map?.markers.map((marker) => marker.id)).toEqual(placed);
  });

  it("a page past the last one goes to the last page", async () => {
    expect(await thrown("/nl/te-huur/?page=9&sort=city", small())).toEqual({
      status: 302,
      location: "/nl/te-huur/?page=3&sort=city",
    });
    expect(await thrown("/nl/te-koop/?page=2")).toEqual({ status: 302, location: "/nl/te-koop/" });
  });
});

describe("SEO", () => {
  it("the unfiltered list is indexable, canonical to itself, with an ItemList of its listings", async () => {
    const { seo, cards } = await page("/nl/te-koop/");
    expect(seo.canonical).toBe(`${SITE_URL}/nl/te-koop/`);
    expect(seo.robots).not.toContain("noindex");
    expect(seo.alternates.map((a) => a.href)).toContain(`${SITE_URL}/fr/a-vendre/`);
    const itemList = seo.jsonLd.find((item) => item["@type"] === "ItemList") as {
      itemListElement: { position: number; url: string }[];
    };
    expect(itemList.itemListElement.map((item) => item.url)).toEqual(cards.map((card) => `${SITE_URL}${card.href}`));
    expect(itemList.itemListElement.map((item) => item.position)).toEqual([1, 2, 3]);
  });

  it("a filtered list or a further page is noindex, follow, canonical to the unfiltered list", async () => {
    const filtered = await page("/nl/vakantiewoningen/?city=Spa%7C4900");
    expect(filtered.seo).toMatchObject({ robots: "noindex, follow", canonical: `${SITE_URL}/nl/vakantiewoningen/` });
    const second = await page("/nl/te-huur/?page=2", sample.context(withPageSize(3)));
    expect(second.seo.robots).toBe("noindex, follow");
    const itemList = second.seo.jsonLd.find((item) => item["@type"] === "ItemList") as {
      itemListElement: { position: number }[];
    };
    expect(itemList.itemListElement.map((item) => item.position)).toEqual([4, 5, 6]);
  });

  it("answers with the public cache headers", async () => {
    const result = await run("/nl/te-koop/");
    expect(new Headers(result.init?.headers).get("Cache-Control")).toContain("s-maxage=60");
  });
});
