import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { staff, staffTokens } from "#db/schema.ts";

/**
 * Links to choose a password: an invitation (a new member of staff) or a reset (a manager sends
 * one; the first manager's comes from `npm run staff`). The link holds 256 random bits, the table
 * only their SHA-256; a link works for one hour and once.
 */
export const STAFF_TOKEN_MINUTES = 60;
export type StaffTokenPurpose = "invitation" | "reset";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export async function issueStaffToken(
  db: Pick<Database, "insert">,
  staffId: number,
  purpose: StaffTokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(staffTokens).values({
    tokenHash: hashOf(token),
    staffId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STAFF_TOKEN_MINUTES * 60_000),
  });
  return token;
}

/** Whom a link is for, while it is valid (unused, unexpired, account active), or null. */
export async function staffTokenHolder(
  db: Pick<Database, "select">,
  token: string,
  now = new Date(),
): Promise<{ staffId: number; email: string; name: string; purpose: StaffTokenPurpose } | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ staffId: staff.id, email: staff.email, name: staff.name, purpose: staffTokens.purpose })
    .from(staffTokens)
    .innerJoin(staff, eq(staff.id, staffTokens.staffId))
    .where(
      and(
        eq(staffTokens.tokenHash, hashOf(token)),
        isNull(staffTokens.usedAt),
        gt(staffTokens.expiresAt, now),
        isNull(staff.disabledAt),
      ),
    );
  return row ? { ...row, purpose: row.purpose as StaffTokenPurpose } : null;
}

/** Spends a link (in the transaction that sets the password): false when it was spent meanwhile. */
export async function spendStaffToken(db: Pick<Database, "update">, token: string, now = new Date()): Promise<boolean> {
  const spent = await db
    .update(staffTokens)
    .set({ usedAt: now })
    .where(and(eq(staffTokens.tokenHash, hashOf(token)), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now)))
    .returning({ staffId: staffTokens.staffId });
  return spent.length === 1;
}

export async function pruneStaffTokens(db: Database, now = new Date()): Promise<void> {
  await db.delete(staffTokens).where(lt(staffTokens.expiresAt, new Date(now.getTime() - 24 * 3600_000)));
}
