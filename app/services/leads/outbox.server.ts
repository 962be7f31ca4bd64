import { and, eq, inArray, lte, ne, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { leads, outbox } from "#db/schema.ts";
import { buildMailOptions, mailMessageSchema, type MailMessage } from "#app/services/mail/mail-message.ts";
import type { MailTransport } from "#app/services/mail/mail-transport.server.ts";
import { describeDeliveryError, MAX_ATTEMPTS, retryDelayMs } from "./outbox-retry.ts";

/**
 * The outbox: messages written in the lead's own transaction, delivered afterwards by a worker.
 * A lead the visitor saw accepted is in the database with its messages; a mail server that is
 * down only delays them.
 *
 * Delivery is at least once: a crash after sending but before marking a row delivered sends that
 * message again later, with the same Message-ID (derived from the idempotency key), so duplicates
 * are recognisable.
 */

/** The two log calls the outbox makes (a pino logger fits). Fields hold ids and error codes only. */
export type OutboxLogger = { warn(fields: object, message: string): void; error(fields: object, message: string): void };

export type OutboxEntry = {
  leadId: string | null;
  channel: "mail";
  /** Unique per message, e.g. `${leadId}:agency`; enqueuing the same key twice keeps one row. */
  idempotencyKey: string;
  payload: MailMessage;
};

/** Adds a message to the outbox; call it with the transaction that stores the lead. */
export async function enqueue(tx: Pick<Database, "insert">, entry: OutboxEntry): Promise<void> {
  await tx
    .insert(outbox)
    .values({ leadId: entry.leadId, channel: entry.channel, idempotencyKey: entry.idempotencyKey, payload: mailMessageSchema.parse(entry.payload) })
    .onConflictDoNothing({ target: outbox.idempotencyKey });
}

/**
 * How long a claimed row is reserved for the worker that claimed it. A worker that dies while
 * sending leaves the row to be claimed again once this has passed.
 */
const CLAIM_LEASE_MS = 5 * 60_000;

export type DeliveryReport = { delivered: number; retried: number; failed: number };

/**
 * Claims up to `batch` due mail rows and delivers them. Safe with several workers in several
 * processes: the claim is one statement that locks due rows with FOR UPDATE SKIP LOCKED and moves
 * their next attempt past the lease, so no two workers send the same row. Times come from `now`
 * (the worker passes the clock; tests drive it).
 */
export async function deliverDue(
  db: Database,
  transport: MailTransport,
  options: { now: Date; batch?: number; logger?: OutboxLogger; random?: () => number },
): Promise<DeliveryReport> {
  const { now, batch = 20, logger, random = Math.random } = options;
  const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), eq(outbox.channel, "mail"), lte(outbox.nextAttemptAt, now)))
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(batch)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ nextAttemptAt: leaseUntil, updatedAt: now })
    .where(inArray(outbox.id, due))
    .returning({ id: outbox.id, leadId: outbox.leadId, idempotencyKey: outbox.idempotencyKey, payload: outbox.payload, attempts: outbox.attempts });

  const report: DeliveryReport = { delivered: 0, retried: 0, failed: 0 };
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    // A payload that does not parse will never send: it fails at once rather than 12 times.
    const message = mailMessageSchema.safeParse(row.payload);
    try {
      if (!message.success) throw new Error("invalid mail payload");
      await transport.send(buildMailOptions(message.data, { idempotencyKey: row.idempotencyKey, defaultFrom: transport.defaultFrom }));
    } catch (error) {
      const attempts = row.attempts + 1;
      const lastError = describeDeliveryError(error);
      if (attempts >= MAX_ATTEMPTS || !message.success) {
        await db.update(outbox).set({ status: "failed", attempts, lastError, updatedAt: now }).where(eq(outbox.id, row.id));
        if (row.leadId) await db.update(leads).set({ status: "failed", updatedAt: now }).where(eq(leads.id, row.leadId));
        // Only the row's id: the payload holds the visitor's personal data.
        logger?.error({ outboxId: row.id, attempts, error: lastError }, "outbox message failed permanently; kept in the outbox table");
        report.failed++;
      } else {
        const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts, random()));
        await db.update(outbox).set({ attempts, lastError, nextAttemptAt, updatedAt: now }).where(eq(outbox.id, row.id));
        logger?.warn({ outboxId: row.id, attempts, nextAttemptAt, error: lastError }, "outbox delivery failed; will retry");
        report.retried++;
      }
      continue;
    }
    await db
      .update(outbox)
      .set({ status: "delivered", attempts: row.attempts + 1, deliveredAt: now, lastError: null, updatedAt: now })
      .where(eq(outbox.id, row.id));
    if (row.leadId) await markLeadDeliveredWhenComplete(db, row.leadId, now);
    report.delivered++;
  }
  return report;
}

/** A lead is delivered once every one of its messages is. */
async function markLeadDeliveredWhenComplete(db: Database, leadId: string, now: Date) {
  const open = db.select({ one: sql`1` }).from(outbox).where(and(eq(outbox.leadId, leadId), ne(outbox.status, "delivered")));
  await db
    .update(leads)
    .set({ status: "delivered", updatedAt: now })
    .where(and(eq(leads.id, leadId), eq(leads.status, "received"), sql`not exists (${open})`));
}

export type OutboxWorker = {
  /**
   * Stops polling and waits for the batch in flight, at most `graceMs`; a batch cut short is
   * safe (its rows are claimed again after the lease).
   */
  stop(options?: { graceMs?: number }): Promise<void>;
};

/** Polls the outbox every `intervalMs`; a full batch is followed at once by the next one. */
export function startOutboxWorker(options: {
  db: Database;
  transport: MailTransport;
  logger: OutboxLogger;
  intervalMs?: number;
  batch?: number;
}): OutboxWorker {
  const { db, transport, logger, intervalMs = 5_000, batch = 20 } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | null = null;

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = tick().finally(() => {
        inFlight = null;
      });
    }, delay);
    // The worker never keeps the process alive on its own.
    timer.unref();
  };

  const tick = async () => {
    let full = false;
    try {
      const report = await deliverDue(db, transport, { now: new Date(), batch, logger });
      full = report.delivered + report.retried + report.failed >= batch;
    } catch (error) {
      // The database is unreachable: try again at the next tick.
      logger.warn({ error: describeDeliveryError(error) }, "outbox worker: claiming messages failed");
    }
    schedule(full ? 0 : intervalMs);
  };

  schedule(0);
  return {
    async stop({ graceMs = 3_000 } = {}) {
      stopped = true;
      clearTimeout(timer);
      if (!inFlight) return;
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([inFlight, new Promise<void>((resolve) => (timeout = setTimeout(resolve, graceMs)))]);
      clearTimeout(timeout);
    },
  };
}
