/**
 * axe-core (WCAG 2.2 A and AA rules) on the shell's page types in nl and fr, at 390 and 1280 px.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const PAGES: Record<string, Record<"nl" | "fr", string>> = {
  home: { nl: "/nl/", fr: "/fr/" },
  content: { nl: "/nl/onze-diensten/", fr: "/fr/nos-services/" },
  article: { nl: "/nl/onze-diensten/verkopen/", fr: "/fr/nos-services/vendre/" },
  testimonial: { nl: "/nl/getuigenissen/", fr: "/fr/temoignages/" },
  "thank-you": { nl: "/nl/bedankt/contacteer-mij/", fr: "/fr/merci/contactez-moi/" },
  "not-found": { nl: "/nl/bestaat-niet/", fr: "/fr/n-existe-pas/" },
  "contact with its form": { nl: "/nl/contact/", fr: "/fr/contact/" },
  "free valuation": { nl: "/nl/gratis-schatting/", fr: "/fr/estimation-gratuite/" },
  newsletter: { nl: "/nl/nieuwsbrief/", fr: "/fr/newsletter/" },
  "unsubscribe, unknown link": { nl: `/nl/uitschrijven/${"0".repeat(48)}/`, fr: `/fr/desinscription/${"0".repeat(48)}/` },
};

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [kind, urls] of Object.entries(PAGES)) {
      for (const lang of ["nl", "fr"] as const) {
        test(`${kind} (${lang}) has no axe violations`, async ({ page }) => {
          await page.goto(urls[lang]);
          const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
          const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
          expect(summary).toEqual([]);
        });
      }
    }
  });
}
