import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as listLoader } from "#app/routes/listings/listing-list.tsx";
import { loader as apiLoader } from "#app/routes/api/properties.ts";
import { loader as compareLoader } from "#app/routes/listings/compare.tsx";
import { loader as favouritesLoader } from "#app/routes/listings/favourites.tsx";
import { cardOptionsFor } from "#app/services/listings/listing-cards.server.ts";
import { parseListingQuery } from "#app/services/listings/search-query.ts";
import { searchListings } from "#app/services/listings/search.server.ts";
import { openSampleCatalogue, SITE_URL, type SampleCatalogue } from "#tests/setup/sample-catalogue.ts";

/**
 * Map search, favourites and compare (decision 0020) on the sample catalogue, on the run's database engine: the `bbox` filter (list pages,
 * the API) matches the position the map shows — a hidden address by its city's centre, never by
 * its own spot — and the favourites and compare pages read their ids from the URL.
 */
let sample: SampleCatalogue;
beforeAll(async () => {
  sample = await openSampleCatalogue();
});
afterAll(() => sample.close());

const ids = async (search: string) => {
  const { query, errors } = parseListingQuery(new URLSearchParams(search), { pageSizeDefault: 50 });
  expect(errors).toEqual([]);
  const result = await searchListings(sample.database.db, query, cardOptionsFor(sample.content, "nl"));
  return result.cards.map((card) => card.id).sort();
};

const args = (path: string, context: AppLoadContext = sample.context()) => ({
  request: new Request(`${SITE_URL}${path}`),
  url: new URL(`${SITE_URL}${path}`),
  pattern: "",
  params: {},
  context,
});

describe("bbox", () => {
  it.each([
    [
      "Beffe's five holiday homes (one with a hidden address, at Beffe's centre)",
      "bbox=5.4,50.2,5.6,50.3",
      [4100004, 4100005, 4100006, 4100007, 4100008],
    ],
    ["Spa's two", "bbox=5.8,50.45,5.9,50.55", [4100010, 4100011]],
    [
      "all of Belgium",
      "bbox=2.5,49.5,6.4,51.5",
      [4100001, 4100002, 4100003, 4100004, 4100005, 4100006, 4100007, 4100008, 4100009, 4100010, 4100011],
    ],
    ["the sea", "bbox=2,51.5,2.5,52", []],
    [
      "with another filter: Beffe for rent under € 1 000",
      "bbox=5.4,50.2,5.6,50.3&maxPrice=1000&goal=rent",
      [4100004, 4100006, 4100008],
    ],
    // Lebbeke's villa hides its address: a small box on its own spot finds nothing, one on the city's centre finds it.
    ["a hidden address's own spot", "bbox=4.126,50.995,4.128,50.996", []],
    ["that city's centre", "bbox=4.134,50.998,4.135,51", [4100003]],
    // The same for the Tiny house in Beffe (hidden; its own spot is 50.24218, 5.48845).
    ["another hidden address's own spot", "bbox=5.488,50.242,5.489,50.243", []],
  ])("%s", async (_name, search, expected) => {
    expect(await ids(search)).toEqual(expected);
  });

  it("the API filters on it and answers 400 naming a bad one", async () => {
    const ok = await apiLoader(args("/api/properties?bbox=5.8,50.45,5.9,50.55"));
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { total: number }).total).toBe(2);
    for (const bad of ["abc", "5.9,50.45,5.8,50.55", "5.8,50.45,5.9", "5.8,91,5.9,92"]) {
      const response = await apiLoader(args(`/api/properties?bbox=${bad}`));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: "invalid_parameter", parameter: "bbox" });
    }
  });

  it("a list page drops a bad bbox by a redirect to its clean URL, and shows a good one as a removable filter", async () => {
    const redirect = await listLoader(args("/nl/te-huur/?bbox=oops&view=map")).then(
      () => null,
      (error: unknown) => error as Response,
    );
    expect([redirect?.status, redirect?.headers.get("Location")]).toEqual([302, "/nl/te-huur/?view=map"]);
    const page = (await listLoader(args("/nl/te-huur/?city=Spa%7C4900&bbox=5.4,50.2,5.9,50.55&page=1&view=map"))).data;
    expect(page.total).toBe(2);
    expect(page.chips.find((chip) => chip.parameter === "bbox")?.removeHref).toBe(
      "/nl/te-huur/?city=Spa%7C4900&view=map",
    );
    expect(page.state.bbox).toBe("5.4,50.2,5.9,50.55");
    expect(page.map?.markers.map((marker) => marker.id).sort()).toEqual([4100010, 4100011]);
    expect(page.seo.robots).toContain("noindex");
    expect((await listLoader(args("/nl/te-huur/"))).data.chips).toEqual([]);
  });
});

describe("favourites and compare pages", () => {
  it("a shared favourites link lists its published listings in its order and counts the others", async () => {
    const page = (await favouritesLoader(args("/fr/favoris/?ids=4100002,999,4100001,abc"))).data;
    expect(page.shared).toBe(true);
    expect(page.cards.map((card) => card.id)).toEqual([4100002, 4100001]);
    expect(page.missing).toBe(2);
    expect(page.seo.robots).toContain("noindex");
    const own = (await favouritesLoader(args("/nl/favorieten/"))).data;
    expect([own.shared, own.cards]).toEqual([false, []]);
  });

  it("compare keeps the first three ids, names unknown ones and works out the price per m²", async () => {
    const page = (await compareLoader(args("/nl/vergelijken/?ids=4100001,4100001,999,4100002,4100003,4100004"))).data;
    expect(page.ids).toEqual([4100001, 4100002]);
    expect(page.missing).toEqual([999]);
    expect(page.tooMany).toBe(true);
    const [first] = page.columns;
    expect(first).toMatchObject({
      card: { id: 4100001, amount: 339000 },
      epcLabel: "C",
      floodScoreP: "A",
      floodScoreG: "A",
    });
    expect(first!.pricePerM2).toBe(Math.round(339000 / first!.surfaceLiving!));

    const none = (await compareLoader(args("/nl/vergelijken/?ids=abc"))).data;
    expect([none.columns, none.invalid, none.tooMany]).toEqual([[], true, false]);
  });

  it("another path than the page's own answers 404", async () => {
    await expect(compareLoader(args("/nl/favorieten/"))).rejects.toMatchObject({ init: { status: 404 } });
  });
});
