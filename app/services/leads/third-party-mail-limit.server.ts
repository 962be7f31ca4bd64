import { sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { rateLimitCounters } from "#db/schema.ts";
import { hashedCounterKey } from "#app/services/rate-limits/counter-key.server.ts";

/**
 * Daily limits on the mails the site sends to a third party on a visitor's word (decision 0031):
 * the same friend's address gets at most FRIEND_MAILS_PER_DAY such mails, whoever sends them, and
 * one sender's address sends at most SENDER_MAILS_PER_DAY. Counted in the database
 * (rate_limit_counters, keys hashed with the day's salt like every rate limit), so every server
 * process shares them; a day is a UTC day, as the salt is.
 */
export const FRIEND_MAILS_PER_DAY = 3;
export const SENDER_MAILS_PER_DAY = 10;

export type ThirdPartyMailVerdict = "allowed" | "recipient-limit" | "sender-limit";

class OverLimit extends Error {
  constructor(readonly verdict: Exclude<ThirdPartyMailVerdict, "allowed">) {
    super(verdict);
  }
}

/** The end of the UTC day of `now`: when that day's counters may go. */
function endOfDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * Counts one mail from `sender` to `recipient`, or refuses it when either is at its limit; a
 * refused mail is not counted (both counters move in one transaction, rolled back on refusal).
 */
export async function countThirdPartyMail(
  db: Database,
  mail: { sender: string; recipient: string },
  now = new Date(),
): Promise<ThirdPartyMailVerdict> {
  const counters = [
    {
      key: await hashedCounterKey(db, "mail-to:", mail.recipient.toLowerCase()),
      max: FRIEND_MAILS_PER_DAY,
      verdict: "recipient-limit" as const,
    },
    {
      key: await hashedCounterKey(db, "mail-from:", mail.sender.toLowerCase()),
      max: SENDER_MAILS_PER_DAY,
      verdict: "sender-limit" as const,
    },
  ];
  const resetAt = endOfDay(now);
  try {
    await db.transaction(async (tx) => {
      for (const counter of counters) {
        const [row] = await tx
          .insert(rateLimitCounters)
          .values({ key: counter.key, hits: 1, resetAt })
          .onConflictDoUpdate({
            target: rateLimitCounters.key,
            set: {
              hits: sql`case when ${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimitCounters.hits} + 1 end`,
              resetAt: sql`case when ${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimitCounters.resetAt} end`,
            },
          })
          .returning({ hits: rateLimitCounters.hits });
        if (row!.hits > counter.max) throw new OverLimit(counter.verdict);
      }
    });
  } catch (error) {
    if (error instanceof OverLimit) return error.verdict;
    throw error;
  }
  return "allowed";
}
