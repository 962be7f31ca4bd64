/**
 * The timed popup of spec §4 on a server that publishes it with a delay of 2 s
 * (./fixtures/tagged-server.ts): hidden at first, shown after the delay, never over the cookie
 * dialog; closed by the visitor it stays closed for the session (`modalActive`); it does not open,
 * or closes, on a page whose URL matches a form's action or contains `modal-clicked`; a native
 * modal dialog that passes axe and closes with Escape.
 */
import { axeScan } from "./fixtures/axe.ts";
import type { Page } from "@playwright/test";
import { POPUP_DELAY_SECONDS, answerTagHostsEmpty, expect, test } from "./fixtures/tagged-server.ts";
import { answeredCookiesBefore as answeredBefore, consentHydrated as ready } from "./fixtures/visitor.ts";

test.use({ locale: "nl-BE", extraHTTPHeaders: { "Accept-Language": "nl-BE,nl" } });

const DELAY_MS = POPUP_DELAY_SECONDS * 1000;
const popup = (page: Page) => page.getByRole("dialog", { name: "Wat is uw woning waard?" });

// This server configures tags: their hosts are answered here, never the internet.
test.beforeEach(({ page }) => answerTagHostsEmpty(page));

test("hidden at first, shown after its delay, as a modal dialog with focus inside; Escape closes it for the session", async ({
  page,
  context,
}) => {
  await answeredBefore(page);
  await page.goto("/nl/te-koop/");
  await ready(page);
  const hydratedAt = Date.now();
  await expect(popup(page)).toBeHidden();
  await expect(popup(page)).toBeVisible({ timeout: DELAY_MS + 5_000 });
  // It waited for its delay (counted from the page's start, a little before hydration finished).
  expect(Date.now() - hydratedAt).toBeGreaterThan(DELAY_MS - 1_000);
  await expect(popup(page).getByRole("button", { name: "Sluiten" })).toBeFocused();
  await expect(popup(page).getByRole("link", { name: "Meer info" })).toHaveAttribute("href", "/nl/gratis-schatting/");
  await expect(popup(page).getByRole("img")).toHaveCount(0); // decorative picture: no alternative text to announce
  expect((await axeScan(page, { include: "dialog.popup" })).violations.map((v) => v.id)).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(popup(page)).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem("modalActive"))).toBe("false");

  // The same session: not on another page, nor after a reload.
  await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Te huur" }).click();
  await page.waitForTimeout(DELAY_MS + 1_000);
  await expect(popup(page)).toBeHidden();
  await page.reload();
  await ready(page);
  await page.waitForTimeout(DELAY_MS + 1_000);
  await expect(popup(page)).toBeHidden();

  // A new session (another tab opened fresh) shows it again.
  const other = await context.newPage();
  await answerTagHostsEmpty(other);
  await other.goto("/nl/");
  await expect(popup(other)).toBeVisible({ timeout: DELAY_MS + 5_000 });
});

test("the close button and a click beside the dialog close it too", async ({ page }) => {
  await answeredBefore(page);
  await page.goto("/nl/");
  await expect(popup(page)).toBeVisible({ timeout: DELAY_MS + 5_000 });
  await popup(page).getByRole("button", { name: "Sluiten" }).click();
  await expect(popup(page)).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem("modalActive"))).toBe("false");

  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(popup(page)).toBeVisible({ timeout: DELAY_MS + 5_000 });
  await page.mouse.click(5, 5); // on the backdrop
  await expect(popup(page)).toBeHidden();
});

test("waits for the cookie dialog: not over it, shown once it is answered", async ({ page }) => {
  await page.goto("/nl/");
  await ready(page);
  const consent = page.getByRole("dialog", { name: "Deze website gebruikt cookies" });
  await expect(consent).toBeVisible();
  await page.waitForTimeout(DELAY_MS + 1_000);
  await expect(popup(page)).toBeHidden();
  await consent.getByRole("button", { name: "Alles weigeren" }).click();
  // The delay has passed: at once.
  await expect(popup(page)).toBeVisible({ timeout: 1_500 });
});

test.describe("a URL that closes it", () => {
  test("does not open on a page whose URL contains modal-clicked", async ({ page }) => {
    await answeredBefore(page);
    await page.goto("/nl/?modal-clicked");
    await ready(page);
    await page.waitForTimeout(DELAY_MS + 1_000);
    await expect(popup(page)).toBeHidden();
  });

  test("does not open on the page of the form it advertises", async ({ page }) => {
    await answeredBefore(page);
    await page.goto("/nl/gratis-schatting/");
    await ready(page);
    await page.waitForTimeout(DELAY_MS + 1_000);
    await expect(popup(page)).toBeHidden();
    // The same visitor on another page does get it (the session flag was not set).
    await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Te koop" }).click();
    await expect(popup(page)).toBeVisible({ timeout: DELAY_MS + 5_000 });
  });

  test("its link leads to the form and closes it", async ({ page }) => {
    await answeredBefore(page);
    await page.goto("/nl/te-huur/");
    await expect(popup(page)).toBeVisible({ timeout: DELAY_MS + 5_000 });
    await popup(page).getByRole("link", { name: "Meer info" }).click();
    await expect(page).toHaveURL(/\/nl\/gratis-schatting\/$/);
    await expect(popup(page)).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem("modalActive"))).toBe("false");
  });
});
