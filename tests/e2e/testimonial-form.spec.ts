import { axeScan } from "./fixtures/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";

/**
 * Writing a testimonial in a real browser, with and without JavaScript, in nl and fr: from the
 * testimonials page to the form, a photo uploaded, the thank-you page reached; an incomplete post
 * or a file that is not a picture shows its errors next to the fields, in the page's language.
 * Each describe posts from an address of its own (rate limit and captcha threshold).
 */
let addressCounter = 0;
/**
 * An address no other test uses (X-Forwarded-For from loopback is trusted): 192.0.2.x, 40 per
 * worker. As a fixture override it is made afresh for every test.
 */
function ownAddress(): Record<string, string> {
  addressCounter += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 6;
  return { "X-Forwarded-For": `192.0.2.${worker * 40 + (addressCounter % 40) + 1}` };
}
// eslint-disable-next-line no-empty-pattern
const freshAddress = async ({}, use: (headers: Record<string, string>) => Promise<void>) => use(ownAddress());

async function photo(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 90, b: 140 } } })
    .png()
    .toBuffer();
  return { name: "familie.png", mimeType: "image/png", buffer };
}

async function fillPerson(page: Page, person: { title: string; first: string; last: string; email: string }) {
  await page.locator("#testimonial-title").selectOption(person.title);
  await page.locator("#testimonial-firstName").fill(person.first);
  await page.locator("#testimonial-lastName").fill(person.last);
  await page.locator("#testimonial-email").fill(person.email);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`testimonial form ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled, extraHTTPHeaders: freshAddress });

    test("nl: from the testimonials page, with a photo, to the thank-you page", async ({ page }) => {
      await page.goto("/nl/getuigenissen/");
      await page.getByRole("link", { name: "Schrijf zelf een getuigenis" }).click();
      await expect(page).toHaveURL(/\/nl\/schrijf-een-getuigenis\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schrijf een getuigenis");
      await page.locator("#testimonial-name").fill(javaScriptEnabled ? "Familie Peeters" : "Familie Janssens");
      await page.getByLabel(/^Over u/).fill("Verkopers in Lebbeke");
      await page.getByRole("radio", { name: "Verkoper" }).check();
      await page
        .locator("#testimonial-comment")
        .fill("Ons huis was op zes weken verkocht, met veel uitleg bij elke stap.");
      await page.getByLabel(/^Website/).fill("www.peeters.be");
      await page.getByLabel(/^Foto/).setInputFiles(await photo());
      await fillPerson(page, { title: "mr", first: "Jan", last: "Peeters", email: "jan.peeters@example.be" });
      await page.getByLabel(/Ik ga akkoord met de privacyverklaring/).check();
      await page.getByRole("button", { name: "Verzenden" }).click();
      await expect(page).toHaveURL(/\/nl\/bedankt\/getuigenis\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor uw getuigenis");
    });

    test("fr: an incomplete post and a file that is not a picture show their errors next to the fields; fixed, it goes through", async ({
      page,
    }) => {
      await page.goto("/fr/laisser-un-temoignage/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rédiger un témoignage");
      await page.locator("#testimonial-website").fill("pas un site");
      await page.locator("#testimonial-email").fill("marie@");
      await page.getByRole("button", { name: "Envoyer" }).click();
      await expect(page.locator(".lead-form__summary")).toBeVisible();
      await expect(page.locator("#testimonial-name-error")).toHaveText(
        "Indiquez le nom que nous pouvons afficher avec votre témoignage",
      );
      await expect(page.locator("#testimonial-comment-error")).toHaveText("Rédigez votre témoignage");
      await expect(page.locator("#testimonial-website-error")).toBeVisible();
      await expect(page.locator("#testimonial-email-error")).toHaveText("Veuillez indiquer une adresse e-mail valide");
      await expect(page.locator("#testimonial-website")).toHaveValue("pas un site");

      // The text fields right, the "photo" a text file with a picture's name: refused by its content.
      await page.locator("#testimonial-name").fill("Marie D.");
      await page.locator("#testimonial-comment").fill("Une équipe à l'écoute, une location trouvée en deux semaines.");
      await page.locator("#testimonial-website").fill("");
      await page
        .getByLabel(/^Photo/)
        .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("ceci n'est pas une image") });
      await fillPerson(page, { title: "ms", first: "Marie", last: "Dubois", email: "marie.dubois@example.be" });
      await page.getByLabel(/J'accepte la/).check();
      await page.getByRole("button", { name: "Envoyer" }).click();
      await expect(page.locator("#testimonial-image-error")).toHaveText("Ce fichier n'est pas une image valide");
      await expect(page.locator("#testimonial-name")).toHaveValue("Marie D.");

      await page.getByLabel(/^Photo/).setInputFiles([]);
      await page.getByRole("button", { name: "Envoyer" }).click();
      await expect(page).toHaveURL(/\/fr\/merci\/temoignage\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merci pour votre témoignage");
    });
  });
}

test("the testimonial form with its errors shown has no axe violations", async ({ page }) => {
  await page.setExtraHTTPHeaders(ownAddress());
  await page.goto("/nl/schrijf-een-getuigenis/");
  await page.getByRole("button", { name: "Verzenden" }).click();
  await expect(page.locator(".lead-form__summary")).toBeVisible();
  const results = await axeScan(page);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
