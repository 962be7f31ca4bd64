/**
 * First end-to-end checks: the home page renders in Dutch with the agency's name, and the health
 * endpoint reports a working database. Runs against the production server (playwright.config.ts).
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

/** The agency's name as configured, so a rename in content/ does not break this test. */
function agencyName(): string {
  const file = new URL("../../content/site-info.json", import.meta.url);
  const siteInfo = JSON.parse(readFileSync(file, "utf8")) as { name?: unknown };
  if (typeof siteInfo.name !== "string" || siteInfo.name.trim() === "") {
    throw new Error(`content/site-info.json has no "name" (the agency's name)`);
  }
  return siteInfo.name;
}

test.describe("home page for a Dutch-speaking visitor", () => {
  test.use({ locale: "nl-BE", extraHTTPHeaders: { "Accept-Language": "nl-BE,nl;q=0.9" } });

  test("/ redirects once, with 302, to /nl/", async ({ request, baseURL }) => {
    const response = await request.get("/", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    const location = response.headers()["location"] ?? "";
    expect(new URL(location, baseURL).pathname).toBe("/nl/");
  });

  test("/ ends on /nl/ with lang=nl and the agency's name", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/nl/");
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByText(agencyName()).first()).toBeVisible();
  });
});

test("/healthz reports the database ok and the last sync", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  const body: unknown = await response.json();
  expect(body).toMatchObject({ status: "ok", db: "ok" });
  expect(body).toHaveProperty("lastSync");
});

/**
 * The banner's picture on a phone is a crop chosen for it, not a narrow version blown up behind the
 * search block: a 16:9 band under the header, drawn from a file at least as wide as it is shown
 * (no enlargement: no blur), with no veil over it, the title below it (decision 0045). On a wide
 * screen the picture stays behind the search block.
 */
for (const lang of ["nl", "fr"] as const) {
  test.describe(`the home banner's picture (${lang})`, () => {
    for (const { width, height, phone } of [
      { width: 390, height: 844, phone: true },
      { width: 1280, height: 900, phone: false },
    ]) {
      test(`at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(`/${lang}/`);
        const picture = page.locator(".home-banner__image");
        await expect(picture).toBeVisible();
        await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
        const drawn = await picture.evaluate((image: HTMLImageElement) => {
          const box = image.getBoundingClientRect();
          // object-fit: cover draws the picture at the larger of the two scales
          const scale = Math.max(box.width / image.naturalWidth, box.height / image.naturalHeight);
          const title = document.querySelector(".home-banner__title")!.getBoundingClientRect();
          const veil = getComputedStyle(image.closest(".home-banner__media")!, "::after").backgroundImage;
          return {
            scale,
            width: box.width,
            height: box.height,
            top: box.top,
            titleTop: title.top,
            bottom: box.bottom,
            veil,
          };
        });
        if (phone) {
          expect(drawn.width).toBe(width);
          expect(drawn.width / drawn.height).toBeCloseTo(16 / 9, 1);
          // (1 % for the band's fractional height)
          expect(drawn.scale, "the file is at least as wide as the picture is shown").toBeLessThanOrEqual(1.01);
          expect(drawn.titleTop, "the title under the picture").toBeGreaterThanOrEqual(drawn.bottom - 1);
          // the old veil darkened the whole picture; now only its lower edge melts into the colour
          expect(drawn.veil).not.toMatch(/rgba\(10, 20, 25/);
        } else {
          expect(drawn.titleTop, "the title over the picture").toBeLessThan(drawn.bottom);
        }
      });
    }
  });
}
