import { sql } from "drizzle-orm";
import type { LoaderFunctionArgs } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { leads, rateLimitCounters } from "#db/schema.ts";
import * as contactPage from "#app/routes/content/content-page.tsx";
import * as newsletterPage from "#app/routes/forms/newsletter.tsx";
import { action as propertyAction, loader as detailLoader } from "#app/routes/listings/property-detail.tsx";
import { loader as redirectLoader } from "#app/routes/listings/property-redirect.tsx";
import { FRIEND_MAILS_PER_DAY, SENDER_MAILS_PER_DAY } from "#app/services/leads/third-party-mail-limit.server.ts";
import { AGENCY_EMAIL, mailTo, useFormHarness } from "#tests/setup/route-harness.ts";

/**
 * Mails to third parties (decision 0031): the send-to-a-friend form and every confirmation that
 * goes to the address a visitor typed carry no link, e-mail address or markup the visitor wrote,
 * and a friend's address, or a sender's, gets only a few such mails a day (counted in the
 * database, 429 with a localized message beyond).
 */
const harness = useFormHarness();

beforeEach(async () => {
  await harness.database.db.delete(rateLimitCounters);
});

const db = () => harness.database.db;
const ANN = {
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "ann.peeters@example.be",
  phone: "0477 12 34 56",
  privacyConsent: "on",
};
const FRIEND = {
  form: "send-to-friend",
  friendFirstName: "Jan",
  friendLastName: "Claes",
  friendEmail: "jan.claes@example.be",
};

async function propertyPath(id: number): Promise<string> {
  const redirect = await harness.get(redirectLoader, `/property/${id}/`, {
    params: { id: String(id) },
    headers: { Cookie: "lang=nl" },
  });
  await harness.get(detailLoader as (args: LoaderFunctionArgs) => unknown, redirect.location!, {
    params: { id: String(id) },
  });
  return redirect.location!;
}

const sendToFriend = async (values: Record<string, string>) =>
  harness.post<{ errors: Record<string, string> }>(
    propertyAction,
    await propertyPath(4100001),
    { ...FRIEND, ...ANN, ...values },
    { params: { id: "4100001" } },
  );

describe("send to a friend: no link, address or markup in any field that reaches the friend", () => {
  it.each([
    [
      "firstName",
      "Win at cheap-pills.com",
      "Gebruik in een naam alleen letters, spaties, koppeltekens, apostrofs en punten",
    ],
    [
      "lastName",
      "https://spam.example/win",
      "Gebruik in een naam alleen letters, spaties, koppeltekens, apostrofs en punten",
    ],
    [
      "friendFirstName",
      "<a href=x>Jan</a>",
      "Gebruik in een naam alleen letters, spaties, koppeltekens, apostrofs en punten",
    ],
    [
      "friendLastName",
      "Claes, mail win@spam.example",
      "Gebruik in een naam alleen letters, spaties, koppeltekens, apostrofs en punten",
    ],
    ["message", "Schrijf naar win@spam.example", "Laat e-mailadressen weg uit uw boodschap"],
    ["message", "<b>Gratis</b> geld", "Laat HTML-code weg uit uw boodschap"],
  ])("%s = %j: 400 '%s', nothing stored or sent", async (field, value, error) => {
    const answer = await sendToFriend({ [field]: value });
    expect(answer.status).toBe(400);
    expect(answer.data.errors[field]).toBe(error);
    expect(await db().select().from(leads)).toEqual([]);
    expect(await harness.deliver()).toEqual([]);
  });

  it("a name of any script with accents, a hyphen and an apostrophe goes through", async () => {
    const answer = await sendToFriend({
      firstName: "Zoë",
      lastName: "D’Hondt-Łukasik",
      friendFirstName: "Jean-Luc",
      friendLastName: "O'Brien",
    });
    expect(answer.status).toBe(303);
    const friend = mailTo(await harness.deliver(), "jan.claes@example.be");
    expect(friend.header("subject")).toBe("Zoë D’Hondt-Łukasik raadt u dit pand aan");
    expect(friend.text).toContain("Beste Jean-Luc O'Brien,");
  });
});

describe("send to a friend: daily limits per friend and per sender, counted in the database", () => {
  it(`a friend's address gets ${FRIEND_MAILS_PER_DAY} mails a day, whoever sends them; then 429, nothing stored or sent`, async () => {
    for (let i = 0; i < FRIEND_MAILS_PER_DAY; i++) {
      expect((await sendToFriend({ email: `sender${i}@example.be` })).status).toBe(303);
    }
    expect(await harness.deliver()).toHaveLength(3 * FRIEND_MAILS_PER_DAY);
    const refused = await sendToFriend({ email: "another.sender@example.be" });
    expect(refused.status).toBe(429);
    expect(refused.data.errors.friendEmail).toBe(
      "Dit e-mailadres heeft vandaag al genoeg berichten via onze website gekregen. Probeer het morgen opnieuw.",
    );
    expect(await db().select().from(leads)).toHaveLength(FRIEND_MAILS_PER_DAY);
    expect(await harness.deliver()).toEqual([]);
    // Another friend is not concerned.
    expect((await sendToFriend({ friendEmail: "marie@example.be" })).status).toBe(303);
    // The counters are rows of the database (shared by every process), keyed by hashes, not addresses.
    const keys = await db()
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} like 'mail-%'`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some(({ key }) => key.includes("@"))).toBe(false);
  });

  it(`a sender sends ${SENDER_MAILS_PER_DAY} a day; then 429 with its own message`, async () => {
    for (let i = 0; i < SENDER_MAILS_PER_DAY; i++) {
      expect((await sendToFriend({ friendEmail: `friend${i}@example.be` })).status).toBe(303);
    }
    const refused = await sendToFriend({ friendEmail: "one.more@example.be" });
    expect(refused.status).toBe(429);
    expect(refused.data.errors[""]).toBe(
      "U hebt vandaag al genoeg panden naar vrienden gestuurd. Probeer het morgen opnieuw.",
    );
    expect(await db().select().from(leads)).toHaveLength(SENDER_MAILS_PER_DAY);
  });
});

describe("confirmations go to the address the visitor typed: nothing of theirs with a link, address or markup", () => {
  it("contact form: the agency reads the message with its link, the typed address gets the copy without it", async () => {
    const message = "Koop goedkope pillen op https://cheap-pills.example of mail sales@cheap-pills.example";
    const answer = await harness.post(contactPage.action, "/nl/contact/", {
      form: "site-contact",
      ...ANN,
      email: "victim@example.be",
      message,
    });
    expect(answer.status).toBe(303);
    const mails = await harness.deliver();
    expect(mailTo(mails, AGENCY_EMAIL).text).toContain("https://cheap-pills.example");
    const copy = mailTo(mails, "victim@example.be");
    expect(copy.text).not.toContain("cheap-pills");
    expect(copy.html).not.toContain("cheap-pills");
    expect(copy.text).toContain("(niet herhaald in deze e-mail: bevat een link, een e-mailadres of code)");
  });

  it.each([
    [
      "contact form",
      () =>
        harness.post<{ errors: Record<string, string> }>(contactPage.action, "/nl/contact/", {
          form: "site-contact",
          ...ANN,
          firstName: "Visit spam.com",
          message: "Hallo",
        }),
    ],
    [
      "newsletter welcome",
      () =>
        harness.post<{ errors: Record<string, string> }>(newsletterPage.action, "/nl/nieuwsbrief/", {
          form: "newsletter",
          email: "victim@example.be",
          firstName: "Visit spam.com",
          privacyConsent: "on",
        }),
    ],
  ])("%s: a name with a link is refused (400), no mail to the typed address", async (_form, post) => {
    const answer = await post();
    expect(answer.status).toBe(400);
    expect(answer.data.errors.firstName).toBe(
      "Gebruik in een naam alleen letters, spaties, koppeltekens, apostrofs en punten",
    );
    expect(await db().select().from(leads)).toEqual([]);
    expect(await harness.deliver()).toEqual([]);
  });
});
