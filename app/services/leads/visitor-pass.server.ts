import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { appSecrets } from "#db/schema.ts";

/**
 * The visitor pass (decision 0032): a visitor who solved the captcha (the proof of work or the
 * question) gets a signed cookie for a day. Their posts then count against their own pass instead of
 * the shared address (server/form-guard.ts) and are not asked for the captcha again, so people behind
 * one address (a mobile carrier's NAT, an office) do not lock each other out. The cookie is
 * `id.expiry.mac` (HMAC, key in app_secrets), HttpOnly, SameSite=Lax: no data, nothing stored.
 */
const VISITOR_PASS_COOKIE = "visitor_pass";
const VISITOR_PASS_LIFETIME_MS = 24 * 60 * 60_000;

const secretCache = new WeakMap<Database, Buffer>();

async function signingKey(db: Database): Promise<Buffer> {
  const cached = secretCache.get(db);
  if (cached) return cached;
  await db
    .insert(appSecrets)
    .values({ name: "visitor-pass", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(sql`${appSecrets.name} = 'visitor-pass'`);
  const key = Buffer.from(row!.value, "base64url");
  secretCache.set(db, key);
  return key;
}

const mac = (key: Buffer, id: string, expires: number) =>
  createHmac("sha256", key).update(`${id}.${expires}`).digest("base64url");

/** The Set-Cookie value of a new pass; Secure when the site is served over https. */
export async function issueVisitorPass(db: Database, secure: boolean, now = new Date()): Promise<string> {
  const id = randomBytes(12).toString("base64url");
  const expires = now.getTime() + VISITOR_PASS_LIFETIME_MS;
  const value = `${id}.${expires}.${mac(await signingKey(db), id, expires)}`;
  return `${VISITOR_PASS_COOKIE}=${value}; Path=/; Max-Age=${VISITOR_PASS_LIFETIME_MS / 1000}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The pass's id when the request's Cookie header holds a valid, unexpired pass; else null. */
export async function readVisitorPass(
  db: Database,
  cookieHeader: string | undefined | null,
  now = new Date(),
): Promise<string | null> {
  if (!cookieHeader || cookieHeader.length > 8192) return null;
  const match = new RegExp(`(?:^|;\\s*)${VISITOR_PASS_COOKIE}=([\\w-]{16})\\.(\\d{13})\\.([\\w-]{43})(?:;|$)`).exec(
    cookieHeader,
  );
  if (!match) return null;
  const [, id, expiresText, given] = match as unknown as [string, string, string, string];
  const expires = Number(expiresText);
  if (expires <= now.getTime() || expires > now.getTime() + VISITOR_PASS_LIFETIME_MS) return null;
  const expected = Buffer.from(mac(await signingKey(db), id, expires));
  const posted = Buffer.from(given);
  return expected.length === posted.length && timingSafeEqual(expected, posted) ? id : null;
}
