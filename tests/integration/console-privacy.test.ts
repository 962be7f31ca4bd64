import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  demandAlerts,
  demandRegistrations,
  leadNotes,
  leads,
  newsletterSubscriptions,
  outbox,
  owners,
  properties,
  staff,
  testimonials,
  uploads,
} from "#db/schema.ts";
import * as appointmentPage from "#app/routes/forms/appointment.tsx";
import * as contactPage from "#app/routes/content/content-page.tsx";
import * as demandRegisterPage from "#app/routes/forms/demand-register.tsx";
import * as newsletterPage from "#app/routes/forms/newsletter.tsx";
import * as testimonialPage from "#app/routes/forms/testimonial-form.tsx";
import * as privacyPage from "#app/routes/admin/privacy/privacy.tsx";
import * as privacyExport from "#app/routes/admin/privacy/privacy-export.ts";
import { enqueue } from "#app/services/leads/outbox.server.ts";
import type { PersonalDataSummary } from "#app/services/privacy/personal-data-view.ts";
import { formPost, routeAnswer, useFormHarness } from "#tests/setup/route-harness.ts";
import { consoleRequest, signedInStaff, type SignedInStaff } from "#tests/setup/console-staff.ts";

/**
 * A person's data requests in the console (GDPR art. 15 and 17) on the real database, with data
 * made by the public forms: the search by e-mail address finds every kind, whatever the case, and
 * nothing of another person; the export is a JSON file; the erasure, once confirmed, anonymises the
 * leads (still counted), empties their messages and cancels the waiting ones, deletes the
 * profiles, subscription, notes and testimonial, leaves another person's data and the accounts
 * alone, and the audit log keeps counts, never the address. Only a manager opens it.
 */
const harness = useFormHarness();
const db = () => harness.database.db;
const context = (): AppLoadContext => harness.context();

type Fn = (args: never) => unknown;
const call = <T = Record<string, unknown>>(fn: Fn, request: Request) => routeAnswer<T>(fn, request, {}, context());

const ANN_EMAIL = "ann.peeters@example.be";
const ann = {
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: ANN_EMAIL,
  phone: "0477 12 34 56",
  privacyConsent: "on",
};
const bert = { ...ann, title: "mr", firstName: "Bert", lastName: "Janssens", email: "bert.janssens@example.be" };

async function post(
  action: Fn,
  url: string,
  values: Record<string, string | string[] | File>,
  params: Record<string, string> = {},
) {
  const answer = await routeAnswer(action, formPost(`https://agency.example${url}`, values), params, context());
  expect(answer.status).toBe(303);
}

/** Books the first free visit of the first sample listing that takes bookings; returns the listing. */
async function bookVisit(person: typeof ann): Promise<number> {
  for (const { id } of await db().select({ id: properties.id }).from(properties).orderBy(properties.id)) {
    const url = `/nl/afspraak/${id}/`;
    const page = await routeAnswer<{ days: { slots: { id: number }[] }[] }>(
      appointmentPage.loader as Fn,
      new Request(`https://agency.example${url}`),
      { id: String(id) },
      context(),
    );
    const slot = page.status === 200 ? page.data.days.flatMap((day) => day.slots)[0] : undefined;
    if (!slot) continue;
    await post(
      appointmentPage.action,
      url,
      { form: "appointment", ...person, slot: String(slot.id) },
      { id: String(id) },
    );
    return id;
  }
  throw new Error("no sample listing takes bookings");
}

async function photo(): Promise<File> {
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c87828" } })
    .jpeg()
    .toBuffer();
  return new File([bytes], "ann.jpg", { type: "image/jpeg" });
}

let manager: SignedInStaff;
let annLeads: string[];
let bertLeads: string[];
let annDemand: string;
let visited: number;

beforeEach(async () => {
  await db().delete(testimonials);
  await db().delete(uploads);
  await db().delete(owners);
  await db().delete(auditLog);
  await db().delete(staff).where(eq(staff.email, ANN_EMAIL));
  manager = await signedInStaff(db(), "manager");

  // Ann: the contact form, a demand with the newsletter box ticked (typed in capitals), a testimonial with a photo.
  await post(contactPage.action, "/nl/contact/", {
    form: "site-contact",
    ...ann,
    message: "Kan ik zaterdag langskomen?",
  });
  await post(demandRegisterPage.action, "/nl/blijf-op-de-hoogte/", {
    form: "demand-register",
    ...ann,
    email: "Ann.Peeters@Example.BE",
    goal: "buy",
    types: "1",
    zones: "9255",
    newsletter: "on",
  });
  visited = await bookVisit(ann);
  // Bert: the contact form and the newsletter.
  await post(contactPage.action, "/nl/contact/", { form: "site-contact", ...bert, message: "Graag een afspraak." });
  await post(newsletterPage.action, "/nl/nieuwsbrief/", {
    form: "newsletter",
    email: bert.email,
    firstName: "Bert",
    lastName: "Janssens",
    privacyConsent: "on",
  });
  expect((await harness.deliver()).length).toBeGreaterThan(0);

  // Later, still waiting in the outbox: Ann's testimonial's two mails and an alert of her demand.
  await post(testimonialPage.action, "/nl/schrijf-een-getuigenis/", {
    form: "testimonial",
    ...ann,
    name: "Familie Peeters",
    comment: "Ons huis was op zes weken verkocht, met dank aan het hele team.",
    image: await photo(),
  });
  const [demand] = await db()
    .select({ id: demandRegistrations.id })
    .from(demandRegistrations)
    .where(eq(demandRegistrations.email, ANN_EMAIL));
  annDemand = demand!.id;
  await db().insert(demandAlerts).values({ demandId: annDemand, propertyId: 4100001, mailedAt: new Date() });
  await enqueue(db(), {
    leadId: null,
    channel: "mail",
    idempotencyKey: `demand-alert:${annDemand}:4100001`,
    payload: { to: ANN_EMAIL, subject: "Nieuw pand voor u, Ann Peeters", text: "Beste Ann Peeters, …" },
  });

  const rows = await db().select({ id: leads.id, payload: leads.payload }).from(leads);
  annLeads = rows.filter((row) => JSON.stringify(row.payload).includes(ANN_EMAIL)).map((row) => row.id);
  bertLeads = rows.filter((row) => JSON.stringify(row.payload).includes(bert.email)).map((row) => row.id);
  expect(annLeads).toHaveLength(4);
  expect(bertLeads).toHaveLength(2);
  // An agent's note on her contact lead; an owner's account and a staff account of the same address.
  await db()
    .insert(leadNotes)
    .values({ leadId: annLeads.at(-1)!, staffName: "Els", body: "Ann Peeters belt terug." });
  await db().insert(owners).values({ email: ANN_EMAIL, name: "Ann Peeters", locale: "nl" });
  await signedInStaff(db(), "agent", { email: ANN_EMAIL, name: "Ann Peeters" });
});

type PrivacyPage = { found: PersonalDataSummary | null; invalid: boolean; confirming: boolean; email: string | null };
const search = (query: string, who: SignedInStaff = manager) =>
  call<PrivacyPage>(privacyPage.loader, consoleRequest(who, `/admin/privacy/${query}`));

describe("finding a person's data", () => {
  it("finds every kind for the address, in any case, and nothing of another person", async () => {
    const page = await search("?email=%20ANN.Peeters%40example.be%20");
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.data.email).toBe(ANN_EMAIL);
    const found = page.data.found!;
    expect(found.counts).toEqual({
      leads: 4,
      notes: 1,
      appointments: 1,
      messages: 9,
      demands: 1,
      demandAlerts: 1,
      subscriptions: 1,
      testimonials: 1,
      accounts: 2,
    });
    expect(found.leads.map((lead) => lead.kind).sort()).toEqual([
      "appointment",
      "demand-register",
      "site-contact",
      "testimonial",
    ]);
    expect(found.appointments).toEqual([
      expect.objectContaining({ propertyId: visited, startsAt: expect.stringMatching(/^20\d\d-/) }),
    ]);
    expect(found.appointments[0]!.listing).toBeTruthy();
    expect(found.leads.every((lead) => lead.role === "contact")).toBe(true);
    expect(found.leads.map((lead) => lead.id).sort()).toEqual([...annLeads].sort());
    expect(found.testimonials.map((t) => t.name)).toEqual(["Familie Peeters"]);
    expect(found.owner).toMatchObject({ name: "Ann Peeters", disabled: false });
    expect(found.staff).toMatchObject({ name: "Ann Peeters", role: "agent" });
    expect(JSON.stringify(found)).not.toMatch(/janssens|Kan ik zaterdag/i);

    const bertPage = await search("?email=bert.janssens%40example.be");
    expect(bertPage.data.found!.counts).toMatchObject({ leads: 2, subscriptions: 1, demands: 0, accounts: 0 });
    // Part of an address is not the address.
    expect((await search("?email=peeters%40example.be")).data.found!.counts.leads).toBe(0);
    expect((await search("?email=not-an-address")).data).toMatchObject({ invalid: true, found: null });
    expect((await search("")).data).toMatchObject({ invalid: false, found: null });
  });

  it("exports it as a JSON file to download, and the audit log keeps the counts only", async () => {
    const raw = (await privacyExport.loader({
      request: consoleRequest(manager, "/admin/privacy/export.json?email=Ann.Peeters%40Example.be"),
      context: context(),
      params: {},
    } as never)) as Response;
    expect(raw.status).toBe(200);
    expect(raw.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(raw.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="personal-data-ann\.peeters-at-example\.be-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(raw.headers.get("Cache-Control")).toBe("private, no-store");
    expect(raw.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    const file = (await raw.json()) as Record<string, unknown> & {
      leads: { payload: Record<string, unknown>; notes: { body: string }[] }[];
      demandRegistrations: { zips: string[]; alerts: unknown[] }[];
      newsletterSubscriptions: { email: string }[];
      testimonials: { name: string; comment: string }[];
      ownerAccount: { email: string };
      staffAccount: { email: string };
      messages: unknown[];
      consentRecords: string;
    };
    expect(file.email).toBe(ANN_EMAIL);
    expect(JSON.stringify(file.leads)).toContain("Kan ik zaterdag langskomen?");
    expect(file.leads.flatMap((lead) => lead.notes.map((note) => note.body))).toEqual(["Ann Peeters belt terug."]);
    expect(file.demandRegistrations).toMatchObject([{ zips: ["9255"], alerts: [{ propertyId: 4100001 }] }]);
    expect(file.newsletterSubscriptions).toMatchObject([{ email: ANN_EMAIL, active: true }]);
    expect(file.testimonials).toMatchObject([{ name: "Familie Peeters" }]);
    expect(file.ownerAccount).toMatchObject({ email: ANN_EMAIL });
    expect(file.staffAccount).toMatchObject({ email: ANN_EMAIL });
    expect(file.messages).toHaveLength(9);
    expect(file.consentRecords).toContain("random id");
    const text = JSON.stringify(file);
    expect(text).not.toMatch(/janssens|unsubscribeTokenHash|passwordHash|totp/i);

    const audit = await db().select().from(auditLog).where(eq(auditLog.action, "privacy.export"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: manager.member.id,
      subject: `person:sha256:${createHash("sha256").update(ANN_EMAIL).digest("hex")}`,
      after: { leads: 4, appointments: 1, demands: 1, subscriptions: 1, testimonials: 1 },
    });
    expect(JSON.stringify(audit)).not.toMatch(/peeters|zaterdag/i);

    const noAddress = await call(privacyExport.loader, consoleRequest(manager, "/admin/privacy/export.json"));
    expect(noAddress).toMatchObject({ status: 303, location: "/admin/privacy/" });
  });

  it("finds a lead of someone else that names the address in a message, as mentioned", async () => {
    const [carl] = await db()
      .insert(leads)
      .values({
        kind: "site-contact",
        locale: "nl",
        payload: {
          contact: { firstName: "Carl", lastName: "Maes", email: "carl.maes@example.be" },
          message: "Mijn zus wil ook info: ANN.PEETERS@example.be.",
        },
      })
      .returning({ id: leads.id });
    const found = (await search("?email=ann.peeters%40example.be")).data.found!;
    expect(found.leads.find((lead) => lead.id === carl!.id)).toMatchObject({ role: "mentioned" });
    expect(found.leads.filter((lead) => lead.role === "contact")).toHaveLength(4);
  });
});

describe("erasing a person's data", () => {
  it("asks for a confirmation first, and without it changes nothing", async () => {
    const step = await search("?email=ann.peeters%40example.be&step=erase");
    expect(step.data.confirming).toBe(true);
    const refused = await call<{ errors: Record<string, string> }>(
      privacyPage.action,
      consoleRequest(manager, "/admin/privacy/?email=ann.peeters%40example.be&step=erase", {
        intent: "erase",
        email: ANN_EMAIL,
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.errors.confirm).toContain("Vink de bevestiging aan");
    expect((await search("?email=ann.peeters%40example.be")).data.found!.counts.leads).toBe(4);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, "privacy.erase"))).toEqual([]);
  });

  it("anonymises the leads (still counted), empties their messages, cancels what waits, deletes the rest, and leaves another person alone", async () => {
    const before = {
      leads: (await db().select({ kind: leads.kind }).from(leads)).map((row) => row.kind).sort(),
      bert: await db().select().from(leads).where(inArray(leads.id, bertLeads)),
      bertMessages: await db().select().from(outbox).where(inArray(outbox.leadId, bertLeads)),
      picture: (await db().select({ src: testimonials.imageUrl }).from(testimonials))[0]!.src!,
    };
    // The photo is in the upload store (decision 0053) until the erasure.
    const storedPictures = async () => (await db().select({ path: uploads.path }).from(uploads)).map((row) => row.path);
    expect(await storedPictures()).toEqual([before.picture.slice("/uploads/".length)]);

    const erased = await call(
      privacyPage.action,
      consoleRequest(manager, "/admin/privacy/?email=ann.peeters%40example.be&step=erase", {
        intent: "erase",
        email: "Ann.Peeters@example.be",
        confirm: "on",
      }),
    );
    expect(erased).toMatchObject({
      status: 303,
      location:
        "/admin/privacy/?done=erased&leads=4&notes=1&messages=9&cancelled=3&demands=1&demandAlerts=1&subscriptions=1&testimonials=1",
    });

    // Every lead is still there, of the same kinds: the counts per kind and listing stay.
    expect((await db().select({ kind: leads.kind }).from(leads)).map((row) => row.kind).sort()).toEqual(before.leads);
    expect(await db().select({ id: leads.id }).from(leads).where(eq(leads.propertyId, visited))).toHaveLength(1);
    const annRows = await db().select().from(leads).where(inArray(leads.id, annLeads));
    for (const row of annRows) {
      expect(row.anonymisedAt).toBeInstanceOf(Date);
      expect(row.payload).toEqual({
        anonymised: true,
        kind: row.kind,
        locale: "nl",
        propertyId: row.propertyId,
        projectId: null,
        receivedAt: row.createdAt.toISOString(),
        erasedAt: row.anonymisedAt!.toISOString(),
      });
    }
    // Nowhere in the leads and the outbox: not her address, not her name.
    const everything = await Promise.all([
      db()
        .select({ text: sql<string>`${leads.payload}::text` })
        .from(leads),
      db()
        .select({ text: sql<string>`${outbox.payload}::text || coalesce(${outbox.lastError}, '')` })
        .from(outbox),
    ]);
    const text = everything
      .flat()
      .map((row) => row.text)
      .join(" ");
    expect(text).toContain("bert.janssens@example.be");
    expect(text).not.toMatch(/ann\.peeters|peeters|zaterdag/i);

    // Her messages: delivered ones stay delivered (the record of what was sent), waiting ones are cancelled.
    const statuses = (
      await db()
        .select({ status: outbox.status, payload: outbox.payload })
        .from(outbox)
        .where(sql`${outbox.payload} ->> 'erased' = 'true'`)
    ).map((row) => row.status);
    expect(statuses.sort()).toEqual([...Array(3).fill("cancelled"), ...Array(6).fill("delivered")]);
    expect(await harness.deliver()).toEqual([]);

    expect(await db().select().from(demandRegistrations).where(eq(demandRegistrations.email, ANN_EMAIL))).toEqual([]);
    expect(await db().select().from(demandAlerts)).toEqual([]);
    expect(
      await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, ANN_EMAIL)),
    ).toEqual([]);
    expect(await db().select().from(testimonials)).toEqual([]);
    expect(await db().select().from(leadNotes)).toEqual([]);
    expect(await storedPictures()).toEqual([]);

    // Bert's data is untouched; the accounts of her address stay (closed from their own pages).
    expect(await db().select().from(leads).where(inArray(leads.id, bertLeads))).toEqual(before.bert);
    expect(await db().select().from(outbox).where(inArray(outbox.leadId, bertLeads))).toEqual(before.bertMessages);
    expect(await db().select({ active: newsletterSubscriptions.active }).from(newsletterSubscriptions)).toEqual([
      { active: true },
    ]);
    expect(await db().select({ id: owners.id }).from(owners).where(eq(owners.email, ANN_EMAIL))).toHaveLength(1);
    expect(await db().select({ id: staff.id }).from(staff).where(eq(staff.email, ANN_EMAIL))).toHaveLength(1);

    // The audit log: who, and the counts; the address only as its SHA-256.
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, "privacy.erase"));
    expect(audit).toEqual([
      expect.objectContaining({
        staffId: manager.member.id,
        subject: `person:sha256:${createHash("sha256").update(ANN_EMAIL).digest("hex")}`,
        before: null,
        after: {
          leads: 4,
          notes: 1,
          messages: 9,
          cancelled: 3,
          demands: 1,
          demandAlerts: 1,
          subscriptions: 1,
          testimonials: 1,
        },
      }),
    ]);
    // (Her staff account's own entries name it: the account stays.)
    const others = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.subject} not like 'staff:%'`);
    expect(JSON.stringify(others)).not.toMatch(/ann\.peeters|peeters/i);

    // Searched again: only the accounts are left.
    const after = (await search("?email=ann.peeters%40example.be")).data.found!;
    expect(after.counts).toMatchObject({ leads: 0, demands: 0, subscriptions: 0, testimonials: 0, accounts: 2 });
  });
});

describe("who may", () => {
  it("an agent gets 403 on the privacy page, its erasure and its export", async () => {
    const agent = await signedInStaff(db(), "agent");
    expect((await search("?email=ann.peeters%40example.be", agent)).status).toBe(403);
    expect(
      (
        await call(
          privacyPage.action,
          consoleRequest(agent, "/admin/privacy/", { intent: "erase", email: ANN_EMAIL, confirm: "on" }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          privacyExport.loader,
          consoleRequest(agent, "/admin/privacy/export.json?email=ann.peeters%40example.be"),
        )
      ).status,
    ).toBe(403);
    expect((await search("?email=ann.peeters%40example.be")).data.found!.counts.leads).toBe(4);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, "privacy.export"))).toEqual([]);
  });
});
