import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { rateLimitCounters } from "#db/schema.ts";
import { hashedCounterKey } from "#app/services/rate-limits/counter-key.server.ts";
import { captchaRequired, keptSeconds, lastFailureAt, secondsToWait } from "#app/lib/login-throttle.ts";

/**
 * Failed owner logins, counted per client address and per account (the e-mail typed, known or
 * not) in the rate-limit table (app/services/rate-limits/counter-key.server.ts: keys are salted hashes, never the address
 * or the e-mail), so the counts hold across server processes. The rules (how long an address
 * waits, when an account needs the captcha, how long a counter is kept) are
 * app/lib/login-throttle.ts; settings.rateLimits.login gives the limit and the window.
 *
 * Times come from `now` (the caller's clock; tests move it) for the reads and the writes alike.
 */
export type LoginLimit = { max: number; windowSeconds: number };
/** `scope`: whose login it is; the console's (staff) is counted apart from the portal's (owners). */
type Attempt = { email: string; address: string; scope?: "owner" | "staff" };

const prefix = (attempt: Pick<Attempt, "scope">) => (attempt.scope === "staff" ? "staff-login" : "login");
const accountKey = (db: Database, attempt: Pick<Attempt, "email" | "scope">) =>
  hashedCounterKey(db, `${prefix(attempt)}-account:`, attempt.email);
const addressKey = (db: Database, attempt: Pick<Attempt, "address" | "scope">) =>
  hashedCounterKey(db, `${prefix(attempt)}-address:`, attempt.address);

/** Where an attempt stands before its password is checked: the address's wait (0: none) and whether the account needs the captcha. */
export type LoginGate = { waitSeconds: number; captchaRequired: boolean };

export async function loginGate(
  db: Database,
  attempt: Attempt,
  limit: LoginLimit,
  now = new Date(),
): Promise<LoginGate> {
  const [account, address] = await Promise.all([accountKey(db, attempt), addressKey(db, attempt)]);
  const rows = await db
    .select({ key: rateLimitCounters.key, hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt })
    .from(rateLimitCounters)
    .where(and(inArray(rateLimitCounters.key, [account, address]), gt(rateLimitCounters.resetAt, now)));
  const addressRow = rows.find((row) => row.key === address);
  const accountRow = rows.find((row) => row.key === account);
  return {
    waitSeconds: addressRow
      ? secondsToWait(
          {
            failures: addressRow.hits,
            lastFailureAt: lastFailureAt(addressRow.hits, addressRow.resetAt, limit.max, limit.windowSeconds),
          },
          limit.max,
          now,
        )
      : 0,
    captchaRequired: accountRow ? captchaRequired(accountRow.hits, limit.max) : false,
  };
}

/**
 * One more failure for the account and the address. Each counter is kept for its wait plus the
 * window from now (app/lib/login-throttle.ts keptSeconds): counting is one atomic upsert (two
 * processes failing at once both count), and the forget time, which depends on the count, is
 * moved after it, never earlier than it was.
 */
export async function recordLoginFailure(
  db: Database,
  attempt: Attempt,
  limit: LoginLimit,
  now = new Date(),
): Promise<void> {
  for (const key of await Promise.all([accountKey(db, attempt), addressKey(db, attempt)])) {
    const [counted] = await db
      .insert(rateLimitCounters)
      .values({ key, hits: 1, resetAt: new Date(now.getTime() + limit.windowSeconds * 1000) })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimitCounters.hits} + 1 end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits });
    const forgetAt = new Date(now.getTime() + keptSeconds(counted!.hits, limit.max, limit.windowSeconds) * 1000);
    await db
      .update(rateLimitCounters)
      .set({ resetAt: sql`greatest(${rateLimitCounters.resetAt}, ${forgetAt.toISOString()}::timestamptz)` })
      .where(eq(rateLimitCounters.key, key));
  }
}

/** A successful login forgets the account's failures (the address's stay: it may be guessing others). */
export async function forgetAccountFailures(
  db: Database,
  email: string,
  scope: Attempt["scope"] = "owner",
): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, await accountKey(db, { email, scope })));
}
