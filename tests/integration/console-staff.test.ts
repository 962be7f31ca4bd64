import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, outbox, staff, staffSessions } from "#db/schema.ts";
import { consolePaths } from "#app/lib/console-paths.ts";
import { recordAudit } from "#app/services/staff/audit.server.ts";
import * as staffPage from "#app/routes/admin/staff/staff.tsx";
import * as memberPage from "#app/routes/admin/staff/staff-member.tsx";
import * as auditPage from "#app/routes/admin/audit/audit.tsx";
import * as passwordPage from "#app/routes/admin/password.tsx";
import * as loginPage from "#app/routes/admin/login.tsx";
import * as dashboardPage from "#app/routes/admin/dashboard.tsx";
import { mailTo, routeAnswer, useFormHarness } from "#tests/setup/route-harness.ts";
import { consoleRequest, signedInStaff, STAFF_PASSWORD, type SignedInStaff } from "#tests/setup/console-staff.ts";

/**
 * The staff pages and the audit log (decision 0051) on the real database: a manager invites a
 * member of staff (the mail in their language, its link, their first login), changes a person's
 * role, language and access, clears their second factor, sends a password link; the console keeps
 * a manager who can log in; the log lists every change, newest first, searchable and paged.
 */
const harness = useFormHarness();
let address = 0;
let clientAddress = "";

beforeEach(async () => {
  const { db } = harness.database;
  await db.delete(auditLog);
  await db.delete(staff);
  clientAddress = `198.51.100.${++address}`;
});

const db = () => harness.database.db;
const context = (): AppLoadContext => ({ ...harness.context(), clientAddress });
type Fn = (args: never) => unknown;
type Errors = { errors: Record<string, string> };
const call = <T = Record<string, unknown>>(fn: Fn, request: Request, params: Record<string, string> = {}) =>
  routeAnswer<T>(fn, request, params, context());
const memberPost = (who: SignedInStaff, id: number, form: Record<string, string>) =>
  call<Errors>(memberPage.action, consoleRequest(who, `/admin/staff/${id}/`, form), { id: String(id) });
const plainPost = (url: string, fields: Record<string, string>) =>
  new Request(`https://agency.example${url}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: "https://agency.example" },
  });
const login = (email: string) =>
  call(loginPage.action, plainPost("/admin/login/", { email, password: STAFF_PASSWORD }));
const dashboard = (who: Pick<SignedInStaff, "cookie" | "csrf">) =>
  call(dashboardPage.loader, consoleRequest(who, "/admin/"));
const row = async (id: number) => (await db().select().from(staff).where(eq(staff.id, id)))[0]!;
const entries = async (action: string) =>
  (await db().select().from(auditLog).orderBy(auditLog.id)).filter((entry) => entry.action === action);
const linkIn = (text: string) => /https:\/\/agency\.example\/admin\/password\/([\w-]+)\/\?lang=(\w\w)/.exec(text);

describe("inviting a member of staff", () => {
  it("makes the account and mails a link in their language, which sets the password that logs them in", async () => {
    const manager = await signedInStaff(db(), "manager", { name: "An Peeters" });
    const invited = await call(
      staffPage.action,
      consoleRequest(manager, "/admin/staff/", {
        intent: "invite",
        email: "Sofie.Claes@Agency.example",
        name: "Sofie Claes",
        role: "agent",
        locale: "fr",
      }),
    );
    expect(invited).toMatchObject({ status: 303, location: "/admin/staff/?done=invited" });

    const list = await call<{ members: { email: string; role: string; locale: string; hasPassword: boolean }[] }>(
      staffPage.loader,
      consoleRequest(manager, "/admin/staff/?done=invited"),
    );
    expect(list.data.members).toContainEqual(
      expect.objectContaining({ email: "sofie.claes@agency.example", role: "agent", locale: "fr", hasPassword: false }),
    );
    const [logged] = await entries("staff.invite");
    expect(logged).toMatchObject({
      staffEmail: manager.member.email,
      after: { email: "sofie.claes@agency.example", name: "Sofie Claes", role: "agent", locale: "fr" },
    });

    const mails = await harness.deliver();
    expect(mails).toHaveLength(1);
    const mail = mailTo(mails, "sofie.claes@agency.example");
    expect(mail.header("subject")).toBe(`Votre accès à la gestion du site – ${harness.content.siteInfo.name}`);
    expect(mail.text).toContain("Bonjour Sofie Claes,");
    expect(mail.text).toContain("An Peeters vous a créé un compte");
    expect(mail.text).toContain("rôle agent");
    const [, token, lang] = linkIn(mail.text!)!;
    expect(lang).toBe("fr");

    const page = await call<{ email: string }>(
      passwordPage.loader,
      consoleRequest(null, `/admin/password/${token}/?lang=fr`),
      { token: token! },
    );
    expect(page).toMatchObject({ status: 200, data: { email: "sofie.claes@agency.example" } });
    const set = await call(
      passwordPage.action,
      plainPost(`/admin/password/${token}/`, { password: STAFF_PASSWORD, passwordConfirm: STAFF_PASSWORD }),
      { token: token! },
    );
    expect(set).toMatchObject({ status: 303, location: "/admin/login/?done=password" });
    // An agent needs no app: the password opens the console.
    expect(await login("sofie.claes@agency.example")).toMatchObject({ status: 303, location: consolePaths.home });
  });

  it("tells a manager invited that they will set up an app", async () => {
    const manager = await signedInStaff(db(), "manager");
    await call(
      staffPage.action,
      consoleRequest(manager, "/admin/staff/", {
        intent: "invite",
        email: "jan@agency.example",
        name: "Jan",
        role: "manager",
        locale: "en",
      }),
    );
    const mail = mailTo(await harness.deliver(), "jan@agency.example");
    expect(mail.header("subject")).toContain("Your account for the");
    expect(mail.text).toContain("with the role of manager");
    expect(mail.text).toContain("authenticator app");
  });

  it("refuses an e-mail that already has an account, or is not an address, and sends nothing", async () => {
    const manager = await signedInStaff(db(), "manager");
    const agent = await signedInStaff(db(), "agent");
    const duplicate = await call<Errors & { values: Record<string, string> }>(
      staffPage.action,
      consoleRequest(manager, "/admin/staff/", {
        intent: "invite",
        email: agent.member.email.toUpperCase(),
        name: "Someone Else",
        role: "manager",
        locale: "nl",
      }),
    );
    expect(duplicate.status).toBe(400);
    expect(duplicate.data.errors.email).toBe("Er bestaat al een account met dit e-mailadres.");
    expect(duplicate.data.values.name).toBe("Someone Else");
    const invalid = await call<Errors>(
      staffPage.action,
      consoleRequest(manager, "/admin/staff/", {
        intent: "invite",
        email: "not an address",
        name: "",
        role: "agent",
        locale: "nl",
      }),
    );
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.data.errors).sort()).toEqual(["email", "name"]);
    expect(await db().select().from(outbox)).toHaveLength(0);
    expect(await entries("staff.invite")).toHaveLength(0);
    expect((await row(agent.member.id)).role).toBe("agent");
  });
});

describe("a member of staff's page", () => {
  it("changes the role and language, and the log keeps before and after", async () => {
    const manager = await signedInStaff(db(), "manager");
    const agent = await signedInStaff(db(), "agent", { name: "Els Janssens" });
    const saved = await memberPost(manager, agent.member.id, {
      intent: "profile",
      name: "Els Janssens",
      role: "manager",
      locale: "en",
    });
    expect(saved).toMatchObject({ status: 303, location: `/admin/staff/${agent.member.id}/?done=saved` });
    expect(await row(agent.member.id)).toMatchObject({ role: "manager", locale: "en" });
    const [change] = await entries("staff.update");
    expect(change).toMatchObject({
      staffEmail: manager.member.email,
      subject: `staff:${agent.member.id}`,
      before: { role: "agent", locale: "nl" },
      after: { role: "manager", locale: "en" },
    });

    const page = await call<{ history: { action: string; who: string | null }[] }>(
      memberPage.loader,
      consoleRequest(manager, `/admin/staff/${agent.member.id}/?done=saved`),
      { id: String(agent.member.id) },
    );
    expect(page.data.history[0]).toMatchObject({ action: "staff.update", who: manager.member.email });
    expect(page.data.history.at(-1)).toMatchObject({ action: "staff.create", who: null });

    const unnamed = await memberPost(manager, agent.member.id, {
      intent: "profile",
      name: "",
      role: "agent",
      locale: "nl",
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.data.errors.name).toBeTruthy();
    const unknown = await call(memberPage.loader, consoleRequest(manager, "/admin/staff/999999/"), { id: "999999" });
    expect(unknown.status).toBe(404);
  });

  it("disables an account, which ends the person's session at once, and enables it again", async () => {
    const manager = await signedInStaff(db(), "manager");
    const agent = await signedInStaff(db(), "agent");
    expect((await dashboard(agent)).status).toBe(200);
    const disabled = await memberPost(manager, agent.member.id, { intent: "disable" });
    expect(disabled).toMatchObject({ status: 303, location: `/admin/staff/${agent.member.id}/?done=disabled` });
    expect(await db().select().from(staffSessions).where(eq(staffSessions.staffId, agent.member.id))).toHaveLength(0);
    expect((await dashboard(agent)).location).toMatch(/^\/admin\/login\//);
    expect((await login(agent.member.email)).status).toBe(400);
    const [change] = await entries("staff.update");
    expect(change).toMatchObject({ before: { disabled: false }, after: { disabled: true } });

    expect(await memberPost(manager, agent.member.id, { intent: "enable" })).toMatchObject({ status: 303 });
    expect((await login(agent.member.email)).location).toBe(consolePaths.home);
  });

  it("clears a manager's second factor: their next login goes to the app's set-up", async () => {
    const manager = await signedInStaff(db(), "manager");
    const other = await signedInStaff(db(), "manager");
    const cleared = await memberPost(manager, other.member.id, { intent: "second-factor" });
    expect(cleared).toMatchObject({ status: 303, location: `/admin/staff/${other.member.id}/?done=second-factor` });
    expect((await row(other.member.id)).totpSecret).toBeNull();
    expect((await dashboard(other)).location).toMatch(/^\/admin\/login\//);
    expect((await login(other.member.email)).location).toBe("/admin/account/two-factor/");
    expect(await entries("staff.second-factor.reset")).toHaveLength(1);
  });

  it("mails a new password link in the person's language; only the newest link works", async () => {
    const manager = await signedInStaff(db(), "manager", { name: "An Peeters" });
    const agent = await signedInStaff(db(), "agent", { locale: "nl" });
    expect(await memberPost(manager, agent.member.id, { intent: "password-link" })).toMatchObject({
      status: 303,
      location: `/admin/staff/${agent.member.id}/?done=link`,
    });
    expect(await memberPost(manager, agent.member.id, { intent: "password-link" })).toMatchObject({ status: 303 });
    const mails = (await harness.deliver()).filter((mail) => mail.envelopeTo.includes(agent.member.email));
    expect(mails).toHaveLength(2);
    expect(mails[0]!.header("subject")).toContain("Een nieuw wachtwoord voor het beheer");
    expect(mails[0]!.text).toContain("An Peeters stuurt u een link");
    const tokens = mails.map((mail) => linkIn(mail.text!)![1]!);
    const statuses = await Promise.all(
      tokens.map(
        async (token) =>
          (await call(passwordPage.loader, consoleRequest(null, `/admin/password/${token}/`), { token })).status,
      ),
    );
    expect(statuses.sort()).toEqual([200, 410]);
    expect(await entries("staff.password-link")).toHaveLength(2);
  });
});

describe("the console keeps a manager who can log in", () => {
  it("refuses to demote or disable the only manager, themselves included, and allows it with a second one", async () => {
    const manager = await signedInStaff(db(), "manager");
    const forms: Record<string, string>[] = [
      { intent: "profile", name: manager.member.name, role: "agent", locale: "nl" },
      { intent: "disable" },
    ];
    for (const form of forms) {
      const refused = await memberPost(manager, manager.member.id, form);
      expect(refused.status).toBe(400);
      expect(refused.data.errors[""]).toContain("minstens één actieve beheerder");
    }
    expect(await row(manager.member.id)).toMatchObject({ role: "manager", disabledAt: null });

    // An invited manager has no password yet: they cannot log in, so they do not count.
    await call(
      staffPage.action,
      consoleRequest(manager, "/admin/staff/", {
        intent: "invite",
        email: "new@agency.example",
        name: "New",
        role: "manager",
        locale: "nl",
      }),
    );
    expect((await memberPost(manager, manager.member.id, { intent: "disable" })).status).toBe(400);

    const second = await signedInStaff(db(), "manager");
    const demoted = await memberPost(manager, manager.member.id, {
      intent: "profile",
      name: manager.member.name,
      role: "agent",
      locale: "nl",
    });
    // No longer a manager, they leave the staff pages for the console's first page.
    expect(demoted).toMatchObject({ status: 303, location: consolePaths.home });
    expect((await row(manager.member.id)).role).toBe("agent");
    expect((await call(staffPage.loader, consoleRequest(manager, "/admin/staff/"))).status).toBe(403);

    // Now the second one is the last.
    const selfDisable = await memberPost(second, second.member.id, { intent: "disable" });
    expect(selfDisable.status).toBe(400);
    expect(await memberPost(second, manager.member.id, { intent: "disable" })).toMatchObject({ status: 303 });
  });
});

describe("the audit log", () => {
  type Page = { entries: { id: number; action: string; subject: string }[]; older: number | null; paged: boolean };

  it("lists the entries newest first, 50 a page, narrowed by a search", async () => {
    const manager = await signedInStaff(db(), "manager");
    await db().delete(auditLog);
    for (let n = 1; n <= 70; n++)
      await recordAudit(
        db(),
        { id: manager.member.id, email: manager.member.email },
        n % 10 === 0 ? "testimonial.publish" : "lead.status",
        n % 10 === 0 ? `testimonial:${n}` : `lead:00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
        { before: { status: "new" }, after: { status: `step ${n}` } },
      );
    const first = await call<Page>(auditPage.loader, consoleRequest(manager, "/admin/audit/"));
    expect(first.status).toBe(200);
    expect(first.data.entries).toHaveLength(50);
    const ids = first.data.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.data.entries[0]).toMatchObject({ action: "testimonial.publish", subject: "testimonial:70" });
    expect(first.data.older).toBe(ids.at(-1));

    const second = await call<Page>(
      auditPage.loader,
      consoleRequest(manager, `/admin/audit/?before=${first.data.older}`),
    );
    expect(second.data).toMatchObject({ paged: true, older: null });
    expect(second.data.entries).toHaveLength(20);
    expect(second.data.entries[0]!.id).toBeLessThan(ids.at(-1)!);
    expect(second.data.entries.at(-1)!.subject).toBe("lead:00000000-0000-4000-8000-000000000001");

    const found = await call<Page>(auditPage.loader, consoleRequest(manager, "/admin/audit/?q=TESTIMONIAL"));
    expect(found.data.entries.map((entry) => entry.subject)).toEqual(
      [70, 60, 50, 40, 30, 20, 10].map((n) => `testimonial:${n}`),
    );
    expect(found.data.older).toBeNull();
    const byEmail = await call<Page>(
      auditPage.loader,
      consoleRequest(manager, `/admin/audit/?q=${encodeURIComponent(manager.member.email)}`),
    );
    expect(byEmail.data.entries).toHaveLength(50);
  });
});
