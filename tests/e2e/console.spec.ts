/**
 * The agency console in Chromium against the production server (decision 0051), as its staff use
 * it: the first manager opens the link `npm run staff -- create` printed (the e2e server made the
 * account), chooses a password, sets up a TOTP app — the test computes the app's codes from the
 * secret the page shows —, keeps the recovery codes, and reaches the overview; logs out and in
 * again with the app's next code; the pages pass axe at 390 and 1280 px; the login and the code
 * work without JavaScript.
 *
 * A manager invites an agent (the invitation mail, in the agent's French, read from the loopback
 * SMTP server); the agent chooses a password, works on a visitor's lead (status, note) and gets
 * 403 on a manager's page. No console page logs an error in the browser (a hydration mismatch
 * would).
 *
 * The journey builds on itself (one manager, one secret), so its tests run in order in one worker,
 * each from an address of its own (the login counters of one never reach another). A retry runs
 * them all again in a new worker, where the link is spent: what the manager has done so far (the
 * password set, the app's secret, the last code given) is kept in a file beside the run's mail, and
 * the first test goes on from there.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as OTPAuth from "otpauth";
import { expect, test, type Page } from "@playwright/test";
import { axeScan } from "./fixtures/axe.ts";
import { findTextProblems } from "./fixtures/text-overflow.ts";
import { mailTo, siteLinks } from "./fixtures/mailbox.ts";
import { fillPerson, visitorAddress } from "./fixtures/visitor.ts";
import { consoleTranslator } from "#app/i18n/console/texts.ts";
import { nl as site } from "#app/i18n/messages/nl.ts";
import { FIRST_MANAGER, firstManagerLinkFile, mailboxFolder } from "#tests/setup/e2e-mailbox.ts";

// A login may wait up to 30 s for the app's next code (a code is accepted once).
test.describe.configure({ mode: "serial", timeout: 90_000 });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const PASSWORD = "een huis aan de Schelde 1930";
const nextAddress = visitorAddress(211);
type ManagerState = { passwordSet: boolean; secret: string; lastCode: string };
const STATE_FILE = join(mailboxFolder(PORT), "console-journey.json");
const manager: ManagerState = existsSync(STATE_FILE)
  ? (JSON.parse(readFileSync(STATE_FILE, "utf8")) as ManagerState)
  : { passwordSet: false, secret: "", lastCode: "" };
const keep = () => writeFileSync(STATE_FILE, JSON.stringify(manager));

/** The app's code now, never the one given last (a step is accepted once: wait for the next). */
async function nextCode(): Promise<string> {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(manager.secret) });
  for (;;) {
    const code = totp.generate();
    if (code !== manager.lastCode) {
      manager.lastCode = code;
      keep();
      return code;
    }
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

/** Fails the test on any error the page logs (React's hydration mismatches are errors). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function logInWithCode(page: Page) {
  await logIn(page, FIRST_MANAGER.email, PASSWORD);
  await page.getByLabel("Code").fill(await nextCode());
  await page.getByRole("button", { name: "Bevestigen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overzicht" })).toBeVisible();
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
  if (manager.secret) return logInWithCode(page);
  if (!manager.passwordSet) await choosePassword(page);
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

/** The link `npm run staff` printed: a common password refused, then the manager's own. */
async function choosePassword(page: Page) {
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
  manager.passwordSet = true;
  keep();
}

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

test("a manager invites an agent, who works on a lead and cannot open a manager's page", async ({
  page,
  browser,
}, testInfo) => {
  // A retry invites someone else: the first attempt's invitation may have gone out.
  const agentEmail = `els.janssens${testInfo.retry ? `.${testInfo.retry}` : ""}@agency.example`;
  const nlT = consoleTranslator("nl");
  const frT = consoleTranslator("fr");
  const errors = watchErrors(page);
  // A visitor's question through the contact page (without JavaScript: the plain form).
  const visitor = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: nextAddress() });
  const form = await visitor.newPage();
  await form.goto("/nl/contact/");
  await fillPerson(form, "site-contact", {
    title: "ms",
    first: "Lotte",
    last: "Vermeulen",
    email: "lotte.vermeulen@example.be",
    phone: "0477 12 34 56",
  });
  await form.locator("#site-contact-message").fill("Kan ik volgende week langskomen?");
  await form.locator("#site-contact-privacyConsent").check();
  await form.locator("form#site-contact").getByRole("button", { name: site["form.submit"] }).click();
  await expect(form).toHaveURL(/\/nl\/bedankt\//);
  await visitor.close();

  await logInWithCode(page);
  await page
    .getByRole("navigation", { name: nlT("console.nav") })
    .getByRole("link", { name: nlT("console.nav.staff") })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: nlT("console.nav.staff") })).toBeVisible();
  // The navigation marks where the person is.
  await expect(
    page.getByRole("navigation", { name: nlT("console.nav") }).getByRole("link", { name: nlT("console.nav.staff") }),
  ).toHaveAttribute("aria-current", "page");
  await expectAxeClean(page);
  await page.getByLabel(nlT("staff.email")).fill(agentEmail);
  await page.getByLabel(nlT("staff.name")).fill("Els Janssens");
  await page.getByLabel(nlT("staff.role")).selectOption("agent");
  await page.getByLabel(nlT("staff.language")).selectOption("fr");
  await page.getByRole("button", { name: nlT("staff.invite.submit") }).click();
  await expect(page.getByText(nlT("staff.done.invited"))).toBeVisible();
  expect(errors).toEqual([]);

  const invitation = await mailTo(agentEmail);
  expect(invitation.header("subject")).toMatch(/^Votre accès à la gestion du site/);
  const link = siteLinks(invitation).find((path) => path.startsWith("/admin/password/"))!;
  const agentContext = await browser.newContext({ extraHTTPHeaders: nextAddress() });
  const agent = await agentContext.newPage();
  const agentErrors = watchErrors(agent);
  await agent.goto(link);
  await expect(agent.getByRole("heading", { level: 1, name: frT("password.title") })).toBeVisible();
  await agent.getByLabel(frT("password.new")).fill("la maison au bord de l'Escaut");
  await agent.getByLabel(frT("password.confirm")).fill("la maison au bord de l'Escaut");
  await agent.getByRole("button", { name: frT("password.submit") }).click();
  await expect(agent.getByText(frT("login.passwordSet"))).toBeVisible();
  await agent.getByLabel(frT("login.email")).fill(agentEmail);
  await agent.getByLabel(frT("login.password")).fill("la maison au bord de l'Escaut");
  await agent.getByRole("button", { name: frT("login.submit") }).click();
  // An agent without an app goes straight in; the manager's areas are not offered.
  await expect(agent.getByRole("heading", { level: 1, name: frT("console.nav.dashboard") })).toBeVisible();
  const navigation = agent.getByRole("navigation", { name: frT("console.nav") });
  await expect(navigation.getByRole("link", { name: frT("console.nav.staff") })).toHaveCount(0);
  const refused = await agent.goto("/admin/staff/");
  expect(refused?.status()).toBe(403);
  await expect(agent.getByRole("heading", { level: 1, name: frT("console.forbiddenTitle") })).toBeVisible();

  await agent.goto("/admin/overview/");
  await navigation.getByRole("link", { name: frT("console.nav.leads") }).click();
  await expect(agent.getByRole("heading", { level: 1, name: frT("leads.title") })).toBeVisible();
  await expectAxeClean(agent);
  await agent
    .getByRole("link", { name: /Lotte Vermeulen|Vermeulen/ })
    .first()
    .click();
  await expect(agent.getByText("Kan ik volgende week langskomen?")).toBeVisible();
  await agent.getByLabel(frT("leads.lead.handling")).selectOption("in_progress");
  await agent.getByRole("button", { name: frT("leads.saveHandling") }).click();
  await expect(agent.getByText(frT("leads.done.handling"))).toBeVisible();
  await agent.getByLabel(frT("leads.note.body")).fill("Rappelée, visite jeudi à 14 h.");
  await agent.getByRole("button", { name: frT("leads.note.add") }).click();
  await expect(agent.getByText("Rappelée, visite jeudi à 14 h.")).toBeVisible();
  await expectAxeClean(agent);
  expect(agentErrors).toEqual([]);
  await agentContext.close();
});

/**
 * Every page of the console as a manager sees it: a list page, or the first entry a list links to
 * (a lead, a testimonial, an owner…), `?email=` for the privacy search of the lead's visitor.
 */
const CONSOLE_PAGES: { path: string; open?: string }[] = [
  { path: "/admin/overview/" },
  { path: "/admin/leads/" },
  { path: "/admin/leads/", open: "main tbody a[href^='/admin/leads/']" },
  { path: "/admin/testimonials/?status=published" },
  { path: "/admin/testimonials/?status=published", open: "main tbody a[href^='/admin/testimonials/']" },
  { path: "/admin/owners/" },
  { path: "/admin/owners/", open: "main tbody a[href^='/admin/owners/']" },
  { path: "/admin/owners/1/dashboard/" },
  { path: "/admin/demands/" },
  { path: "/admin/demands/newsletter/" },
  { path: "/admin/privacy/?email=lotte.vermeulen%40example.be" },
  { path: "/admin/operations/" },
  { path: "/admin/content/" },
  { path: "/admin/content/", open: "main a[href^='/admin/content/']" },
  { path: "/admin/staff/" },
  { path: "/admin/staff/", open: "main tbody a[href^='/admin/staff/']" },
  { path: "/admin/audit/" },
  { path: "/admin/account/" },
];

test("every console page passes axe and shows its texts whole at 390 and 1280 px, in Dutch and French", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await logInWithCode(page);
  const problems: string[] = [];
  try {
    for (const locale of ["nl", "fr"] as const) {
      if (locale === "fr") {
        await page.goto("/admin/account/");
        await page.getByLabel(consoleTranslator("nl")("account.language")).selectOption("fr");
        await page
          .getByRole("button", { name: consoleTranslator("nl")("console.save") })
          .first()
          .click();
        await expect(page.getByText(consoleTranslator("fr")("console.saved"))).toBeVisible();
      }
      for (const { path, open } of CONSOLE_PAGES) {
        await page.setViewportSize({ width: 1280, height: 900 });
        const answer = await page.goto(path);
        expect(answer?.status(), path).toBe(200);
        if (open) {
          await page.locator(open).first().click();
          await expect(page).not.toHaveURL(path);
        }
        const where = `${locale} ${page.url().replace(/^https?:\/\/[^/]+/, "")}`;
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          if (locale === "nl") {
            const { violations } = await axeScan(page);
            problems.push(
              ...violations.map(
                (violation) => `${where} ${width}px axe ${violation.id}: ${violation.nodes[0]?.target}`,
              ),
            );
          }
          const texts = await page.evaluate(findTextProblems);
          problems.push(
            ...texts
              .slice(0, 3)
              .map(
                (problem) =>
                  `${where} ${width}px ${problem.kind}: ${problem.element} "${problem.text}" ${problem.detail}`,
              ),
          );
        }
      }
    }
  } finally {
    // Back to Dutch, the language of the journey's other steps (and of a retry's).
    await page.goto("/admin/account/");
    await page.locator('select[name="locale"]').selectOption("nl");
    await page.locator('form:has(select[name="locale"]) button[type="submit"]').click();
    await expect(page.getByText(consoleTranslator("nl")("console.saved"))).toBeVisible();
  }
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
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
