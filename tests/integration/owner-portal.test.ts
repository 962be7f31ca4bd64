import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { eq, isNull, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import type { AppLoadContext } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#db/client.server.ts";
import * as schema from "#db/schema.ts";
import { leads, owners, passwordResetTokens, rateLimitCounters, sessions } from "#db/schema.ts";
import { seedSampleExtras } from "#db/seed-sample.server.ts";
import * as loginPage from "#app/routes/owner/owner-login.tsx";
import * as dashboardPage from "#app/routes/owner/owner-dashboard.tsx";
import * as logoutPage from "#app/routes/owner/owner-logout.tsx";
import * as forgotPage from "#app/routes/owner/owner-password-forgot.tsx";
import * as resetPage from "#app/routes/owner/owner-password-reset.tsx";
import * as ownerApi from "#app/routes/api/owner-property.ts";
import { ownerCommand } from "../../scripts/owner.ts";
import { createOwner } from "#app/services/owners/accounts.server.ts";
import {
  createSession,
  findSession,
  pruneSessions,
  SESSION_IDLE_MINUTES,
} from "#app/services/owners/sessions.server.ts";
import {
  pruneResetTokens,
  requestPasswordReset,
  RESET_LINKS_PER_HOUR,
} from "#app/services/owners/password-reset.server.ts";
import { attemptLogin } from "#app/services/owners/login.server.ts";
import { newChallenge } from "#app/services/leads/captcha.server.ts";
import { parseAnswer } from "#app/lib/challenge-question.ts";
import { newToken } from "#app/services/leads/store-lead.server.ts";
import { mailTo, useFormHarness } from "#tests/setup/route-harness.ts";
import { renderRoute } from "#tests/setup/render-route.tsx";
import { SITE_URL } from "#tests/setup/sample-catalogue.ts";

/**
 * The owner portal on the real database (PGlite, or PostgreSQL in that run): login and its one
 * message for every wrong pair, the session cookie, throttling per account and per address,
 * logout, expiry, password reset by mail, and ownership: another owner's property id answers 404
 * on the dashboard and the JSON API.
 */
const root = path.resolve(import.meta.dirname, "../..");
const DEMO = { email: "eigenaar@example.be", password: "Demo-eigenaar-2026", propertyId: 4100001 };
const OTHER = { email: "other.owner@example.be", password: "Another-owner-2026", propertyId: 4100010 };

const harness = useFormHarness();
let address = 0;
/** A fresh client address per test: the address counters of one test never reach another's. */
let clientAddress = "";

beforeAll(async () => {
  await seedSampleExtras(harness.database.db, path.join(root, "data/sample"));
  await createOwner(harness.database.db, {
    email: OTHER.email,
    name: "Other Owner",
    locale: "fr",
    password: OTHER.password,
    propertyIds: [OTHER.propertyId],
  });
});
beforeEach(async () => {
  await harness.database.db.delete(rateLimitCounters);
  clientAddress = `198.51.100.${++address}`;
});

const db = () => harness.database.db;
const context = (): AppLoadContext => ({ ...harness.context(), clientAddress }) as AppLoadContext;

function login(values: Record<string, string>, lang: "nl" | "fr" = "nl") {
  return harness.post<{
    errors: Record<string, string>;
    values: Record<string, string>;
    captcha?: boolean;
    challenge?: { question: string; token: string };
  }>(loginPage.action, `/${lang}/login/`, { form: "owner-login", ...values }, { context: context() });
}

/** Logs in and returns the Cookie header the browser would send next. */
async function loggedIn(who = DEMO): Promise<string> {
  const answer = await login({ email: who.email, password: who.password });
  expect(answer.status).toBe(303);
  return answer.headers.get("set-cookie")!.split(";")[0]!;
}

function dashboard(cookie: string | null, query = "", lang: "nl" | "fr" = "nl") {
  const url = lang === "nl" ? `/nl/eigenaarsportaal/${query}` : `/fr/espace-proprietaire/${query}`;
  return harness.get<Record<string, unknown>>(dashboardPage.loader, url, {
    context: context(),
    headers: cookie ? { cookie } : {},
  });
}

function api(cookie: string | null, id: string | number) {
  return harness.get(ownerApi.loader, `/api/owner/properties/${id}`, {
    context: context(),
    headers: cookie ? { cookie } : {},
    params: { id: String(id) },
  });
}

describe("login", () => {
  it.each([
    [
      "nl",
      "wrong password",
      { email: DEMO.email, password: "Not-the-password" },
      "De gebruikersnaam of het wachtwoord is niet correct",
    ],
    [
      "nl",
      "unknown e-mail",
      { email: "nobody@example.be", password: DEMO.password },
      "De gebruikersnaam of het wachtwoord is niet correct",
    ],
    [
      "fr",
      "wrong password",
      { email: DEMO.email, password: "Not-the-password" },
      "Le nom d'utilisateur ou le mot de passe est incorrect",
    ],
    [
      "fr",
      "unknown e-mail",
      { email: "nobody@example.be", password: "x" },
      "Le nom d'utilisateur ou le mot de passe est incorrect",
    ],
  ] as const)(
    "%s, %s → 400 with the spec's one message, no cookie, the password not sent back",
    async (lang, _case, values, message) => {
      const answer = await login(values, lang);
      expect(answer.status).toBe(400);
      expect(answer.data.errors).toEqual({ "": message });
      expect(answer.data.values).toEqual({ form: "owner-login", email: values.email });
      expect(answer.headers.get("set-cookie")).toBeNull();
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
    },
  );

  it("a missing field is named next to it (400)", async () => {
    const answer = await login({ email: "", password: "" });
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toEqual({ email: "Vul uw e-mailadres in", password: "Vul uw wachtwoord in" });
  });

  it("the right pair: 303 to the dashboard with a new HttpOnly, SameSite=Lax, Secure (HTTPS) session cookie; each login a new id", async () => {
    const answer = await login({ email: " Eigenaar@Example.be ", password: DEMO.password });
    expect(answer).toMatchObject({ status: 303, location: "/nl/eigenaarsportaal/" });
    const cookie = answer.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^owner_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    const second = (await login({ email: DEMO.email, password: DEMO.password })).headers.get("set-cookie")!;
    expect(second.split(";")[0]).not.toBe(cookie.split(";")[0]);
    // Only hashes are stored: the cookie's value is in no row.
    const rows = await db().select({ idHash: sessions.idHash }).from(sessions);
    expect(rows.some((row) => cookie.includes(row.idHash))).toBe(false);
  });

  it("over plain HTTP the cookie is not Secure (a browser would drop it)", async () => {
    const request = new Request("http://localhost:3000/nl/login/", {
      method: "POST",
      body: new URLSearchParams({ form: "owner-login", email: DEMO.email, password: DEMO.password }),
    });
    const response = (await loginPage.action({ request, context: context(), params: {} } as never)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("set-cookie")).toMatch(/; HttpOnly; SameSite=Lax$/);
  });

  it("a logged-in owner opening the login page goes to the dashboard", async () => {
    const cookie = await loggedIn();
    const answer = await harness.get(loginPage.loader, "/fr/login/", { context: context(), headers: { cookie } });
    expect(answer).toMatchObject({ status: 303, location: "/fr/espace-proprietaire/" });
  });
});

describe("login throttling (settings.rateLimits.login: 5)", () => {
  async function solvedCaptcha(): Promise<string> {
    const challenge = await newChallenge(db());
    const solution = await solveChallenge({ challenge, deriveKey } as Parameters<typeof solveChallenge>[0]);
    return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  }
  /** The answer to the server's question as a person reads it ("Hoeveel is drie plus vier?" → "7"). */
  function answerOf(question: string): string {
    const [, a, b] = /(\S+) plus (\S+?)\?$/u.exec(question)!;
    return String(parseAnswer(a!)! + parseAnswer(b!)!);
  }

  it("5 failures on an account (from other addresses) never make its owner wait: its login needs the captcha, and with it the right password gets in", async () => {
    for (let n = 1; n <= 5; n++) {
      clientAddress = `203.0.113.${n}`; // spread over addresses: the account's counter alone
      expect((await login({ email: DEMO.email, password: `wrong-${n}` })).status).toBe(400);
    }
    clientAddress = "203.0.113.99";
    // Without a solved captcha: asked for it (the password is not checked), no wait.
    const asked = await login({ email: DEMO.email, password: DEMO.password });
    expect(asked.status).toBe(400);
    expect(asked.headers.get("retry-after")).toBeNull();
    expect(asked.headers.get("set-cookie")).toBeNull();
    expect(asked.data.captcha).toBe(true);
    expect(asked.data.challenge?.token).toEqual(expect.any(String));
    expect(asked.data.errors).toEqual({
      altcha:
        "Er werd te vaak een verkeerd wachtwoord ingegeven voor dit account. Bevestig dat u geen robot bent en meld u opnieuw aan, of vraag via 'Wachtwoord vergeten?' een link per e-mail aan.",
    });
    expect(
      (await login({ email: DEMO.email, password: DEMO.password, altcha: "not-a-solution" })).data.errors,
    ).toHaveProperty("altcha");
    // A solved captcha and a wrong password: the usual answer (and one more failure); a solution is spent once.
    const spent = await solvedCaptcha();
    expect((await login({ email: DEMO.email, password: "wrong-6", altcha: spent })).data.errors).toEqual({
      "": "De gebruikersnaam of het wachtwoord is niet correct",
    });
    expect((await login({ email: DEMO.email, password: DEMO.password, altcha: spent })).data.errors).toHaveProperty(
      "altcha",
    );
    // A solved captcha and the right password: in, and the account's failures are forgotten.
    const accepted = await login({ email: DEMO.email, password: DEMO.password, altcha: await solvedCaptcha() });
    expect(accepted).toMatchObject({ status: 303, location: "/nl/eigenaarsportaal/" });
    expect((await login({ email: DEMO.email, password: DEMO.password })).status).toBe(303);

    // Without JavaScript (no widget): the answer carries the server's question (decision 0032); answered, the right password gets in.
    for (let n = 1; n <= 5; n++) {
      clientAddress = `203.0.113.${10 + n}`;
      await login({ email: DEMO.email, password: `wrong-again-${n}` });
    }
    clientAddress = "203.0.113.98";
    const question = (await login({ email: DEMO.email, password: DEMO.password })).data.challenge!;
    expect(question.question).toMatch(/^Hoeveel is \S+ plus \S+\?$/);
    const wrongAnswer = await login({
      email: DEMO.email,
      password: DEMO.password,
      challengeToken: question.token,
      challengeAnswer: "999",
    });
    expect(wrongAnswer.data.errors).toHaveProperty("altcha");
    // A wrong password with the question answered: the usual answer, with a new question (the account still needs it).
    const refused = await login({
      email: DEMO.email,
      password: "wrong-7",
      challengeToken: wrongAnswer.data.challenge!.token,
      challengeAnswer: answerOf(wrongAnswer.data.challenge!.question),
    });
    expect(refused.data.errors).toEqual({ "": "De gebruikersnaam of het wachtwoord is niet correct" });
    const next = refused.data.challenge!;
    expect(
      await login({
        email: DEMO.email,
        password: DEMO.password,
        challengeToken: next.token,
        challengeAnswer: answerOf(next.question),
      }),
    ).toMatchObject({
      status: 303,
      location: "/nl/eigenaarsportaal/",
    });
    // Other accounts never needed it.
    expect((await login({ email: OTHER.email, password: OTHER.password })).status).toBe(303);
  });

  it("an address's wait doubles with each failure after a wait, up to an hour, and is forgotten 15 minutes after its last wait (a clock the test moves)", async () => {
    const limit = harness.content.settings.rateLimits.login;
    expect(limit).toEqual({ max: 5, windowSeconds: 900 });
    const address = "192.0.2.77";
    let guess = 0;
    // Each guess on another account (never one that needs the captcha): the address's counter is what is tested.
    const attempt = (at: Date) =>
      attemptLogin(db(), { email: `guess-${++guess}@example.be`, password: "wrong", address }, limit, at);
    const start = new Date("2026-11-26T08:00:00Z");
    let last = start;
    for (let n = 0; n < 5; n++) expect(await attempt(start)).toEqual({ kind: "refused", captchaRequired: false });
    const waits: number[] = [];
    for (let n = 0; n < 8; n++) {
      const wait = await attempt(new Date(last.getTime() + 1000));
      expect(wait.kind).toBe("throttled");
      const seconds = (wait as { waitSeconds: number }).waitSeconds + 1;
      waits.push(seconds);
      // One second before the end of the wait: still waiting; at its end the password is checked again (and fails once more).
      expect(await attempt(new Date(last.getTime() + (seconds - 1) * 1000))).toEqual({
        kind: "throttled",
        waitSeconds: 1,
      });
      last = new Date(last.getTime() + seconds * 1000);
      expect(await attempt(last)).toEqual({ kind: "refused", captchaRequired: false });
    }
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
    // The counter is forgotten 15 minutes after the end of its last wait (an hour): the failure then counts as the first.
    expect(await attempt(new Date(last.getTime() + 3599 * 1000))).toEqual({ kind: "throttled", waitSeconds: 1 });
    expect(await attempt(new Date(last.getTime() + (3600 + 900) * 1000))).toEqual({
      kind: "refused",
      captchaRequired: false,
    });
    expect(await attempt(new Date(last.getTime() + (3600 + 901) * 1000))).toEqual({
      kind: "refused",
      captchaRequired: false,
    });
  }, 120_000);

  it("per address: 5 failures on different accounts from one address block that address (fr message), not others", async () => {
    for (let n = 1; n <= 5; n++) await login({ email: `guess-${n}@example.be`, password: "x" });
    const blocked = await login({ email: DEMO.email, password: DEMO.password }, "fr");
    expect(blocked.status).toBe(429);
    expect(blocked.data.errors[""]).toBe("Trop de tentatives échouées. Réessayez dans 1 minute.");
    clientAddress = "192.0.2.200";
    expect((await login({ email: DEMO.email, password: DEMO.password })).status).toBe(303);
  });

  it("the counters hold a salted hash, never the address or the e-mail", async () => {
    await login({ email: DEMO.email, password: "wrong" });
    const keys = (await db().select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^login-(account|address):[A-Za-z0-9_-]{22}$/);
  });
});

describe("dashboard and ownership", () => {
  it("without a session the dashboard sends to the login page in its language", async () => {
    expect(await dashboard(null)).toMatchObject({ status: 303, location: "/nl/login/" });
    expect(await dashboard("owner_session=forged-value", "", "fr")).toMatchObject({
      status: 303,
      location: "/fr/login/",
    });
  });

  it("the demo owner sees their property's figures (the sample's page views), private and noindex", async () => {
    const cookie = await loggedIn();
    const answer = await dashboard(cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const data = answer.data as {
      properties: { id: number }[];
      dashboard: { property: { id: number }; stats: { total: number; today: number }; days: unknown[] };
      seo: { robots: string };
    };
    expect(data.properties.map((p) => p.id)).toEqual([DEMO.propertyId]);
    expect(data.dashboard.property.id).toBe(DEMO.propertyId);
    expect(data.dashboard.stats.total).toBeGreaterThan(100);
    expect(data.dashboard.days).toHaveLength(30);
    expect(data.seo.robots).toBe("noindex, follow");
  });

  it("the page renders the figures, the chart and the logout button", async () => {
    const cookie = await loggedIn();
    const request = new Request(`${SITE_URL}/nl/eigenaarsportaal/`, { headers: { cookie } });
    const { status, html } = await renderRoute(dashboardPage, request, context());
    expect(status).toBe(200);
    expect(html).toContain("Bezoeken vandaag");
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain("Grafiek van het aantal bezoeken per dag tijdens de laatste 30 dagen");
    expect(html).toContain('action="/nl/afmelden/"');
  });

  it.each([
    ["another owner's property", String(OTHER.propertyId)],
    ["a property without owner", "4100002"],
    ["an unknown id", "999999999"],
    ["not a number", "abc"],
    ["a negative number", "-4100001"],
  ])("%s (%s) answers 404 on the dashboard and on the API", async (_case, id) => {
    const cookie = await loggedIn();
    expect((await dashboard(cookie, `?property=${id}`)).status).toBe(404);
    const response = await api(cookie, id);
    expect(response.status).toBe(404);
  });

  it("each owner reads their own property, on the page and the API, and not the other's", async () => {
    const demo = await loggedIn(DEMO);
    const other = await loggedIn(OTHER);
    expect((await dashboard(demo, `?property=${DEMO.propertyId}`)).status).toBe(200);
    expect((await dashboard(other, `?property=${OTHER.propertyId}`)).status).toBe(200);
    expect((await dashboard(other, `?property=${DEMO.propertyId}`)).status).toBe(404);
    expect((await api(other, OTHER.propertyId)).status).toBe(200);
    expect((await api(other, DEMO.propertyId)).status).toBe(404);
  });

  it("the API: the figures as JSON with the session; 401 without", async () => {
    const cookie = await loggedIn();
    const request = new Request(`${SITE_URL}/api/owner/properties/${DEMO.propertyId}?lang=fr`, { headers: { cookie } });
    const response = await ownerApi.loader({
      request,
      context: context(),
      params: { id: String(DEMO.propertyId) },
    } as never);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    const body = (await response.json()) as {
      property: { id: number; url: string };
      stats: { total: number; bySource: Record<string, number> };
      onlineMedia: { url: string }[];
    };
    expect(body.property.id).toBe(DEMO.propertyId);
    expect(body.property.url).toMatch(/^https:\/\/agency\.example\/fr\/a-vendre\/buggenhout\/.+\/4100001\/$/);
    expect(body.stats.total).toBe(Object.values(body.stats.bySource).reduce((a, b) => a + b, 0));
    expect(body.onlineMedia.map((m) => m.url)).toEqual([body.property.url]);
    expect((await api(null, DEMO.propertyId)).status).toBe(401);
  });
});

describe("history and communications", () => {
  async function addRequests() {
    const contact = { firstName: "Ann", lastName: "Peeters", email: "ann@example.be", phone: "0477 12 34 56" };
    await db()
      .insert(leads)
      .values([
        {
          kind: "info-request",
          locale: "nl",
          propertyId: DEMO.propertyId,
          payload: { contact },
          createdAt: new Date("2026-11-02T09:00:00Z"),
        },
        {
          kind: "info-request",
          locale: "fr",
          propertyId: DEMO.propertyId,
          payload: { contact },
          createdAt: new Date("2026-11-20T09:00:00Z"),
        },
        {
          kind: "appointment",
          locale: "nl",
          propertyId: DEMO.propertyId,
          payload: { contact, startsAt: "2026-11-28T09:00:00.000Z" },
          createdAt: new Date("2026-11-21T15:30:00Z"),
        },
        // another owner's property: never counted here
        {
          kind: "info-request",
          locale: "nl",
          propertyId: OTHER.propertyId,
          payload: { contact },
          createdAt: new Date("2026-11-22T09:00:00Z"),
        },
      ]);
  }
  type Shown = {
    dashboard: {
      appointments: { startsAt: string; bookedAt: string }[];
      communications: {
        kinds: { label: string; count: number; last: string }[];
        latest: { label: string; visitor: string | null }[];
      };
    };
  };

  it("counts the requests about the property per kind with their dates and lists the booked appointments; no visitor data by default", async () => {
    await addRequests();
    const answer = await dashboard(await loggedIn());
    const { appointments, communications } = (answer.data as unknown as Shown).dashboard;
    expect(communications.kinds).toEqual([
      { kind: "appointment", label: "Afspraak maken", count: 1, last: "21-11-2026" },
      { kind: "info-request", label: "Meer info aanvragen", count: 2, last: "20-11-2026" },
    ]);
    expect(appointments).toEqual([{ startsAt: "28 nov 2026, 10:00", bookedAt: "21-11-2026" }]);
    expect(communications.latest.map((l) => l.visitor)).toEqual([null, null, null]);
    expect(JSON.stringify(answer.data)).not.toContain("Peeters");
  });

  it("names the visitors when the agency enables settings.ownerPortalVisitorDetails", async () => {
    await addRequests();
    const cookie = await loggedIn();
    const enabled = {
      ...harness.context((c) => ({ ...c, settings: { ...c.settings, ownerPortalVisitorDetails: true } })),
      clientAddress,
    } as AppLoadContext;
    const answer = await harness.get(dashboardPage.loader, "/nl/eigenaarsportaal/", {
      context: enabled,
      headers: { cookie },
    });
    expect((answer.data as unknown as Shown).dashboard.communications.latest.map((l) => l.visitor)).toEqual(
      Array.from({ length: 3 }, () => "Ann Peeters <ann@example.be>"),
    );
  });
});

describe("logout and expiry", () => {
  it("logout ends the session in the database: the old cookie opens nothing any more", async () => {
    const cookie = await loggedIn();
    expect((await dashboard(cookie)).status).toBe(200);
    const out = await harness.post(logoutPage.action, "/nl/afmelden/", {}, { context: context(), headers: { cookie } });
    expect(out).toMatchObject({ status: 303, location: "/nl/login/?done=logout" });
    expect(out.headers.get("set-cookie")).toMatch(/^owner_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/);
    expect(await dashboard(cookie)).toMatchObject({ status: 303, location: "/nl/login/" });
    expect((await api(cookie, DEMO.propertyId)).status).toBe(401);
  });

  it("a GET of the logout URL changes nothing (405)", async () => {
    const cookie = await loggedIn();
    expect(
      (await harness.get(logoutPage.loader, "/nl/afmelden/", { context: context(), headers: { cookie } })).status,
    ).toBe(405);
    expect((await dashboard(cookie)).status).toBe(200);
  });

  it(`a session ends after ${SESSION_IDLE_MINUTES} idle minutes, and after 12 hours whatever happens`, async () => {
    const [owner] = await db().select({ id: owners.id }).from(owners).where(eq(owners.email, DEMO.email));
    const start = new Date("2026-11-24T08:00:00Z");
    const id = await createSession(db(), owner!.id, start);
    expect(await findSession(db(), id, new Date(start.getTime() + 29 * 60_000))).not.toBeNull();
    // seen at 08:29: alive until 08:59
    expect(await findSession(db(), id, new Date(start.getTime() + 58 * 60_000))).not.toBeNull();
    expect(await findSession(db(), id, new Date(start.getTime() + 58 * 60_000 + 31 * 60_000))).toBeNull();

    const busy = await createSession(db(), owner!.id, start);
    const late = new Date(start.getTime() + 12 * 3600_000 + 1000);
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(late.getTime() - 60_000) });
    expect(await findSession(db(), busy, late)).toBeNull();
  });

  it("pruning removes ended sessions and day-old reset tokens, and keeps live ones", async () => {
    await db().delete(sessions);
    const [owner] = await db().select({ id: owners.id }).from(owners).where(eq(owners.email, DEMO.email));
    const live = await createSession(db(), owner!.id);
    await createSession(db(), owner!.id, new Date(Date.now() - 2 * 3600_000));
    await db()
      .insert(passwordResetTokens)
      .values([
        { tokenHash: "old", ownerId: owner!.id, expiresAt: new Date(Date.now() - 25 * 3600_000) },
        { tokenHash: "recent", ownerId: owner!.id, expiresAt: new Date(Date.now() - 3600_000) },
      ]);
    await pruneSessions(db());
    await pruneResetTokens(db());
    expect(
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions),
    ).toEqual([{ n: 1 }]);
    expect(await findSession(db(), live)).not.toBeNull();
    expect(
      (await db().select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens)).map((r) => r.hash),
    ).not.toContain("old");
    expect(
      (await db().select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens)).map((r) => r.hash),
    ).toContain("recent");
  });
});

describe("password reset", () => {
  async function requestLink(email: string, lang: "nl" | "fr" = "nl") {
    const url = lang === "nl" ? "/nl/wachtwoord-vergeten/" : "/fr/mot-de-passe-oublie/";
    return harness.post(forgotPage.action, url, { form: "password-forgot", email }, { context: context() });
  }

  it("a known e-mail gets a link valid once; an unknown one the same answer and no mail", async () => {
    const RESET = { email: "reset.owner@example.be", password: "Forgotten-password-1", propertyId: 4100003 };
    await createOwner(db(), {
      email: RESET.email,
      name: "Reset Owner",
      locale: "fr",
      password: RESET.password,
      propertyIds: [RESET.propertyId],
    });
    const unknown = await requestLink("nobody@example.be");
    expect(unknown).toMatchObject({ status: 303, location: "/nl/wachtwoord-vergeten/?sent=1" });
    const known = await requestLink(RESET.email, "fr");
    expect(known).toMatchObject({ status: 303, location: "/fr/mot-de-passe-oublie/?sent=1" });
    const mails = await harness.deliver();
    expect(mails).toHaveLength(1);
    const mail = mailTo(mails, RESET.email);
    expect(mail.header("subject")).toBe("Réinitialiser votre mot de passe");
    const link = /https:\/\/agency\.example(\/fr\/reinitialiser-mot-de-passe\/([0-9a-f]{48})\/)/.exec(mail.text ?? "");
    expect(link).not.toBeNull();
    const [, resetPath, token] = link!;

    const other = await loggedIn(RESET);
    expect(
      (await harness.get(resetPage.loader, resetPath!, { context: context(), params: { token: token! } })).status,
    ).toBe(200);
    const post = (values: Record<string, string>) =>
      harness.post<{ errors: Record<string, string> }>(
        resetPage.action,
        resetPath!,
        { form: "new-password", ...values },
        { context: context(), params: { token: token! } },
      );

    expect((await post({ password: "short", passwordConfirm: "short" })).data.errors).toEqual({
      password: "Le mot de passe doit contenir au moins 12 caractères",
    });
    expect((await post({ password: "A-new-password-1", passwordConfirm: "A-new-password-2" })).data.errors).toEqual({
      passwordConfirm: "Les mots de passe doivent être identiques",
    });
    expect(await post({ password: "A-new-password-1", passwordConfirm: "A-new-password-1" })).toMatchObject({
      status: 303,
      location: "/fr/login/?done=reset",
    });

    // The old sessions ended; the old password fails; the new one works.
    expect((await dashboard(other)).status).toBe(303);
    expect((await login({ email: RESET.email, password: RESET.password })).status).toBe(400);
    expect((await login({ email: RESET.email, password: "A-new-password-1" })).status).toBe(303);
    // Used once: the link is dead.
    expect(
      (await harness.get(resetPage.loader, resetPath!, { context: context(), params: { token: token! } })).status,
    ).toBe(404);
    expect((await post({ password: "Yet-another-password", passwordConfirm: "Yet-another-password" })).status).toBe(
      404,
    );
  });

  it("a new link spends the owner's older ones; setting the password spends every other link and ends every session", async () => {
    const linkIn = (mails: Awaited<ReturnType<typeof harness.deliver>>) =>
      /\/nl\/wachtwoord-herstellen\/([0-9a-f]{48})\//.exec(mailTo(mails, DEMO.email).text ?? "")![1]!;
    const page = (token: string) =>
      harness.get(resetPage.loader, `/nl/wachtwoord-herstellen/${token}/`, { context: context(), params: { token } });
    const post = (token: string, password: string) =>
      harness.post(
        resetPage.action,
        `/nl/wachtwoord-herstellen/${token}/`,
        { form: "new-password", password, passwordConfirm: password },
        { context: context(), params: { token } },
      );
    await requestLink(DEMO.email);
    const first = linkIn(await harness.deliver());
    await requestLink(DEMO.email);
    const second = linkIn(await harness.deliver());
    expect(second).not.toBe(first);
    // Only the newest link works.
    expect((await page(first)).status).toBe(404);
    expect((await post(first, "Via-the-first-link-1")).status).toBe(404);
    expect((await page(second)).status).toBe(200);

    // A link still outstanding when the password is set (one stored before links replaced each other): spent by the reset.
    const [owner] = await db().select({ id: owners.id }).from(owners).where(eq(owners.email, DEMO.email));
    const stray = newToken();
    await db()
      .insert(passwordResetTokens)
      .values({ tokenHash: stray.hash, ownerId: owner!.id, expiresAt: new Date(Date.now() + 3600_000) });
    expect((await page(stray.token)).status).toBe(200);
    const browsers = [await loggedIn(), await loggedIn()];
    expect(await post(second, "Via-the-second-link-2")).toMatchObject({
      status: 303,
      location: "/nl/login/?done=reset",
    });
    expect((await page(stray.token)).status).toBe(404);
    expect((await post(stray.token, "Via-a-stray-link-3")).status).toBe(404);
    // Every session the owner had (two browsers) ended with the reset.
    for (const cookie of browsers) expect((await dashboard(cookie)).status).toBe(303);
    expect(
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(sessions)
          .where(eq(sessions.ownerId, owner!.id))
      )[0]!.n,
    ).toBe(0);
    expect((await login({ email: DEMO.email, password: "Via-the-second-link-2" })).status).toBe(303);
    // The demo owner's password back for the other tests.
    await requestLink(DEMO.email);
    expect((await post(linkIn(await harness.deliver()), DEMO.password)).status).toBe(303);
  });

  it("a link older than an hour is refused (404, 'expired or already used')", async () => {
    await requestLink(DEMO.email);
    const mail = mailTo(await harness.deliver(), DEMO.email);
    expect(mail.header("subject")).toBe("Uw wachtwoord opnieuw instellen");
    const token = /\/nl\/wachtwoord-herstellen\/([0-9a-f]{48})\//.exec(mail.text ?? "")![1]!;
    await db()
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    const page = await harness.get(resetPage.loader, `/nl/wachtwoord-herstellen/${token}/`, {
      context: context(),
      params: { token },
    });
    expect(page.status).toBe(404);
    const { html } = await renderRoute(
      resetPage,
      new Request(`${SITE_URL}/nl/wachtwoord-herstellen/${token}/`),
      context(),
      { path: "nl/wachtwoord-herstellen/:token/" },
    );
    expect(html).toContain(
      "Persoon niet gevonden. Deze link is verlopen of werd al gebruikt. Vraag een nieuwe link aan.",
    );
  });
});

describe("forgotten password: the same work whether the e-mail has an account or not", () => {
  /** The test database seen through a second Drizzle instance that writes down every statement it sends (the same connection, nothing stood in for). */
  function recorded(): { db: Database; statements: string[] } {
    const statements: string[] = [];
    const logger = {
      logQuery: (query: string, params: unknown[]) =>
        statements.push(`${query} [${params.map((p) => typeof p).join(",")}]`),
    };
    const client = (db() as unknown as { $client: unknown }).$client;
    const logged =
      harness.database.kind === "pglite"
        ? drizzlePglite(client as PGlite, { schema, logger })
        : drizzlePg(client as pg.Pool, { schema, logger });
    return { db: logged as unknown as Database, statements };
  }
  const forgot = (email: string, on: AppLoadContext = context()) =>
    harness.post(forgotPage.action, "/nl/wachtwoord-vergeten/", { form: "password-forgot", email }, { context: on });

  it("a known and an unknown address send the same database statements in the same order (only the known one gets a mail)", async () => {
    const { db: logged, statements } = recorded();
    const on = { ...context(), db: logged } as AppLoadContext;
    // A first request fills the caches a Drizzle instance has (the day's salt of the counter keys).
    await forgot("warm-up@example.be", on);
    statements.splice(0);
    expect(await forgot(DEMO.email, on)).toMatchObject({ status: 303, location: "/nl/wachtwoord-vergeten/?sent=1" });
    const known = statements.splice(0);
    expect(await forgot("nobody@example.be", on)).toMatchObject({
      status: 303,
      location: "/nl/wachtwoord-vergeten/?sent=1",
    });
    const unknown = statements.splice(0);
    expect(known.length).toBeGreaterThanOrEqual(3);
    expect(unknown).toEqual(known);
    const mails = await harness.deliver();
    expect(mails.map((mail) => mail.header("to"))).toEqual([DEMO.email]);
    expect(
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(passwordResetTokens)
        .where(isNull(passwordResetTokens.usedAt)),
    ).toEqual([{ n: 1 }]);
  });

  it(`at most ${RESET_LINKS_PER_HOUR} links an hour for one e-mail: further requests get the same answer and change nothing`, async () => {
    const tokens: string[] = [];
    for (let n = 0; n < RESET_LINKS_PER_HOUR + 2; n++) {
      expect(await forgot(DEMO.email)).toMatchObject({ status: 303, location: "/nl/wachtwoord-vergeten/?sent=1" });
      expect(await forgot("nobody@example.be")).toMatchObject({
        status: 303,
        location: "/nl/wachtwoord-vergeten/?sent=1",
      });
      for (const mail of await harness.deliver())
        tokens.push(/\/nl\/wachtwoord-herstellen\/([0-9a-f]{48})\//.exec(mail.text ?? "")![1]!);
    }
    expect(tokens).toHaveLength(RESET_LINKS_PER_HOUR);
    // The last link mailed still works: the requests over the limit did not spend it.
    const last = tokens.at(-1)!;
    expect(
      (
        await harness.get(resetPage.loader, `/nl/wachtwoord-herstellen/${last}/`, {
          context: context(),
          params: { token: last },
        })
      ).status,
    ).toBe(200);
    // An hour later the count starts again.
    await requestPasswordReset(context(), DEMO.email, "nl", new Date(Date.now() + 3601_000));
    expect(await harness.deliver()).toHaveLength(1);
  });

  it("known and unknown take the same time: medians of 50 requests each, taken in turns, within 30 % of each other (the figures are printed)", async () => {
    // An owner per request, each asked for once (RESET_LINKS_PER_HOUR would stop a fourth request for one e-mail).
    for (let n = 0; n < 55; n++)
      await createOwner(db(), { email: `timing-${n}@example.be`, name: `Timing ${n}`, locale: "nl", propertyIds: [] });
    const times: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
    for (let n = 0; n < 55; n++) {
      for (const [kind, email] of [
        ["known", `timing-${n}@example.be`],
        ["unknown", `nobody-${n}@example.be`],
      ] as const) {
        const started = performance.now();
        expect((await forgot(email)).status).toBe(303);
        // The first five of each warm up (JIT, caches); they are not counted.
        if (n >= 5) times[kind].push(performance.now() - started);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known = median(times.known);
    const unknown = median(times.unknown);
    console.log(
      `forgot password on ${harness.database.kind}, median of 50: known ${known.toFixed(2)} ms, unknown ${unknown.toFixed(2)} ms, ratio ${(known / unknown).toFixed(2)}`,
    );
    expect(known / unknown).toBeLessThan(1.3);
    expect(unknown / known).toBeLessThan(1.3);
  }, 60_000);
});

describe("npm run owner", () => {
  async function run(...args: string[]): Promise<{ code: number; lines: string[] }> {
    const lines: string[] = [];
    const code = await ownerCommand(args, {
      db: db(),
      routes: harness.content.routes.routes,
      siteUrl: SITE_URL,
      out: (line) => lines.push(line),
    });
    return { code, lines };
  }

  it("create without a password prints a one-hour link where the owner chooses it; then they log in", async () => {
    const created = await run(
      "create",
      "--email",
      "New.Owner@Example.be",
      "--property",
      "4100004",
      "--property",
      "4100005",
      "--name",
      "Nieuwe Eigenaar",
      "--lang",
      "fr",
    );
    expect(created.code).toBe(0);
    expect(created.lines[0]).toMatch(/^Created owner #\d+ new.owner@example.be: properties 4100004, 4100005\.$/);
    const link = /^https:\/\/agency\.example(\/fr\/reinitialiser-mot-de-passe\/([0-9a-f]{48})\/)$/.exec(
      created.lines[2] ?? "",
    );
    expect(link).not.toBeNull();
    const token = link![2]!;
    expect((await login({ email: "new.owner@example.be", password: "" })).status).toBe(400);
    const set = await harness.post(
      resetPage.action,
      link![1]!,
      { form: "new-password", password: "Chosen-password-9", passwordConfirm: "Chosen-password-9" },
      { context: context(), params: { token } },
    );
    expect(set.status).toBe(303);
    const cookie = (await login({ email: "new.owner@example.be", password: "Chosen-password-9" })).headers
      .get("set-cookie")!
      .split(";")[0]!;
    const page = await dashboard(cookie);
    expect((page.data as { properties: { id: number }[] }).properties.map((p) => p.id)).toEqual([4100004, 4100005]);

    const listed = await run("list");
    expect(listed.lines).toContainEqual(
      expect.stringMatching(/new\.owner@example\.be {2}Nieuwe Eigenaar {2}fr {2}properties: 4100004, 4100005$/),
    );
  });

  it("create with a password, and again to add a property to the same owner", async () => {
    expect(
      (await run("create", "--email", "pw.owner@example.be", "--property", "4100006", "--password", "Given-password-1"))
        .code,
    ).toBe(0);
    const again = await run("create", "--email", "pw.owner@example.be", "--property", "4100007");
    expect(again).toEqual({
      code: 0,
      lines: [
        "Updated owner #" + again.lines[0]!.split("#")[1]!.split(" ")[0] + " pw.owner@example.be: properties 4100007.",
      ],
    });
    expect((await login({ email: "pw.owner@example.be", password: "Given-password-1" })).status).toBe(303);
  });

  it.each([
    [["create", "--email", "x@example.be", "--property", "123"], 1, /^No property 123 in the catalogue/],
    [["create", "--email", "x@example.be"], 2, /^usage:/],
    [["create", "--email", "x@example.be", "--property", "abc"], 2, /^usage:/],
    [["create", "--email", "x@example.be", "--property", "4100004", "--lang", "es"], 2, /^usage:/],
    [
      ["create", "--email", "x@example.be", "--property", "4100004", "--password", "short"],
      2,
      /^The password must have 12 to 128 characters\.$/,
    ],
    [["create", "--email", "not-an-email", "--property", "4100004"], 2, /^usage:/],
    [["reset-link", "--email", "nobody@example.be"], 1, /^No owner nobody@example\.be\.$/],
    [["delete"], 2, /^usage:/],
    [["list", "--colour"], 2, /^Unknown option/],
  ])("%j → exit %i", async (args, code, line) => {
    const result = await run(...args);
    expect(result.code).toBe(code);
    expect(result.lines[0]).toMatch(line);
  });

  it("gives no dead link for an account disabled in the console, and lists it as disabled", async () => {
    await run("create", "--email", "off.owner@example.be", "--property", "4100004");
    await db().update(owners).set({ disabledAt: new Date() }).where(eq(owners.email, "off.owner@example.be"));
    const link = await run("reset-link", "--email", "off.owner@example.be");
    expect(link).toEqual({
      code: 1,
      lines: ["The account of off.owner@example.be is disabled: enable it in the agency console (Owners) first."],
    });
    expect((await run("list")).lines.find((line) => line.includes("off.owner@example.be"))).toMatch(/ DISABLED$/);
  });
});
