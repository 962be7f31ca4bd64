import { expect, test } from "@playwright/test";
import { answeredCookiesBefore, fillPerson, visitorAddress } from "./fixtures/visitor.ts";

/**
 * The stay request of a holiday home (decision 0036) in a real browser, with and without
 * JavaScript, in nl and fr: a holiday home's page offers "request a stay" instead of the booking of
 * a visit, the form sends, the thank-you page follows; a house for sale keeps the booking. The
 * sample's 4100006 is a chalet for four in Beffe, 4100001 a house for sale in Buggenhout.
 */
const ownAddress = visitorAddress(26);

/** A day `days` after today in Brussels (YYYY-MM-DD), as a date input posts it. */
function inDays(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Brussels",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function detailPage(page: import("@playwright/test").Page, id: number, lang: "nl" | "fr") {
  const location = (
    await page.request.get(`/property/${id}/`, { headers: { "Accept-Language": lang }, maxRedirects: 0 })
  ).headers().location!;
  await page.goto(location);
}

test("a holiday home's page offers a stay request and no visit booking; a house for sale keeps the booking", async ({
  page,
}) => {
  await detailPage(page, 4100006, "nl");
  await expect(page.getByRole("link", { name: "Boek online een bezoek" })).toHaveCount(0);
  // Its contact form asks for info only: no "I would like to visit".
  await expect(page.locator("#contact-heading")).toHaveText("Meer info aanvragen");
  await expect(page.locator("#property-contact").getByLabel("Ik wil het pand bezoeken")).toHaveCount(0);
  await page.getByRole("link", { name: "Verblijf aanvragen" }).click();
  await expect(page).toHaveURL(/\/nl\/verblijfsaanvraag\/4100006\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verblijf aanvragen");
  await expect(page.locator("#stay-request-arrival")).toHaveAttribute("min", inDays(0));

  await detailPage(page, 4100006, "fr");
  await expect(page.getByRole("link", { name: "Demander un séjour" })).toHaveAttribute(
    "href",
    "/fr/demande-de-sejour/4100006/",
  );

  await detailPage(page, 4100001, "nl");
  await expect(page.getByRole("link", { name: "Boek online een bezoek" })).toHaveAttribute(
    "href",
    "/nl/afspraak/4100001/",
  );
  await expect(page.locator("#property-contact").getByLabel("Ik wil het pand bezoeken")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Verblijf aanvragen" })).toHaveCount(0);
  expect((await page.goto("/nl/verblijfsaanvraag/4100001/"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pand niet gevonden of verkocht");
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`stay request ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    // An address of its own per test: its posts count alone toward the rate limit and the captcha.
    test.beforeEach(async ({ page }) => page.setExtraHTTPHeaders(ownAddress()));

    test("nl: a family of three with a dog asks for a week", async ({ page }) => {
      await page.goto("/nl/verblijfsaanvraag/4100006/");
      const form = page.locator("#stay-request");
      await page.locator("#stay-request-arrival").fill(inDays(30));
      await page.locator("#stay-request-departure").fill(inDays(37));
      await page.locator("#stay-request-adults").fill("2");
      await page.locator("#stay-request-children").fill("1");
      await page.locator("#stay-request-pets").fill("1");
      await fillPerson(page, "stay-request", {
        title: "ms",
        first: "Ann",
        last: "Peeters",
        email: "ann.peeters@example.be",
        phone: "0477 12 34 56",
      });
      await form.getByLabel(/Ik ga akkoord met de privacyverklaring/).check();
      await form.getByRole("button", { name: "Verzenden" }).click();
      await expect(page).toHaveURL(/\/nl\/bedankt\/verblijfsaanvraag\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor uw verblijfsaanvraag");
    });

    test("fr: a departure before the arrival is said next to it; corrected, the request goes through", async ({
      page,
    }) => {
      await page.goto("/fr/demande-de-sejour/4100006/");
      const form = page.locator("#stay-request");
      await page.locator("#stay-request-arrival").fill(inDays(14));
      await page.locator("#stay-request-departure").fill(inDays(10));
      await page.locator("#stay-request-adults").fill("2");
      await fillPerson(page, "stay-request", {
        title: "mr",
        first: "Luc",
        last: "Dubois",
        email: "luc.dubois@example.be",
        phone: "+32 477 65 43 21",
      });
      await form.getByLabel(/J'accepte la/).check();
      await form.getByRole("button", { name: "Envoyer" }).click();
      await expect(page.locator("#stay-request-departure-error")).toHaveText(
        "La date de départ doit être après la date d'arrivée",
      );
      await expect(page.locator("#stay-request-departure")).toHaveAttribute("aria-invalid", "true");

      await page.locator("#stay-request-departure").fill(inDays(17));
      // Without JavaScript the page came back from the server: the consent box is to be ticked again only if it was not kept.
      if (!(await form.getByLabel(/J'accepte la/).isChecked())) await form.getByLabel(/J'accepte la/).check();
      await form.getByRole("button", { name: "Envoyer" }).click();
      await expect(page).toHaveURL(/\/fr\/merci\/demande-de-sejour\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merci pour votre demande de séjour");
    });
  });
}

test.describe("screenshots of the form", () => {
  for (const lang of ["nl", "fr"] as const) {
    for (const width of [390, 1280]) {
      test(`${lang} at ${width} px`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width, height: 900 });
        await answeredCookiesBefore(page);
        await page.goto(lang === "nl" ? "/nl/verblijfsaanvraag/4100006/" : "/fr/demande-de-sejour/4100006/");
        await expect(page.locator("#stay-request")).toBeVisible();
        // Nothing wider than the window (no sideways scrolling on a phone).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        // SCREENSHOT_DIR keeps them past the next run (Playwright empties test-results at each start).
        const name = `stay-request-${lang}-${width}.png`;
        await page.locator("main").screenshot({
          path: process.env.SCREENSHOT_DIR ? `${process.env.SCREENSHOT_DIR}/${name}` : testInfo.outputPath(name),
        });
      });
    }
  }
});
