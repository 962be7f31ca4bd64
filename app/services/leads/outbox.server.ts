import { and, eq, inArray, lte, notInArray, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { leads, outbox } from "#db/schema.ts";
import { buildMailOptions, mailMessageSchema, type MailMessage } from "#app/services/mail/mail-message.ts";
import type { MailTransport } from "#app/services/mail/mail-transport.server.ts";
import {
  ProviderError,
  providerLeadCallSchema,
  type ListingProvider,
  type ProviderLeadCall,
} from "#app/providers/listing-provider.ts";
import { describeDeliveryError, MAX_ATTEMPTS, retryDelayMs } from "./outbox-retry.ts";

/**
 * The outbox: messages written in the lead's own transaction, delivered afterwards by a worker.
 * A lead the visitor saw accepted is in the database with its messages; a mail server or a CRM
 * that is down only delays them. Channels: "mail" (SMTP or .eml files) and "provider" (the lead
 * forwarded to the listing provider, app/services/leads/provider-forwarding.ts).
 *
 * The process-level loop that polls it is server/workers/outbox-worker.ts.
 *
 * Delivery is at least once: a crash after sending but before marking a row delivered sends that
 * message again later, with the same Message-ID (derived from the idempotency key), so duplicates
 * are recognisable.
 */

/** The two log calls the outbox makes (a pino logger fits). Fields hold ids and error codes only. */
export type OutboxLogger = {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
};

type OutboxEntryBase = {
  leadId: string | null;
  /** Unique per message, e.g. `${leadId}:agency` or `${leadId}:provider`; enqueuing the same key twice keeps one row. */
  idempotencyKey: string;
};

/** A row to deliver: a mail, or a lead call forwarded to the listing provider's CRM. */
export type OutboxEntry =
  | (OutboxEntryBase & { channel: "mail"; payload: MailMessage })
  | (OutboxEntryBase & { channel: "provider"; payload: ProviderLeadCall });

/** Adds a message to the outbox; call it with the transaction that stores the lead. */
export async function enqueue(tx: Pick<Database, "insert">, entry: OutboxEntry): Promise<void> {
  const payload =
    entry.channel === "mail" ? mailMessageSchema.parse(entry.payload) : providerLeadCallSchema.parse(entry.payload);
  await tx
    .insert(outbox)
    .values({ leadId: entry.leadId, channel: entry.channel, idempotencyKey: entry.idempotencyKey, payload })
    .onConflictDoNothing({ target: outbox.idempotencyKey });
}

/** What delivers the provider rows: the configured listing provider's lead calls. */
export type LeadForwarder = Pick<ListingProvider, "acceptsLeads" | "sendLead">;

/**
 * How long a claimed row is reserved for the worker that claimed it. A worker that dies while
 * sending leaves the row to be claimed again once this has passed.
 */
const CLAIM_LEASE_MS = 5 * 60_000;

export type DeliveryReport = { delivered: number; retried: number; failed: number };

export type OutboxChannel = OutboxEntry["channel"];

/**
 * Claims up to `batch` due rows of the given channels (mails, and provider calls when a provider
 * that accepts leads is given) and delivers them. Safe with several workers in several
 * processes: the claim is one statement that locks due rows with FOR UPDATE SKIP LOCKED and moves
 * their next attempt past the lease, so no two workers send the same row. Times come from `now`
 * (the worker passes the clock; tests drive it): the claim and the retry schedule use `now`, a
 * delivered row records when its own send ended (`now` plus the time spent since the call began),
 * not the batch's start or end.
 *
 * Channels never wait for each other (decision 0006): within a call each channel's rows go in their
 * own sequence, side by side; the worker goes further and claims each channel on its own
 * (`startOutboxWorker`, server/workers/outbox-worker.ts), so a mail never waits behind a CRM call that hangs until its timeout.
 * `concurrency` rows of a channel are sent at a time (1: in order).
 */
export async function deliverDue(
  db: Database,
  transport: MailTransport,
  options: {
    now: Date;
    batch?: number;
    logger?: OutboxLogger;
    random?: () => number;
    provider?: LeadForwarder | null;
    channels?: readonly OutboxChannel[];
    concurrency?: number;
  },
): Promise<DeliveryReport> {
  const { now, batch = 20, logger, random = Math.random, provider, concurrency = 1 } = options;
  const started = Date.now();
  /** The caller's clock, moved on by the time this call has taken. */
  const clock = () => new Date(now.getTime() + (Date.now() - started));
  const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
  // Provider rows wait (pending) in a process that has no provider to forward them to.
  const available: OutboxChannel[] = provider?.acceptsLeads ? ["mail", "provider"] : ["mail"];
  const channels = available.filter((channel) => !options.channels || options.channels.includes(channel));
  const report: DeliveryReport = { delivered: 0, retried: 0, failed: 0 };
  if (channels.length === 0) return report;
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), inArray(outbox.channel, channels), lte(outbox.nextAttemptAt, now)))
    .orderBy(outbox.nextAttemptAt, outbox.id)
    .limit(batch)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ nextAttemptAt: leaseUntil, updatedAt: now })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      leadId: outbox.leadId,
      channel: outbox.channel,
      idempotencyKey: outbox.idempotencyKey,
      payload: outbox.payload,
      attempts: outbox.attempts,
    });
  type ClaimedRow = (typeof claimed)[number];

  const deliverRow = async (row: ClaimedRow) => {
    // A payload that does not parse will never send: it fails at once rather than 30 times; so
    // does a call the provider can never take.
    let permanent = false;
    try {
      if (row.channel === "provider") {
        const call = providerLeadCallSchema.safeParse(row.payload);
        if (!call.success || !provider) {
          permanent = true;
          throw new Error("invalid provider payload");
        }
        await provider.sendLead(call.data, { idempotencyKey: row.idempotencyKey });
      } else {
        const message = mailMessageSchema.safeParse(row.payload);
        if (!message.success) {
          permanent = true;
          throw new Error("invalid mail payload");
        }
        await transport.send(
          buildMailOptions(message.data, { idempotencyKey: row.idempotencyKey, defaultFrom: transport.defaultFrom }),
        );
      }
    } catch (error) {
      const attempts = row.attempts + 1;
      const lastError = describeDeliveryError(error);
      const at = clock();
      if (error instanceof ProviderError && error.permanent) permanent = true;
      if (attempts >= MAX_ATTEMPTS || permanent) {
        await db
          .update(outbox)
          .set({ status: "failed", attempts, lastError, updatedAt: at })
          .where(eq(outbox.id, row.id));
        if (row.leadId) await db.update(leads).set({ status: "failed", updatedAt: at }).where(eq(leads.id, row.leadId));
        // Only the row's id: the payload holds the visitor's personal data.
        logger?.error(
          { outboxId: row.id, channel: row.channel, attempts, error: lastError },
          "outbox message failed permanently; kept in the outbox table",
        );
        report.failed++;
      } else {
        const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts, random()));
        await db.update(outbox).set({ attempts, lastError, nextAttemptAt, updatedAt: at }).where(eq(outbox.id, row.id));
        logger?.warn(
          { outboxId: row.id, channel: row.channel, attempts, nextAttemptAt, error: lastError },
          "outbox delivery failed; will retry",
        );
        report.retried++;
      }
      return;
    }
    const deliveredAt = clock();
    await db
      .update(outbox)
      .set({ status: "delivered", attempts: row.attempts + 1, deliveredAt, lastError: null, updatedAt: deliveredAt })
      .where(eq(outbox.id, row.id));
    if (row.leadId) await markLeadDeliveredWhenComplete(db, row.leadId, deliveredAt);
    report.delivered++;
  };

  /** One channel's rows, `concurrency` at a time, each lane in id order. */
  const deliverChannel = async (rows: ClaimedRow[]) => {
    const queue = [...rows];
    const lane = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) await deliverRow(row);
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, lane));
  };
  const ordered = claimed.sort((a, b) => a.id - b.id);
  await Promise.all(channels.map((channel) => deliverChannel(ordered.filter((row) => row.channel === channel))));
  return report;
}

/**
 * A lead is delivered once every one of its messages is, or was cancelled by the agency in the
 * console (nothing is left to send: app/lib/console-operations.ts, `leadDeliveryStatus`).
 */
async function markLeadDeliveredWhenComplete(db: Database, leadId: string, now: Date) {
  const open = db
    .select({ one: sql`1` })
    .from(outbox)
    .where(and(eq(outbox.leadId, leadId), notInArray(outbox.status, ["delivered", "cancelled"])));
  await db
    .update(leads)
    .set({ status: "delivered", updatedAt: now })
    .where(and(eq(leads.id, leadId), eq(leads.status, "received"), sql`not exists (${open})`));
}
