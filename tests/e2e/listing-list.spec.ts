/**
 * The property lists in a real browser, nl and fr, on the sample data: counts and cards,
 * filtering by city then type through the form (with and without JavaScript), sorting, paging,
 * axe-core at 390 and 1280 px, and the public JSON API on the same server.
 *
 * The e2e server uses the shipped settings (12 listings per page), so the whole sample fits on one
 * page: paging over several pages is covered by tests/integration/listing-list-page.test.ts.
 */
import { axeScan } from "./fixtures/axe.ts";
import { expect, test, type Page } from "@playwright/test";

const LISTS = [
  { lang: "nl", path: "/nl/te-koop/", title: "Te koop", summary: "Pagina 1 van 1, 3 panden", count: 3 },
  { lang: "nl", path: "/nl/te-huur/", title: "Te huur", summary: "Pagina 1 van 1, 8 panden", count: 8 },
  {
    lang: "nl",
    path: "/nl/vakantiewoningen/",
    title: "Vakantiewoningen",
    summary: "Pagina 1 van 1, 8 panden",
    count: 8,
  },
  { lang: "fr", path: "/fr/a-vendre/", title: "À vendre", summary: "Page 1 sur 1, 3 biens", count: 3 },
  { lang: "fr", path: "/fr/a-louer/", title: "À louer", summary: "Page 1 sur 1, 8 biens", count: 8 },
  {
    lang: "fr",
    path: "/fr/maisons-de-vacances/",
    title: "Maisons de vacances",
    summary: "Page 1 sur 1, 8 biens",
    count: 8,
  },
] as const;

/** The results of a list: the region named by the list's title. */
const results = (page: Page, title: string) => page.getByRole("region", { name: title });
/** The filter form (a search landmark), apart from any other search box of the page. */
const filters = (page: Page, lang: "nl" | "fr" = "nl") =>
  page.getByRole("search", { name: lang === "nl" ? "Verfijn uw zoekopdracht" : "Affiner votre recherche" });

for (const list of LISTS) {
  test(`${list.path} shows its ${list.count} listings on one page`, async ({ page }) => {
    const response = await page.goto(list.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(list.title);
    const region = results(page, list.title);
    await expect(region.getByRole("heading", { level: 2, name: list.summary })).toBeVisible();
    await expect(region.getByRole("article")).toHaveCount(list.count);
    // everything fits on one page: no paging to show
    await expect(page.getByRole("navigation", { name: list.lang === "nl" ? "Paginering" : "Pagination" })).toHaveCount(
      0,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${list.path}$`));
  });
}

test("every card links to its listing and shows a price line; an unpublished price reads 'on request'", async ({
  page,
}) => {
  await page.goto("/fr/maisons-de-vacances/");
  const region = results(page, "Maisons de vacances");
  const thermes = region.getByRole("article").filter({ hasText: "Les Thermes" });
  await expect(thermes).toContainText("Prix sur demande");
  await expect(thermes.getByRole("link")).toHaveAttribute(
    "href",
    /^\/fr\/maisons-de-vacances\/spa\/[a-z0-9-]+\/4100011\/$/,
  );
  // thumbnails keep their box while they load (fixed aspect ratio, explicit size)
  const image = region.getByRole("article").first().locator(".listing-card__media img");
  await expect(image).toHaveAttribute("width", "250");
  await expect(image).toHaveAttribute("height", "167");
  await expect(image).toHaveAttribute("src", /^\/img\/250\//);
  await expect(image).toHaveAttribute("srcset", /250w/);
  // a short description, cleaned of markup, under the facts
  await expect(thermes.locator(".listing-card__summary")).toHaveText(/\S{3,}/);
  await expect(thermes.locator(".listing-card__summary")).not.toContainText("<");
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("filtering by city, then by type, through the form (nl)", async ({ page }) => {
      await page.goto("/nl/te-huur/");
      await filters(page).getByLabel("Gemeente").selectOption({ label: "Spa (2)" });
      await filters(page).getByRole("button", { name: "Toepassen" }).click();
      await expect(page).toHaveURL(/\/nl\/te-huur\/\?city=Spa%7C4900(&|$)/);
      const region = results(page, "Te huur");
      await expect(region.getByRole("heading", { level: 2, name: "Pagina 1 van 1, 2 panden" })).toBeVisible();
      await expect(region.getByRole("article")).toHaveCount(2);
      // the form shows the filter that is on
      await expect(filters(page).getByLabel("Gemeente")).toHaveValue("Spa|4900");

      await filters(page).getByLabel("Type pand").selectOption({ label: "Appartement (1)" });
      await filters(page).getByRole("button", { name: "Toepassen" }).click();
      await expect(page).toHaveURL(/city=Spa%7C4900/);
      await expect(page).toHaveURL(/type=2/);
      await expect(region.getByRole("article")).toHaveCount(1);
      await expect(region.getByRole("article")).toContainText("Appartement Les Thermes");
      // the filtered list is not indexed; its canonical is the whole list
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/nl\/te-huur\/$/);

      await filters(page).getByRole("link", { name: "Filters wissen" }).click();
      await expect(page).toHaveURL(/\/nl\/te-huur\/$/);
      await expect(region.getByRole("article")).toHaveCount(8);
    });

    test("filtering by city through the form (fr)", async ({ page }) => {
      await page.goto("/fr/a-vendre/");
      await filters(page, "fr").getByLabel("Commune").selectOption({ label: "Dendermonde (1)" });
      await filters(page, "fr").getByRole("button", { name: "Appliquer" }).click();
      const region = results(page, "À vendre");
      await expect(region.getByRole("heading", { level: 2, name: "Page 1 sur 1, 1 bien" })).toBeVisible();
      await expect(region.getByRole("article")).toContainText("Dendermonde");
    });
  });
}

test.describe("on a phone (390 × 844)", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`results first, filters behind "Filtres", active filters as removable chips (fr, ${
      javaScriptEnabled ? "with" : "without"
    } JavaScript)`, async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        javaScriptEnabled,
      });
      const page = await context.newPage();
      await page.goto("/fr/a-louer/");
      const region = results(page, "À louer");
      // the first card's picture and title are on the first screen
      const first = region.getByRole("article").first();
      const card = (await first.boundingBox())!;
      expect(card.y + 150).toBeLessThan(844);
      await expect(first.getByRole("heading")).toBeInViewport();
      await expect(filters(page, "fr")).toBeHidden();

      await page.getByText("Filtres", { exact: true }).click();
      await expect(filters(page, "fr")).toBeVisible();
      // one field a row: the select's text is not cut
      const city = filters(page, "fr").getByLabel("Commune");
      expect((await city.boundingBox())!.width).toBeGreaterThan(300);
      await city.selectOption({ label: "Spa (2)" });
      await filters(page, "fr").getByLabel("Prix maximum").fill("5000");
      await filters(page, "fr").getByRole("button", { name: "Appliquer" }).click();
      await expect(page).toHaveURL(/\?city=Spa%7C4900&maxPrice=5000&sort=newest$/);
      await expect(page.getByText("Filtres (2)", { exact: true })).toBeVisible();
      const chips = page.getByRole("list", { name: "Filtres actifs" });
      await expect(chips.getByRole("link")).toHaveText([
        "Commune\u00a0: Spa× (supprimer le filtre)",
        "Prix maximum\u00a0: € 5.000× (supprimer le filtre)",
      ]);
      await chips.getByRole("link", { name: /^Commune/ }).click();
      await expect(page).toHaveURL(/\/fr\/a-louer\/\?maxPrice=5000&sort=newest$/);
      await expect(page.getByText("Filtres (1)", { exact: true })).toBeVisible();
      await context.close();
    });
  }
});

test("habitable surface, flood score and new listings as filters, each a removable chip (nl)", async ({ page }) => {
  await page.goto("/nl/te-koop/");
  // every sale card shows the Flemish coloured EPC label beside its text
  await expect(page.locator('.listing-card__epc img[src^="/images/epc/flanders/"]')).toHaveCount(3);
  await page.goto("/nl/te-huur/");
  await filters(page).getByLabel("Minimum bewoonbare oppervlakte (m²)").fill("100");
  await filters(page).getByLabel("Overstromingsscore (P en G) tot en met").selectOption({ label: "A (geen risico)" });
  await filters(page).getByLabel("Alleen nieuwe panden (laatste 14 dagen)").check();
  await filters(page).getByRole("button", { name: "Toepassen" }).click();
  await expect(page).toHaveURL(/\?minArea=100&maxFlood=A&new=1&sort=newest$/);
  await expect(page.getByRole("list", { name: "Actieve filters" }).getByRole("link")).toHaveText([
    "Minimum bewoonbare oppervlakte (m²): 100 m²× (filter verwijderen)",
    "Overstromingsscore (P en G) tot en met: A× (filter verwijderen)",
    "Alleen nieuwe panden (laatste 14 dagen)× (filter verwijderen)",
  ]);
  await expect(filters(page).getByLabel("Alleen nieuwe panden (laatste 14 dagen)")).toBeChecked();
});

test("save this search opens the keep-me-informed form with the list's filters filled in (nl)", async ({ page }) => {
  await page.goto("/nl/te-huur/?city=Spa%7C4900&bedrooms=1");
  await page.getByRole("link", { name: "Bewaar deze zoekopdracht" }).click();
  await expect(page).toHaveURL(/\/nl\/blijf-op-de-hoogte\/\?goal=rent&zones=4900&bedroomsMin=1$/);
  await expect(page.getByRole("radio", { name: "Huren" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Spa (4900)" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Lebbeke (9280)" })).not.toBeChecked();
  await expect(page.getByLabel("Minimum aantal slaapkamers")).toHaveValue("1");
});

test("sorting by price, lowest first, compares per week and puts the listing without a published price last", async ({
  page,
}) => {
  await page.goto("/nl/te-huur/");
  await filters(page).getByLabel("Sorteren op").selectOption({ label: "Prijs (laagste eerst)" });
  await filters(page).getByRole("button", { name: "Toepassen" }).click();
  await expect(page).toHaveURL(/sort=price-asc/);
  // the sorted page's cards, not the ones still on screen while it loads
  await expect(filters(page).getByLabel("Sorteren op")).toHaveValue("price-asc");
  await expect(results(page, "Te huur").locator(".listing-card__price")).toHaveCount(8);
  const prices = await results(page, "Te huur").locator(".listing-card__price").allTextContents();
  expect(prices).toHaveLength(8);
  expect(prices.at(-1)).toBe("Prijs op aanvraag");
  // Per week (decision 0043): € 145 a night is € 1.015 a week, dearer than € 895 a week.
  expect(prices.slice(0, 3)).toEqual(["€ 95 / nacht", "€ 895 / week", "€ 145 / nacht"]);
});

test("a page past the last one, or a bad parameter, leads back to the clean list", async ({ page }) => {
  await page.goto("/nl/te-koop/?page=2");
  await expect(page).toHaveURL(/\/nl\/te-koop\/$/);
  await page.goto("/nl/te-koop/?page=abc&minPrice=&city=9200");
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=9200$/);
  await expect(results(page, "Te koop").getByRole("article")).toHaveCount(1);
});

test("no match shows 'no properties found for your search'", async ({ page }) => {
  await page.goto("/nl/te-koop/?minPrice=50000000");
  await expect(page.getByText("Geen panden gevonden voor uw zoekopdracht")).toBeVisible();
  await expect(
    results(page, "Te koop").getByRole("heading", { level: 2, name: "Pagina 1 van 1, 0 panden" }),
  ).toBeVisible();
});

test.describe("public JSON API", () => {
  test("/api/properties counts, filters, and answers 400 naming a bad parameter", async ({ request }) => {
    for (const [goal, total] of [
      ["sale", 3],
      ["rent", 8],
      ["holiday", 8],
    ] as const) {
      const response = await request.get(`/api/properties?goal=${goal}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("public, max-age=60");
      // the listing API is rate limited per address (settings.rateLimits.api: 120 a minute)
      expect(response.headers()["ratelimit-policy"]).toMatch(/q=120; w=60/);
      expect(((await response.json()) as { total: number }).total).toBe(total);
    }
    const dendermonde = (await (await request.get("/api/properties?city=9200")).json()) as {
      items: { city: string }[];
    };
    expect(dendermonde.items.map((item) => item.city)).toEqual(["Dendermonde"]);
    const bad = await request.get("/api/properties?minPrice=abc");
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "invalid_parameter", parameter: "minPrice" });
  });

  test("/api/properties/{id} and /api/suggest", async ({ request }) => {
    const found = await request.get("/api/properties/4100001?lang=fr");
    expect(found.status()).toBe(200);
    expect(await found.json()).toMatchObject({ id: 4100001, lang: "fr", goal: "sale" });
    const missing = await request.get("/api/properties/4199999");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: "not_found" });
    const suggestions = (await (await request.get("/api/suggest?q=dender")).json()) as { cities: { name: string }[] };
    expect(suggestions.cities.map((city) => city.name)).toEqual(["Dendermonde"]);
  });
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // The lists as they open are scanned with every page type (accessibility.spec.ts); here, their other states.
    for (const path of [
      "/nl/te-huur/?city=Spa%7C4900",
      "/fr/maisons-de-vacances/?minPrice=50000000",
      "/nl/te-koop/?view=map&map=1",
    ]) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        const scan = await axeScan(page);
        expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      });
    }
  });
}

test.describe("map/list switch", () => {
  const TILES = "https://tile.openstreetmap.org/**";

  test("the map view keeps the list, loads tiles only when asked, and puts a marker per listing (nl)", async ({
    page,
  }) => {
    const tileRequests: string[] = [];
    // The tile server is outside this machine: a loopback double answers with a blank tile.
    await page.route(TILES, (route) => {
      tileRequests.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: "image/png",
        body: Buffer.from(
          "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
          "base64",
        ),
      });
    });
    await page.goto("/nl/te-huur/?city=Spa%7C4900");
    const views = page.getByRole("navigation", { name: "Weergave" });
    await expect(views.getByRole("link", { name: "Lijst" })).toHaveAttribute("aria-current", "page");
    // nothing external before the visitor asks
    await expect(page.locator("iframe#listing-map")).toHaveCount(0);
    expect(tileRequests).toEqual([]);

    // one click on "Kaart" is the visitor's asking: the map shows at once
    await views.getByRole("link", { name: "Kaart" }).click();
    await expect(page).toHaveURL(/\?city=Spa%7C4900&view=map&map=1$/);
    await expect(views.getByRole("link", { name: "Kaart" })).toHaveAttribute("aria-current", "page");
    // the map view is not a page of its own for search engines
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    // the list is still complete
    const region = results(page, "Te huur");
    await expect(region.getByRole("article")).toHaveCount(2);
    const frame = page.frameLocator("iframe#listing-map");
    await expect(frame.locator(".map-frame")).toHaveAttribute("data-markers", "2");
    await expect(frame.locator(".leaflet-marker-icon")).toHaveCount(2);
    await expect.poll(() => tileRequests.length).toBeGreaterThan(0);

    // a marker's popup names the listing and links to its detail page, opened in the whole window
    await frame.locator(".leaflet-marker-icon").first().click();
    const popupLink = frame.locator(".map-popup a");
    await expect(popupLink).toHaveAttribute("href", /^\/nl\/vakantiewoningen\/spa\/[a-z0-9-]+\/\d+\/$/);
    await expect(popupLink).toHaveAttribute("target", "_top");

    await views.getByRole("link", { name: "Lijst" }).click();
    await expect(page).toHaveURL(/\/nl\/te-huur\/\?city=Spa%7C4900$/);
    await expect(page.locator("iframe#listing-map")).toHaveCount(0);
  });

  test("a map view link without the tiles asked for (an older link) waits for the visitor's click", async ({
    page,
  }) => {
    await page.route(TILES, (route) => route.abort("internetdisconnected"));
    await page.goto("/nl/te-koop/?view=map");
    await expect(page.locator("iframe#listing-map")).toHaveCount(0);
    await page.getByRole("link", { name: "Toon de kaart (laadt kaarttegels van een externe dienst)" }).click();
    await expect(page.frameLocator("iframe#listing-map").locator(".leaflet-marker-icon")).toHaveCount(3);
  });

  test("when the tiles cannot load, the markers and the list still work (fr)", async ({ page }) => {
    await page.route(TILES, (route) => route.abort("internetdisconnected"));
    await page.goto("/fr/a-vendre/?view=map&map=1");
    const frame = page.frameLocator("iframe#listing-map");
    await expect(frame.locator(".leaflet-marker-icon")).toHaveCount(3);
    await expect(results(page, "À vendre").getByRole("article")).toHaveCount(3);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the switch and the map link are plain links; the list stays usable", async ({ page }) => {
      await page.goto("/nl/te-koop/");
      await page.getByRole("navigation", { name: "Weergave" }).getByRole("link", { name: "Kaart" }).click();
      await expect(page).toHaveURL(/\/nl\/te-koop\/\?view=map&map=1$/);
      await expect(page.locator("iframe#listing-map")).toHaveAttribute("src", "/embed/map/?lang=nl");
      await expect(results(page, "Te koop").getByRole("article")).toHaveCount(3);
    });
  });
});
