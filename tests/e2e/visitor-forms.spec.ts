/**
 * The visitor forms of the property and project pages, the contact page, the free valuation and
 * newsletter pages, and unsubscribing, in a real browser with and without JavaScript, in nl and
 * fr: filled in, each reaches its thank-you page; left incomplete, its errors show next to their
 * fields in the page's language and what was typed stays. The newsletter's welcome mail, as the
 * SMTP server received it, gives the unsubscribe link that the last journeys follow.
 *
 * Every test posts from an address of its own (X-Forwarded-For from loopback is trusted), so the
 * per-address rate limit and the captcha-on-demand threshold of one test never reach another; and
 * every test uses e-mail addresses of its own (documents are mailed once a day per address).
 */
import { axeScan } from "./fixtures/axe.ts";
import { consentDialogHydrated } from "./fixtures/visitor.ts";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { nl } from "../../app/i18n/messages/nl.ts";
import { fr } from "../../app/i18n/messages/fr.ts";
import { mailTo } from "./fixtures/mailbox.ts";

const TEXTS = { nl, fr } as const;
type Lang = keyof typeof TEXTS;

let addressCounter = 0;
/** An address no other test of this run uses (198.18.0.0/15 is reserved for tests). */
function ownAddress(): Record<string, string> {
  addressCounter += 1;
  return { "X-Forwarded-For": `198.${18 + (addressCounter >> 8)}.${process.pid % 256}.${addressCounter % 256}` };
}

let mailCounter = 0;
/** An e-mail address no other test uses. */
function ownEmail(name: string): string {
  mailCounter += 1;
  return `${name}.${process.pid}.${Date.now().toString(36)}.${mailCounter}@example.be`;
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(ownAddress());
});

async function listingPath(request: APIRequestContext, id: number, lang: Lang): Promise<string> {
  const response = await request.get(`/property/${id}/`, { headers: { "Accept-Language": lang }, maxRedirects: 0 });
  return new URL(response.headers().location!, "http://localhost").pathname;
}

const PROJECT_PATH = {
  nl: "/nl/projecten/dendermonde/residentie-de-schelde/5100001/",
  fr: "/fr/projets/dendermonde/residentie-de-schelde/5100001/",
} as const;

type Person = { title: string; first: string; last: string; email: string; phone?: string };

async function fillPerson(page: Page, form: string, person: Person) {
  await page.locator(`#${form}-title`).selectOption(person.title);
  await page.locator(`#${form}-firstName`).fill(person.first);
  await page.locator(`#${form}-lastName`).fill(person.last);
  await page.locator(`#${form}-email`).fill(person.email);
  if (person.phone !== undefined) await page.locator(`#${form}-phone`).fill(person.phone);
}

async function consent(page: Page, form: string) {
  await page.locator(`#${form}-privacyConsent`).check();
}

async function submit(form: Locator, name: string) {
  await form.getByRole("button", { name }).click();
}

async function expectThankYou(page: Page, url: RegExp, title: string) {
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

async function expectNoAxeViolations(page: Page) {
  const results = await axeScan(page);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with" : "without";

  test.describe(`property page forms ${mode} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("nl: documents requested reach the documents thank-you page; asked again, the page informs (not an error) that they were requested on that date and mailed then", async ({
      page,
      request,
    }) => {
      const t = TEXTS.nl;
      const url = await listingPath(request, 4100001, "nl");
      const email = ownEmail("ann");
      for (const attempt of [1, 2]) {
        // The documents request opens on demand; a link to it opens it (decision 0049).
        await page.goto(`${url}#documents-request`);
        const form = page.locator("#documents-request");
        await fillPerson(page, "documents-request", {
          title: "ms",
          first: "Ann",
          last: "Peeters",
          email,
          phone: "0477 12 34 56",
        });
        await consent(page, "documents-request");
        await submit(form, t["form.requestDocuments"]);
        if (attempt === 1) await expectThankYou(page, /\/nl\/bedankt\/documenten\/$/, t["feedback.documents.title"]);
        else {
          // Information, not an error: a status in the info style saying when they asked and where the links went.
          const notice = form.getByRole("status");
          await expect(notice).toBeVisible();
          await expect(notice).toHaveText(
            /^U vroeg deze documenten al aan op \d{1,2} [a-z]+ 20\d\d om \d\d:\d\d\. We mailden de links toen naar /,
          );
          await expect(notice).toContainText(email);
          await expect(notice).toHaveClass(/\bnotice\b/);
          await expect(form.getByRole("alert")).toHaveCount(0);
          await expect(form.locator(".lead-form__summary")).toHaveCount(0);
          expect(new URL(page.url()).pathname).toBe(url);
        }
      }
    });

    test("fr: documents requested reach the documents thank-you page", async ({ page, request }) => {
      const t = TEXTS.fr;
      await page.goto(`${await listingPath(request, 4100001, "fr")}#documents-request`);
      await fillPerson(page, "documents-request", {
        title: "ms",
        first: "Marie",
        last: "Dubois",
        email: ownEmail("marie"),
        phone: "+32 477 12 34 56",
      });
      await consent(page, "documents-request");
      await submit(page.locator("#documents-request"), t["form.requestDocuments"]);
      await expectThankYou(page, /\/fr\/merci\/documents\/$/, t["feedback.documents.title"]);
    });

    test("nl: sent to a friend, from the share block's link, reaches the send-to-friend thank-you page", async ({
      page,
      request,
    }) => {
      const t = TEXTS.nl;
      await page.goto(await listingPath(request, 4100001, "nl"));
      // The scripts load after the first paint (decision 0024): wait until the cookie dialog's code
      // has run and taken focus, rather than click in that instant.
      if (javaScriptEnabled) await consentDialogHydrated(page);
      // The link opens the form, closed until asked for (decision 0049), and scrolls to it. The side
      // column it is in loads on demand: a click while React takes it over may land elsewhere.
      const link = page.getByRole("link", { name: t["listing.share.sendToFriend"] });
      if (javaScriptEnabled) {
        await expect
          .poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__react"))))
          .toBe(true);
      }
      await link.click();
      await expect(page.locator("#send-to-friend")).toBeInViewport();
      const form = page.locator("#send-to-friend");
      await fillPerson(page, "send-to-friend", { title: "mr", first: "Jan", last: "Claes", email: ownEmail("jan") });
      await page.locator("#send-to-friend-friendFirstName").fill("Piet");
      await page.locator("#send-to-friend-friendLastName").fill("Janssens");
      await page.locator("#send-to-friend-friendEmail").fill(ownEmail("piet"));
      await page.locator("#send-to-friend-message").fill("Dit huis is iets voor jullie!");
      await consent(page, "send-to-friend");
      await submit(form, t["form.sendToFriendSubmit"]);
      await expectThankYou(page, /\/nl\/bedankt\/doorgestuurd\/$/, t["feedback.send-to-friend.title"]);
    });

    test("fr: a friend's e-mail missing and a link in the message show their errors, the rest stays; fixed, it goes through", async ({
      page,
      request,
    }) => {
      const t = TEXTS.fr;
      const url = await listingPath(request, 4100001, "fr");
      await page.goto(url);
      // Closed until asked for (decision 0049): its button opens it, with or without JavaScript.
      await page.locator("summary", { hasText: t["form.heading.sendToFriend"] }).click();
      const form = page.locator("#send-to-friend");
      await fillPerson(page, "send-to-friend", {
        title: "ms",
        first: "Marie",
        last: "Dubois",
        email: ownEmail("marie"),
      });
      await page.locator("#send-to-friend-friendFirstName").fill("Luc");
      await page.locator("#send-to-friend-friendLastName").fill("Martin");
      await page.locator("#send-to-friend-message").fill("Regarde www.autre-site.example");
      await consent(page, "send-to-friend");
      await submit(form, t["form.sendToFriendSubmit"]);

      await expect(form.locator(".lead-form__summary")).toBeVisible();
      await expect(page.locator("#send-to-friend-friendEmail-error")).toHaveText(t["validation.friendEmailInvalid"]);
      await expect(page.locator("#send-to-friend-message-error")).toHaveText(t["validation.noLinks"]);
      await expect(page.locator("#send-to-friend-friendEmail")).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#send-to-friend-friendFirstName")).toHaveValue("Luc");
      expect(new URL(page.url()).pathname).toBe(url);
      // axe-core runs in the page: without JavaScript it cannot, and the same markup is checked with it.
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      await page.locator("#send-to-friend-friendEmail").fill(ownEmail("luc"));
      await page.locator("#send-to-friend-message").fill("Regarde cette maison !");
      await consent(page, "send-to-friend");
      await submit(form, t["form.sendToFriendSubmit"]);
      await expectThankYou(page, /\/fr\/merci\/envoye-a-un-ami\/$/, t["feedback.send-to-friend.title"]);
    });
  });

  test.describe(`project page forms ${mode} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("nl: a question about the project reaches the new-build thank-you page", async ({ page }) => {
      const t = TEXTS.nl;
      await page.goto(PROJECT_PATH.nl);
      await page.getByRole("link", { name: t["form.heading.projectInfo"] }).click();
      const form = page.locator("#project-enquiry");
      await fillPerson(page, "project-enquiry", {
        title: "mr",
        first: "Jan",
        last: "Claes",
        email: ownEmail("jan"),
        phone: "052 12 34 56",
      });
      await page.locator("#project-enquiry-message").fill("Is er nog een penthouse vrij?");
      await consent(page, "project-enquiry");
      await submit(form, t["form.submit"]);
      await expectThankYou(page, /\/nl\/bedankt\/nieuwbouwproject\/$/, t["feedback.contact-construction.title"]);
    });

    test("fr: an incomplete question shows its errors next to the fields; fixed, it goes through", async ({ page }) => {
      const t = TEXTS.fr;
      await page.goto(PROJECT_PATH.fr);
      const form = page.locator("#project-enquiry");
      await page.locator("#project-enquiry-firstName").fill("Marie");
      await page.locator("#project-enquiry-email").fill("marie@");
      await submit(form, t["form.submit"]);
      await expect(page.locator("#project-enquiry-lastName-error")).toHaveText(t["validation.lastName"]);
      await expect(page.locator("#project-enquiry-email-error")).toHaveText(t["validation.emailInvalid"]);
      await expect(page.locator("#project-enquiry-firstName")).toHaveValue("Marie");

      await fillPerson(page, "project-enquiry", {
        title: "ms",
        first: "Marie",
        last: "Dubois",
        email: ownEmail("marie"),
        phone: "+32 477 12 34 56",
      });
      await consent(page, "project-enquiry");
      await submit(form, t["form.submit"]);
      await expectThankYou(page, /\/fr\/merci\/projet-neuf\/$/, t["feedback.contact-construction.title"]);
    });

    test("nl: the project's documents are requested with the documents form", async ({ page }) => {
      const t = TEXTS.nl;
      await page.goto(PROJECT_PATH.nl);
      await fillPerson(page, "documents-request", {
        title: "ms",
        first: "Ann",
        last: "Peeters",
        email: ownEmail("ann"),
        phone: "0477 12 34 56",
      });
      await consent(page, "documents-request");
      await submit(page.locator("#documents-request"), t["form.requestDocuments"]);
      await expectThankYou(page, /\/nl\/bedankt\/documenten\/$/, t["feedback.documents.title"]);
    });
  });

  test.describe(`contact page form ${mode} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("nl: a message reaches the contact thank-you page; the page keeps the agency's details", async ({ page }) => {
      const t = TEXTS.nl;
      await page.goto("/nl/contact/");
      await expect(page.getByText("Kerkstraat 27, 9255 Buggenhout").first()).toBeVisible();
      const form = page.locator("#site-contact");
      await fillPerson(page, "site-contact", {
        title: "ms",
        first: "Ann",
        last: "Peeters",
        email: ownEmail("ann"),
        phone: "0477 12 34 56",
      });
      await page.locator("#site-contact-message").fill("Is het kantoor open op zaterdag?");
      await consent(page, "site-contact");
      await submit(form, t["form.submit"]);
      await expectThankYou(page, /\/nl\/bedankt\/contacteer-ons\/$/, t["feedback.site-contact.title"]);
    });

    test("fr: without a message the error shows next to the field; written, it goes through", async ({ page }) => {
      const t = TEXTS.fr;
      await page.goto("/fr/contact/");
      const form = page.locator("#site-contact");
      await fillPerson(page, "site-contact", {
        title: "mr",
        first: "Luc",
        last: "Martin",
        email: ownEmail("luc"),
        phone: "+32 477 12 34 56",
      });
      await consent(page, "site-contact");
      await submit(form, t["form.submit"]);
      await expect(page.locator("#site-contact-message-error")).toHaveText(t["validation.message"]);
      await expect(page.locator("#site-contact-lastName")).toHaveValue("Martin");
      // axe-core runs in the page: without JavaScript it cannot, and the same markup is checked with it.
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      await page.locator("#site-contact-message").fill("Bonjour, je souhaite vendre ma maison.");
      await consent(page, "site-contact");
      await submit(form, t["form.submit"]);
      await expectThankYou(page, /\/fr\/merci\/contactez-nous\/$/, t["feedback.site-contact.title"]);
    });
  });

  test.describe(`free valuation ${mode} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("nl: the property's address and type reach the valuation thank-you page", async ({ page }) => {
      const t = TEXTS.nl;
      await page.goto("/nl/gratis-schatting/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gratis schatting");
      const form = page.locator("#free-valuation");
      await page.locator("#free-valuation-street").fill("Kerkstraat");
      await page.locator("#free-valuation-houseNumber").fill("12");
      await page.locator("#free-valuation-zip").fill("9200");
      await page.locator("#free-valuation-city").fill("Dendermonde");
      await page.locator("#free-valuation-propertyType").selectOption({ label: "Appartement" });
      await fillPerson(page, "free-valuation", {
        title: "mr",
        first: "Jan",
        last: "Claes",
        email: ownEmail("jan"),
        phone: "052 12 34 56",
      });
      await consent(page, "free-valuation");
      await submit(form, t["form.submit"]);
      await expectThankYou(page, /\/nl\/bedankt\/gratis-schatting\/$/, t["feedback.contact-demand.title"]);
    });

    test("fr: postal code and property type missing show their errors, the address stays; fixed, it goes through", async ({
      page,
    }) => {
      const t = TEXTS.fr;
      await page.goto("/fr/estimation-gratuite/");
      const form = page.locator("#free-valuation");
      await page.locator("#free-valuation-street").fill("Rue de la Gare");
      await page.locator("#free-valuation-city").fill("Liège");
      await fillPerson(page, "free-valuation", {
        title: "ms",
        first: "Marie",
        last: "Dubois",
        email: ownEmail("marie"),
        phone: "+32 477 12 34 56",
      });
      await consent(page, "free-valuation");
      await submit(form, t["form.submit"]);
      await expect(page.locator("#free-valuation-zip-error")).toHaveText(t["validation.zip"]);
      await expect(page.locator("#free-valuation-propertyType-error")).toHaveText(t["validation.propertyTypeRequired"]);
      await expect(page.locator("#free-valuation-street")).toHaveValue("Rue de la Gare");
      // axe-core runs in the page: without JavaScript it cannot, and the same markup is checked with it.
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      await page.locator("#free-valuation-zip").fill("4000");
      await page.locator("#free-valuation-propertyType").selectOption({ label: "Terrain" });
      await consent(page, "free-valuation");
      await submit(form, t["form.submit"]);
      await expectThankYou(page, /\/fr\/merci\/estimation-gratuite\/$/, t["feedback.contact-demand.title"]);
    });
  });

  test.describe(`newsletter ${mode} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("fr: without the privacy consent the error shows; given, the sign-up reaches its thank-you page", async ({
      page,
    }) => {
      const t = TEXTS.fr;
      await page.goto("/fr/newsletter/");
      const form = page.locator("#newsletter");
      await page.locator("#newsletter-email").fill(ownEmail("marie"));
      await submit(form, t["form.newsletterSubmit"]);
      await expect(page.locator("#newsletter-privacyConsent-error")).toHaveText(t["validation.privacyConsentRequired"]);
      await consent(page, "newsletter");
      await submit(form, t["form.newsletterSubmit"]);
      await expectThankYou(page, /\/fr\/merci\/newsletter\/$/, t["feedback.sign-newsletter.title"]);
    });

    const lang: Lang = javaScriptEnabled ? "fr" : "nl";
    test(`${lang}: signed up, the welcome mail's link leads to the unsubscribe page, whose button unsubscribes`, async ({
      page,
    }) => {
      const t = TEXTS[lang];
      const email = ownEmail("lezer");
      await page.goto(lang === "nl" ? "/nl/nieuwsbrief/" : "/fr/newsletter/");
      await page.locator("#newsletter-email").fill(email);
      await page.locator("#newsletter-firstName").fill("Lea");
      await consent(page, "newsletter");
      await submit(page.locator("#newsletter"), t["form.newsletterSubmit"]);
      await expectThankYou(
        page,
        lang === "nl" ? /\/nl\/bedankt\/nieuwsbrief\/$/ : /\/fr\/merci\/newsletter\/$/,
        t["feedback.sign-newsletter.title"],
      );

      const mail = await mailTo(email);
      expect(mail.header("subject")).toBe(t["mail.newsletter.subject"]);
      const link = /<(http[^>]+)>/.exec(mail.header("list-unsubscribe") ?? "")?.[1];
      expect(link).toMatch(
        lang === "nl" ? /\/nl\/uitschrijven\/[0-9a-f]{48}\/$/ : /\/fr\/desinscription\/[0-9a-f]{48}\/$/,
      );
      const response = await page.goto(new URL(link!).pathname);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t["form.heading.unsubscribe"]);
      // axe-core runs in the page: without JavaScript it cannot, and the same markup is checked with it.
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await page.getByRole("button", { name: t["form.unsubscribeButton"] }).click();
      await expectThankYou(
        page,
        lang === "nl" ? /\/nl\/bedankt\/uitgeschreven\/$/ : /\/fr\/merci\/desinscription\/$/,
        t["feedback.unsubscribe.title"],
      );
    });
  });
}

test("one-click unsubscribe (RFC 8058): a mail client's post without Origin answers 200 and unsubscribes", async ({
  page,
  request,
}) => {
  const email = ownEmail("klik");
  await page.goto("/nl/nieuwsbrief/");
  await page.locator("#newsletter-email").fill(email);
  await consent(page, "newsletter");
  await submit(page.locator("#newsletter"), nl["form.newsletterSubmit"]);
  await expect(page).toHaveURL(/\/nl\/bedankt\/nieuwsbrief\/$/);
  const link = /<(http[^>]+)>/.exec((await mailTo(email)).header("list-unsubscribe") ?? "")![1]!;
  const oneClick = await request.post(new URL(link).pathname, {
    form: { "List-Unsubscribe": "One-Click" },
    headers: ownAddress(),
  });
  expect(oneClick.status()).toBe(200);
  // The link opened afterwards says so, with no button to press again.
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(nl["feedback.unsubscribe.title"]);
  await expect(page.getByRole("button", { name: nl["form.unsubscribeButton"] })).toHaveCount(0);
});

test("an unknown unsubscribe link: 'person not found' with status 404, no button", async ({ page }) => {
  const response = await page.goto(`/fr/desinscription/${"0".repeat(48)}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr["error.personNotFound"]);
  await expect(page.getByText(fr["form.unsubscribeNotFound"])).toBeVisible();
  await expect(page.getByRole("button", { name: fr["form.unsubscribeButton"] })).toHaveCount(0);
});
