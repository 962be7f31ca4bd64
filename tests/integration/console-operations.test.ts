import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import pino from "pino";
import { and, desc, eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, leads, outbox, syncRuns } from "#db/schema.ts";
import { parseConfig } from "#server/config.ts";
import { healthHandler } from "#server/health.ts";
import { SYNC_LOCK_KEY } from "#server/workers/catalogue-sync.ts";
import { createSyncNow, type SyncNow } from "#server/workers/sync-now.ts";
import { startCatalogueSync } from "#server/workers/start-catalogue-sync.ts";
import { createSampleProvider } from "#app/providers/sample/sample-provider.server.ts";
import type { ListingProvider } from "#app/providers/listing-provider.ts";
import { enqueue } from "#app/services/leads/outbox.server.ts";
import { importCatalogue } from "#app/services/listings/sync-catalogue.server.ts";
import type { OperationsPage } from "#app/services/operations/operations-page.server.ts";
import * as operationsRoute from "#app/routes/admin/operations/operations.tsx";
import { useFormHarness, routeAnswer } from "#tests/setup/route-harness.ts";
import { requestContext } from "#tests/setup/request-context.ts";
import { renderRoute } from "#tests/setup/render-route.tsx";
import { consoleRequest, signedInStaff, type SignedInStaff } from "#tests/setup/console-staff.ts";

/**
 * The console's operations page (decision 0051) on a real database: the catalogue's sync runs with
 * their skipped records, "sync now" through the server's own sync machinery (the scheduled sync's
 * path and lock), the outbox with retry and cancel delivered (or not) by the real delivery over
 * SMTP, and the health section telling what /healthz tells.
 */
const feedDir = path.resolve(import.meta.dirname, "../../data/sample/feed");
const PATH = "/admin/operations/";
const silent = pino({ level: "silent" });
const harness = useFormHarness();
let manager: SignedInStaff;
let syncNow: SyncNow;

type PageData = OperationsPage & { syncNotice: string | null; outboxNotice: string | null };

beforeAll(async () => {
  manager = await signedInStaff(harness.database.db, "manager");
  // The server's own wiring of a process (server/index.ts): its provider and "sync now", no schedule.
  const config = parseConfig({ SITE_URL: "https://agency.example", SYNC_INTERVAL: "off" });
  syncNow = startCatalogueSync({
    config,
    database: harness.database,
    content: harness.content,
    logger: silent,
  }).syncNow;
});
afterAll(async () => {
  await syncNow?.stop({ graceMs: 10_000 });
});
beforeEach(async () => {
  await harness.database.db.delete(auditLog);
});

const db = () => harness.database.db;
const context = (overrides: Partial<AppLoadContext> = {}) =>
  requestContext(db(), harness.content, { syncNow: syncNow.start, ...overrides });
const page = async (query = "", overrides: Partial<AppLoadContext> = {}) => {
  const answer = await routeAnswer<PageData>(
    operationsRoute.loader,
    consoleRequest(manager, `${PATH}${query}`),
    {},
    context(overrides),
  );
  expect(answer.status).toBe(200);
  return answer.data;
};
const post = (form: Record<string, string>, overrides: Partial<AppLoadContext> = {}, query = "") =>
  routeAnswer<{ errors?: Record<string, string> }>(
    operationsRoute.action,
    consoleRequest(manager, `${PATH}${query}`, form),
    {},
    context(overrides),
  );
const html = async (query = "") =>
  // React's markers between adjacent texts left out: the text as the browser shows it.
  (await renderRoute(operationsRoute, consoleRequest(manager, `${PATH}${query}`), context())).html.replaceAll(
    "<!-- -->",
    "",
  );
const audits = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
const newestRun = async () => (await db().select().from(syncRuns).orderBy(desc(syncRuns.id)).limit(1))[0];

describe("the sync runs", () => {
  beforeEach(async () => {
    await db().execute(sql`truncate sync_runs restart identity`);
  });

  it("lists the latest 20, newest first, with counts, skipped records and their reasons, and errors", async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 9, minutes));
    for (let i = 0; i < 22; i++)
      await db()
        .insert(syncRuns)
        .values({ provider: "omnicasa", mode: "incremental", status: "ok", startedAt: at(i), finishedAt: at(i) });
    await db()
      .insert(syncRuns)
      .values({
        provider: "omnicasa",
        mode: "full",
        status: "ok",
        startedAt: at(30),
        finishedAt: new Date(at(30).getTime() + 12_400),
        added: 3,
        updated: 5,
        unpublished: 1,
        skipped: [
          { id: "4100009", reason: 'Price: not a number ("op aanvraag")' },
          { id: "4100010", reason: "no address" },
        ],
        slot: at(30),
      });
    await db()
      .insert(syncRuns)
      .values({
        provider: "omnicasa",
        mode: "full",
        status: "failed",
        startedAt: at(45),
        finishedAt: at(46),
        message: "GetPropertyList: HTTP 503",
      });
    await db()
      .insert(syncRuns)
      .values({ provider: "omnicasa", mode: "incremental", startedAt: at(50) });

    const { runs } = await page();
    expect(runs).toHaveLength(20);
    expect(runs.slice(0, 3).map((run) => [run.status, run.message])).toEqual([
      ["running", null],
      ["failed", "GetPropertyList: HTTP 503"],
      ["ok", null],
    ]);
    expect(runs[0]).toMatchObject({ finishedAt: null, durationMs: null });
    expect(runs[2]).toMatchObject({
      mode: "full",
      scheduled: true,
      durationMs: 12_400,
      added: 3,
      updated: 5,
      unpublished: 1,
      skippedCount: 2,
      skipped: [
        { id: "4100009", reason: 'Price: not a number ("op aanvraag")' },
        { id: "4100010", reason: "no address" },
      ],
    });

    const shown = await html();
    expect(shown).toContain("<summary>2 records</summary>");
    expect(shown).toContain("<code>4100009</code>: Price: not a number (&quot;op aanvraag&quot;)");
    expect(shown).toContain("GetPropertyList: HTTP 503");
    expect(shown).toMatch(/console-badge--in_progress">Bezig</);
    expect(shown).toContain("Volledig · omnicasa · gepland");
  });

  it("counts the records past the stored ones", async () => {
    await db()
      .insert(syncRuns)
      .values({
        provider: "sample",
        mode: "full",
        status: "ok",
        finishedAt: new Date(),
        skipped: [
          { id: "1", reason: "bad" },
          { id: "…", reason: "and 1500 more records skipped" },
        ],
      });
    const [run] = (await page()).runs;
    expect(run).toMatchObject({ skippedCount: 1501, skipped: [{ id: "1", reason: "bad" }] });
    expect(await html()).toContain("… en nog 1500 andere");
  });
});

describe("sync now", () => {
  beforeEach(async () => {
    await db().execute(sql`truncate sync_runs restart identity`);
    await importCatalogue(db(), createSampleProvider(feedDir));
  });

  it("starts a sync through the server's sync machinery: a new run appears and finishes ok, audited", async () => {
    const before = await newestRun();
    const answer = await post({ intent: "sync" });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`${PATH}?done=sync-started#syncs`);

    const run = await until(async () => {
      const row = await newestRun();
      return row && row.id !== before!.id && row.status !== "running" ? row : undefined;
    });
    expect(run).toMatchObject({ provider: "sample", status: "ok", slot: null });
    expect(run.finishedAt).not.toBeNull();
    const data = await page("?done=sync-started");
    expect(data.syncNotice).toBe("started");
    expect(data.runs[0]).toMatchObject({ id: run.id, status: "ok", scheduled: false });
    expect(data.health.status).toBe("ok");
    expect(await audits("operations.sync")).toEqual([
      expect.objectContaining({
        staffEmail: manager.member.email,
        subject: "provider:sample",
        after: { sync: "started" },
      }),
    ]);
  });

  it("answers 'running' while another sync holds the lock, and starts nothing", async () => {
    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(syncRuns)
      )[0]!.n;
    const before = await count();
    const held = await harness.database.tryWithAdvisoryLock(SYNC_LOCK_KEY, () => post({ intent: "sync" }));
    expect(held).toMatchObject({ acquired: true, value: { status: 303, location: `${PATH}?done=sync-running#syncs` } });
    expect(await count()).toBe(before);
    expect(await audits("operations.sync")).toEqual([]);
    expect((await page("?done=sync-running")).syncNotice).toBe("running");
  });

  it("shows this process's own run as running until it ends, and a second 'sync now' meanwhile says running", async () => {
    const sample = createSampleProvider(feedDir);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: ListingProvider = { ...sample, listPropertyTypes: () => gate.then(() => sample.listPropertyTypes()) };
    const own = createSyncNow({ database: harness.database, provider: slow, logger: silent });
    try {
      expect((await post({ intent: "sync" }, { syncNow: own.start })).location).toBe(`${PATH}?done=sync-started#syncs`);
      const running = await until(async () => {
        const row = await newestRun();
        return row?.status === "running" ? row : undefined;
      });
      expect((await page()).runs[0]).toMatchObject({ id: running.id, status: "running", finishedAt: null });
      expect((await html()).match(/console-badge--in_progress">Bezig</g)).toHaveLength(1);
      expect((await post({ intent: "sync" }, { syncNow: own.start })).location).toBe(`${PATH}?done=sync-running#syncs`);
    } finally {
      release();
      await own.stop({ graceMs: 10_000 });
    }
    expect((await page()).runs[0]).toMatchObject({ status: "ok" });
  });

  it("says it is not available in a process without a provider to sync from", async () => {
    const answer = await post({ intent: "sync" }, { syncNow: undefined });
    expect(answer.location).toBe(`${PATH}?done=sync-unavailable#syncs`);
    const data = await page("?done=sync-unavailable", { syncNow: undefined });
    expect(data).toMatchObject({ syncAvailable: false, syncNotice: "unavailable" });
    expect(await audits("operations.sync")).toEqual([]);
  });
});

describe("the outbox", () => {
  /** A lead with its mail to the agency; `status` and `attempts` as the delivery left them. */
  async function leadWithMail(options: { subject: string; status?: string; attempts?: number; lastError?: string }) {
    const [lead] = await db()
      .insert(leads)
      .values({ kind: "contact", locale: "nl", payload: { name: "An Peeters" } })
      .returning({ id: leads.id });
    const key = `${lead!.id}:agency`;
    await enqueue(db(), {
      leadId: lead!.id,
      channel: "mail",
      idempotencyKey: key,
      payload: { to: "office@agency.example", subject: options.subject, text: "Een vraag over de woning." },
    });
    const [row] = await db()
      .update(outbox)
      .set({
        status: options.status ?? "pending",
        attempts: options.attempts ?? 0,
        lastError: options.lastError ?? null,
      })
      .where(eq(outbox.idempotencyKey, key))
      .returning({ id: outbox.id });
    if (options.status === "failed") await db().update(leads).set({ status: "failed" }).where(eq(leads.id, lead!.id));
    return { leadId: lead!.id, id: row!.id };
  }

  it("lists failed and waiting messages first, with the recipient, subject, lead and error; filters by status and channel", async () => {
    const sent = await leadWithMail({ subject: "Verstuurd", status: "delivered", attempts: 1 });
    const waiting = await leadWithMail({ subject: "Wacht" });
    const failed = await leadWithMail({
      subject: "Contactaanvraag van An",
      status: "failed",
      attempts: 30,
      lastError: "ECONNECTION Connection refused",
    });
    await enqueue(db(), {
      leadId: waiting.leadId,
      channel: "provider",
      idempotencyKey: `${waiting.leadId}:provider`,
      payload: {
        call: "registerPerson",
        locale: "nl",
        person: { title: "ms", firstName: "An", lastName: "Peeters", email: "an@example.be" },
      },
    });

    const { outbox: list, backlog } = await page();
    expect(list.total).toBe(4);
    expect(list.messages.map((m) => [m.id, m.status])).toEqual([
      [failed.id, "failed"],
      [expect.any(Number), "pending"],
      [waiting.id, "pending"],
      [sent.id, "delivered"],
    ]);
    expect(list.messages[0]).toMatchObject({
      channel: "mail",
      to: "office@agency.example",
      subject: "Contactaanvraag van An",
      leadId: failed.leadId,
      attempts: 30,
      lastError: "ECONNECTION Connection refused",
    });
    expect(list.messages[1]).toMatchObject({ channel: "provider", call: "registerPerson", to: "an@example.be" });
    expect(backlog).toMatchObject({ pending: 2, failed: 1 });

    const shown = await html();
    expect(shown).toContain(`href="/admin/leads/${failed.leadId}/"`);
    expect(shown).toContain("Contactpersoon");
    expect(shown).toContain(`aria-label="Bericht ${failed.id} opnieuw versturen"`);
    expect(shown).not.toContain(`aria-label="Bericht ${sent.id} annuleren"`);

    expect((await page("?status=failed")).outbox.messages.map((m) => m.id)).toEqual([failed.id]);
    expect((await page("?channel=provider")).outbox.messages.map((m) => m.channel)).toEqual(["provider"]);
    expect((await page("?status=delivered&channel=mail")).outbox.messages.map((m) => m.id)).toEqual([sent.id]);
  });

  it("retries a failed message: the delivery sends it at its next round and the lead is delivered", async () => {
    const failed = await leadWithMail({
      subject: "Contactaanvraag van An",
      status: "failed",
      attempts: 30,
      lastError: "ECONNECTION Connection refused",
    });
    expect(await harness.deliver()).toEqual([]);

    const answer = await post({ intent: "retry", id: String(failed.id) }, {}, "?status=failed");
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`${PATH}?status=failed&done=retried#outbox`);
    expect((await page("?done=retried")).outboxNotice).toBe("retried");

    const mails = await harness.deliver();
    expect(mails.map((mail) => mail.header("subject"))).toEqual(["Contactaanvraag van An"]);
    const [row] = await db().select().from(outbox).where(eq(outbox.id, failed.id));
    expect(row).toMatchObject({ status: "delivered", attempts: 1, lastError: null });
    const [lead] = await db().select({ status: leads.status }).from(leads).where(eq(leads.id, failed.leadId));
    expect(lead!.status).toBe("delivered");
    expect(await audits("outbox.retry")).toEqual([
      expect.objectContaining({
        staffEmail: manager.member.email,
        subject: `outbox:${failed.id}`,
        before: { status: "failed", attempts: 30 },
        after: { status: "pending", attempts: 0 },
      }),
    ]);
  });

  it("cancels a waiting or a failed message: the delivery never sends it", async () => {
    const waiting = await leadWithMail({ subject: "Wacht" });
    const failed = await leadWithMail({ subject: "Mislukt", status: "failed", attempts: 30 });
    for (const { id } of [waiting, failed]) {
      const answer = await post({ intent: "cancel", id: String(id) });
      expect(answer.location).toBe(`${PATH}?done=cancelled#outbox`);
    }
    expect(await harness.deliver()).toEqual([]);
    const rows = await db().select({ status: outbox.status }).from(outbox);
    expect(rows.map((row) => row.status)).toEqual(["cancelled", "cancelled"]);
    // A cancelled message leaves nothing to send: the lead is no longer failed.
    const [lead] = await db().select({ status: leads.status }).from(leads).where(eq(leads.id, failed.leadId));
    expect(lead!.status).toBe("delivered");
    expect((await audits("outbox.cancel")).map((entry) => [entry.subject, entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        [`outbox:${waiting.id}`, { status: "pending" }, { status: "cancelled" }],
        [`outbox:${failed.id}`, { status: "failed" }, { status: "cancelled" }],
      ]),
    );
    const { outbox: list } = await page("?status=cancelled");
    expect(list.total).toBe(2);
    expect(await html("?status=cancelled")).not.toContain("opnieuw versturen");
  });

  it("a lead whose other message is delivered later counts as delivered with its cancelled one", async () => {
    const waiting = await leadWithMail({ subject: "Voor het kantoor" });
    await enqueue(db(), {
      leadId: waiting.leadId,
      channel: "mail",
      idempotencyKey: `${waiting.leadId}:visitor`,
      payload: { to: "an@example.be", subject: "Bedankt voor uw vraag", text: "We nemen contact op." },
    });
    await post({ intent: "cancel", id: String(waiting.id) });
    const mails = await harness.deliver();
    expect(mails.map((mail) => mail.header("subject"))).toEqual(["Bedankt voor uw vraag"]);
    const [lead] = await db().select({ status: leads.status }).from(leads).where(eq(leads.id, waiting.leadId));
    expect(lead!.status).toBe("delivered");
  });

  it("refuses a change the message's status no longer allows, and answers 404 for an unknown one", async () => {
    const sent = await leadWithMail({ subject: "Verstuurd", status: "delivered", attempts: 1 });
    for (const intent of ["retry", "cancel"]) {
      const answer = await post({ intent, id: String(sent.id) });
      expect(answer.status).toBe(400);
      expect(answer.data.errors?.[""]).toBe("Dit bericht is intussen veranderd. Bekijk de lijst opnieuw.");
    }
    const waiting = await leadWithMail({ subject: "Wacht" });
    expect((await post({ intent: "retry", id: String(waiting.id) })).status).toBe(400);
    expect((await post({ intent: "retry", id: "999999" })).status).toBe(404);
    expect((await post({ intent: "cancel", id: "abc" })).status).toBe(404);
    const [row] = await db().select({ status: outbox.status }).from(outbox).where(eq(outbox.id, sent.id));
    expect(row!.status).toBe("delivered");
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subject, `outbox:${sent.id}`))),
    ).toEqual([]);
  });
});

describe("the health section", () => {
  it("says what /healthz says: ok, then degraded with the reason after a refused run", async () => {
    await db().execute(sql`truncate sync_runs restart identity`);
    const sample = createSampleProvider(feedDir);
    await importCatalogue(db(), sample);
    const app = express().get("/healthz", healthHandler(harness.database, silent));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const healthz = async () =>
      (await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`)).json()) as Record<
        string,
        unknown
      >;
    try {
      let { health } = await page();
      expect(health).toMatchObject({ status: "ok", db: "ok", lastSync: (await healthz()).lastSync });

      const empty: ListingProvider = { ...sample, listProperties: async () => ({ items: [], skipped: [], total: 0 }) };
      await expect(importCatalogue(db(), empty)).rejects.toThrow("refused");
      const reported = await healthz();
      ({ health } = await page());
      expect(reported.status).toBe("degraded");
      expect(health).toMatchObject({
        status: reported.status,
        db: "ok",
        lastSync: reported.lastSync,
        reason: reported.reason,
        failedRuns: 1,
      });
      const shown = await html();
      expect(shown).toContain("Verstoord");
      expect(shown).toContain("1 synchronisatie niet toegepast sinds de laatste geslaagde");
      expect(shown).toContain("refused: the provider sent no listings; nothing was changed");
    } finally {
      server.close();
    }
  });
});

describe("who may change", () => {
  it("refuses a post without the CSRF token (403), changing nothing", async () => {
    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(syncRuns)
      )[0]!.n;
    const before = await count();
    const withoutToken = new Request(`https://agency.example${PATH}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "sync" }),
      headers: { cookie: manager.cookie, origin: "https://agency.example" },
    });
    const answer = await routeAnswer(operationsRoute.action, withoutToken, {}, context());
    expect(answer.status).toBe(403);
    expect(await count()).toBe(before);
    expect(await audits("operations.sync")).toEqual([]);
  });

  it("an agent gets 403 on the page and its changes", async () => {
    const agent = await signedInStaff(db(), "agent");
    const get = await routeAnswer(operationsRoute.loader, consoleRequest(agent, PATH), {}, context());
    expect(get.status).toBe(403);
    const change = await routeAnswer(
      operationsRoute.action,
      consoleRequest(agent, PATH, { intent: "sync" }),
      {},
      context(),
    );
    expect(change.status).toBe(403);
  });
});
