import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { demandRegistrations, leads, newsletterSubscriptions } from "#db/schema.ts";
import * as newsletterPage from "#app/routes/forms/newsletter.tsx";
import * as unsubscribePage from "#app/routes/forms/unsubscribe.tsx";
import { newToken } from "#app/services/leads/store-lead.server.ts";
import { findUnsubscribeTarget, unsubscribeByToken } from "#app/services/leads/unsubscribe.server.ts";
import { type FormHarness, mailTo, useFormHarness } from "#tests/setup/route-harness.ts";
import { renderRoute } from "#tests/setup/render-route.tsx";
import { SITE_URL } from "#tests/setup/sample-catalogue.ts";

/**
 * Newsletter sign-up and unsubscribing: the subscription and its welcome mail (with the
 * unsubscribe link and the RFC 8058 headers) in nl and fr; the unsubscribe page's button and the
 * mail clients' one-click post; tokens of newsletter subscriptions and of demand registrations;
 * an unknown token is "person not found" (404).
 */
const harness = useFormHarness();

const db = () => harness.database.db;

async function subscription(email: string) {
  const [row] = await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return row;
}

/** Signs up through the page and returns the token of the welcome mail's unsubscribe link. */
async function signUp(
  lang: "nl" | "fr",
  values: Record<string, string>,
): Promise<{ token: string; link: string; mail: Awaited<ReturnType<FormHarness["deliver"]>>[number] }> {
  const url = lang === "nl" ? "/nl/nieuwsbrief/" : "/fr/newsletter/";
  const answer = await harness.post(newsletterPage.action, url, {
    form: "newsletter",
    privacyConsent: "on",
    ...values,
  });
  expect(answer.status).toBe(303);
  const mail = mailTo(await harness.deliver(), values.email!.trim().toLowerCase());
  const link = /<(https:\/\/[^>]+)>/.exec(mail.header("list-unsubscribe") ?? "")?.[1];
  if (!link) throw new Error("no unsubscribe link");
  const token = /\/([0-9a-f]+)\/$/.exec(link)![1]!;
  return { token, link, mail };
}

/** Inserts a demand registration as the demand register stores one (only the token's hash). */
async function demandRegistration(email: string): Promise<{ id: string; token: string }> {
  const { token, hash } = newToken();
  const [row] = await db()
    .insert(demandRegistrations)
    .values({ email, locale: "nl", goal: 0, typeIds: [1], zips: ["9255"], unsubscribeTokenHash: hash })
    .returning({ id: demandRegistrations.id });
  return { id: row!.id, token };
}

describe("newsletter sign-up", () => {
  it("nl: the subscription, 303 to its thank-you page, a welcome mail with the unsubscribe link and one-click headers", async () => {
    const answer = await harness.post(newsletterPage.action, "/nl/nieuwsbrief/", {
      form: "newsletter",
      email: " Ann.Peeters@Example.be ",
      firstName: "Ann",
      lastName: "Peeters",
      privacyConsent: "on",
    });
    expect(answer).toMatchObject({ status: 303, location: "/nl/bedankt/nieuwsbrief/" });
    expect(await subscription("ann.peeters@example.be")).toMatchObject({
      active: true,
      locale: "nl",
      unsubscribedAt: null,
    });
    expect(await db().select({ kind: leads.kind }).from(leads)).toEqual([{ kind: "newsletter" }]);

    const mails = await harness.deliver();
    expect(mails).toHaveLength(1);
    const welcome = mailTo(mails, "ann.peeters@example.be");
    expect(welcome.header("subject")).toBe("Welkom bij onze nieuwsbrief");
    expect(welcome.text).toContain("Beste Ann Peeters,");
    expect(welcome.text).toContain(
      "Nieuwe panden, open huizen en marktinfo komen voortaan naar ann.peeters@example.be.",
    );
    expect(welcome.header("list-unsubscribe")).toMatch(
      /^<https:\/\/agency\.example\/nl\/uitschrijven\/[0-9a-f]{48}\/>$/,
    );
    expect(welcome.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(welcome.text).toMatch(
      /Geen e-mails meer ontvangen\? Schrijf u hier uit: https:\/\/agency\.example\/nl\/uitschrijven\/[0-9a-f]{48}\//,
    );
  });

  it("fr: without a name the mail greets the reader; the link is the French unsubscribe page", async () => {
    const { mail, link } = await signUp("fr", { email: "marie@example.be" });
    expect(mail.header("subject")).toBe("Bienvenue dans notre newsletter");
    expect(mail.text).toContain("Chère lectrice, cher lecteur,");
    expect(link).toMatch(/^https:\/\/agency\.example\/fr\/desinscription\/[0-9a-f]{48}\/$/);
  });

  it.each([
    [
      "/nl/nieuwsbrief/",
      { email: "" },
      { email: "Vul uw e-mailadres in", privacyConsent: "U moet akkoord gaan met de privacyverklaring" },
    ],
    [
      "/fr/newsletter/",
      { email: "marie@", privacyConsent: "on" },
      { email: "Veuillez indiquer une adresse e-mail valide" },
    ],
  ])("%s %j: 400 with the errors by field, nothing stored", async (url, values, errors) => {
    const answer = await harness.post<{ errors: Record<string, string> }>(newsletterPage.action, url, {
      form: "newsletter",
      ...values,
    });
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toEqual(errors);
    expect(await db().select().from(newsletterSubscriptions)).toEqual([]);
  });

  it("the newsletter page: its title, hreflang and breadcrumb, and the form", async () => {
    const page = await harness.get<{
      seo: { title: string; alternates: { hreflang: string; href: string }[] };
      breadcrumb: { name: string }[];
    }>(newsletterPage.loader, "/nl/nieuwsbrief/");
    expect(page.data.seo.title).toBe("Nieuwsbrief | Immo Dender & Schelde");
    expect(page.data.seo.alternates).toContainEqual({ hreflang: "fr", href: `${SITE_URL}/fr/newsletter/` });
    expect(page.data.breadcrumb.map((crumb) => crumb.name)).toEqual(["Home", "Nieuwsbrief"]);
    const { html } = await renderRoute(newsletterPage, new Request(`${SITE_URL}/nl/nieuwsbrief/`), harness.context());
    expect(html).toContain('<h1 class="page__title">Nieuwsbrief</h1>');
    expect(html).toMatch(/<input id="newsletter-email" type="email" required=""/);
    expect(html).toContain(">Inschrijven</button>");
  });
});

describe("unsubscribing", () => {
  it("the mail's link shows a page with one button; the button unsubscribes and leads to the thank-you page", async () => {
    const { token } = await signUp("nl", { email: "ann@example.be" });
    const path = `/nl/uitschrijven/${token}/`;
    const page = await renderRoute(unsubscribePage, new Request(`${SITE_URL}${path}`), harness.context(), {
      path: "nl/uitschrijven/:token/",
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1 class="page__title">Uitschrijven</h1>');
    expect(page.html).toContain(
      "<p>Klik op de knop om u uit te schrijven. U ontvangt dan geen e-mails meer van ons.</p>",
    );
    expect(page.html).toMatch(
      /<form class="unsubscribe__form" method="post"><input type="hidden" name="form" value="unsubscribe"\/><button type="submit"[^>]*>Uitschrijven<\/button><\/form>/,
    );
    const loaded = await harness.get(unsubscribePage.loader, path, { params: { token } });
    expect(loaded.headers.get("Cache-Control")).toBe("private, no-store");
    expect((loaded.data as { seo: { robots: string } }).seo.robots).toBe("noindex, follow");

    const answer = await harness.post(unsubscribePage.action, path, { form: "unsubscribe" }, { params: { token } });
    expect(answer).toMatchObject({ status: 303, location: "/nl/bedankt/uitgeschreven/" });
    const row = await subscription("ann@example.be");
    expect(row).toMatchObject({ active: false });
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);
    // Pressing it again (back button) changes nothing and still succeeds.
    expect(
      (await harness.post(unsubscribePage.action, path, { form: "unsubscribe" }, { params: { token } })).status,
    ).toBe(303);
    expect((await subscription("ann@example.be"))!.unsubscribedAt).toEqual(row!.unsubscribedAt);
  });

  it("RFC 8058 one-click (a mail client's post, no form id): unsubscribed at once, 200, even past the form rate limit", async () => {
    const { token } = await signUp("fr", { email: "marie@example.be" });
    const limited = {
      ...harness.context(),
      formGuard: { rateLimited: true, retryAfterSeconds: 60, postsInWindow: 99 },
    } as ReturnType<FormHarness["context"]>;
    const answer = await harness.post(
      unsubscribePage.action,
      `/fr/desinscription/${token}/`,
      new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
      { params: { token }, context: limited },
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ outcome: "done" });
    expect(await subscription("marie@example.be")).toMatchObject({ active: false });
    // The page shown after it says so, in French.
    const request = new Request(`${SITE_URL}/fr/desinscription/${token}/`, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    const { status, html } = await renderRoute(unsubscribePage, request, harness.context(), {
      path: "fr/desinscription/:token/",
    });
    expect(status).toBe(200);
    expect(html).toContain("Vous êtes désinscrit");
    expect(html).toContain("Vous ne recevrez plus d&#x27;e-mails de notre part.");
  });

  it("the button past the rate limit: 429, still subscribed", async () => {
    const { token } = await signUp("nl", { email: "jan@example.be" });
    const limited = {
      ...harness.context(),
      formGuard: { rateLimited: true, retryAfterSeconds: 60, postsInWindow: 99 },
    } as ReturnType<FormHarness["context"]>;
    const answer = await harness.post(
      unsubscribePage.action,
      `/nl/uitschrijven/${token}/`,
      { form: "unsubscribe" },
      { params: { token }, context: limited },
    );
    expect(answer.status).toBe(429);
    expect(answer.headers.get("Retry-After")).toBe("60");
    expect(await subscription("jan@example.be")).toMatchObject({ active: true });
  });

  it("an unknown token: 'person not found', 404, on the page and for a post; a post that is neither form nor one-click 400", async () => {
    const token = newToken().token;
    const loaded = await harness.get(unsubscribePage.loader, `/nl/uitschrijven/${token}/`, { params: { token } });
    expect(loaded.status).toBe(404);
    const page = await renderRoute(
      unsubscribePage,
      new Request(`${SITE_URL}/nl/uitschrijven/${token}/`),
      harness.context(),
      { path: "nl/uitschrijven/:token/" },
    );
    expect(page.status).toBe(404);
    expect(page.html).toContain('<h1 class="page__title">Persoon niet gevonden</h1>');
    expect(page.html).toContain("Deze link om u uit te schrijven is niet (meer) geldig.");
    expect(page.html).not.toContain("<form");
    expect(
      (
        await harness.post(
          unsubscribePage.action,
          `/nl/uitschrijven/${token}/`,
          { form: "unsubscribe" },
          { params: { token } },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await harness.post(
          unsubscribePage.action,
          `/nl/uitschrijven/${token}/`,
          new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
          { params: { token } },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await harness.post(
          unsubscribePage.action,
          "/nl/uitschrijven/x/",
          { form: "unsubscribe" },
          { params: { token: "x" } },
        )
      ).status,
    ).toBe(404);
    expect(
      (await harness.post(unsubscribePage.action, `/nl/uitschrijven/${token}/`, { other: "1" }, { params: { token } }))
        .status,
    ).toBe(400);
  });

  it("signing up again switches the subscription back on with a new token; the old link no longer works", async () => {
    const first = await signUp("nl", { email: "ann@example.be" });
    await unsubscribeByToken(db(), first.token);
    const second = await signUp("nl", { email: "ann@example.be" });
    expect(second.token).not.toBe(first.token);
    expect(await subscription("ann@example.be")).toMatchObject({ active: true, unsubscribedAt: null });
    expect(await findUnsubscribeTarget(db(), first.token)).toBeNull();
    expect(await findUnsubscribeTarget(db(), second.token)).toEqual({ newsletter: true, demands: 0, active: true });
  });

  it("a link opened again after unsubscribing says 'you are unsubscribed' (200), with no button to press again", async () => {
    const { token } = await signUp("fr", { email: "marie@example.be" });
    await unsubscribeByToken(db(), token);
    expect(await findUnsubscribeTarget(db(), token)).toEqual({ newsletter: true, demands: 0, active: false });
    const page = await renderRoute(
      unsubscribePage,
      new Request(`${SITE_URL}/fr/desinscription/${token}/`),
      harness.context(),
      { path: "fr/desinscription/:token/" },
    );
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1 class="page__title">Vous êtes désinscrit</h1>');
    expect(page.html).not.toContain("<form");
  });
});

describe("unsubscribeByToken", () => {
  it("switches off the demand registration the token belongs to, and only that one", async () => {
    const mine = await demandRegistration("ann@example.be");
    const other = await demandRegistration("jan@example.be");
    expect(await findUnsubscribeTarget(db(), mine.token)).toEqual({ newsletter: false, demands: 1, active: true });
    expect(await unsubscribeByToken(db(), mine.token)).toEqual({ newsletter: false, demands: 1 });
    const rows = await db()
      .select({ id: demandRegistrations.id, active: demandRegistrations.active })
      .from(demandRegistrations);
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: mine.id, active: false },
        { id: other.id, active: true },
      ]),
    );
  });

  it("a demand registration's link unsubscribes through the page as well (button and one-click)", async () => {
    const button = await demandRegistration("ann@example.be");
    expect(
      (
        await harness.post(
          unsubscribePage.action,
          `/fr/desinscription/${button.token}/`,
          { form: "unsubscribe" },
          { params: { token: button.token } },
        )
      ).location,
    ).toBe("/fr/merci/desinscription/");
    const oneClick = await demandRegistration("jan@example.be");
    expect(
      (
        await harness.post(
          unsubscribePage.action,
          `/nl/uitschrijven/${oneClick.token}/`,
          new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
          { params: { token: oneClick.token } },
        )
      ).status,
    ).toBe(200);
    expect(await db().select({ active: demandRegistrations.active }).from(demandRegistrations)).toEqual([
      { active: false },
      { active: false },
    ]);
  });

  it("a newsletter token switches off the subscription, leaving the others; unknown or malformed tokens change nothing", async () => {
    const ann = await signUp("nl", { email: "ann@example.be" });
    await signUp("nl", { email: "jan@example.be" });
    expect(await unsubscribeByToken(db(), ann.token)).toEqual({ newsletter: true, demands: 0 });
    expect(await subscription("ann@example.be")).toMatchObject({ active: false });
    expect(await subscription("jan@example.be")).toMatchObject({ active: true });
    for (const token of [newToken().token, "", "x", "../../etc", "a".repeat(500)])
      expect(await unsubscribeByToken(db(), token)).toBeNull();
    expect(await subscription("jan@example.be")).toMatchObject({ active: true });
  });
});
