/**
 * The tags of spec §7 on a server whose site_info configures all four IDs (./fixtures/tagged-server.ts):
 * nothing reaches a tag host before consent; after it, exactly the consented tags load, after the
 * Consent Mode v2 defaults, followed by a page view with location, referrer and the landing
 * campaign; a stored choice applies on the next visit; withdrawing it sends the update and deletes
 * the tags' cookies; preview paths load nothing; the CSP names exactly the configured tags' hosts.
 * Tag hosts are answered in the browser by a route handler with small stand-in scripts (they record
 * what ran): never the real internet.
 */
import type { Page } from "@playwright/test";
import { TAG_HOST_PATTERN, TAG_IDS, expect, test } from "./fixtures/tagged-server.ts";

test.use({ locale: "nl-BE", extraHTTPHeaders: { "Accept-Language": "nl-BE,nl" } });

const GA = TAG_IDS.siteGoogleAnalyticsID;
const ADS = TAG_IDS.siteGoogleAdsID;
const GTM = TAG_IDS.siteGoogleTagManager;
const PIXEL = TAG_IDS.siteFacebookPixel;

const DENIED = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
  functionality_storage: "denied",
  personalization_storage: "denied",
  security_storage: "denied",
};
const ALL_GRANTED = {
  ad_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
  analytics_storage: "granted",
  functionality_storage: "granted",
  personalization_storage: "granted",
  security_storage: "granted",
};

/** Stand-ins for the tag scripts: they say they ran and leave the cookies the real ones would. */
const STAND_INS: [RegExp, string][] = [
  [
    /googletagmanager\.com\/gtag\/js/,
    `(window.__ran = window.__ran || []).push("gtag:" + new URL(document.currentScript.src).searchParams.get("id")); document.cookie = "_ga=GA1.1.42.42; path=/";`,
  ],
  [
    /googletagmanager\.com\/gtm\.js/,
    `(window.__ran = window.__ran || []).push("gtm:" + new URL(document.currentScript.src).searchParams.get("id"));`,
  ],
  [
    /connect\.facebook\.net\/.*fbevents\.js/,
    `(window.__ran = window.__ran || []).push("pixel"); document.cookie = "_fbp=fb.1.42.42; path=/";
     window.__fbq = []; window.fbq.callMethod = function () { window.__fbq.push(Array.prototype.slice.call(arguments)); };
     window.fbq.queue.forEach(function (args) { window.fbq.callMethod.apply(null, args); }); window.fbq.queue = [];`,
  ],
];

/** Answers every tag host in the browser and keeps the list of what was asked. */
async function answerTagHosts(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(TAG_HOST_PATTERN, async (route) => {
    const url = route.request().url();
    asked.push(url);
    const standIn = STAND_INS.find(([pattern]) => pattern.test(url));
    await route.fulfill(
      standIn ? { status: 200, contentType: "text/javascript", body: standIn[1] } : { status: 204, body: "" },
    );
  });
  // The popup of this server stays out of the way here (tests/e2e/popup.spec.ts covers it).
  await page.addInitScript(() => sessionStorage.setItem("modalActive", "false"));
  return asked;
}

/** The data layer, with gtag's Arguments entries as arrays. */
function dataLayer(page: Page): Promise<unknown[] | null> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    if (!layer) return null;
    return layer.map((entry) =>
      Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : entry,
    );
  });
}

const ran = (page: Page) => page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran ?? []);
const pixelCalls = (page: Page) => page.evaluate(() => (window as unknown as { __fbq?: unknown[][] }).__fbq ?? null);
const dialog = (page: Page) => page.getByRole("dialog", { name: /Deze website gebruikt cookies|Uw cookievoorkeuren/ });

async function ready(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector(".consent") !== null &&
      Object.keys(document.querySelector(".consent")!).some((key) => key.startsWith("__react")),
  );
}

/** A page that has settled: no tag request may still be on its way. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(700);
}

test("nothing reaches a tag host before consent, on any page", async ({ page }) => {
  const asked = await answerTagHosts(page);
  for (const path of ["/nl/", "/nl/te-koop/", "/property/4100001/", "/project/5100001/", "/nl/contact/"]) {
    await page.goto(path);
    await ready(page);
    await expect(dialog(page)).toBeVisible();
    await settled(page);
  }
  expect(asked).toEqual([]);
  expect(await dataLayer(page)).toBeNull();
  expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe("undefined");
});

test("Agree loads every configured tag after the Consent Mode defaults, then a page view with location, referrer and the landing campaign", async ({
  page,
  baseURL,
}) => {
  const asked = await answerTagHosts(page);
  const landing = `${baseURL}/nl/te-koop/?utm_source=newsletter&utm_medium=email&utm_campaign=spring`;
  await page.goto(landing, { referer: "https://www.google.be/" });
  await ready(page);
  // The visitor reads the cookie policy first (the dialog stays), then agrees there.
  await dialog(page).getByRole("link", { name: "cookiebeleid" }).click();
  await expect(page).toHaveURL(/\/nl\/cookie-policy\/$/);
  await settled(page);
  expect(asked).toEqual([]);

  await dialog(page).getByRole("button", { name: "Alles aanvaarden" }).click();
  await expect.poll(() => ran(page)).toEqual(expect.arrayContaining([`gtag:${GA}`, `gtm:${GTM}`, "pixel"]));
  await settled(page);
  expect(asked.map((url) => url.replace(/\?.*/, ""))).toEqual(
    expect.arrayContaining([
      "https://www.googletagmanager.com/gtag/js",
      "https://www.googletagmanager.com/gtm.js",
      "https://connect.facebook.net/en_US/fbevents.js",
    ]),
  );
  expect(asked.filter((url) => url.includes("/gtag/js"))).toHaveLength(1); // one gtag.js for Analytics and Ads

  const layer = (await dataLayer(page))!;
  expect(layer[0]).toEqual(["consent", "default", { ...DENIED, wait_for_update: 500 }]);
  expect(layer[1]).toEqual(["consent", "update", ALL_GRANTED]);
  const campaign = { campaign_source: "newsletter", campaign_medium: "email", campaign_name: "spring" };
  const view = { page_location: `${baseURL}/nl/cookie-policy/`, page_referrer: landing, ...campaign };
  expect(layer).toContainEqual(["config", GA, { send_page_view: false }]);
  expect(layer).toContainEqual(["config", ADS, { send_page_view: false }]);
  expect(layer).toContainEqual(["event", "page_view", view]);
  expect(layer).toContainEqual({ event: "page_view", ...view });
  const order = (entry: unknown) => layer.findIndex((item) => JSON.stringify(item) === JSON.stringify(entry));
  expect(order(["event", "page_view", view])).toBeGreaterThan(order(["consent", "update", ALL_GRANTED]));
  expect(await pixelCalls(page)).toEqual([
    ["consent", "grant"],
    ["init", PIXEL],
    ["track", "PageView"],
  ]);
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem("utm_parameters")))!)).toEqual({
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "spring",
  });

  // The next page: the stored choice applies at once, the campaign comes from session storage.
  await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Te huur" }).click();
  await expect(page).toHaveURL(/\/nl\/te-huur\/$/);
  const next = { page_location: `${baseURL}/nl/te-huur/`, page_referrer: `${baseURL}/nl/cookie-policy/`, ...campaign };
  await expect
    .poll(async () =>
      ((await dataLayer(page)) ?? []).some(
        (item) => JSON.stringify(item) === JSON.stringify(["event", "page_view", next]),
      ),
    )
    .toBe(true);
  await expect
    .poll(() => pixelCalls(page))
    .toEqual([
      ["consent", "grant"],
      ["init", PIXEL],
      ["track", "PageView"],
    ]);
});

test("Decline loads no tag, now or on the next pages", async ({ page }) => {
  const asked = await answerTagHosts(page);
  await page.goto("/nl/");
  await ready(page);
  await dialog(page).getByRole("button", { name: "Alles weigeren" }).click();
  await expect(dialog(page)).toBeHidden();
  await settled(page);
  await page.goto("/property/4100001/");
  await ready(page);
  await settled(page);
  expect(asked).toEqual([]);
  expect(await dataLayer(page)).toBeNull();
});

const NECESSARY_ONLY = { ...DENIED, functionality_storage: "granted", security_storage: "granted" };

for (const [name, switches, expected] of [
  [
    "analytical only: Analytics and the container, not Ads nor the pixel",
    ["Analytische cookies"],
    {
      scripts: [`gtag:${GA}`, `gtm:${GTM}`],
      configs: [GA],
      pixel: false,
      update: { ...NECESSARY_ONLY, analytics_storage: "granted" },
    },
  ],
  [
    "marketing only: Ads and the container",
    ["Marketingcookies"],
    {
      scripts: [`gtag:${ADS}`, `gtm:${GTM}`],
      configs: [ADS],
      pixel: false,
      update: { ...NECESSARY_ONLY, ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" },
    },
  ],
  [
    "social media only: the pixel, no Google tag",
    ["Socialemediacookies"],
    { scripts: ["pixel"], configs: [], pixel: true, update: NECESSARY_ONLY },
  ],
  [
    "unclassified only: no tag, nothing of the tags even downloaded",
    ["Niet-geclassificeerde cookies"],
    { scripts: [], configs: [], pixel: false, update: null },
  ],
] as const) {
  test(`agree partly, ${name}`, async ({ page }) => {
    const asked = await answerTagHosts(page);
    await page.goto("/nl/");
    await ready(page);
    await dialog(page).getByRole("button", { name: "Instellingen wijzigen" }).click();
    for (const label of switches) await page.getByRole("switch", { name: label }).check();
    await page.getByRole("button", { name: "Keuze bewaren" }).click();
    await expect(dialog(page)).toBeHidden();
    if (expected.scripts.length > 0) await expect.poll(() => ran(page)).toHaveLength(expected.scripts.length);
    await settled(page);
    expect((await ran(page)).sort()).toEqual([...expected.scripts].sort());
    if (!expected.update) {
      expect(asked).toEqual([]);
      expect(await dataLayer(page)).toBeNull();
      return;
    }
    // Consent Mode hears of the choice before any Google tag could load (the data layer is the page's own list).
    const layer = (await dataLayer(page))!;
    expect(layer[1]).toEqual(["consent", "update", expected.update]);
    expect(layer[0]).toEqual(["consent", "default", { ...DENIED, wait_for_update: 500 }]);
    expect(
      layer.filter((item) => Array.isArray(item) && item[0] === "config").map((item) => (item as unknown[])[1]),
    ).toEqual(expected.configs);
    expect((await pixelCalls(page)) !== null).toBe(expected.pixel);
  });
}

test("a stored choice loads its tags on the next visit without asking; a preview path loads none", async ({ page }) => {
  const asked = await answerTagHosts(page);
  await page.goto("/nl/");
  await ready(page);
  await dialog(page).getByRole("button", { name: "Alles aanvaarden" }).click();
  await expect.poll(() => ran(page)).toHaveLength(3);

  await page.goto("/nl/te-huur/");
  await ready(page);
  await expect(dialog(page)).toBeHidden();
  await expect.poll(() => ran(page)).toHaveLength(3);
  const layer = (await dataLayer(page))!;
  expect(layer[0]).toEqual(["consent", "default", { ...DENIED, wait_for_update: 500 }]);
  expect(layer[1]).toEqual(["consent", "update", ALL_GRANTED]);
  expect(layer).toContainEqual([
    "event",
    "page_view",
    expect.objectContaining({ page_location: expect.stringMatching(/\/nl\/te-huur\/$/) }),
  ]);

  asked.length = 0;
  await page.goto("/nl/preview/te-koop/");
  await ready(page);
  await settled(page);
  expect(asked).toEqual([]);
  expect(await dataLayer(page)).toBeNull();
});

test("withdrawing consent in the footer's settings sends the denied update and deletes the tags' cookies", async ({
  page,
}) => {
  await answerTagHosts(page);
  await page.goto("/nl/contact/");
  await ready(page);
  await dialog(page).getByRole("button", { name: "Alles aanvaarden" }).click();
  await expect.poll(() => page.evaluate(() => document.cookie)).toMatch(/_ga=.*_fbp=|_fbp=.*_ga=/);

  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-instellingen" }).click();
  await page
    .getByRole("dialog", { name: "Uw cookievoorkeuren" })
    .getByRole("button", { name: "Alles weigeren" })
    .click();
  await expect.poll(() => page.evaluate(() => document.cookie)).not.toMatch(/_ga=|_fbp=/);
  const layer = (await dataLayer(page))!;
  expect(layer).toContainEqual([
    "consent",
    "update",
    { ...DENIED, functionality_storage: "granted", security_storage: "granted" },
  ]);
  expect((await pixelCalls(page))!.at(-1)).toEqual(["consent", "revoke"]);
  expect(await page.evaluate(() => sessionStorage.getItem("utm_parameters"))).toBeNull();
});

test("the Content-Security-Policy allows the configured tags' hosts and no other", async ({ request }) => {
  const csp = (await request.get("/nl/")).headers()["content-security-policy"] ?? "";
  const directive = (name: string) =>
    (new RegExp(`(?:^|;)\\s*${name} ([^;]*)`).exec(csp)?.[1] ?? "").trim().split(/\s+/);
  expect(directive("script-src").filter((source) => source.startsWith("https:"))).toEqual([
    "https://*.googletagmanager.com",
    "https://www.googletagmanager.com",
    "https://www.googleadservices.com",
    "https://googleads.g.doubleclick.net",
    "https://www.google.com",
    "https://connect.facebook.net",
  ]);
  expect(directive("connect-src")).toEqual([
    "'self'",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
    "https://www.googletagmanager.com",
    "https://www.googleadservices.com",
    "https://googleads.g.doubleclick.net",
    "https://pagead2.googlesyndication.com",
    "https://www.google.com",
    "https://www.facebook.com",
    "https://connect.facebook.net",
  ]);
});
