import { expect, test } from "./fixtures/fixture-feed-server.ts";
import { test as sampleTest } from "@playwright/test";
import { holdScripts } from "./fixtures/held-scripts.ts";
import { fillPerson, visitorAddress } from "./fixtures/visitor.ts";

/**
 * The rental application in a real browser, with and without JavaScript, in nl and fr. The sample's
 * rent listings are all holiday homes, which take no applications: these tests run against a
 * server whose catalogue is the regions fixture (./fixtures/fixture-feed-server.ts), with 4200005,
 * a studio in Brussels at € 850 a month (so € 2.550 of household income under the shipped
 * settings: 3 × the rent).
 */
const ownAddress = visitorAddress(23);
const STUDIO = "Gemeubelde studio in het centrum van Brussel";

test("the property page of a rent listing links to its application form; a listing for sale has neither link nor form", async ({
  page,
}) => {
  const studio = (
    await page.request.get("/property/4200005/", { headers: { "Accept-Language": "nl" }, maxRedirects: 0 })
  ).headers().location!;
  await page.goto(studio);
  await page.getByRole("link", { name: "Kandidaat-huurder worden" }).click();
  await expect(page).toHaveURL(/\/nl\/huuraanvraag\/4200005\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kandidaat-huurder worden");
  await expect(page.locator(".form-listing__title")).toHaveText(STUDIO);
  await expect(page.getByText("Het netto maandinkomen van het gezin moet minstens € 2.550 bedragen.")).toBeVisible();

  const sale = (
    await page.request.get("/property/4200001/", { headers: { "Accept-Language": "nl" }, maxRedirects: 0 })
  ).headers().location!;
  await page.goto(sale);
  await expect(page.getByRole("link", { name: "Kandidaat-huurder worden" })).toHaveCount(0);
  expect((await page.goto("/nl/huuraanvraag/4200001/"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pand niet gevonden of verkocht");
});

sampleTest("a holiday home takes no application (404)", async ({ page }) => {
  expect((await page.goto("/nl/huuraanvraag/4100004/"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pand niet gevonden of verkocht");
});

test("with JavaScript, one age field per child", async ({ page }) => {
  await page.goto("/nl/huuraanvraag/4200005/");
  const children = page.locator("#rental-application-children");
  await expect(page.getByLabel("Leeftijd kind 1")).toBeHidden();
  await children.fill("2");
  await expect(page.getByLabel("Leeftijd kind 1")).toBeVisible();
  await expect(page.getByLabel("Leeftijd kind 2")).toBeVisible();
  await expect(page.getByLabel("Leeftijd kind 3")).toBeHidden();
  await children.fill("0");
  await expect(page.getByLabel("Leeftijd kind 1")).toBeHidden();
});

test("a number of children typed before the page's JavaScript has run shows as many age fields once it runs", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/nl/huuraanvraag/4200005/", { waitUntil: "domcontentloaded" });
  await page.locator("#rental-application-children").fill("2");
  release();
  await expect(page.getByLabel("Leeftijd kind 3")).toBeHidden();
  await expect(page.getByLabel("Leeftijd kind 1")).toBeVisible();
  await expect(page.getByLabel("Leeftijd kind 2")).toBeVisible();
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`rental application ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    // An address of its own per test: its posts count alone toward the rate limit and the captcha.
    test.beforeEach(async ({ page }) => page.setExtraHTTPHeaders(ownAddress()));

    test("nl: a household of three applies", async ({ page }) => {
      await page.goto("/nl/huuraanvraag/4200005/");
      const form = page.locator("#rental-application");
      await fillPerson(page, "rental-application", {
        title: "ms",
        first: "Ann",
        last: "Peeters",
        email: "ann.peeters@example.be",
        phone: "0477 12 34 56",
      });
      await page.locator("#rental-application-adults").fill("2");
      await page.locator("#rental-application-children").fill("1");
      await page.getByLabel("Leeftijd kind 1").fill("7");
      await page.locator("#rental-application-pets").fill("één kat");
      await page.locator("#rental-application-movingDate").fill("2030-01-15");
      await page.locator("#rental-application-movingReason").fill("Dichter bij het werk");
      await page.locator("#rental-application-income1").fill("1.800");
      await page.locator("#rental-application-income2").fill("900");
      await form.getByLabel(/Ik ga akkoord met de privacyverklaring/).check();
      await form.getByRole("button", { name: "Verzenden" }).click();
      await expect(page).toHaveURL(/\/nl\/bedankt\/huuraanvraag\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor uw kandidatuur");
    });

    test("nl: sent empty, every line of the summary names its field and takes the focus to it", async ({ page }) => {
      await page.goto("/nl/huuraanvraag/4200005/");
      const form = page.locator("#rental-application");
      await form.getByRole("button", { name: "Verzenden" }).click();
      const summary = form.locator(".lead-form__summary");
      // With JavaScript the summary takes the focus; without, the page reloads at its top, the summary first.
      if (javaScriptEnabled) await expect(summary).toBeFocused();
      // "<label>: <message>", in the order of the form, each linked to its field: "Dit veld is verplicht" twice, each naming its field
      const lines: Array<[string, string]> = [
        ["title", "Aanspreking: Kies een aanspreking"],
        ["firstName", "Voornaam: Vul uw voornaam in"],
        ["lastName", "Familienaam: Vul uw familienaam in"],
        ["email", "E-mailadres: Vul uw e-mailadres in"],
        ["phone", "Telefoonnummer: Vul uw telefoonnummer in"],
        ["adults", "Aantal volwassenen: Dit veld is verplicht"],
        ["movingDate", "Gewenste verhuisdatum: Vul een geldige datum in"],
        ["income1", "Netto maandinkomen persoon 1: Dit veld is verplicht"],
        ["privacyConsent", "Ik ga akkoord met de privacyverklaring: U moet akkoord gaan met de privacyverklaring"],
      ];
      const links = summary.getByRole("link");
      await expect(links).toHaveText(lines.map(([, line]) => line));
      for (const [index, [field]] of lines.entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", `#rental-application-${field}`);
        await links.nth(index).click();
        await expect(page.locator(`#rental-application-${field}`)).toBeFocused();
      }
    });

    test("fr: too low an income shows the minimum next to the income; fixed, the application goes through", async ({
      page,
    }) => {
      await page.goto("/fr/candidature-location/4200005/");
      const form = page.locator("#rental-application");
      await fillPerson(page, "rental-application", {
        title: "ms",
        first: "Marie",
        last: "Dubois",
        email: "marie@example.be",
        phone: "+32 477 12 34 56",
      });
      await page.locator("#rental-application-adults").fill("1");
      await page.locator("#rental-application-movingDate").fill("2030-02-01");
      await page.locator("#rental-application-income1").fill("2000");
      await form.getByLabel(/J'accepte la/).check();
      await form.getByRole("button", { name: "Envoyer" }).click();

      await expect(form.locator(".lead-form__summary")).toBeVisible();
      await expect(page.locator("#rental-application-income1-error")).toHaveText(
        "Le revenu mensuel minimum est de € 2.550",
      );
      await expect(page.locator("#rental-application-income1")).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#rental-application-income1")).toHaveValue("2000");
      await expect(page.locator("#rental-application-firstName")).toHaveValue("Marie");

      await page.locator("#rental-application-income2").fill("600");
      await form.getByLabel(/J'accepte la/).check();
      await form.getByRole("button", { name: "Envoyer" }).click();
      await expect(page).toHaveURL(/\/fr\/merci\/candidature-location\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merci pour votre candidature");
    });
  });
}
