import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leads, newsletterSubscriptions, outbox, properties } from "#db/schema.ts";
import { brusselsToday } from "#app/domain/forms/value-fields.ts";
import { searchKey } from "#app/lib/search-key.ts";
import { createOmnicasaProvider } from "#app/providers/omnicasa/omnicasa-provider.server.ts";
import { action, loader } from "#app/routes/forms/stay-request.tsx";
import { detailFormLinks } from "#app/services/leads/form-listing.server.ts";
import { deliverDue } from "#app/services/leads/outbox.server.ts";
import { createMailTransport } from "#app/services/mail/mail-transport.server.ts";
import { startOmnicasaDouble, type OmnicasaDouble } from "#tests/doubles/omnicasa-api.ts";
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
 * The stay request of a holiday home (decision 0036) against a real database, the SMTP double and
 * the Omnicasa API double: stored as its own lead kind with both mails, forwarded to the CRM as a
 * ContactOnMe with the stay's subject and lines. The sample's holiday homes: 4100006, a chalet for
 * four in Beffe; 4100001 is a house for sale (it keeps the viewing).
 */
const bench = useLeadFormBench();

const CHALET = "4100006";
const CHALET_NL = "Chalet L'Ourthe – knus chalet voor 4 met zicht op de vallei";
/** A holiday home that is no longer available: added to the catalogue here. */
const RENTED_HOLIDAY = 4100099;

let double: OmnicasaDouble;
beforeAll(async () => {
  double = await startOmnicasaDouble();
  await bench.db.insert(properties).values({
    id: RENTED_HOLIDAY,
    goal: 1,
    isHoliday: true,
    availability: "rented",
    typeId: 10,
    zip: "8670",
    city: "Koksijde",
    citySearchKey: searchKey("Koksijde"),
    price: 900,
    texts: { nl: { title: "Verhuurde vakantiewoning" } },
  });
});
afterAll(async () => {
  await double.stop();
});
beforeEach(async () => {
  double.reset();
  await emptyTables(bench.db, outbox, newsletterSubscriptions, leads);
});

const context = () => formContext(bench.db, bench.content);

/** A day `days` after today in Brussels (YYYY-MM-DD). */
function inDays(days: number): string {
  const date = new Date(`${brusselsToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const dayText = (iso: string) => `${Number(iso.slice(8, 10))}-${Number(iso.slice(5, 7))}-${iso.slice(0, 4)}`;

const ARRIVAL = inDays(30);
const DEPARTURE = inDays(37);

const stay = {
  form: "stay-request",
  arrival: ARRIVAL,
  departure: DEPARTURE,
  adults: "2",
  children: "1",
  pets: "1",
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "ann.peeters@example.be",
  phone: "0477123456",
  message: "We komen laat aan.",
  privacyConsent: "on",
};

const stored = () => countRows(bench.db, { leads, outbox });

describe("the page", () => {
  it("answers for an available holiday home, with today (Brussels) as the first day; not indexed, not cached", async () => {
    const page = await load(loader, `/nl/verblijfsaanvraag/${CHALET}/`, context(), { id: CHALET });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.data).toMatchObject({
      heading: "Verblijf aanvragen",
      listing: { id: 4100006, title: CHALET_NL, goal: "holiday" },
      rules: { today: brusselsToday(), capacity: null },
      seo: { robots: "noindex, follow", canonical: `${SITE}/nl/verblijfsaanvraag/${CHALET}/` },
    });
    const fr = await load(loader, `/fr/demande-de-sejour/${CHALET}/`, context(), { id: CHALET });
    expect(fr.data).toMatchObject({ heading: "Demander un séjour" });
  });

  it.each([
    ["a house for sale", "4100001"],
    ["a holiday home no longer available", String(RENTED_HOLIDAY)],
    ["an unknown id", "9999999"],
  ])("is the 'property not found or sold' page (404) for %s, also when posted to", async (_case, id) => {
    expect((await load(loader, `/nl/verblijfsaanvraag/${id}/`, context(), { id })).status).toBe(404);
    expect((await post(action, `/nl/verblijfsaanvraag/${id}/`, stay, context(), { id })).status).toBe(404);
    expect(await stored()).toEqual({ leads: 0, outbox: 0 });
  });

  it("a holiday home's page links the stay request (no offer, no application); a house for sale and a plain rental do not", () => {
    const routes = bench.content.routes.routes;
    expect(detailFormLinks(routes, "nl", { id: 4100006, listKey: "holiday-homes", availability: "available" })).toEqual(
      { purchaseOffer: null, rentalApplication: null, stayRequest: `/nl/verblijfsaanvraag/${CHALET}/` },
    );
    expect(
      detailFormLinks(routes, "fr", { id: 4100006, listKey: "holiday-homes", availability: "available" }),
    ).toMatchObject({ stayRequest: `/fr/demande-de-sejour/${CHALET}/` });
    expect(
      detailFormLinks(routes, "nl", { id: 4100006, listKey: "holiday-homes", availability: "rented" }),
    ).toMatchObject({ stayRequest: null });
    expect(detailFormLinks(routes, "nl", { id: 4100001, listKey: "for-sale", availability: "available" })).toEqual({
      purchaseOffer: "/nl/bod/4100001/",
      rentalApplication: null,
      stayRequest: null,
    });
    expect(detailFormLinks(routes, "nl", { id: 4200005, listKey: "for-rent", availability: "available" })).toEqual({
      purchaseOffer: null,
      rentalApplication: "/nl/huuraanvraag/4200005/",
      stayRequest: null,
    });
  });
});

describe("asking for a stay", () => {
  it("nl: stores the lead before anything is sent, mails the agency (reference, title, link, dates, nights, guests, pets) and the visitor a copy", async () => {
    const answer = await post(action, `/nl/verblijfsaanvraag/${CHALET}/`, stay, context(), { id: CHALET });
    expect(answer).toMatchObject({ status: 303, location: "/nl/bedankt/verblijfsaanvraag/" });
    const [lead] = await bench.db.select().from(leads);
    expect(lead).toMatchObject({
      kind: "stay-request",
      locale: "nl",
      propertyId: 4100006,
      payload: {
        contact: { email: "ann.peeters@example.be" },
        arrival: ARRIVAL,
        departure: DEPARTURE,
        nights: 7,
        adults: 2,
        children: 1,
        pets: 1,
        message: "We komen laat aan.",
        newsletter: false,
      },
    });
    // Stored with its two mails, nothing sent yet.
    expect(await stored()).toEqual({ leads: 1, outbox: 2 });

    const mails = await deliverToDouble(bench.db, bench.smtp);
    const toAgency = mailTo(mails, AGENCY_EMAIL);
    expect(toAgency.header("subject")).toContain("4100006");
    expect(toAgency.header("subject")).toContain(`${dayText(ARRIVAL)} – ${dayText(DEPARTURE)}`);
    expect(toAgency.header("reply-to")).toBe("ann.peeters@example.be");
    for (const text of [
      "Referentie: 4100006",
      CHALET_NL,
      `${SITE}/nl/vakantiewoningen/`,
      `Aankomst: ${dayText(ARRIVAL)}`,
      `Vertrek: ${dayText(DEPARTURE)}`,
      "Aantal nachten: 7",
      "Aantal volwassenen: 2",
      "Aantal kinderen: 1",
      "Aantal huisdieren: 1",
    ]) {
      expect(toAgency.text).toContain(text);
    }
    const toVisitor = mailTo(mails, "ann.peeters@example.be");
    expect(toVisitor.header("subject")).toBe("We hebben uw verblijfsaanvraag ontvangen");
    for (const text of [
      `Pand: ${CHALET_NL}, 6987 Beffe (Referentie 4100006)`,
      `Aankomst: ${dayText(ARRIVAL)}`,
      `Vertrek: ${dayText(DEPARTURE)}`,
      "Aantal nachten: 7",
      "Aantal huisdieren: 1",
      "We komen laat aan.",
    ]) {
      expect(toVisitor.text).toContain(text);
    }
  });

  it("fr: the thank-you page and the visitor's mail in French", async () => {
    const answer = await post(
      action,
      `/fr/demande-de-sejour/${CHALET}/`,
      { ...stay, firstName: "Marie", lastName: "Dubois", email: "marie@example.be", children: "", pets: "" },
      context(),
      { id: CHALET },
    );
    expect(answer).toMatchObject({ status: 303, location: "/fr/merci/demande-de-sejour/" });
    const toVisitor = mailTo(await deliverToDouble(bench.db, bench.smtp), "marie@example.be");
    expect(toVisitor.header("subject")).toBe("Nous avons bien reçu votre demande de séjour");
    expect(toVisitor.text).toContain("Bonjour Marie Dubois,");
    // French typography: a (no-break) space before the colon.
    expect(toVisitor.text).toMatch(/Nombre de nuits\s?: 7/);
    expect(toVisitor.text).toMatch(/Nombre d'enfants\s?: 0/);
    expect(toVisitor.text).toMatch(/Nombre d'animaux\s?: 0/);
  });

  it("refuses, with the messages in the page's language (400), a departure before the arrival, an arrival in the past and no adult; nothing stored", async () => {
    const nl = await post(
      action,
      `/nl/verblijfsaanvraag/${CHALET}/`,
      { ...stay, arrival: inDays(-1), departure: inDays(-3), adults: "0" },
      context(),
      { id: CHALET },
    );
    expect(nl.status).toBe(400);
    expect((nl.data as { errors: Record<string, string> }).errors).toEqual({
      arrival: "De datum mag niet in het verleden liggen",
      departure: "De vertrekdatum moet na de aankomstdatum liggen",
      adults: "Vul minstens één volwassene in",
    });
    const fr = await post(
      action,
      `/fr/demande-de-sejour/${CHALET}/`,
      { ...stay, departure: ARRIVAL, adults: "25", children: "6" },
      context(),
      { id: CHALET },
    );
    expect(fr.status).toBe(400);
    expect((fr.data as { errors: Record<string, string> }).errors).toEqual({
      departure: "La date de départ doit être après la date d'arrivée",
      adults: "30 personnes au maximum",
    });
    expect(await stored()).toEqual({ leads: 0, outbox: 0 });
  });

  it("with the Omnicasa provider: forwarded to the CRM as ContactOnMe with the stay's subject and lines, and the reference", async () => {
    const provider = createOmnicasaProvider({
      baseUrl: double.baseUrl,
      customerName: double.customerName,
      customerPassword: double.customerPassword,
      timeoutMs: 2_000,
      locales: ["nl", "fr"],
    });
    const answer = await post(
      action,
      `/nl/verblijfsaanvraag/${CHALET}/`,
      stay,
      formContext(bench.db, bench.content, { provider }),
      { id: CHALET },
    );
    expect(answer.status).toBe(303);
    const [lead] = await bench.db.select().from(leads);
    expect(await stored()).toEqual({ leads: 1, outbox: 3 });

    const transport = createMailTransport({
      smtpUrl: bench.smtp.url,
      agencyEmail: AGENCY_EMAIL,
      dataDir: "",
      siteUrl: SITE,
    });
    try {
      expect(await deliverDue(bench.db, transport, { now: new Date(Date.now() + 1_000), provider, batch: 10 })).toEqual(
        { delivered: 3, retried: 0, failed: 0 },
      );
    } finally {
      transport.close();
    }
    const [call] = double.callsOf("ContactOnMe");
    expect(call!.params).toMatchObject({
      ObjectID: 4100006,
      Name: "Peeters",
      FirstName: "Ann",
      Email: "ann.peeters@example.be",
      LanguageId: 1,
      Subject: "Verblijfsaanvraag via de website",
    });
    const content = String(call!.params.Content);
    for (const line of [
      `Aankomst: ${dayText(ARRIVAL)}`,
      `Vertrek: ${dayText(DEPARTURE)}`,
      "Aantal nachten: 7",
      "Aantal volwassenen: 2",
      "Aantal kinderen: 1",
      "Aantal huisdieren: 1",
      "We komen laat aan.",
      `Ref. ${lead!.id}:provider`,
    ]) {
      expect(content).toContain(line);
    }
  });
});
