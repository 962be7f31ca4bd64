/**
 * The cookie-consent dialog of spec §4 in a real browser, on the shipped configuration (no tag
 * IDs): every transition of the state machine with exactly the storage keys and values it must
 * leave, the footer's settings, the preview paths, `setcookies`, an expired choice; the dialog's
 * accessibility (focus, keyboard, labelled switches, axe), no layout shift and no wait for the
 * page's script; and, with no ID configured, not one third-party request on any page type.
 */
import { axeScan } from "./fixtures/axe.ts";
import { expect, test, type Page, type Request } from "@playwright/test";
import { consentDialogHydrated as hydrated } from "./fixtures/visitor.ts";

const GOOGLE_KEYS = [
  "consentAdUserData",
  "consentAdStorage",
  "consentAnalyticsStorage",
  "consentAdPersonalization",
] as const;
const POLICY_VERSION = "2026-11-22";
const ALL = { necessary: true, analytical: true, marketing: true, socialMedia: true, unclassified: true };
const NONE = { necessary: true, analytical: false, marketing: false, socialMedia: false, unclassified: false };

type Stored = { id: string; version: string; date: string; choices: typeof ALL };

/** The spec's storage keys as the page holds them (localStorage: consent + Google keys; session: utm_parameters, modalActive). */
async function storage(page: Page) {
  return page.evaluate(() => {
    const local: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      local[key] = localStorage.getItem(key)!;
    }
    return {
      local,
      session: {
        utm_parameters: sessionStorage.getItem("utm_parameters"),
        modalActive: sessionStorage.getItem("modalActive"),
      },
    };
  });
}

/** Checks localStorage holds exactly `consent` (with these choices) and the four Google keys with these values. */
async function expectStoredChoice(
  page: Page,
  choices: typeof ALL,
  google: Record<(typeof GOOGLE_KEYS)[number], "granted" | "denied">,
) {
  const { local } = await storage(page);
  expect(Object.keys(local).sort()).toEqual(["consent", ...GOOGLE_KEYS].sort());
  const stored = JSON.parse(local.consent!) as Stored;
  expect(stored.choices).toEqual(choices);
  expect(stored.version).toBe(POLICY_VERSION);
  expect(stored.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(Math.abs(Date.now() - Date.parse(stored.date))).toBeLessThan(5 * 60_000);
  for (const key of GOOGLE_KEYS) expect(local[key], key).toBe(google[key]);
  return stored;
}

const dialogOf = (page: Page) =>
  page.getByRole("dialog", { name: /Deze website gebruikt cookies|Uw cookievoorkeuren/ });

test.describe("first visit", () => {
  test("shows the dialog with its title, text and links, focus in it; Decline and Agree look the same", async ({
    page,
  }) => {
    await page.goto("/nl/");
    await hydrated(page);
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    await expect(dialog).toContainText("Wij gebruiken cookies");
    await expect(dialog.getByRole("link", { name: "cookiebeleid" })).toHaveAttribute("href", "/nl/cookie-policy/");
    await expect(dialog.getByRole("link", { name: "privacyverklaring" })).toHaveAttribute(
      "href",
      "/nl/privacy-statement/",
    );
    const decline = dialog.getByRole("button", { name: "Alles weigeren" });
    const agree = dialog.getByRole("button", { name: "Alles aanvaarden" });
    // Belgian DPA: refusing as easy and as prominent as accepting — same layer, same look, same size.
    const look = (button: typeof agree) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return [
          style.backgroundColor,
          style.color,
          style.fontSize,
          style.fontWeight,
          Math.round(box.width),
          Math.round(box.height),
        ];
      });
    expect(await look(decline)).toEqual(await look(agree));
    expect((await storage(page)).local).toEqual({});
  });

  test("the dialog is in the page from the first paint: shown before the page's script runs, nothing shifts", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const scriptHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-.*\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/nl/te-koop/", { waitUntil: "commit" });
    await expect(dialogOf(page)).toBeVisible();
    release();
    await hydrated(page);
    await expect(dialogOf(page)).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  });

  test("passes axe on both layers", async ({ page }) => {
    await page.goto("/nl/contact/");
    await hydrated(page);
    const axe = () => axeScan(page, { include: ".consent" });
    expect((await axe()).violations.map((v) => v.id)).toEqual([]);
    await dialogOf(page).getByRole("button", { name: "Instellingen wijzigen" }).click();
    await expect(page.getByRole("switch", { name: "Analytische cookies" })).toBeVisible();
    expect((await axe()).violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe("saving a choice", () => {
  test("Agree grants all five categories, records the choice and hides the dialog; a reload asks no more", async ({
    page,
  }) => {
    await page.goto("/nl/");
    await hydrated(page);
    const recorded = page.waitForResponse(
      (response) => response.url().endsWith("/api/consent") && response.request().method() === "POST",
    );
    await dialogOf(page).getByRole("button", { name: "Alles aanvaarden" }).click();
    const response = await recorded;
    expect(response.status()).toBe(204);
    await expect(dialogOf(page)).toBeHidden();
    const stored = await expectStoredChoice(page, ALL, {
      consentAdUserData: "granted",
      consentAdStorage: "granted",
      consentAnalyticsStorage: "granted",
      consentAdPersonalization: "granted",
    });
    expect(response.request().postDataJSON()).toEqual({
      id: stored.id,
      answer: "agree",
      choices: ALL,
      policyVersion: POLICY_VERSION,
    });
    await expect(page.locator("#main")).toBeFocused();

    await page.reload();
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("data-consent", "answered");
    await expect(dialogOf(page)).toBeHidden();
    await page.goto("/nl/te-huur/");
    await expect(dialogOf(page)).toBeHidden();
  });

  test("Decline grants only the strictly necessary category", async ({ page }) => {
    await page.goto("/nl/te-koop/");
    await hydrated(page);
    await dialogOf(page).getByRole("button", { name: "Alles weigeren" }).click();
    await expect(dialogOf(page)).toBeHidden();
    await expectStoredChoice(page, NONE, {
      consentAdUserData: "denied",
      consentAdStorage: "denied",
      consentAnalyticsStorage: "denied",
      consentAdPersonalization: "denied",
    });
    await page.reload();
    await expect(dialogOf(page)).toBeHidden();
  });

  test("Change settings and agree partly, by keyboard only, save the chosen categories", async ({ page }) => {
    await page.goto("/nl/onze-diensten/");
    await hydrated(page);
    await expect(dialogOf(page)).toBeFocused();
    // Tab through the text's two links to the buttons: Decline, Agree, Change settings.
    for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Instellingen wijzigen" })).toBeFocused();
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: "Uw cookievoorkeuren" });
    await expect(dialog).toBeFocused();
    const necessary = dialog.getByRole("switch", { name: "Strikt noodzakelijke cookies" });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    for (const name of [
      "Analytische cookies",
      "Marketingcookies",
      "Socialemediacookies",
      "Niet-geclassificeerde cookies",
    ]) {
      await expect(dialog.getByRole("switch", { name }), `${name} is not pre-ticked`).not.toBeChecked();
    }
    await dialog.getByRole("switch", { name: "Analytische cookies" }).focus();
    await page.keyboard.press("Space");
    await dialog.getByRole("switch", { name: "Socialemediacookies" }).focus();
    await page.keyboard.press("Space");
    await dialog.getByRole("button", { name: "Keuze bewaren" }).focus();
    await page.keyboard.press("Enter");

    await expect(dialog).toBeHidden();
    await expectStoredChoice(
      page,
      { ...NONE, analytical: true, socialMedia: true },
      {
        consentAdUserData: "denied",
        consentAdStorage: "denied",
        consentAnalyticsStorage: "granted",
        consentAdPersonalization: "denied",
      },
    );
  });

  test("the footer's cookie settings reopen the switches with the saved choice; saving again replaces it", async ({
    page,
  }) => {
    await page.goto("/nl/contact/");
    await hydrated(page);
    await dialogOf(page).getByRole("button", { name: "Alles weigeren" }).click();
    const first = await expectStoredChoice(page, NONE, {
      consentAdUserData: "denied",
      consentAdStorage: "denied",
      consentAnalyticsStorage: "denied",
      consentAdPersonalization: "denied",
    });

    const reopen = page.getByRole("contentinfo").getByRole("button", { name: "Cookie-instellingen" });
    await reopen.click();
    const dialog = page.getByRole("dialog", { name: "Uw cookievoorkeuren" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    await expect(dialog.getByRole("switch", { name: "Marketingcookies" })).not.toBeChecked();
    await dialog.getByRole("switch", { name: "Marketingcookies" }).check();
    await dialog.getByRole("button", { name: "Keuze bewaren" }).click();
    await expect(dialog).toBeHidden();
    await expect(reopen).toBeFocused();
    const second = await expectStoredChoice(
      page,
      { ...NONE, marketing: true },
      {
        consentAdUserData: "granted",
        consentAdStorage: "granted",
        consentAnalyticsStorage: "denied",
        consentAdPersonalization: "granted",
      },
    );
    expect(second.id).toBe(first.id);

    await reopen.click();
    await expect(dialog.getByRole("switch", { name: "Marketingcookies" })).toBeChecked();
    await dialog.getByRole("button", { name: "Alles aanvaarden" }).click();
    await expectStoredChoice(page, ALL, {
      consentAdUserData: "granted",
      consentAdStorage: "granted",
      consentAnalyticsStorage: "granted",
      consentAdPersonalization: "granted",
    });
  });
});

test.describe("asking again", () => {
  test("?setcookies clears every stored choice and shows the dialog again", async ({ page }) => {
    await page.goto("/nl/");
    await hydrated(page);
    await dialogOf(page).getByRole("button", { name: "Alles aanvaarden" }).click();
    await expect(dialogOf(page)).toBeHidden();
    await page.goto("/nl/te-koop/?setcookies");
    await expect(dialogOf(page)).toBeVisible();
    expect((await storage(page)).local).toEqual({});
  });

  for (const [name, changes] of [
    ["a choice older than the expiry (180 days)", { date: new Date(Date.now() - 181 * 86_400_000).toISOString() }],
    ["a choice made under another policy version", { version: "2025-01-01" }],
  ] as const) {
    test(`${name} asks again`, async ({ page }) => {
      await page.addInitScript(
        (stored) => {
          if (!localStorage.getItem("seeded")) {
            localStorage.setItem("consent", JSON.stringify(stored));
            localStorage.setItem("seeded", "1");
          }
        },
        Object.assign(
          {
            id: "8f0c2a52-3a1e-4c55-9d5e-0a3f1b2c4d5e",
            version: POLICY_VERSION,
            date: new Date().toISOString(),
            choices: ALL,
          },
          changes,
        ),
      );
      await page.goto("/nl/");
      await hydrated(page);
      await expect(dialogOf(page)).toBeVisible();
    });
  }

  test("a choice 179 days old still counts", async ({ page }) => {
    await page.addInitScript((stored) => localStorage.setItem("consent", JSON.stringify(stored)), {
      id: "8f0c2a52-3a1e-4c55-9d5e-0a3f1b2c4d5e",
      version: POLICY_VERSION,
      date: new Date(Date.now() - 179 * 86_400_000).toISOString(),
      choices: NONE,
    });
    await page.goto("/nl/");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("data-consent", "answered");
    await expect(dialogOf(page)).toBeHidden();
  });
});

test("a path containing 'preview' shows no dialog and stores nothing", async ({ page }) => {
  await page.goto("/nl/preview/home/");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("data-consent", "preview");
  await expect(dialogOf(page)).toBeHidden();
  await page.goto("/nl/preview/home/?setcookies");
  await expect(dialogOf(page)).toBeHidden();
  expect((await storage(page)).local).toEqual({});
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("no dialog and no cookie-settings button: there is nothing to consent to", async ({ page }) => {
    await page.goto("/nl/");
    await expect(dialogOf(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Cookie-instellingen" })).toBeHidden();
  });
});

test.describe("no third-party request without a configured tag", () => {
  test.use({
    viewport: { width: 1280, height: 900 },
    locale: "nl-BE",
    extraHTTPHeaders: { "Accept-Language": "nl-BE,nl" },
  });
  /** One page of each type (a detail page through its spec path, which redirects). */
  const PAGE_TYPES = [
    "/nl/",
    "/nl/te-koop/",
    "/nl/te-huur/",
    "/nl/vakantiewoningen/",
    "/nl/te-koop/?view=map",
    "/nl/projecten/",
    "/property/4100001/",
    "/property/4100004/",
    "/project/5100001/",
    "/nl/contact/",
    "/nl/gratis-schatting/",
    "/nl/onze-diensten/",
    "/nl/onze-diensten/verkopen/",
    "/nl/getuigenissen/",
    "/nl/getuigenissen/priya-n/",
    "/nl/bedankt/contacteer-mij/",
    "/nl/cookie-policy/",
    "/nl/bestaat-niet/",
  ];

  function watchThirdParty(page: Page, baseURL: string): string[] {
    const origin = new URL(baseURL).origin;
    const seen: string[] = [];
    page.on("request", (request: Request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) seen.push(url);
    });
    return seen;
  }

  test("on every page type, before and after Agree", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const thirdParty = watchThirdParty(page, baseURL!);
    for (const path of PAGE_TYPES) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(dialogOf(page), path).toBeVisible();
    }
    await dialogOf(page).getByRole("button", { name: "Alles aanvaarden" }).click();
    await expect(dialogOf(page)).toBeHidden();
    for (const path of PAGE_TYPES) {
      await page.goto(path, { waitUntil: "networkidle" });
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState("networkidle");
    }
    expect(thirdParty).toEqual([]);
  });

  test("the Content-Security-Policy names no tag host", async ({ request }) => {
    const csp = (await request.get("/nl/")).headers()["content-security-policy"] ?? "";
    expect(csp).toContain("script-src 'self' 'sha256-");
    expect(csp).not.toMatch(/googletagmanager|google-analytics|doubleclick|googleadservices|connect\.facebook\.net/);
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain("https:");
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]?.trim()).toBe("'self'");
  });
});
