/**
 * Map search on the list pages (decision 0020) in a real browser, nl and fr, on the sample data: the
 * markers of close listings clustered, a cluster's click zooming in, "search in this area" opening
 * the list of the map's bounds with a removable chip, the map's listings as a list of links, and a
 * bad `bbox` dropped. The tile server is outside this machine: a loopback double answers every tile.
 */
import { expect, test, type Page } from "@playwright/test";

const TILES = "https://tile.openstreetmap.org/**";
const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const T = {
  nl: {
    list: "/nl/te-huur/",
    title: "Te huur",
    loadMap: "Toon de kaart (laadt kaarttegels van een externe dienst)",
    views: "Weergave",
    map: "Kaart",
    cluster: "5 panden: klik om in te zoomen",
    searchArea: "Zoek in dit gebied",
    mapList: (count: number) => `Panden op de kaart als lijst (${count})`,
    chip: "Gebied op de kaart (filter verwijderen)",
  },
  fr: {
    list: "/fr/a-louer/",
    title: "À louer",
    loadMap: "Afficher la carte (charge les fonds de carte d'un service externe)",
    views: "Affichage",
    map: "Carte",
    cluster: "5 biens\u00a0: cliquez pour zoomer",
    searchArea: "Rechercher dans cette zone",
    mapList: (count: number) => `Les biens de la carte en liste (${count})`,
    chip: "Zone sur la carte (supprimer le filtre)",
  },
} as const;

const results = (page: Page, title: string) => page.getByRole("region", { name: title });

test.beforeEach(async ({ page }) => {
  await page.route(TILES, (route) => route.fulfill({ status: 200, contentType: "image/png", body: BLANK_TILE }));
  // A visitor who already answered the cookie dialog (Decline): it does not cover the map.
  await page.addInitScript(() =>
    localStorage.setItem(
      "consent",
      JSON.stringify({
        id: "0d8f3c1e-5b7a-4c2d-9e6f-1a2b3c4d5e6f",
        version: "2026-11-22",
        date: new Date().toISOString(),
        choices: { necessary: true, analytical: false, marketing: false, socialMedia: false, unclassified: false },
      }),
    ),
  );
});

for (const lang of ["nl", "fr"] as const) {
  const t = T[lang];

  test(`clusters, zoom on a cluster, search in this area, remove the area (${lang})`, async ({ page }) => {
    await page.goto(`${t.list}?view=map`);
    await page.getByRole("link", { name: t.loadMap }).click();
    const frame = page.frameLocator("iframe#listing-map");
    await expect(frame.locator(".map-frame")).toHaveAttribute("data-markers", "8");
    // Belgium-wide: the five holiday homes of Beffe make one cluster, Spa's two another, the coast one pin.
    const beffe = frame.getByRole("button", { name: t.cluster });
    await expect(beffe).toHaveText("5");
    await expect(frame.locator(".map-cluster")).toHaveCount(2);
    await expect(frame.locator(".map-pin")).toHaveCount(1);

    // the same listings as links, for keyboards and screen readers
    const mapList = page.getByRole("region", { name: t.mapList(8) });
    await expect(mapList.getByRole("link")).toHaveCount(8);

    // A click while the map still settles into its first view can land beside the moving cluster
    // (seen on a loaded machine): clicked again until the map has zoomed in on it.
    await expect(async () => {
      if ((await beffe.count()) > 0) await beffe.click({ timeout: 2_000 });
      await expect(frame.locator(".map-cluster", { hasText: "5" })).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });

    await frame.getByRole("button", { name: t.searchArea }).click();
    await expect(page).toHaveURL(/[?&]bbox=[-\d.]+,[-\d.]+,[-\d.]+,[-\d.]+/);
    await expect(page).toHaveURL(/[?&]map=1/);
    const region = results(page, t.title);
    await expect(region.getByRole("article")).toHaveCount(5);
    await expect(frame.locator(".map-frame")).toHaveAttribute("data-markers", "5");
    await expect(page.getByRole("region", { name: t.mapList(5) }).getByRole("link")).toHaveCount(5);
    for (const link of await region.getByRole("article").getByRole("heading").allTextContents())
      expect(link).toMatch(/Beffe|Chalet|Gîte|Villa du Bois|Tiny house/);

    // the area is a filter like the others: a chip removes it
    await page.getByRole("link", { name: t.chip }).click();
    await expect(page).not.toHaveURL(/bbox=/);
    await expect(results(page, t.title).getByRole("article")).toHaveCount(8);
  });
}

test("a bad area is dropped from the list's URL, and the API names it", async ({ page, request }) => {
  const response = await page.goto("/nl/te-huur/?bbox=5.6,50.2,5.4,50.3&view=map");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/nl\/te-huur\/\?view=map$/);
  await expect(results(page, "Te huur").getByRole("article")).toHaveCount(8);

  const api = await request.get("/api/properties?bbox=abc");
  expect(api.status()).toBe(400);
  expect(await api.json()).toMatchObject({ error: "invalid_parameter", parameter: "bbox" });
  const beffe = await request.get("/api/properties?bbox=5.4,50.2,5.6,50.3");
  expect(beffe.status()).toBe(200);
  expect((await beffe.json()) as { total: number }).toMatchObject({ total: 5 });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("an area in the URL filters the list, shows its chip and the map's listings as links", async ({ page }) => {
    await page.goto("/fr/a-louer/?view=map&bbox=5.4,50.2,5.6,50.3");
    await expect(results(page, "À louer").getByRole("article")).toHaveCount(5);
    await expect(page.getByRole("region", { name: T.fr.mapList(5) }).getByRole("link")).toHaveCount(5);
    await page.getByRole("link", { name: T.fr.chip }).click();
    await expect(page).toHaveURL(/\/fr\/a-louer\/\?view=map$/);
    await expect(results(page, "À louer").getByRole("article")).toHaveCount(8);
  });
});
