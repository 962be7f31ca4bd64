import { beforeEach, describe, expect, it } from "vitest";
import { leads, newsletterSubscriptions, outbox } from "#db/schema.ts";
import { purchaseOfferSummary } from "#app/services/leads/purchase-offer.server.ts";
import { action, loader } from "#app/routes/forms/purchase-offer.tsx";
import { loader as thankYouLoader } from "#app/routes/forms/thank-you.tsx";
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
 * The purchase offer against a real database and a real SMTP server: only listings for sale that
 * are still available take offers; an offer is stored with its two mails, each with the amount in
 * words in its own language and the deposit notice; the thank-you page repeats the amount in words;
 * a refused post stores nothing.
 */
const bench = useLeadFormBench();

beforeEach(() => emptyTables(bench.db, outbox, newsletterSubscriptions, leads));

const context = () => formContext(bench.db, bench.content);
const HOUSE = "4100001";
const TITLE_NL = "Gerenoveerde rijwoning met zonnige tuin in hartje Buggenhout";

const offer = {
  form: "purchase-offer",
  title: "mr",
  firstName: "Jan",
  lastName: "Janssens",
  email: "jan.janssens@example.be",
  phone: "0477 12 34 56",
  amount: "325.000",
  startDate: "2026-12-01",
  endDate: "2026-12-15",
  place: "Buggenhout",
  signDate: "2026-11-30",
  conditions: "Onder voorbehoud van het verkrijgen van een lening.",
  privacyConsent: "on",
};

const stored = () => countRows(bench.db, { leads, outbox });

describe("the page", () => {
  it("answers for an available listing for sale, with its title, the deposit percentage and the third-party account; not indexed", async () => {
    const page = await load(loader, `/nl/bod/${HOUSE}/`, context(), { id: HOUSE });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      listing: {
        id: 4100001,
        title: TITLE_NL,
        city: "Buggenhout",
        priceText: "€ 339.000",
        path: `/nl/te-koop/buggenhout/gerenoveerde-rijwoning-met-zonnige-tuin-in-hartje-buggenhout/${HOUSE}/`,
      },
      heading: "Een bod uitbrengen",
      depositPercent: 10,
      account: "BE45 7350 2186 4289 (KBC Bank, KREDBEBB)",
      seo: { robots: "noindex, follow", canonical: `${SITE}/nl/bod/${HOUSE}/` },
    });
    const fr = await load(loader, `/fr/offre-d-achat/${HOUSE}/`, context(), { id: HOUSE });
    expect(fr.data).toMatchObject({
      heading: "Faire une offre",
      listing: { title: "Maison mitoyenne rénovée avec jardin ensoleillé au cœur de Buggenhout" },
    });
  });

  it.each([
    ["a holiday home (for rent)", "4100004"],
    ["a sold listing", "4100002"],
    ["an unknown id", "9999999"],
    ["an id that is not one", "abc"],
    ["an id with a leading zero", "04100001"],
  ])("is the 'property not found or sold' page (404) for %s, also when posted to", async (_case, id) => {
    const page = await load(loader, `/nl/bod/${id}/`, context(), { id });
    expect(page.status).toBe(404);
    expect(page.data).toMatchObject({ intro: "Bekijk ons actuele aanbod" });
    expect((await post(action, `/nl/bod/${id}/`, offer, context(), { id })).status).toBe(404);
    expect(await stored()).toEqual({ leads: 0, outbox: 0 });
  });
});

describe("making an offer", () => {
  it("nl: stores the offer with its two mails — amount in figures and words, deposit, validity, second buyer — and the thank-you page repeats the amount in words", async () => {
    const answer = await post(
      action,
      `/nl/bod/${HOUSE}/`,
      { ...offer, person2FirstName: "Els", person2LastName: "Maes", person2Email: "els.maes@example.be" },
      context(),
      { id: HOUSE },
    );
    expect(answer.status).toBe(303);
    const [lead] = await bench.db.select().from(leads);
    expect(answer.location).toBe(`/nl/bedankt/bod/?offer=${lead!.id}`);
    expect(lead).toMatchObject({
      kind: "purchase-offer",
      locale: "nl",
      propertyId: 4100001,
      payload: {
        amount: 325000,
        amountInWords: "driehonderdvijfentwintigduizend",
        depositPercent: 10,
        startDate: "2026-12-01",
        endDate: "2026-12-15",
        secondBuyer: { firstName: "Els", lastName: "Maes", email: "els.maes@example.be", phone: null },
      },
    });

    const mails = await deliverToDouble(bench.db, bench.smtp);
    expect(mails).toHaveLength(2);
    const toAgency = mailTo(mails, AGENCY_EMAIL);
    expect(toAgency.header("subject")).toBe(`Nieuw bod op ref. ${HOUSE} – € 325.000 – ${TITLE_NL}`);
    expect(toAgency.header("reply-to")).toBe("jan.janssens@example.be");
    const toBuyer = mailTo(mails, "jan.janssens@example.be");
    expect(toBuyer.header("subject")).toBe("We hebben uw bod ontvangen");
    expect(toBuyer.text).toContain("Beste Jan Janssens,");
    expect(toBuyer.text).toContain(`Pand: ${TITLE_NL}, 9255 Buggenhout (Referentie 4100001)`);
    // The agent's mail opens with the listing's reference, title and link (decision 0034).
    expect(toAgency.text).toContain(`Referentie: 4100001\nPand: ${TITLE_NL}`);
    for (const mail of [toAgency, toBuyer]) {
      for (const row of [
        "Koper 2: Els Maes · els.maes@example.be",
        "Bod (in cijfers): € 325.000",
        "Bod (in letters): driehonderdvijfentwintigduizend euro",
        "Voorschot (10\u00a0%): € 32.500 – BE45 7350 2186 4289 (KBC Bank, KREDBEBB)",
        "Geldig vanaf: 1-12-2026",
        "Geldig tot en met: 15-12-2026",
        "Opgemaakt te: Buggenhout",
        "Datum van ondertekening: 30-11-2026",
        "Opschortende voorwaarden: Onder voorbehoud van het verkrijgen van een lening.",
      ]) {
        expect(mail.text).toContain(row);
      }
    }

    const thanks = await load(thankYouLoader, answer.location!, context());
    expect(thanks.data).toMatchObject({
      title: "Bedankt voor uw bod",
      detail: "Uw bod: € 325.000 (driehonderdvijfentwintigduizend euro)",
    });
    expect(thanks.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("fr: the buyer's mail and thank-you page in French words, the agency's in Dutch", async () => {
    const answer = await post(
      action,
      `/fr/offre-d-achat/${HOUSE}/`,
      {
        ...offer,
        amount: "281 500",
        firstName: "Marie",
        lastName: "Dubois",
        email: "marie@example.be",
        conditions: "",
      },
      context(),
      { id: HOUSE },
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(/^\/fr\/merci\/offre-d-achat\/\?offer=[0-9a-f-]{36}$/);
    const mails = await deliverToDouble(bench.db, bench.smtp);
    const toBuyer = mailTo(mails, "marie@example.be");
    expect(toBuyer.header("subject")).toBe("Nous avons bien reçu votre offre");
    expect(toBuyer.text).toContain("Offre (en toutes lettres)\u00a0: deux cent quatre-vingt-un mille cinq cents euros");
    expect(toBuyer.text).toContain("Acompte (10\u00a0%)\u00a0: € 28.150");
    expect(toBuyer.text).not.toContain("Conditions suspensives");
    expect(mailTo(mails, AGENCY_EMAIL).text).toContain(
      "Bod (in letters): tweehonderdeenentachtigduizend vijfhonderd euro",
    );

    const thanks = await load(thankYouLoader, answer.location!, context());
    expect(thanks.data).toMatchObject({
      title: "Merci pour votre offre",
      detail: "Votre offre\u00a0: € 281.500 (deux cent quatre-vingt-un mille cinq cents euros)",
    });
  });

  it("the thank-you page names no offer without a valid, recent one", async () => {
    expect((await load(thankYouLoader, "/nl/bedankt/bod/", context())).data).toMatchObject({ detail: null });
    expect((await load(thankYouLoader, "/nl/bedankt/bod/?offer=not-a-uuid", context())).data).toMatchObject({
      detail: null,
    });
    expect(
      (await load(thankYouLoader, "/nl/bedankt/bod/?offer=00000000-0000-4000-8000-000000000000", context())).data,
    ).toMatchObject({ detail: null });
    // An offer made more than an hour ago is no longer shown.
    await post(action, `/nl/bod/${HOUSE}/`, offer, context(), { id: HOUSE });
    const [lead] = await bench.db.select({ id: leads.id }).from(leads);
    expect(await purchaseOfferSummary(bench.db, lead!.id, "nl")).toBe(
      "Uw bod: € 325.000 (driehonderdvijfentwintigduizend euro)",
    );
    expect(await purchaseOfferSummary(bench.db, lead!.id, "nl", new Date(Date.now() + 61 * 60_000))).toBeNull();
  });

  it("a refused post answers 400 with each error in the page's language, and stores nothing", async () => {
    const nl = await post(
      action,
      `/nl/bod/${HOUSE}/`,
      { ...offer, amount: "325.000,50", startDate: "", endDate: "2026-11-01", person2Email: "els@example.be" },
      context(),
      { id: HOUSE },
    );
    expect(nl.status).toBe(400);
    expect((nl.data as { errors: Record<string, string> }).errors).toEqual({
      amount: "Vul een geldig bedrag in",
      startDate: "De begindatum is onvolledig",
      person2FirstName: "Vul uw voornaam in",
      person2LastName: "Vul uw familienaam in",
    });
    const fr = await post(
      action,
      `/fr/offre-d-achat/${HOUSE}/`,
      { ...offer, startDate: "2026-12-15", endDate: "2026-12-01", signDate: "" },
      context(),
      { id: HOUSE },
    );
    expect((fr.data as { errors: Record<string, string> }).errors).toEqual({
      endDate: "La date de fin doit être postérieure à la date de début",
      signDate: "Veuillez indiquer une date valide",
    });
    expect(await stored()).toEqual({ leads: 0, outbox: 0 });
  });

  it("the database down while the post is read answers 503 and keeps the form", async () => {
    const lost = await createTestDatabase();
    await lost.close();
    const answer = await post(action, `/nl/bod/${HOUSE}/`, offer, formContext(lost.db, bench.content), { id: HOUSE });
    expect(answer.status).toBe(503);
    expect((answer.data as { values: Record<string, string> }).values).toMatchObject({ amount: "325.000" });
  });
});
