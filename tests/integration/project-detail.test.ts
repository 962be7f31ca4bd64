import { createElement } from "react";
import { eq, inArray } from "drizzle-orm";
import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingDocuments, listingMedia, projects, projectUnits, properties } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { loader as detailLoader } from "#app/routes/listings/project-detail.tsx";
import { loader as redirectLoader } from "#app/routes/listings/project-redirect.tsx";
import { ProjectPage } from "#app/components/listing/project/project-page.tsx";
import { ProjectWithdrawn } from "#app/components/listing/project/project-unavailable.tsx";
import { type ProjectDetailView } from "#app/services/listings/project-detail.server.ts";
import { openSampleCatalogue, SITE_URL, type SampleCatalogue } from "#tests/setup/sample-catalogue.ts";
import { renderWithTexts } from "#tests/setup/render-page.tsx";

/**
 * The project detail page against a real database with the sample feed (one project: 5100001,
 * Residentie De Schelde in Dendermonde, 8 units of which 3 sold, 4 photos, 2 documents, 3
 * construction phases). Other situations (hidden address, sold out, withdrawn, external website,
 * empty sections, more projects) are made by changing rows, and put back after each test. Route
 * loaders are called as the router calls them.
 */
const PROJECT = 5100001;
const NL_PATH = "/nl/projecten/dendermonde/residentie-de-schelde/5100001/";
let sample: SampleCatalogue;

beforeAll(async () => {
  sample = await openSampleCatalogue();
});
afterAll(async () => {
  await sample?.close();
});

type Answer = { status: number; location: string | null; headers: Headers | null; data: unknown };

/** Runs a loader as the router would and reads its answer: data, a redirect, or a thrown status. */
async function answer(
  loader: (args: LoaderFunctionArgs<AppLoadContext>) => Promise<unknown>,
  url: string,
  headers: HeadersInit = {},
): Promise<Answer> {
  const request = new Request(`${SITE_URL}${url}`, { headers });
  const id =
    /^\/project\/([^/]+)\/$/.exec(new URL(request.url).pathname)?.[1] ??
    /\/(\d+)\/$/.exec(new URL(request.url).pathname)?.[1];
  try {
    const result = (await loader({
      request,
      params: id === undefined ? {} : { id },
      context: sample.context(),
    } as unknown as LoaderFunctionArgs<AppLoadContext>)) as { data?: unknown; init?: ResponseInit } | Response;
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get("Location"), headers: result.headers, data: null };
    return {
      status: result.init?.status ?? 200,
      location: null,
      headers: new Headers(result.init?.headers),
      data: result.data,
    };
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, location: error.headers.get("Location"), headers: error.headers, data: null };
    const thrown = error as { data?: unknown; init?: ResponseInit };
    if (thrown.init)
      return {
        status: thrown.init.status ?? 0,
        location: null,
        headers: new Headers(thrown.init.headers),
        data: thrown.data,
      };
    throw error;
  }
}

type JsonLd = Record<string, unknown>;
type ProjectAnswer = {
  kind: "project";
  view: ProjectDetailView;
  breadcrumb: { name: string; path: string }[];
  shareUrl: string;
  seo: {
    title: string;
    description: string;
    canonical: string;
    robots: string;
    alternates: { hreflang: string; href: string }[];
    jsonLd: JsonLd[];
  };
};

/** The canonical path of the project in a language, as `/project/{id}/` redirects to it. */
async function canonicalOf(lang: Locale, id = PROJECT): Promise<string> {
  const redirect = await answer(redirectLoader, `/project/${id}/`, { Cookie: `lang=${lang}` });
  expect(redirect.status).toBe(301);
  return redirect.location!;
}

async function pageOf(lang: Locale, id = PROJECT): Promise<ProjectAnswer> {
  const result = await answer(detailLoader, await canonicalOf(lang, id));
  expect(result.status).toBe(200);
  return result.data as ProjectAnswer;
}

async function htmlOf(page: ProjectAnswer, lang: Locale = "nl"): Promise<string> {
  return renderWithTexts(
    createElement(ProjectPage, { view: page.view, breadcrumb: page.breadcrumb, shareUrl: page.shareUrl }),
    lang,
  );
}

/** Changes the project row for one test and puts it back afterwards. */
async function withProject(changes: Partial<typeof projects.$inferInsert>, run: () => Promise<void>): Promise<void> {
  const [before] = await sample.database.db.select().from(projects).where(eq(projects.id, PROJECT));
  await sample.database.db.update(projects).set(changes).where(eq(projects.id, PROJECT));
  try {
    await run();
  } finally {
    await sample.database.db.update(projects).set(before!).where(eq(projects.id, PROJECT));
  }
}

/** Two more published projects for one test: one next door in Dendermonde, one far away in Spa. */
async function withMoreProjects(run: () => Promise<void>): Promise<void> {
  const near = {
    id: 5100002,
    name: { nl: "Hof ter Schelde", fr: "Cour de l'Escaut" },
    zip: "9200",
    city: "Dendermonde",
    citySearchKey: "dendermonde",
    lat: 51.03,
    lng: 4.1,
  };
  const far = {
    id: 5100003,
    name: { nl: "Domaine du Lac", fr: "Domaine du Lac" },
    zip: "4900",
    city: "Spa",
    citySearchKey: "spa",
    lat: 50.49,
    lng: 5.86,
  };
  await sample.database.db.insert(projects).values([far, near]);
  await sample.database.db.insert(listingMedia).values({
    projectId: near.id,
    position: 0,
    url: "/sample/pictures/project-5100001-2.jpg",
    width: 1600,
    height: 1067,
  });
  try {
    await run();
  } finally {
    await sample.database.db.delete(projects).where(inArray(projects.id, [near.id, far.id]));
  }
}

describe("one URL per project and language", () => {
  it("/project/{id}/ answers 301 to the canonical URL in the visitor's language, privately", async () => {
    const fr = await answer(redirectLoader, `/project/${PROJECT}/`, { "Accept-Language": "fr-BE,fr;q=0.9,nl;q=0.5" });
    expect(fr).toMatchObject({ status: 301, location: "/fr/projets/dendermonde/residentie-de-schelde/5100001/" });
    expect(fr.headers?.get("Vary")).toContain("Accept-Language");
    expect(fr.headers?.get("Cache-Control")).toContain("private");
    expect((await answer(redirectLoader, `/project/${PROJECT}/?utm_source=mail`, { Cookie: "lang=de" })).location).toBe(
      "/de/projekte/dendermonde/residentie-de-schelde/5100001/?utm_source=mail",
    );
  });

  it("/project/?id={id} (the banner's link) answers 301 to the same place, the id out of the query", async () => {
    const en = await answer(redirectLoader, `/project/?id=${PROJECT}&utm_source=banner`, { Cookie: "lang=en" });
    expect(en).toMatchObject({
      status: 301,
      location: "/en/projects/dendermonde/residentie-de-schelde/5100001/?utm_source=banner",
    });
    expect((await answer(redirectLoader, `/project/?id=${PROJECT}`, { "Accept-Language": "nl" })).location).toBe(
      NL_PATH,
    );
  });

  it.each([
    "/project/9999999/",
    "/project/abc/",
    "/project/0/",
    "/project/?id=",
    "/project/?id=-5",
    "/project/?id=1e3",
    "/project/",
  ])("%s is the 'project not found' page (404), never an error", async (url) => {
    const missing = await answer(redirectLoader, url);
    expect(missing.status).toBe(404);
    expect(missing.data).toMatchObject({ heading: "Project niet gevonden", intro: "Bekijk ons actuele aanbod" });
  });

  it("the canonical URL answers 200 with the project in that language, cacheable", async () => {
    const result = await answer(detailLoader, NL_PATH);
    expect(result.status).toBe(200);
    expect(result.headers?.get("Cache-Control")).toContain("s-maxage");
    const page = result.data as ProjectAnswer;
    expect(page.view.title).toBe("Residentie De Schelde");
    expect(page.seo.canonical).toBe(`${SITE_URL}${NL_PATH}`);
    expect(page.seo.title).toBe("Residentie De Schelde | Immo Dender & Schelde");
    expect(page.seo.description).toMatch(/^Residentie De Schelde is een kleinschalig nieuwbouwproject/);
    expect(page.seo.description.length).toBeLessThanOrEqual(160);
    expect(page.seo.robots).toBe("index,follow");
    expect(page.shareUrl).toBe(`${SITE_URL}${NL_PATH}`);
  });

  it("a wrong city or title slug answers 301 to the canonical URL, keeping the query", async () => {
    expect(await answer(detailLoader, "/nl/projecten/gent/oude-naam/5100001/?ref=mail")).toMatchObject({
      status: 301,
      location: `${NL_PATH}?ref=mail`,
    });
    expect((await answer(detailLoader, "/fr/projets/x/y/5100001/")).location).toBe(
      "/fr/projets/dendermonde/residentie-de-schelde/5100001/",
    );
  });

  it("an unknown id answers 404 with 'project not found' and links to the projects and the offer", async () => {
    const missing = await answer(detailLoader, "/nl/projecten/gent/iets/9999999/");
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({
      heading: "Project niet gevonden",
      intro: "Bekijk ons actuele aanbod",
      links: [
        { name: "Projecten", href: "/nl/projecten/" },
        { name: "Panden te koop", href: "/nl/te-koop/" },
        { name: "Panden te huur", href: "/nl/te-huur/" },
      ],
    });
    expect(((await answer(detailLoader, "/fr/projets/gand/x/9999999/")).data as { heading: string }).heading).toBe(
      "Projet introuvable",
    );
  });

  it("the breadcrumb is the projects list, then the title", async () => {
    const fr = await pageOf("fr");
    expect(fr.breadcrumb).toEqual([
      { name: "Accueil", path: "/fr/" },
      { name: "Projets", path: "/fr/projets/" },
      { name: "Residentie De Schelde", path: "/fr/projets/dendermonde/residentie-de-schelde/5100001/" },
    ]);
  });

  it("hreflang alternates point at each language's URL", async () => {
    const nl = await pageOf("nl");
    expect(nl.seo.alternates.map((a) => a.hreflang)).toEqual(["nl", "fr", "en", "de", "x-default"]);
    expect(nl.seo.alternates.find((a) => a.hreflang === "en")?.href).toBe(
      `${SITE_URL}/en/projects/dendermonde/residentie-de-schelde/5100001/`,
    );
    expect(nl.seo.alternates.find((a) => a.hreflang === "x-default")?.href).toBe(`${SITE_URL}${NL_PATH}`);
  });
});

describe("what a visitor sees", () => {
  it("title, price range, delivery, prices and planning, description, and key facts", async () => {
    const { view } = await pageOf("nl");
    expect(view.priceRange).toBe("€ 249.000 – € 545.000");
    expect(view.delivery).toEqual({ value: "Q4 2027", lang: null });
    expect(view.description.paragraphs).toHaveLength(4);
    expect(view.pricesAndPlanning.paragraphs[0]).toMatch(/^Prijzen van € 249\.000/);
    expect(Object.fromEntries(view.keyFacts.map((f) => [f.label, f.value]))).toEqual({
      Projectnummer: "5100001",
      Gemeente: "9200 Dendermonde",
      Prijzen: "€ 249.000 – € 545.000",
      Oplevering: "Q4 2027",
      "Beschikbare eenheden": "5 van 8",
    });
    const fr = await pageOf("fr");
    expect(fr.view.pricesAndPlanning.paragraphs[0]).toMatch(/^Prix de 249 000 €/);
  });

  it("the units table: floor, name, bedrooms, surface, status and price; a sold unit says sold once, without a price", async () => {
    const { view } = await pageOf("nl");
    expect(view.units).toHaveLength(8);
    expect(view.units[0]).toEqual({
      id: 5100101,
      name: "A.0.1",
      floor: "Gelijkvloers",
      bedrooms: "1",
      surface: "68\u00a0m²",
      status: "sold",
      statusText: "Verkocht",
      price: null,
    });
    expect(view.units[1]).toMatchObject({
      name: "A.0.2",
      status: "available",
      statusText: "Beschikbaar",
      price: "€ 309.000",
    });
    expect(view.units.find((u) => u.name === "A.1.2")).toMatchObject({
      floor: "1",
      statusText: "In optie",
      price: "€ 319.000",
    });
    expect(view.units.filter((u) => u.status === "sold").map((u) => u.price)).toEqual([null, null, null]);
    expect(view.soldOut).toBe(false);
    const html = await htmlOf(await pageOf("nl"));
    expect(html).toContain('<th scope="col" role="columnheader">Verdieping</th>');
    // "Verkocht" once per sold unit (its status), not again in the price column
    const soldRow = /<tr[^>]*project-units__row--sold[^>]*>[^]*?<\/tr>/.exec(html)?.[0] ?? "";
    expect(soldRow.match(/Verkocht/g)).toHaveLength(1);
    expect(soldRow).toMatch(/<td role="cell" class="project-units__number project-units__price"><\/td>/);
    expect(html).not.toContain("Volledig verkocht");
    expect((await pageOf("fr")).view.units[0]).toMatchObject({
      floor: "Rez-de-chaussée",
      statusText: "Vendu",
      price: null,
    });
  });

  it("when every unit is sold the project is sold out, on the page and in JSON-LD", async () => {
    const statuses = await sample.database.db
      .select({ id: projectUnits.id, status: projectUnits.status })
      .from(projectUnits)
      .where(eq(projectUnits.projectId, PROJECT));
    await sample.database.db.update(projectUnits).set({ status: "sold" }).where(eq(projectUnits.projectId, PROJECT));
    try {
      const page = await pageOf("nl");
      expect(page.view.soldOut).toBe(true);
      expect(page.view.units.every((u) => u.price === null)).toBe(true);
      expect(page.view.keyFacts.find((f) => f.label === "Beschikbare eenheden")?.value).toBe("0 van 8");
      expect(await htmlOf(page)).toContain("Volledig verkocht");
      const offers = page.seo.jsonLd.find((d) => d["@type"] === "RealEstateListing")!.offers as JsonLd;
      expect(offers).toMatchObject({ availability: "https://schema.org/SoldOut", offerCount: 0 });
    } finally {
      for (const unit of statuses)
        await sample.database.db.update(projectUnits).set({ status: unit.status }).where(eq(projectUnits.id, unit.id));
    }
  });

  it("construction phases with their dates, in the page's language", async () => {
    const { view } = await pageOf("nl");
    expect(view.constructions).toEqual([
      {
        name: "Fase 1 – Ruwbouw",
        description: "Grondwerken, kelder en ruwbouw van de vier bouwlagen.",
        date: "15-9-2025",
      },
      {
        name: "Fase 2 – Wind- en waterdicht",
        description: "Dak, gevelsteen en buitenschrijnwerk; start van de technieken.",
        date: "1-10-2026",
      },
      {
        name: "Fase 3 – Afwerking en oplevering",
        description: "Binnenafwerking, omgevingsaanleg en voorlopige oplevering.",
        date: "30-11-2027",
      },
    ]);
  });

  it("documents are named, never linked, and requested with the page's documents form", async () => {
    const page = await pageOf("nl");
    expect(page.view.documents).toEqual([{ name: "Prijslijst" }, { name: "Brochure" }]);
    expect(JSON.stringify(page)).not.toContain("/sample/documents/");
    const html = await htmlOf(page);
    expect(html).toContain("Deze documenten bezorgen we u op aanvraag per e-mail.");
    expect(html).toMatch(/<form[^>]*id="documents-request"[^>]*method="post"/);
    expect(html).not.toMatch(/href="mailto:[^"]*subject=Documenten/);
    expect((await pageOf("fr")).view.documents).toEqual([{ name: "Liste de prix" }, { name: "Brochure" }]);
  });

  it("photos through /img/, the first one the LCP image; captions in the page's language", async () => {
    const page = await pageOf("nl");
    expect(page.view.pictures).toHaveLength(4);
    const html = await htmlOf(page);
    expect(/<a class="property-gallery__hero"[^>]*>\s*<img[^>]*>/.exec(html)?.[0]).toMatch(/fetchpriority="high"/i);
    expect(html).toContain('src="/img/1200/sample/pictures/project-5100001-1.jpg"');
    expect((await pageOf("de")).view.pictures[3]!.alt).toBe("Terrasse mit Aussicht");
  });

  it("a published address: street, exact position, map and Street View links", async () => {
    const { view } = await pageOf("nl");
    expect(view.address).toEqual({
      street: "Zuidlaan 88",
      zip: "9200",
      city: "Dendermonde",
      published: true,
      countryCode: "BE",
    });
    expect(view.coordinates).toEqual({ lat: 51.02214, lng: 4.10683, precise: true });
    expect(view.mapUrl).toBe("https://www.openstreetmap.org/?mlat=51.02214&mlon=4.10683#map=17/51.02214/4.10683");
    expect(view.streetViewUrl).toBe("https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=51.02214,4.10683");
  });

  it("PublicAddress off: only zip and city, the city's centre, no street, no Street View", async () => {
    await withProject({ publicAddress: false, boxNr: "2.1" }, async () => {
      const page = await pageOf("nl");
      expect(page.view.address).toEqual({
        street: null,
        zip: "9200",
        city: "Dendermonde",
        published: false,
        countryCode: "BE",
      });
      expect(page.view.coordinates).toEqual({ lat: 51.0281, lng: 4.101, precise: false }); // Dendermonde's centre
      expect(page.view.streetViewUrl).toBeNull();
      expect(page.view.mapUrl).toBe("https://www.openstreetmap.org/#map=13/51.0281/4.101");
      const everything = JSON.stringify(page);
      // The description may name the street ("aan de Zuidlaan"): that is the editor's text, not the address.
      for (const secret of ["Zuidlaan 88", "51.02214", "4.10683", "bus 2.1"]) expect(everything).not.toContain(secret);
      const listing = page.seo.jsonLd.find((d) => d["@type"] === "RealEstateListing")!;
      expect((listing.about as { address: object }).address).not.toHaveProperty("streetAddress");
      expect(listing.about).not.toHaveProperty("geo");
      const html = await htmlOf(page);
      expect(html).not.toContain("Zuidlaan 88");
      expect(html).not.toContain("Street View");
      expect(html).toContain("9200 Dendermonde");
    });
  });

  it("empty sections say so (no photos, constructions or documents); no similar projects leaves out their section", async () => {
    const db = sample.database.db;
    const [media, documents] = await Promise.all([
      db.select().from(listingMedia).where(eq(listingMedia.projectId, PROJECT)),
      db.select().from(listingDocuments).where(eq(listingDocuments.projectId, PROJECT)),
    ]);
    await db.delete(listingMedia).where(eq(listingMedia.projectId, PROJECT));
    await db.delete(listingDocuments).where(eq(listingDocuments.projectId, PROJECT));
    try {
      await withProject({ constructions: [] }, async () => {
        const page = await pageOf("nl");
        expect(page.view).toMatchObject({ pictures: [], documents: [], constructions: [], similar: [] });
        const html = await htmlOf(page);
        for (const text of ["Geen foto&#x27;s gevonden", "Geen bouwwerken gevonden", "Geen documenten gevonden"])
          expect(html).toContain(text);
        expect(html).not.toContain("Documenten aanvragen");
        // a heading over nothing is left out
        expect(html).not.toContain("Gelijkaardige projecten");
        expect(html).not.toContain("Geen projecten gevonden");
        const fr = await htmlOf(await pageOf("fr"), "fr");
        for (const text of ["Aucune photo trouvée", "Aucune construction trouvée", "Aucun document trouvé"])
          expect(fr).toContain(text);
        expect(fr).not.toContain("Projets similaires");
      });
    } finally {
      await db.insert(listingMedia).values(media);
      await db.insert(listingDocuments).values(documents);
    }
  });

  it("similar projects: the other published projects, nearest first", async () => {
    await withMoreProjects(async () => {
      const { view } = await pageOf("nl");
      expect(view.similar.map((card) => [card.id, card.title])).toEqual([
        [5100002, "Hof ter Schelde"],
        [5100003, "Domaine du Lac"],
      ]);
      expect(view.similar[0]!.href).toBe("/nl/projecten/dendermonde/hof-ter-schelde/5100002/");
      const html = await htmlOf(await pageOf("nl"));
      expect(html).toContain("Gelijkaardige projecten");
      expect(html).toContain('src="/img/400/');
      expect(html).not.toContain("Geen projecten gevonden");
    });
  });

  it("the project's own properties appear as result cards", async () => {
    await sample.database.db.update(properties).set({ projectId: PROJECT }).where(eq(properties.id, 4100002));
    try {
      const page = await pageOf("nl");
      expect(page.view.properties.map((card) => card.id)).toEqual([4100002]);
      expect(page.view.properties[0]!.href).toMatch(/^\/nl\/te-koop\/dendermonde\/[a-z0-9-]+\/4100002\/$/);
      const html = await htmlOf(page);
      expect(html).toContain("Panden in dit project");
    } finally {
      await sample.database.db.update(properties).set({ projectId: null }).where(eq(properties.id, 4100002));
    }
    expect(await htmlOf(await pageOf("nl"))).not.toContain("Panden in dit project");
  });

  it("JSON-LD: a RealEstateListing about a Residence, with an AggregateOffer over the units", async () => {
    const page = await pageOf("nl");
    const listing = page.seo.jsonLd.find((d) => d["@type"] === "RealEstateListing")!;
    expect(listing).toMatchObject({
      "@context": "https://schema.org",
      url: page.seo.canonical,
      name: "Residentie De Schelde",
      inLanguage: "nl",
      about: {
        "@type": "Residence",
        address: {
          "@type": "PostalAddress",
          streetAddress: "Zuidlaan 88",
          postalCode: "9200",
          addressLocality: "Dendermonde",
          addressCountry: "BE",
        },
        geo: { "@type": "GeoCoordinates", latitude: 51.02214, longitude: 4.10683 },
      },
      offers: {
        "@type": "AggregateOffer",
        lowPrice: 249000,
        highPrice: 545000,
        priceCurrency: "EUR",
        offerCount: 5,
        availability: "https://schema.org/InStock",
      },
    });
    expect((listing.image as string[])[0]).toBe(`${SITE_URL}/img/1200/sample/pictures/project-5100001-1.jpg`);
    const crumbs = page.seo.jsonLd.find((d) => d["@type"] === "BreadcrumbList")!;
    expect((crumbs.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      "Home",
      "Projecten",
      "Residentie De Schelde",
    ]);
  });
});

describe("availability", () => {
  it("a project withdrawn from the feed answers 410 with the other projects; one never published is 404", async () => {
    await withMoreProjects(async () => {
      await withProject({ published: false, withdrawnAt: new Date() }, async () => {
        const gone = await answer(detailLoader, NL_PATH);
        expect(gone.status).toBe(410);
        const data = gone.data as {
          kind: string;
          title: string;
          others: { id: number }[];
          seo: { robots: string };
          listLink: { href: string; name: string };
        };
        expect(data.kind).toBe("withdrawn");
        expect(data.title).toBe("Residentie De Schelde");
        expect(data.others.map((card) => card.id)).toEqual([5100002, 5100003]);
        expect(data.seo.robots).toBe("noindex, follow");
        expect(data.listLink).toEqual({ name: "Bekijk al onze projecten", href: "/nl/projecten/" });
        // /project/{id}/ still leads there, so an old link ends on the 410 rather than a 404.
        expect((await answer(redirectLoader, `/project/${PROJECT}/`, { Cookie: "lang=nl" })).location).toBe(NL_PATH);
        const html = await renderWithTexts(
          createElement(ProjectWithdrawn, {
            title: data.title,
            titleLang: null,
            breadcrumb: [],
            others: data.others as never,
            listLink: data.listLink,
          }),
        );
        expect(html).toContain("Dit project is niet langer beschikbaar");
        expect(html).toContain("Hof ter Schelde");
      });
      await withProject({ published: false, withdrawnAt: null }, async () => {
        expect((await answer(detailLoader, NL_PATH)).status).toBe(404);
        expect((await answer(redirectLoader, `/project/${PROJECT}/`)).status).toBe(404);
      });
    });
  });

  it("a project with its own website sends the visitor there (302), from the detail URL and from /project/{id}/", async () => {
    await withProject({ externalWeb: "www.residentie-deschelde.be" }, async () => {
      expect(await answer(detailLoader, NL_PATH)).toMatchObject({
        status: 302,
        location: "https://www.residentie-deschelde.be/",
      });
      expect(await answer(redirectLoader, `/project/${PROJECT}/`)).toMatchObject({
        status: 302,
        location: "https://www.residentie-deschelde.be/",
      });
      expect(await answer(redirectLoader, `/project/?id=${PROJECT}`)).toMatchObject({
        status: 302,
        location: "https://www.residentie-deschelde.be/",
      });
    });
    // Something that is no website keeps the project on its own page.
    await withProject({ externalWeb: "javascript:alert(1)" }, async () => {
      expect((await answer(detailLoader, NL_PATH)).status).toBe(200);
    });
  });
});
