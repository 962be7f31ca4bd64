/**
 * The detail page's inline slideshow and embedded map in the browser (decision 0045), against the
 * production server with the sample data, nl and fr: the "n / N" counter, the previous and next
 * buttons, the arrow keys, a touch swipe on a phone, one tab stop for the photos, the same counter
 * in the lightbox, the photos without JavaScript; the map that loads nothing from outside until the
 * visitor asks, then shows the listing's pin without the list's "search in this area", and the
 * place and links without JavaScript. The tile server is outside this machine: every tile is
 * answered in the browser with a blank one.
 *
 * Sample listings: 4100001 (Buggenhout, 7 photos, address published), 4100003 (Lebbeke, address
 * not published).
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const TEXT = {
  nl: {
    gallery: "Fotogalerij",
    next: "Volgende foto",
    previous: "Vorige foto",
    photo: (n: number, total: number) => `Foto ${n} van ${total}`,
    decline: "Alles weigeren",
    loadMap: "Toon de kaart (laadt kaarttegels van een externe dienst)",
    mapTitle: /^Kaart met de ligging van /,
    approximate: "Het adres is niet gepubliceerd: de kaart toont het centrum van de gemeente.",
    osm: "Bekijk op OpenStreetMap",
    searchArea: "Zoek in dit gebied",
  },
  fr: {
    gallery: "Galerie de photos",
    next: "Photo suivante",
    previous: "Photo précédente",
    photo: (n: number, total: number) => `Photo ${n} sur ${total}`,
    decline: "Tout refuser",
    loadMap: "Afficher la carte (charge les fonds de carte d'un service externe)",
    mapTitle: /^Carte de la situation de /,
    approximate: "L'adresse n'est pas publiée\u00a0: la carte montre le centre de la commune.",
    osm: "Voir sur OpenStreetMap",
    searchArea: "Rechercher dans cette zone",
  },
} as const;

type Lang = keyof typeof TEXT;

/** The canonical page of a listing in a language (`/property/{id}/` answers a 301 to it). */
async function pathOf(request: APIRequestContext, id: number, lang: Lang): Promise<string> {
  const response = await request.get(`/property/${id}/`, { maxRedirects: 0, headers: { "Accept-Language": lang } });
  expect(response.status()).toBe(301);
  return new URL(response.headers()["location"]!, "http://localhost").pathname;
}

/**
 * Opens the listing, answers the cookie dialog (it covers the photos on a phone) and waits until
 * the slideshow runs (its buttons appear then). `shown(n)`: photo n fills the slideshow's frame.
 */
async function openGallery(page: Page, request: APIRequestContext, lang: Lang) {
  await page.goto(await pathOf(request, 4100001, lang));
  const gallery = page.getByRole("region", { name: TEXT[lang].gallery });
  await expect(gallery.getByRole("button", { name: TEXT[lang].next })).toBeVisible();
  // once the page runs, so the dialog's buttons work
  await page.getByRole("button", { name: TEXT[lang].decline }).click();
  await expect(page.getByRole("button", { name: TEXT[lang].decline })).toBeHidden();
  await gallery.scrollIntoViewIfNeeded();
  const counter = gallery.locator(".property-gallery__counter");
  const slide = (n: number) => gallery.getByRole("group", { name: TEXT[lang].photo(n, 7), exact: true });
  const track = gallery.locator(".property-gallery__track");
  const shown = async (n: number) => {
    await expect
      .poll(async () => {
        const [frame, photo] = [await track.boundingBox(), await slide(n).boundingBox()];
        return frame && photo ? Math.abs(frame.x - photo.x) : Infinity;
      }, `photo ${n} in the slideshow's frame`)
      .toBeLessThan(2);
  };
  return { gallery, counter, slide, shown };
}

for (const lang of ["nl", "fr"] as const) {
  test.describe(`the slideshow (${lang})`, () => {
    test.use({ locale: `${lang}-BE`, extraHTTPHeaders: { "Accept-Language": lang } });

    test("buttons and arrow keys move between photos, the counter follows, the photos are one tab stop", async ({
      page,
      request,
    }) => {
      const { gallery, counter, slide, shown } = await openGallery(page, request, lang);
      await expect(gallery).toHaveAttribute("aria-roledescription", /.+/);
      await expect(counter).toHaveText(`1 / 7${TEXT[lang].photo(1, 7)}`);
      await expect(counter).toHaveAttribute("aria-live", "polite");
      await expect(gallery.getByRole("button", { name: TEXT[lang].previous })).toBeDisabled();
      await shown(1);

      await gallery.getByRole("button", { name: TEXT[lang].next }).click();
      await shown(2);
      await expect(counter).toContainText("2 / 7");

      // one photo link in the tab order, the one shown; the arrow keys move on and take the focus along
      await expect(gallery.locator(".property-gallery__slide > a:not([tabindex='-1'])")).toHaveCount(1);
      await slide(2).getByRole("link").focus();
      await page.keyboard.press("ArrowRight");
      await shown(3);
      await expect(slide(3).getByRole("link")).toBeFocused();
      await expect(counter).toContainText("3 / 7");
      await page.keyboard.press("End");
      await shown(7);
      await expect(counter).toContainText("7 / 7");
      await expect(gallery.getByRole("button", { name: TEXT[lang].next })).toBeDisabled();
      await page.keyboard.press("ArrowLeft");
      await expect(counter).toContainText("6 / 7");

      // the lightbox opens at the photo shown, with the same counter
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: TEXT[lang].gallery });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(".gallery-lightbox__counter")).toHaveText("6 / 7");
      await page.keyboard.press("ArrowRight");
      await expect(dialog.locator(".gallery-lightbox__counter")).toHaveText("7 / 7");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(slide(6).getByRole("link")).toBeFocused();
    });
  });
}

test.describe("the slideshow on a phone", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: "nl-BE",
    extraHTTPHeaders: { "Accept-Language": "nl" },
  });

  test("a swipe to the left shows the next photo, a swipe to the right the previous one", async ({ page, request }) => {
    const { gallery, counter, shown } = await openGallery(page, request, "nl");
    const track = gallery.locator(".property-gallery__track");
    await track.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const box = (await track.boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    /** A finger on the photo moved `distance` px sideways in 10 steps (negative: to the left). */
    const swipe = async (distance: number) => {
      const x0 = box.x + box.width / 2 - distance / 2;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: x0, y }] });
      for (let step = 1; step <= 10; step++) {
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchMove",
          touchPoints: [{ x: x0 + (distance * step) / 10, y }],
        });
        await page.waitForTimeout(16);
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    await swipe(-200);
    await shown(2);
    await expect(counter).toContainText("2 / 7");
    await swipe(200);
    await shown(1);
    await expect(counter).toContainText("1 / 7");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, locale: "nl-BE", extraHTTPHeaders: { "Accept-Language": "nl" } });

  test("every photo is a link to its large version, no dead buttons; the map box shows the place and the links", async ({
    page,
    request,
  }) => {
    await page.goto(await pathOf(request, 4100001, "nl"));
    const gallery = page.getByRole("region", { name: TEXT.nl.gallery });
    const links = gallery.getByRole("link");
    await expect(links).toHaveCount(7);
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", /^\/img\/1920\//);
    await expect(gallery.getByRole("button")).toHaveCount(0);
    await expect(gallery.locator(".property-gallery__counter")).toContainText("1 / 7");

    const location = page.locator(".property-location");
    await expect(location.locator(".property-location__place")).toHaveText("Kasteelstraat 42, 9255 Buggenhout");
    await expect(location.getByRole("button")).toHaveCount(0);
    await expect(location.getByRole("link", { name: new RegExp(TEXT.nl.osm) })).toHaveAttribute("href", /^https:/);
  });
});

for (const lang of ["nl", "fr"] as const) {
  test.describe(`the location map (${lang})`, () => {
    test.use({ locale: `${lang}-BE`, extraHTTPHeaders: { "Accept-Language": lang } });

    test("loads nothing from outside until asked; then the listing's pin, without 'search in this area'", async ({
      page,
      request,
    }) => {
      const outside: string[] = [];
      page.on("request", (r) => {
        if (!new URL(r.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/)) outside.push(r.url());
      });
      await page.route("https://tile.openstreetmap.org/**", (route) =>
        route.fulfill({ body: BLANK_TILE, contentType: "image/png" }),
      );
      await openGallery(page, request, lang);
      const location = page.locator(".property-location");
      const load = location.getByRole("button", { name: TEXT[lang].loadMap });
      await load.scrollIntoViewIfNeeded();
      await expect(location.locator("iframe")).toHaveCount(0);
      expect(outside).toEqual([]);

      await load.click();
      const frame = location.locator("iframe");
      await expect(frame).toHaveAttribute("title", TEXT[lang].mapTitle);
      await expect(frame).toBeFocused();
      const map = page.frameLocator(".property-location__frame");
      await expect(map.locator(".map-frame[data-markers='1']")).toBeVisible();
      await expect(map.locator(".leaflet-marker-icon")).toHaveCount(1);
      await expect(map.getByRole("button", { name: TEXT[lang].searchArea })).toHaveCount(0);
      await expect(location).toContainText("Kasteelstraat 42, 9255 Buggenhout");
      expect(outside.length).toBeGreaterThan(0);
      expect(outside.every((url) => url.startsWith("https://tile.openstreetmap.org/"))).toBe(true);
    });

    test("a hidden address says the map shows the municipality", async ({ page, request }) => {
      await page.goto(await pathOf(request, 4100003, lang));
      const location = page.locator(".property-location");
      await expect(location.getByRole("button", { name: TEXT[lang].loadMap })).toBeVisible();
      await expect(location.locator(".property-location__approximate")).toHaveText(TEXT[lang].approximate);
    });
  });
}
