import type { LoaderFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { frenchPunctuationFaults } from "#app/lib/typography.ts";
import * as contactPage from "#app/routes/content/content-page.tsx";
import * as newsletterPage from "#app/routes/forms/newsletter.tsx";
import { action as propertyAction, loader as detailLoader } from "#app/routes/listings/property-detail.tsx";
import { loader as redirectLoader } from "#app/routes/listings/property-redirect.tsx";
import type { ReceivedMail } from "#tests/doubles/smtp-server.ts";
import { AGENCY_EMAIL, useFormHarness } from "#tests/setup/route-harness.ts";

/**
 * Every mail a French visitor's forms send (the confirmation, the documents with their links, the
 * friend's mail, the newsletter's welcome) sets a no-break space before « : ; ? ! » (decision 0035),
 * in its subject, its text part and its HTML part: "Prix\u00a0: …", "ici\u00a0: https://…", never
 * "Prix: …" or "ici.: https://…". URLs and times are left aside. The agency's own mail is in the
 * agency's language and is not checked here.
 */
const harness = useFormHarness();

const MARIE = {
  title: "ms",
  firstName: "Marie",
  lastName: "Dubois",
  email: "marie.dubois@example.be",
  phone: "0477 12 34 56",
  privacyConsent: "on",
};

/** The text a reader sees in an HTML part: no tags, entities decoded. */
const htmlText = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(
      /&(amp|lt|gt|quot|#39|nbsp);/g,
      (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: "\u00a0" })[name]!,
    );

/** The faults of a mail's subject, text and HTML, as "part: excerpt". */
function faultsOf(mail: ReceivedMail): string[] {
  return [
    ...frenchPunctuationFaults(mail.header("subject") ?? "").map((fault) => `subject: ${fault}`),
    ...frenchPunctuationFaults(mail.text ?? "").map((fault) => `text: ${fault}`),
    ...frenchPunctuationFaults(htmlText(mail.html ?? "")).map((fault) => `html: ${fault}`),
  ];
}

/** The French mails among those delivered (every mail not to the agency). */
const frenchMails = (mails: ReceivedMail[]) => mails.filter((mail) => !mail.envelopeTo.includes(AGENCY_EMAIL));

async function propertyPage(id: number): Promise<string> {
  const redirect = await harness.get(redirectLoader, `/property/${id}/`, {
    params: { id: String(id) },
    headers: { Cookie: "lang=fr" },
  });
  await harness.get(detailLoader as (args: LoaderFunctionArgs) => unknown, redirect.location!, {
    params: { id: String(id) },
  });
  return redirect.location!;
}

describe("French mails", () => {
  it.each([
    {
      name: "documents request (with the newsletter's unsubscribe link)",
      send: async () =>
        harness.post(
          propertyAction,
          await propertyPage(4100001),
          { form: "documents-request", ...MARIE, newsletter: "on" },
          { params: { id: "4100001" } },
        ),
      mails: 1,
    },
    {
      name: "send to a friend (the friend's mail and the visitor's copy)",
      send: async () =>
        harness.post(
          propertyAction,
          await propertyPage(4100001),
          {
            form: "send-to-friend",
            friendFirstName: "Jean",
            friendLastName: "Claes",
            friendEmail: "jean.claes@example.be",
            message: "Regarde ce bien",
            ...MARIE,
          },
          { params: { id: "4100001" } },
        ),
      mails: 2,
    },
    {
      name: "contact form (confirmation with a copy of the message)",
      send: () =>
        harness.post(contactPage.action, "/fr/contact/", {
          form: "site-contact",
          ...MARIE,
          message: "Bonjour\nÀ bientôt",
        }),
      mails: 1,
    },
    {
      name: "newsletter sign-up (welcome with the unsubscribe link)",
      send: () =>
        harness.post(newsletterPage.action, "/fr/newsletter/", {
          form: "newsletter",
          email: MARIE.email,
          firstName: "Marie",
          lastName: "Dubois",
          privacyConsent: "on",
        }),
      mails: 1,
    },
  ])("$name: a no-break space before : ; ? ! in subject, text and HTML", async ({ send, mails }) => {
    expect((await send()).status).toBe(303);
    const french = frenchMails(await harness.deliver());
    expect(french).toHaveLength(mails);
    for (const mail of french)
      expect(faultsOf(mail), `${mail.header("subject")} to ${mail.envelopeTo.join()}`).toEqual([]);
    // The label-value lines are there, with the no-break space ("Message\u00a0: …", a link's text then its URL).
    expect(french.map((mail) => mail.text ?? "").filter((text) => !/\S\u00a0:\s\S/.test(text))).toEqual([]);
  });
});
