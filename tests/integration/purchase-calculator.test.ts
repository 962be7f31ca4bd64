import path from "node:path";
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { properties } from "#db/schema.ts";
import { createSampleProvider } from "#app/providers/sample/sample-provider.server.ts";
import { importCatalogue } from "#app/services/listings/sync-catalogue.server.ts";
import { loadContent, type SiteContent } from "#app/services/content/load-content.server.ts";
import { loader } from "#app/routes/listings/property-detail.tsx";
import { loader as redirectLoader } from "#app/routes/listings/property-redirect.tsx";
import {
  PurchaseCalculator,
  type PurchaseCalculatorData,
} from "#app/components/listing/detail/purchase-calculator.tsx";
import type { Locale } from "#app/i18n/locales.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";
import { routeAnswer } from "#tests/setup/route-harness.ts";
import { renderWithTexts } from "#tests/setup/render-page.tsx";
import { requestContext } from "#tests/setup/request-context.ts";

/**
 * The purchase-cost calculator of a sale listing's page, as the server renders it for a visitor
 * without JavaScript: the GET form's query read by the page's loader, the answer in the page, bad
 * fields as 400 with their errors, and no calculator on rent listings. Regions fixture:
 * 4200001 Elsene (Brussels, € 465.000), 4200002 Liège (Wallonia, € 525.000), 4200003 Gent
 * (Flanders, € 395.000), 4200005 Brussels (rent).
 */
const root = path.resolve(import.meta.dirname, "../..");
const SITE = "https://agency.example";
let database: DatabaseHandle;
let content: SiteContent;

beforeAll(async () => {
  content = await loadContent(path.join(root, "content"));
  database = await createTestDatabase();
  await importCatalogue(database.db, createSampleProvider(path.join(root, "tests/fixtures/feed-regions")));
});
afterAll(async () => {
  await database?.close();
});

type Page = { kind: "listing"; calculator: PurchaseCalculatorData | null };

/** The detail page of a listing in a language with a query, following the redirect to its canonical URL. */
async function detail(id: number, lang: Locale, query = "") {
  const context = requestContext(database.db, content, {
    config: { siteUrl: SITE, mode: "test", agencyEmail: "x@example.be", dataDir: "", cdnHost: null },
  });
  // `/property/{id}/` answers 301 to the listing's canonical URL in the visitor's language.
  const canonical = await routeAnswer(
    redirectLoader as never,
    new Request(`${SITE}/property/${id}/`, { headers: { Cookie: `lang=${lang}` } }),
    { id: String(id) },
    context,
  );
  expect(canonical.status).toBe(301);
  return routeAnswer<Page>(
    loader as never,
    new Request(`${SITE}${canonical.location}${query}`),
    { id: String(id) },
    context,
  );
}

async function rendered(data: PurchaseCalculatorData, lang: Locale): Promise<string> {
  return (await renderWithTexts(createElement(PurchaseCalculator, { data }), lang)).replace(/<!-- -->/g, "");
}

describe("purchase-cost calculator on a sale listing's page", () => {
  it("starts from the listing's price and region: Brussels own home, 80 % borrowed, 3 % over 25 years", async () => {
    const page = await detail(4200001, "fr");
    expect(page.status).toBe(200);
    expect(page.data.calculator).toEqual({
      region: "brussels",
      zip: "1050",
      fields: { price: "465000", home: "own", loan: "372000", rate: "3", years: "25" },
      priceListed: true,
      loanGiven: false,
      // no registration duties in the provider's fields to set beside the calculator's
      agencyDuties: null,
      // the calculator opens on demand: closed until the visitor asks, or a query computes
      expanded: false,
    });
    const html = await rendered(page.data.calculator!, "fr");
    expect(html).toContain("Calculez vos frais d&#x27;achat");
    expect(html).toContain("Pour ce bien en Bruxelles (code postal 1050)");
    // 12.5 % of € 265.000 (the first € 200.000 exempt).
    expect(html).toMatch(/data-testid="calc-duties">€ 33.125</);
    expect(html).toMatch(/data-testid="calc-total">€ 498.125</);
    // No mortgage registration right counted outside Flanders.
    expect(html).not.toContain("Droit d&#x27;enregistrement sur l&#x27;hypothèque");
    expect(html).toContain("Les frais de notaire");
    expect(html).toContain("Taux en vigueur depuis le 1-1-2025");
    expect(html).toContain('href="https://be.brussels/"');
  });

  it.each([
    [
      "Flanders (Gent), the vector price as own home",
      4200003,
      "nl",
      "?price=300000&home=own&loan=240000&rate=3&years=25",
      "€ 6.000",
      "€ 308.400",
      "€ 1.133,06 per maand",
    ],
    [
      "Flanders, as a second home",
      4200003,
      "nl",
      "?price=300000&home=other&loan=240000&rate=3&years=25",
      "€ 36.000",
      "€ 338.400",
      "€ 1.133,06 per maand",
    ],
    [
      "Brussels (Elsene), own home",
      4200001,
      "fr",
      "?price=300000&home=own&loan=0&rate=3&years=25",
      "€ 12.500",
      "€ 312.500",
      "€ 0 par mois",
    ],
    [
      "Brussels, exactly € 600.000",
      4200001,
      "fr",
      "?price=600000&home=own&loan=480000&rate=3&years=25",
      "€ 50.000",
      "€ 650.000",
      "par mois",
    ],
    [
      "Brussels, € 600.001: no exemption",
      4200001,
      "fr",
      "?price=600001&home=own&loan=480000&rate=3&years=25",
      "€ 75.000,13",
      "€ 675.001,13",
      "par mois",
    ],
    [
      "Wallonia (Liège), own home",
      4200002,
      "fr",
      "?price=300000&home=own&loan=240000&rate=3,5&years=20",
      "€ 9.000",
      "€ 309.000",
      "€ 1.385,14 par mois",
    ],
  ] as const)(
    "without JavaScript, the GET form's answer is in the page: %s",
    async (_case, id, lang, query, duties, total, monthly) => {
      const page = await detail(id, lang, query);
      expect(page.status).toBe(200);
      const html = await rendered(page.data.calculator!, lang);
      expect(html).toContain(`data-testid="calc-duties">${duties}<`);
      expect(html).toContain(`data-testid="calc-total">${total}<`);
      expect(html).toContain(monthly);
    },
  );

  it("fields it cannot compute with: 400, each error beside its field, and the typed values kept", async () => {
    const page = await detail(4200003, "nl", "?price=drie+ton&home=own&loan=240000&rate=25&years=25");
    expect(page.status).toBe(400);
    expect(page.data.calculator!.fields.price).toBe("drie ton");
    const html = await rendered(page.data.calculator!, "nl");
    expect(html).toContain("Vul een aankoopprijs in hele euro in");
    expect(html).toContain("Vul een rentevoet tussen 0 en 20 in");
    expect(html).toMatch(/id="calc-price"[^>]*aria-invalid="true"/);
    expect(html).toContain("Verbeter de aangeduide velden");
    expect(html).not.toContain('data-testid="calc-total"');
  });

  it("a sale listing without a published price: the visitor types the price, nothing computed before", async () => {
    await database.db.update(properties).set({ publishPrice: false }).where(eq(properties.id, 4200003));
    try {
      const page = await detail(4200003, "nl");
      expect(page.status).toBe(200);
      expect(page.data.calculator).toMatchObject({
        region: "flanders",
        priceListed: false,
        fields: { price: "", loan: "" },
      });
      const html = await rendered(page.data.calculator!, "nl");
      expect(html).toContain("De prijs van dit pand is niet gepubliceerd: vul zelf een bedrag in.");
      expect(html).not.toContain("395.000");
      // Typed and sent: computed as for any price.
      const typed = await detail(4200003, "nl", "?price=300000&home=own&rate=3&years=25");
      expect(typed.status).toBe(200);
      expect(typed.data.calculator!.fields.loan).toBe("240000");
      expect(await rendered(typed.data.calculator!, "nl")).toContain('data-testid="calc-duties">€ 6.000<');
    } finally {
      await database.db.update(properties).set({ publishPrice: true }).where(eq(properties.id, 4200003));
    }
  });

  it("a rent listing has no calculator", async () => {
    const page = await detail(4200005, "nl");
    expect(page.status).toBe(200);
    expect(page.data.calculator).toBeNull();
  });
});
