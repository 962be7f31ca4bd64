/**
 * The property detail page in the browser, against the production server with the
 * sample data: the unprefixed `/property/{id}/` redirect, the page in nl and fr, the photo
 * lightbox by keyboard, mouse swipes on its slider (the spec's slider values), similar listings, print media, the regional mentions, hidden addresses,
 * unpublished prices, the not-found page, and axe-core with the lightbox open at 390 and 1280 px.
 *
 * Sample listings used: 4100001 (Buggenhout, house for sale), 4100003 (Lebbeke, address not
 * published), 4100004 (Beffe, holiday home in Wallonia), 4100007 (YouTube video), 4100011
 * (price not published).
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { axeScan } from "./fixtures/axe.ts";
import { answeredCookiesBefore } from "./fixtures/visitor.ts";

const TEXT = {
  nl: {
    forSale: "Te koop",
    similar: "Gelijkaardige panden",
    mentions: "Verplichte vermeldingen",
    copyLink: "Link kopiëren",
  },
  fr: {
    forSale: "À vendre",
    similar: "Biens similaires",
    mentions: "Mentions obligatoires",
    copyLink: "Copier le lien",
  },
} as const;

/** Where `/property/{id}/` sends a visitor of a language (a 301 to the canonical URL). */
async function canonicalPath(request: APIRequestContext, id: number, lang: "nl" | "fr" | "en"): Promise<string> {
  const response = await request.get(`/property/${id}/`, { maxRedirects: 0, headers: { "Accept-Language": lang } });
  expect(response.status(), `/property/${id}/ in ${lang}`).toBe(301);
  const location = response.headers()["location"];
  expect(location).toBeTruthy();
  return new URL(location!, "http://localhost").pathname;
}

/** Opens a listing's page and waits until it runs in the browser (the copy-link button appears then). */
async function openListing(page: Page, request: APIRequestContext, id: number, lang: "nl" | "fr"): Promise<string> {
  const path = await canonicalPath(request, id, lang);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("button", { name: TEXT[lang].copyLink })).toBeVisible();
  return path;
}

test.describe("the canonical URL", () => {
  test("/property/4100001/ answers 301 to the listing in the visitor's language", async ({ request }) => {
    expect(await canonicalPath(request, 4100001, "nl")).toMatch(
      /^\/nl\/te-koop\/buggenhout\/gerenoveerde-rijwoning-[a-z0-9-]+\/4100001\/$/,
    );
    expect(await canonicalPath(request, 4100001, "fr")).toMatch(
      /^\/fr\/a-vendre\/buggenhout\/maison-mitoyenne-renovee-[a-z0-9-]+\/4100001\/$/,
    );
    expect(await canonicalPath(request, 4100004, "nl")).toMatch(/^\/nl\/vakantiewoningen\/beffe\//);
  });

  test("a wrong slug answers 301 to the canonical URL", async ({ request }) => {
    const canonical = await canonicalPath(request, 4100001, "nl");
    const response = await request.get("/nl/te-koop/buggenhout/een-oude-titel/4100001/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()["location"]!, "http://localhost").pathname).toBe(canonical);
  });

  test("an unknown id shows 'property not found or sold' with status 404", async ({ page }) => {
    const response = await page.goto("/nl/te-koop/buggenhout/bestaat-niet/9999999/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pand niet gevonden of verkocht");
    await expect(page.getByRole("link", { name: "Panden te koop" })).toHaveAttribute("href", "/nl/te-koop/");
  });
});

for (const lang of ["nl", "fr"] as const) {
  test.describe(`detail page of 4100001 (${lang})`, () => {
    // The browser's own language decides its Accept-Language header on navigations.
    test.use({ locale: `${lang}-BE`, extraHTTPHeaders: { "Accept-Language": lang } });

    test("arrives from /property/4100001/ with title, breadcrumb, price, facts and mentions", async ({ page }) => {
      await page.goto("/property/4100001/");
      await expect(page).toHaveURL(new RegExp(`/${lang}/(te-koop|a-vendre)/buggenhout/[a-z0-9-]+/4100001/$`));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const crumbs = page
        .getByRole("navigation", { name: lang === "nl" ? "Kruimelpad" : "Fil d'Ariane" })
        .getByRole("listitem");
      await expect(crumbs.nth(1)).toHaveText(TEXT[lang].forSale);
      await expect(page.locator(".property-header__price")).toHaveText("€ 339.000");
      await expect(page.getByRole("heading", { name: TEXT[lang].mentions })).toBeVisible();
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.some((text) => text.includes('"RealEstateListing"') && text.includes('"price":339000'))).toBe(true);
    });

    test("the hero photo is loaded first; the lightbox opens with the keyboard and closes with Escape", async ({
      page,
      request,
    }) => {
      await openListing(page, request, 4100001, lang);
      const hero = page.locator(".property-gallery__hero");
      await expect(hero.locator("img")).toHaveAttribute("fetchpriority", "high");
      await hero.focus();
      await page.keyboard.press("Enter");
      // The lightbox, by its name: the cookie dialog is open too on a first visit.
      const dialog = page.getByRole("dialog", { name: /Fotogalerij|Galerie de photos/ });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(hero).toBeFocused();
    });

    test("a similar property links to its own page", async ({ page, request }) => {
      await openListing(page, request, 4100001, lang);
      const similar = page.getByRole("region", { name: TEXT[lang].similar });
      await similar.getByRole("link").first().click();
      await expect(page).toHaveURL(/\/4100003\/$/);
    });

    test("print media hides navigation, gallery controls and share, and shows the facts and mentions", async ({
      page,
      request,
    }) => {
      await openListing(page, request, 4100001, lang);
      await page.emulateMedia({ media: "print" });
      // the header prints as a letterhead (logo, phone, e-mail) without its menu
      await expect(
        page.getByRole("navigation", { name: lang === "nl" ? "Hoofdmenu" : "Menu principal", includeHidden: true }),
      ).toBeHidden();
      await expect(page.locator(".breadcrumb")).toBeHidden();
      await expect(page.locator(".property-gallery__nav").first()).toBeHidden();
      await expect(page.locator(".property-gallery__counter")).toBeHidden();
      await expect(page.locator(".property-share")).toBeHidden();
      await expect(page.locator("#mentions")).toBeVisible();
      await expect(page.locator(".property-group").first()).toBeVisible();
    });
  });
}

test.describe("what a listing shows", () => {
  test.use({ extraHTTPHeaders: { "Accept-Language": "nl" } });

  test("a holiday home in Wallonia shows the Walloon PEB mentions", async ({ page, request }) => {
    await openListing(page, request, 4100004, "nl");
    const mentions = page.locator("#mentions");
    await expect(mentions.getByRole("heading", { name: "EPB-certificaat (Wallonië)" })).toBeVisible();
    await expect(mentions).toContainText("Specifiek primair energieverbruik (Espec)");
    await expect(mentions).toContainText("300 kWh/m²/jaar");
    await expect(mentions).toContainText("Totaal primair energieverbruik (Etotal)");
    await expect(mentions).toContainText("20220517004821");
    await expect(mentions.locator('img[src="/images/epc/wallonia/d.svg"]')).toHaveCount(1);
  });

  test("a hidden address (4100003) shows no street and no Street View link", async ({ page, request }) => {
    await openListing(page, request, 4100003, "nl");
    await expect(page.locator("main")).not.toContainText("Bosstraat");
    await expect(page.getByRole("link", { name: /Street View/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /OpenStreetMap/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\/#map=13\//,
    );
    expect(await page.content()).not.toContain("50.99512");
  });

  test("an unpublished price (4100011) reads 'price on request'", async ({ page, request }) => {
    await openListing(page, request, 4100011, "nl");
    await expect(page.locator(".property-header__price")).toHaveText("Prijs op aanvraag");
  });

  test("a video loads only when asked for", async ({ page, request }) => {
    await openListing(page, request, 4100007, "nl");
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: /Toon de video/ }).click();
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveAttribute(
      "title",
      "Video",
    );
  });
});

/** Opens the lightbox of 4100001 at its first photo; answers the dialog and a locator of photo n by its slide label. */
async function openLightbox(page: Page, request: APIRequestContext, lang: "nl" | "fr") {
  await openListing(page, request, 4100001, lang);
  await page.locator(".property-gallery__hero").click();
  const dialog = page.getByRole("dialog", { name: lang === "nl" ? "Fotogalerij" : "Galerie de photos" });
  await expect(dialog).toBeVisible();
  const photo = (n: number) =>
    dialog.getByRole("group", { name: new RegExp(lang === "nl" ? `^Foto ${n} van \\d+$` : `^Photo ${n} sur \\d+$`) });
  await expect(photo(1)).toBeInViewport({ ratio: 0.9 });
  return { dialog, photo };
}

/**
 * A mouse drag across the slider (Swiper takes mouse and touch alike, by pointer events), from x0
 * to x1 and y0 to y1; with holdMs the button stays down that long before it is released.
 */
async function drag(page: Page, [x0, y0]: [number, number], [x1, y1]: [number, number], holdMs = 0) {
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x1, y1, { steps: 8 });
  if (holdMs) await page.waitForTimeout(holdMs);
  await page.mouse.up();
}

/** Past the slide animation (speed 300 ms): a gesture that moved nothing has settled back by then. */
const SETTLED_MS = 700;

test.describe("the lightbox's slider on a phone (spec §9 slider values)", () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: "nl-BE", extraHTTPHeaders: { "Accept-Language": "nl" } });
  const middle = 422;

  test("a swipe to the left shows the next photo", async ({ page, request }) => {
    const { photo } = await openLightbox(page, request, "nl");
    await drag(page, [320, middle], [80, middle]);
    await expect(photo(2)).toBeInViewport({ ratio: 0.9 });
    await expect(photo(1)).not.toBeInViewport();
  });

  test("a drag steeper than 45° does not change the photo (touch angle 45)", async ({ page, request }) => {
    const { photo } = await openLightbox(page, request, "nl");
    await drag(page, [250, middle + 100], [190, middle - 150]); // about 77° from the horizontal
    await page.waitForTimeout(SETTLED_MS);
    await expect(photo(1)).toBeInViewport({ ratio: 0.9 });
    await expect(photo(2)).not.toBeInViewport();
    // the same length of drag, flatter than 45°, does move on
    await drag(page, [330, middle], [80, middle - 60]); // about 13°
    await expect(photo(2)).toBeInViewport({ ratio: 0.9 });
  });

  test("a slow drag moves on only past half the photo's width (long swipe ratio 0.5, 300 ms)", async ({
    page,
    request,
  }) => {
    const { photo } = await openLightbox(page, request, "nl");
    await drag(page, [300, middle], [300 - 0.3 * 390, middle], 500); // 30 % of the width, held 500 ms
    await page.waitForTimeout(SETTLED_MS);
    await expect(photo(1)).toBeInViewport({ ratio: 0.9 });
    await drag(page, [330, middle], [330 - 0.6 * 390, middle], 500); // 60 %
    await expect(photo(2)).toBeInViewport({ ratio: 0.9 });
  });

  test("a drag that starts within 20 px of the screen's edge is left to the system (edge swipe threshold 20)", async ({
    page,
    request,
  }) => {
    const { photo } = await openLightbox(page, request, "nl");
    await drag(page, [382, middle], [140, middle]);
    await page.waitForTimeout(SETTLED_MS);
    await expect(photo(1)).toBeInViewport({ ratio: 0.9 });
    await expect(photo(2)).not.toBeInViewport();
  });

  test("the previous and next buttons move between photos and the close button gives focus back to the photo", async ({
    page,
    request,
  }) => {
    const { dialog, photo } = await openLightbox(page, request, "nl");
    await expect(dialog.getByRole("button", { name: "Vorige foto" })).toBeDisabled(); // the first photo
    await dialog.getByRole("button", { name: "Volgende foto" }).click();
    await expect(photo(2)).toBeInViewport({ ratio: 0.9 });
    await dialog.getByRole("button", { name: "Vorige foto" }).click();
    await expect(photo(1)).toBeInViewport({ ratio: 0.9 });
    await dialog.getByRole("button", { name: "Sluiten" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(".property-gallery__hero")).toBeFocused();
  });
});

// The page itself is checked with every other page type in accessibility.spec.ts; here, the open lightbox.
for (const width of [390, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const lang of ["nl", "fr"] as const) {
      test(`detail page (${lang}) with the lightbox open has no axe violations`, async ({ page, request }) => {
        await openLightbox(page, request, lang);
        const results = await axeScan(page);
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
          [],
        );
      });
    }
  });
}

/**
 * The page's structure (decision 0049): key facts first, each fact once, one contact form beside
 * the page (a call/contact bar on a phone), the other forms on demand; field lists whose labels
 * never run into their values; a sale page of at most 6,000 px at 1280 px with all its facts.
 */
const LANGUAGES = ["nl", "fr", "en", "de"] as const;

/** The listing's page in a language, loaded (its canonical URL through `/property/{id}/`). */
async function openIn(page: Page, request: APIRequestContext, id: number, lang: (typeof LANGUAGES)[number]) {
  const answer = await request.get(`/property/${id}/`, { maxRedirects: 0, headers: { "Accept-Language": lang } });
  expect(answer.status()).toBe(301);
  const response = await page.goto(new URL(answer.headers()["location"]!, "http://localhost").pathname);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState("load");
}

/**
 * Every label–value pair of the page's field lists (groups, mandatory mentions, key facts) whose
 * texts overlap, or whose text runs out of its own element's box or out of the window.
 */
async function fieldListProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const textRects = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    };
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    for (const row of document.querySelectorAll(
      ".field-list__row, .property-mentions__item, .property-keyfacts__fact",
    )) {
      const label = row.querySelector(":scope > dt");
      const value = row.querySelector(":scope > dd");
      if (!label || !value) continue;
      const labelRects = textRects(label);
      const valueRects = textRects(value);
      const name = `"${label.textContent}" / "${value.textContent}"`;
      if (labelRects.some((a) => valueRects.some((b) => overlap(a, b)))) problems.push(`overlap: ${name}`);
      for (const [element, rects] of [
        [label, labelRects],
        [value, valueRects],
      ] as const) {
        const box = element.getBoundingClientRect();
        if (rects.some((rect) => rect.left < box.left - 1 || rect.right > box.right + 1))
          problems.push(`out of its box: "${element.textContent}"`);
        if (rects.some((rect) => rect.right > document.documentElement.clientWidth))
          problems.push(`out of the window: "${element.textContent}"`);
      }
    }
    return problems;
  });
}

test.describe("the detail page's structure", () => {
  for (const width of [390, 1280]) {
    test(`no label runs into its value or out of its box at ${width} px, in four languages`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      // 4100001 Flanders (long Dutch labels: "Buitenparkeerplaatsen", "Overstromingsgevoelig gebied"),
      // 4100004 Wallonia (PEB mentions), 4100007 (video).
      for (const id of [4100001, 4100004, 4100007])
        for (const lang of LANGUAGES) {
          await openIn(page, request, id, lang);
          expect(await fieldListProblems(page), `${id} ${lang} ${width} px`).toEqual([]);
        }
    });
  }

  for (const lang of LANGUAGES) {
    test(`a sale page is at most 6,000 px tall at 1280 px with all its facts (${lang})`, async ({ page, request }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openIn(page, request, 4100001, lang);
      // All its facts: the key-facts bar (price and four facts), the seven groups, the mentions.
      await expect(page.locator(".property-keyfacts .property-header__price")).toHaveText("€ 339.000");
      await expect(page.locator(".property-keyfacts__fact")).toHaveCount(4);
      await expect(page.locator(".property-keyfacts__epc")).toBeVisible();
      await expect(page.locator(".property-group")).toHaveCount(7);
      await expect(page.locator("#mentions .property-mentions__item")).toHaveCount(10);
      for (const group of await page.locator(".property-group").all()) await expect(group).toBeVisible();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThanOrEqual(6000);
    });
  }

  test("one contact form, in view beside the page on a desktop; a call/contact bar on a phone", async ({
    page,
    request,
  }) => {
    // The cookie dialog, at the bottom of the window too, answered before.
    await answeredCookiesBefore(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openIn(page, request, 4100001, "nl");
    await expect(page.locator("form#property-contact")).toHaveCount(1);
    await expect(page.locator(".property-contact-bar")).toBeHidden();
    // The side column stays in view as the page scrolls down to the mandatory mentions.
    await page.locator("#mentions").scrollIntoViewIfNeeded();
    await expect(page.locator("#contact-heading")).toBeInViewport();
    // The visitor's other choices beside the form, one width each.
    const choices = page.locator(".property-aside__choices a");
    await expect(choices).toHaveText(["Boek online een bezoek", "Een bod uitbrengen", "Documenten aanvragen"]);
    const widths = await choices.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().width));
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(1);

    await page.setViewportSize({ width: 390, height: 844 });
    const bar = page.locator(".property-contact-bar");
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole("link", { name: "Bel ons" })).toHaveAttribute("href", /^tel:/);
    await bar.getByRole("link", { name: "Meer info aanvragen" }).click();
    await expect(page.locator("#contact-heading")).toBeInViewport();
  });

  test("without JavaScript the documents request and send-to-a-friend open on demand", async ({ browser, request }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "Accept-Language": "nl" },
    });
    const page = await context.newPage();
    try {
      await openIn(page, request, 4100001, "nl");
      await expect(page.locator("form#documents-request")).toBeHidden();
      await expect(page.locator("form#send-to-friend")).toBeHidden();
      // By the keyboard (the cookie dialog may cover the bottom of the window).
      await page.locator(".property-aside__documents").press("Enter");
      await expect(page.locator("form#documents-request")).toBeVisible();
      await page.locator("summary", { hasText: "Stuur door naar een vriend" }).press("Enter");
      await expect(page.locator("form#send-to-friend")).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("a sold listing has no calculator, no offer, no contact form and no contact bar", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openIn(page, request, 4100002, "nl");
    await expect(page.locator(".property-availability")).toHaveText("Dit pand is verkocht.");
    await expect(page.locator("#calculator")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Een bod uitbrengen" })).toHaveCount(0);
    await expect(page.locator("form#property-contact")).toHaveCount(0);
    await expect(page.locator(".property-contact-bar")).toHaveCount(0);
  });
});
