/**
 * First end-to-end checks: the home page renders in Dutch with the agency's name, and the health
 * endpoint reports a working database. Runs against the production server (playwright.config.ts).
 */
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

/** The agency's name as configured, so a rename in content/ does not break this test. */
function agencyName(): string {
  const file = new URL("../../content/site-info.json", import.meta.url);
  const siteInfo = JSON.parse(readFileSync(file, "utf8")) as { name?: unknown };
  if (typeof siteInfo.name !== "string" || siteInfo.name.trim() === "") {
    throw new Error(`content/site-info.json has no "name" (the agency's name)`);
  }
  return siteInfo.name;
}

test.describe("home page for a Dutch-speaking visitor", () => {
  test.use({ locale: "nl-BE", extraHTTPHeaders: { "Accept-Language": "nl-BE,nl;q=0.9" } });

  test("/ redirects once, with 302, to /nl/", async ({ request, baseURL }) => {
    const response = await request.get("/", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    const location = response.headers()["location"] ?? "";
    expect(new URL(location, baseURL).pathname).toBe("/nl/");
  });

  test("/ ends on /nl/ with lang=nl and the agency's name", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/nl/");
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByText(agencyName()).first()).toBeVisible();
  });
});

test("/healthz reports the database ok and the last sync", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  const body: unknown = await response.json();
  expect(body).toMatchObject({ status: "ok", db: "ok" });
  expect(body).toHaveProperty("lastSync");
});
