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

for (const javaScriptEnabled of [true, false]) {
  test(`the language switcher keeps a list's filters and sort (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/nl/te-huur/?city=Spa%7C4900&sort=price-desc");
    await expect(page.getByRole("region", { name: "Te huur" }).getByRole("article")).toHaveCount(2);
    const french = page.locator(".site-header").getByRole("link", { name: "Français" });
    await expect(french).toHaveAttribute("href", "/fr/a-louer/?city=Spa%7C4900&sort=price-desc");
    await french.click();
    await expect(page).toHaveURL(/\/fr\/a-louer\/\?city=Spa%7C4900&sort=price-desc$/);
    await expect(page.getByRole("region", { name: "À louer" }).getByRole("article")).toHaveCount(2);
    await context.close();
  });
}

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

test.describe("at 390 px with JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Escape closes the drawer and puts focus back on its button", async ({ page }) => {
    await page.goto("/nl/contact/");
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    const toggle = page.getByRole("checkbox", { name: "Menu openen" });
    // the key is handled once the shell's script has loaded: retried until then
    await expect(async () => {
      if (!(await toggle.isChecked())) await page.locator(".site-header__menu-button").click();
      await expect(nav.getByRole("link", { name: "Te koop" })).toBeVisible();
      await nav.getByRole("link", { name: "Te koop" }).focus();
      await page.keyboard.press("Escape");
      await expect(nav.getByRole("link", { name: "Te koop" })).toBeHidden({ timeout: 1000 });
    }).toPass();
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeFocused();
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
  test(`the top bar's links stay reachable in ${lang}: all on screen at 1280 px, in the drawer at 390 px`, async ({
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
    // its placeholder fits in it, the compare icon has a visible label, and the bar still ends on screen
    const [placeholderWidth, room] = await page.locator(".top-bar input[type=search]").evaluate((element) => {
      const input = element as HTMLInputElement;
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      return [context.measureText(input.placeholder).width, input.clientWidth - padding];
    });
    expect(placeholderWidth).toBeLessThanOrEqual(room!);
    const compareLabel = await page.locator(".top-bar .saved-links__compare .saved-links__text").boundingBox();
    expect(compareLabel?.width).toBeGreaterThan(30);
    const listRightEdges = await page
      .locator(".top-bar a:visible, .top-bar button:visible")
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right));
    expect(Math.max(...listRightEdges)).toBeLessThanOrEqual(1280);

    // on a phone the top bar is left out and each of its links is in the drawer, whole on screen
    const names = await page.locator(".top-bar__link").allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(4);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator(".top-bar")).toBeHidden();
    await page.locator(".site-header__menu-button").click();
    const drawer = page.locator("#site-nav");
    for (const name of names) {
      const link = drawer.getByRole("link", { name, exact: true }).first();
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport({ ratio: 1 });
    }
  });
}

test("the testimonials page shows those written in its language first and labels the others", async ({ page }) => {
  await page.goto("/fr/temoignages/");
  const cards = page.locator(".testimonial-grid > li");
  // the sample's five French testimonials, newest first, without a label
  for (const [index, name] of [
    "Famille Dubois",
    "Amélie & Thomas",
    "Jean-Pierre G.",
    "Isabelle & Michel L.",
    "Claire M.",
  ].entries()) {
    await expect(cards.nth(index).locator(".testimonial__name")).toHaveText(name);
    await expect(cards.nth(index).locator(".testimonial__language")).toHaveCount(0);
    await expect(cards.nth(index).locator("blockquote")).toHaveAttribute("lang", "fr");
  }
  // then the others, newest first, each saying its language and marked with it for screen readers
  await expect(cards.nth(5).locator(".testimonial__name")).toHaveText("Priya N.");
  await expect(cards.nth(5).locator(".testimonial__language")).toHaveText("Écrit en anglais");
  await expect(cards.nth(5).locator("blockquote")).toHaveAttribute("lang", "en");
  await expect(cards.nth(6).locator(".testimonial__name")).toHaveText("Nathalie & Bram");
  await expect(cards.nth(6).locator(".testimonial__language")).toHaveText("Écrit en néerlandais");
  await expect(cards.nth(6).locator("blockquote")).toHaveAttribute("lang", "nl");

  await page.goto("/nl/getuigenissen/");
  await expect(cards.first().locator(".testimonial__name")).toHaveText("Nathalie & Bram");
  await expect(cards.filter({ hasText: "Priya N." }).locator(".testimonial__language")).toHaveText(
    "Geschreven in het Engels",
  );
});
