import { eq, sql } from "drizzle-orm";
import type { LoaderFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { leads, newsletterSubscriptions, outbox } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { action, loader as detailLoader } from "#app/routes/listings/property-detail.tsx";
import { loader as redirectLoader } from "#app/routes/listings/property-redirect.tsx";
import { AGENCY_EMAIL, mailTo, useFormHarness } from "#tests/setup/route-harness.ts";
import { SITE_URL } from "#tests/setup/sample-catalogue.ts";

/**
 * The property page's documents request and send-to-a-friend forms, posted to the page's action as
 * the router does: the lead and its outbox rows, then the mails through a real SMTP server, in nl
 * and fr; "already requested" within a day, "request document error" for a listing without
 * documents, refused posts storing nothing.
 */
const harness = useFormHarness();

type Listing = { path: string; title: string };

/** The listing's canonical page in a language and its title there, as a visitor reaches it. */
async function listing(id: number, lang: Locale): Promise<Listing> {
  const redirect = await harness.get(redirectLoader, `/property/${id}/`, {
    params: { id: String(id) },
    headers: { Cookie: `lang=${lang}` },
  });
  const path = redirect.location!;
  const page = await harness.get<{ view: { title: string } }>(
    detailLoader as (args: LoaderFunctionArgs) => unknown,
    path,
    { params: { id: String(id) } },
  );
  return { path, title: page.data.view.title };
}

const post = <T = { errors: Record<string, string>; values: Record<string, string> }>(
  path: string,
  id: number,
  values: Record<string, string>,
) => harness.post<T>(action, path, values, { params: { id: String(id) } });

const db = () => harness.database.db;

/** A document's line in a mail: its name and its signed link that expires (decision 0030). */
const signedLink = (name: string, document: string, colon = ": ") =>
  new RegExp(
    `${name.replace(/[()]/g, "\\$&")}${colon}${SITE_URL}/documents/${document.replaceAll(".", "\\.")}\\?expires=\\d+&signature=[\\w-]{43}`,
  );

const ANN = {
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "Ann.Peeters@example.be",
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

describe("request the documents of a property", () => {
  it("nl: the lead, 303 to the documents thank-you page; the visitor gets a link to each document, the agency who asked", async () => {
    const { path, title } = await listing(4100001, "nl");
    const answer = await post(path, 4100001, { form: "documents-request", ...ANN });
    expect(answer).toMatchObject({ status: 303, location: "/nl/bedankt/documenten/" });
    const [lead] = await db().select().from(leads);
    expect(lead).toMatchObject({
      kind: "documents-request",
      locale: "nl",
      propertyId: 4100001,
      payload: { contact: { email: "ann.peeters@example.be" } },
    });

    const mails = await harness.deliver();
    expect(mails).toHaveLength(2);
    const visitor = mailTo(mails, "ann.peeters@example.be");
    expect(visitor.header("subject")).toBe(`Uw gevraagde documenten – ${title}`);
    expect(visitor.text).toContain(`U vroeg de documenten van “${title}” aan.`);
    // Signed links that expire (decision 0030; followed in tests/integration/document-links.test.ts).
    expect(visitor.text).toMatch(signedLink("EPC-certificaat", "nl/property/4100001/epc-4100001.pdf"));
    expect(visitor.text).toMatch(signedLink("Asbestattest", "nl/property/4100001/asbestos-4100001.pdf"));
    expect(visitor.html).toMatch(
      new RegExp(
        `<a href="${SITE_URL}/documents/nl/property/4100001/epc-4100001\\.pdf\\?expires=\\d+&amp;signature=[\\w-]{43}">EPC-certificaat</a>`,
      ),
    );
    expect(visitor.text).not.toContain("/sample/documents/");
    expect(visitor.text).toContain(`${SITE_URL}${path}`);
    const agency = mailTo(mails, AGENCY_EMAIL);
    expect(agency.header("subject")).toBe(`Documenten gevraagd voor ref. 4100001 – ${title}`);
    expect(agency.header("reply-to")).toBe("ann.peeters@example.be");
    expect(agency.text).toContain("EPC-certificaat\nAsbestattest");
  });

  it("fr: the documents named and mailed in French; the opt-in subscribes and the mail carries the unsubscribe link", async () => {
    const { path, title } = await listing(4100001, "fr");
    expect((await post(path, 4100001, { form: "documents-request", ...MARIE, newsletter: "on" })).location).toBe(
      "/fr/merci/documents/",
    );
    expect(
      await db()
        .select({ email: newsletterSubscriptions.email, active: newsletterSubscriptions.active })
        .from(newsletterSubscriptions),
    ).toEqual([{ email: "marie.dubois@example.be", active: true }]);
    const visitor = mailTo(await harness.deliver(), "marie.dubois@example.be");
    expect(visitor.header("subject")).toBe(`Les documents demandés – ${title}`);
    expect(visitor.text).toContain("Bonjour Marie Dubois,");
    expect(visitor.text).toMatch(signedLink("Certificat PEB (EPC)", "fr/property/4100001/epc-4100001.pdf", "\u00a0: "));
    expect(visitor.header("list-unsubscribe")).toMatch(
      /^<https:\/\/agency\.example\/fr\/desinscription\/[0-9a-f]{48}\/>$/,
    );
  });

  it("the same address and listing again within 24 hours: 'already requested' as information with the earlier request's date, 200, no second lead or mail; after a day it goes through", async () => {
    const { path } = await listing(4100003, "nl");
    expect((await post(path, 4100003, { form: "documents-request", ...ANN })).status).toBe(303);
    // The first request was made 20 hours ago: the notice gives its date and time, not the post's.
    await db().execute(sql`update leads set created_at = now() - interval '20 hours'`);
    const [first] = await db().select({ at: leads.createdAt }).from(leads);
    const again = await post<{ errors: Record<string, string>; notice?: string }>(path, 4100003, {
      form: "documents-request",
      ...ANN,
      email: "ANN.PEETERS@example.be",
    });
    expect(again.status).toBe(200);
    // Not an error: no error for any field, a notice with the date (Belgian time, in the page's language) and the address mailed.
    expect(again.data.errors).toEqual({});
    const when = new Intl.DateTimeFormat("nl-BE", {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "Europe/Brussels",
    }).format(new Date(first!.at));
    expect(when).toMatch(/^\d{1,2} [a-z]+ 20\d\d om \d\d:\d\d$/);
    expect(again.data.notice).toBe(
      `U vroeg deze documenten al aan op ${when}. We mailden de links toen naar ann.peeters@example.be. Kijk in uw mailbox, ook bij de ongewenste e-mail.`,
    );
    // On the French page, in French.
    const french = await listing(4100003, "fr");
    const frAgain = await post<{ errors: Record<string, string>; notice?: string }>(french.path, 4100003, {
      form: "documents-request",
      ...ANN,
    });
    expect(frAgain.data.notice).toBe(
      `Vous avez déjà demandé ces documents le ${new Intl.DateTimeFormat("fr-BE", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Brussels" }).format(new Date(first!.at))}. Les liens ont alors été envoyés à ann.peeters@example.be. Consultez votre boîte mail, y compris les courriers indésirables.`,
    );
    expect(await db().select().from(leads)).toHaveLength(1);
    expect(await db().select().from(outbox)).toHaveLength(2);

    // Another listing, or another address, is a new request.
    expect((await post(path, 4100003, { form: "documents-request", ...MARIE })).status).toBe(303);
    const other = await listing(4100001, "nl");
    expect((await post(other.path, 4100001, { form: "documents-request", ...ANN })).status).toBe(303);

    await db().execute(sql`update leads set created_at = now() - interval '25 hours'`);
    expect((await post(path, 4100003, { form: "documents-request", ...ANN })).status).toBe(303);
    expect(await db().select().from(leads)).toHaveLength(4);
  });

  it("a listing without documents: 'request document error' (409), nothing stored", async () => {
    const { path } = await listing(4100004, "nl");
    const answer = await post(path, 4100004, { form: "documents-request", ...ANN });
    expect(answer.status).toBe(409);
    expect(answer.data.errors).toEqual({ "": "Fout bij het aanvragen van de documenten" });
    expect(await db().select().from(leads)).toEqual([]);
  });

  it("an incomplete request: 400 with the errors by field in the page's language, nothing stored", async () => {
    const { path } = await listing(4100001, "fr");
    const answer = await post(path, 4100001, {
      form: "documents-request",
      ...MARIE,
      email: "marie@",
      privacyConsent: "",
    });
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toEqual({
      email: "Veuillez indiquer une adresse e-mail valide",
      privacyConsent: "Vous devez accepter la déclaration de confidentialité",
    });
    expect(await db().select().from(leads)).toEqual([]);
  });
});

describe("send a property to a friend", () => {
  const FRIEND = {
    form: "send-to-friend",
    friendFirstName: "Jan",
    friendLastName: "Claes",
    friendEmail: "jan.claes@example.be",
  };

  it("nl: the friend gets the listing's link in the visitor's language, the agency is told, the visitor gets a copy", async () => {
    const { path, title } = await listing(4100001, "nl");
    const answer = await post(path, 4100001, {
      ...FRIEND,
      ...ANN,
      phone: "",
      message: "Dit is iets voor jullie! 2 < 3 & meer",
    });
    expect(answer).toMatchObject({ status: 303, location: "/nl/bedankt/doorgestuurd/" });
    const [lead] = await db().select().from(leads);
    expect(lead).toMatchObject({
      kind: "send-to-friend",
      propertyId: 4100001,
      payload: { friend: { email: "jan.claes@example.be" } },
    });

    const mails = await harness.deliver();
    expect(mails).toHaveLength(3);
    const friend = mailTo(mails, "jan.claes@example.be");
    expect(friend.header("subject")).toBe("Ann Peeters raadt u dit pand aan");
    expect(friend.header("from")).toBe(AGENCY_EMAIL);
    expect(friend.header("reply-to")).toBe("ann.peeters@example.be");
    expect(friend.text).toContain("Beste Jan Claes,");
    expect(friend.text).toContain(
      `Ann Peeters bezocht onze website en denkt dat dit pand u kan interesseren: ${title}.`,
    );
    expect(friend.text).toContain("Boodschap van Ann Peeters:\nDit is iets voor jullie!");
    expect(friend.text).toContain(`${SITE_URL}${path}`);
    // The visitor's text is never markup in the friend's mail (markup itself is refused, decision 0031).
    expect(friend.html).toContain("2 &lt; 3 &amp; meer");
    expect(friend.header("list-unsubscribe")).toBeUndefined();

    const agency = mailTo(mails, AGENCY_EMAIL);
    expect(agency.header("subject")).toBe(`Ref. 4100001 doorgestuurd naar een vriend – ${title}`);
    expect(agency.text).toContain("Jan Claes <jan.claes@example.be>");
    const visitor = mailTo(mails, "ann.peeters@example.be");
    expect(visitor.text).toContain("We hebben het pand doorgestuurd naar Jan Claes.");
  });

  it("fr: the friend's mail is in French", async () => {
    const { path, title } = await listing(4100001, "fr");
    expect((await post(path, 4100001, { ...FRIEND, ...MARIE })).location).toBe("/fr/merci/envoye-a-un-ami/");
    const friend = mailTo(await harness.deliver(), "jan.claes@example.be");
    expect(friend.header("subject")).toBe("Marie Dubois vous recommande ce bien");
    expect(friend.text).toContain("Bonjour Jan Claes,");
    expect(friend.text).toContain(
      `Marie Dubois a visité notre site et pense que ce bien pourrait vous intéresser\u00a0: ${title}.`,
    );
    expect(friend.text).toContain(`${SITE_URL}${path}`);
  });

  it.each([
    ["friendEmail", "", "Het e-mailadres van uw vriend is leeg of ongeldig"],
    ["friendEmail", "jan@", "Het e-mailadres van uw vriend is leeg of ongeldig"],
    ["message", "Win nu op https://spam.example/prijs", "Laat links weg uit uw boodschap"],
    ["friendLastName", "", "Vul uw familienaam in"],
  ])("%s = %j: 400 '%s', nothing stored or sent", async (field, value, error) => {
    const { path } = await listing(4100001, "nl");
    const answer = await post(path, 4100001, { ...FRIEND, ...ANN, [field]: value });
    expect(answer.status).toBe(400);
    expect(answer.data.errors[field]).toBe(error);
    expect(await db().select().from(leads)).toEqual([]);
    expect(await harness.deliver()).toEqual([]);
  });
});

describe("the property page's action", () => {
  it("an unknown listing answers 404; a post naming no form of the page 400", async () => {
    expect((await post("/nl/te-koop/gent/x/9999999/", 9999999, { form: "documents-request", ...ANN })).status).toBe(
      404,
    );
    const { path } = await listing(4100001, "nl");
    expect((await post(path, 4100001, { form: "site-contact", ...ANN })).status).toBe(400);
    expect(await db().select().from(leads).where(eq(leads.propertyId, 4100001))).toEqual([]);
  });
});
