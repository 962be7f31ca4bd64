/**
 * The proof-of-work captcha is injected on demand (spec §7, decision records 0007 and 0044): a page
 * without a visitor form downloads nothing of ALTCHA; a form page downloads nothing of it either
 * until the visitor starts on the form (the first focus in it), then gets the widget, its
 * stylesheet and its code; a form sent before the widget has solved its challenge waits for the
 * solution and posts it; leaving it by a client-side navigation (the form sent through the router, to its thank-you
 * page) takes the widget element and the stylesheet out of the document again (the imported module itself cannot be unloaded: coming back reuses it, no
 * second download).
 */
import { expect, test, type Page, type Request } from "@playwright/test";
import { fillPerson, visitorAddress, answeredCookiesBefore } from "./fixtures/visitor.ts";

/** Posts from addresses of their own: the rate limit and captcha threshold of other files stay apart. */
const ownAddress = visitorAddress(24);

/** The widget's code (the loader's chunk), its stylesheet and its proof-of-work worker, as the build names them. */
const ALTCHA_ASSET = /\/assets\/(altcha[^/]*|sha-[^/]*)\.(js|css)$/;

const PAGES = {
  nl: {
    home: "/nl/",
    list: "/nl/te-koop/",
    form: "/nl/contact/",
    thankYou: "/nl/bedankt/contacteer-ons/",
    language: "nl",
  },
  fr: {
    home: "/fr/",
    list: "/fr/a-vendre/",
    form: "/fr/contact/",
    thankYou: "/fr/merci/contactez-nous/",
    language: "fr-fr",
  },
} as const;

/** Hydrated: React has taken over the page (its effects, the captcha field's among them, have run). */
async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector(".consent") !== null &&
      Object.keys(document.querySelector(".consent")!).some((key) => key.startsWith("__react")),
  );
}

function altchaRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    const { pathname } = new URL(request.url());
    if (ALTCHA_ASSET.test(pathname)) seen.push(pathname);
  });
  return seen;
}

const stylesheets = (page: Page) => page.locator('link[rel="stylesheet"][href*="altcha"]');

for (const lang of ["nl", "fr"] as const) {
  const at = PAGES[lang];

  test(`${lang}: pages without a form download nothing of the captcha`, async ({ page }) => {
    await answeredCookiesBefore(page);
    const requests = altchaRequests(page);
    for (const path of [at.home, at.list]) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("altcha-widget")).toHaveCount(0);
      await expect(stylesheets(page)).toHaveCount(0);
    }
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => customElements.get("altcha-widget") === undefined)).toBe(true);
  });

  test(`${lang}: a form page gets the widget when the visitor starts on the form; sent, the client-side navigation to the thank-you page leaves no widget and no stylesheet`, async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders(ownAddress());
    await answeredCookiesBefore(page);
    const requests = altchaRequests(page);
    await page.goto(at.form);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    // Read, not yet written to: nothing of the captcha.
    await expect(page.locator("altcha-widget")).toHaveCount(0);
    await expect(stylesheets(page)).toHaveCount(0);
    expect(requests).toEqual([]);

    await page.locator("#site-contact-firstName").focus();
    const widget = page.locator("#site-contact altcha-widget");
    await expect(widget).toBeVisible();
    await expect(widget).toHaveAttribute("language", at.language);
    await expect(widget).toHaveAttribute("challenge", "/api/captcha");
    await expect(stylesheets(page)).toHaveCount(1);
    expect(requests.filter((path) => path.includes("altcha-loader"))).toHaveLength(1);

    // Sent through the router: the thank-you page comes within the same document (the marker survives).
    await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
    await fillPerson(page, "site-contact", {
      title: "ms",
      first: "Ann",
      last: "Peeters",
      email: `ann.${process.pid}.${Date.now().toString(36)}@example.be`,
      phone: "0477 12 34 56",
    });
    await page
      .locator("#site-contact-message")
      .fill(lang === "nl" ? "Is het kantoor open op zaterdag?" : "Le bureau est-il ouvert le samedi ?");
    await page.locator("#site-contact-privacyConsent").check();
    await page.locator("#site-contact button[type=submit]").click();
    await expect(page).toHaveURL(new RegExp(`${at.thankYou}$`));
    expect(
      await page.evaluate(() => (window as unknown as { stillTheSameDocument?: boolean }).stillTheSameDocument),
    ).toBe(true);
    await expect(page.locator("form[method=post]")).toHaveCount(0);
    await expect(page.locator("altcha-widget")).toHaveCount(0);
    await expect(stylesheets(page)).toHaveCount(0);

    // Back on the form: the widget is added again (at the first focus) from the module already loaded, not downloaded twice.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${at.form}$`));
    await page.locator("#site-contact-firstName").focus();
    await expect(page.locator("#site-contact altcha-widget")).toHaveCount(1);
    await expect(stylesheets(page)).toHaveCount(1);
    expect(requests.filter((path) => path.includes("altcha-loader"))).toHaveLength(1);
  });

  test(`${lang}: a form sent before the captcha is solved waits for the solution and posts it`, async ({ page }) => {
    await page.setExtraHTTPHeaders(ownAddress());
    await answeredCookiesBefore(page);
    // The widget's code arrives late (a slow phone network): only once the visitor has sent the form.
    let release = () => {};
    const sent = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/altcha-loader[^/]*\.js$/, async (route) => {
      await sent;
      await route.continue();
    });
    await page.goto(at.form);
    await hydrated(page);
    await fillPerson(page, "site-contact", {
      title: "ms",
      first: "Bert",
      last: "Maes",
      email: `bert.${process.pid}.${Date.now().toString(36)}@example.be`,
      phone: "0477 65 43 21",
    });
    await page.locator("#site-contact-message").fill(lang === "nl" ? "Graag een afspraak." : "Un rendez-vous, svp.");
    await page.locator("#site-contact-privacyConsent").check();
    expect(await page.locator("altcha-widget").count()).toBe(0);
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await page.locator("#site-contact button[type=submit]").click();
    // Waiting: the button says the form is being sent.
    await expect(page.locator("#site-contact button[type=submit]")).toHaveAttribute("aria-busy", "true");
    release();
    const body = new URLSearchParams((await posted).postData() ?? "");
    expect((body.get("altcha") ?? "").length, "the post carries the solved captcha").toBeGreaterThan(20);
    await expect(page).toHaveURL(new RegExp(`${at.thankYou}$`));
  });
}
