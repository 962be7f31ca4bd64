/**
 * Interface texts in the browser (app/i18n/browser-texts.ts, decision 0026): one file per language,
 * fetched once and kept, not carried by every page; hydration waits for it; a page whose file
 * cannot be had stays as the server rendered it; a navigation into another language fetches that
 * language's file before showing the page.
 */
import { expect, test, type Page } from "@playwright/test";
import { consentHydrated } from "./fixtures/visitor.ts";

const DETAIL = "/nl/te-koop/buggenhout/gerenoveerde-rijwoning-met-zonnige-tuin-in-hartje-buggenhout/4100001/";

/** Paths of the texts files the page fetched, in order (not the embedded map's frame, a document of its own). */
function textsRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/texts/") && request.frame() === page.mainFrame()) paths.push(pathname);
  });
  return paths;
}

/** For each texts file the browser received, whether it came from its own cache (Chromium's network events). */
async function textsFromCache(page: Page): Promise<boolean[]> {
  const fromCache: boolean[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  cdp.on("Network.responseReceived", ({ response }) => {
    if (new URL(response.url).pathname.startsWith("/texts/")) fromCache.push(response.fromDiskCache === true);
  });
  return fromCache;
}

test("a page's texts come in their language's file, which the next pages take from the browser's cache", async ({
  page,
}) => {
  const fetched = textsRequests(page);
  const fromCache = await textsFromCache(page);
  const answer = await page.goto(DETAIL);
  // The document names the file and does not carry the texts themselves.
  const html = await answer!.text();
  expect(html).toMatch(/"\/texts\/nl\.[\w-]{12}\.json"/);
  expect(html).not.toContain("Vul een aankoopprijs in hele euro in");
  await consentHydrated(page);
  expect(fetched).toHaveLength(1);
  expect(fetched[0]).toMatch(/^\/texts\/nl\.[\w-]{12}\.json$/);

  // A text the browser renders itself, after hydration: the calculator's error as the price is
  // cleared. The calculator's code arrives after the shell's, so wait until React holds its field.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("#calc-price") ?? {}).some((key) => key.startsWith("__react")),
  );
  const calculator = page.locator("#calculator");
  // The calculator opens on demand (decision 0049).
  await page.locator("summary", { hasText: "Bereken uw aankoopkosten" }).click();
  await calculator.getByLabel("Aankoopprijs").fill("");
  await expect(calculator.getByText("Vul een aankoopprijs in hele euro in")).toBeVisible();

  // The next page asks for the same file and has it from the browser's cache, not the server.
  await page.locator(".breadcrumb").getByRole("link", { name: "Te koop" }).click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/$/);
  await consentHydrated(page);
  expect(fetched).toEqual([fetched[0], fetched[0]]);
  expect(fromCache.slice(0, 1)).toEqual([false]);
  expect(fromCache.at(-1)).toBe(true);
});

test("a navigation into another language inside the site fetches that language's texts before showing the page", async ({
  page,
}) => {
  const fetched = textsRequests(page);
  await page.goto("/nl/contact/");
  await consentHydrated(page);
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter.navigate("/fr/contact/"),
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.locator(".skip-link")).toHaveText("Aller au contenu");
  expect(fetched.map((path) => path.slice(0, 10))).toEqual(["/texts/nl.", "/texts/fr."]);
});

test("when the texts file cannot be had, the page stays as the server rendered it, its links working", async ({
  page,
}) => {
  await page.route("**/texts/**", (route) => route.abort());
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.goto("/nl/contact/");
  await expect.poll(() => warnings).toContain("interface texts unavailable: the page stays without scripts");
  expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
  await expect(page.locator(".skip-link")).toHaveText("Ga naar de inhoud");
  await page.locator(".site-header").getByRole("link", { name: "Te koop" }).first().click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Te koop");
});
