import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "#db/client.server.ts";
import { leads, outbox } from "#db/schema.ts";
import { deliverDue, enqueue } from "#app/services/leads/outbox.server.ts";
import { startOutboxWorker } from "#server/workers/outbox-worker.ts";
import { MAX_ATTEMPTS } from "#app/services/leads/outbox-retry.ts";
import type { MailMessage } from "#app/services/mail/mail-message.ts";
import { createMailTransport, type MailTransport } from "#app/services/mail/mail-transport.server.ts";
import { parseMail } from "#tests/doubles/parse-mail.ts";
import { SmtpDouble, startSmtpDouble } from "#tests/doubles/smtp-server.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";

/**
 * The outbox on both backends, against a real SMTP server on loopback: a lead's mails arrive with
 * the right headers; an SMTP outage delays them without losing any; a message that keeps failing
 * is kept as `failed`; two workers never send the same row; without SMTP_URL the mails become .eml
 * files; a crash between accepting a lead and delivering it loses nothing. Time is driven through
 * `now`, never slept through.
 */
let database: DatabaseHandle & { url?: string };
let db: Database;
let smtp: SmtpDouble;
let transport: MailTransport;
let dataDir: string;

const AGENCY = "kantoor@agency.test";

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  smtp = await startSmtpDouble();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "agency-outbox-"));
  transport = createMailTransport({ smtpUrl: smtp.url, agencyEmail: AGENCY, dataDir, siteUrl: "https://agency.test" });
});
afterAll(async () => {
  transport.close();
  await smtp.stop();
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await smtp.start();
  smtp.received.length = 0;
  await db.delete(outbox);
  await db.delete(leads);
});

type LogEntry = { level: "warn" | "error"; fields: unknown; message: string };
function recordingLogger() {
  const entries: LogEntry[] = [];
  return {
    entries,
    warn: (fields: object, message: string) => void entries.push({ level: "warn", fields, message }),
    error: (fields: object, message: string) => void entries.push({ level: "error", fields, message }),
  };
}

const confirmationNl: MailMessage = {
  to: "ann.peeters@example.be",
  subject: "Bedankt voor uw aanvraag – Villa één",
  text: "Beste mevrouw Peeters,\nwij nemen snel contact op.",
  html: "<p>Beste mevrouw Peeters,</p><p>wij nemen snel contact op.</p>",
  unsubscribeUrl: "https://agency.test/nl/uitschrijven/tok123/",
};
const agencyMail: MailMessage = {
  to: AGENCY,
  replyTo: "ann.peeters@example.be",
  subject: "Nieuwe aanvraag: info",
  text: "Naam: Ann Peeters",
};

/** Stores a lead with its messages in one transaction, as the form actions do. */
async function acceptLead(
  messages: Array<[key: string, message: MailMessage]>,
  target: Database = db,
): Promise<string> {
  return target.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({ kind: "info", locale: "nl", payload: { name: "Ann Peeters" } })
      .returning({ id: leads.id });
    for (const [key, payload] of messages)
      await enqueue(tx, { leadId: lead!.id, channel: "mail", idempotencyKey: `${lead!.id}:${key}`, payload });
    return lead!.id;
  });
}

const later = (ms: number) => new Date(Date.now() + ms);

async function rows() {
  return db.select().from(outbox).orderBy(asc(outbox.id));
}

describe("delivery over SMTP", () => {
  it("delivers a lead's mails with sender, recipient, subject, Message-ID and one-click unsubscribe headers", async () => {
    const leadId = await acceptLead([
      ["agency", agencyMail],
      ["visitor", confirmationNl],
    ]);
    const report = await deliverDue(db, transport, { now: later(1_000) });
    expect(report).toEqual({ delivered: 2, retried: 0, failed: 0 });

    const toVisitor = smtp.received.find((m) => m.envelopeTo.includes("ann.peeters@example.be"))!;
    expect(toVisitor.header("from")).toBe(AGENCY);
    expect(toVisitor.header("to")).toBe("ann.peeters@example.be");
    expect(toVisitor.header("subject")).toBe("Bedankt voor uw aanvraag – Villa één");
    expect(toVisitor.header("message-id")).toBe(`<${leadId}%3Avisitor@agency.test>`);
    expect(toVisitor.header("list-unsubscribe")).toBe("<https://agency.test/nl/uitschrijven/tok123/>");
    expect(toVisitor.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(toVisitor.text).toContain("wij nemen snel contact op.");
    expect(toVisitor.html).toContain("<p>Beste mevrouw Peeters,</p>");

    const toAgency = smtp.received.find((m) => m.envelopeTo.includes(AGENCY))!;
    expect(toAgency.header("reply-to")).toBe("ann.peeters@example.be");
    expect(toAgency.header("list-unsubscribe")).toBeUndefined();

    expect((await rows()).map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ["delivered", 1, null],
      ["delivered", 1, null],
    ]);
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.status).toBe("delivered");
  });

  it("keeps one row when the same message is enqueued twice, and none when the lead's transaction rolls back", async () => {
    await db.transaction(async (tx) => {
      await enqueue(tx, { leadId: null, channel: "mail", idempotencyKey: "newsletter:1", payload: agencyMail });
      await enqueue(tx, { leadId: null, channel: "mail", idempotencyKey: "newsletter:1", payload: agencyMail });
    });
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, { leadId: null, channel: "mail", idempotencyKey: "rolled-back", payload: agencyMail });
        throw new Error("storing the lead failed");
      }),
    ).rejects.toThrow("storing the lead failed");
    expect((await rows()).map((r) => r.idempotencyKey)).toEqual(["newsletter:1"]);
  });
});

describe("an SMTP server that is down", () => {
  it("keeps the message pending with a later attempt, and delivers it once the server is back", async () => {
    await acceptLead([["visitor", confirmationNl]]);
    await smtp.stop();
    const logger = recordingLogger();
    const t1 = later(1_000);
    expect(await deliverDue(db, transport, { now: t1, logger, random: () => 0.5 })).toEqual({
      delivered: 0,
      retried: 1,
      failed: 0,
    });

    const [row] = await rows();
    expect(row!.status).toBe("pending");
    expect(row!.attempts).toBe(1);
    expect(row!.nextAttemptAt.getTime()).toBe(t1.getTime() + 30_000);
    expect(row!.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    // Nothing personal in the row's error or in the logs.
    expect(JSON.stringify([row!.lastError, logger.entries])).not.toMatch(/peeters|example\.be/i);

    // Not due yet, even with the server back: the backoff holds.
    await smtp.start();
    expect(await deliverDue(db, transport, { now: new Date(t1.getTime() + 29_000) })).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });
    expect(await deliverDue(db, transport, { now: new Date(t1.getTime() + 31_000) })).toEqual({
      delivered: 1,
      retried: 0,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(1);
    expect((await rows())[0]!.status).toBe("delivered");
  });

  it("marks a message that keeps failing as failed after the last attempt, keeps it, and logs its id only", async () => {
    const leadId = await acceptLead([["visitor", confirmationNl]]);
    await smtp.stop();
    const logger = recordingLogger();
    let now = later(1_000);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const report = await deliverDue(db, transport, { now, logger });
      expect(report.retried + report.failed).toBe(1);
      now = new Date(now.getTime() + 2 * 60 * 60_000);
    }
    const [row] = await rows();
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(row!.payload).toEqual(confirmationNl);
    const errors = logger.entries.filter((e) => e.level === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0]!.fields).toMatchObject({ outboxId: row!.id, attempts: MAX_ATTEMPTS });
    expect(JSON.stringify(logger.entries)).not.toMatch(/peeters|example\.be/i);
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.status).toBe("failed");

    // A failed message is never tried again by the worker.
    await smtp.start();
    expect(await deliverDue(db, transport, { now })).toEqual({ delivered: 0, retried: 0, failed: 0 });
  });
});

describe("several workers", () => {
  let second: DatabaseHandle | null = null;
  afterEach(async () => {
    await second?.close();
    second = null;
  });

  it("deliver every row exactly once when four of them run at the same time", async () => {
    for (let i = 0; i < 30; i++) await acceptLead([[`visitor-${i}`, { ...agencyMail, subject: `Aanvraag ${i}` }]]);
    // On PostgreSQL the second worker has a pool of its own, as a second server process would.
    second = database.url ? await openDatabase({ databaseUrl: database.url, pgliteDir: "unused", poolSize: 2 }) : null;
    const otherDb = second?.db ?? db;
    const now = later(1_000);
    const run = async (target: Database) => {
      let total = 0;
      for (;;) {
        const report = await deliverDue(target, transport, { now, batch: 4 });
        if (report.delivered === 0) return total;
        total += report.delivered;
      }
    };
    const counts = await Promise.all([run(db), run(otherDb), run(db), run(otherDb)]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(30);
    const subjects = smtp.received.map((m) => m.header("subject")).sort();
    expect(subjects).toEqual(Array.from({ length: 30 }, (_, i) => `Aanvraag ${i}`).sort());
    expect((await rows()).every((r) => r.status === "delivered" && r.attempts === 1)).toBe(true);
  });
});

describe("a crash between accepting a lead and delivering it", () => {
  it("loses nothing: a worker started later delivers what was committed", async () => {
    await acceptLead([
      ["agency", agencyMail],
      ["visitor", confirmationNl],
    ]);
    // The process that accepted the lead died before any worker ran; a new one starts.
    const worker = startOutboxWorker({ db, transport, logger: recordingLogger(), intervalMs: 20 });
    try {
      await vi.waitFor(async () => expect((await rows()).map((r) => r.status)).toEqual(["delivered", "delivered"]), {
        timeout: 10_000,
      });
    } finally {
      await worker.stop();
    }
    expect(smtp.received).toHaveLength(2);
  });

  it("sends again, with the same Message-ID, a message whose worker died while sending", async () => {
    const leadId = await acceptLead([["visitor", confirmationNl]]);
    const dying: MailTransport = { kind: "smtp", defaultFrom: AGENCY, send: () => new Promise(() => {}), close() {} };
    const t1 = later(1_000);
    void deliverDue(db, dying, { now: t1 });
    await vi.waitFor(async () => expect((await rows())[0]!.nextAttemptAt.getTime()).toBeGreaterThan(t1.getTime()));

    // Within the claim's lease nobody else takes it; after it, a new worker does.
    expect(await deliverDue(db, transport, { now: new Date(t1.getTime() + 60_000) })).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });
    expect(await deliverDue(db, transport, { now: new Date(t1.getTime() + 6 * 60_000) })).toEqual({
      delivered: 1,
      retried: 0,
      failed: 0,
    });
    expect(smtp.received[0]!.header("message-id")).toBe(`<${leadId}%3Avisitor@agency.test>`);
  });

  it("stopping the worker waits for the batch in flight", async () => {
    await acceptLead([["visitor", confirmationNl]]);
    let release!: () => void;
    const sending = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    const slow: MailTransport = {
      kind: "smtp",
      defaultFrom: AGENCY,
      async send(options) {
        started = true;
        await sending;
        await transport.send(options);
      },
      close() {},
    };
    const worker = startOutboxWorker({ db, transport: slow, logger: recordingLogger(), intervalMs: 20 });
    await vi.waitFor(() => expect(started).toBe(true));
    const stopped = worker.stop({ graceMs: 5_000 });
    setTimeout(release, 50);
    await stopped;
    expect((await rows())[0]!.status).toBe("delivered");
  });
});

describe("without SMTP_URL", () => {
  it("writes each mail as a parseable .eml file under DATA_DIR/outbox, and nothing half-written", async () => {
    const emlDir = await fs.mkdtemp(path.join(os.tmpdir(), "agency-eml-"));
    const files = createMailTransport({
      smtpUrl: undefined,
      agencyEmail: undefined,
      dataDir: emlDir,
      siteUrl: "https://www.agency.test",
    });
    try {
      expect(files.kind).toBe("eml");
      const leadId = await acceptLead([["visitor", confirmationNl]]);
      expect(await deliverDue(db, files, { now: later(1_000) })).toMatchObject({ delivered: 1 });

      const names = await fs.readdir(path.join(emlDir, "outbox"));
      expect(names).toEqual([`${leadId}%3Avisitor@www.agency.test.eml`]);
      const mail = parseMail(await fs.readFile(path.join(emlDir, "outbox", names[0]!)));
      expect(mail.header("from")).toBe("noreply@www.agency.test");
      expect(mail.header("to")).toBe("ann.peeters@example.be");
      expect(mail.header("subject")).toBe(confirmationNl.subject);
      expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.text).toContain("wij nemen snel contact op.");
    } finally {
      files.close();
      await fs.rm(emlDir, { recursive: true, force: true });
    }
  });
});
