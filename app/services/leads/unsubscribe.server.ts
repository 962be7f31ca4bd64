import { eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Database } from "#db/client.server.ts";
import { demandRegistrations, newsletterSubscriptions } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { tokenHash } from "./store-lead.server.ts";

/**
 * Unsubscribing by the token of a mail's link (the newsletter's welcome mail, a lead's confirmation
 * for a visitor who ticked the newsletter box, a demand register's alerts). Only the token's
 * SHA-256 is stored; a token names either a newsletter subscription or a demand registration, and
 * unsubscribing switches that row off (kept as the record of the choice). Doing it again changes
 * nothing and still succeeds: a mail client may post the one-click request more than once.
 */

/** What `newToken()` makes is 32 base64url characters; anything far from that is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

export type UnsubscribeTarget = { newsletter: boolean; demands: number };

/** A token's rows: `active` is false once it was used (the page then says so instead of asking again). */
export type UnsubscribeState = UnsubscribeTarget & { active: boolean };

function hashOf(token: string): string | null {
  return TOKEN_SHAPE.test(token) ? tokenHash(token) : null;
}

/** What a token unsubscribes from and whether any of it is still on, or null when it names nothing (then "person not found"). */
export async function findUnsubscribeTarget(db: Database, token: string): Promise<UnsubscribeState | null> {
  const hash = hashOf(token);
  if (!hash) return null;
  const [newsletter, demands] = await Promise.all([
    db
      .select({ active: newsletterSubscriptions.active })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hash))
      .limit(1),
    db
      .select({
        count: sql<number>`count(*)::int`,
        active: sql<number>`count(*) filter (where ${demandRegistrations.active})::int`,
      })
      .from(demandRegistrations)
      .where(eq(demandRegistrations.unsubscribeTokenHash, hash)),
  ]);
  const target = { newsletter: newsletter.length > 0, demands: Number(demands[0]?.count ?? 0) };
  if (!target.newsletter && target.demands === 0) return null;
  return { ...target, active: newsletter[0]?.active === true || Number(demands[0]?.active ?? 0) > 0 };
}

/**
 * Switches off the newsletter subscription or the demand registration whose token this is, in one
 * transaction; null when the token names neither.
 */
export async function unsubscribeByToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<UnsubscribeTarget | null> {
  const hash = hashOf(token);
  if (!hash) return null;
  return db.transaction(async (tx) => {
    const newsletter = await tx
      .update(newsletterSubscriptions)
      .set({
        active: false,
        unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hash))
      .returning({ id: newsletterSubscriptions.id });
    const demands = await tx
      .update(demandRegistrations)
      .set({ active: false, updatedAt: now })
      .where(eq(demandRegistrations.unsubscribeTokenHash, hash))
      .returning({ id: demandRegistrations.id });
    if (newsletter.length === 0 && demands.length === 0) return null;
    return { newsletter: newsletter.length > 0, demands: demands.length };
  });
}

/** The absolute unsubscribe link of a token in a language (the mails' link and List-Unsubscribe header). */
export function unsubscribeUrl(context: AppLoadContext, locale: Locale, token: string): string {
  return `${context.config.siteUrl}${routePath(context.content.routes.routes, "unsubscribe", locale, { token })}`;
}
