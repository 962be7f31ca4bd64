import { axeScan } from "./fixtures/axe.ts";
import { test as sampleTest, type Page } from "@playwright/test";
import { expect, test } from "./fixtures/fixture-feed-server.ts";

/**
 * Booking a visit online in a real browser, with and without JavaScript, in nl and fr: from the
 * property page to the booking page, a day chosen, then one of its times, the thank-you page
 * reached; an incomplete post shows its errors next to the fields; two visitors choosing the same
 * slot: one is confirmed, the other told this time is no longer free and shown the current slots.
 * The picker is a day, then that day's times (decision 0013): without JavaScript a day is a link
 * that reloads the page with `?day=`; with it the click switches the day in place, keeping what
 * was typed. On a 390 px phone the form stays short.
 *
 * The bookings are made on the regions fixture's server (./fixtures/fixture-feed-server.ts: its sale
 * and long-term rent listings take viewings; a server per worker, so no other worker books there),
 * and each test posts from an address of its own (the per-address rate limit and captcha
 * threshold). A holiday home takes a stay request instead (decision 0036): its booking address
 * leads there, checked on the sample's server.
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
  const response = await page.request.get(`/property/${id}/`, {
    headers: { "Accept-Language": lang },
    maxRedirects: 0,
  });
  return response.headers().location!;
}

async function fillPerson(
  page: Page,
  person: { title: string; first: string; last: string; email: string; phone: string },
) {
  await page.locator("#appointment-title").selectOption(person.title);
  await page.locator("#appointment-firstName").fill(person.first);
  await page.locator("#appointment-lastName").fill(person.last);
  await page.locator("#appointment-email").fill(person.email);
  await page.locator("#appointment-phone").fill(person.phone);
}

/** The day shown (its chip), the legend of its times, and its first free time (label and radio). */
async function firstSlot(page: Page) {
  const times = page.locator(".appointment-times");
  const slot = times.locator(".appointment-slot").first();
  return {
    day: (await page.locator('.appointment-day-chip[aria-current="true"]').innerText()).replace(/\s+/g, " ").trim(),
    legend: (await times.locator("legend").innerText()).trim(),
    time: (await slot.innerText()).trim(),
    radio: slot.getByRole("radio"),
  };
}

/** The chips of the days with free slots. */
const dayChips = (page: Page) => page.locator(".appointment-days").getByRole("link");

/** With JavaScript: waits until React has taken over the day chips (a click then switches in place). */
async function pickerHydrated(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector(".appointment-day-chip") ?? {}).some((key) => key.startsWith("__react")),
  );
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`booking a visit ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled, extraHTTPHeaders: freshAddress });

    test("nl: from the property page, a day, then a time and the person, to the thank-you page", async ({ page }) => {
      await page.goto(await listingUrl(page, javaScriptEnabled ? 4200001 : 4200002, "nl"));
      await page.getByRole("link", { name: "Boek online een bezoek" }).click();
      await expect(page).toHaveURL(/\/nl\/afspraak\/42000\d\d\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Afspraak maken");
      await expect(page.getByRole("group", { name: /Kies een tijdstip/ })).toBeVisible();
      // The first day is shown at first; only its times are radio buttons.
      const chips = dayChips(page);
      expect(await chips.count()).toBeGreaterThan(15);
      await expect(chips.first()).toHaveAttribute("aria-current", "true");
      const radios = await page.locator('input[name="slot"]').count();
      expect(radios).toBeGreaterThan(0);
      expect(radios).toBeLessThanOrEqual(20);

      // With JavaScript the visitor may type first: a day switched in place keeps it.
      if (javaScriptEnabled) {
        await pickerHydrated(page);
        await page.locator("#appointment-firstName").fill("Ann");
      }
      const third = chips.nth(2);
      const chip = (await third.innerText()).replace(/\s+/g, " ").trim();
      const [weekday, dayNumber] = chip.split(" ");
      expect(weekday).toMatch(/^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag)$/);
      await third.click();
      await expect(third).toHaveAttribute("aria-current", "true");
      await expect(chips.first()).not.toHaveAttribute("aria-current");
      if (javaScriptEnabled) {
        await expect(page).toHaveURL(/\/nl\/afspraak\/4200001\/$/);
        await expect(page.locator("#appointment-firstName")).toHaveValue("Ann");
      } else {
        await expect(page).toHaveURL(/\/nl\/afspraak\/4200002\/\?day=20\d\d-\d\d-\d\d#appointment-slot$/);
      }
      const slot = await firstSlot(page);
      expect(slot.day).toBe(chip);
      expect(slot.legend).toMatch(/^Vrije tijdstippen op \S+ \d{1,2} \S+ 20\d\d$/);
      expect(slot.legend).toContain(`op ${weekday} ${dayNumber} `);
      expect(slot.time).toMatch(/^\d\d:\d\d–\d\d:\d\d$/);
      await slot.radio.check();
      await fillPerson(page, {
        title: "ms",
        first: "Ann",
        last: "Peeters",
        email: "ann.peeters@example.be",
        phone: "0477 12 34 56",
      });
      await page.getByLabel("Uw vraag of opmerking").fill("Ik kom met de fiets.");
      await page.getByLabel(/Ik ga akkoord met de privacyverklaring/).check();
      await page.getByRole("button", { name: "Afspraak bevestigen" }).click();
      await expect(page).toHaveURL(/\/nl\/bedankt\/afspraak\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor uw bezoekaanvraag");
    });

    test("fr: an incomplete booking shows each error next to its field and keeps what was typed; fixed, it goes through", async ({
      page,
    }) => {
      await page.goto(`/fr/rendez-vous/${javaScriptEnabled ? 4200003 : 4200004}/`);
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
      expect(slot.day).toMatch(/^(lundi|mardi|mercredi|jeudi|vendredi|samedi) \d{1,2} \S+$/);
      expect(slot.legend).toMatch(
        /^Créneaux libres le (lundi|mardi|mercredi|jeudi|vendredi|samedi) \d{1,2} \S+ 20\d\d$/,
      );
      await slot.radio.check();
      await fillPerson(page, {
        title: "ms",
        first: "Marie",
        last: "Dubois",
        email: "marie.dubois@example.be",
        phone: "+32 477 12 34 56",
      });
      await page.getByLabel(/J'accepte la/).check();
      await page.getByRole("button", { name: "Confirmer le rendez-vous" }).click();
      await expect(page).toHaveURL(/\/fr\/merci\/rendez-vous\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merci pour votre demande de visite");
    });
  });
}

for (const [secondWithJavaScript, listing] of [
  [true, 4200005],
  [false, 4200001],
] as const) {
  test.describe(`a slot taken in between, the second visitor ${secondWithJavaScript ? "with" : "without"} JavaScript`, () => {
    test("two visitors choose the same time: the first is confirmed, the second is told it is no longer free (409) and sees that day's current times", async ({
      browser,
    }) => {
      const first = await browser.newPage({ javaScriptEnabled: false, extraHTTPHeaders: ownAddress() });
      const second = await browser.newPage({ javaScriptEnabled: secondWithJavaScript, extraHTTPHeaders: ownAddress() });
      try {
        // Both choose the second day, then its first time.
        for (const page of [first, second]) {
          await page.goto(`/nl/afspraak/${listing}/`);
          if (page === second && secondWithJavaScript) await pickerHydrated(page);
          await dayChips(page).nth(1).click();
          await expect(dayChips(page).nth(1)).toHaveAttribute("aria-current", "true");
        }
        const chosen = await firstSlot(first);
        const value = await chosen.radio.getAttribute("value");
        const times = await second
          .locator('.appointment-times input[name="slot"]')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
        expect(times[0]).toBe(value);
        for (const [page, person] of [
          [
            first,
            { title: "mr", first: "Bart", last: "Claes", email: "bart.claes@example.be", phone: "0477 11 22 33" },
          ],
          [
            second,
            { title: "ms", first: "Els", last: "Wouters", email: "els.wouters@example.be", phone: "0477 44 55 66" },
          ],
        ] as const) {
          await page.locator(`input[name="slot"][value="${value}"]`).check();
          await fillPerson(page, person);
          await page.getByLabel(/Ik ga akkoord met de privacyverklaring/).check();
        }

        await first.getByRole("button", { name: "Afspraak bevestigen" }).click();
        await expect(first).toHaveURL(/\/nl\/bedankt\/afspraak\/$/);

        const answer = second.waitForResponse(
          (response) => response.request().method() === "POST" && response.url().includes(`/nl/afspraak/${listing}`),
        );
        await second.getByRole("button", { name: "Afspraak bevestigen" }).click();
        expect((await answer).status()).toBe(409);
        await expect(second.locator("#appointment-slot-error")).toHaveText(
          "Dit tijdstip is niet meer vrij: kies een ander tijdstip",
        );
        await expect(second.locator(".lead-form__summary")).toContainText(
          "Dit tijdstip is niet meer vrij: kies een ander tijdstip",
        );
        await expect(second.getByText("Alle afspraken zijn volzet")).toHaveCount(0);
        // The same day, its times as they are now: the taken one gone, the others still there.
        await expect(dayChips(second).nth(1)).toHaveAttribute("aria-current", "true");
        await expect(second.locator(`input[name="slot"][value="${value}"]`)).toHaveCount(0);
        await expect(second.locator('.appointment-times input[name="slot"]')).toHaveCount(times.length - 1);
        await expect(second.locator("#appointment-lastName")).toHaveValue("Wouters");
        // Another time, and the booking goes through.
        await (await firstSlot(second)).radio.check();
        await second.getByLabel(/Ik ga akkoord met de privacyverklaring/).check();
        await second.getByRole("button", { name: "Afspraak bevestigen" }).click();
        await expect(second).toHaveURL(/\/nl\/bedankt\/afspraak\/$/);
      } finally {
        await first.close();
        await second.close();
      }
    });
  });
}

test.describe("on a 390 px phone without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("the booking form is short: one day's times, not four weeks of them", async ({ page }) => {
    await page.goto("/nl/afspraak/4200002/");
    const form = await page.locator("#appointment").boundingBox();
    expect(form!.height).toBeLessThan(2000);
    // Everything above the footer (header, breadcrumb, listing, intro, form, back link).
    const main = await page.evaluate(() => {
      const box = document.querySelector("main")!.getBoundingClientRect();
      return box.bottom + window.scrollY;
    });
    expect(main).toBeLessThan(3000);
    // Every target at least 24 px (WCAG 2.2 2.5.8); these are 44 px high.
    for (const box of [
      await dayChips(page).first().boundingBox(),
      await page.locator(".appointment-slot").first().boundingBox(),
    ]) {
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(44);
    }
  });
});

sampleTest("an unknown or sold listing has no booking page (404)", async ({ request }) => {
  expect((await request.get("/nl/afspraak/9999999/")).status()).toBe(404);
  const sold = await request.get("/nl/afspraak/4100002/");
  expect(sold.status()).toBe(404);
  expect(await sold.text()).toContain("Pand niet gevonden of verkocht");
});

sampleTest(
  "a holiday home's booking address leads to its stay request (301); a booking posted there is refused (404)",
  async ({ request }) => {
    for (const [booking, stay] of [
      ["/nl/afspraak/4100006/", "/nl/verblijfsaanvraag/4100006/"],
      ["/fr/rendez-vous/4100006/", "/fr/demande-de-sejour/4100006/"],
    ] as const) {
      const answer = await request.get(booking, { maxRedirects: 0 });
      expect(answer.status(), booking).toBe(301);
      expect(new URL(answer.headers().location!, "http://localhost").pathname).toBe(stay);
    }
    const posted = await request.post("/nl/afspraak/4100006/", {
      form: { form: "appointment" },
      headers: { Origin: new URL((await request.get("/healthz")).url()).origin },
    });
    expect(posted.status()).toBe(404);
  },
);

test("the booking form with its errors shown has no axe violations", async ({ page }) => {
  await page.setExtraHTTPHeaders(ownAddress());
  await page.goto("/nl/afspraak/4200003/");
  await page.getByRole("button", { name: "Afspraak bevestigen" }).click();
  await expect(page.locator(".lead-form__summary")).toBeVisible();
  const results = await axeScan(page);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
