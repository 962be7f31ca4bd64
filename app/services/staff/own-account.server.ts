import { createHash } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { staff, staffSessions } from "#db/schema.ts";
import { recordAudit, type Actor } from "./audit.server.ts";
import { passwordMatches } from "#app/services/owners/accounts.server.ts";
import { setStaffPassword } from "./accounts.server.ts";
import { staffPasswordVerdict, type PasswordVerdict } from "./password-policy.server.ts";

/**
 * A person changes their own password: the current one first (a session left open on a shared
 * computer is not enough), the new one against the policy; their other sessions end, this one stays.
 */
export type OwnPasswordChange =
  | { kind: "changed" }
  | { kind: "wrong-current" }
  | { kind: "refused"; verdict: Exclude<PasswordVerdict, "ok"> | "mismatch" };

export async function changeOwnPassword(
  db: Database,
  person: { id: number; email: string; sessionId: string },
  input: { current: string; password: string; confirmation: string },
): Promise<OwnPasswordChange> {
  const [row] = await db.select({ hash: staff.passwordHash }).from(staff).where(eq(staff.id, person.id));
  if (!(await passwordMatches(row?.hash ?? null, input.current))) return { kind: "wrong-current" };
  const verdict = staffPasswordVerdict(input.password, person.email);
  if (verdict !== "ok") return { kind: "refused", verdict };
  if (input.password !== input.confirmation) return { kind: "refused", verdict: "mismatch" };
  const actor: Actor = { id: person.id, email: person.email };
  const keep = createHash("sha256").update(person.sessionId).digest("hex");
  await db.transaction(async (tx) => {
    await setStaffPassword(tx, person.id, input.password);
    await tx.delete(staffSessions).where(and(eq(staffSessions.staffId, person.id), ne(staffSessions.idHash, keep)));
    await recordAudit(tx, actor, "staff.password.change", `staff:${person.id}`);
  });
  return { kind: "changed" };
}
