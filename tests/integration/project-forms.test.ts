import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads, outbox, projects } from "#db/schema.ts";
import { action } from "#app/routes/listings/project-detail.tsx";
import { AGENCY_EMAIL, mailTo, useFormHarness } from "#tests/setup/route-harness.ts";
import { SITE_URL } from "#tests/setup/sample-catalogue.ts";

/**
 * The project page's forms: ask for info about the project (lead kind project-enquiry, thank-you
 * contact-construction) and request its documents (the property page's mechanism), in nl and fr,
 * through a real SMTP server; refused posts store nothing.
 */
const harness = useFormHarness();

const PROJECT = 5100001;
const NL_PATH = "/nl/projecten/dendermonde/residentie-de-schelde/5100001/";
const FR_PATH = "/fr/projets/dendermonde/residentie-de-schelde/5100001/";
const ANN = {
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "ann.peeters@example.be",
  phone: "0477 12 34 56",
  privacyConsent: "on",
};
const MARIE = {
  title: "ms",
  firstName: "Marie",
  lastName: "Dubois",
  email: "marie.dubois@example.be",
  phone: "+32 477 12 34 56",
  privacyConsent: "on",
};

const post = (path: string, values: Record<string, string>) =>
  harness.post<{ errors: Record<string, string> }>(action, path, values, { params: { id: String(PROJECT) } });

describe("ask for info about a project", () => {
  it("nl: the lead for the project, 303 to the new-build thank-you page, the agency's mail and the visitor's copy", async () => {
    const answer = await post(NL_PATH, { form: "project-enquiry", ...ANN, message: "Is er nog een penthouse vrij?" });
    expect(answer).toMatchObject({ status: 303, location: "/nl/bedankt/nieuwbouwproject/" });
    const [lead] = await harness.database.db.select().from(leads);
    expect(lead).toMatchObject({
      kind: "project-enquiry",
      locale: "nl",
      projectId: PROJECT,
      propertyId: null,
      payload: { message: "Is er nog een penthouse vrij?" },
    });

    const mails = await harness.deliver();
    const agency = mailTo(mails, AGENCY_EMAIL);
    expect(agency.header("subject")).toBe("Nieuwe vraag over project ref. 5100001 – Residentie De Schelde");
    expect(agency.text).toContain(`Referentie: ${PROJECT}\nProject: Residentie De Schelde`);
    expect(agency.text).toContain("Is er nog een penthouse vrij?");
    const visitor = mailTo(mails, "ann.peeters@example.be");
    expect(visitor.header("subject")).toBe("We hebben uw aanvraag ontvangen");
    expect(visitor.text).toContain(`${SITE_URL}${NL_PATH}`);
  });

  it("fr: the visitor's copy in French with the French page's link", async () => {
    const answer = await post(FR_PATH, { form: "project-enquiry", ...MARIE });
    expect(answer.location).toBe("/fr/merci/projet-neuf/");
    const visitor = mailTo(await harness.deliver(), "marie.dubois@example.be");
    expect(visitor.header("subject")).toBe("Nous avons bien reçu votre demande");
    expect(visitor.text).toContain("Bonjour Marie Dubois,");
    expect(visitor.text).toContain(`${SITE_URL}${FR_PATH}`);
  });

  it("an incomplete post: 400 with the errors by field, nothing stored", async () => {
    const answer = await post(NL_PATH, { form: "project-enquiry", ...ANN, phone: "", title: "" });
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toEqual({ phone: "Vul uw telefoonnummer in", title: "Kies een aanspreking" });
    expect(await harness.database.db.select().from(leads)).toEqual([]);
  });

  it("a project sent to its own website takes no posts (404), nor does an unknown one", async () => {
    const db = harness.database.db;
    await db.update(projects).set({ externalWeb: "https://residentie.example" }).where(eq(projects.id, PROJECT));
    try {
      expect((await post(NL_PATH, { form: "project-enquiry", ...ANN })).status).toBe(404);
    } finally {
      await db.update(projects).set({ externalWeb: null }).where(eq(projects.id, PROJECT));
    }
    expect(
      (
        await harness.post(
          action,
          "/nl/projecten/x/y/5199999/",
          { form: "project-enquiry", ...ANN },
          { params: { id: "5199999" } },
        )
      ).status,
    ).toBe(404);
    expect(await db.select().from(leads)).toEqual([]);
  });
});

describe("request a project's documents", () => {
  it("nl and fr: the visitor gets the price list and brochure links; a second request the same day is 'already requested'", async () => {
    expect((await post(NL_PATH, { form: "documents-request", ...ANN })).location).toBe("/nl/bedankt/documenten/");
    expect((await post(FR_PATH, { form: "documents-request", ...MARIE })).location).toBe("/fr/merci/documents/");
    const mails = await harness.deliver();
    const nl = mailTo(mails, "ann.peeters@example.be");
    expect(nl.header("subject")).toBe("Uw gevraagde documenten – Residentie De Schelde");
    // Signed links that expire (decision 0030; followed in tests/integration/document-links.test.ts).
    expect(nl.text).toMatch(
      new RegExp(
        `Prijslijst: ${SITE_URL}/documents/nl/project/5100001/project-5100001-pricelist\\.pdf\\?expires=\\d+&signature=[\\w-]{43}`,
      ),
    );
    expect(nl.text).toMatch(
      new RegExp(
        `Brochure: ${SITE_URL}/documents/nl/project/5100001/project-5100001-brochure\\.pdf\\?expires=\\d+&signature=[\\w-]{43}`,
      ),
    );
    const fr = mailTo(mails, "marie.dubois@example.be");
    expect(fr.text).toMatch(
      new RegExp(
        `Liste de prix\u00a0: ${SITE_URL}/documents/fr/project/5100001/project-5100001-pricelist\\.pdf\\?expires=\\d+&signature=[\\w-]{43}`,
      ),
    );
    const [lead] = await harness.database.db.select().from(leads).where(eq(leads.locale, "nl"));
    expect(lead).toMatchObject({ kind: "documents-request", projectId: PROJECT, propertyId: null });

    const again = await post(NL_PATH, { form: "documents-request", ...ANN });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({
      errors: {},
      notice: expect.stringMatching(
        /^U vroeg deze documenten al aan op \d{1,2} [a-z]+ 20\d\d om \d\d:\d\d\. We mailden de links toen naar ann\.peeters@example\.be\./,
      ),
    });
    expect(await harness.database.db.select().from(outbox)).toHaveLength(4);
  });
});
