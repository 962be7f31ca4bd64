import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { owners, sessions } from "#db/schema.ts";

/**
 * Owner sessions (OWASP ASVS V3), in the database so every server process knows them: the cookie
 * holds 256 random bits, the `sessions` row only their SHA-256 (a copy of the table opens no
 * session). A session ends after SESSION_IDLE_MINUTES without a request, after
 * SESSION_ABSOLUTE_HOURS whatever happens, at logout, when the password is changed and when the
 * agency disables the account (app/services/owners/owner-admin.server.ts). Each login makes a new
 * id (no session fixation).
 */
export const SESSION_COOKIE = "owner_session";
export const SESSION_IDLE_MINUTES = 30;
const SESSION_ABSOLUTE_HOURS = 12;
/** lastSeenAt is written at most this often: a page with several requests is one write. */
const TOUCH_AFTER_MS = 60_000;

export type OwnerSession = { ownerId: number; idHash: string; expiresAt: Date };

const hashOf = (id: string) => createHash("sha256").update(id).digest("hex");

/** A new session for an owner who just proved who they are; returns the cookie's value. */
export async function createSession(db: Database, ownerId: number, now = new Date()): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    idHash: hashOf(id),
    ownerId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_HOURS * 3600_000),
  });
  return id;
}

/**
 * The session named by a cookie value, if it is still alive and its owner's account is not
 * disabled (and marks it seen). Disabling an account deletes its sessions as well; the owner's row
 * is read here too, so a session can never outlive the account's state.
 */
export async function findSession(db: Database, id: string | null, now = new Date()): Promise<OwnerSession | null> {
  if (!id || id.length > 100) return null;
  const idHash = hashOf(id);
  const idleLimit = new Date(now.getTime() - SESSION_IDLE_MINUTES * 60_000);
  const [row] = await db
    .select({ ownerId: sessions.ownerId, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(owners, eq(owners.id, sessions.ownerId))
    .where(
      and(
        eq(sessions.idHash, idHash),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleLimit),
        isNull(owners.disabledAt),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return { ownerId: row.ownerId, idHash, expiresAt: row.expiresAt };
}

/** Logout: the row goes, so the cookie is worthless even if it was copied. */
export async function endSession(db: Database, id: string | null): Promise<void> {
  if (!id) return;
  await db.delete(sessions).where(eq(sessions.idHash, hashOf(id)));
}

/** Every session of an owner (after a password change). */
export async function endOwnerSessions(db: Pick<Database, "delete">, ownerId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.ownerId, ownerId));
}

/** Dead sessions are removed now and then (they are refused anyway). */
export async function pruneSessions(db: Database, now = new Date()): Promise<void> {
  const idleLimit = new Date(now.getTime() - SESSION_IDLE_MINUTES * 60_000);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleLimit)));
}

/** The session id in a request's Cookie header, or null. */
export function sessionIdFrom(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE) return value.join("=") || null;
  }
  return null;
}

/**
 * The Set-Cookie of a session: HttpOnly (no script reads it), SameSite=Lax (no cross-site post
 * carries it), Secure when the site is reached over HTTPS; no Max-Age, so it ends with the
 * browser as well (the server's expiry holds in any case).
 */
export function sessionCookie(id: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
