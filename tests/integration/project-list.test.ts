import { inArray } from "drizzle-orm";
import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "#db/schema.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import type { ProjectCard } from "#app/services/listings/listing-cards.server.ts";
import { loader as listLoader } from "#app/routes/listings/project-list.tsx";
import { openSampleCatalogue, SITE_URL, withPageSize, type SampleCatalogue } from "#tests/setup/sample-catalogue.ts";

/**
 * The projects list page (/nl/projecten/) against a real database: the sample's one project plus
 * four more added here (three in Dendermonde, one in Spa), so a small page size gives several
 * pages. Loaders are called as the router calls them.
 */
let sample: SampleCatalogue;
const EXTRA = [
  { id: 5100002, name: { nl: "Hof ter Schelde" }, zip: "9200", city: "Dendermonde", citySearchKey: "dendermonde" },
  { id: 5100003, name: { nl: "Domaine du Lac", fr: "Domaine du Lac" }, zip: "4900", city: "Spa", citySearchKey: "spa" },
  { id: 5100004, name: { nl: "De Kaai" }, zip: "9200", city: "Dendermonde", citySearchKey: "dendermonde" },
  {
    id: 5100005,
    name: { nl: "Stationsplein" },
    zip: "9200",
    city: "Dendermonde",
    citySearchKey: "dendermonde",
    externalWeb: "https://stationsplein.example/",
  },
];

beforeAll(async () => {
  sample = await openSampleCatalogue();
});
afterAll(async () => {
  await sample?.close();
});

type ListAnswer = {
  status: number;
  location: string | null;
  data: {
    cards: ProjectCard[];
    total: number;
    page: number;
    pages: number;
    city: string;
    cities: { name: string; value: string; count: number }[];
    list: { id: number; title: string; heading: string } | null;
    before: unknown[];
    after: { id: number }[];
    seo: { title: string; canonical: string; robots: string; jsonLd: Record<string, unknown>[] };
  };
};

async function list(url: string, changes?: (content: SiteContent) => SiteContent): Promise<ListAnswer> {
  const request = new Request(`${SITE_URL}${url}`);
  try {
    const result = (await listLoader({
      request,
      params: {},
      context: sample.context(changes),
    } as unknown as LoaderFunctionArgs<AppLoadContext>)) as { data: ListAnswer["data"]; init?: ResponseInit };
    return { status: result.init?.status ?? 200, location: null, data: result.data };
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, location: error.headers.get("Location"), data: null as never };
    const thrown = error as { init?: ResponseInit };
    if (thrown.init) return { status: thrown.init.status ?? 0, location: null, data: null as never };
    throw error;
  }
}

describe("the sample's projects list", () => {
  it("lists the published projects as cards linking to their canonical page, with a 400 px thumbnail", async () => {
    const answer = await list("/nl/projecten/");
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ total: 1, page: 1, pages: 1, city: "" });
    expect(answer.data.cards).toEqual([
      expect.objectContaining({
        id: 5100001,
        title: "Residentie De Schelde",
        href: "/nl/projecten/dendermonde/residentie-de-schelde/5100001/",
        external: false,
        image: expect.objectContaining({ src: "/sample/pictures/project-5100001-1.jpg" }),
      }),
    ]);
    expect(answer.data.cities).toEqual([{ name: "Dendermonde", zip: "9200", value: "Dendermonde|9200", count: 1 }]);
    expect((await list("/fr/projets/")).data.cards[0]!.href).toBe(
      "/fr/projets/dendermonde/residentie-de-schelde/5100001/",
    );
  });

  it("keeps the page's configuration: the project-list module's title (the page's h1) heads the results", async () => {
    const { data } = await list("/nl/projecten/");
    expect(data.list).toMatchObject({ id: 110, title: "Projecten", heading: "h1" });
    expect(data.seo.canonical).toBe(`${SITE_URL}/nl/projecten/`);
    expect(data.seo.robots).toBe("index,follow");
    const itemList = data.seo.jsonLd.find((d) => d["@type"] === "ItemList")!;
    expect(itemList.itemListElement).toEqual([
      {
        "@type": "ListItem",
        position: 1,
        url: `${SITE_URL}/nl/projecten/dendermonde/residentie-de-schelde/5100001/`,
        name: "Residentie De Schelde",
      },
    ]);
  });

  it("renders the page's other modules around the results", async () => {
    const withArticle = (content: SiteContent): SiteContent => {
      const page = content.pages.pages.find((p) => p.routeKey === "projects")!;
      const projectModule = page.params.modules[0]!;
      const articleKey = Object.keys(content.articles)[0]!;
      page.params.modules.push({
        ...projectModule,
        id: 999,
        sort: 1,
        titleSize: "h2",
        title: { nl: "Over onze projecten" },
        relations: { type: "article", id: articleKey },
      } as typeof projectModule);
      return content;
    };
    const { data } = await list("/nl/projecten/", withArticle);
    expect(data.after.map((m) => m.id)).toEqual([999]);
    expect(data.list?.id).toBe(110);
  });

  it("a city without projects: no cards, one empty page", async () => {
    const answer = await list("/nl/projecten/?city=Spa");
    expect(answer.data).toMatchObject({ cards: [], total: 0, page: 1, pages: 1, city: "Spa" });
    expect(answer.data.cities.map((c) => c.value)).toContain("Spa");
    expect(answer.data.seo.robots).toBe("noindex, follow");
  });
});

describe("with more projects", () => {
  beforeAll(async () => {
    await sample.database.db.insert(projects).values(EXTRA);
  });
  afterAll(async () => {
    await sample.database.db.delete(projects).where(
      inArray(
        projects.id,
        EXTRA.map((p) => p.id),
      ),
    );
  });

  it("pages by the settings' page size, newest first, with the page count in the title", async () => {
    const first = await list("/nl/projecten/", withPageSize(2));
    expect(first.data).toMatchObject({ total: 5, page: 1, pages: 3 });
    expect(first.data.cards.map((c) => c.id)).toEqual([5100005, 5100004]);
    const last = await list("/nl/projecten/?page=3", withPageSize(2));
    expect(last.data.cards.map((c) => c.id)).toEqual([5100001]);
    expect(last.data.seo.title).toMatch(/^Pagina 3 van 3 – /);
    expect(last.data.seo.robots).toBe("noindex, follow");
    const itemList = last.data.seo.jsonLd.find((d) => d["@type"] === "ItemList")!;
    expect((itemList.itemListElement as { position: number }[])[0]!.position).toBe(5);
  });

  it("a project with its own website links there", async () => {
    const { data } = await list("/nl/projecten/");
    expect(data.cards.find((c) => c.id === 5100005)).toMatchObject({
      external: true,
      href: "https://stationsplein.example/",
    });
  });

  it.each([
    ["Dendermonde", [5100005, 5100004, 5100002, 5100001]],
    ["9200", [5100005, 5100004, 5100002, 5100001]],
    ["Dendermonde|9200", [5100005, 5100004, 5100002, 5100001]],
    ["dendermonde", [5100005, 5100004, 5100002, 5100001]],
    ["Spa|4900", [5100003]],
    ["Gent", []],
  ])("city=%s", async (city, ids) => {
    const { data } = await list(`/nl/projecten/?city=${encodeURIComponent(city)}`);
    expect(data.cards.map((c) => c.id)).toEqual(ids);
  });

  it("the city filter lists the cities with projects, with their number", async () => {
    const { data } = await list("/nl/projecten/");
    expect(data.cities).toEqual([
      { name: "Dendermonde", zip: "9200", value: "Dendermonde|9200", count: 4 },
      { name: "Spa", zip: "4900", value: "Spa|4900", count: 1 },
    ]);
    expect((await list("/nl/projecten/?city=9200")).data.city).toBe("Dendermonde|9200");
  });

  it.each([
    ["/nl/projecten/?page=9", "/nl/projecten/?page=3"],
    ["/nl/projecten/?city=Spa&page=4", "/nl/projecten/?city=Spa"],
    ["/nl/projecten/?city=", "/nl/projecten/"],
    ["/nl/projecten/?page=abc", "/nl/projecten/"],
    ["/nl/projecten/?page=0&utm_source=mail", "/nl/projecten/?utm_source=mail"],
    ["/nl/projecten/?type=3&sort=price-asc&city=Spa", "/nl/projecten/?city=Spa"],
    ["/nl/projecten/?city=Spa&city=Gent", "/nl/projecten/?city=Spa"],
  ])("%s answers 302 to the clean URL %s", async (url, location) => {
    expect(await list(url, withPageSize(2))).toMatchObject({ status: 302, location });
  });
});
