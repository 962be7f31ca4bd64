import type { Database } from "#db/client.server.ts";
import type { MailTransport } from "#app/services/mail/mail-transport.server.ts";
import {
  deliverDue,
  type LeadForwarder,
  type OutboxChannel,
  type OutboxLogger,
} from "#app/services/leads/outbox.server.ts";
import { describeDeliveryError } from "#app/services/leads/outbox-retry.ts";
import { waitAtMost } from "#app/lib/wait-at-most.ts";

/**
 * The outbox worker of a server process: the loop that polls the outbox and hands due rows to the
 * delivery (app/services/leads/outbox.server.ts, `deliverDue`: claim, send, retry), beside the
 * other process-level workers (catalogue sync, demand digest). Started and stopped by
 * server/index.ts.
 */

export type OutboxWorker = {
  /**
   * Stops polling and waits for the batches in flight, at most `graceMs`; a batch cut short is
   * safe (its rows are claimed again after the lease).
   */
  stop(options?: { graceMs?: number }): Promise<void>;
};

/**
 * How each channel is worked (decision 0006): mails in batches of `batch`, a few at a time; CRM
 * calls in small batches sent all at once, so a batch lasts at most one provider timeout
 * (PROVIDER_TIMEOUT_SECONDS), well inside the claim's lease, and a hanging CRM holds up only its
 * own channel.
 */
const PROVIDER_BATCH = 5;
const MAIL_CONCURRENCY = 4;

/**
 * Polls the outbox every `intervalMs`, one loop per channel: the mail loop never waits for a CRM
 * call (each claims only its own channel's rows). A full batch is followed at once by the next one.
 */
export function startOutboxWorker(options: {
  db: Database;
  transport: MailTransport;
  /** The listing provider, for the rows of channel "provider" (leads forwarded to its CRM). */
  provider?: LeadForwarder | null;
  logger: OutboxLogger;
  intervalMs?: number;
  batch?: number;
}): OutboxWorker {
  const { db, transport, provider = null, logger, intervalMs = 5_000, batch = 20 } = options;
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();

  const loop = (channel: OutboxChannel, size: number, concurrency: number) => {
    const schedule = (delay: number) => {
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        const run = tick().finally(() => inFlight.delete(run));
        inFlight.add(run);
      }, delay);
      // The worker never keeps the process alive on its own.
      timer.unref();
      timers.add(timer);
    };
    const tick = async () => {
      let full = false;
      try {
        const report = await deliverDue(db, transport, {
          now: new Date(),
          batch: size,
          logger,
          provider,
          channels: [channel],
          concurrency,
        });
        full = report.delivered + report.retried + report.failed >= size;
      } catch (error) {
        // The database is unreachable: try again at the next tick.
        logger.warn({ channel, error: describeDeliveryError(error) }, "outbox worker: claiming messages failed");
      }
      schedule(full ? 0 : intervalMs);
    };
    schedule(0);
  };

  loop("mail", batch, MAIL_CONCURRENCY);
  // Provider rows wait (pending) in a process that has no provider to forward them to.
  if (provider?.acceptsLeads) loop("provider", Math.min(batch, PROVIDER_BATCH), PROVIDER_BATCH);
  return {
    async stop({ graceMs = 3_000 } = {}) {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      if (inFlight.size === 0) return;
      await waitAtMost(
        Promise.all(inFlight).then(() => undefined),
        graceMs,
      );
    },
  };
}
