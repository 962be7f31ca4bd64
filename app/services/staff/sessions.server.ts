import { createHash, createHmac, timingSafeEqual, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { staffSessions } from "#db/schema.ts";
import { cookieValue } from "#app/lib/console-locale.ts";

/**
 * Staff sessions (decision 0051), built as the owners' (docs/decisions/0015) but apart from
 * them: their own cookie, sent only under /admin/, and their own table, so an owner's session
 * opens nothing in the console and a member of staff's nothing in the portal. A session is
 * `partial` after the password until the second factor is given (or set up, for a manager who has
 * none yet); a partial session opens only the second-factor pages.
 */
export const STAFF_SESSION_COOKIE = "staff_session";
export const STAFF_SESSION_IDLE_MINUTES = 60;
const STAFF_SESSION_ABSOLUTE_HOURS = 12;
/** A partial session must be completed within this time. */
const PARTIAL_SESSION_MINUTES = 10;
const TOUCH_AFTER_MS = 60_000;

export type StaffSession = { staffId: number; complete: boolean; sessionId: string };

const hashOf = (id: string) => createHash("sha256").update(id).digest("hex");

/** A new session after the password; `complete` when no second factor is asked. */
export async function createStaffSession(
  db: Database,
  staffId: number,
  complete: boolean,
  now = new Date(),
): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  const lifetime = complete ? STAFF_SESSION_ABSOLUTE_HOURS * 3600_000 : PARTIAL_SESSION_MINUTES * 60_000;
  await db.insert(staffSessions).values({
    idHash: hashOf(id),
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + lifetime),
    secondFactorAt: complete ? now : null,
  });
  return id;
}

/** The second factor given: the session opens the console, for the full lifetime from now. */
export async function completeStaffSession(db: Database, sessionId: string, now = new Date()): Promise<void> {
  await db
    .update(staffSessions)
    .set({
      secondFactorAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_HOURS * 3600_000),
    })
    .where(eq(staffSessions.idHash, hashOf(sessionId)));
}

/** The live session named by the request's cookie (marked seen), or null. */
export async function findStaffSession(
  db: Database,
  cookieHeader: string | null,
  now = new Date(),
): Promise<StaffSession | null> {
  const id = cookieValue(cookieHeader, STAFF_SESSION_COOKIE);
  if (!id || id.length > 100) return null;
  const idHash = hashOf(id);
  const idleLimit = new Date(now.getTime() - STAFF_SESSION_IDLE_MINUTES * 60_000);
  const [row] = await db
    .select()
    .from(staffSessions)
    .where(
      and(eq(staffSessions.idHash, idHash), gt(staffSessions.expiresAt, now), gt(staffSessions.lastSeenAt, idleLimit)),
    );
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS)
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.idHash, idHash));
  return { staffId: row.staffId, complete: row.secondFactorAt !== null, sessionId: id };
}

export async function endStaffSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, hashOf(sessionId)));
}

/** Every session of a person (password changed, account disabled, second factor reset). */
export async function endStaffSessions(db: Pick<Database, "delete">, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

export async function pruneStaffSessions(db: Database, now = new Date()): Promise<void> {
  const idleLimit = new Date(now.getTime() - STAFF_SESSION_IDLE_MINUTES * 60_000);
  await db.delete(staffSessions).where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.lastSeenAt, idleLimit)));
}

/**
 * The console's CSRF token (OWASP, synchronizer token): an HMAC of the session id, which only the
 * browser holding the HttpOnly cookie has; every console form carries it, every change checks it.
 */
export function csrfToken(sessionId: string): string {
  return createHmac("sha256", sessionId).update("console csrf").digest("base64url");
}

export function validCsrfToken(sessionId: string, token: unknown): boolean {
  if (typeof token !== "string") return false;
  const expected = Buffer.from(csrfToken(sessionId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The session cookie: HttpOnly, SameSite=Lax, Secure over HTTPS, and sent only to /admin/ (the
 * public pages never see it, a CDN in front of them never caches it).
 */
export function staffSessionCookie(id: string, secure: boolean): string {
  return `${STAFF_SESSION_COOKIE}=${id}; Path=/admin/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearedStaffSessionCookie(secure: boolean): string {
  return `${STAFF_SESSION_COOKIE}=; Path=/admin/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
