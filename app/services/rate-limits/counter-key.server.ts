import { createHmac, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { rateLimitSalts } from "#db/schema.ts";

/**
 * A counter's key in the rate-limit table: the limit's prefix and the client (an address, an
 * account's e-mail) hashed with the day's salt, never the value itself (it is personal data).
 * The Express rate limits (server/rate-limit.ts), the owner login's throttle, the password reset
 * and the third-party mail limit all key their counters with it. A service, not part of server/,
 * because the app's services use it and app/ never imports server/.
 */
export async function hashedCounterKey(db: Database, prefix: string, client: string): Promise<string> {
  return (
    prefix +
    createHmac("sha256", await daySalt(db))
      .update(client)
      .digest("base64url")
      .slice(0, 22)
  );
}

const saltCache = new WeakMap<Database, { day: string; salt: string }>();

/** Today's salt (UTC day): made by the first process that needs it, read by the others. */
async function daySalt(db: Database): Promise<string> {
  const day = new Date().toISOString().slice(0, 10);
  const cached = saltCache.get(db);
  if (cached?.day === day) return cached.salt;
  await db
    .insert(rateLimitSalts)
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: rateLimitSalts.salt })
    .from(rateLimitSalts)
    .where(sql`${rateLimitSalts.day} = ${day}`);
  saltCache.set(db, { day, salt: row!.salt });
  return row!.salt;
}
