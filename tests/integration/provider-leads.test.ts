import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "#db/client.server.ts";
import { leads, outbox } from "#db/schema.ts";
import type { ListingProvider } from "#app/providers/listing-provider.ts";
import { createOmnicasaProvider } from "#app/providers/omnicasa/omnicasa-provider.server.ts";
import { createSampleProvider } from "#app/providers/sample/sample-provider.server.ts";
import { deliverDue, enqueue } from "#app/services/leads/outbox.server.ts";
import { MAX_ATTEMPTS } from "#app/services/leads/outbox-retry.ts";
import { enqueueProviderForwarding } from "#app/services/leads/provider-forwarding.server.ts";
import type { StoredLead } from "#app/services/leads/provider-forwarding.ts";
import { createMailTransport, type MailTransport } from "#app/services/mail/mail-transport.server.ts";
import { OmnicasaDouble, startOmnicasaDouble } from "#tests/doubles/omnicasa-api.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";

/**
 * Leads forwarded to the provider's CRM through the outbox (channel "provider"), against the
 * Omnicasa double: queued in the lead's transaction, delivered by the worker with the same
 * retry, backoff and failed-kept rules as mails, and never sent twice.
 */
let database: DatabaseHandle & { url?: string };
let db: Database;
let double: OmnicasaDouble;
let provider: ListingProvider;
let transport: MailTransport;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  double = await startOmnicasaDouble();
  provider = createOmnicasaProvider({
    baseUrl: double.baseUrl,
    customerName: double.customerName,
    customerPassword: double.customerPassword,
    timeoutMs: 1_000,
    locales: ["nl", "fr"],
  });
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "agency-provider-leads-"));
  transport = createMailTransport({
    smtpUrl: undefined,
    agencyEmail: "kantoor@agency.test",
    dataDir,
    siteUrl: "https://agency.test",
  });
});
afterAll(async () => {
  transport.close();
  await double.stop();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await double.start();
  double.reset();
  await db.delete(outbox);
  await db.delete(leads);
});

const contact = {
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "ann.peeters@example.be",
  phone: "0470 12 34 56",
};

/** Stores a lead and queues its provider call in one transaction, as the form actions do. */
async function storeLead(
  lead: Omit<StoredLead, "locale"> & { locale?: string },
  through: Pick<ListingProvider, "acceptsLeads"> = provider,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        kind: lead.kind,
        locale: lead.locale ?? "nl",
        propertyId: lead.propertyId,
        projectId: lead.projectId,
        payload: lead.payload,
      })
      .returning({ id: leads.id });
    const result = await enqueueProviderForwarding(tx, through, { ...lead, locale: lead.locale ?? "nl", id: row!.id });
    return { leadId: row!.id, result };
  });
}

const infoRequest = {
  kind: "info-request",
  propertyId: 4100001,
  projectId: null,
  payload: { contact, message: "Is de tuin zuidgericht?" },
};
const later = (ms: number) => new Date(Date.now() + ms);
const rows = () => db.select().from(outbox).orderBy(asc(outbox.id));

describe("queueing", () => {
  it("queues one provider row per lead, with the lead's call and key", async () => {
    const { leadId, result } = await storeLead(infoRequest);
    expect(result).toBe("queued");
    const [row] = await rows();
    expect(row).toMatchObject({
      leadId,
      channel: "provider",
      idempotencyKey: `${leadId}:provider`,
      status: "pending",
      payload: {
        call: "contactProperty",
        propertyId: 4100001,
        locale: "nl",
        person: { lastName: "Peeters" },
        message: "Is de tuin zuidgericht?",
      },
    });
    // the same lead queued again (a retried action) keeps one row
    await db.transaction((tx) => enqueueProviderForwarding(tx, provider, { ...infoRequest, locale: "nl", id: leadId }));
    expect(await rows()).toHaveLength(1);
  });

  it("queues nothing for the sample provider, for kinds that are not forwarded, and for an incomplete payload (the lead stays)", async () => {
    expect((await storeLead(infoRequest, createSampleProvider("unused"))).result).toBe("not-forwarded");
    expect(
      (await storeLead({ kind: "send-to-friend", propertyId: 4100001, projectId: null, payload: { contact } })).result,
    ).toBe("not-forwarded");
    expect(
      (
        await storeLead({
          kind: "demand-register",
          propertyId: null,
          projectId: null,
          payload: { contact, goal: "sale" },
        })
      ).result,
    ).toBe("incomplete");
    expect(await rows()).toEqual([]);
    expect(await db.select().from(leads)).toHaveLength(3);
  });
});

describe("delivery", () => {
  it("sends the call to the provider and marks the row and the lead delivered", async () => {
    const { leadId } = await storeLead(infoRequest);
    const report = await deliverDue(db, transport, { now: later(1_000), provider });
    expect(report).toEqual({ delivered: 1, retried: 0, failed: 0 });
    const sent = double.callsOf("ContactOnMe");
    expect(sent).toHaveLength(1);
    // the lead's reference ends the message: a call Omnicasa took twice (answer lost, retried) reads as one lead
    expect(sent[0]!.params).toMatchObject({
      ObjectID: 4100001,
      Email: "ann.peeters@example.be",
      Name: "Peeters",
      Content: `Is de tuin zuidgericht?\n\nRef. ${leadId}:provider`,
      LanguageIdFromParameter: 1,
    });
    expect((await rows()).map((r) => [r.status, r.attempts, r.lastError])).toEqual([["delivered", 1, null]]);
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.status).toBe("delivered");
  });

  it("forwards a purchase offer and a rental application to the property with their own subject and terms", async () => {
    const offer = await storeLead({
      kind: "purchase-offer",
      propertyId: 4100001,
      projectId: null,
      payload: {
        contact,
        amount: 285000,
        amountInWords: "tweehonderdvijfentachtigduizend euro",
        startDate: "2026-12-01",
        endDate: "2026-12-15",
        place: "Dendermonde",
        signDate: "2026-11-30",
      },
    });
    const application = await storeLead({
      kind: "rental-application",
      locale: "fr",
      propertyId: 4100009,
      projectId: null,
      payload: { contact, adults: 2, children: 0, movingDate: "2027-01-15", income1: 3100 },
    });
    expect([offer.result, application.result]).toEqual(["queued", "queued"]);
    expect(await deliverDue(db, transport, { now: later(1_000), provider })).toEqual({
      delivered: 2,
      retried: 0,
      failed: 0,
    });
    const sent = double.callsOf("ContactOnMe").map((c) => c.params);
    expect(sent).toEqual([
      expect.objectContaining({
        ObjectID: 4100001,
        Subject: "Bod via de website",
        Content: expect.stringMatching(
          new RegExp(
            `^Bod \\(in cijfers\\): €\\s285\\.000\\n.*Geldig tot en met: 15-12-2026\\n.*\\n\\nRef\\. ${offer.leadId}:provider$`,
            "s",
          ),
        ),
      }),
      expect.objectContaining({
        ObjectID: 4100009,
        Subject: "Candidature locataire via le site",
        Content: expect.stringContaining("Nombre d'adultes\u00a0: 2"),
      }),
    ]);
  });

  it("retries a failed call with backoff, then delivers it once", async () => {
    await storeLead(infoRequest);
    double.fail("ContactOnMe", { status: 500 });
    const now = later(1_000);
    expect(await deliverDue(db, transport, { now, provider, random: () => 0.5 })).toEqual({
      delivered: 0,
      retried: 1,
      failed: 0,
    });
    let [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "ProviderError ContactOnMe: HTTP 500" });
    expect(row!.nextAttemptAt.getTime() - now.getTime()).toBe(30_000);
    // not due yet: nothing happens
    expect(await deliverDue(db, transport, { now: new Date(now.getTime() + 10_000), provider })).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });
    expect(await deliverDue(db, transport, { now: new Date(now.getTime() + 31_000), provider })).toEqual({
      delivered: 1,
      retried: 0,
      failed: 0,
    });
    [row] = await rows();
    expect(row).toMatchObject({ status: "delivered", attempts: 2, lastError: null });
    // two requests reached the provider: the one that failed and the one it accepted
    expect(double.callsOf("ContactOnMe")).toHaveLength(2);
  });

  it("keeps a call the provider never takes as failed after the last attempt, without personal data in the error", async () => {
    const { leadId } = await storeLead(infoRequest);
    double.fail("ContactOnMe", { successFalse: "Email ann.peeters@example.be is invalid" }, MAX_ATTEMPTS);
    let now = later(1_000);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverDue(db, transport, { now, provider });
      now = new Date(now.getTime() + 2 * 60 * 60_000);
    }
    const [row] = await rows();
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(row!.lastError).toBe("ProviderError ContactOnMe: Success false (code 600): Email [address] is invalid");
    expect((await db.select().from(leads).where(eq(leads.id, leadId)))[0]!.status).toBe("failed");
    expect(await deliverDue(db, transport, { now, provider })).toEqual({ delivered: 0, retried: 0, failed: 0 });
  });

  it("never sends the same row twice when two workers claim at once", async () => {
    for (let i = 0; i < 6; i++)
      await storeLead({ ...infoRequest, payload: { contact: { ...contact, email: `ann${i}@example.be` } } });
    // A second process's worker: its own connection to the same database.
    const other = database.url
      ? await openDatabase({ databaseUrl: database.url, pgliteDir: "unused", poolSize: 2 })
      : null;
    try {
      const now = later(1_000);
      const reports = await Promise.all([
        deliverDue(db, transport, { now, provider, batch: 4 }),
        deliverDue(other?.db ?? db, transport, { now, provider, batch: 4 }),
        deliverDue(db, transport, { now, provider, batch: 4 }),
      ]);
      expect(reports.reduce((n, r) => n + r.delivered, 0)).toBe(6);
      const emails = double.callsOf("ContactOnMe").map((c) => c.params.Email);
      expect(emails).toHaveLength(6);
      expect(new Set(emails).size).toBe(6);
    } finally {
      await other?.close();
    }
  });

  it("leaves provider rows waiting in a process without a provider that takes leads, and still sends the mails", async () => {
    const { leadId } = await storeLead(infoRequest);
    await db.transaction((tx) =>
      enqueue(tx, {
        leadId,
        channel: "mail",
        idempotencyKey: `${leadId}:agency`,
        payload: { to: "kantoor@agency.test", subject: "Nieuwe aanvraag", text: "Ann Peeters" },
      }),
    );
    expect(await deliverDue(db, transport, { now: later(1_000), provider: createSampleProvider("unused") })).toEqual({
      delivered: 1,
      retried: 0,
      failed: 0,
    });
    expect((await rows()).map((r) => [r.channel, r.status])).toEqual([
      ["provider", "pending"],
      ["mail", "delivered"],
    ]);
    expect(double.callsOf("ContactOnMe")).toHaveLength(0);
  });

  it("fails a provider row whose payload is not a lead call at once", async () => {
    await db
      .insert(outbox)
      .values({ leadId: null, channel: "provider", idempotencyKey: "broken:provider", payload: { call: "teleport" } });
    expect(await deliverDue(db, transport, { now: later(1_000), provider })).toEqual({
      delivered: 0,
      retried: 0,
      failed: 1,
    });
    expect((await rows())[0]).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "Error invalid provider payload",
    });
  });
});
