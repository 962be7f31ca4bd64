import { expect, test, type Page } from "@playwright/test";
import { holdScripts } from "./fixtures/held-scripts.ts";
import { fillPerson, visitorAddress } from "./fixtures/visitor.ts";

/**
 * The purchase offer in a real browser, with and without JavaScript, in nl and fr: reached from the
 * property page of a listing for sale; filled in, it reaches its thank-you page, which repeats the
 * amount in words; incomplete, each error shows next to its field. With JavaScript the amount is
 * written in words as it is typed.
 */
const ownAddress = visitorAddress(22);

async function listingUrl(page: Page, id: number, lang: "nl" | "fr"): Promise<string> {
  const response = await page.request.get(`/property/${id}/`, {
    headers: { "Accept-Language": lang },
    maxRedirects: 0,
  });
  return response.headers().location!;
}

test("the property page of a listing for sale links to its offer form; a holiday home has no such link and no offer page", async ({
  page,
}) => {
  await page.goto(await listingUrl(page, 4100001, "nl"));
  await page.getByRole("link", { name: "Een bod uitbrengen" }).click();
  await expect(page).toHaveURL(/\/nl\/bod\/4100001\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Een bod uitbrengen");
  await expect(page.locator(".form-listing__title")).toHaveText(
    "Gerenoveerde rijwoning met zonnige tuin in hartje Buggenhout",
  );

  await page.goto(await listingUrl(page, 4100004, "nl"));
  await expect(page.getByRole("link", { name: "Een bod uitbrengen" })).toHaveCount(0);
  const response = await page.goto("/nl/bod/4100004/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pand niet gevonden of verkocht");
});

test("with JavaScript, the amount is written in words as it is typed, in the page's language", async ({ page }) => {
  await page.goto("/fr/offre-d-achat/4100001/");
  const amount = page.locator("#purchase-offer-amount");
  const words = page.locator("#purchase-offer-amount-words");
  await amount.pressSequentially("281500");
  await expect(words).toHaveText("deux cent quatre-vingt-un mille cinq cents euros");
  await amount.fill("325.000");
  await expect(words).toHaveText("trois cent vingt-cinq mille euros");
  await amount.fill("abc");
  await expect(words).toHaveText("");
});

test("an amount typed before the page's JavaScript has run is written in words once it runs", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/nl/bod/4100001/", { waitUntil: "domcontentloaded" });
  await page.locator("#purchase-offer-amount").fill("281500");
  await expect(page.locator("#purchase-offer-amount-words")).toHaveText("");
  release();
  await expect(page.locator("#purchase-offer-amount-words")).toHaveText(
    "tweehonderdeenentachtigduizend vijfhonderd euro",
  );
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`purchase offer ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    // An address of its own per test: its posts count alone toward the rate limit and the captcha.
    test.beforeEach(async ({ page }) => page.setExtraHTTPHeaders(ownAddress()));

    test("nl: an offer goes through and the thank-you page repeats it in words", async ({ page }) => {
      await page.goto("/nl/bod/4100001/");
      const form = page.locator("#purchase-offer");
      await fillPerson(page, "purchase-offer", {
        title: "mr",
        first: "Jan",
        last: "Janssens",
        email: "jan.janssens@example.be",
        phone: "0477 12 34 56",
      });
      await page.locator("#purchase-offer-person2FirstName").fill("Els");
      await page.locator("#purchase-offer-person2LastName").fill("Maes");
      await page.locator("#purchase-offer-amount").fill("325.000");
      await expect(form.getByText("voorschot van 10\u00a0% van de prijs")).toBeVisible();
      await page.locator("#purchase-offer-startDate").fill("2026-12-01");
      await page.locator("#purchase-offer-endDate").fill("2026-12-15");
      await page.locator("#purchase-offer-place").fill("Buggenhout");
      await expect(page.locator("#purchase-offer-signDate")).not.toHaveValue("");
      await page.locator("#purchase-offer-conditions").fill("Onder voorbehoud van financiering.");
      await form.getByLabel(/Ik ga akkoord met de privacyverklaring/).check();
      await form.getByRole("button", { name: "Verzenden" }).click();
      await expect(page).toHaveURL(/\/nl\/bedankt\/bod\/\?offer=[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor uw bod");
      await expect(page.getByText("Uw bod: € 325.000 (driehonderdvijfentwintigduizend euro)")).toBeVisible();
    });

    test("fr: missing dates and an end before the start show next to their fields; fixed, the offer goes through", async ({
      page,
    }) => {
      await page.goto("/fr/offre-d-achat/4100001/");
      const form = page.locator("#purchase-offer");
      await fillPerson(page, "purchase-offer", {
        title: "ms",
        first: "Marie",
        last: "Dubois",
        email: "marie@example.be",
        phone: "+32 477 12 34 56",
      });
      await page.locator("#purchase-offer-amount").fill("281500,50");
      await page.locator("#purchase-offer-endDate").fill("2026-12-15");
      await page.locator("#purchase-offer-place").fill("Termonde");
      await form.getByLabel(/J'accepte la/).check();
      await form.getByRole("button", { name: "Envoyer" }).click();

      await expect(form.locator(".lead-form__summary")).toBeVisible();
      await expect(page.locator("#purchase-offer-amount-error")).toHaveText("Veuillez indiquer un montant valide");
      await expect(page.locator("#purchase-offer-startDate-error")).toHaveText("La date de début est incomplète");
      await expect(page.locator("#purchase-offer-place")).toHaveValue("Termonde");

      await page.locator("#purchase-offer-amount").fill("281500");
      await page.locator("#purchase-offer-startDate").fill("2026-12-20");
      await form.getByRole("button", { name: "Envoyer" }).click();
      await expect(page.locator("#purchase-offer-endDate-error")).toHaveText(
        "La date de fin doit être postérieure à la date de début",
      );

      await page.locator("#purchase-offer-startDate").fill("2026-12-01");
      // Without JavaScript the page came back from the server: the boxes it refilled are still ticked.
      await form.getByLabel(/J'accepte la/).check();
      await form.getByRole("button", { name: "Envoyer" }).click();
      await expect(page).toHaveURL(/\/fr\/merci\/offre-d-achat\/\?offer=/);
      await expect(
        page.getByText("Votre offre\u00a0: € 281.500 (deux cent quatre-vingt-un mille cinq cents euros)"),
      ).toBeVisible();
    });
  });
}
