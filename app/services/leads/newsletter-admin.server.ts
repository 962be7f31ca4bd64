import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { newsletterSubscriptions } from "#db/schema.ts";
import { containsPattern, LIST_PAGE_SIZE, type ListFilter } from "#app/lib/console-list-filter.ts";
import { recordAudit, type Actor } from "#app/services/staff/audit.server.ts";
import { UUID_SHAPE, type EndOutcome } from "./demand-admin.server.ts";
import type { SubscriberRow } from "./demand-admin-view.ts";

/**
 * The newsletter's subscribers as the console lists them, and ending a subscription on the
 * person's request: the same change as their unsubscribe link (unsubscribe.server.ts: inactive,
 * with the time, the row kept as the record of the choice), recorded in the audit log.
 */
export async function subscriberList(
  db: Database,
  filter: ListFilter,
): Promise<{ rows: SubscriberRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status !== "all") conditions.push(eq(newsletterSubscriptions.active, filter.status === "active"));
  if (filter.q) conditions.push(ilike(newsletterSubscriptions.email, containsPattern(filter.q)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: newsletterSubscriptions.id,
        email: newsletterSubscriptions.email,
        locale: newsletterSubscriptions.locale,
        createdAt: newsletterSubscriptions.createdAt,
        active: newsletterSubscriptions.active,
        unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
      })
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
      .limit(LIST_PAGE_SIZE)
      .offset((filter.page - 1) * LIST_PAGE_SIZE),
    db.select({ n: count() }).from(newsletterSubscriptions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Ends a subscription on the person's request, with its audit entry, in one transaction. */
export async function endSubscription(db: Database, id: string, actor: Actor, now = new Date()): Promise<EndOutcome> {
  if (!UUID_SHAPE.test(id)) return "not-found";
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(newsletterSubscriptions)
      .set({ active: false, unsubscribedAt: now, updatedAt: now })
      .where(and(eq(newsletterSubscriptions.id, id), eq(newsletterSubscriptions.active, true)))
      .returning({ id: newsletterSubscriptions.id });
    if (!ended) {
      const [exists] = await tx
        .select({ id: newsletterSubscriptions.id })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.id, id));
      return exists ? "already-ended" : "not-found";
    }
    await recordAudit(tx, actor, "newsletter.end", `newsletter:${id}`, {
      before: { active: true },
      after: { active: false, unsubscribedAt: now.toISOString() },
    });
    return "ended";
  });
}
