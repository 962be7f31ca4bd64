import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leads, newsletterSubscriptions, outbox, properties } from "#db/schema.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import { searchKey } from "#app/lib/search-key.ts";
import { action, loader } from "#app/routes/forms/rental-application.tsx";
import { createTestDatabase } from "#tests/setup/test-database.ts";
import {
  AGENCY_EMAIL,
  SITE,
  countRows,
  deliverToDouble,
  emptyTables,
  formContext,
  load,
  mailTo,
  post,
  useLeadFormBench,
} from "#tests/setup/route-harness.ts";

/**
 * The rental application against a real database and a real SMTP server. The sample's rent
 * listings are all holiday homes, which take no applications; the regions fixture
 * (tests/fixtures/feed-regions) has two ordinary rent listings: 4200005, a studio in Brussels at
 * € 850 a month, and 4200004 in Antwerp, whose rent is not published. The settings' parameters
 * (rental: maximum persons, minimum income) decide what is accepted.
 */
const bench = useLeadFormBench({ feed: "tests/fixtures/feed-regions" });

const STUDIO = "4200005";
const STUDIO_NL = "Gemeubelde studio in het centrum van Brussel";
/** A holiday home (rent, the holiday type): added to the fixture's catalogue here. */
const HOLIDAY = 4200099;

beforeAll(async () => {
  await bench.db.insert(properties).values([
    {
      id: HOLIDAY,
      goal: 1,
      isHoliday: true,
      typeId: 10,
      zip: "8670",
      city: "Koksijde",
      citySearchKey: searchKey("Koksijde"),
      price: 900,
      texts: { nl: { title: "Vakantiewoning aan zee" } },
    },
    {
      id: 4200098,
      goal: 1,
      availability: "rented",
      typeId: 2,
      zip: "2000",
      city: "Antwerpen",
      citySearchKey: searchKey("Antwerpen"),
      price: 900,
      texts: { nl: { title: "Verhuurd appartement" } },
    },
  ]);
});
beforeEach(() => emptyTables(bench.db, outbox, newsletterSubscriptions, leads));

const context = (settings: Partial<SiteContent["settings"]["rental"]> = {}) =>
  formContext(bench.db, {
    ...bench.content,
    settings: { ...bench.content.settings, rental: { ...bench.content.settings.rental, ...settings } },
  });

const application = {
  form: "rental-application",
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "ann.peeters@example.be",
  phone: "0477 12 34 56",
  adults: "2",
  children: "1",
  childAges: ["7", "", "", "", ""],
  pets: "één kat",
  movingDate: "2030-01-15",
  movingReason: "Dichter bij het werk",
  income1: "1.800",
  income2: "900",
  privacyConsent: "on",
};

const stored = () => countRows(bench.db, { leads, outbox });

describe("the page", () => {
  it("answers for a rent listing that is not a holiday home, with the rules of the settings and the minimum income for its rent; not indexed", async () => {
    const page = await load(loader, `/nl/huuraanvraag/${STUDIO}/`, context(), { id: STUDIO });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      heading: "Kandidaat-huurder worden",
      listing: { id: 4200005, title: STUDIO_NL, city: "Brussel", price: 850 },
      rules: { maximumPersons: 6, minimumIncomeRatio: 3, minimumMonthlyIncome: 0, monthlyRent: 850 },
      minimumIncome: "€ 2.550",
      seo: { robots: "noindex, follow", canonical: `${SITE}/nl/huuraanvraag/${STUDIO}/` },
    });
    // A rent that is not published is not measured against: no minimum without a floor.
    const hidden = await load(loader, "/fr/candidature-location/4200004/", context(), { id: "4200004" });
    expect(hidden.data).toMatchObject({
      heading: "Poser sa candidature comme locataire",
      rules: { monthlyRent: null },
      minimumIncome: null,
    });
    expect(
      (
        await load(loader, "/fr/candidature-location/4200004/", context({ minimumMonthlyIncome: 1500 }), {
          id: "4200004",
        })
      ).data,
    ).toMatchObject({ minimumIncome: "€ 1.500" });
  });

  it.each([
    ["a holiday home", String(HOLIDAY)],
    ["a listing for sale", "4200001"],
    ["a rented listing", "4200098"],
    ["an unknown id", "9999999"],
  ])("is the 'property not found or sold' page (404) for %s, also when posted to", async (_case, id) => {
    expect((await load(loader, `/nl/huuraanvraag/${id}/`, context(), { id })).status).toBe(404);
    expect((await post(action, `/nl/huuraanvraag/${id}/`, application, context(), { id })).status).toBe(404);
    expect(await stored()).toEqual({ leads: 0, outbox: 0 });
  });
});

describe("applying", () => {
  it("nl: stores the application and mails the agency the household and income against the minimum, and the applicant a copy", async () => {
    const answer = await post(action, `/nl/huuraanvraag/${STUDIO}/`, application, context(), { id: STUDIO });
    expect(answer).toMatchObject({ status: 303, location: "/nl/bedankt/huuraanvraag/" });
    const [lead] = await bench.db.select().from(leads);
    expect(lead).toMatchObject({
      kind: "rental-application",
      locale: "nl",
      propertyId: 4200005,
      payload: {
        adults: 2,
        children: 1,
        childAges: [7],
        pets: "één kat",
        movingDate: "2030-01-15",
        income1: 1800,
        income2: 900,
        monthlyRent: 850,
      },
    });

    const mails = await deliverToDouble(bench.db, bench.smtp);
    const toAgency = mailTo(mails, AGENCY_EMAIL);
    expect(toAgency.header("subject")).toBe(`Nieuwe huurkandidatuur voor ref. ${STUDIO} – ${STUDIO_NL}`);
    expect(toAgency.header("reply-to")).toBe("ann.peeters@example.be");
    const toApplicant = mailTo(mails, "ann.peeters@example.be");
    expect(toApplicant.header("subject")).toBe("We hebben uw kandidatuur ontvangen");
    expect(toApplicant.text).toContain(`Pand: ${STUDIO_NL}, 1000 Brussel (Referentie 4200005)`);
    // The agent's mail opens with the listing's reference, title and link (decision 0034).
    expect(toAgency.text).toContain(`Referentie: 4200005\nPand: ${STUDIO_NL}`);
    for (const mail of [toAgency, toApplicant]) {
      for (const row of [
        "Aantal volwassenen: 2",
        "Aantal kinderen: 1",
        "Leeftijden van de kinderen: 7",
        "Huisdieren: één kat",
        "Gewenste verhuisdatum: 15-1-2030",
        "Reden van de verhuis: Dichter bij het werk",
        "Netto maandinkomen persoon 1: € 1.800",
        "Netto maandinkomen persoon 2: € 900",
        "Netto maandinkomen van het gezin: € 2.700 (≥ € 2.550)",
      ]) {
        expect(mail.text).toContain(row);
      }
    }
  });

  it("fr: the applicant's mail in French", async () => {
    const answer = await post(
      action,
      `/fr/candidature-location/${STUDIO}/`,
      {
        ...application,
        firstName: "Marie",
        lastName: "Dubois",
        email: "marie@example.be",
        children: "0",
        childAges: [],
        pets: "",
        income1: "2600",
        income2: "",
      },
      context(),
      { id: STUDIO },
    );
    expect(answer).toMatchObject({ status: 303, location: "/fr/merci/candidature-location/" });
    const toApplicant = mailTo(await deliverToDouble(bench.db, bench.smtp), "marie@example.be");
    expect(toApplicant.header("subject")).toBe("Nous avons bien reçu votre candidature");
    expect(toApplicant.text).toContain("Bonjour Marie Dubois,");
    expect(toApplicant.text).toContain(
      "Bien\u00a0: Studio meublé au centre de Bruxelles, 1000 Brussel (Référence 4200005)",
    );
    expect(toApplicant.text).toContain("Nombre d'adultes\u00a0: 2");
    expect(toApplicant.text).not.toContain("Animaux");
    expect(toApplicant.text).toContain("Revenu mensuel net du ménage\u00a0: € 2.600 (≥ € 2.550)");
  });

  it("the settings' parameters decide: too many persons and too low an income answer 400 with the amounts, and store nothing", async () => {
    const nl = await post(
      action,
      `/nl/huuraanvraag/${STUDIO}/`,
      {
        ...application,
        adults: "3",
        children: "4",
        childAges: ["1", "3", "5", "7", ""],
        income1: "2000",
        income2: "500",
      },
      context(),
      { id: STUDIO },
    );
    expect(nl.status).toBe(400);
    expect((nl.data as { errors: Record<string, string> }).errors).toEqual({
      adults: "Maximaal 6 personen",
      income1: "Het minimale maandinkomen bedraagt € 2.550",
    });

    // Stricter settings: at most 2 persons, at least € 3.000 a month whatever the rent.
    const strict = context({ maximumPersons: 2, minimumMonthlyIncome: 3000 });
    const fr = await post(action, `/fr/candidature-location/${STUDIO}/`, { ...application, childAges: "7" }, strict, {
      id: STUDIO,
    });
    expect((fr.data as { errors: Record<string, string> }).errors).toEqual({
      adults: "2 personnes au maximum",
      income1: "Le revenu mensuel minimum est de € 3.000",
    });
    expect(
      (
        await post(
          action,
          `/nl/huuraanvraag/${STUDIO}/`,
          { ...application, adults: "1", childAges: "7", income1: "3000", income2: "" },
          strict,
          { id: STUDIO },
        )
      ).status,
    ).toBe(303);
    await bench.db.delete(outbox);
    await bench.db.delete(leads);

    const missing = await post(
      action,
      `/nl/huuraanvraag/${STUDIO}/`,
      { ...application, adults: "", children: "2", movingDate: "2020-01-01", income1: "" },
      context(),
      { id: STUDIO },
    );
    expect((missing.data as { errors: Record<string, string> }).errors).toEqual({
      adults: "Dit veld is verplicht",
      "childAges.1": "Vul de leeftijd van kind 2 in",
      movingDate: "De datum mag niet in het verleden liggen",
      income1: "Dit veld is verplicht",
    });
    expect(await stored()).toEqual({ leads: 0, outbox: 0 });
  });

  it("the database down while the post is read answers 503 and keeps the form", async () => {
    const lost = await createTestDatabase();
    await lost.close();
    const answer = await post(action, `/nl/huuraanvraag/${STUDIO}/`, application, formContext(lost.db, bench.content), {
      id: STUDIO,
    });
    expect(answer.status).toBe(503);
    expect((answer.data as { values: Record<string, string> }).values).toMatchObject({ income1: "1.800" });
  });
});
