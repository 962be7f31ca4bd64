/**
 * The timed popup of spec §4 published without a delay (`delay: 0`, on the tagged server of
 * ./fixtures/tagged-server.ts started with `popupDelaySeconds: 0`): shown at once on the first page,
 * never over the cookie dialog; Escape closes it and it stays closed for the session
 * (`modalActive`); a page whose URL contains `modal-clicked` or is a form's action does not open
 * it, and reaching such a URL closes it. popup.spec.ts shows the same rules with a delay.
 */
import type { Page } from "@playwright/test";
import { answerTagHostsEmpty, expect, test } from "./fixtures/tagged-server.ts";
import {
  answeredCookiesBefore as answeredBefore,
  fillPerson,
  consentHydrated as ready,
  visitorAddress,
} from "./fixtures/visitor.ts";

test.use({ popupDelaySeconds: 0, locale: "nl-BE", extraHTTPHeaders: { "Accept-Language": "nl-BE,nl" } });

/**
 * "At once": within this time of hydration, the time to fetch the dialog's own small chunk on a busy
 * machine included (the shipped popup waits 8 s, popup.spec.ts's server 2 s from the page's start).
 */
const AT_ONCE_MS = 3_000;
/** Long enough for a popup without a delay to have shown, were it going to. */
const WOULD_HAVE_SHOWN_MS = AT_ONCE_MS;

const ownAddress = visitorAddress(25);
const popup = (page: Page) => page.getByRole("dialog", { name: "Wat is uw woning waard?" });
const sessionFlag = (page: Page) => page.evaluate(() => sessionStorage.getItem("modalActive"));

// This server configures tags: their hosts are answered here, never the internet.
test.beforeEach(({ page }) => answerTagHostsEmpty(page));

test("shown at once on the first page; Escape closes it, and it stays closed for the session", async ({
  page,
  context,
}) => {
  await answeredBefore(page);
  await page.goto("/nl/te-koop/");
  await ready(page);
  await expect(popup(page)).toBeVisible({ timeout: AT_ONCE_MS });
  await expect(popup(page).getByRole("button", { name: "Sluiten" })).toBeFocused();
  expect(await sessionFlag(page)).toBeNull();

  await page.keyboard.press("Escape");
  await expect(popup(page)).toBeHidden();
  expect(await sessionFlag(page)).toBe("false");

  // The same session: not on another page, nor after a reload.
  await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Te huur" }).click();
  await expect(page).toHaveURL(/\/nl\/te-huur\/$/);
  await ready(page);
  await page.waitForTimeout(WOULD_HAVE_SHOWN_MS);
  await expect(popup(page)).toBeHidden();
  await page.reload();
  await ready(page);
  await page.waitForTimeout(WOULD_HAVE_SHOWN_MS);
  await expect(popup(page)).toBeHidden();

  // A new session (another tab opened fresh) shows it again, at once.
  const other = await context.newPage();
  await answerTagHostsEmpty(other);
  await other.goto("/nl/");
  await ready(other);
  await expect(popup(other)).toBeVisible({ timeout: AT_ONCE_MS });
});

test("waits for the cookie dialog even without a delay: shown at once when it is answered", async ({ page }) => {
  await page.goto("/nl/");
  await ready(page);
  const consent = page.getByRole("dialog", { name: "Deze website gebruikt cookies" });
  await expect(consent).toBeVisible();
  await page.waitForTimeout(WOULD_HAVE_SHOWN_MS);
  await expect(popup(page)).toBeHidden();
  await consent.getByRole("button", { name: "Alles weigeren" }).click();
  await expect(popup(page)).toBeVisible({ timeout: AT_ONCE_MS });
});

test.describe("a URL that closes it", () => {
  test("does not open on a page whose URL contains modal-clicked, and the session flag stays unset", async ({
    page,
  }) => {
    await answeredBefore(page);
    await page.goto("/nl/te-koop/?modal-clicked");
    await ready(page);
    await page.waitForTimeout(WOULD_HAVE_SHOWN_MS);
    await expect(popup(page)).toBeHidden();
    expect(await sessionFlag(page)).toBeNull();
    // The same visitor on a page without it gets the popup at once.
    await page.goto("/nl/te-koop/");
    await ready(page);
    await expect(popup(page)).toBeVisible({ timeout: AT_ONCE_MS });
  });

  test("open, it closes when the page's URL comes to contain modal-clicked", async ({ page }) => {
    await answeredBefore(page);
    await page.goto("/nl/te-koop/");
    await ready(page);
    await expect(popup(page)).toBeVisible({ timeout: AT_ONCE_MS });
    // Fragment links: the same document, a new URL for the router; only the one with modal-clicked closes it.
    await page.evaluate(() => {
      window.location.hash = "elsewhere";
    });
    await expect(page).toHaveURL(/#elsewhere$/);
    await page.waitForTimeout(500);
    await expect(popup(page)).toBeVisible();
    await page.evaluate(() => {
      window.location.hash = "modal-clicked";
    });
    await expect(page).toHaveURL(/\/nl\/te-koop\/#modal-clicked$/);
    await expect(popup(page)).toBeHidden();
  });

  test("does not open on a form's page; opens at once on the thank-you page the form leads to; back on the form it closes", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders(ownAddress());
    await answeredBefore(page);
    await page.goto("/nl/contact/");
    await ready(page);
    await page.waitForTimeout(WOULD_HAVE_SHOWN_MS);
    await expect(popup(page)).toBeHidden();

    // Sent through the router: the thank-you page comes within the same document, and the popup at once.
    await fillPerson(page, "site-contact", {
      title: "ms",
      first: "Ann",
      last: "Peeters",
      email: `ann.${process.pid}.${Date.now().toString(36)}@example.be`,
      phone: "0477 12 34 56",
    });
    await page.locator("#site-contact-message").fill("Is het kantoor open op zaterdag?");
    await page.locator("#site-contact-privacyConsent").check();
    await page.locator("#site-contact button[type=submit]").click();
    await expect(page).toHaveURL(/\/nl\/bedankt\/contacteer-ons\/$/);
    await expect(popup(page)).toBeVisible({ timeout: AT_ONCE_MS });

    // Browsing back to the form's page (the router's history): the popup closes there.
    await page.goBack();
    await expect(page).toHaveURL(/\/nl\/contact\/$/);
    await expect(popup(page)).toBeHidden();
  });
});
