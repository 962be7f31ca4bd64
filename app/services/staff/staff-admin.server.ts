import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { staff } from "#db/schema.ts";
import type { StaffRole } from "#app/domain/staff.ts";
import { leavesNoManager } from "#app/lib/staff-rules.ts";
import { updateStaff, type StaffChange, type StaffMember } from "./accounts.server.ts";
import { auditOf, COMMAND_LINE, type Actor, type AuditEntry } from "./audit.server.ts";
import { endStaffSessions } from "./sessions.server.ts";

/**
 * A manager's changes to another person's account (or their own) on the staff pages (decision
 * 0051). The rule of app/lib/staff-rules.ts holds under concurrent changes: the managers' rows are
 * locked before they are counted, so two managers demoting each other at the same moment cannot
 * both pass (the second waits, then counts without the first).
 */
export type StaffChangeOutcome =
  { kind: "changed"; member: StaffMember } | { kind: "not-found" } | { kind: "last-manager" };

export async function changeStaffMember(
  db: Database,
  id: number,
  change: StaffChange,
  actor: Actor,
): Promise<StaffChangeOutcome> {
  return db.transaction(async (tx) => {
    // Every manager who can log in, the person changed among them, locked in one order (by id):
    // two changes lock the same rows in the same order, so they queue rather than deadlock.
    const managers = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.role, "manager"), isNull(staff.disabledAt), isNotNull(staff.passwordHash)))
      .orderBy(staff.id)
      .for("update");
    const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for("update");
    if (!row) return { kind: "not-found" } as const;
    const standing = {
      role: row.role as StaffRole,
      disabled: row.disabledAt !== null,
      hasPassword: row.passwordHash !== null,
    };
    const others = managers.filter((manager) => manager.id !== id).length;
    if (leavesNoManager(standing, change, others)) return { kind: "last-manager" } as const;
    const member = (await updateStaff(tx, id, change, actor))!;
    // A disabled account's sessions end with the change (the console refuses them anyway, but
    // nothing of a disabled person's should stay usable).
    if (member.disabled && !standing.disabled) await endStaffSessions(tx, id);
    return { kind: "changed", member } as const;
  });
}

/** The log's entries about one account, newest first (its page shows the latest `limit`). */
export async function staffHistory(db: Database, id: number, limit = 20): Promise<AuditEntry[]> {
  return (await auditOf(db, `staff:${id}`)).slice(0, limit);
}

/** Log entries as a page shows them: the time as ISO text, `who` null for the command line. */
export function auditRows(entries: readonly AuditEntry[]) {
  return entries.map(({ staffEmail, at, ...entry }) => ({
    ...entry,
    at: at.toISOString(),
    who: staffEmail === COMMAND_LINE.email ? null : staffEmail,
  }));
}
