import { expect, test, type Page } from "@playwright/test";

/**
 * The visitor forms in a real browser, with and without JavaScript, in nl and fr: filled in, they
 * reach their thank-you page; left incomplete, the errors show next to their fields in the page's
 * language and the form keeps what was typed.
 *
 * Every test posts from an address of its own (X-Forwarded-For from loopback is trusted), so the
 * per-address rate limit and the captcha-on-demand threshold of one test never reach another.
 */
let addressCounter = 0;
function ownAddress(): Record<string, string> {
  addressCounter += 1;
  return { "X-Forwarded-For": `203.0.113.${(process.pid % 50) * 5 + addressCounter}` };
}

async function listingUrl(page: Page, id: number, lang: "nl" | "fr"): Promise<string> {
  const response = await page.request.get(`/property/${id}/`, {
    headers: { "Accept-Language": lang },
    maxRedirects: 0,
  });
  return response.headers().location!;
}

async function fillPerson(
  page: Page,
  form: string,
  person: { title: string; first: string; last: string; email: string; phone: string },
) {
  await page.locator(`#${form}-title`).selectOption(person.title);
  await page.locator(`#${form}-firstName`).fill(person.first);
  await page.locator(`#${form}-lastName`).fill(person.last);
  await page.locator(`#${form}-email`).fill(person.email);
  await page.locator(`#${form}-phone`).fill(person.phone);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`property contact form ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled, extraHTTPHeaders: ownAddress() });

    test("nl: asking for a visit reaches the visit thank-you page", async ({ page }) => {
      await page.goto(await listingUrl(page, 4100001, "nl"));
      const form = page.locator("#property-contact");
      await form.getByLabel("Ik wil het pand bezoeken").check();
      await fillPerson(page, "property-contact", {
        title: "ms",
        first: "Ann",
        last: "Peeters",
        email: "ann.peeters@example.be",
        phone: "0477 12 34 56",
      });
      await form.getByLabel("tussen 10:00 en 13:00").check();
      await form.getByLabel("Uw vraag of opmerking").fill("Kan het op zaterdag?");
      await form.getByLabel(/Ik ga akkoord met de privacyverklaring/).check();
      await form.getByRole("button", { name: "Verzenden" }).click();
      await expect(page).toHaveURL(/\/nl\/bedankt\/afspraak\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor uw bezoekaanvraag");
    });

    test("fr: an incomplete form shows each error next to its field and keeps what was typed", async ({ page }) => {
      const url = await listingUrl(page, 4100001, "fr");
      await page.goto(url);
      const form = page.locator("#property-contact");
      await page.locator("#property-contact-firstName").fill("Marie");
      await page.locator("#property-contact-email").fill("marie@");
      await form.getByRole("button", { name: "Envoyer" }).click();

      await expect(form.locator(".lead-form__summary")).toBeVisible();
      await expect(page.locator("#property-contact-lastName-error")).toHaveText("Veuillez indiquer votre nom");
      await expect(page.locator("#property-contact-email-error")).toHaveText(
        "Veuillez indiquer une adresse e-mail valide",
      );
      await expect(page.locator("#property-contact-title-error")).toBeVisible();
      await expect(page.locator("#property-contact-privacyConsent-error")).toBeVisible();
      await expect(page.locator("#property-contact-email")).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#property-contact-firstName")).toHaveValue("Marie");
      await expect(page.locator("#property-contact-email")).toHaveValue("marie@");
      expect(new URL(page.url()).pathname).toBe(new URL(url, "http://x").pathname);

      // Fixed, it goes through to the info thank-you page.
      await fillPerson(page, "property-contact", {
        title: "ms",
        first: "Marie",
        last: "Dubois",
        email: "marie.dubois@example.be",
        phone: "+32 477 12 34 56",
      });
      await form.getByLabel(/J'accepte la/).check();
      await form.getByRole("button", { name: "Envoyer" }).click();
      await expect(page).toHaveURL(/\/fr\/merci\/contactez-moi\/$/);
    });
  });
}

test("a refused post answers 400 and a cross-site post 403", async ({ request }) => {
  const url = (
    await request.get("/property/4100001/", { headers: { "Accept-Language": "nl" }, maxRedirects: 0 })
  ).headers().location!;
  const refused = await request.post(url, { form: { form: "property-contact", email: "x" }, headers: ownAddress() });
  expect(refused.status()).toBe(400);
  const crossSite = await request.post(url, {
    form: { form: "property-contact" },
    headers: { ...ownAddress(), Origin: "https://evil.example" },
  });
  expect(crossSite.status()).toBe(403);
});
