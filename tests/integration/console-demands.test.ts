import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, demandAlerts, demandRegistrations, newsletterSubscriptions } from "#db/schema.ts";
import * as demandRegisterPage from "#app/routes/forms/demand-register.tsx";
import * as newsletterPage from "#app/routes/forms/newsletter.tsx";
import * as demandsPage from "#app/routes/admin/demands/demands.tsx";
import * as subscribersPage from "#app/routes/admin/demands/subscribers.tsx";
import type { DemandListRow, SubscriberRow } from "#app/services/leads/demand-admin-view.ts";
import { demandUnsubscribeToken } from "#app/services/leads/demand-token.server.ts";
import { findUnsubscribeTarget } from "#app/services/leads/unsubscribe.server.ts";
import { mailTo, routeAnswer, useFormHarness } from "#tests/setup/route-harness.ts";
import { consoleRequest, signedInStaff, type SignedInStaff } from "#tests/setup/console-staff.ts";

/**
 * The console's search profiles and newsletter subscribers (decision 0051) on the real database,
 * with data made by the public forms themselves: the lists with their criteria, alerts and
 * filters; ending a profile or a subscription on the person's request does what their own
 * unsubscribe link does, and is written to the audit log.
 */
const harness = useFormHarness();
const db = () => harness.database.db;
type Fn = (args: never) => unknown;
const call = <T = Record<string, unknown>>(fn: Fn, request: Request) =>
  routeAnswer<T>(fn, request, {}, harness.context());

const ann = {
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "Ann.Peeters@Example.be",
  phone: "0477 12 34 56",
  privacyConsent: "on",
};
const bert = { ...ann, title: "mr", firstName: "Bert", lastName: "Janssens", email: "bert.janssens@example.be" };

async function registerDemand(person: typeof ann, values: Record<string, string | string[]>): Promise<string> {
  const answer = await harness.post(demandRegisterPage.action, "/nl/blijf-op-de-hoogte/", {
    form: "demand-register",
    ...person,
    ...values,
  });
  expect(answer.status).toBe(303);
  const [row] = await db()
    .select({ id: demandRegistrations.id })
    .from(demandRegistrations)
    .where(eq(demandRegistrations.email, person.email.toLowerCase()));
  return row!.id;
}

let agent: SignedInStaff;
let annDemand: string;
let bertDemand: string;

beforeEach(async () => {
  agent = await signedInStaff(db(), "agent");
  annDemand = await registerDemand(ann, {
    goal: "buy",
    types: ["2", "1"],
    zones: ["9255", "9280"],
    budget: "380.000",
    priceMin: "250000",
    bedroomsMin: "3",
    newsletter: "on",
  });
  bertDemand = await registerDemand(bert, {
    goal: "rent",
    types: "10",
    zones: "6987",
    priceMax: "1500",
    alertFrequency: "daily",
  });
  // Ann was alerted twice; one of Bert's matches waits for the daily digest.
  await db()
    .insert(demandAlerts)
    .values([
      { demandId: annDemand, propertyId: 4100001, mailedAt: new Date("2026-10-02T08:00:00Z") },
      { demandId: annDemand, propertyId: 4100002, mailedAt: new Date("2026-10-05T16:30:00Z") },
      { demandId: bertDemand, propertyId: 4100003, mailedAt: null },
    ]);
});

const list = (search = "") =>
  call<{ rows: DemandListRow[]; total: number }>(demandsPage.loader, consoleRequest(agent, `/admin/demands/${search}`));

describe("the search profiles", () => {
  it("lists every profile, newest first, with its criteria named in the reader's language and the alerts it was sent", async () => {
    const page = await list();
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.data.total).toBe(2);
    expect(page.data.rows.map((row) => row.email)).toEqual(["bert.janssens@example.be", "ann.peeters@example.be"]);
    const [bertRow, annRow] = page.data.rows;
    expect(annRow).toMatchObject({
      goal: "sale",
      // In the catalogue's order, whatever order they were ticked in.
      types: ["Huis", "Appartement"],
      zones: [
        { zip: "9255", cities: ["Buggenhout"] },
        { zip: "9280", cities: ["Lebbeke"] },
      ],
      priceMin: 250000,
      priceMax: null,
      budget: 380000,
      bedroomsMin: 3,
      alertFrequency: "instant",
      active: true,
      alertsSent: 2,
      alertsWaiting: 0,
      lastAlertAt: new Date("2026-10-05T16:30:00Z"),
    });
    expect(bertRow).toMatchObject({
      goal: "rent",
      types: ["Vakantiewoningen"],
      zones: [{ zip: "6987", cities: ["Beffe"] }],
      priceMax: 1500,
      alertFrequency: "daily",
      alertsSent: 0,
      alertsWaiting: 1,
      lastAlertAt: null,
    });

    const french = await signedInStaff(db(), "agent", { locale: "fr" });
    const inFrench = await call<{ rows: DemandListRow[] }>(
      demandsPage.loader,
      consoleRequest(french, "/admin/demands/?q=ann"),
    );
    expect(inFrench.data.rows[0]!.types).toEqual(["Maison", "Appartement"]);
  });

  it("finds a profile by a piece of its e-mail address, in any case, and filters active and ended ones", async () => {
    expect((await list("?q=PEETERS@")).data.rows.map((row) => row.id)).toEqual([annDemand]);
    expect((await list("?q=nobody")).data).toEqual({ rows: [], total: 0, filter: expect.anything(), done: null });
    expect((await list("?q=%25")).data.total).toBe(0);
    expect((await list("?status=active")).data.total).toBe(2);
    expect((await list("?status=ended")).data.total).toBe(0);
  });

  it("ends a profile on the person's request: no more alerts, as their unsubscribe link does, written to the audit log", async () => {
    const { token } = await demandUnsubscribeToken(db(), annDemand);
    expect(await findUnsubscribeTarget(db(), token)).toMatchObject({ demands: 1, active: true });

    const ended = await call(
      demandsPage.action,
      consoleRequest(agent, "/admin/demands/?q=ann", { intent: "end", id: annDemand }),
    );
    expect(ended).toMatchObject({ status: 303, location: "/admin/demands/?q=ann&done=ended" });
    // The visitor's own unsubscribe page now says they are unsubscribed already.
    expect(await findUnsubscribeTarget(db(), token)).toMatchObject({ demands: 1, active: false });
    expect((await list("?status=ended")).data.rows.map((row) => row.id)).toEqual([annDemand]);
    expect((await list("?status=active")).data.rows.map((row) => row.id)).toEqual([bertDemand]);
    // The alerts already sent stay counted.
    expect((await list("?status=ended")).data.rows[0]!.alertsSent).toBe(2);

    const again = await call(
      demandsPage.action,
      consoleRequest(agent, "/admin/demands/", { intent: "end", id: annDemand }),
    );
    expect(again).toMatchObject({ status: 303, location: "/admin/demands/?done=already-ended" });

    const audit = await db().select().from(auditLog).where(eq(auditLog.action, "demand.end"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: agent.member.id,
      subject: `demand:${annDemand}`,
      before: { active: true },
      after: { active: false },
    });
    expect(JSON.stringify(audit)).not.toContain("peeters");
  });

  it("answers 404 for a profile that does not exist, and 400 for an unknown change", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", ""])
      expect(
        (await call(demandsPage.action, consoleRequest(agent, "/admin/demands/", { intent: "end", id }))).status,
      ).toBe(404);
    expect(
      (await call(demandsPage.action, consoleRequest(agent, "/admin/demands/", { intent: "delete", id: annDemand })))
        .status,
    ).toBe(400);
    expect((await db().select().from(demandRegistrations)).every((row) => row.active)).toBe(true);
  });
});

describe("the newsletter subscribers", () => {
  const subscribers = (search = "") =>
    call<{ rows: SubscriberRow[]; total: number }>(
      subscribersPage.loader,
      consoleRequest(agent, `/admin/demands/newsletter/${search}`),
    );

  it("lists the subscribers of every form, finds one, and ends a subscription as the unsubscribe link does", async () => {
    const signUp = await harness.post(newsletterPage.action, "/fr/newsletter/", {
      form: "newsletter",
      email: "Carla.Dubois@Example.be",
      firstName: "Carla",
      privacyConsent: "on",
    });
    expect(signUp.status).toBe(303);
    const welcome = mailTo(await harness.deliver(), "carla.dubois@example.be");
    const token = /\/([0-9a-f]+)\/>$/.exec(welcome.header("list-unsubscribe") ?? "")![1]!;

    const page = await subscribers();
    expect(page.status).toBe(200);
    // Ann ticked the newsletter box of the demand form; Carla signed up on the newsletter page.
    expect(page.data.rows.map(({ email, locale, active }) => ({ email, locale, active }))).toEqual([
      { email: "carla.dubois@example.be", locale: "fr", active: true },
      { email: "ann.peeters@example.be", locale: "nl", active: true },
    ]);
    const carla = page.data.rows[0]!;
    expect((await subscribers("?q=dubois")).data.rows.map((row) => row.id)).toEqual([carla.id]);

    const ended = await call(
      subscribersPage.action,
      consoleRequest(agent, "/admin/demands/newsletter/?status=active", { intent: "end", id: carla.id }),
    );
    expect(ended).toMatchObject({ status: 303, location: "/admin/demands/newsletter/?status=active&done=ended" });
    const [row] = await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, carla.id));
    expect(row).toMatchObject({ active: false });
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);
    expect(await findUnsubscribeTarget(db(), token)).toMatchObject({ newsletter: true, active: false });

    expect((await subscribers("?status=ended")).data.rows.map((r) => r.email)).toEqual(["carla.dubois@example.be"]);
    expect((await subscribers("?status=active")).data.rows.map((r) => r.email)).toEqual(["ann.peeters@example.be"]);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "newsletter.end"));
    expect(audit).toMatchObject({ subject: `newsletter:${carla.id}`, before: { active: true } });
    expect(JSON.stringify(audit)).not.toContain("dubois");
  });
});
