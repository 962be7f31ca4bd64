/**
 * The agency console in Chromium against the production server (decision 0051), as its staff use
 * it: the first manager opens the link `npm run staff -- create` printed (the e2e server made the
 * account), chooses a password, sets up a TOTP app — the test computes the app's codes from the
 * secret the page shows —, keeps the recovery codes, and reaches the overview; logs out and in
 * again with the app's next code; the pages pass axe at 390 and 1280 px; the login and the code
 * work without JavaScript.
 *
 * The journey builds on itself (one manager, one secret), so its tests run in order in one worker,
 * each from an address of its own (the login counters of one never reach another).
 */
import { readFileSync } from "node:fs";
import * as OTPAuth from "otpauth";
import { expect, test, type Page } from "@playwright/test";
import { axeScan } from "./fixtures/axe.ts";
import { visitorAddress } from "./fixtures/visitor.ts";
import { FIRST_MANAGER, firstManagerLinkFile } from "#tests/setup/e2e-mailbox.ts";

test.describe.configure({ mode: "serial" });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const PASSWORD = "een huis aan de Schelde 1930";
const nextAddress = visitorAddress(211);
const manager = { secret: "", lastCode: "" };

/** The app's code now, never the one given last (a step is accepted once: wait for the next). */
async function nextCode(): Promise<string> {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(manager.secret) });
  for (;;) {
    const code = totp.generate();
    if (code !== manager.lastCode) return (manager.lastCode = code);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function expectAxeClean(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axeScan(page);
    expect(violations.map((violation) => `${width}px ${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
  }
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/admin/login/?lang=nl");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill(password);
  await page.getByRole("button", { name: "Aanmelden" }).click();
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(nextAddress());
});

test("the first manager chooses a password, sets up the app and reaches the overview", async ({ page }) => {
  const link = readFileSync(firstManagerLinkFile(PORT), "utf8").trim();
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(`Voor ${FIRST_MANAGER.email}`)).toBeVisible();
  await expectAxeClean(page);

  await page.getByLabel("Nieuw wachtwoord").fill("qwerty123456");
  await page.getByLabel("Herhaal het wachtwoord").fill("qwerty123456");
  await page.getByRole("button", { name: "Wachtwoord instellen" }).click();
  await expect(page.getByText("te bekend of te eenvoudig")).toBeVisible();
  await page.getByLabel("Nieuw wachtwoord").fill(PASSWORD);
  await page.getByLabel("Herhaal het wachtwoord").fill(PASSWORD);
  await page.getByRole("button", { name: "Wachtwoord instellen" }).click();
  await expect(page.getByText("Uw wachtwoord is ingesteld. Meld u aan.")).toBeVisible();
  await expectAxeClean(page);

  await logIn(page, FIRST_MANAGER.email, PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Tweestapsverificatie instellen" })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR-code voor uw authenticator-app" })).toBeVisible();
  await expectAxeClean(page);
  // Nothing else opens before the app is set up.
  await page.goto("/admin/leads/");
  await expect(page).toHaveURL(/\/admin\/account\/two-factor\/$/);

  manager.secret = (await page.locator(".console-secret").textContent())!.replace(/\s/g, "");
  await page.getByLabel("Geef de code van zes cijfers die de app toont.").fill(await nextCode());
  await page.getByRole("button", { name: "Activeren" }).click();
  await expect(page.getByRole("heading", { name: "Uw herstelcodes" })).toBeVisible();
  await expect(page.locator(".console-recovery-codes li")).toHaveCount(10);
  await page.getByRole("link", { name: "Ik heb ze bewaard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overzicht" })).toBeVisible();
  await expect(page.getByText(`Aangemeld als ${FIRST_MANAGER.name} (beheerder)`)).toBeVisible();
  await expect(page).toHaveTitle(/^Overzicht \| Beheer \| /);
  await expectAxeClean(page);
});

test("a manager logs out and back in with the app's next code", async ({ page }) => {
  await logIn(page, FIRST_MANAGER.email, PASSWORD);
  await expect(page).toHaveURL(/\/admin\/login\/code\/$/);
  await expectAxeClean(page);
  await page.getByLabel("Code").fill(await nextCode());
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overzicht" })).toBeVisible();
  await page.getByRole("button", { name: "Afmelden" }).click();
  await expect(page.getByText("U bent afgemeld.")).toBeVisible();
  await page.goto("/admin/");
  await expect(page).toHaveURL(/\/admin\/login\/\?next=%2Fadmin%2Foverview%2F$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the login, a refused code and the right one work as plain forms", async ({ page }) => {
    await logIn(page, FIRST_MANAGER.email, "not the password at all");
    await expect(page.getByText("Het e-mailadres of het wachtwoord is niet juist.")).toBeVisible();
    await page.getByLabel("Wachtwoord").fill(PASSWORD);
    await page.getByRole("button", { name: "Aanmelden" }).click();
    await expect(page).toHaveURL(/\/admin\/login\/code\/$/);
    await page.getByLabel("Code").fill("000000");
    await page.getByRole("button", { name: "Bevestigen" }).click();
    await expect(page.getByText("Deze code is niet juist of werd al gebruikt.")).toBeVisible();
    await page.getByLabel("Code").fill(await nextCode());
    await page.getByRole("button", { name: "Bevestigen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Overzicht" })).toBeVisible();
  });
});

test("the console is private: no cache, no index, not in robots or the sitemap", async ({ request }) => {
  const login = await request.get("/admin/login/");
  expect(login.headers()["cache-control"]).toBe("private, no-store");
  expect(login.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin/");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  // A change from another site is refused before any page sees it.
  const forged = await request.post("/admin/login/", {
    form: { email: FIRST_MANAGER.email, password: PASSWORD },
    headers: { origin: "https://evil.example" },
  });
  expect(forged.status()).toBe(403);
});
