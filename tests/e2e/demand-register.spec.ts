import { expect, test } from "@playwright/test";
import { fillPerson, visitorAddress } from "./fixtures/visitor.ts";

/**
 * "Keep me informed" in a real browser, with and without JavaScript, in nl and fr: filled in, it
 * reaches its thank-you page; incomplete, each error shows next to its field in the page's
 * language and the form keeps what was typed.
 */
const ownAddress = visitorAddress(21);

for (const javaScriptEnabled of [true, false]) {
  test.describe(`demand register ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    // An address of its own per test: its posts count alone toward the rate limit and the captcha.
    test.beforeEach(async ({ page }) => page.setExtraHTTPHeaders(ownAddress()));

    test("nl: a search for a house in Buggenhout or Lebbeke is registered", async ({ page }) => {
      await page.goto("/nl/blijf-op-de-hoogte/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blijf op de hoogte");
      const form = page.locator("#demand-register");
      await form.getByLabel("Kopen").check();
      await form.getByLabel("Huis", { exact: true }).check();
      await form.getByLabel("Buggenhout (9255)").check();
      await form.getByLabel("Lebbeke (9280)").check();
      await form.getByLabel(/^Maximumprijs/).fill("450.000");
      await form.getByLabel(/^Minimum aantal slaapkamers/).fill("3");
      await form.getByLabel("Tuin").check();
      await fillPerson(page, "demand-register", {
        title: "ms",
        first: "Ann",
        last: "Peeters",
        email: "ann.peeters@example.be",
        phone: "0477 12 34 56",
      });
      await form.getByLabel(/Ik ga akkoord met de privacyverklaring/).check();
      await form.getByRole("button", { name: "Verzenden" }).click();
      await expect(page).toHaveURL(/\/nl\/bedankt\/blijf-op-de-hoogte\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("U blijft op de hoogte");
    });

    test("fr: an incomplete search shows each error next to its field and keeps what was typed", async ({ page }) => {
      await page.goto("/fr/restez-informe/");
      const form = page.locator("#demand-register");
      await form.getByLabel(/^Prix minimum/).fill("500000");
      await form.getByLabel(/^Prix maximum/).fill("300000");
      await page.locator("#demand-register-firstName").fill("Marie");
      await form.getByRole("button", { name: "Envoyer" }).click();

      await expect(form.locator(".lead-form__summary")).toBeVisible();
      await expect(page.locator("#demand-register-goal-error")).toHaveText("Veuillez choisir vente ou location");
      await expect(page.locator("#demand-register-types-error")).toHaveText(
        "Veuillez choisir au moins un type de bien",
      );
      await expect(page.locator("#demand-register-zones-error")).toHaveText("Veuillez choisir au moins une zone");
      await expect(page.locator("#demand-register-priceMin-error")).toHaveText(
        "Le minimum ne peut pas dépasser le maximum",
      );
      await expect(page.locator("#demand-register-priceMin")).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#demand-register-priceMin")).toHaveValue("500000");
      await expect(page.locator("#demand-register-firstName")).toHaveValue("Marie");
      expect(new URL(page.url()).pathname).toBe("/fr/restez-informe/");

      // The summary names each field (a no-break space before the colon in French); its link to a
      // group of checkboxes focuses the group (without JavaScript) or its first box (with it).
      const summary = form.locator(".lead-form__summary");
      await expect(
        summary.getByRole("link", { name: "Je souhaite\u00a0: Veuillez choisir vente ou location" }),
      ).toHaveText("Je souhaite\u00a0: Veuillez choisir vente ou location");
      await expect(
        summary.getByRole("link", { name: "Prix minimum\u00a0: Le minimum ne peut pas dépasser le maximum" }),
      ).toBeVisible();
      await summary
        .getByRole("link", { name: "Type de bien\u00a0: Veuillez choisir au moins un type de bien" })
        .click();
      const types = page.locator("#demand-register-types");
      await expect(javaScriptEnabled ? types.locator("input").first() : types).toBeFocused();

      // Fixed, it goes through.
      await form.getByLabel("Louer").check();
      await form.getByLabel("Maisons de vacances").check();
      await form.getByLabel("Spa (4900)").check();
      await form.getByLabel(/^Prix minimum/).fill("");
      await form.getByLabel(/^Prix maximum/).fill("1 800");
      await fillPerson(page, "demand-register", {
        title: "ms",
        first: "Marie",
        last: "Dubois",
        email: "marie.dubois@example.be",
        phone: "+32 477 12 34 56",
      });
      await form.getByLabel(/J'accepte la/).check();
      await form.getByRole("button", { name: "Envoyer" }).click();
      await expect(page).toHaveURL(/\/fr\/merci\/restez-informe\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vous restez informé");
    });
  });
}
