import pino from "pino";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { leads, outbox } from "#db/schema.ts";
import * as valuationPage from "#app/routes/forms/free-valuation.tsx";
import { createTestDatabase } from "#tests/setup/test-database.ts";
import { AGENCY_EMAIL, mailTo, useFormHarness } from "#tests/setup/route-harness.ts";
import { renderRoute } from "#tests/setup/render-route.tsx";
import { SITE_URL } from "#tests/setup/sample-catalogue.ts";

/**
 * The free valuation page (route key `free-valuation`, /nl/gratis-schatting/): its title,
 * description, hreflang and breadcrumb; the property types of the catalogue in the form; the lead
 * and its two mails in nl and fr; the spec's errors (address, postal code, city, property type).
 */
const harness = useFormHarness();

type Page = {
  view: { title: string; description: string; showBreadcrumb: boolean };
  breadcrumb: { name: string; path: string }[];
  seo: {
    title: string;
    description: string;
    canonical: string;
    robots: string;
    alternates: { hreflang: string; href: string }[];
  };
  types: { id: number; name: string }[];
};

const VALUATION = {
  form: "free-valuation",
  title: "mr",
  firstName: "Jan",
  lastName: "Claes",
  email: "jan.claes@example.be",
  phone: "052 12 34 56",
  street: "Kerkstraat",
  houseNumber: "12",
  box: "3",
  zip: "9200",
  city: "Dendermonde",
  propertyType: "2",
  remark: "Appartement op de tweede verdieping, gerenoveerd in 2019.",
  privacyConsent: "on",
};

describe("the free valuation page", () => {
  it("nl and fr: title, description, breadcrumb, hreflang alternates and the property types in the page's language", async () => {
    const nl = await harness.get<Page>(valuationPage.loader, "/nl/gratis-schatting/");
    expect(nl.status).toBe(200);
    expect(nl.data.view).toMatchObject({ title: "Gratis schatting", showBreadcrumb: true });
    expect(nl.data.seo).toMatchObject({
      title: "Gratis schatting | Immo Dender & Schelde",
      canonical: `${SITE_URL}/nl/gratis-schatting/`,
      robots: "index,follow",
    });
    expect(nl.data.seo.description).toMatch(/^Vraag een gratis en vrijblijvende schatting/);
    expect(nl.data.seo.alternates).toEqual(
      expect.arrayContaining([
        { hreflang: "fr", href: `${SITE_URL}/fr/estimation-gratuite/` },
        { hreflang: "de", href: `${SITE_URL}/de/kostenlose-bewertung/` },
        { hreflang: "x-default", href: `${SITE_URL}/nl/gratis-schatting/` },
      ]),
    );
    expect(nl.data.breadcrumb).toEqual([
      { name: "Home", path: "/nl/" },
      { name: "Gratis schatting", path: "/nl/gratis-schatting/" },
    ]);
    expect(nl.data.types.slice(0, 4)).toEqual([
      { id: 1, name: "Huis" },
      { id: 2, name: "Appartement" },
      { id: 3, name: "Studio" },
      { id: 4, name: "Grond" },
    ]);
    const fr = await harness.get<Page>(valuationPage.loader, "/fr/estimation-gratuite/");
    expect(fr.data.types.map((type) => type.name)).toContain("Terrain");
    expect(fr.data.breadcrumb.at(-1)).toEqual({ name: "Estimation gratuite", path: "/fr/estimation-gratuite/" });
  });

  it("renders its h1, description and the form with the address fields and the types", async () => {
    const { status, html } = await renderRoute(
      valuationPage,
      new Request(`${SITE_URL}/fr/estimation-gratuite/`),
      harness.context(),
    );
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="page__title">Estimation gratuite</h1>');
    expect(html).toContain('<nav class="breadcrumb"');
    expect(html).toMatch(
      /<select id="free-valuation-propertyType"[^>]*><option value="" selected="">Choisissez un type<\/option><option value="1">Maison<\/option>/,
    );
    for (const field of ["street", "houseNumber", "box", "zip", "city", "remark", "firstName", "privacyConsent"])
      expect(html).toContain(`id="free-valuation-${field}"`);
  });
});

describe("asking for a free valuation", () => {
  it("nl: the lead, 303 to its thank-you page; the agency's mail gives the address, region and type, the visitor gets a copy", async () => {
    const answer = await harness.post(valuationPage.action, "/nl/gratis-schatting/", VALUATION);
    expect(answer).toMatchObject({ status: 303, location: "/nl/bedankt/gratis-schatting/" });
    const [lead] = await harness.database.db.select().from(leads);
    expect(lead).toMatchObject({
      kind: "free-valuation",
      locale: "nl",
      payload: {
        address: { street: "Kerkstraat", houseNumber: "12", box: "3", zip: "9200", city: "Dendermonde" },
        propertyTypeId: 2,
      },
    });
    const mails = await harness.deliver();
    const agency = mailTo(mails, AGENCY_EMAIL);
    expect(agency.header("subject")).toBe("Nieuwe aanvraag voor een gratis schatting – 9200 Dendermonde");
    expect(agency.text).toContain("Adres van het pand: Kerkstraat 12 bus 3, 9200 Dendermonde");
    expect(agency.text).toContain("Gewest: Vlaanderen");
    expect(agency.text).toContain("Type pand: Appartement");
    expect(agency.text).toContain("gerenoveerd in 2019");
    const visitor = mailTo(mails, "jan.claes@example.be");
    expect(visitor.header("subject")).toBe("We hebben uw aanvraag ontvangen");
    expect(visitor.text).toContain("Beste Jan Claes,");
  });

  it("fr: the visitor's copy in French (type and box named in French), the agency's in Dutch", async () => {
    const answer = await harness.post(valuationPage.action, "/fr/estimation-gratuite/", {
      ...VALUATION,
      zip: "4000",
      city: "Liège",
      propertyType: "4",
      houseNumber: "",
      box: "",
    });
    expect(answer.location).toBe("/fr/merci/estimation-gratuite/");
    const mails = await harness.deliver();
    const visitor = mailTo(mails, "jan.claes@example.be");
    expect(visitor.header("subject")).toBe("Nous avons bien reçu votre demande");
    expect(visitor.text).toContain("Adresse du bien\u00a0: Kerkstraat, 4000 Liège");
    expect(visitor.text).toContain("Région\u00a0: Wallonie");
    expect(visitor.text).toContain("Type de bien\u00a0: Terrain");
    const agency = mailTo(mails, AGENCY_EMAIL);
    expect(agency.text).toContain("Type pand: Grond");
    expect(agency.text).toContain("Gewest: Wallonië");
  });

  it.each([
    [
      "nl",
      "/nl/gratis-schatting/",
      { street: "", zip: "", city: "", propertyType: "" },
      {
        street: "Vul het adres van het pand in",
        zip: "Vul de postcode in",
        city: "Vul de gemeente in",
        propertyType: "Kies het type pand",
      },
    ],
    [
      "nl",
      "/nl/gratis-schatting/",
      { zip: "920", propertyType: "99" },
      { zip: "Vul een geldige postcode in", propertyType: "Kies het type pand" },
    ],
    [
      "fr",
      "/fr/estimation-gratuite/",
      { street: " ", propertyType: "" },
      { street: "Veuillez indiquer l'adresse du bien", propertyType: "Veuillez choisir le type de bien" },
    ],
  ])("%s: %j → 400 with those errors, the form refilled, nothing stored", async (_lang, url, changes, errors) => {
    const answer = await harness.post<{ errors: Record<string, string>; values: Record<string, string> }>(
      valuationPage.action,
      url,
      { ...VALUATION, ...changes },
    );
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toEqual(errors);
    expect(answer.data.values).toMatchObject({ firstName: "Jan", remark: VALUATION.remark });
    expect(await harness.database.db.select().from(leads)).toEqual([]);
    expect(await harness.database.db.select().from(outbox)).toEqual([]);
  });

  it("the database down: the page still shows the form; a post answers 503 'mail not sent, try again', refilled", async () => {
    const gone = await createTestDatabase();
    await gone.close();
    const closed = { ...harness.context(), db: gone.db, logger: pino({ level: "silent" }) } as AppLoadContext;
    const page = await harness.get<Page>(valuationPage.loader, "/nl/gratis-schatting/", { context: closed });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const answer = await harness.post<{ errors: Record<string, string>; values: Record<string, string> }>(
      valuationPage.action,
      "/nl/gratis-schatting/",
      VALUATION,
      { context: closed },
    );
    expect(answer.status).toBe(503);
    expect(answer.data.errors).toEqual({ "": "Bericht niet verzonden, probeer het opnieuw" });
    expect(answer.data.values).toMatchObject({ street: "Kerkstraat", zip: "9200" });
  });
});
