/**
 * The quick search box (spec §2, §5) as a combobox: suggestions for cities (name, zip) and
 * properties (by ID), keyboard selection, Escape; and a plain GET search without JavaScript.
 */
import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 1280, height: 900 } });

test("typing a city suggests it; arrows and Enter open the list filtered on it", async ({ page }) => {
  await page.goto("/nl/contact/");
  const box = page.locator(".top-bar").getByRole("combobox", { name: "Snel zoeken naar panden" });
  await box.fill("dender");
  const option = page.locator(".top-bar").getByRole("option", { name: "Dendermonde (9200)" });
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await box.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=Dendermonde%7C9200$/);
  await expect(page.getByText("Pagina 1 van 1, 1 pand")).toBeVisible();
});

test("a property is found by its ID, and Escape closes the suggestions", async ({ page }) => {
  await page.goto("/fr/contact/");
  const box = page.locator(".top-bar").getByRole("combobox");
  await box.fill("4100001");
  await expect(page.locator(".top-bar").getByRole("option", { name: /^4100001 · / })).toBeVisible();
  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the banner search submits a GET to the list page", async ({ page }) => {
    await page.goto("/nl/");
    await page.locator(".home-banner").getByRole("combobox").fill("Buggenhout");
    await page.locator(".home-banner").getByRole("button", { name: "Zoeken" }).click();
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=Buggenhout$/);
  });
});
