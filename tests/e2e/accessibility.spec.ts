/**
 * axe-core (WCAG 2.0, 2.1 and 2.2 A and AA rules, and axe's best practices) on every page type of
 * tests/setup/page-types.ts: one test per page type, which opens it in nl and in fr and scans each
 * at 390 px and at 1280 px (the viewport changes in the same page: one load per language). Any
 * violation fails, with the rule and the elements in the message.
 *
 * Owner pages (login, dashboard) are added to the list with the owner portal.
 */
import { axeScan } from "./fixtures/axe.ts";
import { expect, test, type Page } from "@playwright/test";
import { test as fixtureFeedTest } from "./fixtures/fixture-feed-server.ts";
import { FIXTURE_FEED_PAGE_TYPES, PAGE_TYPES, type PageType } from "#tests/setup/page-types.ts";

const WIDTHS = [390, 1280] as const;

async function violationsOf(page: Page, pageType: PageType): Promise<string[]> {
  const found: string[] = [];
  for (const lang of ["nl", "fr"] as const) {
    const response = await page.goto(pageType.paths[lang]);
    expect(response?.status(), `${pageType.paths[lang]}: status`).toBe(pageType.status ?? 200);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const results = await axeScan(page);
      for (const violation of results.violations) {
        found.push(
          `${lang} ${width} px: ${violation.id} (${violation.impact ?? "?"}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
      }
    }
  }
  return found;
}

for (const pageType of PAGE_TYPES) {
  test(`${pageType.name} has no axe violations (nl and fr, 390 and 1280 px)`, async ({ page }) => {
    // Four scans of a whole page (two languages, two widths) on a shared machine.
    test.slow();
    expect(await violationsOf(page, pageType)).toEqual([]);
  });
}

for (const pageType of FIXTURE_FEED_PAGE_TYPES) {
  fixtureFeedTest(`${pageType.name} has no axe violations (nl and fr, 390 and 1280 px)`, async ({ page }) => {
    fixtureFeedTest.slow();
    expect(await violationsOf(page, pageType)).toEqual([]);
  });
}
