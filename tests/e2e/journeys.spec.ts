/**
 * A visitor's journeys through the listings, in nl and fr, on a phone
 * (390 px, touch) and a desktop (1280 px, keyboard where the story says so): the home banner's
 * quick search → the list of that city over several pages → a filter → sorted by price → the
 * map switch and back → the next page → a listing's page → its photos in the lightbox → a similar
 * listing's page → the main menu (a drawer on the phone) to everything for rent.
 *
 * It runs against a server of its own with 2 listings per page (fixtures/small-pages-server.ts),
 * so the sample's 5 holiday homes in Beffe make 3 pages, and the 4 of them with 2 bedrooms or
 * more make 2:
 *
 *   Beffe        bedrooms  price
 *   Le Nid          1      € 95 / night    (left out by the filter)
 *   L'Ourthe        2      € 145 / night
 *   Les Sapins      3      € 895 / week
 *   La Forge        6      € 1.650 / week
 *   Villa du Bois   7      € 2.450 / week
 */
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures/small-pages-server.ts";

const TEXT = {
  nl: {
    quickSearch: "Snel zoeken naar panden",
    list: "Vakantiewoningen",
    listPath: "/nl/vakantiewoningen/",
    filters: "Verfijn uw zoekopdracht",
    city: "Gemeente",
    bedrooms: "Minimum slaapkamers",
    sortBy: "Sorteren op",
    priceAsc: "Prijs (laagste eerst)",
    apply: "Toepassen",
    summary: (current: number, pages: number, count: number) => `Pagina ${current} van ${pages}, ${count} panden`,
    paging: "Paginering",
    next: "Volgende",
    views: "Weergave",
    map: "Kaart",
    listView: "Lijst",
    filtersToggle: "Filters",
    pricesPage1: ["€ 895 / week", "€ 145 / nacht"],
    pricesPage2: ["€ 1.650 / week", "€ 2.450 / week"],
    gallery: "Fotogalerij",
    close: "Sluiten",
    similar: "Gelijkaardige panden",
    copyLink: "Link kopiëren",
    mainNav: "Hoofdmenu",
    openMenu: "Menu openen",
    forRent: "Te huur",
    forRentPath: "/nl/te-huur/",
  },
  fr: {
    quickSearch: "Recherche rapide de biens",
    list: "Maisons de vacances",
    listPath: "/fr/maisons-de-vacances/",
    filters: "Affiner votre recherche",
    city: "Commune",
    bedrooms: "Chambres (minimum)",
    sortBy: "Trier par",
    priceAsc: "Prix croissant",
    apply: "Appliquer",
    summary: (current: number, pages: number, count: number) => `Page ${current} sur ${pages}, ${count} biens`,
    paging: "Pagination",
    next: "Suivante",
    views: "Affichage",
    map: "Carte",
    listView: "Liste",
    filtersToggle: "Filtres",
    pricesPage1: ["€ 895 / semaine", "€ 145 / nuit"],
    pricesPage2: ["€ 1.650 / semaine", "€ 2.450 / semaine"],
    gallery: "Galerie de photos",
    close: "Fermer",
    similar: "Biens similaires",
    copyLink: "Copier le lien",
    mainNav: "Menu principal",
    openMenu: "Ouvrir le menu",
    forRent: "À louer",
    forRentPath: "/fr/a-louer/",
  },
} as const;

const DEVICES = [
  { name: "phone", width: 390, height: 844, touch: true },
  { name: "desktop", width: 1280, height: 900, touch: false },
] as const;

for (const lang of ["nl", "fr"] as const) {
  for (const device of DEVICES) {
    test.describe(`${lang} on a ${device.name} (${device.width} px)`, () => {
      test.use({
        viewport: { width: device.width, height: device.height },
        hasTouch: device.touch,
        isMobile: device.touch,
        locale: `${lang}-BE`,
      });

      test("from the home search to a similar holiday home, through filter, sort, map switch, paging and the photos", async ({
        page,
      }) => {
        test.slow(); // one long story: a dozen page loads
        const text = TEXT[lang];
        /** A tap on the phone, a click on the desktop. */
        const press = (target: Locator) => (device.touch ? target.tap() : target.click());
        const results = page.getByRole("region", { name: text.list });
        const filters = page.getByRole("search", { name: text.filters });
        /** On a phone the filters wait behind their button, so the results come first; a wide screen shows them. */
        const openFilters = async () => {
          const panel = page.locator(".listing-filters-panel");
          if (!device.touch || (await panel.evaluate((details: HTMLDetailsElement) => details.open))) return;
          await press(panel.locator("summary", { hasText: text.filtersToggle }));
          await expect(filters).toBeVisible();
        };
        const summary = (current: number, pages: number, count: number) =>
          results.getByRole("heading", { level: 2, name: text.summary(current, pages, count) });

        await test.step("the home page offers a quick search in the banner", async () => {
          const response = await page.goto(`/${lang}/`);
          expect(response?.status()).toBe(200);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          await expect(page.getByRole("main").getByRole("combobox", { name: text.quickSearch })).toBeVisible();
        });

        await test.step("typing a city suggests it; choosing it opens the list of that city", async () => {
          const box = page.getByRole("main").getByRole("combobox", { name: text.quickSearch });
          const suggestion = page.getByRole("main").getByRole("option", { name: "Beffe (6987)" });
          if (device.touch) {
            await box.tap();
            await box.fill("Beffe");
            await expect(suggestion).toBeVisible();
            await suggestion.tap();
          } else {
            await box.focus();
            await page.keyboard.type("Beffe");
            await expect(suggestion).toBeVisible();
            await expect(box).toHaveAttribute("aria-expanded", "true");
            await page.keyboard.press("ArrowDown");
            await expect(suggestion).toHaveAttribute("aria-selected", "true");
            await page.keyboard.press("Enter");
          }
          await expect(page).toHaveURL(new RegExp(`${text.listPath}\\?city=Beffe%7C6987$`));
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.list);
          await openFilters();
          await expect(filters.getByLabel(text.city)).toHaveValue("Beffe|6987");
          await expect(summary(1, 3, 5)).toBeVisible();
          await expect(results.getByRole("article")).toHaveCount(2);
          await expect(page.getByRole("navigation", { name: text.paging })).toBeVisible();
        });

        await test.step("a minimum of 2 bedrooms leaves out the tiny house", async () => {
          await filters.getByLabel(text.bedrooms).selectOption("2");
          await press(filters.getByRole("button", { name: text.apply }));
          await expect(page).toHaveURL(/[?&]bedrooms=2(&|$)/);
          await expect(page).toHaveURL(/[?&]city=Beffe%7C6987(&|$)/);
          await expect(summary(1, 2, 4)).toBeVisible();
          await openFilters();
          await expect(filters.getByLabel(text.bedrooms)).toHaveValue("2");
        });

        await test.step("sorted by price, lowest first, the cheapest come first", async () => {
          await openFilters();
          await filters.getByLabel(text.sortBy).selectOption({ label: text.priceAsc });
          await press(filters.getByRole("button", { name: text.apply }));
          await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
          await expect(summary(1, 2, 4)).toBeVisible();
          await expect(results.getByRole("article").getByText(/^€ /)).toHaveText([...text.pricesPage1]);
        });

        await test.step("the map view keeps the search; the list view comes back to it", async () => {
          const views = page.getByRole("navigation", { name: text.views });
          await press(views.getByRole("link", { name: text.map }));
          await expect(page).toHaveURL(/[?&]view=map(&|$)/);
          await expect(views.getByRole("link", { name: text.map })).toHaveAttribute("aria-current", "page");
          // the map loads tiles from elsewhere only when asked; the cards stay
          // one click shows the map (the visitor asked for it) with every result of the search, not
          // only this page's two
          const frame = page.frameLocator("iframe#listing-map");
          await expect(frame.locator(".map-frame")).toHaveAttribute("data-markers", "4");
          await expect(results.getByRole("article").getByText(/^€ /)).toHaveText([...text.pricesPage1]);
          await press(views.getByRole("link", { name: text.listView }));
          await expect(page).not.toHaveURL(/view=map/);
          await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
          await expect(views.getByRole("link", { name: text.listView })).toHaveAttribute("aria-current", "page");
        });

        await test.step("the next page shows the dearer two", async () => {
          await press(page.getByRole("navigation", { name: text.paging }).getByRole("link", { name: text.next }));
          await expect(page).toHaveURL(/[?&]page=2(&|#|$)/);
          await expect(summary(2, 2, 4)).toBeVisible();
          await expect(summary(2, 2, 4)).toBeInViewport(); // the link lands on the results, not the top of the page
          await expect(results.getByRole("article").getByText(/^€ /)).toHaveText([...text.pricesPage2]);
          // the filter and the sort are still on
          await openFilters();
          await expect(filters.getByLabel(text.bedrooms)).toHaveValue("2");
          await expect(filters.getByLabel(text.sortBy)).toHaveValue("price-asc");
        });

        const listingTitle = await test.step("a card opens the listing's page", async () => {
          const card = results.getByRole("article").first();
          const link = card.getByRole("heading").getByRole("link");
          const title = (await link.textContent())?.trim() ?? "";
          expect(title).not.toBe("");
          await press(link);
          await expect(page).toHaveURL(new RegExp(`^[^?]*${text.listPath}beffe/[a-z0-9-]+/\\d+/$`));
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
          await expect(page.getByText(text.pricesPage2[0], { exact: true }).first()).toBeVisible();
          // the page has come alive in the browser (the copy-link button is rendered there)
          await expect(page.getByRole("button", { name: text.copyLink })).toBeVisible();
          return title;
        });

        await test.step("the photos open in a lightbox; an arrow key moves on, Escape closes it and focus comes back", async () => {
          const gallery = page.getByRole("region", { name: text.gallery });
          const hero = gallery.getByRole("link").first();
          const firstPhoto = (await hero.getByRole("img").getAttribute("alt")) ?? "";
          const secondPhoto = (await gallery.getByRole("img").nth(1).getAttribute("alt")) ?? "";
          expect(firstPhoto).not.toBe("");
          expect(secondPhoto).not.toBe(firstPhoto);
          if (device.touch) {
            await hero.tap();
          } else {
            await hero.focus();
            await page.keyboard.press("Enter");
          }
          const lightbox = page.getByRole("dialog", { name: text.gallery });
          await expect(lightbox).toBeVisible();
          await expect(lightbox.getByRole("img", { name: firstPhoto, exact: true })).toBeInViewport({ ratio: 0.5 });
          await page.keyboard.press("ArrowRight");
          await expect(lightbox.getByRole("img", { name: secondPhoto, exact: true })).toBeInViewport({ ratio: 0.5 });
          await expect(lightbox.getByRole("img", { name: firstPhoto, exact: true })).not.toBeInViewport();
          await expect(lightbox.getByRole("button", { name: text.close })).toBeVisible();
          await page.keyboard.press("Escape");
          await expect(lightbox).toBeHidden();
          await expect(hero).toBeFocused();
        });

        await test.step("a similar holiday home opens its own page", async () => {
          const similar = page.getByRole("region", { name: text.similar });
          const link = similar.getByRole("article").first().getByRole("heading").getByRole("link");
          const title = (await link.textContent())?.trim() ?? "";
          expect(title).not.toBe("");
          expect(title).not.toBe(listingTitle);
          const before = page.url();
          await press(link);
          await expect(page).not.toHaveURL(before);
          await expect(page).toHaveURL(new RegExp(`^[^?]*/${lang}/[a-z-]+/[a-z0-9-]+/[a-z0-9-]+/\\d+/$`));
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        });

        await test.step("the main menu (a drawer on the phone) leads on to everything for rent", async () => {
          const forRent = page
            .getByRole("navigation", { name: text.mainNav })
            .getByRole("link", { name: text.forRent, exact: true });
          if (device.touch) {
            await expect(forRent).toBeHidden(); // folded into the drawer
            await page.locator("label", { hasText: text.openMenu }).tap();
          }
          await expect(forRent).toBeVisible();
          await press(forRent);
          await expect(page).toHaveURL(new RegExp(`${text.forRentPath}$`));
          const rentals = page.getByRole("region", { name: text.forRent });
          await expect(rentals.getByRole("heading", { level: 2, name: text.summary(1, 4, 8) })).toBeVisible();
          await expect(rentals.getByRole("article")).toHaveCount(2);
        });
      });
    });
  }
}

/**
 * The detail page on paper: what a printed sheet needs (title, price, key facts, the region's
 * mandatory mentions, how to reach the agency and its legal mentions) and none of the screen's
 * chrome (menus, quick search, languages, share and print buttons, gallery controls, footer menus,
 * the lightbox). Checked at the printable width of an A4 sheet, where the drawer's rules apply,
 * and at a desktop window's width; after scrolling, as a reader prints, when the header is compact.
 * 4100001: a house for sale in Buggenhout (Flanders), € 339.000, EPC code 20250114-0003124587-RES-1.
 */
const PRINT_TEXT = {
  nl: {
    mainNav: "Hoofdmenu",
    keyFacts: "Kerngegevens",
    mentions: "Verplichte vermeldingen",
    share: "Delen",
    print: "Afdrukken",
    copyLink: "Link kopiëren",
    footerLegal: "Wettelijke vermeldingen",
    services: "Onze diensten",
    otherLanguage: "Français",
    quickSearch: "Snel zoeken naar panden",
    gallery: "Fotogalerij",
    similar: "Gelijkaardige panden",
    breadcrumb: "Kruimelpad",
  },
  fr: {
    mainNav: "Menu principal",
    keyFacts: "Caractéristiques principales",
    mentions: "Mentions obligatoires",
    share: "Partager",
    print: "Imprimer",
    copyLink: "Copier le lien",
    footerLegal: "Mentions légales",
    services: "Nos services",
    otherLanguage: "Nederlands",
    quickSearch: "Recherche rapide de biens",
    gallery: "Galerie de photos",
    similar: "Biens similaires",
    breadcrumb: "Fil d'Ariane",
  },
} as const;

/** An A4 sheet is 210 mm wide; less Chromium's default margins of about 10 mm a side, 718 CSS px. */
const PRINT_WIDTHS = [
  { name: "an A4 sheet", width: 718 },
  { name: "a desktop window", width: 1280 },
] as const;

for (const lang of ["nl", "fr"] as const) {
  for (const sheet of PRINT_WIDTHS) {
    test.describe(`the detail page in print (${lang}, ${sheet.name})`, () => {
      test.use({
        viewport: { width: sheet.width, height: 1000 },
        locale: `${lang}-BE`,
        extraHTTPHeaders: { "Accept-Language": lang },
      });

      test("shows the listing, its mentions and the agency's contact, and none of the screen's chrome", async ({
        page,
      }) => {
        const text = PRINT_TEXT[lang];
        await page.goto("/property/4100001/");
        await expect(page.getByRole("button", { name: text.copyLink })).toBeVisible(); // running in the browser
        const main = page.getByRole("main");
        const footer = page.getByRole("contentinfo");
        const gallery = main.getByRole("region", { name: text.gallery });
        // What the screen shows and paper must not; each is first found on the page, so a renamed
        // label cannot make its check pass by matching nothing.
        const chrome = {
          "main menu": page.getByRole("navigation", { name: text.mainNav, includeHidden: true }),
          "quick search": page.getByRole("combobox", { name: text.quickSearch, includeHidden: true }),
          "language switcher": page.getByRole("link", { name: text.otherLanguage, includeHidden: true }),
          breadcrumb: page.getByRole("navigation", { name: text.breadcrumb, includeHidden: true }),
          "gallery buttons": gallery.getByRole("button"),
          "gallery counter": gallery.getByText(/^\d+ \/ \d+$/),
          share: main.getByRole("region", { name: text.share, includeHidden: true }),
          "print button": page.getByRole("button", { name: text.print, includeHidden: true }),
          "similar listings": main.getByRole("region", { name: text.similar, includeHidden: true }),
          "footer menus": footer.getByRole("heading", { name: text.services, includeHidden: true }),
          "footer legal links": footer.getByRole("navigation", { name: text.footerLegal, includeHidden: true }),
        };
        for (const [name, locator] of Object.entries(chrome)) {
          expect(await locator.count(), `${name} on the screen`).toBeGreaterThan(0);
        }

        await page.mouse.wheel(0, 3000);
        await expect(page.locator("html")).toHaveAttribute("data-scrolled", "");
        await page.emulateMedia({ media: "print" });

        await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(main.getByRole("heading", { level: 1 })).toContainText("Buggenhout");
        await expect(main.getByText("€ 339.000", { exact: true }).first()).toBeVisible();
        await expect(main.getByRole("region", { name: text.keyFacts })).toBeVisible();
        const mentions = main.getByRole("region", { name: text.mentions });
        await expect(mentions).toBeVisible();
        await expect(mentions.getByText("20250114-0003124587-RES-1")).toBeVisible();
        await expect(gallery.getByRole("img").first()).toBeVisible(); // the main photo stays
        // the agency: how to reach it, and its legal mentions (name, address, BIV number)
        await expect(page.getByText("052 33 44 55").first()).toBeVisible();
        await expect(page.getByText("info@immodenderschelde.be").first()).toBeVisible();
        const legalMentions = footer.getByRole("region", { name: text.footerLegal });
        await expect(legalMentions.getByText("Immo Dender & Schelde BV", { exact: true })).toBeVisible();
        await expect(legalMentions.getByText(/Kerkstraat 27, 9255 Buggenhout/)).toBeVisible();
        await expect(legalMentions.getByText(/512\.347/)).toBeVisible();

        for (const [name, locator] of Object.entries(chrome)) {
          for (const element of await locator.all()) await expect(element, `${name} in print`).toBeHidden();
        }
      });

      test("an open lightbox does not cover the printed page", async ({ page }) => {
        const text = PRINT_TEXT[lang];
        await page.goto("/property/4100001/");
        await expect(page.getByRole("button", { name: text.copyLink })).toBeVisible();
        await page.getByRole("region", { name: text.gallery }).getByRole("link").first().click();
        const lightbox = page.getByRole("dialog", { name: text.gallery });
        await expect(lightbox).toBeVisible();
        await page.emulateMedia({ media: "print" });
        await expect(lightbox).toBeHidden();
        // While the dialog is open the page under it is aria-hidden, so it is found by its markup here.
        await expect(page.locator("main h1")).toBeVisible();
        await expect(page.locator("main #mentions")).toBeVisible();
      });
    });
  }
}
