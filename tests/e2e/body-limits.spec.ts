import fs from "node:fs";
import { expect, test } from "@playwright/test";

/**
 * Bodies over their limit in a real browser (decision 0027): the browser shows our 413 answer in
 * the page's language, not "connection reset", even when the body is larger than what the server
 * drains before closing (32 MB): it answers before reading, and reads the rest while the browser
 * still sends. Posts come from addresses no other spec uses (X-Forwarded-For from loopback is trusted).
 */
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.201" } });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.202" } });

  test("a 40 MB photo on the testimonial form: the form again, the photo's error next to its field (413)", async ({
    page,
  }, testInfo) => {
    const file = testInfo.outputPath("grande-photo.jpg");
    fs.writeFileSync(file, Buffer.alloc(40 * 1024 * 1024, 0xff));
    await page.goto("/fr/laisser-un-temoignage/");
    await page.getByLabel(/^Photo/).setInputFiles(file);
    const answer = page.waitForResponse((res) => res.request().method() === "POST");
    await page.getByRole("button", { name: "Envoyer" }).click();
    expect((await answer).status()).toBe(413);
    await expect(page.locator("#testimonial-image-error")).toHaveText("L'image ne peut pas dépasser 5 Mo");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rédiger un témoignage");
  });
});

test("a form post over 64 KB (sent as a browser does without our script) shows the 413 page in the page's language, with the way back", async ({
  page,
}) => {
  await page.goto("/fr/contact/");
  const answer = page.waitForResponse((res) => res.request().method() === "POST");
  // The fields' own lengths keep a visitor far below 64 KB: a field added here stands for a tampered post.
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form:has(input[name="form"][value="site-contact"])')!;
    const padding = Object.assign(document.createElement("input"), {
      type: "hidden",
      name: "padding",
      value: "a".repeat(100 * 1024),
    });
    form.append(padding);
    form.submit();
  });
  expect((await answer).status()).toBe(413);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trop de données envoyées");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByText("64 ko")).toBeVisible();
  await page.getByRole("link", { name: "Retour à la page" }).click();
  await expect(page).toHaveURL(/\/fr\/contact\/$/);
});
