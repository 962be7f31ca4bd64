/**
 * Favourites and compare (decision 0020) in a real browser, nl and fr, on the sample data: hearts and
 * compare toggles on the cards, kept in the browser's storage across a reload, the favourites page
 * and its shareable link opened in a fresh browser (without JavaScript: server-rendered), the
 * comparison of three listings and its shareable URL, and axe-core on both pages at 390 and 1280 px.
 */
import { axeScan } from "./fixtures/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import { answeredCookiesBefore } from "./fixtures/visitor.ts";

const T = {
  nl: {
    sale: "/nl/te-koop/",
    rent: "/nl/te-huur/",
    favourites: "/nl/favorieten/",
    compare: "/nl/vergelijken/",
    first: "Gerenoveerde rijwoning met zonnige tuin in hartje Buggenhout",
    second: "Modern appartement met zuidterras en garage aan de Oude Vest",
    heart: (title: string) => `Bewaar als favoriet: ${title}`,
    compareToggle: (title: string) => `Vergelijk: ${title}`,
    added: (title: string) => `${title} is bewaard bij uw favorieten.`,
    removed: (title: string) => `${title} is verwijderd uit uw favorieten.`,
    full: "U kunt tot drie panden vergelijken. Haal er eerst een uit de vergelijking.",
    favouritesLink: /^Favorieten/,
    compareLink: /^Vergelijken/,
    own: "Mijn favorieten",
    shared: "Gedeelde favorieten",
    noScript: /hebben JavaScript nodig/,
    caption: "Vergelijking van 3 panden",
    pricePerM2: "Prijs per m² bewoonbaar",
    tooMany: "U kunt tot drie panden vergelijken: de eerste drie worden getoond.",
    unknown: "Niet gevonden of niet meer aangeboden: 999.",
    empty: /Kies tot drie panden/,
  },
  fr: {
    sale: "/fr/a-vendre/",
    rent: "/fr/a-louer/",
    favourites: "/fr/favoris/",
    compare: "/fr/comparer/",
    first: "Maison mitoyenne rénovée avec jardin ensoleillé au cœur de Buggenhout",
    second: "Appartement moderne avec terrasse sud et garage, Oude Vest",
    heart: (title: string) => `Enregistrer comme favori\u00a0: ${title}`,
    compareToggle: (title: string) => `Comparer\u00a0: ${title}`,
    added: (title: string) => `${title} a été ajouté à vos favoris.`,
    removed: (title: string) => `${title} a été retiré de vos favoris.`,
    full: "Vous pouvez comparer jusqu'à trois biens. Retirez-en d'abord un de la comparaison.",
    favouritesLink: /^Favoris/,
    compareLink: /^Comparer/,
    own: "Mes favoris",
    shared: "Favoris partagés",
    noScript: /nécessitent JavaScript/,
    caption: "Comparaison de 3 biens",
    pricePerM2: "Prix par m² habitable",
    tooMany: "Vous pouvez comparer jusqu'à trois biens\u00a0: les trois premiers sont affichés.",
    unknown: "Introuvable ou plus proposé\u00a0: 999.",
    empty: /Choisissez jusqu'à trois biens/,
  },
} as const;

const liveRegion = (page: Page) => page.locator(".saved-announcer");
const savedNav = (page: Page, lang: "nl" | "fr") =>
  page.getByRole("navigation", { name: lang === "nl" ? "Bewaarde panden" : "Biens enregistrés" });

for (const lang of ["nl", "fr"] as const) {
  const t = T[lang];

  test(`favourites (${lang}): two hearts, kept across a reload, the shared link in a fresh browser shows the same two`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await answeredCookiesBefore(page);
    await page.goto(t.sale);
    const first = page.getByRole("button", { name: t.heart(t.first), exact: true });
    const second = page.getByRole("button", { name: t.heart(t.second), exact: true });
    await expect(first).toHaveAttribute("aria-pressed", "false");

    // by pointer, then by keyboard
    await first.click();
    await expect(first).toHaveAttribute("aria-pressed", "true");
    await expect(liveRegion(page)).toHaveText(t.added(t.first));
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-pressed", "true");
    await expect(liveRegion(page)).toHaveText(t.added(t.second));
    await expect(savedNav(page, lang).getByRole("link", { name: t.favouritesLink })).toContainText("2");

    await page.reload();
    await expect(page.getByRole("button", { name: t.heart(t.first), exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("button", { name: t.heart(t.second), exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await savedNav(page, lang).getByRole("link", { name: t.favouritesLink }).click();
    await expect(page).toHaveURL(new RegExp(`${t.favourites}$`));
    const own = page.getByRole("region", { name: t.own });
    await expect(own.getByRole("article")).toHaveCount(2);
    await expect(own.getByRole("heading", { level: 3 })).toHaveText([t.first, t.second]);
    const share = page.locator(".saved-share__link");
    await expect(share).toHaveAttribute("href", `${baseURL}${t.favourites}?ids=4100001,4100002`);
    const shared = (await share.getAttribute("href"))!;

    // A fresh browser, even one without JavaScript: the server renders the two listings.
    const fresh = await browser.newContext({ javaScriptEnabled: false });
    const other = await fresh.newPage();
    const response = await other.goto(shared);
    expect(response?.status()).toBe(200);
    const region = other.getByRole("region", { name: t.shared });
    await expect(region.getByRole("article")).toHaveCount(2);
    await expect(region.getByRole("heading", { level: 3 })).toHaveText([t.first, t.second]);
    // no heart without JavaScript: there is nothing to press that would do nothing
    await expect(other.getByRole("button", { name: t.heart(t.first), exact: true })).toHaveCount(0);
    await fresh.close();

    // A fresh browser with JavaScript can keep one of them as its own favourite.
    const withScript = await browser.newContext();
    const third = await withScript.newPage();
    await answeredCookiesBefore(third);
    await third.goto(shared);
    await expect(third.getByRole("region", { name: t.shared }).getByRole("article")).toHaveCount(2);
    await third.getByRole("button", { name: t.heart(t.second), exact: true }).click();
    await expect(savedNav(third, lang).getByRole("link", { name: t.favouritesLink })).toContainText("1");
    await withScript.close();

    // Removing one on the favourites page takes its card away, and says so.
    await own.getByRole("button", { name: t.heart(t.first), exact: true }).click();
    await expect(liveRegion(page)).toHaveText(t.removed(t.first));
    await expect(own.getByRole("article")).toHaveCount(1);
    await expect(share).toHaveAttribute("href", `${baseURL}${t.favourites}?ids=4100002`);
  });

  test(`compare (${lang}): three listings side by side, a fourth refused, the shareable URL`, async ({
    page,
    browser,
  }) => {
    await answeredCookiesBefore(page);
    await page.goto(t.rent);
    const toggles = page.getByRole("button", { name: lang === "nl" ? /^Vergelijk: / : /^Comparer\s:/ });
    await expect(toggles).toHaveCount(8);
    for (const index of [0, 1, 2]) await toggles.nth(index).click();
    await expect(toggles.nth(2)).toHaveAttribute("aria-pressed", "true");
    await toggles.nth(3).click();
    await expect(toggles.nth(3)).toHaveAttribute("aria-pressed", "false");
    await expect(liveRegion(page)).toHaveText(t.full);

    // On wide screens the links sit in the top bar, which a scrolled page slides away.
    await page.evaluate(() => window.scrollTo(0, 0));
    await savedNav(page, lang).getByRole("link", { name: t.compareLink }).click();
    await expect(page).toHaveURL(new RegExp(`${t.compare}\\?ids=\\d+,\\d+,\\d+$`));
    const table = page.getByRole("table", { name: t.caption });
    await expect(table.getByRole("columnheader")).toHaveCount(3);
    await expect(table.getByRole("rowheader", { name: t.pricePerM2 })).toBeVisible();
    await expect(table.getByRole("rowheader")).toHaveCount(12);
    const url = page.url();

    const fresh = await browser.newContext({ javaScriptEnabled: false });
    const other = await fresh.newPage();
    expect((await other.goto(url))?.status()).toBe(200);
    await expect(other.getByRole("table", { name: t.caption }).getByRole("columnheader")).toHaveCount(3);
    await fresh.close();
  });

  test.describe(`compare links (${lang})`, () => {
    test.use({ javaScriptEnabled: false });

    test("more than three ids show the first three with a notice; an unknown id is named, never an error", async ({
      page,
    }) => {
      await page.goto(`${t.compare}?ids=4100001,4100002,4100003,4100004`);
      await expect(page.getByText(t.tooMany)).toBeVisible();
      await expect(page.getByRole("table", { name: t.caption }).getByRole("columnheader")).toHaveText([
        t.first,
        t.second,
        /./,
      ]);

      const response = await page.goto(`${t.compare}?ids=999,4100001,abc`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(t.unknown)).toBeVisible();
      await expect(page.getByRole("table").getByRole("columnheader")).toHaveText([t.first]);

      await page.goto(t.compare);
      await expect(page.getByText(t.empty)).toBeVisible();
    });

    test("the favourites page without ids explains that it needs JavaScript or a shared link", async ({ page }) => {
      await page.goto(t.favourites);
      await expect(page.getByText(t.noScript)).toBeVisible();
      await page.goto(t.sale);
      await expect(page.getByRole("button", { name: t.heart(t.first), exact: true })).toHaveCount(0);
      // the header's links are plain links
      await expect(savedNav(page, lang).getByRole("link", { name: t.favouritesLink })).toHaveAttribute(
        "href",
        t.favourites,
      );
    });
  });
}

for (const width of [390, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const lang of ["nl", "fr"] as const) {
      const t = T[lang];
      const pages = {
        "own favourites": async (page: Page) => {
          await page.addInitScript(() => localStorage.setItem("favourites", "4100001,4100004"));
          await page.goto(t.favourites);
          await expect(page.getByRole("region", { name: t.own }).getByRole("article")).toHaveCount(2);
        },
        "shared favourites": async (page: Page) => {
          await page.goto(`${t.favourites}?ids=4100002,4100005`);
          await expect(page.getByRole("region", { name: t.shared }).getByRole("article")).toHaveCount(2);
        },
        compare: async (page: Page) => {
          await page.goto(`${t.compare}?ids=4100001,4100002,4100005`);
          await expect(page.getByRole("table", { name: t.caption })).toBeVisible();
        },
      };
      for (const [kind, open] of Object.entries(pages)) {
        test(`${kind} (${lang}) has no axe violations`, async ({ page }) => {
          await answeredCookiesBefore(page);
          await open(page);
          const results = await axeScan(page);
          expect(
            results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
          ).toEqual([]);
        });
      }
    }
  });
}
