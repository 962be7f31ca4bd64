/**
 * The links of the mails a visitor receives, followed from the mail as the SMTP server received
 * it (tests/e2e/fixtures/mailbox.ts), in nl with JavaScript and in fr without:
 *
 * - "Keep me informed": the confirmation's links all open, and its unsubscribe link (a token of
 *   mixed case, which the site's URL policy must leave as it is) ends the search: the page's button
 *   says so, and the same link opened again says the visitor is unsubscribed (read back from the
 *   database);
 * - documents: each signed document link of the mail opens the PDF;
 * - send to a friend: the friend's mail leads to the listing.
 *
 * The newsletter's unsubscribe link is followed in visitor-forms.spec.ts, the password reset link in
 * owner-portal.spec.ts, both from the same mailbox.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { fr } from "../../app/i18n/messages/fr.ts";
import { nl } from "../../app/i18n/messages/nl.ts";
import { mailTo, siteLinks, type DeliveredMail } from "./fixtures/mailbox.ts";
import { fillPerson, visitorAddress } from "./fixtures/visitor.ts";

const ownAddress = visitorAddress(61);
const TEXTS = { nl, fr } as const;
type Lang = keyof typeof TEXTS;

let mailCounter = 0;
/** An e-mail address no other test uses. */
function ownEmail(name: string): string {
  mailCounter += 1;
  return `${name}.${process.pid}.${Date.now().toString(36)}.${mailCounter}@example.be`;
}

/** Every link of the mail into the site answers 200 (after its redirects), as a reader's click would. */
async function expectEveryLinkOpens(request: APIRequestContext, mail: DeliveredMail) {
  const links = siteLinks(mail);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect((await request.get(link)).status(), link).toBe(200);
}

async function listingPath(request: APIRequestContext, id: number, lang: Lang): Promise<string> {
  const response = await request.get(`/property/${id}/`, { headers: { "Accept-Language": lang }, maxRedirects: 0 });
  return new URL(response.headers().location!, "http://localhost").pathname;
}

function heading(page: Page) {
  return page.getByRole("heading", { level: 1 });
}

const CASES = [
  {
    lang: "nl",
    javaScriptEnabled: true,
    page: "/nl/blijf-op-de-hoogte/",
    buy: "Kopen",
    house: "Huis",
    zone: "Buggenhout (9255)",
    consent: /Ik ga akkoord met de privacyverklaring/,
    thanks: /\/nl\/bedankt\/uitgeschreven\/$/,
  },
  {
    lang: "fr",
    javaScriptEnabled: false,
    page: "/fr/restez-informe/",
    buy: "Acheter",
    house: "Maison",
    zone: "Buggenhout (9255)",
    consent: /J'accepte la/,
    thanks: /\/fr\/merci\/desinscription\/$/,
  },
] as const;

for (const c of CASES) {
  test.describe(`${c.lang}, ${c.javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: c.javaScriptEnabled });
    test.beforeEach(async ({ page }) => page.setExtraHTTPHeaders(ownAddress()));

    test(`${c.lang}: the demand register's confirmation: its links open, and its unsubscribe link ends the search`, async ({
      page,
      request,
    }) => {
      const t = TEXTS[c.lang];
      const email = ownEmail("zoeker");
      await page.goto(c.page);
      const form = page.locator("#demand-register");
      await form.getByLabel(c.buy, { exact: true }).check();
      await form.getByLabel(c.house, { exact: true }).check();
      await form.getByLabel(c.zone).check();
      await fillPerson(page, "demand-register", {
        title: "ms",
        first: "Ann",
        last: "Peeters",
        email,
        phone: "0477 12 34 56",
      });
      await form.getByLabel(c.consent).check();
      await form.getByRole("button", { name: t["form.submit"] }).click();
      await expect(page).toHaveURL(new RegExp(`/${c.lang}/(bedankt|merci)/`));

      const mail = await mailTo(email);
      await expectEveryLinkOpens(request, mail);
      const unsubscribe = /<(http[^>]+)>/.exec(mail.header("list-unsubscribe") ?? "")?.[1];
      expect(unsubscribe, "List-Unsubscribe").toBeDefined();
      const path = new URL(unsubscribe!).pathname;
      expect(siteLinks(mail), "the same link in the mail's text").toContain(path);
      expect(path, "a token of both cases, which case folding would break").toMatch(/[A-Z]/);

      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname, "not redirected").toBe(path);
      await expect(heading(page)).toHaveText(t["form.heading.unsubscribe"]);
      await page.getByRole("button", { name: t["form.unsubscribeButton"] }).click();
      await expect(page).toHaveURL(c.thanks);
      await expect(heading(page)).toHaveText(t["feedback.unsubscribe.title"]);

      // Opened again, the link tells where the visitor stands: the search is ended in the database.
      await page.goto(path);
      await expect(heading(page)).toHaveText(t["feedback.unsubscribe.title"]);
      await expect(page.getByRole("button", { name: t["form.unsubscribeButton"] })).toHaveCount(0);
    });

    test(`${c.lang}: the documents mail: each document link opens the PDF`, async ({ page, request }) => {
      const t = TEXTS[c.lang];
      const email = ownEmail("koper");
      // The documents request opens on demand; a link to it opens it (decision 0049).
      await page.goto(`${await listingPath(request, 4100001, c.lang)}#documents-request`);
      await fillPerson(page, "documents-request", {
        title: "ms",
        first: "Ann",
        last: "Peeters",
        email,
        phone: "0477 12 34 56",
      });
      await page.locator("#documents-request-privacyConsent").check();
      await page.locator("#documents-request").getByRole("button", { name: t["form.requestDocuments"] }).click();
      await expect(heading(page)).toHaveText(t["feedback.documents.title"]);

      const mail = await mailTo(email);
      const documents = siteLinks(mail).filter((link) => link.startsWith("/documents/"));
      expect(documents.length).toBeGreaterThan(0);
      for (const link of documents) {
        const answer = await request.get(link);
        expect(answer.status(), link).toBe(200);
        expect(answer.headers()["content-type"], link).toBe("application/pdf");
        expect((await answer.body()).subarray(0, 5).toString(), link).toBe("%PDF-");
      }
      await expectEveryLinkOpens(request, mail);
    });

    test(`${c.lang}: the friend's mail leads to the listing`, async ({ page, request }) => {
      const t = TEXTS[c.lang];
      const friend = ownEmail("vriend");
      const listing = await listingPath(request, 4100001, c.lang);
      await page.goto(`${listing}#send-to-friend-section`);
      await page.locator("#send-to-friend-title").selectOption("mr");
      await page.locator("#send-to-friend-firstName").fill("Jan");
      await page.locator("#send-to-friend-lastName").fill("Claes");
      await page.locator("#send-to-friend-email").fill(ownEmail("jan"));
      await page.locator("#send-to-friend-friendFirstName").fill("Piet");
      await page.locator("#send-to-friend-friendLastName").fill("Janssens");
      await page.locator("#send-to-friend-friendEmail").fill(friend);
      await page.locator("#send-to-friend-privacyConsent").check();
      await page.locator("#send-to-friend").getByRole("button", { name: t["form.sendToFriendSubmit"] }).click();
      await expect(heading(page)).toHaveText(t["feedback.send-to-friend.title"]);

      const mail = await mailTo(friend);
      expect(siteLinks(mail).map((link) => new URL(link, "http://localhost").pathname)).toContain(listing);
      await expectEveryLinkOpens(request, mail);
      await page.goto(siteLinks(mail).find((link) => link.startsWith(listing))!);
      await expect(page.locator("h1")).toBeVisible();
    });
  });
}
