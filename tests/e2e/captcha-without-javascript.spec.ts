/**
 * The captcha without JavaScript (decision 0032): past the free posts of an address, a visitor
 * without JavaScript gets a question in the page's language, answers it and the lead is stored; the
 * pass they get counts their posts on their own, so a second visitor behind the same address (a
 * carrier's NAT, an office) is not rate limited by the first one's posts: they are asked the question
 * too (not 429) and get through.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { nl } from "../../app/i18n/messages/nl.ts";
import { fillPerson } from "./fixtures/visitor.ts";

/** One address for both visitors, of this file's own (the rate limit of other files stays apart). */
const SHARED_ADDRESS = { "X-Forwarded-For": `10.26.${process.pid % 250}.1` };
const FORM = "#site-contact";

async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: SHARED_ADDRESS });
  return context.newPage();
}

/** Fills the contact form and sends it; returns the status of the answer to the post. */
async function sendContact(page: Page, who: string, answer?: (question: string) => string): Promise<number> {
  if (!page.url().endsWith("/nl/contact/")) await page.goto("/nl/contact/");
  await fillPerson(page, "site-contact", {
    title: "ms",
    first: who,
    last: "Peeters",
    email: `${who.toLowerCase()}@example.be`,
    phone: "0477 12 34 56",
  });
  await page.locator("#site-contact-message").fill("Is het kantoor open op zaterdag?");
  await page.locator("#site-contact-privacyConsent").check();
  if (answer) {
    const field = page.locator("#site-contact-challengeAnswer");
    const question = (await page.locator('label[for="site-contact-challengeAnswer"]').innerText()).replace(
      /\s*\*$/,
      "",
    );
    await field.fill(answer(question));
  }
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.locator(FORM).getByRole("button", { name: nl["form.submit"] }).click(),
  ]);
  await page.waitForLoadState();
  return response.status();
}

const WORDS = ["nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"];
/** A person reads "Hoeveel is drie plus vier?" and types 7. */
function sum(question: string): string {
  const [, a, b] = /Hoeveel is (\S+) plus (\S+)\?/.exec(question)!;
  return String(WORDS.indexOf(a!) + WORDS.indexOf(b!));
}

async function expectThankYou(page: Page) {
  await expect(page).toHaveURL(/\/nl\/bedankt\/contacteer-ons\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(nl["feedback.site-contact.title"]);
}

async function expectQuestion(page: Page) {
  await expect(page).toHaveURL(/\/nl\/contact\/$/);
  await expect(page.locator(".lead-form__summary")).toContainText(nl["validation.captchaEmpty"]);
  // A labelled text field with its hint, reachable by keyboard: the question is its accessible name.
  const field = page.getByRole("textbox", { name: /^Hoeveel is \S+ plus \S+\?/ });
  await expect(field).toBeVisible();
  await expect(field).toHaveAccessibleDescription(nl["form.challenge.hint"]);
  await expect(page.getByText(nl["form.captcha.noscript"])).toHaveCount(0);
}

test("without JavaScript, past the free posts: the visitor answers the question and the lead is stored; a second visitor behind the same address is not locked out", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const first = await visitor(browser);
  // The free posts of the address (settings.captcha.freePosts = 3).
  for (let i = 0; i < 3; i++) {
    expect(await sendContact(first, "Ann")).toBe(303);
    await expectThankYou(first);
  }
  // The fourth: the form comes back with the question (400), nothing else to do but answer it.
  expect(await sendContact(first, "Ann")).toBe(400);
  await expectQuestion(first);
  expect(await sendContact(first, "Ann", sum)).toBe(303);
  await expectThankYou(first);
  expect((await first.context().cookies()).some((cookie) => cookie.name === "visitor_pass" && cookie.httpOnly)).toBe(
    true,
  );

  // With the pass: not asked again, and counted on the pass. Eight more posts would have taken the
  // address past its 10 posts a window (settings.rateLimits.forms).
  for (let i = 0; i < 8; i++) {
    expect(await sendContact(first, "Ann")).toBe(303);
  }

  // The second visitor, same address, no pass: asked the question (not 429), answers, is through.
  const second = await visitor(browser);
  expect(await sendContact(second, "Marie")).toBe(400);
  await expectQuestion(second);
  await expect(second.getByText(nl["error.tooManyRequests"])).toHaveCount(0);
  expect(await sendContact(second, "Marie", sum)).toBe(303);
  await expectThankYou(second);
});
