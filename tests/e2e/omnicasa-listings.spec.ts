import { expect, test } from "./fixtures/omnicasa-server.ts";

/**
 * An agency on Omnicasa (a production server with PROVIDER=omnicasa against the API double,
 * synced every 2 s): its listings and their pictures on the site, and a listing withdrawn in the
 * CRM that answers "no longer offered" after the next sync.
 */
// A Dutch-speaking visitor: /property/{id}/ leads to the Dutch page.
test.use({ locale: "nl-BE" });

test("the agency's Omnicasa listings are listed with their pictures, resized by the site", async ({ page }) => {
  await page.goto("/nl/te-koop/");
  const cards = page.locator(".listing-card");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBe(5);
  await expect(
    page.getByRole("heading", { name: "Gerenoveerde rijwoning met zonnige tuin in hartje Buggenhout" }),
  ).toBeVisible();
  const picture = cards.first().locator(".listing-card__media img");
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const source = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(source).toMatch(
    /\/img\/remote\?src=http%3A%2F%2F127\.0\.0\.1%3A\d+%2Fpictures%2F\d+-1\.jpg&w=\d+&format=webp$/,
  );
});

test("a listing withdrawn in Omnicasa answers 'no longer offered' (410) after the next sync", async ({
  page,
  double,
}) => {
  const first = await page.goto("/property/4100002/");
  expect(first?.status()).toBe(200);
  const detailUrl = page.url();
  double.removeProperty(4100002);
  await expect
    .poll(async () => (await page.goto(detailUrl))?.status(), { timeout: 20_000, intervals: [500] })
    .toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dit pand is niet langer beschikbaar");
  await expect(page.getByText("Dit pand wordt niet langer aangeboden.")).toBeVisible();
});
