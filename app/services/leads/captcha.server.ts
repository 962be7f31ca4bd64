import { createHash, randomBytes } from "node:crypto";
import { createChallenge, verifySolution, type Challenge, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { appSecrets, rateLimitCounters } from "#db/schema.ts";

/**
 * The self-hosted proof-of-work captcha (ALTCHA, docs/decisions/0007): the server signs a
 * challenge, the visitor's browser spends a moment of CPU solving it, the form posts the solution
 * and the server checks the signature and the work. No third party, no cookie, nothing to type.
 *
 * A solution is spent once: its signature is recorded until the challenge expires, so a bot
 * cannot solve one challenge and post it a thousand times.
 */

/** How long a challenge may be solved and posted: a visitor filling in a long form has time. */
const CHALLENGE_LIFETIME_MS = 30 * 60_000;
/**
 * SHA-256 rounds per attempt; about 256 attempts are needed on average, so some 25 000 digests:
 * a few tenths of a second in a phone's browser, done while the visitor fills in the form, and a
 * real cost for a bot posting thousands of forms.
 */
const COST = 100;

export type CaptchaCheck = "verified" | "invalid";

const secretCache = new WeakMap<Database, string>();

/** The signing key every process shares (app_secrets), made once. */
async function signingSecret(db: Database): Promise<string> {
  const cached = secretCache.get(db);
  if (cached) return cached;
  await db
    .insert(appSecrets)
    .values({ name: "captcha", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(sql`${appSecrets.name} = 'captcha'`);
  secretCache.set(db, row!.value);
  return row!.value;
}

/** A fresh signed challenge for the widget (`GET /api/captcha`). */
export async function newChallenge(db: Database, now = new Date()): Promise<Challenge> {
  const secret = await signingSecret(db);
  return createChallenge({
    algorithm: "SHA-256",
    cost: COST,
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    hmacSignatureSecret: secret,
  });
}

/** The widget's posted field: base64 of `{challenge, solution}`. Anything else is not a payload. */
function decodePayload(field: string): Payload | null {
  if (field.length > 4000) return null;
  try {
    const decoded = JSON.parse(Buffer.from(field, "base64").toString("utf8")) as Partial<Payload>;
    if (
      typeof decoded !== "object" ||
      decoded === null ||
      typeof decoded.challenge !== "object" ||
      typeof decoded.solution !== "object"
    )
      return null;
    if (typeof decoded.challenge?.parameters !== "object" || typeof decoded.challenge.signature !== "string")
      return null;
    return decoded as Payload;
  } catch {
    return null;
  }
}

/**
 * Checks a posted solution: signed by us, not expired, the work done, and not posted before.
 * Never throws on hostile input: whatever does not verify is "invalid".
 */
export async function verifyCaptcha(db: Database, field: string): Promise<CaptchaCheck> {
  const payload = decodePayload(field);
  if (!payload) return "invalid";
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: await signingSecret(db),
    });
    verified = result.verified;
  } catch {
    return "invalid";
  }
  if (!verified) return "invalid";
  // Spent once: the first post of a solution inserts its key; a replay finds it there.
  const expiresAt = new Date(
    payload.challenge.parameters.expiresAt
      ? payload.challenge.parameters.expiresAt * 1000
      : Date.now() + CHALLENGE_LIFETIME_MS,
  );
  const key = `captcha:${createHash("sha256")
    .update(payload.challenge.signature ?? "")
    .digest("base64url")
    .slice(0, 32)}`;
  const inserted = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetAt: expiresAt })
    .onConflictDoNothing()
    .returning({ key: rateLimitCounters.key });
  return inserted.length === 1 ? "verified" : "invalid";
}
