import { and, asc, desc, eq, inArray, min, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { leads, outbox } from "#db/schema.ts";
import {
  leadDeliveryStatus,
  OUTBOX_PAGE_SIZE,
  type OutboxFilter,
  type OutboxStatus,
} from "#app/lib/console-operations.ts";
import { mailMessageSchema } from "#app/services/mail/mail-message.ts";
import { recordAudit, type Actor } from "#app/services/staff/audit.server.ts";
import type { OutboxBacklog, OutboxMessageView, OutboxPage } from "./operations-view.ts";

/**
 * The outbox as the console's operations page shows and works it (decision 0051): the messages
 * that wait or failed first, each with what it is (a mail's recipient and subject, a CRM call's
 * kind and person) and its delivery; "retry" puts a failed message back in the queue, "cancel"
 * takes a waiting or failed one out of it for good. The delivery (app/services/leads/outbox.server.ts)
 * claims "pending" rows only, so a cancelled one is never sent.
 */

/** Failed first (they need someone), then waiting, then the rest; newest first within each. */
const URGENCY = sql`case ${outbox.status} when 'failed' then 0 when 'pending' then 1 else 2 end`;

export async function outboxMessages(db: Database, filter: OutboxFilter): Promise<OutboxPage> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(outbox.status, filter.status));
  if (filter.channel) conditions.push(eq(outbox.channel, filter.channel));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(asc(URGENCY), desc(outbox.createdAt), desc(outbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((filter.page - 1) * OUTBOX_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(where),
  ]);
  return { messages: rows.map(view), total: counted?.n ?? 0 };
}

function view(row: typeof outbox.$inferSelect): OutboxMessageView {
  const iso = (value: Date | string) => new Date(value).toISOString();
  const mail = row.channel === "mail" ? mailMessageSchema.safeParse(row.payload) : null;
  const payload = row.payload as { call?: unknown; person?: { email?: unknown } };
  return {
    id: row.id,
    channel: row.channel,
    status: row.status,
    leadId: row.leadId,
    to: mail?.success ? mail.data.to : typeof payload.person?.email === "string" ? payload.person.email : null,
    subject: mail?.success ? mail.data.subject : null,
    call: row.channel === "provider" && typeof payload.call === "string" ? payload.call : null,
    attempts: row.attempts,
    nextAttemptAt: iso(row.nextAttemptAt),
    lastError: row.lastError,
    deliveredAt: row.deliveredAt ? iso(row.deliveredAt) : null,
    createdAt: iso(row.createdAt),
  };
}

/** What waits in the outbox and since when (the health section, beside what /healthz reports). */
export async function outboxBacklog(db: Database, now = new Date()): Promise<OutboxBacklog> {
  const rows = await db
    .select({ status: outbox.status, n: sql<number>`count(*)::int`, oldest: min(outbox.createdAt) })
    .from(outbox)
    .where(inArray(outbox.status, ["pending", "failed"]))
    .groupBy(outbox.status);
  const of = (status: string) => rows.find((row) => row.status === status);
  const found = of("pending")?.oldest;
  const oldest = found ? new Date(found) : null;
  return {
    pending: of("pending")?.n ?? 0,
    failed: of("failed")?.n ?? 0,
    oldestPendingAt: oldest?.toISOString() ?? null,
    oldestPendingAgeSeconds: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)) : null,
  };
}

export type OutboxChange = "done" | "not-found" | "not-allowed";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * A failed message back in the queue: pending, due now (the worker sends it at its next round,
 * within seconds) with a fresh count of attempts, so it gets the whole schedule of retries again
 * (a day) before it fails once more. Only a failed message can be retried.
 */
export function retryOutboxMessage(db: Database, id: number, actor: Actor, now = new Date()): Promise<OutboxChange> {
  return changeStatus(db, id, actor, {
    from: ["failed"],
    action: "outbox.retry",
    set: { status: "pending", attempts: 0, nextAttemptAt: now, updatedAt: now },
  });
}

/** A waiting or failed message taken out of the queue for good: "cancelled", never sent. */
export function cancelOutboxMessage(db: Database, id: number, actor: Actor, now = new Date()): Promise<OutboxChange> {
  return changeStatus(db, id, actor, {
    from: ["pending", "failed"],
    action: "outbox.cancel",
    set: { status: "cancelled", updatedAt: now },
  });
}

async function changeStatus(
  db: Database,
  id: number,
  actor: Actor,
  change: {
    from: OutboxStatus[];
    action: string;
    set: { status: OutboxStatus; attempts?: number; nextAttemptAt?: Date; updatedAt: Date };
  },
): Promise<OutboxChange> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: outbox.status, attempts: outbox.attempts, leadId: outbox.leadId })
      .from(outbox)
      .where(eq(outbox.id, id))
      .for("update");
    if (!row) return "not-found";
    if (!(change.from as string[]).includes(row.status)) return "not-allowed";
    await tx.update(outbox).set(change.set).where(eq(outbox.id, id));
    if (row.leadId) await settleLeadStatus(tx, row.leadId, change.set.updatedAt);
    const { status, attempts } = change.set;
    await recordAudit(tx, actor, change.action, `outbox:${id}`, {
      before: { status: row.status, ...(attempts !== undefined ? { attempts: row.attempts } : {}) },
      after: { status, ...(attempts !== undefined ? { attempts } : {}) },
    });
    return "done";
  });
}

/**
 * The lead's delivery status follows its messages (app/lib/console-operations.ts): a retried
 * message makes a failed lead waiting again, so the delivery can mark it delivered once it went out.
 */
async function settleLeadStatus(tx: Tx, leadId: string, now: Date) {
  const rows = await tx.select({ status: outbox.status }).from(outbox).where(eq(outbox.leadId, leadId));
  const status = leadDeliveryStatus(rows.map((row) => row.status));
  if (!status) return;
  await tx
    .update(leads)
    .set({ status, updatedAt: now })
    .where(and(eq(leads.id, leadId), sql`${leads.status} <> ${status}`));
}
