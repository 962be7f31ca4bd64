import { and, eq, gt, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { outbox, owners, passwordResetTokens, rateLimitCounters } from "#db/schema.ts";
import { hashedCounterKey } from "#app/services/rate-limits/counter-key.server.ts";
import type { Database } from "#db/client.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { composeMail, visitorTranslator } from "#app/services/leads/lead-mail.server.ts";
import { newToken, tokenHash } from "#app/services/leads/store-lead.server.ts";
import { mailMessageSchema } from "#app/services/mail/mail-message.ts";
import { findOwnerByEmail, hashPassword } from "./accounts.server.ts";
import { endOwnerSessions } from "./sessions.server.ts";

/**
 * Password reset (OWASP ASVS 2.5): a random token mailed through the outbox, stored as its
 * SHA-256, valid for one hour and once. Asking for a link answers the same whether the e-mail has
 * an account or not. Setting the new password ends every session of the owner.
 */
export const RESET_TOKEN_MINUTES = 60;
/**
 * Links mailed per e-mail address and hour at most (counted whether the address has an account or
 * not): the form's rate limit is per client address, so without this anyone with a few addresses
 * could fill an owner's mailbox, or keep spending the link they just received.
 */
export const RESET_LINKS_PER_HOUR = 3;

/**
 * Stores a token for the owner with that e-mail (if any) and queues the mail with its link.
 *
 * An unknown e-mail does the same work, so the answer's timing does not tell who has an account
 * (docs/decisions/0015): a stand-in owner (id 0, which no row has) gets a token and a mail composed
 * like a real one, and the same statements run; each writes only rows selected from `owners` by
 * that id, so for the stand-in (and for a disabled account) they write nothing. No branch on
 * "found" before the answer. Each request also counts in `rate_limit_counters`
 * (RESET_LINKS_PER_HOUR), a write for every e-mail: a PostgreSQL transaction that wrote nothing
 * commits without waiting for its log to reach the disk, which would tell the two apart again.
 */
export async function requestPasswordReset(
  context: AppLoadContext,
  email: string,
  locale: Locale,
  now = new Date(),
): Promise<void> {
  const owner = (await findOwnerByEmail(context.db, email)) ?? { id: 0, email: email.toLowerCase(), name: "", locale };
  const counterKey = await hashedCounterKey(context.db, "password-reset:", owner.email);
  const hourFromNow = new Date(now.getTime() + 3600_000);
  await context.db.transaction(async (tx) => {
    const expired = sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
    const [counted] = await tx
      .insert(rateLimitCounters)
      .values({ key: counterKey, hits: 1, resetAt: hourFromNow })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
          resetAt: sql`case when ${expired} then ${hourFromNow.toISOString()}::timestamptz else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits });
    // Over the limit: nothing more, known e-mail or not (the answer stays the same).
    if (counted!.hits > RESET_LINKS_PER_HOUR) return;
    await queueResetMail(tx, context, owner, locale, now);
  });
}

/** What queueResetMail writes with: a transaction (or the database). */
type Writer = Pick<Database, "insert" | "update" | "select" | "execute">;

/**
 * A new reset link for an owner, mailed in `locale` through the outbox: the one way a link is sent,
 * for the portal's "forgot password" (in the page's language) and the console's "send the password
 * link" (in the owner's). Both rows (the token, issueResetToken, and the outbox's) are selected from
 * the owner's row of an account that is not disabled, so for the stand-in owner of an unknown
 * e-mail, or a disabled account, the same statements run and write nothing. The caller owns the
 * transaction (the console records its audit entry in it).
 */
export async function queueResetMail(
  tx: Writer,
  context: Pick<AppLoadContext, "config" | "content">,
  owner: { id: number; email: string; name: string },
  locale: Locale,
  now = new Date(),
): Promise<void> {
  const t = visitorTranslator(locale);
  const { token, hash } = await issueResetToken(tx, owner.id, now);
  const link = `${context.config.siteUrl}${routePath(context.content.routes.routes, "password-reset", locale, { token })}`;
  const payload = mailMessageSchema.parse(
    composeMail({
      locale,
      to: owner.email,
      subject: t("mail.reset.subject"),
      blocks: [
        { paragraph: t("mail.greeting", { name: owner.name }) },
        { paragraph: t("mail.reset.text") },
        { link: { href: link, text: t("owner.newPassword") } },
        { paragraph: `${t("mail.signature")}\n${context.content.siteInfo.name}` },
      ],
    }),
  );
  // The outbox's own insert (enqueue) made conditional on the owner's row, for the reason above.
  await tx.execute(sql`
    insert into ${outbox} (lead_id, channel, idempotency_key, payload)
    select null, 'mail', ${`password-reset:${hash}`}, ${JSON.stringify(payload)}::jsonb from ${owners}
    where ${owners.id} = ${owner.id} and ${owners.disabledAt} is null
    on conflict (idempotency_key) do nothing`);
}

/**
 * A new reset token for an owner (stored as its hash); the caller puts it in a link. The owner's
 * other outstanding links are spent first: only the newest link works (docs/decisions/0015). The
 * token row is selected from the owner's row, so an id without owner (the stand-in above) or a
 * disabled account stores nothing.
 */
export async function issueResetToken(
  db: Pick<Database, "insert" | "update" | "select">,
  ownerId: number,
  now = new Date(),
): Promise<{ token: string; hash: string }> {
  const { token, hash } = newToken();
  await withdrawResetTokens(db, ownerId, now);
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000);
  await db.insert(passwordResetTokens).select(
    db
      .select({
        tokenHash: sql<string>`${hash}`.as("token_hash"),
        ownerId: owners.id,
        createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as("created_at"),
        expiresAt: sql<Date>`${expiresAt.toISOString()}::timestamptz`.as("expires_at"),
        usedAt: sql<Date | null>`null::timestamptz`.as("used_at"),
      })
      .from(owners)
      .where(and(eq(owners.id, ownerId), isNull(owners.disabledAt))),
  );
  return { token, hash };
}

/**
 * Spends every outstanding reset token of an owner (a newer link, or the password just set,
 * replaces them; disabling the account kills them).
 */
export async function withdrawResetTokens(db: Pick<Database, "update">, ownerId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.ownerId, ownerId), isNull(passwordResetTokens.usedAt)));
}

/**
 * A token that may still set a password: unused, not expired, and of an account that is not
 * disabled (a link mailed before the agency disabled the account opens nothing).
 */
function liveToken(token: string, now: Date): SQL {
  return and(
    eq(passwordResetTokens.tokenHash, tokenHash(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
    sql`exists (select 1 from ${owners} where ${owners.id} = ${passwordResetTokens.ownerId} and ${owners.disabledAt} is null)`,
  )!;
}

/** Whether a token may still set a password (the page shows the form, or says the link is dead). */
export async function resetTokenIsValid(db: Database, token: string, now = new Date()): Promise<boolean> {
  if (!/^[0-9a-f]{48}$/.test(token)) return false;
  const [row] = await db
    .select({ ownerId: passwordResetTokens.ownerId })
    .from(passwordResetTokens)
    .where(liveToken(token, now));
  return Boolean(row);
}

/**
 * Sets the password with a token: the token is spent in the same transaction (two posts of one
 * link: one wins), so are the owner's other links, and every session of the owner ends. False when the token is unknown, used or expired.
 */
export async function resetPassword(db: Database, token: string, password: string, now = new Date()): Promise<boolean> {
  if (!/^[0-9a-f]{48}$/.test(token)) return false;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(liveToken(token, now))
      .returning({ ownerId: passwordResetTokens.ownerId });
    if (!spent) return false;
    await tx.update(owners).set({ passwordHash, updatedAt: now }).where(eq(owners.id, spent.ownerId));
    await withdrawResetTokens(tx, spent.ownerId, now);
    await endOwnerSessions(tx, spent.ownerId);
    return true;
  });
}

/** Tokens expired for a day (used or not) are removed now and then: they open nothing anyway. */
export async function pruneResetTokens(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, new Date(now.getTime() - 24 * 3600_000)));
}
