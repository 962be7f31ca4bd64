import { and, count, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, outbox, owners, rateLimitCounters, sessions } from "#db/schema.ts";
import * as ownersPage from "#app/routes/admin/owners/owners.tsx";
import * as ownerPage from "#app/routes/admin/owners/owner.tsx";
import * as ownerViewPage from "#app/routes/admin/owners/owner-view.tsx";
import * as loginPage from "#app/routes/owner/owner-login.tsx";
import * as dashboardPage from "#app/routes/owner/owner-dashboard.tsx";
import * as resetPage from "#app/routes/owner/owner-password-reset.tsx";
import { createOwner } from "#app/services/owners/accounts.server.ts";
import { requestPasswordReset } from "#app/services/owners/password-reset.server.ts";
import { createSession, findSession } from "#app/services/owners/sessions.server.ts";
import { auditOf } from "#app/services/staff/audit.server.ts";
import { consoleRequest, signedInStaff, type SignedInStaff } from "#tests/setup/console-staff.ts";
import { renderRoute } from "#tests/setup/render-route.tsx";
import { mailTo, routeAnswer, useFormHarness } from "#tests/setup/route-harness.ts";

/**
 * The console's owners area (decision 0051) on the real database with the sample catalogue: an
 * agent creates an owner, links a property found by its reference and unlinks it, mails the
 * password link (the portal's own mail, in the owner's language), disables the account (the
 * portal then treats the owner like a wrong password, ends their session and kills their link)
 * and enables it again, and sees the owner's dashboard; every change is in the audit log.
 */
const harness = useFormHarness();
let agent: SignedInStaff;
let frenchAgent: SignedInStaff;
let address = 0;
let clientAddress = "";

beforeAll(async () => {
  agent = await signedInStaff(harness.database.db, "agent", { email: "agent.owners@agency.example" });
  frenchAgent = await signedInStaff(harness.database.db, "agent", { locale: "fr" });
});
beforeEach(async () => {
  await harness.database.db.delete(rateLimitCounters);
  clientAddress = `192.0.2.${++address}`;
});

const db = () => harness.database.db;
const context = (): AppLoadContext => ({ ...harness.context(), clientAddress }) as AppLoadContext;
type Fn = (args: never) => unknown;
const call = <T = Record<string, unknown>>(fn: Fn, request: Request, params: Record<string, string> = {}) =>
  routeAnswer<T>(fn, request, params, context());

type OwnerPageData = {
  owner: {
    id: number;
    email: string;
    name: string;
    locale: string;
    disabled: boolean;
    hasPassword: boolean;
    properties: { id: number; reference: string; title: string }[];
  };
  found: { choices: { id: number; reference: string; title: string; linked: boolean }[] } | null;
};

/** Creates an owner through the list page's form; returns their id. */
async function created(fields: { name: string; email: string; locale: string }, who = agent): Promise<number> {
  const answer = await call(ownersPage.action, consoleRequest(who, "/admin/owners/", { intent: "create", ...fields }));
  expect(answer.status).toBe(303);
  const id = /^\/admin\/owners\/(\d+)\/\?done=created$/.exec(answer.location ?? "")?.[1];
  expect(id).toBeDefined();
  return Number(id);
}

const ownerGet = (id: number, query = "") =>
  call<OwnerPageData>(ownerPage.loader, consoleRequest(agent, `/admin/owners/${id}/${query}`), { id: String(id) });
const ownerPost = (id: number, form: Record<string, string>, who: Pick<SignedInStaff, "cookie" | "csrf"> = agent) =>
  call<{ errors?: Record<string, string> }>(ownerPage.action, consoleRequest(who, `/admin/owners/${id}/`, form), {
    id: String(id),
  });

function login(email: string, password: string) {
  return harness.post<{ errors: Record<string, string>; values: Record<string, string> }>(
    loginPage.action,
    "/nl/login/",
    { form: "owner-login", email, password },
    { context: context() },
  );
}

describe("an owner's account and properties", () => {
  it("an agent creates an owner, links a sample property found by its reference, unlinks it; each change audited", async () => {
    const id = await created({ name: "Marie Dubois", email: "Marie.Dubois@Example.be", locale: "fr" });

    const list = await call<{ owners: { id: number; email: string; locale: string; hasPassword: boolean }[] }>(
      ownersPage.loader,
      consoleRequest(agent, "/admin/owners/?q=dubois"),
    );
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    expect(list.data.owners).toEqual([
      expect.objectContaining({ id, email: "marie.dubois@example.be", locale: "fr", hasPassword: false }),
    ]);

    // The catalogue searched by the provider's reference, then by words of a title.
    const search = await ownerGet(id, "?q=BUG-0123");
    expect(search.data.found?.choices).toEqual([
      expect.objectContaining({ id: 4100001, reference: "BUG-0123", linked: false }),
    ]);
    expect((await ownerGet(id, "?q=villa%20du%20bois")).data.found?.choices.map((choice) => choice.id)).toEqual([
      4100007,
    ]);

    expect(await ownerPost(id, { intent: "link", propertyId: "4100001", q: "BUG-0123" })).toMatchObject({
      status: 303,
      location: `/admin/owners/${id}/?q=BUG-0123&done=linked`,
    });
    const linked = await ownerGet(id, "?q=BUG-0123");
    expect(linked.data.owner.properties).toEqual([
      expect.objectContaining({ id: 4100001, reference: "BUG-0123", title: expect.stringContaining("Buggenhout") }),
    ]);
    expect(linked.data.found?.choices[0]).toMatchObject({ id: 4100001, linked: true });
    // Linking it again changes nothing and says so.
    expect((await ownerPost(id, { intent: "link", propertyId: "4100001" })).location).toBe(
      `/admin/owners/${id}/?done=already`,
    );
    // A property the catalogue does not hold.
    const unknown = await ownerPost(id, { intent: "link", propertyId: "999999" });
    expect(unknown.status).toBe(400);
    expect(unknown.data.errors).toEqual({ "": "Dit pand staat niet (meer) in de catalogus." });

    expect(await ownerPost(id, { intent: "unlink", propertyId: "4100001" })).toMatchObject({
      status: 303,
      location: `/admin/owners/${id}/?done=unlinked`,
    });
    expect((await ownerGet(id)).data.owner.properties).toEqual([]);

    const entries = await auditOf(db(), `owner:${id}`);
    expect(entries.map((entry) => [entry.action, entry.staffEmail])).toEqual([
      ["owner.unlink", agent.member.email],
      ["owner.link", agent.member.email],
      ["owner.create", agent.member.email],
    ]);
    expect(entries[2]!.after).toEqual({ name: "Marie Dubois", email: "marie.dubois@example.be", locale: "fr" });
    expect(entries[1]!.after).toEqual({ propertyId: 4100001, reference: "BUG-0123" });
    expect(entries[0]!.before).toEqual({ propertyId: 4100001 });
  });

  it("edits the name and language, auditing only what changed", async () => {
    const id = await created({ name: "Jan Peeters", email: "jan.peeters@example.be", locale: "nl" });
    expect(await ownerPost(id, { intent: "details", name: "Jan Peeters", locale: "de" })).toMatchObject({
      status: 303,
      location: `/admin/owners/${id}/?done=saved`,
    });
    expect((await ownerGet(id)).data.owner).toMatchObject({ name: "Jan Peeters", locale: "de" });
    const refused = await ownerPost(id, { intent: "details", name: "", locale: "es" });
    expect(refused.status).toBe(400);
    expect(refused.data.errors).toEqual({
      name: "Vul een naam in (hoogstens 100 tekens).",
      locale: "Kies een van de talen van de site.",
    });
    const [update] = await auditOf(db(), `owner:${id}`);
    expect(update).toMatchObject({ action: "owner.update", before: { locale: "nl" }, after: { locale: "de" } });
  });

  it("a duplicate e-mail is refused with a localized message (400), and nothing is written", async () => {
    await created({ name: "Els Maes", email: "els.maes@example.be", locale: "nl" });
    const again = await call<{ errors: Record<string, string>; values: Record<string, string> }>(
      ownersPage.action,
      consoleRequest(frenchAgent, "/admin/owners/", {
        intent: "create",
        name: "Els Maes (bis)",
        email: " ELS.MAES@example.be ",
        locale: "fr",
      }),
    );
    expect(again.status).toBe(400);
    expect(again.data.errors).toEqual({ email: "Un propriétaire avec cette adresse e-mail existe déjà." });
    expect(again.data.values).toMatchObject({ name: "Els Maes (bis)" });
    const [row] = await db().select({ n: count() }).from(owners).where(eq(owners.email, "els.maes@example.be"));
    expect(row!.n).toBe(1);
    const [made] = await db()
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, "owner.create"), eq(auditLog.staffEmail, frenchAgent.member.email)));
    expect(made!.n).toBe(0);

    const invalid = await call<{ errors: Record<string, string> }>(
      ownersPage.action,
      consoleRequest(agent, "/admin/owners/", { intent: "create", name: " ", email: "not-an-address", locale: "xx" }),
    );
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.data.errors).sort()).toEqual(["email", "locale", "name"]);
  });

  it("a change without the CSRF token is refused (403) and changes nothing", async () => {
    const id = await created({ name: "Piet Claes", email: "piet.claes@example.be", locale: "nl" });
    const forged = { cookie: agent.cookie, csrf: "" };
    const create = await call(
      ownersPage.action,
      consoleRequest(forged, "/admin/owners/", { intent: "create", name: "X", email: "x@example.be", locale: "nl" }),
    );
    expect(create.status).toBe(403);
    const changes: Record<string, string>[] = [
      { intent: "link", propertyId: "4100002" },
      { intent: "disable" },
      { intent: "password-link" },
    ];
    for (const form of changes) {
      expect((await ownerPost(id, form, forged)).status).toBe(403);
    }
    expect((await db().select().from(owners).where(eq(owners.email, "x@example.be"))).length).toBe(0);
    const page = await ownerGet(id);
    expect(page.data.owner).toMatchObject({ disabled: false, properties: [] });
    expect((await auditOf(db(), `owner:${id}`)).map((entry) => entry.action)).toEqual(["owner.create"]);
    expect(await db().select().from(outbox)).toEqual([]);
  });

  it("an unknown owner is 404", async () => {
    expect((await ownerGet(987654)).status).toBe(404);
    expect((await call(ownerPage.loader, consoleRequest(agent, "/admin/owners/abc/"), { id: "abc" })).status).toBe(404);
    expect((await ownerPost(987654, { intent: "disable" })).status).toBe(404);
  });
});

describe("the password link", () => {
  it("mails the owner, in their language, the portal's one-hour link, which opens the password page", async () => {
    const id = await created({ name: "Sophie Lambert", email: "sophie.lambert@example.be", locale: "fr" });
    expect(await ownerPost(id, { intent: "password-link" })).toMatchObject({
      status: 303,
      location: `/admin/owners/${id}/?done=link-sent`,
    });
    const mails = await harness.deliver();
    expect(mails).toHaveLength(1);
    const mail = mailTo(mails, "sophie.lambert@example.be");
    expect(mail.header("subject")).toBe("Réinitialiser votre mot de passe");
    expect(mail.text).toContain("Sophie Lambert");
    const link = /https:\/\/agency\.example(\/fr\/reinitialiser-mot-de-passe\/([0-9a-f]{48})\/)/.exec(mail.text ?? "");
    expect(link).not.toBeNull();
    const [, path, token] = link!;
    const page = await harness.get<{ valid: boolean }>(resetPage.loader, path!, {
      context: context(),
      params: { token: token! },
    });
    expect(page).toMatchObject({ status: 200, data: { valid: true } });

    const [entry] = await auditOf(db(), `owner:${id}`);
    expect(entry).toMatchObject({
      action: "owner.password-link",
      after: { to: "sophie.lambert@example.be", locale: "fr" },
    });
    expect(JSON.stringify(entry)).not.toContain(token!);
    // The owner's page says a link is out and until when.
    expect((await ownerGet(id)).data.owner).toMatchObject({ lastLink: { live: true } });
  });
});

describe("disabling an account", () => {
  const OWNER = { email: "disabled.owner@example.be", password: "Eigenaar-wachtwoord-2026" };

  it("the login answers exactly as for a wrong password, open sessions and links end; enabling lets the owner in again", async () => {
    const { owner } = await createOwner(db(), {
      email: OWNER.email,
      name: "Karel Wouters",
      locale: "nl",
      password: OWNER.password,
      propertyIds: [4100003],
    });
    const good = await login(OWNER.email, OWNER.password);
    expect(good.status).toBe(303);
    const cookie = good.headers.get("set-cookie")!.split(";")[0]!;
    const dashboard = () =>
      harness.get(dashboardPage.loader, "/nl/eigenaarsportaal/", { context: context(), headers: { cookie } });
    expect((await dashboard()).status).toBe(200);
    // A link mailed before the account is disabled.
    await ownerPost(owner.id, { intent: "password-link" });
    const mail = mailTo(await harness.deliver(), OWNER.email);
    const [, path, token] = /https:\/\/agency\.example(\/nl\/wachtwoord-herstellen\/([0-9a-f]{48})\/)/.exec(
      mail.text ?? "",
    )!;

    expect(await ownerPost(owner.id, { intent: "disable" })).toMatchObject({
      status: 303,
      location: `/admin/owners/${owner.id}/?done=disabled`,
    });

    const wrong = await login(OWNER.email, "Not-the-password-1");
    const right = await login(OWNER.email, OWNER.password);
    expect(right.status).toBe(400);
    expect({ status: right.status, data: right.data }).toEqual({ status: wrong.status, data: wrong.data });
    expect(right.data.errors).toEqual({ "": "De gebruikersnaam of het wachtwoord is niet correct" });
    expect(right.headers.get("set-cookie")).toBeNull();

    expect(await dashboard()).toMatchObject({ status: 303, location: "/nl/login/" });
    expect(await db().select().from(sessions).where(eq(sessions.ownerId, owner.id))).toEqual([]);
    // A session row of a disabled account (however it came to be) opens nothing either.
    const stray = await createSession(db(), owner.id);
    expect(await findSession(db(), stray)).toBeNull();
    expect((await harness.get(resetPage.loader, path!, { context: context(), params: { token: token! } })).status).toBe(
      404,
    );
    // The portal's "forgot password" sends a disabled account nothing (as for an unknown e-mail).
    await requestPasswordReset(context(), OWNER.email, "nl");
    expect(await harness.deliver()).toEqual([]);
    // Nor does the console.
    const refused = await ownerPost(owner.id, { intent: "password-link" });
    expect(refused.status).toBe(400);
    expect((await ownerGet(owner.id)).data.owner).toMatchObject({ disabled: true });

    expect(await ownerPost(owner.id, { intent: "enable" })).toMatchObject({
      status: 303,
      location: `/admin/owners/${owner.id}/?done=enabled`,
    });
    expect((await login(OWNER.email, OWNER.password)).status).toBe(303);
    expect(await findSession(db(), stray)).toMatchObject({ ownerId: owner.id });

    expect((await auditOf(db(), `owner:${owner.id}`)).map((entry) => entry.action)).toEqual([
      "owner.enable",
      "owner.disable",
      "owner.password-link",
    ]);
  });
});

describe("what the owner's dashboard shows", () => {
  it("shows, in the console, that owner's properties with the portal's figures and chart", async () => {
    const id = await created({ name: "Lotte Janssens", email: "lotte.janssens@example.be", locale: "de" });
    await ownerPost(id, { intent: "link", propertyId: "4100002" });
    await ownerPost(id, { intent: "link", propertyId: "4100009" });

    const answer = await call<{ view: { properties: { id: number }[]; dashboard: { property: { id: number } } } }>(
      ownerViewPage.loader,
      consoleRequest(agent, `/admin/owners/${id}/dashboard/`),
      { id: String(id) },
    );
    expect(answer.status).toBe(200);
    expect(answer.data.view.properties.map((property) => property.id)).toEqual([4100002, 4100009]);
    expect(answer.data.view.dashboard.property.id).toBe(4100002);
    // Another owner's (or nobody's) property: 404, as on the portal.
    const other = await call(
      ownerViewPage.loader,
      consoleRequest(agent, `/admin/owners/${id}/dashboard/?property=4100001`),
      {
        id: String(id),
      },
    );
    expect(other.status).toBe(404);

    const { status, html } = await renderRoute(
      ownerViewPage,
      consoleRequest(agent, `/admin/owners/${id}/dashboard/?property=4100009`),
      context(),
      { path: "admin/owners/:id/dashboard/" },
    );
    expect(status).toBe(200);
    expect(html).toContain("Dashboard van Lotte Janssens");
    expect(html).toContain("Villa Duinroos");
    expect(html).toContain("Modern appartement met zuidterras");
    expect(html).toContain("Bezoeken vandaag");
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain(`action="/admin/owners/${id}/dashboard/"`);
    expect(html).toContain("(Deutsch)");
  });
});
