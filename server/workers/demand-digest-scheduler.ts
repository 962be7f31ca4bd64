import type { Database } from "#db/client.server.ts";
import { sendDemandDigests } from "#app/services/leads/demand-digest.server.ts";
import type { DemandAlertDeps } from "#app/services/leads/demand-alerts.server.ts";
import type { SchedulerLogger } from "./sync-scheduler.ts";
import { slotStart } from "./sync-slots.ts";
import { runEverySlot, type SlotTimer } from "./slot-timer.ts";

/**
 * The daily digest of the demand alerts inside each server process, in the style of the catalogue
 * sync's scheduler: every process wakes at each slot (06:00 UTC: 07:00 in Brussels in winter, 08:00
 * in summer), and the slot's claim in demand_digest_runs lets exactly one of them send it
 * (app/services/leads/demand-digest.server.ts). A server starting after today's slot sends it at
 * once when no process has; digests go out through the outbox, with its retries.
 */
const DIGEST_INTERVAL_MS = 24 * 60 * 60_000;
const DIGEST_OFFSET_MS = 6 * 60 * 60_000;

/** The start of the digest slot holding `now`: slots of `intervalMs` shifted by `offsetMs` from the epoch. */
export function digestSlot(now: Date, intervalMs = DIGEST_INTERVAL_MS, offsetMs = DIGEST_OFFSET_MS): Date {
  return new Date(slotStart(new Date(now.getTime() - offsetMs), intervalMs).getTime() + offsetMs);
}

export type DigestScheduler = SlotTimer;

export function startDigestScheduler(options: {
  db: Database;
  deps: DemandAlertDeps;
  logger: SchedulerLogger;
  intervalMs?: number;
  offsetMs?: number;
  now?: () => Date;
}): DigestScheduler {
  const {
    db,
    deps,
    logger,
    intervalMs = DIGEST_INTERVAL_MS,
    offsetMs = DIGEST_OFFSET_MS,
    now = () => new Date(),
  } = options;
  const runSlot = async (slot: Date) => {
    try {
      const report = await sendDemandDigests(db, deps, slot);
      if (!report.claimed) logger.info({ slot: slot.toISOString() }, "demand digests: slot already sent");
    } catch (error) {
      // The database is unreachable or a mail could not be composed: the rows wait for the next slot.
      logger.error({ slot: slot.toISOString(), error: (error as Error).message }, "demand digests failed");
    }
  };

  return runEverySlot({
    slotOf: (moment) => digestSlot(moment, intervalMs, offsetMs),
    nextSlot: (moment) => new Date(digestSlot(moment, intervalMs, offsetMs).getTime() + intervalMs),
    runSlot,
    now,
  });
}
