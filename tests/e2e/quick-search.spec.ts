/**
 * The quick search box (spec §2, §5) as a combobox: suggestions for cities (name, zip) and
 * properties (by ID), keyboard selection, Escape; Enter without a chosen suggestion reads a
 * reference, a type, a city or else searches the text (decision 0048); and a plain GET search
 * without JavaScript.
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

/** Enter without a chosen suggestion does what was typed (decision 0048). */
const ENTER = [
  { from: "/nl/contact/", typed: "huis", url: /\/nl\/te-koop\/\?type=1$/, shows: "Pagina 1 van 1, 2 panden" },
  { from: "/fr/contact/", typed: "maison", url: /\/fr\/a-vendre\/\?type=1$/, shows: "Page 1 sur 1, 2 biens" },
  {
    from: "/fr/contact/",
    typed: "Termonde",
    url: /\/fr\/a-vendre\/\?city=Dendermonde$/,
    shows: "Page 1 sur 1, 1 bien",
  },
  {
    from: "/nl/contact/",
    typed: "zonnige tuin",
    url: /\/nl\/te-koop\/\?q=zonnige\+tuin$/,
    shows: "Pagina 1 van 1, 1 pand",
  },
] as const;

for (const { from, typed, url, shows } of ENTER) {
  test(`Enter on "${typed}" without choosing a suggestion opens the matching list`, async ({ page }) => {
    await page.goto(from);
    const box = page.locator(".top-bar").getByRole("combobox");
    await box.fill(typed);
    await box.press("Enter");
    await expect(page).toHaveURL(url);
    await expect(page.getByText(shows)).toBeVisible();
  });
}

test("Enter on a reference opens that listing", async ({ page }) => {
  await page.goto("/nl/contact/");
  const box = page.locator(".top-bar").getByRole("combobox");
  await box.fill("4100002");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/nl\/te-koop\/dendermonde\/.+\/4100002\/$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the banner search submits a GET to the list page", async ({ page }) => {
    await page.goto("/nl/");
    await page.locator(".home-banner").getByRole("combobox").fill("Buggenhout");
    await page.locator(".home-banner").getByRole("button", { name: "Zoeken" }).click();
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=Buggenhout$/);
  });

  test("a type typed in the banner filters by type, never ?city=appartement", async ({ page }) => {
    await page.goto("/fr/");
    await page.locator(".home-banner").getByRole("combobox").fill("appartement");
    await page.locator(".home-banner").getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?type=2$/);
    await expect(page.getByText("Page 1 sur 1, 1 bien")).toBeVisible();
  });
});
