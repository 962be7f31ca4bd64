import { and, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { rateLimitCounters } from "#db/schema.ts";
import { hashedCounterKey } from "#server/rate-limit.ts";
import { secondsToWait } from "#app/lib/login-throttle.ts";

/**
 * Failed owner logins, counted per account (the e-mail typed) and per client address in the
 * rate-limit table (server/rate-limit.ts: keys are salted hashes, never the address or the
 * e-mail), so the count holds across server processes. The rule (how long to wait) is
 * app/lib/login-throttle.ts; settings.rateLimits.login gives the limit and how long a counter is
 * remembered after its last failure.
 */
export type LoginLimit = { max: number; windowSeconds: number };
type Attempt = { email: string; address: string };

async function keysOf(db: Database, attempt: Attempt): Promise<string[]> {
  return Promise.all([hashedCounterKey(db, "login-account:", attempt.email), hashedCounterKey(db, "login-address:", attempt.address)]);
}

/** Seconds the attempt must wait before its password is even checked (0: go ahead). */
export async function loginWait(db: Database, attempt: Attempt, limit: LoginLimit, now = new Date()): Promise<number> {
  const rows = await db
    .select({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt })
    .from(rateLimitCounters)
    .where(and(inArray(rateLimitCounters.key, await keysOf(db, attempt)), gt(rateLimitCounters.resetAt, now)));
  return Math.max(0, ...rows.map((row) => secondsToWait({ failures: row.hits, lastFailureAt: new Date(row.resetAt.getTime() - limit.windowSeconds * 1000) }, limit.max, now)));
}

/** One more failure for the account and the address; the counters are remembered `windowSeconds` from now. */
export async function recordLoginFailure(db: Database, attempt: Attempt, limit: LoginLimit): Promise<void> {
  const window = `${limit.windowSeconds} seconds`;
  for (const key of await keysOf(db, attempt)) {
    await db
      .insert(rateLimitCounters)
      .values({ key, hits: 1, resetAt: sql`now() + ${window}::interval` })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.hits} + 1 end`,
          resetAt: sql`now() + ${window}::interval`,
        },
      });
  }
}

/** A successful login forgets the account's failures (the address's stay: it may be guessing others). */
export async function forgetAccountFailures(db: Database, email: string): Promise<void> {
  await db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, [await hashedCounterKey(db, "login-account:", email)]));
}
