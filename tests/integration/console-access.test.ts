import path from "node:path";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { auditLog, rateLimitCounters, staff, staffSessions } from "#db/schema.ts";
import routes from "#app/routes.ts";
import { CONSOLE_AREAS, type ConsoleArea } from "#app/domain/staff.ts";
import { loadContent, type SiteContent } from "#app/services/content/load-content.server.ts";
import { updateStaff } from "#app/services/staff/accounts.server.ts";
import { COMMAND_LINE } from "#app/services/staff/audit.server.ts";
import { verifySecondFactor } from "#app/services/staff/second-factor.server.ts";
import * as loginPage from "#app/routes/admin/login.tsx";
import * as codePage from "#app/routes/admin/second-factor.tsx";
import * as passwordPage from "#app/routes/admin/password.tsx";
import * as enrolPage from "#app/routes/admin/enrol.tsx";
import * as dashboardPage from "#app/routes/admin/dashboard.tsx";
import * as logoutPage from "#app/routes/admin/logout.tsx";
import * as accountPage from "#app/routes/admin/account.tsx";
import { staffCommand } from "../../scripts/staff.ts";
import { routeAnswer } from "#tests/setup/route-harness.ts";
import { requestContext } from "#tests/setup/request-context.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";
import { consoleRequest, signedInStaff, STAFF_PASSWORD, totpCode } from "#tests/setup/console-staff.ts";

/**
 * The console's doors (decision 0051) on the real database: the first manager from the command
 * line, the password link, the login with its second factor (set up at the first login, then asked
 * at every one), recovery codes, logout, and which role opens which page: every console route is
 * listed here with its area, so a new page without a row fails, and an agent gets 403 on each of a
 * manager's pages, for a GET and for a post.
 */
const root = path.resolve(import.meta.dirname, "../..");
let database: DatabaseHandle;
let content: SiteContent;
let address = 0;
let clientAddress = "";

beforeAll(async () => {
  database = await createTestDatabase();
  content = await loadContent(path.join(root, "content"));
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.delete(rateLimitCounters);
  clientAddress = `203.0.113.${++address}`;
});

const db = () => database.db;
const context = (): AppLoadContext => requestContext(db(), content, { clientAddress });
type Fn = (args: never) => unknown;
const call = <T = Record<string, unknown>>(fn: Fn, request: Request, params: Record<string, string> = {}) =>
  routeAnswer<T>(fn, request, params, context());
const plainPost = (url: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`https://agency.example${url}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: "https://agency.example", ...(cookie ? { cookie } : {}) },
  });
const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((line) => line.startsWith("staff_session="))
    ?.split(";")[0] ?? "";

describe("the first manager, from the command line to the console", () => {
  it("gets a one-hour link, chooses a password, sets up the app and reaches the console", async () => {
    const lines: string[] = [];
    const exit = await staffCommand(
      ["create", "--email", "First.Manager@Agency.example", "--role", "manager", "--name", "An Peeters"],
      { db: db(), siteUrl: "https://agency.example", out: (line) => lines.push(line) },
    );
    expect(exit).toBe(0);
    const link = lines.find((line) => line.includes("/admin/password/"))!;
    const token = new URL(link).pathname.split("/")[3]!;
    expect(lines.join("\n")).toContain("valid 60 minutes");

    const page = await call<{ email: string | null }>(
      passwordPage.loader,
      consoleRequest(null, `/admin/password/${token}/`),
      { token },
    );
    expect(page).toMatchObject({ status: 200, data: { email: "first.manager@agency.example" } });

    // The policy: 12 characters, not a common password, typed twice the same.
    for (const [password, confirmation, field, text] of [
      ["kort", "kort", "password", "minstens 12 tekens"],
      ["administrator", "administrator", "password", "te bekend"],
      ["zonnebloem in de tuin 2026", "zonnebloem in de tuin 2025", "passwordConfirm", "komen niet overeen"],
    ] as const) {
      const refused = await call<{ errors: Record<string, string> }>(
        passwordPage.action,
        plainPost(`/admin/password/${token}/`, { password, passwordConfirm: confirmation }),
        { token },
      );
      expect(refused.status).toBe(400);
      expect(refused.data.errors[field]).toContain(text);
    }
    const set = await call(
      passwordPage.action,
      plainPost(`/admin/password/${token}/`, { password: STAFF_PASSWORD, passwordConfirm: STAFF_PASSWORD }),
      { token },
    );
    expect(set).toMatchObject({ status: 303, location: "/admin/login/?done=password" });
    const again = await call(
      passwordPage.action,
      plainPost(`/admin/password/${token}/`, { password: STAFF_PASSWORD, passwordConfirm: STAFF_PASSWORD }),
      { token },
    );
    expect(again.status).toBe(410);

    // The password opens a partial session that leads to the app's set-up, and nothing else.
    const login = await call(
      loginPage.action,
      plainPost("/admin/login/", { email: "first.manager@agency.example", password: STAFF_PASSWORD }),
    );
    expect(login).toMatchObject({ status: 303, location: "/admin/account/two-factor/" });
    expect(login.headers.getSetCookie().join("\n")).toMatch(
      /staff_session=[\w-]{40,}; Path=\/admin\/; HttpOnly; SameSite=Lax/,
    );
    const cookie = cookieOf(login.headers);
    const blocked = await call(
      dashboardPage.loader,
      new Request("https://agency.example/admin/", { headers: { cookie } }),
    );
    expect(blocked).toMatchObject({ status: 303, location: "/admin/account/two-factor/" });

    const enrol = await call<{ secret: string; qrSvg: string }>(
      enrolPage.loader,
      new Request("https://agency.example/admin/account/two-factor/", { headers: { cookie } }),
    );
    expect(enrol.data.qrSvg).toContain("<svg");
    const csrf = (await import("#app/services/staff/sessions.server.ts")).csrfToken(cookie.split("=")[1]!);
    const wrong = await call<{ errors: Record<string, string> }>(
      enrolPage.action,
      plainPost("/admin/account/two-factor/", { _csrf: csrf, code: "000000" }, cookie),
    );
    expect(wrong.status).toBe(400);
    const enabled = await call<{ codes: string[] }>(
      enrolPage.action,
      plainPost("/admin/account/two-factor/", { _csrf: csrf, code: totpCode(enrol.data.secret) }, cookie),
    );
    expect(enabled.status).toBe(200);
    expect(enabled.data.codes).toHaveLength(10);
    expect(new Set(enabled.data.codes).size).toBe(10);

    const dashboard = await call(
      dashboardPage.loader,
      new Request("https://agency.example/admin/", { headers: { cookie } }),
    );
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get("Cache-Control")).toBe("private, no-store");
    expect(dashboard.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");

    // Logged out, the next login asks for the code; a recovery code works once.
    const out = await call(logoutPage.action, plainPost("/admin/logout/", { _csrf: csrf }, cookie));
    expect(out).toMatchObject({ status: 303, location: "/admin/login/?done=logout" });
    expect(
      (await call(dashboardPage.loader, new Request("https://agency.example/admin/", { headers: { cookie } })))
        .location,
    ).toMatch(/^\/admin\/login\//);
    const second = await call(
      loginPage.action,
      plainPost("/admin/login/", { email: "first.manager@agency.example", password: STAFF_PASSWORD }),
    );
    expect(second.location).toBe("/admin/login/code/");
    const partial = cookieOf(second.headers);
    const recovery = enabled.data.codes[0]!.toUpperCase();
    const used = await call(codePage.action, plainPost("/admin/login/code/", { code: recovery }, partial));
    expect(used).toMatchObject({ status: 303, location: "/admin/overview/" });
    const third = cookieOf(
      (
        await call(
          loginPage.action,
          plainPost("/admin/login/", { email: "first.manager@agency.example", password: STAFF_PASSWORD }),
        )
      ).headers,
    );
    const reused = await call<{ errors: Record<string, string> }>(
      codePage.action,
      plainPost("/admin/login/code/", { code: recovery }, third),
    );
    expect(reused.status).toBe(400);
    expect(reused.data.errors.code).toContain("niet juist");

    const logged = await db().select().from(auditLog).orderBy(auditLog.id);
    expect(logged.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["staff.create", "staff.password.set", "staff.second-factor.enable"]),
    );
    expect(JSON.stringify(logged)).not.toContain(STAFF_PASSWORD);
  });
});

describe("the login", () => {
  it("answers an unknown e-mail and a wrong password alike, and starts no session", async () => {
    const person = await signedInStaff(db(), "agent");
    const unknown = await call<{ errors: Record<string, string> }>(
      loginPage.action,
      plainPost("/admin/login/", { email: "nobody@agency.example", password: "whatever it is" }),
    );
    const wrong = await call<{ errors: Record<string, string> }>(
      loginPage.action,
      plainPost("/admin/login/", { email: person.member.email, password: "not the password" }),
    );
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(unknown.data.errors).toEqual(wrong.data.errors);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it("takes an agent without an app straight to the page asked for", async () => {
    const person = await signedInStaff(db(), "agent");
    const login = await call(
      loginPage.action,
      plainPost("/admin/login/?next=%2Fadmin%2Faccount%2F", { email: person.member.email, password: STAFF_PASSWORD }),
    );
    expect(login).toMatchObject({ status: 303, location: "/admin/account/" });
    const offSite = await call(
      loginPage.action,
      plainPost("/admin/login/?next=https%3A%2F%2Fevil.example%2F", {
        email: person.member.email,
        password: STAFF_PASSWORD,
      }),
    );
    expect(offSite.location).toBe("/admin/overview/");
  });

  it("makes an address wait after too many failures, then asks the account for the captcha", async () => {
    const person = await signedInStaff(db(), "agent");
    const max = content.settings.rateLimits.login.max;
    for (let attempt = 0; attempt < max; attempt++)
      await call(
        loginPage.action,
        plainPost("/admin/login/", { email: person.member.email, password: "wrong password!" }),
      );
    const waiting = await call(
      loginPage.action,
      plainPost("/admin/login/", { email: person.member.email, password: STAFF_PASSWORD }),
    );
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get("Retry-After"))).toBeGreaterThan(0);
    clientAddress = "203.0.113.250";
    const captcha = await call<{ challenge?: { question: string } }>(
      loginPage.action,
      plainPost("/admin/login/", { email: person.member.email, password: STAFF_PASSWORD }),
    );
    expect(captcha.status).toBe(400);
    expect(captcha.data.challenge?.question).toBeTruthy();
  });

  it("refuses a disabled account, and its open sessions stop working", async () => {
    const person = await signedInStaff(db(), "agent");
    await updateStaff(db(), person.member.id, { disabled: true }, COMMAND_LINE);
    const login = await call(
      loginPage.action,
      plainPost("/admin/login/", { email: person.member.email, password: STAFF_PASSWORD }),
    );
    expect(login.status).toBe(400);
    const page = await call(dashboardPage.loader, consoleRequest(person, "/admin/"));
    expect(page.location).toMatch(/^\/admin\/login\//);
  });

  it("never takes the same TOTP code twice, even within its 30 seconds", async () => {
    const person = await signedInStaff(db(), "manager");
    const now = new Date();
    const code = totpCode(person.secret!, now);
    expect(await verifySecondFactor(db(), person.member.id, code, now)).toBe("totp");
    expect(await verifySecondFactor(db(), person.member.id, code, now)).toBeNull();
    const later = new Date(now.getTime() + 30_000);
    expect(await verifySecondFactor(db(), person.member.id, totpCode(person.secret!, later), later)).toBe("totp");
  });

  it("ends a partial session after too many wrong codes", async () => {
    const person = await signedInStaff(db(), "manager");
    const partial = cookieOf(
      (
        await call(
          loginPage.action,
          plainPost("/admin/login/", { email: person.member.email, password: STAFF_PASSWORD }),
        )
      ).headers,
    );
    let last;
    for (let attempt = 0; attempt <= content.settings.rateLimits.login.max; attempt++)
      last = await call(codePage.action, plainPost("/admin/login/code/", { code: "123456" }, partial));
    expect(last).toMatchObject({ status: 303, location: "/admin/login/?done=ended" });
    const rows = await db().select().from(staffSessions).where(eq(staffSessions.staffId, person.member.id));
    expect(rows.filter((row) => row.secondFactorAt === null)).toHaveLength(0);
  });
});

describe("changes need the session's CSRF token", () => {
  it("refuses a post without it, or with another session's (403), and changes nothing", async () => {
    const person = await signedInStaff(db(), "agent");
    const other = await signedInStaff(db(), "agent");
    for (const csrf of [undefined, other.csrf, "x".repeat(43)]) {
      const request = consoleRequest({ ...person, csrf: csrf ?? "" }, "/admin/account/", {
        intent: "profile",
        name: "Hacked",
        locale: "en",
      });
      const answer = await call(accountPage.action, request);
      expect(answer.status).toBe(403);
    }
    const [row] = await db().select().from(staff).where(eq(staff.id, person.member.id));
    expect(row!.name).not.toBe("Hacked");
    const saved = await call(
      accountPage.action,
      consoleRequest(person, "/admin/account/", { intent: "profile", name: "Els Janssens", locale: "fr" }),
    );
    expect(saved.status).toBe(200);
    expect(saved.headers.get("Set-Cookie")).toContain("console_lang=fr");
  });
});

/** Every console route and the area it belongs to ("public": the login and password pages). */
const ROUTE_AREAS: Record<string, ConsoleArea | "public"> = {
  "console.index": "public",
  "console.dashboard": "dashboard",
  "console.login": "public",
  "console.second-factor": "public",
  "console.logout": "public",
  "console.password": "public",
  "console.account": "account",
  "console.enrol": "public",
  "console.not-found": "public",
  "console.leads": "leads",
  "console.leads-export": "leads",
  "console.lead": "leads",
  "console.testimonials": "testimonials",
  "console.testimonial": "testimonials",
  "console.owners": "owners",
  "console.owner": "owners",
  "console.owner-view": "owners",
  "console.demands": "demands",
  "console.subscribers": "demands",
  "console.privacy": "privacy",
  "console.privacy-export": "privacy",
  "console.operations": "operations",
  "console.content": "content",
  "console.content-section": "content",
  "console.staff": "staff",
  "console.staff-member": "staff",
  "console.audit": "audit",
};

describe("who opens what", () => {
  const consoleRoutes = (
    (routes as { id?: string; children?: { id?: string; file: string }[] }[]).find((route) => route.id === "console")
      ?.children ?? []
  ).map((route) => ({ id: route.id!, file: route.file }));

  it("has an area for every console route", () => {
    expect(consoleRoutes.map((route) => route.id).sort()).toEqual(Object.keys(ROUTE_AREAS).sort());
  });

  const managerRoutes = consoleRoutes.filter((route) => {
    const area = ROUTE_AREAS[route.id];
    return area !== undefined && area !== "public" && CONSOLE_AREAS[area] === "manager";
  });

  it.each(managerRoutes)("an agent gets 403 on $id, for a GET and for a post", async (route) => {
    const agent = await signedInStaff(db(), "agent");
    const module = (await import(`../../app/${route.file}`)) as { loader?: Fn; action?: Fn };
    const params = { id: "1", token: "x" };
    if (module.loader) expect((await call(module.loader, consoleRequest(agent, "/admin/x/"), params)).status).toBe(403);
    if (module.action)
      expect((await call(module.action, consoleRequest(agent, "/admin/x/", { intent: "x" }), params)).status).toBe(403);
    const manager = await signedInStaff(db(), "manager");
    if (module.loader)
      expect((await call(module.loader, consoleRequest(manager, "/admin/x/"), params)).status).not.toBe(403);
  });

  it.each(consoleRoutes.filter((route) => ROUTE_AREAS[route.id] !== "public"))(
    "a visitor without a session is sent to the login from $id",
    async (route) => {
      const module = (await import(`../../app/${route.file}`)) as { loader?: Fn };
      const answer = await call(module.loader!, consoleRequest(null, "/admin/x/"), { id: "1" });
      expect(answer).toMatchObject({ status: 303 });
      expect(answer.location).toMatch(/^\/admin\/login\/\?next=/);
    },
  );
});
