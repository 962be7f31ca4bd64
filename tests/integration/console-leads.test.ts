import { and, desc, eq } from "drizzle-orm";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  useActionData,
  useLoaderData,
  type AppLoadContext,
} from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, leadNotes, leads } from "#db/schema.ts";
import * as contactPage from "#app/routes/content/content-page.tsx";
import { action as propertyAction } from "#app/routes/listings/property-detail.tsx";
import { action as projectAction } from "#app/routes/listings/project-detail.tsx";
import * as consoleLayout from "#app/routes/admin/console-layout.tsx";
import * as inboxPage from "#app/routes/admin/leads/leads.tsx";
import * as leadRoute from "#app/routes/admin/leads/lead.tsx";
import * as exportRoute from "#app/routes/admin/leads/leads-export.ts";
import { deliverDue } from "#app/services/leads/outbox.server.ts";
import { routeAnswer, useFormHarness } from "#tests/setup/route-harness.ts";
import { consoleRequest, signedInStaff, type SignedInStaff } from "#tests/setup/console-staff.ts";

/**
 * The console's leads inbox (decision 0051) on the real database, with leads made by posting the
 * site's real forms and their mails delivered to the SMTP double: the list (order, each filter,
 * search, pages), a lead's page (what was sent, the mails and their delivery, the CRM call), the
 * agency's changes (status, assignee, notes: stored and audited), the CSV export, and the answers
 * to a missing CSRF token and to unknown ids.
 */
const harness = useFormHarness();
const db = () => harness.database.db;

const HOUSE = { id: "4100001", reference: "BUG-0123" };
const HOUSE_PATH = "/nl/te-koop/buggenhout/gerenoveerde-rijwoning-met-zonnige-tuin-in-hartje-buggenhout/4100001/";
const PROJECT = { id: "5100001", name: "Residentie De Schelde" };
const PROJECT_PATH = "/nl/projecten/dendermonde/residentie-de-schelde/5100001/";

const PERSON = { title: "ms", phone: "0477 12 34 56", privacyConsent: "on" };
const ANN = { ...PERSON, firstName: "Ann", lastName: "Peeters", email: "ann.peeters@example.be" };
const BOB = { ...PERSON, title: "mr", firstName: "Bob", lastName: "Janssens", email: "bob@janssens.be" };
const CHLOE = { ...PERSON, firstName: "Chloé", lastName: "Dubois", email: "chloe_d@example.be" };

let agent: SignedInStaff;
beforeEach(async () => {
  agent = await signedInStaff(db(), "agent", { name: "Sofie Agent" });
});

// ── The forms a visitor posts ────────────────────────────────────────────────────────────────────

async function newestLeadId(): Promise<string> {
  const [lead] = await db().select({ id: leads.id }).from(leads).orderBy(desc(leads.createdAt)).limit(1);
  return lead!.id;
}

async function siteContact(person: Record<string, string>, message = "Is het kantoor open op zaterdag?") {
  const answer = await harness.post(contactPage.action, "/nl/contact/", { form: "site-contact", ...person, message });
  expect(answer.status).toBe(303);
  return newestLeadId();
}

async function propertyContact(
  person: Record<string, string>,
  request: "visit" | "info",
  options: { context?: AppLoadContext } = {},
) {
  const answer = await harness.post(
    propertyAction,
    HOUSE_PATH,
    {
      form: "property-contact",
      request,
      contactDevice: "phone",
      timeSlots: request === "visit" ? ["10:00-13:00"] : [],
      message: "Kan het op zaterdag?",
      ...person,
    },
    { params: { id: HOUSE.id }, ...options },
  );
  expect(answer.status).toBe(303);
  return newestLeadId();
}

async function projectEnquiry(person: Record<string, string>) {
  const answer = await harness.post(
    projectAction,
    PROJECT_PATH,
    { form: "project-enquiry", ...person, message: "Is er nog een penthouse vrij?" },
    { params: { id: PROJECT.id } },
  );
  expect(answer.status).toBe(303);
  return newestLeadId();
}

/** Moves a lead's arrival to a moment of the test's choosing (the forms store "now"). */
const receivedAt = (id: string, iso: string) =>
  db()
    .update(leads)
    .set({ createdAt: new Date(iso) })
    .where(eq(leads.id, id));

// ── The console as the agent uses it ─────────────────────────────────────────────────────────────

type Fn = (args: never) => unknown;
const call = <T>(fn: Fn, request: Request, params: Record<string, string> = {}) =>
  routeAnswer<T>(fn, request, params, harness.context());

type Row = { id: string; kind: string; name: string; email: string; erased: boolean; handling: string };
type Inbox = {
  rows: (Row & { listing: { label: string; kind: string; id: number } | null; assignee: string | null })[];
  total: number;
  page: number;
  pages: number;
  values: Record<string, string>;
  ignored: string[];
};
const inbox = (query = "") => call<Inbox>(inboxPage.loader, consoleRequest(agent, `/admin/leads/${query}`));

type LeadData = {
  lead: {
    title: string;
    fields: { path: string; label: string; value: string }[];
    mails: {
      role: string;
      to: string;
      subject: string;
      status: string;
      attempts: number;
      deliveredAt: string | null;
    }[];
    forwarding: { status: string; attempts: number; error: string | null }[];
    listing: { label: string; href: string } | null;
    handling: string;
    assigneeId: number | null;
    notes: { author: string; body: string }[];
    history: { text: string; who: string }[];
  };
};
const leadPage = (id: string) => call<LeadData>(leadRoute.loader, consoleRequest(agent, `/admin/leads/${id}/`), { id });
const change = (id: string, form: Record<string, string>, who: SignedInStaff = agent) =>
  call<{ errors: Record<string, string> }>(leadRoute.action, consoleRequest(who, `/admin/leads/${id}/`, form), { id });

/** A console page as the browser gets it without JavaScript: the console's frame data, then the page. */
async function render(
  module: { loader: Fn; action?: Fn; default: ComponentType<never> },
  pattern: string,
  path: string,
): Promise<{ status: number; html: string }> {
  const Page = module.default as unknown as ComponentType<Record<string, unknown>>;
  function Component() {
    return createElement(Page, { loaderData: useLoaderData(), actionData: useActionData() });
  }
  const handler = createStaticHandler([
    {
      id: "console",
      path: "/admin/",
      loader: consoleLayout.loader as never,
      Component: Outlet,
      children: [{ id: "page", path: pattern, loader: module.loader as never, Component }],
    },
  ]);
  const result = await handler.query(consoleRequest(agent, path), { requestContext: harness.context() as never });
  if (result instanceof Response) return { status: result.status, html: "" };
  const router = createStaticRouter(handler.dataRoutes, result);
  return {
    status: result.statusCode,
    html: renderToString(createElement(StaticRouterProvider, { router, context: result, hydrate: false })),
  };
}

const auditEntries = (subject: string) =>
  db()
    .select({
      action: auditLog.action,
      staffEmail: auditLog.staffEmail,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.subject, subject))
    .orderBy(auditLog.id);

// ── The list ─────────────────────────────────────────────────────────────────────────────────────

describe("the inbox", () => {
  let ann: string;
  let bob: string;
  let chloe: string;
  let project: string;

  beforeEach(async () => {
    ann = await siteContact(ANN);
    bob = await propertyContact(BOB, "visit");
    chloe = await propertyContact(CHLOE, "info");
    project = await projectEnquiry({ ...ANN, email: "ann.p@work.example" });
    await receivedAt(ann, "2026-01-10T09:00:00Z");
    await receivedAt(bob, "2026-02-15T10:00:00Z");
    // 23:30 UTC on 20 March is 00:30 on 21 March in Brussels.
    await receivedAt(chloe, "2026-03-20T23:30:00Z");
    await receivedAt(project, "2026-04-01T08:00:00Z");
    await db().update(leads).set({ handling: "in_progress", assigneeId: agent.member.id }).where(eq(leads.id, bob));
    await db().update(leads).set({ handling: "done" }).where(eq(leads.id, chloe));
  });

  it("lists every lead newest first: when, kind, name, e-mail, listing, handling, assignee", async () => {
    const answer = await inbox();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.data.total).toBe(4);
    expect(
      answer.data.rows.map((row) => [row.kind, row.name, row.email, row.listing?.label ?? null, row.handling]),
    ).toEqual([
      ["project-enquiry", "Ann Peeters", "ann.p@work.example", PROJECT.name, "new"],
      ["info-request", "Chloé Dubois", CHLOE.email, HOUSE.reference, "done"],
      ["visit-request", "Bob Janssens", BOB.email, HOUSE.reference, "in_progress"],
      ["site-contact", "Ann Peeters", ANN.email, null, "new"],
    ]);
    expect(answer.data.rows[2]!.assignee).toBe("Sofie Agent");

    const page = await render(inboxPage, "leads/", "/admin/leads/");
    expect(page.status).toBe(200);
    expect(page.html).toContain("Vraag om bezoek");
    expect(page.html).toContain('<a href="/property/4100001/">BUG-0123</a>');
    expect(page.html).toContain("Project Residentie De Schelde");
    expect(page.html).toContain('class="console-badge console-badge--in_progress">In behandeling</span>');
    expect(page.html).toContain(`href="/admin/leads/${bob}/"`);
    expect(page.html).toContain('href="/admin/leads/export.csv"');
  });

  it.each([
    ["kind", "?kind=site-contact", ["ann"]],
    ["kind", "?kind=visit-request", ["bob"]],
    ["handling (the dashboard's link)", "?handling=new", ["project", "ann"]],
    ["handling", "?handling=done", ["chloe"]],
    ["listing by reference", "?listing=BUG-0123", ["chloe", "bob"]],
    ["listing by reference, any case", "?listing=bug-0123", ["chloe", "bob"]],
    ["listing by property id", "?listing=4100001", ["chloe", "bob"]],
    ["listing by project id", "?listing=5100001", ["project"]],
    ["a listing no lead is about", "?listing=DEN-0187", []],
    ["received from (a day in Brussels)", "?from=2026-03-21", ["project", "chloe"]],
    ["received until (the whole day)", "?to=2026-02-15", ["bob", "ann"]],
    ["received until, Brussels' day not UTC's", "?to=2026-03-20", ["bob", "ann"]],
    ["between two dates", "?from=2026-02-01&to=2026-02-28", ["bob"]],
    ["search: part of an e-mail", "?q=janssens.be", ["bob"]],
    ["search: part of a name, any case", "?q=PEET", ["project", "ann"]],
    ["search: first and last name", "?q=ann%20peeters", ["project", "ann"]],
    ["search: last and first name", "?q=Dubois%20Chlo", ["chloe"]],
    ["search: an underscore is an underscore", "?q=_", ["chloe"]],
    ["search: a percent sign is a percent sign", "?q=%25", []],
    ["nobody assigned", "?assignee=none", ["project", "chloe", "ann"]],
    ["several filters at once", "?kind=info-request&handling=done&listing=BUG-0123&q=chloe", ["chloe"]],
  ])("filters by %s: %s", async (_, query, expected) => {
    const ids: Record<string, string> = { ann, bob, chloe, project };
    const answer = await inbox(query);
    expect(answer.status).toBe(200);
    expect(answer.data.rows.map((row) => Object.keys(ids).find((key) => ids[key] === row.id))).toEqual(expected);
    expect(answer.data.ignored).toEqual([]);
  });

  it("filters by the person assigned", async () => {
    const answer = await inbox(`?assignee=${agent.member.id}`);
    expect(answer.data.rows.map((row) => row.id)).toEqual([bob]);
  });

  it.each([
    ["an unknown kind", "?kind=spam", "kind", "spam"],
    ["an unknown status", "?handling=open", "handling", "open"],
    ["a date that does not exist", "?from=2026-02-30", "from", "2026-02-30"],
    ["a date in another format", "?to=15%2F02%2F2026", "to", "15/02/2026"],
    ["an assignee that is no id", "?assignee=me", "assignee", "me"],
  ])("ignores %s, and the form shows it as given", async (_, query, field, given) => {
    const answer = await inbox(query);
    expect(answer.status).toBe(200);
    expect(answer.data.total).toBe(4);
    expect(answer.data.ignored).toEqual([field]);
    expect(answer.data.values[field]).toBe(given);
    const page = await render(inboxPage, "leads/", `/admin/leads/${query}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`value="${given}"`);
    expect(page.html).toContain("Ongeldige waarde: deze filter werd niet toegepast.");
  });

  it("shows an erased lead as erased, without its personal data", async () => {
    await db()
      .update(leads)
      .set({ anonymisedAt: new Date("2026-05-01T10:00:00Z") })
      .where(eq(leads.id, bob));
    const answer = await inbox("?kind=visit-request");
    expect(answer.data.rows).toEqual([expect.objectContaining({ id: bob, erased: true, name: "", email: "" })]);
    const page = await render(inboxPage, "leads/", "/admin/leads/?kind=visit-request");
    expect(page.html).toContain(">Gewist</a>");
    expect(page.html).not.toContain("Janssens");
    const lead = await leadPage(bob);
    expect(lead.data.lead.title).toBe("Vraag om bezoek (gewist)");
    expect(lead.data.lead.fields).toEqual([]);
    expect(lead.data.lead.mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ["", ""],
      ["", ""],
    ]);
  });
});

describe("the inbox's pages", () => {
  it("shows 50 leads a page, with previous and next links that keep the filters", async () => {
    const contact = (n: number) => ({ email: `visitor${n}@example.be`, firstName: "Visitor", lastName: `Number${n}` });
    await db()
      .insert(leads)
      .values(
        Array.from({ length: 53 }, (_, n) => ({
          kind: "site-contact",
          locale: "nl",
          payload: { contact: contact(n), message: "Hallo" },
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
        })),
      );
    await siteContact(ANN);
    await propertyContact(BOB, "visit");

    const first = await inbox("?kind=site-contact");
    expect(first.data).toMatchObject({ total: 54, page: 1, pages: 2 });
    expect(first.data.rows).toHaveLength(50);
    expect(first.data.rows[0]!.name).toBe("Ann Peeters");
    expect(first.data.rows[1]!.name).toBe("Visitor Number52");
    const second = await inbox("?kind=site-contact&page=2");
    expect(second.data.rows.map((row) => row.name)).toEqual([
      "Visitor Number3",
      "Visitor Number2",
      "Visitor Number1",
      "Visitor Number0",
    ]);
    // A page beyond the last shows the last.
    expect((await inbox("?kind=site-contact&page=9")).data.page).toBe(2);

    const firstPage = await render(inboxPage, "leads/", "/admin/leads/?kind=site-contact");
    expect(firstPage.html).toContain('href="/admin/leads/?kind=site-contact&amp;page=2" rel="next"');
    expect(firstPage.html).not.toContain('rel="prev"');
    expect(firstPage.html).toContain("Pagina 1 van 2");
    const secondPage = await render(inboxPage, "leads/", "/admin/leads/?kind=site-contact&page=2");
    expect(secondPage.html).toContain('href="/admin/leads/?kind=site-contact" rel="prev"');
    expect(secondPage.html).not.toContain('rel="next"');
  });
});

// ── A lead's page ────────────────────────────────────────────────────────────────────────────────

describe("a lead's page", () => {
  it("shows what the visitor sent, labelled, and the mails sent with their delivery", async () => {
    const id = await propertyContact(ANN, "visit");
    await harness.deliver();
    const answer = await leadPage(id);
    expect(answer.status).toBe(200);
    const { lead } = answer.data;
    expect(lead.title).toBe("Vraag om bezoek van Ann Peeters");
    expect(lead.listing).toEqual(expect.objectContaining({ label: HOUSE.reference, href: "/property/4100001/" }));
    expect(lead.fields.map((field) => [field.label, field.value])).toEqual(
      expect.arrayContaining([
        ["Aanspreking", "Mevr."],
        ["Voornaam", "Ann"],
        ["Familienaam", "Peeters"],
        ["E-mailadres", ANN.email],
        ["Telefoonnummer", "0477 12 34 56"],
        ["Mijn vraag", "Ik wil het pand bezoeken"],
        ["Wanneer mogen we u bellen?", "10:00-13:00"],
        ["Uw vraag of opmerking", "Kan het op zaterdag?"],
      ]),
    );
    expect(lead.mails.map((mail) => [mail.role, mail.to, mail.status, mail.attempts])).toEqual([
      ["agency", "office@agency.example", "delivered", 1],
      ["visitor", ANN.email, "delivered", 1],
    ]);
    expect(lead.mails.every((mail) => mail.deliveredAt !== null && mail.subject !== "")).toBe(true);
    expect(lead.forwarding).toEqual([]);

    const page = await render(leadRoute, "leads/:id/", `/admin/leads/${id}/`);
    expect(page.status).toBe(200);
    expect(page.html).toContain("<dt>Voornaam</dt><dd>Ann</dd>");
    expect(page.html).toContain(lead.mails[1]!.subject);
    expect(page.html).toContain("console-leads__delivery--delivered");
    expect(page.html).toContain("Deze aanvraag wordt niet naar het CRM doorgestuurd.");
  });

  it("shows the call to the CRM and its failed attempts", async () => {
    const crm = { ...harness.context(), provider: { name: "omnicasa", acceptsLeads: true } } as AppLoadContext;
    const id = await propertyContact(BOB, "info", { context: crm });
    await deliverDue(db(), harness.transport, {
      now: new Date(Date.now() + 1_000),
      provider: {
        acceptsLeads: true,
        sendLead: async () => {
          throw new Error("CRM unreachable");
        },
      },
    });
    const { lead } = (await leadPage(id)).data;
    expect(lead.forwarding).toEqual([
      expect.objectContaining({ status: "pending", attempts: 1, error: expect.stringContaining("CRM unreachable") }),
    ]);
  });

  it("answers 404 for an unknown id and for one that is no id at all, to a GET and a post", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-lead", "1"]) {
      expect((await leadPage(id)).status).toBe(404);
      expect((await change(id, { intent: "handling", handling: "done" })).status).toBe(404);
    }
  });
});

// ── The agency's changes ─────────────────────────────────────────────────────────────────────────

describe("the agency's handling of a lead", () => {
  it("stores a new status and audits it; the same status again records nothing", async () => {
    const id = await siteContact(ANN);
    const saved = await change(id, { intent: "handling", handling: "in_progress" });
    expect(saved).toMatchObject({ status: 303, location: `/admin/leads/${id}/?done=handling` });
    const [row] = await db().select({ handling: leads.handling }).from(leads).where(eq(leads.id, id));
    expect(row!.handling).toBe("in_progress");
    await change(id, { intent: "handling", handling: "in_progress" });
    expect(await auditEntries(`lead:${id}`)).toEqual([
      {
        action: "lead.handling",
        staffEmail: agent.member.email,
        before: { handling: "new" },
        after: { handling: "in_progress" },
      },
    ]);
    const refused = await change(id, { intent: "handling", handling: "archived" });
    expect(refused.status).toBe(400);
    expect(refused.data.errors.handling).toBe("Kies een waarde uit de lijst.");

    const page = await render(leadRoute, "leads/:id/", `/admin/leads/${id}/?done=handling`);
    expect(page.html).toContain("De status is opgeslagen.");
    expect(page.html).toContain("Status: Nieuw → In behandeling");
  });

  it("assigns the lead to an active member of staff, or to nobody, and audits each change", async () => {
    const id = await siteContact(ANN);
    const colleague = await signedInStaff(db(), "manager", { name: "Marc Manager" });
    expect(await change(id, { intent: "assign", assignee: String(colleague.member.id) })).toMatchObject({
      status: 303,
      location: `/admin/leads/${id}/?done=assign`,
    });
    expect((await leadPage(id)).data.lead.assigneeId).toBe(colleague.member.id);
    expect((await change(id, { intent: "assign", assignee: "999999" })).status).toBe(400);
    expect((await change(id, { intent: "assign", assignee: "" })).status).toBe(303);
    const [row] = await db().select({ assigneeId: leads.assigneeId }).from(leads).where(eq(leads.id, id));
    expect(row!.assigneeId).toBeNull();
    expect((await auditEntries(`lead:${id}`)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      [
        "lead.assign",
        { assigneeId: null, assignee: null },
        { assigneeId: colleague.member.id, assignee: "Marc Manager" },
      ],
      [
        "lead.assign",
        { assigneeId: colleague.member.id, assignee: "Marc Manager" },
        { assigneeId: null, assignee: null },
      ],
    ]);
    const history = (await leadPage(id)).data.lead.history.map((entry) => entry.text);
    expect(history).toEqual(["Toegewezen aan: Marc Manager → Niemand", "Toegewezen aan: Niemand → Marc Manager"]);
  });

  it("adds internal notes, listed newest first with their author, each audited", async () => {
    const id = await siteContact(ANN);
    expect((await change(id, { intent: "note", body: "  " })).data.errors.body).toBe("Schrijf eerst een notitie.");
    expect((await change(id, { intent: "note", body: "x".repeat(2001) })).data.errors.body).toBe(
      "Een notitie mag hoogstens 2000 tekens hebben.",
    );
    expect(await change(id, { intent: "note", body: "Teruggebeld, geen antwoord." })).toMatchObject({
      status: 303,
      location: `/admin/leads/${id}/?done=note`,
    });
    await change(id, { intent: "note", body: "x".repeat(2000) });
    const notes = (await leadPage(id)).data.lead.notes;
    expect(notes.map((note) => [note.author, note.body.length])).toEqual([
      ["Sofie Agent", 2000],
      ["Sofie Agent", 27],
    ]);
    const stored = await db().select().from(leadNotes).where(eq(leadNotes.leadId, id));
    expect(stored).toHaveLength(2);
    const audited = await auditEntries(`lead:${id}`);
    expect(audited.map((entry) => entry.action)).toEqual(["lead.note", "lead.note"]);
    expect(audited[0]!.after).toEqual({ noteId: stored.find((note) => note.body.startsWith("Teruggebeld"))!.id });
  });

  it("refuses a change without the session's CSRF token (403) and changes nothing", async () => {
    const id = await siteContact(ANN);
    for (const token of [null, "forged"]) {
      const body = new URLSearchParams({ intent: "handling", handling: "done" });
      if (token) body.set("_csrf", token);
      const request = new Request(`https://agency.example/admin/leads/${id}/`, {
        method: "POST",
        body,
        headers: { cookie: agent.cookie, origin: "https://agency.example" },
      });
      expect((await call(leadRoute.action, request, { id })).status).toBe(403);
    }
    const [row] = await db().select({ handling: leads.handling }).from(leads).where(eq(leads.id, id));
    expect(row!.handling).toBe("new");
    expect(await auditEntries(`lead:${id}`)).toEqual([]);
  });
});

// ── The CSV export ───────────────────────────────────────────────────────────────────────────────

describe("the CSV export", () => {
  async function download(query: string) {
    const response = (await exportRoute.loader({
      request: consoleRequest(agent, `/admin/leads/export.csv${query}`),
      params: {},
      context: harness.context(),
    } as never)) as Response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    // ignoreBOM: keep the byte order mark in the text, to see it there.
    return { response, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
  }

  it("exports the filtered list for Belgian Excel: BOM, semicolons, CRLF, quoting, no formulas", async () => {
    const ann = await siteContact(ANN);
    await propertyContact(BOB, "visit");
    // The forms refuse such a name (decision 0031); a lead stored otherwise must still export as text.
    const [odd] = await db()
      .insert(leads)
      .values({
        kind: "site-contact",
        locale: "fr",
        payload: {
          contact: {
            firstName: '=HYPERLINK("x")',
            lastName: 'Peeters; "Jr"',
            email: "odd@example.be",
            phone: "+32 2 123 45 67",
          },
        },
      })
      .returning({ id: leads.id });

    const { response, bytes, text } = await download("?kind=site-contact");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const lines = text.slice(1).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe("Ontvangen;Soort;Naam;E-mail;Telefoon;Pand of project;Taal;Opvolging;Toegewezen aan;Nummer");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      `${lines[1]!.slice(0, 16)};Contactformulier;"'=HYPERLINK(""x"") Peeters; ""Jr""";odd@example.be;'+32 2 123 45 67;;Frans;Nieuw;;${odd!.id}`,
    );
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2};/);
    expect(lines[2]).toContain(`;Contactformulier;Ann Peeters;${ANN.email};0477 12 34 56;;Nederlands;Nieuw;;${ann}`);

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "lead.export"), eq(auditLog.staffId, agent.member.id)));
    expect(entry).toMatchObject({ subject: "leads", after: { filter: { kind: "site-contact" }, rows: 2 } });
  });

  it("names the columns in the person's language and exports every page", async () => {
    const french = await signedInStaff(db(), "agent", { locale: "fr" });
    await db()
      .insert(leads)
      .values(
        Array.from({ length: 60 }, (_, n) => ({
          kind: "newsletter",
          locale: "nl",
          payload: { contact: { email: `reader${n}@example.be` } },
        })),
      );
    const response = (await exportRoute.loader({
      request: consoleRequest(french, "/admin/leads/export.csv?q=reader"),
      params: {},
      context: harness.context(),
    } as never)) as Response;
    const lines = new TextDecoder().decode(await response.arrayBuffer()).split("\r\n");
    expect(lines[0]).toBe("Reçue le;Type;Nom;E-mail;Téléphone;Bien ou projet;Langue;Suivi;Attribuée à;Numéro");
    expect(lines.filter((line) => line.includes(";Newsletter;"))).toHaveLength(60);
    expect(lines[1]).toContain(";néerlandais;Nouvelle;");
  });
});
