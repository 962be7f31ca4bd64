/**
 * The purchase-cost calculator on a sale listing's page, in the browser, nl and fr: without
 * JavaScript (the GET form reloads the page with the answer rendered by the server), with it (the
 * answer follows the typing, no navigation, and "Calculate" keeps the answer in the address), and
 * axe-core on the page with the calculator at 390 and 1280 px.
 *
 * Sample listings: 4100001, a house in Buggenhout (9255, Flanders) for € 339.000; 4100002, sold.
 */
import { axeScan } from "./fixtures/axe.ts";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

const TEXT = {
  nl: {
    title: "Bereken uw aankoopkosten",
    price: "Aankoopprijs",
    own: "Enige eigen woning",
    other: "Geen enige eigen woning (tweede woning of investering)",
    loan: "Te lenen bedrag",
    rate: "Rentevoet (% per jaar)",
    years: "Looptijd",
    calculate: "Berekenen",
    perMonth: "per maand",
    priceError: "Vul een aankoopprijs in hele euro in",
    copyLink: "Link kopiëren",
    notary: "Notariskosten",
  },
  fr: {
    title: "Calculez vos frais d'achat",
    price: "Prix d'achat",
    own: "Habitation propre et unique",
    other: "Autre bien (seconde résidence ou investissement)",
    loan: "Montant emprunté",
    rate: "Taux d'intérêt (% par an)",
    years: "Durée",
    calculate: "Calculer",
    perMonth: "par mois",
    priceError: "Saisissez un prix d'achat en euros entiers",
    copyLink: "Copier le lien",
    notary: "Les frais de notaire",
  },
} as const;

async function canonicalPath(request: APIRequestContext, id: number, lang: "nl" | "fr"): Promise<string> {
  const response = await request.get(`/property/${id}/`, { maxRedirects: 0, headers: { "Accept-Language": lang } });
  expect(response.status()).toBe(301);
  return new URL(response.headers()["location"]!, "http://localhost").pathname;
}

const calculator = (page: Page) => page.locator("#calculator");

/** The calculator opens on demand: its summary (a native disclosure) opens it, with or without JavaScript. */
async function openCalculator(page: Page, title: string) {
  await page.locator("summary", { hasText: title }).click();
  await expect(calculator(page)).toBeVisible();
}

for (const lang of ["nl", "fr"] as const) {
  const text = TEXT[lang];

  test.describe(`purchase-cost calculator (${lang})`, () => {
    test("without JavaScript: the form reloads the page with the answer the server computed", async ({
      browser,
      request,
    }) => {
      const path = await canonicalPath(request, 4100001, lang);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      try {
        await page.goto(path);
        const section = calculator(page);
        await expect(section).toBeHidden();
        await openCalculator(page, text.title);
        await expect(section.getByRole("heading", { level: 2, name: text.title })).toBeAttached();
        // The listing's price, own home and 80 % borrowed: 2 % duties, 1 % on the loan.
        await expect(section.getByLabel(text.price)).toHaveValue("339000");
        await expect(section.getByLabel(text.loan)).toHaveValue("271200");
        await expect(section.getByTestId("calc-duties")).toHaveText("€ 6.780");
        await expect(section).toContainText(text.notary);

        // The test vector: € 300.000 as a second home in Flanders.
        await section.getByLabel(text.price).fill("300000");
        await section.getByLabel(text.other).check();
        await section.getByLabel(text.loan).fill("240000");
        await section.getByLabel(text.rate).fill("3");
        await section.getByLabel(text.years).fill("25");
        await section.getByRole("button", { name: text.calculate }).click();
        await page.waitForURL(/\?price=300000&home=other&loan=240000&rate=3&years=25#calculator$/);
        // The page with the calculator's query shows it open, with the answer.
        await expect(section).toBeVisible();
        await expect(section.getByTestId("calc-duties")).toHaveText("€ 36.000");
        await expect(section.getByTestId("calc-total")).toHaveText("€ 338.400");
        await expect(section.getByTestId("calc-monthly")).toHaveText(`€ 1.133,06 ${text.perMonth}`);

        // A price it cannot read: 400, the error beside the field, the typed value kept.
        await section.getByLabel(text.price).fill("drie ton");
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.url().includes("price=drie")),
          section.getByRole("button", { name: text.calculate }).click(),
        ]);
        expect(response.status()).toBe(400);
        await expect(section.getByLabel(text.price)).toHaveValue("drie ton");
        await expect(section.getByText(text.priceError)).toBeVisible();
        await expect(section.getByLabel(text.price)).toHaveAttribute("aria-invalid", "true");
      } finally {
        await context.close();
      }
    });

    test("with JavaScript: the answer follows the typing, without a navigation", async ({ page, request }) => {
      const path = await canonicalPath(request, 4100001, lang);
      await page.goto(path);
      // The page runs in the browser once the copy-link button is there.
      await expect(page.getByRole("button", { name: text.copyLink })).toBeVisible();
      // A navigation would load a new document (or, by the router, the page's data): count those
      // requests, and mark the window, which a reload would wipe.
      let reloads = 0;
      page.on("request", (sent) => {
        if (sent.resourceType() === "document" || sent.url().includes(".data")) reloads++;
      });
      await page.evaluate(() => Object.assign(window, { calculatorMark: true }));
      await openCalculator(page, text.title);
      const section = calculator(page);
      await section.getByLabel(text.price).fill("300000");
      // The loan follows the price (80 %) until the visitor types one.
      await expect(section.getByLabel(text.loan)).toHaveValue("240000");
      await expect(section.getByTestId("calc-duties")).toHaveText("€ 6.000");
      await expect(section.getByTestId("calc-total")).toHaveText("€ 308.400");
      await section.getByLabel(text.other).check();
      await expect(section.getByTestId("calc-duties")).toHaveText("€ 36.000");
      await section.getByLabel(text.loan).fill("200000");
      await section.getByLabel(text.years).fill("20");
      await section.getByLabel(text.rate).fill(lang === "fr" ? "3,5" : "3.5");
      await expect(section.getByTestId("calc-monthly")).toHaveText(`€ 1.154,28 ${text.perMonth}`);
      await section.getByLabel(text.price).fill("");
      await expect(section.getByText(text.priceError)).toBeVisible();
      await section.getByLabel(text.price).fill("300000");
      // The loan typed by the visitor stays.
      await expect(section.getByLabel(text.loan)).toHaveValue("200000");

      await section.getByRole("button", { name: text.calculate }).click();
      await expect(page).toHaveURL(/\?price=300000&home=other&loan=200000&rate=3(\.|%2C)5&years=20#calculator$/);
      expect(reloads).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { calculatorMark?: boolean }).calculatorMark)).toBe(true);
      await expect(section.getByTestId("calc-duties")).toHaveText("€ 36.000");
    });
  });

  test(`the calculator names the agency's estimate of the duties beside its own figure; a sold listing has none (${lang})`, async ({
    page,
    request,
  }) => {
    await page.goto(await canonicalPath(request, 4100001, lang));
    await openCalculator(page, text.title);
    await expect(calculator(page).getByTestId("calc-duties")).toHaveText("€ 6.780");
    await expect(calculator(page).getByTestId("calc-agency-duties")).toContainText("€ 40.680");
    await page.goto(await canonicalPath(request, 4100002, lang));
    await expect(page.locator("summary", { hasText: text.title })).toHaveCount(0);
    await expect(calculator(page)).toHaveCount(0);
  });

  for (const width of [390, 1280]) {
    test(`the page with the calculator has no axe violations (${lang}, ${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(
        `${await canonicalPath(request, 4100001, lang)}?price=300000&home=own&loan=240000&rate=3&years=25`,
      );
      await expect(calculator(page).getByTestId("calc-duties")).toHaveText("€ 6.000");
      const results = await axeScan(page);
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
    });
  }
}
