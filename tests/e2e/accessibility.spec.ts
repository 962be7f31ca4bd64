/**
 * axe-core (WCAG 2.2 A and AA rules) on the shell's page types in nl and fr, at 390 and 1280 px.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { test as fixtureFeedTest } from "./fixtures/fixture-feed-server.ts";

const PAGES: Record<string, Record<"nl" | "fr", string>> = {
  home: { nl: "/nl/", fr: "/fr/" },
  content: { nl: "/nl/onze-diensten/", fr: "/fr/nos-services/" },
  article: { nl: "/nl/onze-diensten/verkopen/", fr: "/fr/nos-services/vendre/" },
  testimonial: { nl: "/nl/getuigenissen/", fr: "/fr/temoignages/" },
  "thank-you": { nl: "/nl/bedankt/contacteer-mij/", fr: "/fr/merci/contactez-moi/" },
  appointment: { nl: "/nl/afspraak/4100009/", fr: "/fr/rendez-vous/4100009/" },
  "testimonial-form": { nl: "/nl/schrijf-een-getuigenis/", fr: "/fr/laisser-un-temoignage/" },
  "not-found": { nl: "/nl/bestaat-niet/", fr: "/fr/n-existe-pas/" },
  "demand-register": { nl: "/nl/blijf-op-de-hoogte/", fr: "/fr/restez-informe/" },
  "purchase-offer": { nl: "/nl/bod/4100001/", fr: "/fr/offre-d-achat/4100001/" },
  "contact with its form": { nl: "/nl/contact/", fr: "/fr/contact/" },
  "free valuation": { nl: "/nl/gratis-schatting/", fr: "/fr/estimation-gratuite/" },
  newsletter: { nl: "/nl/nieuwsbrief/", fr: "/fr/newsletter/" },
  "unsubscribe, unknown link": { nl: `/nl/uitschrijven/${"0".repeat(48)}/`, fr: `/fr/desinscription/${"0".repeat(48)}/` },
};

/** Pages of listings the sample does not have: on the regions fixture's server (rent, not a holiday home). */
const FIXTURE_FEED_PAGES: Record<string, Record<"nl" | "fr", string>> = {
  "rental-application": { nl: "/nl/huuraanvraag/4200005/", fr: "/fr/candidature-location/4200005/" },
};

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [kind, urls] of Object.entries(PAGES)) {
      for (const lang of ["nl", "fr"] as const) {
        test(`${kind} (${lang}) has no axe violations`, async ({ page }) => {
          // The booking page holds four weeks of slots: a few hundred radio buttons to check.
          if (kind === "appointment") test.slow();
          await page.goto(urls[lang]);
          const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
          const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
          expect(summary).toEqual([]);
        });
      }
    }
  });

  fixtureFeedTest.describe(`at ${width} px, fixture feed`, () => {
    fixtureFeedTest.use({ viewport: { width, height: 900 } });
    for (const [kind, urls] of Object.entries(FIXTURE_FEED_PAGES)) {
      for (const lang of ["nl", "fr"] as const) {
        fixtureFeedTest(`${kind} (${lang}) has no axe violations`, async ({ page }) => {
          await page.goto(urls[lang]);
          const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
          const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
          expect(summary).toEqual([]);
        });
      }
    }
  });
}
