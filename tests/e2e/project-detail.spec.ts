/**
 * The projects list and the project detail page in the browser, against the production
 * server with the sample data (one project: 5100001, Residentie De Schelde in Dendermonde): the
 * unprefixed `/project/{id}/` and `/project/?id={id}` redirects, list → detail in nl and fr, the
 * units table (as cards on a phone), the photo lightbox by keyboard, the city filter, the not-found page and axe-core
 * on list and detail at 390 and 1280 px.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";

const PROJECT = 5100001;
const TEXT = {
  nl: {
    list: "/nl/projecten/",
    crumb: "Projecten",
    breadcrumb: "Kruimelpad",
    units: "Eenheden",
    sold: "Verkocht",
    copyLink: "Link kopiëren",
    constructions: "Bouwwerken",
    documents: "Documenten",
    similar: "Gelijkaardige projecten",
    noProjects: "Geen projecten gevonden",
    filter: "Gemeente",
    apply: "Toepassen",
    summary: "Pagina 1 van 1, 1 project",
  },
  fr: {
    list: "/fr/projets/",
    crumb: "Projets",
    breadcrumb: "Fil d'Ariane",
    units: "Lots",
    sold: "Vendu",
    copyLink: "Copier le lien",
    constructions: "Constructions",
    documents: "Documents",
    similar: "Projets similaires",
    noProjects: "Aucun projet trouvé",
    filter: "Commune",
    apply: "Appliquer",
    summary: "Page 1 sur 1, 1 projet",
  },
} as const;

/** Where an unprefixed project address sends a visitor of a language (a 301 to the canonical URL). */
async function canonicalPath(request: APIRequestContext, url: string, lang: "nl" | "fr"): Promise<string> {
  const response = await request.get(url, { maxRedirects: 0, headers: { "Accept-Language": lang } });
  expect(response.status(), `${url} in ${lang}`).toBe(301);
  return new URL(response.headers()["location"]!, "http://localhost").pathname;
}

/** Opens the project's page and waits until it runs in the browser (the copy-link button appears then). */
async function openProject(page: Page, request: APIRequestContext, lang: "nl" | "fr"): Promise<void> {
  const response = await page.goto(await canonicalPath(request, `/project/${PROJECT}/`, lang));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("button", { name: TEXT[lang].copyLink })).toBeVisible();
}

test.describe("the canonical URL", () => {
  test("/project/{id}/ and /project/?id={id} answer 301 to the project in the visitor's language", async ({
    request,
  }) => {
    expect(await canonicalPath(request, `/project/${PROJECT}/`, "nl")).toBe(
      "/nl/projecten/dendermonde/residentie-de-schelde/5100001/",
    );
    expect(await canonicalPath(request, `/project/?id=${PROJECT}`, "fr")).toBe(
      "/fr/projets/dendermonde/residentie-de-schelde/5100001/",
    );
    // Without the trailing slash too (the banner may link either way).
    const bare = await request.get(`/project?id=${PROJECT}`, { headers: { "Accept-Language": "nl" } });
    expect(bare.url()).toMatch(/\/nl\/projecten\/dendermonde\/residentie-de-schelde\/5100001\/$/);
  });

  test("a wrong slug answers 301 to the canonical URL", async ({ request }) => {
    const response = await request.get("/nl/projecten/gent/oude-naam/5100001/", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()["location"]!, "http://localhost").pathname).toBe(
      "/nl/projecten/dendermonde/residentie-de-schelde/5100001/",
    );
  });

  test("an unknown or malformed id shows 'project not found' with status 404", async ({ page }) => {
    for (const url of ["/nl/projecten/gent/bestaat-niet/9999999/", "/project/9999999/", "/project/?id=abc"]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Project niet gevonden");
    }
    await expect(page.getByRole("link", { name: "Projecten", exact: true }).last()).toHaveAttribute(
      "href",
      "/nl/projecten/",
    );
  });
});

for (const lang of ["nl", "fr"] as const) {
  test.describe(`projects (${lang})`, () => {
    test.use({ locale: `${lang}-BE`, extraHTTPHeaders: { "Accept-Language": lang } });

    test("list → detail: the card opens the project with its breadcrumb, units, constructions and documents", async ({
      page,
    }) => {
      await page.goto(TEXT[lang].list);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator("#results")).toHaveText(TEXT[lang].summary);
      const thumbnail = page.locator(".listing-card--project img").first();
      await expect(thumbnail).toHaveAttribute("src", /^\/img\/400\//);
      await expect(thumbnail).toHaveAttribute("fetchpriority", "high"); // the list's likely LCP image
      await page.getByRole("link", { name: "Residentie De Schelde" }).click();
      await expect(page).toHaveURL(
        new RegExp(`/${lang}/(projecten|projets)/dendermonde/residentie-de-schelde/5100001/$`),
      );
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Residentie De Schelde");
      const crumbs = page.getByRole("navigation", { name: TEXT[lang].breadcrumb }).getByRole("listitem");
      await expect(crumbs.nth(1)).toHaveText(TEXT[lang].crumb);
      await expect(page.locator(".property-header__price")).toHaveText("€ 249.000 – € 545.000"); // euro amounts in nl-BE style in every language (spec §9)

      const units = page.getByRole("region", { name: TEXT[lang].units }).getByRole("table");
      await expect(units.getByRole("row")).toHaveCount(9);
      await expect(units.getByRole("row", { name: /A\.0\.1/ })).toContainText(TEXT[lang].sold);
      await expect(page.getByRole("heading", { name: TEXT[lang].constructions })).toBeVisible();
      await expect(page.locator("#documents li")).toHaveCount(2);
      // Requested with the documents form (no more mailto link).
      await expect(page.locator("#documents form#documents-request")).toHaveCount(1);
      await expect(page.locator("#documents a[href^='mailto:']")).toHaveCount(0);
      // The only project has no similar ones: no heading over nothing.
      await expect(page.getByRole("heading", { name: TEXT[lang].similar })).toHaveCount(0);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(
        jsonLd.some(
          (text) =>
            text.includes('"RealEstateListing"') &&
            text.includes('"AggregateOffer"') &&
            text.includes('"lowPrice":249000'),
        ),
      ).toBe(true);
    });

    test("the lightbox opens with the keyboard and closes with Escape, focus back on the photo", async ({
      page,
      request,
    }) => {
      await openProject(page, request, lang);
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

    test("on a phone each unit shows its status and price without scrolling sideways; a sold one says so once", async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openProject(page, request, lang);
      const region = page.getByRole("region", { name: TEXT[lang].units });
      const table = region.getByRole("table");
      await table.scrollIntoViewIfNeeded();
      // nothing to scroll: the units fit the screen's width
      const box = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect(box.scroll).toBeLessThanOrEqual(box.client);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      /** Within the screen's width (a row may be further down the page, never beside it). */
      const withinWidth = async (element: Locator) => {
        const box = (await element.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      };
      for (const row of await table.locator("tbody tr").all()) {
        const status = row.locator(".project-units__status");
        const price = row.locator(".project-units__price");
        await expect(status).toBeVisible();
        await withinWidth(status);
        if ((await status.textContent()) === TEXT[lang].sold) {
          await expect(price).toBeHidden(); // no second "sold" where the price would be
          expect((await row.innerText()).split(TEXT[lang].sold)).toHaveLength(2);
        } else {
          await expect(price).toHaveText(/^€\s[\d.]+$/);
          await withinWidth(price);
        }
      }
      // still a table with its column headers for assistive technologies
      await expect(table.getByRole("columnheader")).toHaveCount(6);
      await expect(table.getByRole("rowheader", { name: "A.0.1" })).toBeAttached();
    });

    test("the city filter is a plain GET form with a shareable URL", async ({ page }) => {
      await page.goto(TEXT[lang].list);
      const form = page.locator(".project-filters");
      await form.getByLabel(TEXT[lang].filter).selectOption("Dendermonde|9200");
      await form.getByRole("button", { name: TEXT[lang].apply }).click();
      await expect(page).toHaveURL(/\?city=Dendermonde%7C9200$/);
      await expect(page.locator(".listing-card--project")).toHaveCount(1);
      await page.goto(`${TEXT[lang].list}?city=Spa`);
      await expect(page.locator(".listing-results__empty")).toHaveText(TEXT[lang].noProjects);
    });
  });
}
