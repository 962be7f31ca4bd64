import { createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { leads, newsletterSubscriptions, outbox } from "#db/schema.ts";
import { deliverDue } from "#app/services/leads/outbox.server.ts";
import { newChallenge } from "#app/services/leads/captcha.server.ts";
import type { FormGuard } from "#app/services/leads/lead-form.server.ts";
import { action } from "#app/routes/listings/property-detail.tsx";
import { createTestDatabase } from "#tests/setup/test-database.ts";
import { emptyTables, formContext, useLeadFormBench } from "#tests/setup/route-harness.ts";

/**
 * Ask for info or a visit on a property page, through the page's action as the router calls it,
 * on a real database and a real SMTP server: the lead and its mails are stored in one go, the
 * mails arrive in the visitor's language; refused posts store nothing; the captcha is asked on
 * demand and a solution is spent once; a database that is down answers 503.
 */
const SITE = "https://agency.test";
const AGENCY = "kantoor@agency.test";
const PATHS = {
  nl: "/nl/te-koop/buggenhout/gerenoveerde-rijwoning-met-zonnige-tuin-in-hartje-buggenhout/4100001/",
  fr: "/fr/a-vendre/buggenhout/maison-mitoyenne-renovee-avec-jardin-ensoleille-au-coeur-de-buggenhout/4100001/",
};
const bench = useLeadFormBench({ transport: { siteUrl: SITE, agencyEmail: AGENCY } });
beforeEach(async () => {
  bench.smtp.received.length = 0;
  await emptyTables(bench.db, outbox, newsletterSubscriptions, leads);
});

function context(guard?: Partial<FormGuard>, db = bench.db): AppLoadContext {
  return formContext(db, bench.content, {
    config: { siteUrl: SITE, mode: "test", agencyEmail: AGENCY, dataDir: bench.dataDir, cdnHost: null },
    formGuard: { rateLimited: false, retryAfterSeconds: 0, postsInWindow: 0, ...guard },
  });
}

type Answer = {
  status: number;
  location: string | null;
  data: { form: string; errors: Record<string, string>; values: Record<string, unknown>; captcha: boolean } | null;
};

async function post(
  lang: "nl" | "fr",
  fields: Record<string, string | string[]>,
  ctx = context(),
  init: { contentType?: string } = {},
): Promise<Answer> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  const request = new Request(`${SITE}${PATHS[lang]}`, {
    method: "POST",
    body: init.contentType ? "not a form" : body,
    headers: init.contentType ? { "content-type": init.contentType } : {},
  });
  const result = (await action({
    request,
    params: { id: "4100001" },
    context: ctx,
  } as unknown as ActionFunctionArgs<AppLoadContext>)) as
    Response | { data: Answer["data"]; init: ResponseInit | null };
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location"), data: null };
  return { status: result.init?.status ?? 200, location: null, data: result.data };
}

const ANN = {
  form: "property-contact",
  request: "visit",
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "Ann.Peeters@Example.be",
  phone: "0477 12 34 56",
  timeSlots: ["10:00-13:00", "16:00-19:00"],
  contactDevice: "phone",
  message: "Kan het op zaterdag? <b>graag</b>",
  privacyConsent: "on",
  newsletter: "on",
};

describe("a complete post", () => {
  it("stores the lead with its subscription and two mails, and goes to the visit thank-you page", async () => {
    const answer = await post("nl", ANN);
    expect(answer).toMatchObject({ status: 303, location: "/nl/bedankt/afspraak/" });
    const [lead] = await bench.db.select().from(leads);
    expect(lead).toMatchObject({ kind: "visit-request", locale: "nl", propertyId: 4100001, status: "received" });
    expect(lead!.payload).toMatchObject({
      contact: { title: "ms", firstName: "Ann", lastName: "Peeters", email: "ann.peeters@example.be" },
      timeSlots: ["10:00-13:00", "16:00-19:00"],
    });
    const [subscription] = await bench.db.select().from(newsletterSubscriptions);
    expect(subscription).toMatchObject({
      email: "ann.peeters@example.be",
      locale: "nl",
      active: true,
      leadId: lead!.id,
    });

    expect(await deliverDue(bench.db, bench.transport, { now: new Date(Date.now() + 1000) })).toEqual({
      delivered: 2,
      retried: 0,
      failed: 0,
    });
    const toAgency = bench.smtp.received.find((mail) => mail.envelopeTo.includes(AGENCY))!;
    expect(toAgency.header("subject")).toBe(
      "Nieuwe bezoekaanvraag voor ref. 4100001 – Gerenoveerde rijwoning met zonnige tuin in hartje Buggenhout",
    );
    expect(toAgency.header("reply-to")).toBe("ann.peeters@example.be");
    for (const expected of [
      "Mevr. Ann Peeters",
      "0477 12 34 56",
      "10:00-13:00, 16:00-19:00",
      "Telefonisch",
      "Kan het op zaterdag? <b>graag</b>",
      "4100001",
    ]) {
      expect(toAgency.text).toContain(expected);
    }
    // Visitor input is escaped in the HTML part.
    expect(toAgency.html).toContain("&lt;b&gt;graag&lt;/b&gt;");
    const toVisitor = bench.smtp.received.find((mail) => mail.envelopeTo.includes("ann.peeters@example.be"))!;
    expect(toVisitor.header("subject")).toBe("We hebben uw aanvraag ontvangen");
    expect(toVisitor.text).toContain("Beste Ann Peeters,");
    expect(toVisitor.text).toContain(`${SITE}${PATHS.nl}`);
    // Subscribed: the confirmation carries the one-click unsubscribe link.
    expect(toVisitor.header("list-unsubscribe")).toMatch(/^<https:\/\/agency\.test\/nl\/uitschrijven\/[\w-]+\/>$/);
  });

  it("in French: the info thank-you page, the visitor's mail in French, no subscription without the box", async () => {
    const { newsletter: _newsletter, ...withoutNewsletter } = ANN;
    const answer = await post("fr", { ...withoutNewsletter, request: "info", timeSlots: [] });
    expect(answer).toMatchObject({ status: 303, location: "/fr/merci/contactez-moi/" });
    expect(await bench.db.select().from(newsletterSubscriptions)).toHaveLength(0);
    await deliverDue(bench.db, bench.transport, { now: new Date(Date.now() + 1000) });
    const toVisitor = bench.smtp.received.find((mail) => mail.envelopeTo.includes("ann.peeters@example.be"))!;
    expect(toVisitor.header("subject")).toBe("Nous avons bien reçu votre demande");
    expect(toVisitor.text).toContain("Je souhaite plus d'informations");
    expect(toVisitor.header("list-unsubscribe")).toBeUndefined();
    // The agency reads its mail in the site's default language.
    const toAgency = bench.smtp.received.find((mail) => mail.envelopeTo.includes(AGENCY))!;
    expect(toAgency.header("subject")).toMatch(/^Nieuwe infovraag voor ref\. 4100001 – /);
  });
});

describe("refused posts store nothing", () => {
  it.each([
    [
      "no fields",
      { form: "property-contact" },
      ["request", "title", "firstName", "lastName", "email", "phone", "privacyConsent"],
    ],
    ["a bad e-mail and phone", { ...ANN, email: "ann@", phone: "12" }, ["email", "phone"]],
    ["a slot that is not offered", { ...ANN, timeSlots: ["14:00-16:00"] }, ["timeSlots.0"]],
    ["an unknown title", { ...ANN, title: "dr" }, ["title"]],
    ["no privacy consent", { ...ANN, privacyConsent: "" }, ["privacyConsent"]],
  ])("%s: 400 with the errors of those fields, in Dutch", async (_name, fields, expectedFields) => {
    const answer = await post("nl", fields as Record<string, string>);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.data!.errors).sort()).toEqual([...expectedFields].sort());
    for (const message of Object.values(answer.data!.errors)) expect(message).not.toMatch(/^(validation|error)\./);
    expect(await bench.db.select().from(leads)).toHaveLength(0);
  });

  it("keeps what was typed (but not the honeypot or captcha fields) to refill the form", async () => {
    const answer = await post("fr", { ...ANN, email: "x", homepage: "" });
    expect(answer.data!.values).toMatchObject({ firstName: "Ann", email: "x", message: ANN.message });
    expect(answer.data!.values).not.toHaveProperty("homepage");
    expect(answer.data!.errors.email).toBe("Veuillez indiquer une adresse e-mail valide");
  });

  it("a body that is not a form: 400 'invalid request'", async () => {
    const answer = await post("nl", {}, context(), { contentType: "application/json" });
    expect(answer.status).toBe(400);
    expect(answer.data!.errors[""]).toBe("Ongeldige aanvraag. Laad de pagina opnieuw en probeer het nog eens.");
  });

  it("an unknown form id: 400", async () => {
    expect((await post("nl", { ...ANN, form: "other" })).status).toBe(400);
  });

  it("the honeypot filled: the thank-you page, nothing stored", async () => {
    const answer = await post("nl", { ...ANN, homepage: "http://spam.example" });
    expect(answer).toMatchObject({ status: 303, location: "/nl/bedankt/contacteer-mij/" });
    expect(await bench.db.select().from(leads)).toHaveLength(0);
  });

  it("over the rate limit: 429 with Retry-After and a localized message", async () => {
    const answer = await post("fr", ANN, context({ rateLimited: true, retryAfterSeconds: 42 }));
    expect(answer.status).toBe(429);
    expect(answer.data!.errors[""]).toMatch(/Trop de demandes/);
    expect(await bench.db.select().from(leads)).toHaveLength(0);
  });
});

describe("the captcha on demand", () => {
  const overFreePosts = () => context({ postsInWindow: bench.content.settings.captcha.freePosts + 1 });

  it("past the free posts, a post without a solution is refused with 'confirm you are not a robot'", async () => {
    const answer = await post("nl", ANN, overFreePosts());
    expect(answer.status).toBe(400);
    expect(answer.data!.captcha).toBe(true);
    expect(answer.data!.errors.altcha).toBe("Bevestig dat u geen robot bent");
  });

  it("a solved challenge passes once; the same solution again is 'captcha characters must be valid'", async () => {
    const challenge = await newChallenge(bench.db);
    const solution = await solveChallenge({ challenge, deriveKey } as Parameters<typeof solveChallenge>[0]);
    const field = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
    expect((await post("nl", { ...ANN, altcha: field }, overFreePosts())).status).toBe(303);
    const replay = await post("nl", { ...ANN, altcha: field }, overFreePosts());
    expect(replay.status).toBe(400);
    expect(replay.data!.errors.altcha).toBe("De captchatekens moeten geldig zijn");
    expect(await bench.db.select().from(leads)).toHaveLength(1);
  });

  it.each([
    ["garbage", "not-base64-json"],
    ["a challenge signed by someone else", "FOREIGN"],
  ])("%s is refused even under the free posts", async (_name, value) => {
    let field = value;
    if (value === "FOREIGN") {
      const challenge = await createChallenge({
        algorithm: "SHA-256",
        cost: 1,
        deriveKey,
        hmacSignatureSecret: "not-ours",
      });
      const solution = await solveChallenge({ challenge, deriveKey } as Parameters<typeof solveChallenge>[0]);
      field = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
    }
    const answer = await post("nl", { ...ANN, altcha: field });
    expect(answer.status).toBe(400);
    expect(answer.data!.errors.altcha).toBe("De captchatekens moeten geldig zijn");
  });
});

describe("a database that is down", () => {
  it("answers 503 'mail not sent, try again' with the form refilled", async () => {
    const lost = await createTestDatabase();
    await lost.close();
    const answer = await post("nl", ANN, context({}, lost.db));
    expect(answer.status).toBe(503);
    expect(answer.data!.errors[""]).toBe("Bericht niet verzonden, probeer het opnieuw");
    expect(answer.data!.values).toMatchObject({ firstName: "Ann" });
  });
});
