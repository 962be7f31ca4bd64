import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { staff } from "#db/schema.ts";
import type { ConsoleLocale, StaffRole } from "#app/domain/staff.ts";
import { hashPassword, passwordMatches } from "#app/services/owners/accounts.server.ts";
import { recordAudit, type Actor } from "./audit.server.ts";

/**
 * Staff accounts (decision 0051). No sign-up: the first manager comes from `npm run staff`, the
 * others from a manager's invitation. Passwords are argon2id, as the owners'. A disabled account
 * cannot log in and its sessions end.
 */
export type StaffMember = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  locale: ConsoleLocale;
  /** Whether the person protects their login with a TOTP app. */
  hasSecondFactor: boolean;
  hasPassword: boolean;
  disabled: boolean;
};

type Row = typeof staff.$inferSelect;
const member = (row: Row): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
  locale: row.locale as ConsoleLocale,
  hasSecondFactor: row.totpSecret !== null,
  hasPassword: row.passwordHash !== null,
  disabled: row.disabledAt !== null,
});

/** The active member of staff whose e-mail and password these are, or null (every refusal alike). */
export async function verifyStaffCredentials(db: Database, email: string, password: string) {
  const [row] = await db.select().from(staff).where(eq(staff.email, email.trim().toLowerCase()));
  const valid = await passwordMatches(row?.passwordHash ?? null, password);
  if (!row?.passwordHash || !valid || row.disabledAt) return null;
  return member(row);
}

export async function findStaff(db: Database, id: number): Promise<StaffMember | null> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row ? member(row) : null;
}

export async function findStaffByEmail(db: Database, email: string): Promise<StaffMember | null> {
  const [row] = await db.select().from(staff).where(eq(staff.email, email.trim().toLowerCase()));
  return row ? member(row) : null;
}

export async function listStaff(db: Database): Promise<StaffMember[]> {
  return (await db.select().from(staff).orderBy(asc(staff.name), asc(staff.id))).map(member);
}

/** The active staff, for an assignee list. */
export async function activeStaff(db: Database): Promise<StaffMember[]> {
  return (await db.select().from(staff).where(isNull(staff.disabledAt)).orderBy(asc(staff.name))).map(member);
}

export type NewStaff = { email: string; name: string; role: StaffRole; locale: ConsoleLocale };

/** A new account without a password; null when the e-mail already has one. */
export async function createStaff(db: Database, input: NewStaff, actor: Actor): Promise<StaffMember | null> {
  return db.transaction(async (tx) => {
    const created = await insertStaff(tx, input);
    if (!created) return null;
    await recordAudit(tx, actor, "staff.create", `staff:${created.id}`, {
      after: { email: created.email, name: created.name, role: created.role, locale: created.locale },
    });
    return created;
  });
}

/**
 * The account's row alone, in the caller's transaction (an invitation writes it with its own
 * audit entry and mail); null when the e-mail already has an account.
 */
export async function insertStaff(db: Pick<Database, "insert">, input: NewStaff): Promise<StaffMember | null> {
  const [row] = await db
    .insert(staff)
    .values({
      email: input.email.trim().toLowerCase(),
      name: input.name.trim(),
      role: input.role,
      locale: input.locale,
    })
    .onConflictDoNothing({ target: staff.email })
    .returning();
  return row ? member(row) : null;
}

export type StaffChange = Partial<{ name: string; role: StaffRole; locale: ConsoleLocale; disabled: boolean }>;

/** Changes an account and records what changed; null when there is no such account. */
export async function updateStaff(
  db: Database,
  id: number,
  change: StaffChange,
  actor: Actor,
): Promise<StaffMember | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for("update");
    if (!row) return null;
    const before = member(row);
    const set: Partial<Row> = { updatedAt: new Date() };
    if (change.name !== undefined) set.name = change.name.trim();
    if (change.role !== undefined) set.role = change.role;
    if (change.locale !== undefined) set.locale = change.locale;
    if (change.disabled !== undefined) set.disabledAt = change.disabled ? (row.disabledAt ?? new Date()) : null;
    const [updated] = await tx.update(staff).set(set).where(eq(staff.id, id)).returning();
    const after = member(updated!);
    const fields = (["name", "role", "locale", "disabled"] as const).filter((field) => before[field] !== after[field]);
    if (fields.length)
      await recordAudit(tx, actor, "staff.update", `staff:${id}`, {
        before: Object.fromEntries(fields.map((field) => [field, before[field]])),
        after: Object.fromEntries(fields.map((field) => [field, after[field]])),
      });
    return after;
  });
}

/** Sets a password (already checked against the policy). */
export async function setStaffPassword(db: Pick<Database, "update">, id: number, password: string): Promise<void> {
  await db
    .update(staff)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(and(eq(staff.id, id)));
}
