import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { leads, outbox, testimonials } from "#db/schema.ts";

/** The console's overview: what waits for the agency. */
export type ConsoleOverview = { newLeads: number; waitingTestimonials: number; failedMessages: number };

export async function consoleOverview(db: Database): Promise<ConsoleOverview> {
  const count = sql<number>`count(*)::int`;
  const [[newLeads], [waiting], [failed]] = await Promise.all([
    db.select({ n: count }).from(leads).where(eq(leads.handling, "new")),
    db.select({ n: count }).from(testimonials).where(eq(testimonials.status, "pending")),
    db
      .select({ n: count })
      .from(outbox)
      .where(and(eq(outbox.status, "failed"))),
  ]);
  return { newLeads: newLeads?.n ?? 0, waitingTestimonials: waiting?.n ?? 0, failedMessages: failed?.n ?? 0 };
}
