import path from "node:path";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { properties } from "#db/schema.ts";
import { createSampleProvider } from "#app/providers/sample/sample-provider.server.ts";
import { importCatalogue } from "#app/services/listings/sync-catalogue.server.ts";
import { loadContent, type SiteContent } from "#app/services/content/load-content.server.ts";
import type { PurchaseCalculatorData } from "#app/components/listing/detail/purchase-calculator.tsx";
import {
  detailOptions,
  loadPropertyDetail,
  type PropertyDetailView,
} from "#app/services/listings/property-detail.server.ts";
import type { RegionalMentions } from "#app/services/listings/property-mentions.server.ts";
import { loader as detailLoader } from "#app/routes/listings/property-detail.tsx";
import { loader as redirectLoader } from "#app/routes/listings/property-redirect.tsx";
import { MandatoryMentions } from "#app/components/listing/detail/mandatory-mentions.tsx";
import { PropertyPage } from "#app/components/listing/detail/property-page.tsx";
import type { Locale } from "#app/i18n/locales.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";
import { renderWithTexts } from "#tests/setup/render-page.tsx";
import { requestContext } from "#tests/setup/request-context.ts";

/**
 * The property detail page against a real database: the sample feed (Flanders and Wallonia) and
 * the regions fixture (tests/fixtures/feed-regions: Brussels, Liège, a Flemish flood score D, a
 * Flemish listing with missing mandatory data). Route loaders are called as the router calls them.
 */
const root = path.resolve(import.meta.dirname, "../..");
const SITE = "https://agency.example";
let sample: DatabaseHandle;
let regions: DatabaseHandle;
let content: SiteContent;

beforeAll(async () => {
  content = await loadContent(path.join(root, "content"));
  [sample, regions] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await importCatalogue(sample.db, createSampleProvider(path.join(root, "data/sample/feed")));
  await importCatalogue(regions.db, createSampleProvider(path.join(root, "tests/fixtures/feed-regions")));
});
afterAll(async () => {
  await Promise.all([sample?.close(), regions?.close()]);
});

function context(handle: DatabaseHandle): AppLoadContext {
  return requestContext(handle.db, content, {
    config: { siteUrl: SITE, mode: "test", agencyEmail: "x@example.be", dataDir: "", cdnHost: null },
  });
}

type Answer = { status: number; location: string | null; headers: Headers | null; data: unknown };

/** Runs a loader as the router would and reads its answer: data, a redirect, or a thrown status. */
async function answer(
  loader: (args: LoaderFunctionArgs<AppLoadContext>) => Promise<unknown>,
  url: string,
  handle = sample,
  headers: HeadersInit = {},
): Promise<Answer> {
  const request = new Request(`${SITE}${url}`, { headers });
  const params = { id: /\/(\d+|[^/]+)\/$/.exec(new URL(request.url).pathname)?.[1] };
  try {
    const result = (await loader({
      request,
      params,
      context: context(handle),
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

/** The canonical path of a listing in a language, as `/property/{id}/` redirects to it. */
async function canonicalOf(id: number, lang: Locale, handle = sample): Promise<string> {
  const redirect = await answer(redirectLoader, `/property/${id}/`, handle, { Cookie: `lang=${lang}` });
  expect(redirect.status).toBe(301);
  return redirect.location!;
}

type ListingPage = {
  kind: "listing";
  view: PropertyDetailView;
  breadcrumb: { name: string; path: string }[];
  shareUrl: string;
  seo: {
    title: string;
    canonical: string;
    robots: string;
    alternates: { hreflang: string; href: string }[];
    jsonLd: Record<string, unknown>[];
  };
};

async function pageOf(id: number, lang: Locale, handle = sample): Promise<ListingPage> {
  const result = await answer(detailLoader, await canonicalOf(id, lang, handle), handle);
  expect(result.status).toBe(200);
  return result.data as ListingPage;
}

async function viewOf(id: number, lang: Locale = "nl", handle = sample): Promise<PropertyDetailView> {
  const result = await loadPropertyDetail(handle.db, id, detailOptions(content, lang));
  if (result.kind !== "listing") throw new Error(`listing ${id} is ${result.kind}`);
  return result.view;
}

function mentionValues(mentions: RegionalMentions | null, sectionId: string): Record<string, string> {
  const section = mentions?.sections.find((s) => s.id === sectionId);
  if (!section) throw new Error(`no ${sectionId} section`);
  return Object.fromEntries(section.items.map((item) => [item.label, item.value]));
}

describe("one URL per listing and language", () => {
  it("/property/{id}/ answers 301 to the canonical URL in the visitor's language, privately", async () => {
    const fr = await answer(redirectLoader, "/property/4100001/", sample, {
      "Accept-Language": "fr-BE,fr;q=0.9,nl;q=0.5",
    });
    expect(fr.status).toBe(301);
    expect(fr.location).toBe(
      "/fr/a-vendre/buggenhout/maison-mitoyenne-renovee-avec-jardin-ensoleille-au-coeur-de-buggenhout/4100001/",
    );
    expect(fr.headers?.get("Vary")).toContain("Accept-Language");
    expect(fr.headers?.get("Cache-Control")).toContain("private");
    expect(
      (await answer(redirectLoader, "/property/4100001/", sample, { Cookie: "lang=en", "Accept-Language": "fr" }))
        .location,
    ).toMatch(/^\/en\/for-sale\/buggenhout\//);
    expect(
      (await answer(redirectLoader, "/property/4100004/?utm_source=mail", sample, { Cookie: "lang=nl" })).location,
    ).toMatch(/^\/nl\/vakantiewoningen\/beffe\/chalet-les-sapins-[a-z0-9-]+\/4100004\/\?utm_source=mail$/);
  });

  it("/property/{id}/ of an unknown or malformed id is the not-found page (404)", async () => {
    expect((await answer(redirectLoader, "/property/9999999/")).status).toBe(404);
    expect((await answer(redirectLoader, "/property/abc/")).status).toBe(404);
  });

  it("the canonical URL answers 200 with the listing in that language", async () => {
    const path = await canonicalOf(4100001, "nl");
    expect(path).toMatch(
      /^\/nl\/te-koop\/buggenhout\/gerenoveerde-rijwoning-met-zonnige-tuin-in-hartje-buggenhout\/4100001\/$/,
    );
    const page = (await answer(detailLoader, path)).data as ListingPage;
    expect(page.view.title).toBe("Gerenoveerde rijwoning met zonnige tuin in hartje Buggenhout");
    expect(page.view.titleLang).toBeNull();
    expect(page.view.price).toBe("€ 339.000");
    expect(page.seo.canonical).toBe(`${SITE}${path}`);
    expect(page.seo.robots).toBe("index,follow");
    expect(page.shareUrl).toBe(`${SITE}${path}`);
  });

  it("a wrong city or title slug answers 301 to the canonical URL, keeping the query", async () => {
    const canonical = await canonicalOf(4100001, "nl");
    const wrong = await answer(detailLoader, "/nl/te-koop/dendermonde/oude-titel/4100001/?ref=mail");
    expect(wrong).toMatchObject({ status: 301, location: `${canonical}?ref=mail` });
  });

  it("a listing under another family's path answers 301 to its own family (sale, rent, holiday homes)", async () => {
    expect((await answer(detailLoader, "/nl/te-huur/buggenhout/x/4100001/")).location).toMatch(
      /^\/nl\/te-koop\/buggenhout\//,
    );
    expect((await answer(detailLoader, "/fr/a-louer/beffe/x/4100004/")).location).toMatch(
      /^\/fr\/maisons-de-vacances\/beffe\//,
    );
  });

  it("an unknown id answers 404 with links to the current offer", async () => {
    const missing = await answer(detailLoader, "/nl/te-koop/gent/iets/9999999/");
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({
      intro: "Bekijk ons actuele aanbod",
      links: [
        { name: "Panden te koop", href: "/nl/te-koop/" },
        { name: "Panden te huur", href: "/nl/te-huur/" },
        { name: "Vakantiewoningen", href: "/nl/vakantiewoningen/" },
      ],
    });
  });

  it("the breadcrumb is the list page, then the title", async () => {
    const sale = await pageOf(4100001, "fr");
    expect(sale.breadcrumb.map((c) => c.name)).toEqual(["Accueil", "À vendre", sale.view.title]);
    expect(sale.breadcrumb[1]!.path).toBe("/fr/a-vendre/");
    const holiday = await pageOf(4100004, "nl");
    expect(holiday.breadcrumb.map((c) => c.path).slice(0, 2)).toEqual(["/nl/", "/nl/vakantiewoningen/"]);
  });

  it("hreflang alternates carry each language's own title slug; the empty de content points to nl", async () => {
    const nl = await pageOf(4100001, "nl");
    const fr = nl.seo.alternates.find((a) => a.hreflang === "fr")?.href;
    expect(fr).toBe(
      `${SITE}/fr/a-vendre/buggenhout/maison-mitoyenne-renovee-avec-jardin-ensoleille-au-coeur-de-buggenhout/4100001/`,
    );
    expect(nl.seo.alternates.map((a) => a.hreflang)).toEqual(["nl", "fr", "en", "x-default"]);

    const de = await pageOf(4100001, "de");
    expect(de.view.titleLang).toBe("nl");
    expect(de.view.description.lang).toBe("nl");
    expect(de.seo.canonical).toBe(nl.seo.canonical);
    expect(de.seo.robots).toBe("noindex, follow");
  });
});

describe("what a visitor sees", () => {
  it("every field the data holds, grouped; null fields are hidden", async () => {
    const view = await viewOf(4100001);
    expect(view.groups.map((g) => g.id)).toEqual([
      "general",
      "surfaces",
      "rooms",
      "comfort",
      "energy",
      "legal",
      "financial",
    ]);
    const fields = (id: string) =>
      Object.fromEntries(view.groups.find((g) => g.id === id)!.fields.map((f) => [f.label, f.value]));
    expect(fields("general")).toMatchObject({
      "Unieke code": "BUG-0123",
      Bouwjaar: "1932",
    });
    expect(fields("surfaces")).toMatchObject({ "Bewoonbare oppervlakte": "165\u00a0m²", Gevelbreedte: "6,2\u00a0m" });
    expect(fields("rooms")).not.toHaveProperty("Verdieping"); // Floor is null in the feed
    expect(fields("comfort")).toMatchObject({
      Lift: "Nee",
      Kelder: "Ja",
      Verwarming: "Centrale verwarming op gas (condensatieketel)",
    });
    expect(fields("energy")).toMatchObject({
      "Totaal energieverbruik": "40.425\u00a0kWh/jaar",
      "Einddatum certificaat": "14-1-2035",
    });
    expect(fields("financial")).toMatchObject({
      "Kadastraal inkomen": "€ 845",
    });
    expect(fields("financial")).not.toHaveProperty("Btw");
    // The key-facts bar under the title: with the price beside it, as the portals show it.
    expect(view.keyFacts).toEqual([
      { label: "Slaapkamers", value: "3" },
      { label: "Bewoonbare oppervlakte", value: "165\u00a0m²" },
      { label: "Grondoppervlakte", value: "182\u00a0m²" },
      { label: "EPC-label", value: "C", image: { src: "/images/epc/flanders/c.svg", label: "C" } },
    ]);
  });

  it("each fact once: what the header, the key-facts bar and the mandatory mentions show is not repeated in the groups", async () => {
    const view = await viewOf(4100001);
    const labels = view.groups.flatMap((group) => group.fields.map((field) => field.label));
    // Address, type and price are in the header and the key-facts bar.
    for (const label of ["Adres", "Postcode", "Gemeente", "Type", "Prijs"]) expect(labels).not.toContain(label);
    // The Flemish mentions show the EPC score, label and code, the flood scores and the planning mentions.
    for (const label of [
      "EPC-label",
      "Specifiek energieverbruik",
      "Certificaatnummer",
      "Stedenbouwkundige vergunning",
      "Verkavelingsvergunning",
      "Voorkooprecht",
      "Stedenbouwkundige bestemming",
      "Dagvaarding",
      "Rechterlijke beslissing",
      "P-score",
      "G-score",
    ])
      expect(
        labels.filter((l) => l.startsWith(label)),
        label,
      ).toEqual([]);
    expect(view.mentions?.sections.map((s) => s.id)).toEqual(["epc", "flood", "planning"]);
    const facts = view.groups.flatMap((group) => group.fields.map((field) => `${field.label}=${field.value}`));
    expect(new Set(facts).size).toBe(facts.length);
  });

  it("the provider's registration duties read as the agency's estimate, with their share of the price", async () => {
    const view = await viewOf(4100001);
    const financial = Object.fromEntries(
      view.groups.find((g) => g.id === "financial")!.fields.map((f) => [f.label, f.value]),
    );
    expect(financial).not.toHaveProperty("Registratierechten");
    expect(financial["Registratierechten (raming van het kantoor)"]).toBe("€ 40.680 (12% van de prijs)");
    expect(view.agencyDuties).toEqual({ amount: "€ 40.680", rate: "12%" });
    const fr = await viewOf(4100001, "fr");
    expect(
      fr.groups.find((g) => g.id === "financial")!.fields.find((f) => f.label.startsWith("Droits d'enregistrement"))
        ?.label,
    ).toBe("Droits d'enregistrement (estimation de l'agence)");
  });

  it("documents are named, never linked (they are requested by e-mail)", async () => {
    const view = await viewOf(4100001);
    expect(view.documents).toEqual([{ name: "EPC-certificaat" }, { name: "Asbestattest" }]);
    expect(JSON.stringify(view)).not.toContain("/sample/documents/");
    const fr = await viewOf(4100001, "fr");
    expect(fr.documents).toEqual([{ name: "Certificat PEB (EPC)" }, { name: "Attestation amiante" }]);
  });

  it("a sold listing says so, and its marquee replaces the price", async () => {
    const view = await viewOf(4100002);
    expect(view.availability).toBe("sold");
    expect(view.availabilityMessage).toBe("Dit pand is verkocht.");
    expect(view.price).toBe("Verkocht");
    expect(view.offerPrice).toBeNull();
  });

  it("a sold listing offers no purchase-cost calculator and no offer button", async () => {
    const page = (await pageOf(4100002, "nl")) as ListingPage & {
      calculator: PurchaseCalculatorData | null;
      formLinks: { purchaseOffer: string | null };
    };
    expect(page.view.availability).toBe("sold");
    expect(page.calculator).toBeNull();
    expect(page.formLinks.purchaseOffer).toBeNull();
    const html = await renderWithTexts(
      createElement(PropertyPage, {
        view: page.view,
        breadcrumb: page.breadcrumb,
        shareUrl: page.shareUrl,
        timeSlots: ["10:00-13:00"],
        formLinks: page.formLinks as never,
        calculator: page.calculator,
      }),
    );
    expect(html).not.toContain("Bereken uw aankoopkosten");
    expect(html).not.toContain("Een bod uitbrengen");
    expect(html).not.toContain('id="contact"');
  });

  it("the calculator's duties and the agency's estimate are never two unexplained figures", async () => {
    const page = (await pageOf(4100001, "nl")) as ListingPage & {
      calculator: PurchaseCalculatorData | null;
      formLinks: { purchaseOffer: string | null };
    };
    expect(page.calculator?.agencyDuties).toEqual({ amount: "€ 40.680", rate: "12%" });
    const html = (
      await renderWithTexts(
        createElement(PropertyPage, {
          view: page.view,
          breadcrumb: page.breadcrumb,
          shareUrl: page.shareUrl,
          timeSlots: ["10:00-13:00"],
          formLinks: page.formLinks as never,
          calculator: page.calculator,
        }),
      )
    ).replace(/<!-- -->/g, "");
    // The calculator's own figure (own and only home: 2 %) with the base it rests on…
    expect(html).toContain("€ 6.780");
    expect(html).toMatch(/2%[^<]*€ 339\.000/);
    // …and the provider's figure, once as the agency's estimate in the details and once named by the calculator.
    expect(html).toContain("Registratierechten (raming van het kantoor)");
    expect(html).toContain("€ 40.680 (12% van de prijs)");
    expect(html).toContain(
      "De raming van het kantoor bij de kenmerken (€ 40.680 registratierechten) rekent met 12% van de prijs",
    );
    // Nowhere the bare provider's figure beside a bare label.
    expect(html).not.toMatch(/<dt>Registratierechten<\/dt>/);
  });

  it("a hidden address shows zip and city only: no street, no exact position, no Street View", async () => {
    const page = await pageOf(4100003, "nl");
    const { view } = page;
    expect(view.address).toMatchObject({ street: null, zip: "9280", city: "Lebbeke", published: false });
    expect(view.coordinates).toEqual({ lat: 50.9989, lng: 4.1342, precise: false }); // Lebbeke's centre
    expect(view.streetViewUrl).toBeNull();
    expect(view.mapUrl).toBe("https://www.openstreetmap.org/#map=13/50.9989/4.1342");
    const everything = JSON.stringify(page);
    for (const secret of ["Bosstraat", "50.99512", "4.12684"]) expect(everything).not.toContain(secret);
    const html = await renderWithTexts(
      createElement(PropertyPage, {
        view,
        breadcrumb: page.breadcrumb,
        shareUrl: page.shareUrl,
        timeSlots: ["10:00-13:00"],
      }),
    );
    expect(html).not.toContain("Bosstraat");
    expect(html).not.toContain("Street View");
  });

  it("a published address gets a Street View link at the listing's position", async () => {
    const view = await viewOf(4100001);
    expect(view.streetViewUrl).toBe("https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=51.01402,4.20487");
    expect(view.mapUrl).toContain("mlat=51.01402&mlon=4.20487");
  });

  it("an unpublished price reads 'price on request' everywhere, JSON-LD included", async () => {
    const nl = await pageOf(4100011, "nl");
    expect(nl.view.price).toBe("Prijs op aanvraag");
    const offer = nl.seo.jsonLd.find((d) => d["@type"] === "RealEstateListing")!.offers as Record<string, unknown>;
    expect(offer).not.toHaveProperty("price");
    expect(offer).not.toHaveProperty("priceCurrency");
    expect((await viewOf(4100011, "fr")).price).toBe("Prix sur demande");
  });

  it("JSON-LD: a RealEstateListing with its Offer, address, floor size, rooms and images", async () => {
    const page = await pageOf(4100001, "nl");
    const listing = page.seo.jsonLd.find((d) => d["@type"] === "RealEstateListing")!;
    expect(listing).toMatchObject({
      url: page.seo.canonical,
      datePosted: "2026-10-28",
      offers: { "@type": "Offer", price: 339000, priceCurrency: "EUR", availability: "https://schema.org/InStock" },
      about: {
        address: {
          streetAddress: "Kasteelstraat 42",
          postalCode: "9255",
          addressLocality: "Buggenhout",
          addressCountry: "BE",
        },
        floorSize: { value: 165, unitCode: "MTK" },
        numberOfBedrooms: 3,
      },
    });
    expect((listing.image as string[])[0]).toBe(`${SITE}/img/1200/sample/pictures/4100001-1.jpg`);
    expect(page.seo.jsonLd.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);

    const hidden = (await pageOf(4100003, "nl")).seo.jsonLd.find((d) => d["@type"] === "RealEstateListing")!;
    expect((hidden.about as { address: object }).address).not.toHaveProperty("streetAddress");
    expect(hidden.about).not.toHaveProperty("geo");
  });

  it("the hero picture is the LCP image: server-rendered, high priority, fixed size, through /img/", async () => {
    const page = await pageOf(4100001, "nl");
    const html = await renderWithTexts(
      createElement(PropertyPage, {
        view: page.view,
        breadcrumb: page.breadcrumb,
        shareUrl: page.shareUrl,
        timeSlots: ["10:00-13:00"],
      }),
    );
    const hero = /<a class="property-gallery__hero"[^>]*>\s*<img[^>]*>/.exec(html)?.[0] ?? "";
    expect(hero).toMatch(/fetchpriority="high"/i);
    expect(hero).toContain('src="/img/1200/sample/pictures/4100001-1.jpg"');
    expect(hero).toContain('width="1200"');
    expect(hero).not.toContain('loading="lazy"');
    expect(html.match(/loading="lazy"/g)?.length).toBeGreaterThanOrEqual(6);
  });

  it("video and virtual tour are classified by link type for a click-to-load placeholder", async () => {
    expect((await viewOf(4100007)).media).toEqual([
      expect.objectContaining({
        role: "video",
        kind: "youtube",
        embedUrl: "https://www.youtube-nocookie.com/embed/Qm7xVb2LpT4",
        loadLabel: "Toon de video (laadt inhoud van een externe dienst)",
      }),
    ]);
    expect((await viewOf(4100003)).media).toEqual([
      expect.objectContaining({ role: "tour", kind: "tour", embedUrl: "https://tour.tvl.be/nl/viewer/48213" }),
    ]);
    const html = await renderWithTexts(
      createElement(PropertyPage, {
        view: await viewOf(4100007),
        breadcrumb: [],
        shareUrl: `${SITE}/x/`,
        timeSlots: [],
      }),
    );
    expect(html).not.toContain("<iframe"); // nothing third-party before the visitor asks
  });

  it("similar listings: same family and type, nearest area and price first, at most 4", async () => {
    const sale = await viewOf(4100001);
    expect(sale.similar.map((c) => c.id)).toEqual([4100003]);
    const holiday = await viewOf(4100004);
    expect(holiday.similar).toHaveLength(4);
    expect(holiday.similar.map((c) => c.city)).toEqual(["Beffe", "Beffe", "Beffe", "Beffe"]);
    expect(holiday.similar.every((c) => c.href.startsWith("/nl/vakantiewoningen/"))).toBe(true);
  });

  it("a listing withdrawn from the feed answers 410 with similar listings; one never published is 404", async () => {
    const path = await canonicalOf(4100010, "nl");
    await sample.db
      .update(properties)
      .set({ published: false, withdrawnAt: new Date() })
      .where(eq(properties.id, 4100010));
    try {
      const gone = await answer(detailLoader, path);
      expect(gone.status).toBe(410);
      const data = gone.data as {
        kind: string;
        title: string;
        similar: { id: number }[];
        seo: { robots: string };
        listLink: { href: string };
      };
      expect(data.kind).toBe("withdrawn");
      expect(data.title).toMatch(/^Villa Balmoral/);
      expect(data.similar.length).toBeGreaterThan(0);
      expect(data.similar.map((c) => c.id)).not.toContain(4100010);
      expect(data.seo.robots).toBe("noindex, follow");
      expect(data.listLink.href).toBe("/nl/vakantiewoningen/");
      await sample.db.update(properties).set({ withdrawnAt: null }).where(eq(properties.id, 4100010));
      expect((await answer(detailLoader, path)).status).toBe(404);
    } finally {
      await sample.db.update(properties).set({ published: true, withdrawnAt: null }).where(eq(properties.id, 4100010));
    }
  });
});

describe("mandatory mentions of the property's region", () => {
  it("Flanders: EPC score, label (with its image) and unique code; flood scores; the five urban-planning mentions", async () => {
    const view = await viewOf(4100001);
    expect(view.mentions?.region).toBe("flanders");
    expect(view.mentions?.sections.map((s) => s.id)).toEqual(["epc", "flood", "planning"]);
    expect(mentionValues(view.mentions, "epc")).toEqual({
      "EPC-score": "245\u00a0kWh/m²/jaar",
      "EPC-label": "C",
      "Unieke code van het EPC": "20250114-0003124587-RES-1",
    });
    const label = view.mentions!.sections[0]!.items[1]!;
    expect(label.epcImage).toEqual({ src: "/images/epc/flanders/c.svg", label: "C" });
    expect(mentionValues(view.mentions, "flood")).toEqual({ "P-score (perceel)": "A", "G-score (gebouw)": "A" });
    expect(view.mentions!.sections[1]!.floodSymbol).toBeNull();
    expect(view.mentions?.renovationNotice).toBeNull(); // label C
  });

  it("Flanders: a flood score D brings the flood symbol; all five planning mentions; E or F brings the renovation duty", async () => {
    const view = await viewOf(4200003, "nl", regions);
    expect(view.mentions!.sections.find((s) => s.id === "flood")!.floodSymbol).toBe(
      "Symbool overstromingsgevoeligheid: grote kans op overstroming",
    );
    expect(mentionValues(view.mentions, "planning")).toEqual({
      "Stedenbouwkundige vergunning afgeleverd": "Ja",
      "Meest recente stedenbouwkundige bestemming": "Woongebied",
      "Dagvaarding, rechterlijke beslissing of bestuurlijke maatregel": "Nee",
      Voorkooprecht: "Ja",
      Verkavelingsvergunning: "Nee",
    });
    expect(view.mentions?.renovationNotice).toMatch(/binnen 5 jaar/);
    const fr = await viewOf(4200003, "fr", regions);
    expect(mentionValues(fr.mentions, "planning")["Affectation urbanistique la plus récente"]).toBe("Zone d'habitat");

    const html = await renderWithTexts(createElement(MandatoryMentions, { mentions: view.mentions! }));
    expect(html).toContain('class="flood-symbol"');
    expect(html).toContain("grote kans op overstroming");
    // the sample's Dendermonde apartment has a P-score D as well
    expect((await viewOf(4100002)).mentions!.sections.find((s) => s.id === "flood")!.floodSymbol).not.toBeNull();
    // a house for sale labelled E in the sample (Lebbeke)
    expect((await viewOf(4100003)).mentions?.renovationNotice).not.toBeNull();
  });

  it("Flanders: missing mandatory data reads 'not yet known' instead of disappearing", async () => {
    const view = await viewOf(4200004, "nl", regions);
    expect(mentionValues(view.mentions, "epc")["Unieke code van het EPC"]).toBe("Nog niet gekend");
    expect(mentionValues(view.mentions, "flood")).toEqual({
      "P-score (perceel)": "A",
      "G-score (gebouw)": "Nog niet gekend",
    });
    expect(mentionValues(view.mentions, "planning")).toEqual({
      "Stedenbouwkundige vergunning afgeleverd": "Ja",
      "Meest recente stedenbouwkundige bestemming": "Nog niet gekend",
      "Dagvaarding, rechterlijke beslissing of bestuurlijke maatregel": "Nog niet gekend",
      Voorkooprecht: "Nee",
      Verkavelingsvergunning: "Nog niet gekend",
    });
    expect(view.mentions?.renovationNotice).toBeNull(); // for rent
    const html = await renderWithTexts(createElement(MandatoryMentions, { mentions: view.mentions! }), "nl");
    expect(html.match(/Nog niet gekend/g)).toHaveLength(5);
    expect((await viewOf(4200004, "fr", regions)).mentions!.sections[0]!.items[2]!.value).toBe("Pas encore connu");
  });

  it("Brussels (Elsene 1050): PEB class with the Brussels image, and CO2 emissions", async () => {
    const view = await viewOf(4200001, "nl", regions);
    expect(view.address.city).toBe("Elsene");
    expect(view.mentions?.region).toBe("brussels");
    expect(mentionValues(view.mentions, "peb")).toEqual({
      Energieklasse: "C",
      "CO2-uitstoot": "28\u00a0kg CO2/m²/jaar",
    });
    expect(view.mentions!.sections[0]!.items[0]!.epcImage).toEqual({ src: "/images/epc/brussels/c.svg", label: "C" });
    const fr = await viewOf(4200001, "fr", regions);
    expect(fr.mentions!.sections[0]!.title).toBe("Certificat PEB (Bruxelles)");
  });

  it("Brussels: 'PEB en cours' and no CO2 figure count as missing", async () => {
    const view = await viewOf(4200005, "nl", regions);
    expect(mentionValues(view.mentions, "peb")).toEqual({
      Energieklasse: "Nog niet gekend",
      "CO2-uitstoot": "Nog niet gekend",
    });
  });

  it("Wallonia (Liège 4000): label, Espec, Etotal and certificate code; a hidden address sits at the city's centre", async () => {
    const view = await viewOf(4200002, "fr", regions);
    expect(view.address.city).toBe("Liège");
    expect(view.mentions?.region).toBe("wallonia");
    expect(mentionValues(view.mentions, "peb")).toEqual({
      "Label PEB": "B",
      "Consommation spécifique d'énergie primaire (Espec)": "150\u00a0kWh/m²/an",
      "Consommation totale d'énergie primaire (Etotal)": "42\u202f000\u00a0kWh/an",
      "Code unique du certificat": "20230412012345",
    });
    expect(view.mentions!.sections[0]!.items[0]!.epcImage?.src).toBe("/images/epc/wallonia/b.svg");
    expect(view.coordinates).toEqual({ lat: 50.6326, lng: 5.5797, precise: false });
    expect(JSON.stringify(view)).not.toContain("Hors-Château");
  });

  it("Wallonia in the sample: a holiday home in Beffe", async () => {
    const view = await viewOf(4100004);
    expect(mentionValues(view.mentions, "peb")).toEqual({
      Energielabel: "D",
      "Specifiek primair energieverbruik (Espec)": "300\u00a0kWh/m²/jaar",
      "Totaal primair energieverbruik (Etotal)": "33.000\u00a0kWh/jaar",
      "Unieke code van het certificaat": "20220517004821",
    });
  });
});
