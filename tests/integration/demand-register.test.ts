import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { demandRegistrations, leads, newsletterSubscriptions, outbox } from "#db/schema.ts";
import { storeLead, tokenHash } from "#app/services/leads/store-lead.server.ts";
import { action, loader } from "#app/routes/forms/demand-register.tsx";
import { frenchPunctuationFaults } from "#app/lib/typography.ts";
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
 * "Keep me informed" against a real database and a real SMTP server: the page offers the
 * catalogue's types and zones; a post stores the lead and its demand row in one transaction with
 * the two mails, delivered in the visitor's language with the demand's unsubscribe link; a refused
 * post stores nothing.
 */
const bench = useLeadFormBench();

beforeEach(() => emptyTables(bench.db, outbox, demandRegistrations, newsletterSubscriptions, leads));

const context = () => formContext(bench.db, bench.content);

const ann = {
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "ann.peeters@example.be",
  phone: "0477 12 34 56",
  privacyConsent: "on",
};
const marie = {
  title: "ms",
  firstName: "Marie",
  lastName: "Dubois",
  email: "Marie.Dubois@Example.be",
  phone: "+32 477 98 76 54",
  privacyConsent: "on",
};

const counts = () => countRows(bench.db, { leads, demands: demandRegistrations, outbox });

/** The token of an unsubscribe link in a language. */
function tokenOf(url: string | undefined, prefix: string): string {
  const match = new RegExp(`^<?${SITE}${prefix}([A-Za-z0-9_-]+)/>?$`).exec(url ?? "");
  if (!match) throw new Error(`not an unsubscribe link under ${prefix}: ${url}`);
  return match[1]!;
}

describe("the page", () => {
  it("offers the property types in ShowOrder and the zones of the sale and rent lists, in the page's language", async () => {
    const nl = await load(loader, "/nl/blijf-op-de-hoogte/", context());
    expect(nl.status).toBe(200);
    const page = nl.data as {
      choices: { types: { id: number; name: string }[]; zones: { zip: string; label: string }[] };
      seo: { title: string; robots: string; alternates: { hreflang: string; href: string }[] };
    };
    expect(page.choices.types.map((t) => t.name)).toEqual([
      "Huis",
      "Appartement",
      "Studio",
      "Grond",
      "Opbrengsteigendom",
      "Commercieel",
      "Industrieel",
      "Kantoren",
      "Garage/Parking",
      "Vakantiewoningen",
    ]);
    // Sale: Buggenhout, Dendermonde (its listing is sold but listed), Lebbeke; rent: Beffe, Koksijde, Spa.
    expect(page.choices.zones).toEqual([
      { zip: "6987", label: "Beffe (6987)" },
      { zip: "9255", label: "Buggenhout (9255)" },
      { zip: "9200", label: "Dendermonde (9200)" },
      { zip: "8670", label: "Koksijde-Oostduinkerke (8670)" },
      { zip: "9280", label: "Lebbeke (9280)" },
      { zip: "4900", label: "Spa (4900)" },
    ]);
    expect(page.seo.title).toBe("Blijf op de hoogte | Immo Dender & Schelde");
    expect(page.seo.robots).toBe("index,follow");
    expect(page.seo.alternates.find((a) => a.hreflang === "fr")?.href).toBe(`${SITE}/fr/restez-informe/`);

    const fr = (await load(loader, "/fr/restez-informe/", context())).data as {
      choices: { types: { name: string }[] };
    };
    expect(fr.choices.types[0]!.name).toBe("Maison");
  });

  it('a list\'s "save this search" link fills in its filters; what the form does not offer is left out', async () => {
    const saved = await load(
      loader,
      "/nl/blijf-op-de-hoogte/?goal=rent&types=1&zones=4900&zones=1000&priceMax=2000&bedroomsMin=two",
      context(),
    );
    expect((saved.data as { prefill: unknown }).prefill).toEqual({
      goal: "rent",
      types: ["1"],
      zones: ["4900"],
      priceMax: "2000",
    });
    expect(((await load(loader, "/nl/blijf-op-de-hoogte/", context())).data as { prefill: unknown }).prefill).toEqual(
      {},
    );
  });
});

describe("registering a demand", () => {
  it("nl: stores the lead and its demand in one go, mails the agency every criterion and the visitor a confirmation with the demand's unsubscribe link", async () => {
    const answer = await post(
      action,
      "/nl/blijf-op-de-hoogte/",
      {
        form: "demand-register",
        goal: "buy",
        types: ["1", "2"],
        zones: ["9255", "9280"],
        budget: "380.000",
        priceMin: "250000",
        priceMax: "€ 400.000",
        bedroomsMin: "3",
        bathrooms: "1",
        garden: "on",
        ...ann,
      },
      context(),
    );
    expect(answer).toMatchObject({ status: 303, location: "/nl/bedankt/blijf-op-de-hoogte/" });

    const [lead] = await bench.db.select().from(leads);
    expect(lead).toMatchObject({ kind: "demand-register", locale: "nl", status: "received" });
    const [demand] = await bench.db.select().from(demandRegistrations);
    expect(demand).toMatchObject({
      leadId: lead!.id,
      email: "ann.peeters@example.be",
      locale: "nl",
      goal: 0,
      typeIds: [1, 2],
      zips: ["9255", "9280"],
      budget: 380000,
      priceMin: 250000,
      priceMax: 400000,
      bedroomsMin: 3,
      bedroomsMax: null,
      bathroomsMin: 1,
      garagesMin: null,
      parking: null,
      garden: true,
      terrace: null,
      active: true,
    });
    expect(await counts()).toEqual({ leads: 1, demands: 1, outbox: 2 });

    const mails = await deliverToDouble(bench.db, bench.smtp);
    const toAgency = mailTo(mails, AGENCY_EMAIL);
    expect(toAgency.header("subject")).toBe("Nieuwe zoekopdracht geregistreerd – Kopen");
    expect(toAgency.header("reply-to")).toBe("ann.peeters@example.be");
    for (const row of [
      "Naam: Mevr. Ann Peeters",
      "Wil: Kopen",
      "Type pand: Huis, Appartement",
      "Gemeenten of regio's: Buggenhout (9255); Lebbeke (9280)",
      "Budget: € 380.000",
      "Minimumprijs: € 250.000",
      "Maximumprijs: € 400.000",
      "Minimum aantal slaapkamers: 3",
      "Minimum aantal badkamers: 1",
      "Het pand moet hebben: Tuin",
      "Wil de nieuwsbrief ontvangen: nee",
    ]) {
      expect(toAgency.text).toContain(row);
    }
    expect(toAgency.header("list-unsubscribe")).toBeUndefined();

    const toVisitor = mailTo(mails, "ann.peeters@example.be");
    expect(toVisitor.header("subject")).toBe("Uw zoekopdracht is geregistreerd");
    expect(toVisitor.text).toContain("Beste Ann Peeters,");
    expect(toVisitor.text).toContain("Zodra er een nieuw pand beschikbaar komt");
    expect(toVisitor.text).toContain("Type pand: Huis, Appartement");
    // The unsubscribe link (footer and RFC 8058 headers) names this demand: its hash is the row's.
    const token = tokenOf(toVisitor.header("list-unsubscribe"), "/nl/uitschrijven/");
    expect(tokenHash(token)).toBe(demand!.unsubscribeTokenHash);
    expect(toVisitor.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(toVisitor.text).toContain(
      `Geen e-mails meer ontvangen? Schrijf u hier uit: ${SITE}/nl/uitschrijven/${token}/`,
    );
    expect(JSON.stringify(await bench.db.select().from(demandRegistrations))).not.toContain(token);
  });

  it("fr: the visitor's mail in French with the French unsubscribe link; with the newsletter box ticked, its own link too", async () => {
    const answer = await post(
      action,
      "/fr/restez-informe/",
      {
        form: "demand-register",
        goal: "rent",
        types: "10",
        zones: "6987",
        priceMax: "1500",
        parking: "on",
        newsletter: "on",
        ...marie,
      },
      context(),
    );
    expect(answer).toMatchObject({ status: 303, location: "/fr/merci/restez-informe/" });
    const [demand] = await bench.db.select().from(demandRegistrations);
    expect(demand).toMatchObject({
      locale: "fr",
      goal: 1,
      typeIds: [10],
      zips: ["6987"],
      priceMax: 1500,
      parking: true,
      email: "marie.dubois@example.be",
    });
    const [subscription] = await bench.db.select().from(newsletterSubscriptions);
    expect(subscription).toMatchObject({ email: "marie.dubois@example.be", locale: "fr", active: true });

    const mails = await deliverToDouble(bench.db, bench.smtp);
    const toVisitor = mailTo(mails, "marie.dubois@example.be");
    expect(toVisitor.header("subject")).toBe("Votre recherche est enregistrée");
    expect(toVisitor.text).toContain("Bonjour Marie Dubois");
    expect(toVisitor.text).toContain("Je souhaite\u00a0: Louer");
    // French typography throughout (decision 0035): a question as a label keeps its own mark.
    expect(frenchPunctuationFaults(toVisitor.text ?? "")).toEqual([]);
    expect(toVisitor.text).toContain("Maisons de vacances");
    expect(toVisitor.text).toContain("Beffe (6987)");
    const demandToken = tokenOf(toVisitor.header("list-unsubscribe"), "/fr/desinscription/");
    expect(tokenHash(demandToken)).toBe(demand!.unsubscribeTokenHash);
    // The newsletter's link is another token, the one its subscription keeps.
    const newsletterLink = new RegExp(
      `Se désinscrire de la newsletter\u00a0: ${SITE}/fr/desinscription/([A-Za-z0-9_-]+)/`,
    ).exec(toVisitor.text ?? "");
    expect(newsletterLink).not.toBeNull();
    expect(tokenHash(newsletterLink![1]!)).toBe(subscription!.unsubscribeTokenHash);
    expect(newsletterLink![1]).not.toBe(demandToken);

    // The agency reads it in its own language (the site's default, nl).
    const toAgency = mailTo(mails, AGENCY_EMAIL);
    expect(toAgency.header("subject")).toBe("Nieuwe zoekopdracht geregistreerd – Huren");
    expect(toAgency.text).toContain("Type pand: Vakantiewoningen");
    expect(toAgency.text).toContain("Het pand moet hebben: Parkeerplaats");
  });

  it("a refused post answers 400 with the errors in the page's language next to their fields, and stores nothing", async () => {
    const nl = await post(
      action,
      "/nl/blijf-op-de-hoogte/",
      { form: "demand-register", goal: "buy", priceMin: "500000", priceMax: "300000", bedroomsMin: "2,5", ...ann },
      context(),
    );
    expect(nl.status).toBe(400);
    expect((nl.data as { errors: Record<string, string> }).errors).toEqual({
      types: "Kies minstens één type pand",
      zones: "Kies minstens één zone",
      priceMin: "Het minimum mag niet hoger zijn dan het maximum",
      bedroomsMin: "Vul een geheel getal in",
    });
    expect((nl.data as { values: Record<string, string> }).values).toMatchObject({
      priceMin: "500000",
      firstName: "Ann",
    });

    const fr = await post(
      action,
      "/fr/restez-informe/",
      { form: "demand-register", types: "1", zones: "1000", garages: "-1", ...marie },
      context(),
    );
    expect(fr.status).toBe(400);
    expect((fr.data as { errors: Record<string, string> }).errors).toEqual({
      goal: "Veuillez choisir vente ou location",
      zones: "Veuillez choisir une option valide",
      garages: "Le nombre ne peut pas être négatif",
    });
    expect(await counts()).toEqual({ leads: 0, demands: 0, outbox: 0 });
  });

  it("over the rate limit answers 429 with the form kept; a filled honeypot gets the thank-you page and stores nothing", async () => {
    const limited = formContext(bench.db, bench.content, {
      formGuard: { rateLimited: true, retryAfterSeconds: 120, postsInWindow: 11 },
    });
    const tooMany = await post(
      action,
      "/nl/blijf-op-de-hoogte/",
      { form: "demand-register", goal: "buy", types: "1", zones: "9255", ...ann },
      limited,
    );
    expect(tooMany.status).toBe(429);
    expect(tooMany.headers.get("Retry-After")).toBe("120");
    expect((tooMany.data as { values: Record<string, string> }).values).toMatchObject({
      firstName: "Ann",
      zones: "9255",
    });
    const bot = await post(
      action,
      "/fr/restez-informe/",
      { form: "demand-register", goal: "buy", types: "1", zones: "9255", homepage: "https://spam.example", ...marie },
      context(),
    );
    expect(bot).toMatchObject({ status: 303, location: "/fr/merci/restez-informe/" });
    expect(await counts()).toEqual({ leads: 0, demands: 0, outbox: 0 });
  });

  it("a demand row that cannot be written leaves no lead and no mail behind (one transaction)", async () => {
    await expect(
      storeLead(
        { db: bench.db },
        {
          kind: "demand-register",
          locale: "nl",
          payload: { contact: { firstName: "Ann" } },
          mails: () => ({ agency: { to: AGENCY_EMAIL, subject: "x", text: "x" } }),
          within: async (tx, { leadId }) => {
            // The same unsubscribe hash twice: the unique index refuses the second row.
            await tx.insert(demandRegistrations).values({
              leadId,
              email: "a@example.be",
              locale: "nl",
              goal: 0,
              typeIds: [1],
              zips: ["9255"],
              unsubscribeTokenHash: "same",
            });
            await tx.insert(demandRegistrations).values({
              leadId,
              email: "a@example.be",
              locale: "nl",
              goal: 0,
              typeIds: [1],
              zips: ["9255"],
              unsubscribeTokenHash: "same",
            });
          },
        },
      ),
    ).rejects.toThrow();
    expect(await counts()).toEqual({ leads: 0, demands: 0, outbox: 0 });
  });

  it("the database down while the post is read answers 503 and keeps the form", async () => {
    const lost = await createTestDatabase();
    await lost.close();
    const broken = formContext(lost.db, bench.content);
    const answer = await post(
      action,
      "/nl/blijf-op-de-hoogte/",
      { form: "demand-register", goal: "buy", ...ann },
      broken,
    );
    expect(answer.status).toBe(503);
    expect((answer.data as { errors: Record<string, string> }).errors).toEqual({
      "": "Bericht niet verzonden, probeer het opnieuw",
    });
    expect((answer.data as { values: Record<string, string> }).values).toMatchObject({ firstName: "Ann" });
    expect(await bench.db.select({ id: leads.id }).from(leads).where(eq(leads.kind, "demand-register"))).toEqual([]);
  });
});
