import { axeScan } from "./fixtures/axe.ts";
import { expect, test, type Page } from "@playwright/test";

/**
 * Booking a visit online in a real browser, with and without JavaScript, in nl and fr: from the
 * property page to the booking page, a slot chosen, the thank-you page reached; an incomplete post
 * shows its errors next to the fields; the last place of a slot booked by two visitors is
 * confirmed for one, and the other is told this time is no longer free while the slot disappears.
 *
 * Each test books on a listing of its own (one place per slot) and posts from an address of its
 * own (the per-address rate limit and captcha threshold).
 */
let addressCounter = 0;
/**
 * An address no other test uses (X-Forwarded-For from loopback is trusted): 198.51.100.x, 40 per
 * worker. As a fixture override it is made afresh for every test.
 */
function ownAddress(): Record<string, string> {
  addressCounter += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 6;
  return { "X-Forwarded-For": `198.51.100.${worker * 40 + (addressCounter % 40) + 1}` };
}
// eslint-disable-next-line no-empty-pattern
const freshAddress = async ({}, use: (headers: Record<string, string>) => Promise<void>) => use(ownAddress());

async function listingUrl(page: Page, id: number, lang: "nl" | "fr"): Promise<string> {
  const response = await page.request.get(`/property/${id}/`, { headers: { "Accept-Language": lang }, maxRedirects: 0 });
  return response.headers().location!;
}

async function fillPerson(page: Page, person: { title: string; first: string; last: string; email: string; phone: string }) {
  await page.locator("#appointment-title").selectOption(person.title);
  await page.locator("#appointment-firstName").fill(person.first);
  await page.locator("#appointment-lastName").fill(person.last);
  await page.locator("#appointment-email").fill(person.email);
  await page.locator("#appointment-phone").fill(person.phone);
}

/** The first free slot of the page: its day (legend) and its time (label). */
async function firstSlot(page: Page) {
  const day = page.locator(".appointment-day").first();
  const slot = day.locator(".appointment-slot").first();
  return { day: (await day.locator("legend").innerText()).trim(), time: (await slot.innerText()).trim(), radio: slot.getByRole("radio") };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`booking a visit ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled, extraHTTPHeaders: freshAddress });

    test("nl: from the property page, a slot and the person, to the thank-you page", async ({ page }) => {
      await page.goto(await listingUrl(page, javaScriptEnabled ? 4100001 : 4100003, "nl"));
      await page.getByRole("link", { name: "Boek online een bezoek" }).click();
      await expect(page).toHaveURL(/\/nl\/afspraak\/41000\d\d\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Afspraak maken");
      await expect(page.getByRole("group", { name: /Kies een tijdstip/ })).toBeVisible();
      const slot = await firstSlot(page);
      expect(slot.day).toMatch(/^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag) \d{1,2} \w+ 20\d\d$/);
      expect(slot.time).toMatch(/^\d\d:\d\d–\d\d:\d\d$/);
      await slot.radio.check();
      await fillPerson(page, { title: "ms", first: "Ann", last: "Peeters", email: "ann.peeters@example.be", phone: "0477 12 34 56" });
      await page.getByLabel("Uw vraag of opmerking").fill("Ik kom met de fiets.");
      await page.getByLabel(/Ik ga akkoord met de privacyverklaring/).check();
      await page.getByRole("button", { name: "Afspraak bevestigen" }).click();
      await expect(page).toHaveURL(/\/nl\/bedankt\/afspraak\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor uw bezoekaanvraag");
    });

    test("fr: an incomplete booking shows each error next to its field and keeps what was typed; fixed, it goes through", async ({ page }) => {
      await page.goto(`/fr/rendez-vous/${javaScriptEnabled ? 4100005 : 4100006}/`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prendre rendez-vous");
      await page.locator("#appointment-firstName").fill("Marie");
      await page.locator("#appointment-email").fill("marie@");
      await page.getByRole("button", { name: "Confirmer le rendez-vous" }).click();

      await expect(page.locator(".lead-form__summary")).toBeVisible();
      await expect(page.locator("#appointment-slot-error")).toHaveText("Choisissez un moment pour votre visite");
      await expect(page.locator("#appointment-lastName-error")).toHaveText("Veuillez indiquer votre nom");
      await expect(page.locator("#appointment-email-error")).toHaveText("Veuillez indiquer une adresse e-mail valide");
      await expect(page.locator("#appointment-privacyConsent-error")).toBeVisible();
      await expect(page.locator("#appointment-firstName")).toHaveValue("Marie");
      await expect(page.locator("#appointment-email")).toHaveValue("marie@");

      const slot = await firstSlot(page);
      expect(slot.day).toMatch(/^(lundi|mardi|mercredi|jeudi|vendredi|samedi) \d{1,2} \S+ 20\d\d$/);
      await slot.radio.check();
      await fillPerson(page, { title: "ms", first: "Marie", last: "Dubois", email: "marie.dubois@example.be", phone: "+32 477 12 34 56" });
      await page.getByLabel(/J'accepte la/).check();
      await page.getByRole("button", { name: "Confirmer le rendez-vous" }).click();
      await expect(page).toHaveURL(/\/fr\/merci\/rendez-vous\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merci pour votre demande de visite");
    });
  });
}

test.describe("the last place of a slot", () => {
  test("two visitors choose it: the first is confirmed, the second is told this time is no longer free (409) and the slot is gone", async ({ browser }) => {
    const first = await browser.newPage({ javaScriptEnabled: false, extraHTTPHeaders: ownAddress() });
    const second = await browser.newPage({ javaScriptEnabled: true, extraHTTPHeaders: ownAddress() });
    try {
      for (const page of [first, second]) await page.goto("/nl/afspraak/4100008/");
      const chosen = await firstSlot(first);
      const value = await chosen.radio.getAttribute("value");
      for (const [page, person] of [
        [first, { title: "mr", first: "Bart", last: "Claes", email: "bart.claes@example.be", phone: "0477 11 22 33" }],
        [second, { title: "ms", first: "Els", last: "Wouters", email: "els.wouters@example.be", phone: "0477 44 55 66" }],
      ] as const) {
        await page.locator(`input[name="slot"][value="${value}"]`).check();
        await fillPerson(page, person);
        await page.getByLabel(/Ik ga akkoord met de privacyverklaring/).check();
      }

      await first.getByRole("button", { name: "Afspraak bevestigen" }).click();
      await expect(first).toHaveURL(/\/nl\/bedankt\/afspraak\/$/);

      const answer = second.waitForResponse((response) => response.request().method() === "POST" && response.url().includes("/nl/afspraak/4100008"));
      await second.getByRole("button", { name: "Afspraak bevestigen" }).click();
      expect((await answer).status()).toBe(409);
      await expect(second.locator("#appointment-slot-error")).toHaveText("Dit tijdstip is niet meer vrij: kies een ander tijdstip");
      await expect(second.locator(".lead-form__summary")).toContainText("Dit tijdstip is niet meer vrij: kies een ander tijdstip");
      await expect(second.locator(`input[name="slot"][value="${value}"]`)).toHaveCount(0);
      await expect(second.locator("#appointment-lastName")).toHaveValue("Wouters");
      // Another slot, and the booking goes through.
      await (await firstSlot(second)).radio.check();
      await second.getByRole("button", { name: "Afspraak bevestigen" }).click();
      await expect(second).toHaveURL(/\/nl\/bedankt\/afspraak\/$/);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

test("an unknown or sold listing has no booking page (404)", async ({ request }) => {
  expect((await request.get("/nl/afspraak/9999999/")).status()).toBe(404);
  const sold = await request.get("/nl/afspraak/4100002/");
  expect(sold.status()).toBe(404);
  expect(await sold.text()).toContain("Pand niet gevonden of verkocht");
});

test("the booking form with its errors shown has no axe violations", async ({ page }) => {
  // Four weeks of slots are a few hundred radio buttons for axe to check.
  test.slow();
  await page.setExtraHTTPHeaders(ownAddress());
  await page.goto("/nl/afspraak/4100010/");
  await page.getByRole("button", { name: "Afspraak bevestigen" }).click();
  await expect(page.locator(".lead-form__summary")).toBeVisible();
  const results = await axeScan(page);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
