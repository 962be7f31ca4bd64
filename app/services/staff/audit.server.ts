import { and, desc, eq, ilike, lt, or, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { auditLog } from "#db/schema.ts";

/**
 * The audit log (decision 0051): every change made in the console, written in the change's own
 * transaction so a change and its record stand or fall together. `before` and `after` hold the
 * changed fields only, never a password, a secret or a token.
 */
export type Actor = { id: number | null; email: string };

/** Changes made on the command line (`npm run staff`, `npm run owner`). */
export const COMMAND_LINE: Actor = { id: null, email: "command line" };

type Writer = Pick<Database, "insert">;

export async function recordAudit(
  db: Writer,
  actor: Actor,
  action: string,
  subject: string,
  change: { before?: unknown; after?: unknown } = {},
): Promise<void> {
  await db.insert(auditLog).values({
    staffId: actor.id,
    staffEmail: actor.email,
    action,
    subject,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

export type AuditEntry = {
  id: number;
  at: Date;
  staffEmail: string;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
};

export const AUDIT_PAGE_SIZE = 50;

const ENTRY_COLUMNS = {
  id: auditLog.id,
  at: auditLog.at,
  staffEmail: auditLog.staffEmail,
  action: auditLog.action,
  subject: auditLog.subject,
  before: auditLog.before,
  after: auditLog.after,
};

/** The log, newest first, filtered by a word of the action, subject or e-mail; `before`: the id to page from. */
export async function auditEntries(db: Database, filter: AuditFilter = {}): Promise<AuditEntry[]> {
  return db
    .select(ENTRY_COLUMNS)
    .from(auditLog)
    .where(auditCondition(filter))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
}

export type AuditFilter = { q?: string | null; before?: number | null };

function auditCondition(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(auditLog.action, like), ilike(auditLog.subject, like), ilike(auditLog.staffEmail, like))!);
  }
  if (filter.before) conditions.push(lt(auditLog.id, filter.before));
  return conditions.length ? and(...conditions) : undefined;
}

/** Whether the log has an entry of the filter older than `before` (the log page's link to older ones). */
export async function auditEntryBefore(db: Database, filter: AuditFilter & { before: number }): Promise<boolean> {
  const [row] = await db.select({ id: auditLog.id }).from(auditLog).where(auditCondition(filter)).limit(1);
  return row !== undefined;
}

/** The entries about one subject (a lead's page shows its history), newest first. */
export async function auditOf(db: Database, subject: string): Promise<AuditEntry[]> {
  return db.select(ENTRY_COLUMNS).from(auditLog).where(eq(auditLog.subject, subject)).orderBy(desc(auditLog.id));
}
