import type { Database } from "#db/client.server.ts";
import { recordAudit } from "./audit.server.ts";
import { setStaffPassword } from "./accounts.server.ts";
import { staffPasswordVerdict, type PasswordVerdict } from "./password-policy.server.ts";
import { endStaffSessions } from "./sessions.server.ts";
import { spendStaffToken, staffTokenHolder } from "./tokens.server.ts";

/**
 * Choosing a password through a one-hour link (an invitation or a reset): the link is spent, the
 * password set and every session of the person ended, in one transaction, and the audit log says so.
 */
export type PasswordChoice =
  | { kind: "set"; staffId: number }
  | { kind: "invalid-link" }
  | { kind: "refused"; verdict: Exclude<PasswordVerdict, "ok"> | "mismatch" };

export async function choosePasswordWithLink(
  db: Database,
  token: string,
  password: string,
  confirmation: string,
  now = new Date(),
): Promise<PasswordChoice> {
  const holder = await staffTokenHolder(db, token, now);
  if (!holder) return { kind: "invalid-link" };
  const verdict = staffPasswordVerdict(password, holder.email);
  if (verdict !== "ok") return { kind: "refused", verdict };
  if (password !== confirmation) return { kind: "refused", verdict: "mismatch" };
  return db.transaction(async (tx) => {
    if (!(await spendStaffToken(tx, token, now))) return { kind: "invalid-link" } as const;
    await setStaffPassword(tx, holder.staffId, password);
    await endStaffSessions(tx, holder.staffId);
    await recordAudit(
      tx,
      { id: holder.staffId, email: holder.email },
      "staff.password.set",
      `staff:${holder.staffId}`,
      {
        after: { via: holder.purpose },
      },
    );
    return { kind: "set", staffId: holder.staffId } as const;
  });
}
