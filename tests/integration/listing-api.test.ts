import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as propertiesLoader } from "#app/routes/api/properties.ts";
import { loader as propertyLoader } from "#app/routes/api/property.ts";
import { loader as suggestLoader } from "#app/routes/api/suggest.ts";
import type { Database } from "#db/client.server.ts";
import { requestContext } from "#tests/setup/request-context.ts";
import { openSampleCatalogue, SITE_URL, withPageSize, type SampleCatalogue } from "#tests/setup/sample-catalogue.ts";

/**
 * The public JSON API (docs/api.md) through its route loaders, on a real database with the sample feed:
 * the shapes, the counts (at most 5 suggestions of each kind), 400 for bad parameters, 404 for unknown listings.
 */
let sample: SampleCatalogue;
beforeAll(async () => {
  sample = await openSampleCatalogue();
});
afterAll(() => sample.close());

type Item = {
  id: number;
  title: string;
  goal: string;
  city: string;
  zip: string;
  type: string;
  price: number | null;
  priceText: string | null;
  url: string;
  image: string | null;
  lat: number | null;
  lng: number | null;
  marquee: string | null;
  epcLabel: string | null;
  floodP: string | null;
  floodG: string | null;
};
type ListBody = { items: Item[]; total: number; page: number; pages: number };

const args = (
  path: string,
  context: AppLoadContext,
  params: Record<string, string> = {},
): Parameters<typeof propertiesLoader>[0] => ({
  request: new Request(`${SITE_URL}${path}`),
  url: new URL(`${SITE_URL}${path}`),
  pattern: "",
  params,
  context,
});

async function get(
  loader: typeof propertiesLoader,
  path: string,
  options: { context?: AppLoadContext; params?: Record<string, string> } = {},
) {
  const response = await loader(args(path, options.context ?? sample.context(), options.params));
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}
const list = async (query: string, context?: AppLoadContext) => {
  const { status, body, headers } = await get(propertiesLoader, `/api/properties${query}`, { context });
  expect(status).toBe(200);
  return { body: body as ListBody, headers };
};
const detail = (id: string, query = "") => get(propertyLoader, `/api/properties/${id}${query}`, { params: { id } });

describe("GET /api/properties", () => {
  it("goal=sale has 3 listings, goal=rent 8, goal=holiday 8", async () => {
    expect((await list("?goal=sale")).body.total).toBe(3);
    expect((await list("?goal=rent")).body.total).toBe(8);
    expect((await list("?goal=holiday")).body.total).toBe(8);
  });

  it("answers the documented shape, with absolute URLs", async () => {
    const { body, headers } = await list("?goal=sale&lang=fr");
    expect(Object.keys(body)).toEqual(["items", "total", "page", "pages"]);
    const item = body.items.find((i) => i.id === 4100001)!;
    expect(item).toEqual({
      id: 4100001,
      title: "Maison mitoyenne rénovée avec jardin ensoleillé au cœur de Buggenhout",
      goal: "sale",
      city: "Buggenhout",
      zip: "9255",
      type: "Maison",
      price: 339000,
      priceText: "€ 339.000",
      url: `${SITE_URL}/fr/a-vendre/buggenhout/maison-mitoyenne-renovee-avec-jardin-ensoleille-au-coeur-de-buggenhout/4100001/`,
      image: `${SITE_URL}/img/400/sample/pictures/4100001-1.jpg`,
      lat: 51.01402,
      lng: 4.20487,
      marquee: "Nouveau",
      epcLabel: "C",
      floodP: "A",
      floodG: "A",
    });
    expect(headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(headers.get("Content-Type")).toContain("application/json");
  });

  it("lang defaults to the site's default language", async () => {
    const { body } = await list("?goal=sale");
    expect(body.items.find((i) => i.id === 4100001)?.title).toBe(
      "Gerenoveerde rijwoning met zonnige tuin in hartje Buggenhout",
    );
  });

  it("city=9200 holds only Dendermonde", async () => {
    const { body } = await list("?city=9200");
    expect(body.total).toBe(1);
    expect(body.items.map((i) => [i.city, i.zip])).toEqual([["Dendermonde", "9200"]]);
  });

  it("price is null when the price is not published (4100011), a number when it is (4100010)", async () => {
    const { body } = await list("?city=Spa");
    const byId = new Map(body.items.map((i) => [i.id, i]));
    expect(byId.get(4100011)).toMatchObject({ price: null, priceText: "Prijs op aanvraag" });
    expect(byId.get(4100010)?.price).toBe(1790);
  });

  it("a hidden address gives its city's centre, never the listing's own spot", async () => {
    const { body } = await list("?goal=holiday");
    expect(body.items.find((i) => i.id === 4100008)).toMatchObject({ lat: 50.2482, lng: 5.496 });
  });

  it("sort=price-asc: prices per week go up (€ 145 a night after € 895 a week), the unpublished price comes last", async () => {
    const { body } = await list("?goal=rent&sort=price-asc");
    expect(body.items.map((i) => i.price)).toEqual([95, 895, 145, 1390, 1650, 1790, 2450, null]);
  });

  it("paging with a small page size: 8 rent listings in pages of 3", async () => {
    const context = sample.context(withPageSize(3));
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`?goal=rent&page=${page}`, context)));
    expect(pages.map(({ body }) => [body.page, body.pages, body.total, body.items.length])).toEqual([
      [1, 3, 8, 3],
      [2, 3, 8, 3],
      [3, 3, 8, 2],
      [4, 3, 8, 0],
    ]);
    expect(new Set(pages.flatMap(({ body }) => body.items.map((i) => i.id))).size).toBe(8);
  });

  it.each([
    ["minPrice=abc", "minPrice"],
    ["page=0", "page"],
    ["page=abc", "page"],
    ["goal=x", "goal"],
    ["sort=random", "sort"],
    ["type=abc", "type"],
    ["maxEpc=Z", "maxEpc"],
    ["bedrooms=-1", "bedrooms"],
    ["lang=es", "lang"],
    ["minPrice=9&maxPrice=1", "maxPrice"],
    ["page=99999999999999999999", "page"],
    ["maxPrice=abc", "maxPrice"],
    ["maxPrice=1.5", "maxPrice"],
    ["minPrice=-5", "minPrice"],
    ["bedrooms=101", "bedrooms"],
    ["type=0", "type"],
    ["city=" + "a".repeat(101), "city"],
    ["city=%7C", "city"],
    ["city=!!!", "city"],
  ])("?%s answers 400 naming %s", async (query, parameter) => {
    const { status, body, headers } = await get(propertiesLoader, `/api/properties?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "invalid_parameter", parameter, message: expect.any(String) });
    expect(headers.get("Content-Type")).toContain("application/json");
  });

  it("a failing database answers 503 JSON, not an HTML error page", async () => {
    // The catalogue is built on the context's database (tests/setup/request-context.ts), so it reads the failing one.
    const failing = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error("connection lost");
        },
      },
    ) as unknown as Database;
    const broken = requestContext(failing, sample.content);
    const { status, body } = await get(propertiesLoader, "/api/properties?goal=sale", { context: broken });
    expect(status).toBe(503);
    expect(body).toEqual({ error: "unavailable" });
  });
});

describe("GET /api/properties/{id}", () => {
  it("the full detail of a listing, grouped, in the language asked", async () => {
    const { status, body } = await detail("4100001", "?lang=fr");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 4100001,
      lang: "fr",
      textLang: "fr",
      title: "Maison mitoyenne rénovée avec jardin ensoleillé au cœur de Buggenhout",
      goal: "sale",
      type: "Maison",
      price: 339000,
      priceText: "€ 339.000",
      address: {
        published: true,
        street: "Kasteelstraat",
        houseNumber: "42",
        zip: "9255",
        city: "Buggenhout",
        country: "Belgique",
        region: "flanders",
        lat: 51.01402,
        lng: 4.20487,
      },
      surfaces: { surfaceLiving: 165, surfaceGround: 182 },
      rooms: { bedrooms: 3, bathrooms: 1 },
      comfort: { hasGarden: true, heating: "Chauffage central au gaz (chaudière à condensation)" },
      energy: { epcLabel: "C", energyPerformance: 245, epcCertificateNumber: "20250114-0003124587-RES-1" },
      legal: { floodScoreP: "A", floodScoreG: "A", hasBuildingPermit: true, planningInformation: "Zone d'habitat" },
      financial: { cadastralIncome: 845, registeredRight: 40680 },
      general: { reference: "BUG-0123", constructionYear: 1932, availabilityText: "À l'acte" },
    });
    const detailBody = body as {
      description: string;
      rooms: Record<string, unknown>;
      pictures: { url: string; caption: string }[];
      documents: Record<string, unknown>[];
    };
    expect(detailBody.description).toContain("1932");
    // null fields are left out (spec §5 null check)
    expect(detailBody.rooms).not.toHaveProperty("floor");
    expect(detailBody.pictures.length).toBeGreaterThan(0);
    expect(detailBody.pictures[0]!.url).toMatch(new RegExp(`^${SITE_URL}/img/1200/sample/pictures/`));
    // documents are mailed on request: listed by name, their files' URLs stay private
    expect(detailBody.documents.length).toBeGreaterThan(0);
    for (const document of detailBody.documents) expect(Object.keys(document).sort()).toEqual(["kind", "name"]);
    expect(JSON.stringify(body)).not.toContain("/sample/documents/");
  });

  it("a language without the listing's texts falls back to the default language and says so", async () => {
    const { body } = await detail("4100001", "?lang=de");
    expect(body).toMatchObject({
      lang: "de",
      textLang: "nl",
      title: "Gerenoveerde rijwoning met zonnige tuin in hartje Buggenhout",
    });
  });

  it("an unpublished price: no price, nor the amounts computed from it", async () => {
    const { body } = await detail("4100011");
    expect(body).toMatchObject({ price: null, priceText: "Prijs op aanvraag" });
    const financial = (body as { financial: Record<string, unknown> }).financial;
    for (const field of ["startPrice", "notaryFeeInclVat", "notaryFeeExclVat", "registeredRight", "vat"])
      expect(financial).not.toHaveProperty(field);
  });

  it("a hidden address: no street, number or box, and the city's centre", async () => {
    const { body } = await detail("4100003");
    const address = (body as { address: Record<string, unknown> }).address;
    expect(address).toMatchObject({ published: false, zip: "9280", city: "Lebbeke", lat: 50.9989, lng: 4.1342 });
    expect(address).not.toHaveProperty("street");
    expect(address).not.toHaveProperty("houseNumber");
    expect(address).not.toHaveProperty("boxNr");
  });

  it("an unknown id answers 404 not_found", async () => {
    const { status, body } = await detail("4199999");
    expect(status).toBe(404);
    expect(body).toEqual({ error: "not_found" });
  });

  it("an id that is not a number, or a bad lang, answers 400", async () => {
    expect(await detail("abc")).toMatchObject({ status: 400, body: { error: "invalid_parameter", parameter: "id" } });
    expect(await detail("99999999999")).toMatchObject({ status: 400, body: { parameter: "id" } });
    expect(await detail("4100001", "?lang=xx")).toMatchObject({ status: 400, body: { parameter: "lang" } });
  });
});

describe("GET /api/suggest", () => {
  const suggestions = async (query: string) => {
    const { status, body } = await get(suggestLoader, `/api/suggest${query}`);
    expect(status).toBe(200);
    return body as {
      types: { id: number; name: string; icon: string; url: string }[];
      cities: { name: string; zip: string; url: string }[];
      properties: { id: number; url: string; image: string | null }[];
    };
  };

  it("suggests a type by its name, with its icon by WebID and the list it has listings in", async () => {
    expect((await suggestions("?q=huis")).types).toEqual([
      { id: 1, name: "Huis", icon: "residential", url: "/nl/te-koop/?type=1" },
    ]);
    expect((await suggestions("?q=appart&lang=fr")).types).toEqual([
      { id: 2, name: "Appartement", icon: "residential", url: "/fr/a-vendre/?type=2" },
    ]);
  });

  it("'dender' finds Dendermonde", async () => {
    expect((await suggestions("?q=dender")).cities).toEqual([
      { name: "Dendermonde", zip: "9200", url: "/nl/te-koop/?city=Dendermonde%7C9200" },
    ]);
  });

  it("finds a property by its ID (4100001) or the start of it (41000), with a 60 px thumbnail", async () => {
    const full = await suggestions("?q=4100001&lang=fr");
    expect(full.properties).toEqual([
      {
        id: 4100001,
        title: "Maison mitoyenne rénovée avec jardin ensoleillé au cœur de Buggenhout",
        url: "/fr/a-vendre/buggenhout/maison-mitoyenne-renovee-avec-jardin-ensoleille-au-coeur-de-buggenhout/4100001/",
        image: "/img/60/sample/pictures/4100001-1.jpg",
      },
    ]);
    expect((await suggestions("?q=41000")).properties.map((p) => p.id)).toEqual([
      4100001, 4100002, 4100003, 4100004, 4100005,
    ]);
  });

  it("an empty or missing q gives three empty lists", async () => {
    expect(await suggestions("?q=")).toEqual({ types: [], cities: [], properties: [] });
    expect(await suggestions("")).toEqual({ types: [], cities: [], properties: [] });
  });

  it("a bad lang answers 400", async () => {
    const { status, body } = await get(suggestLoader, "/api/suggest?q=spa&lang=zz");
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "invalid_parameter", parameter: "lang" });
  });
});
