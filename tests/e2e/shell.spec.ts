/**
 * The shell in a real browser: language switcher, drawer without JavaScript, compact header on
 * scroll, banner counts.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

type FeedItem = { ID: number; Goal: number };
const feed = JSON.parse(readFileSync("data/sample/feed/GetPropertyList.nl.json", "utf8")) as {
  GetPropertyListJsonResult: { Value: { Items: FeedItem[] } };
};
const items = feed.GetPropertyListJsonResult.Value.Items;

test("the language switcher goes from a Dutch page to the same French page and back", async ({ page }) => {
  await page.goto("/nl/onze-diensten/verkopen/");
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await page.locator(".site-header").getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/nos-services\/vendre\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vendre");
  await page.locator(".site-header").getByRole("link", { name: "Nederlands" }).click();
  await expect(page).toHaveURL(/\/nl\/onze-diensten\/verkopen\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verkopen");
});

test("on a listing, the language switcher opens the listing at its own address in that language", async ({ page }) => {
  await page.goto("/nl/te-koop/buggenhout/gerenoveerde-rijwoning-met-zonnige-tuin-in-hartje-buggenhout/4100001/");
  const french =
    "/fr/a-vendre/buggenhout/maison-mitoyenne-renovee-avec-jardin-ensoleille-au-coeur-de-buggenhout/4100001/";
  await expect(page.locator(".site-header").getByRole("link", { name: "Français" })).toHaveAttribute("href", french);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === french);
  await page.locator(".site-header").getByRole("link", { name: "Français" }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Maison mitoyenne rénovée avec jardin ensoleillé au cœur de Buggenhout",
  );
});

test("every page carries hreflang alternates for the enabled languages and x-default", async ({ page }) => {
  await page.goto("/fr/contact/");
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => l.getAttribute("hreflang")));
  expect(hreflangs.sort()).toEqual(["de", "en", "fr", "nl", "x-default"]);
});

test.describe("at 390 px without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("the drawer menu opens from its button and shows the menu and the free valuation link", async ({ page }) => {
    await page.goto("/nl/contact/");
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(nav.getByRole("link", { name: "Te koop" })).toBeHidden();
    await page.locator(".site-header__menu-button").click();
    await expect(nav.getByRole("link", { name: "Te koop" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Gratis schatting" })).toBeVisible();
    await nav.getByRole("link", { name: "Te koop" }).click();
    await expect(page).toHaveURL(/\/nl\/te-koop\/$/);
  });
});

test("the header turns compact once the page is scrolled more than 30 px", async ({ page }) => {
  await page.goto("/nl/onze-diensten/");
  const bar = page.locator(".site-header__bar");
  const fullHeight = (await bar.boundingBox())!.height;
  await page.mouse.wheel(0, 400);
  await expect(page.locator("html")).toHaveAttribute("data-scrolled", "");
  await expect.poll(async () => (await bar.boundingBox())!.height).toBeLessThan(fullHeight);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator("html")).not.toHaveAttribute("data-scrolled", "");
});

test("the banner counts equal the published listings for sale and for rent", async ({ page }) => {
  await page.goto("/nl/");
  const sale = items.filter((item) => item.Goal === 0).length;
  const rent = items.filter((item) => item.Goal !== 0).length;
  await expect(page.getByTestId("for-sale-count")).toHaveText(String(sale));
  await expect(page.getByTestId("for-rent-count")).toHaveText(String(rent));
  await expect(page.locator(".home-banner__description").first()).toContainText(
    `${sale} panden te koop en ${rent} te huur`,
  );
});

test("the footer shows the agency's legal mentions", async ({ page }) => {
  await page.goto("/fr/");
  const footer = page.locator("footer");
  await expect(footer).toContainText("IPI");
  await expect(footer).toContainText("512.347");
  await expect(footer).toContainText("BE45 7350 2186 4289");
  await expect(footer).toContainText("AXA Belgium");
  await expect(footer).toContainText("code de déontologie");
});

for (const lang of ["nl", "fr", "en", "de"] as const) {
  test(`the top bar's links stay reachable in ${lang}: all on screen at 1280 px, a scrollable line at 390 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${lang}/`);
    const rightEdges = await page
      .locator(".top-bar a:visible, .top-bar button:visible")
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right));
    expect(Math.max(...rightEdges)).toBeLessThanOrEqual(1280);
    // the menu bar too: its last entry (the free valuation) ends inside the page's margin
    const menuEdges = await page
      .locator(".site-nav__link:visible")
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right));
    expect(menuEdges.length).toBeGreaterThan(5);
    expect(Math.max(...menuEdges)).toBeLessThanOrEqual(1280 - 16);
    // on a list page the top bar's search box keeps room to type in
    await page.goto(`/${lang}/${{ nl: "te-koop", fr: "a-vendre", en: "for-sale", de: "zu-verkaufen" }[lang]}/`);
    const searchWidth = await page
      .locator(".top-bar input[type=search]")
      .evaluate((input) => input.getBoundingClientRect().width);
    expect(searchWidth).toBeGreaterThanOrEqual(96);

    await page.setViewportSize({ width: 390, height: 900 });
    const list = page.locator(".top-bar__list");
    const [scrollWidth, clientWidth] = await list.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    expect(clientWidth).toBeLessThanOrEqual(390);
    // The last link can be scrolled into view inside the bar.
    const last = list.getByRole("link").last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    expect(scrollWidth).toBeGreaterThanOrEqual(clientWidth);
  });
}
