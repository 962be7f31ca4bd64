import { eq, sql } from "drizzle-orm";
import pino from "pino";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { leads, outbox } from "#db/schema.ts";
import * as contactPage from "#app/routes/content/content-page.tsx";
import { createTestDatabase } from "#tests/setup/test-database.ts";
import { AGENCY_EMAIL, formBody, mailTo, useFormHarness } from "#tests/setup/route-harness.ts";
import { renderRoute } from "#tests/setup/render-route.tsx";
import { SITE_URL } from "#tests/setup/sample-catalogue.ts";

/**
 * The contact page's form (route key `contact`, a content page with a contact module): the lead
 * and its two mails in nl and fr, errors next to the fields, and — the page being built from the
 * content files — the form shown again, filled in, with "mail not sent, try again" (503) when the
 * database is down.
 */
const harness = useFormHarness();

const ANN = {
  form: "site-contact",
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "ann.peeters@example.be",
  phone: "0477 12 34 56",
  message: "Is het kantoor open op zaterdag?\nIk wil graag langskomen.",
  privacyConsent: "on",
};

describe("the contact form", () => {
  it("nl: stores the lead with its two mails, 303 to the thank-you page, then the mails arrive", async () => {
    const answer = await harness.post(contactPage.action, "/nl/contact/", ANN);
    expect(answer).toMatchObject({ status: 303, location: "/nl/bedankt/contacteer-ons/" });
    const [lead] = await harness.database.db.select().from(leads);
    expect(lead).toMatchObject({
      kind: "site-contact",
      locale: "nl",
      payload: { contact: { email: "ann.peeters@example.be", firstName: "Ann" }, message: ANN.message },
    });
    expect(await harness.database.db.select().from(outbox).where(eq(outbox.leadId, lead!.id))).toHaveLength(2);

    const mails = await harness.deliver();
    const agency = mailTo(mails, AGENCY_EMAIL);
    expect(agency.header("subject")).toBe("Nieuw bericht via het contactformulier – Ann Peeters");
    expect(agency.header("reply-to")).toBe("ann.peeters@example.be");
    expect(agency.text).toContain("Is het kantoor open op zaterdag?");
    const visitor = mailTo(mails, "ann.peeters@example.be");
    expect(visitor.header("subject")).toBe("We hebben uw aanvraag ontvangen");
    expect(visitor.text).toContain("Beste Ann Peeters,");
    expect(visitor.text).toContain("Ik wil graag langskomen.");
    expect(visitor.header("list-unsubscribe")).toBeUndefined();
  });

  it("fr: the visitor's mail is in French, the agency's in the site's language; the opt-in subscribes", async () => {
    const answer = await harness.post(contactPage.action, "/fr/contact/", {
      ...ANN,
      firstName: "Marie",
      lastName: "Dubois",
      email: "marie@example.be",
      message: "Bonjour <b>!</b>",
      newsletter: "on",
    });
    expect(answer).toMatchObject({ status: 303, location: "/fr/merci/contactez-nous/" });
    const mails = await harness.deliver();
    const visitor = mailTo(mails, "marie@example.be");
    expect(visitor.header("subject")).toBe("Nous avons bien reçu votre demande");
    expect(visitor.text).toContain("Bonjour Marie Dubois,");
    // Markup is not repeated to the typed address (decision 0031); the agency reads it, escaped.
    expect(visitor.text).toContain(
      "(non repris dans ce message\u00a0: contient un lien, une adresse e-mail ou du code)",
    );
    expect(mailTo(mails, AGENCY_EMAIL).html).toContain("Bonjour &lt;b&gt;!&lt;/b&gt;");
    expect(visitor.header("list-unsubscribe")).toMatch(
      /^<https:\/\/agency\.example\/fr\/desinscription\/[0-9a-f]{48}\/>$/,
    );
    expect(mailTo(mails, AGENCY_EMAIL).header("subject")).toBe("Nieuw bericht via het contactformulier – Marie Dubois");
  });

  it.each([
    ["nl", "/nl/contact/", "Vul uw bericht in", "Vul een geldig e-mailadres in"],
    ["fr", "/fr/contact/", "Veuillez écrire votre message", "Veuillez indiquer une adresse e-mail valide"],
  ])(
    "%s: an incomplete post answers 400 with the errors by field, refilled, and stores nothing",
    async (_lang, url, messageError, emailError) => {
      const answer = await harness.post<{ errors: Record<string, string>; values: Record<string, string> }>(
        contactPage.action,
        url,
        { ...ANN, message: " ", email: "ann@" },
      );
      expect(answer.status).toBe(400);
      expect(answer.data.errors).toEqual({ message: messageError, email: emailError });
      expect(answer.data.values).toMatchObject({ firstName: "Ann", email: "ann@" });
      expect(await harness.database.db.select().from(leads)).toEqual([]);
      expect(await harness.database.db.select().from(outbox)).toEqual([]);
    },
  );

  it("a page without a contact module takes no posts (405); a post naming another form is refused (400)", async () => {
    expect((await harness.post(contactPage.action, "/nl/disclaimer/", ANN)).status).toBe(405);
    expect((await harness.post(contactPage.action, "/nl/contact/", { ...ANN, form: "property-contact" })).status).toBe(
      400,
    );
    expect(await harness.database.db.select().from(leads)).toEqual([]);
  });

  it("the contact page shows the form only where the contact module is, and keeps its content", async () => {
    const { status, html } = await renderRoute(contactPage, new Request(`${SITE_URL}/nl/contact/`), harness.context());
    expect(status).toBe(200);
    expect(html).toContain("Contacteer ons</h1>");
    expect(html).toContain("Kerkstraat 27");
    expect(/<form[^>]*id="site-contact"[^>]*>/.exec(html)?.[0]).toMatch(/action="\/nl\/contact\/" method="post"/);
    const disclaimer = await renderRoute(contactPage, new Request(`${SITE_URL}/nl/disclaimer/`), harness.context());
    expect(disclaimer.html).not.toContain('id="site-contact"');
  });
});

describe("the contact form when the database is down", () => {
  let closed: AppLoadContext;
  const logged: string[] = [];

  beforeAll(async () => {
    const gone = await createTestDatabase();
    await gone.close();
    // The server's logger, writing its JSON lines here.
    const logger = pino({ level: "info" }, { write: (line: string) => void logged.push(line) });
    closed = { ...harness.context(), db: gone.db, logger } as AppLoadContext;
  });

  it("logs that the lead was not stored, without the visitor's personal data", async () => {
    // Unreachable, and reachable but failing the insert (its error would quote the query's values).
    const broken = await createTestDatabase();
    await broken.db.execute(sql`alter table leads rename to leads_elsewhere`);
    try {
      for (const db of [closed.db, broken.db]) {
        logged.length = 0;
        expect(
          (
            await harness.post(contactPage.action, "/nl/contact/", ANN, {
              context: { ...closed, db } as AppLoadContext,
            })
          ).status,
        ).toBe(503);
        expect(logged.join("\n")).toContain("lead not stored");
        for (const personal of ["Peeters", "ann.peeters@example.be", "0477 12 34 56", "zaterdag"])
          expect(logged.join("\n")).not.toContain(personal);
      }
    } finally {
      await broken.close();
    }
  });

  it("answers 503 with the form filled in and 'mail not sent, try again', in the visitor's language", async () => {
    const nl = await harness.post<{ errors: Record<string, string>; values: Record<string, string> }>(
      contactPage.action,
      "/nl/contact/",
      ANN,
      { context: closed },
    );
    expect(nl.status).toBe(503);
    expect(nl.headers.get("Retry-After")).toBe("30");
    expect(nl.data.errors).toEqual({ "": "Bericht niet verzonden, probeer het opnieuw" });
    expect(nl.data.values).toMatchObject({ firstName: "Ann", message: ANN.message });
    const fr = await harness.post<{ errors: Record<string, string> }>(contactPage.action, "/fr/contact/", ANN, {
      context: closed,
    });
    expect(fr.data.errors).toEqual({ "": "Message non envoyé, veuillez réessayer" });
  });

  it("the page itself still renders from the content files: 503, the message above the form, every field refilled", async () => {
    const request = new Request(`${SITE_URL}/nl/contact/`, { method: "POST", body: formBody(ANN) });
    const { status, html } = await renderRoute(contactPage, request, closed);
    expect(status).toBe(503);
    expect(html).toContain("Kerkstraat 27");
    expect(html).toMatch(
      /<div class="lead-form__summary" role="alert"[^>]*><p>Bericht niet verzonden, probeer het opnieuw<\/p>/,
    );
    expect(html).toMatch(/<input[^>]*id="site-contact-firstName"[^>]*value="Ann"/);
    expect(html).toMatch(/<input[^>]*id="site-contact-email"[^>]*value="ann.peeters@example.be"/);
    expect(html).toContain("Is het kantoor open op zaterdag?\nIk wil graag langskomen.</textarea>");
    expect(html).toMatch(/<input[^>]*id="site-contact-privacyConsent"[^>]*checked/);
  });
});
