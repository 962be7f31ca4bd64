import type { Request, RequestHandler, Response } from "express";
import { rateLimit, type IncrementResponse, type Options, type Store } from "express-rate-limit";
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { rateLimitCounters, rateLimitSalts } from "#db/schema.ts";
import { hashedCounterKey } from "#app/services/rate-limits/counter-key.server.ts";

/**
 * Rate limits (settings.rateLimits: the public JSON API here; forms and logins use the same store).
 * The counters live in the database, not in the process, so every worker of a multi-process start
 * counts the same hits (ARCHITECTURE: all shared state in PostgreSQL). A fixed window per key: the
 * first hit opens it, hits after its end start a new one.
 *
 * The client's address is personal data: the table holds an HMAC of it with the day's random salt
 * (rate_limit_salts, shared by all processes, deleted after two days), never the address itself.
 */
export class DatabaseRateLimitStore implements Store {
  /** Keys of different limits never mix (api:…, form:…, login:…). */
  readonly prefix: string;
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly db: Database,
    prefix: string,
  ) {
    this.prefix = `${prefix}:`;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  /** The counter's key: the limit's prefix and the salted hash of the client. */
  private async counterKey(client: string): Promise<string> {
    return hashedCounterKey(this.db, this.prefix, client);
  }

  async increment(key: string): Promise<IncrementResponse> {
    const id = await this.counterKey(key);
    const window = `${this.windowMs} milliseconds`;
    const [row] = await this.db
      .insert(rateLimitCounters)
      .values({ key: id, hits: 1, resetAt: sql`now() + ${window}::interval` })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.hits} + 1 end`,
          resetAt: sql`case when ${rateLimitCounters.resetAt} <= now() then now() + ${window}::interval else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, resetAt: rateLimitCounters.resetAt });
    return { totalHits: row!.hits, resetTime: row!.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimitCounters)
      .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
      .where(sql`${rateLimitCounters.key} = ${await this.counterKey(key)}`);
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${await this.counterKey(key)}`);
  }
}

/** Counters whose window ended long ago, and salts older than yesterday's: removed now and then. */
export async function pruneRateLimitCounters(db: Database): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.resetAt} < now() - interval '1 day'`);
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await db.delete(rateLimitSalts).where(sql`${rateLimitSalts.day} < ${yesterday}`);
}

/**
 * The public JSON API's limit per client address: over it, 429 with a JSON error and Retry-After
 * (the draft-8 RateLimit headers tell well-behaved clients how much is left). If the counters
 * cannot be reached the request goes through: the API must not fail because of its own guard.
 */
export function apiRateLimit(db: Database, limit: { max: number; windowSeconds: number }): RequestHandler {
  return rateLimit({
    windowMs: limit.windowSeconds * 1000,
    limit: limit.max,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: new DatabaseRateLimitStore(db, "api"),
    passOnStoreError: true,
    handler: (req: Request, res: Response) => {
      res.set({ "Cache-Control": "no-store", "Access-Control-Allow-Origin": "*" });
      res.status(429).json({
        error: "rate_limited",
        retryAfterSeconds: Number(res.getHeader("Retry-After")) || limit.windowSeconds,
      });
    },
  });
}
