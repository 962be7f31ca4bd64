import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { owners, passwordResetTokens } from "#db/schema.ts";
import type { Database } from "#db/client.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { enqueue } from "#app/services/leads/outbox.server.ts";
import { composeMail, visitorTranslator } from "#app/services/leads/lead-mail.server.ts";
import { newToken, tokenHash } from "#app/services/leads/store-lead.server.ts";
import { findOwnerByEmail, hashPassword } from "./accounts.server.ts";
import { endOwnerSessions } from "./sessions.server.ts";

/**
 * Password reset (OWASP ASVS 2.5): a random token mailed through the outbox, stored as its
 * SHA-256, valid for one hour and once. Asking for a link answers the same whether the e-mail has
 * an account or not. Setting the new password ends every session of the owner.
 */
export const RESET_TOKEN_MINUTES = 60;

/** Stores a token for the owner with that e-mail (if any) and queues the mail with its link. */
export async function requestPasswordReset(context: AppLoadContext, email: string, locale: Locale, now = new Date()): Promise<void> {
  const owner = await findOwnerByEmail(context.db, email);
  if (!owner) return;
  const t = visitorTranslator(locale);
  await context.db.transaction(async (tx) => {
    const { token, hash } = await issueResetToken(tx, owner.id, now);
    const link = `${context.config.siteUrl}${routePath(context.content.routes.routes, "password-reset", locale, { token })}`;
    await enqueue(tx, {
      channel: "mail",
      leadId: null,
      idempotencyKey: `password-reset:${hash}`,
      payload: composeMail({
        to: owner.email,
        subject: t("mail.reset.subject"),
        blocks: [
          { paragraph: t("mail.greeting", { name: owner.name }) },
          { paragraph: t("mail.reset.text") },
          { link: { href: link, text: t("owner.newPassword") } },
          { paragraph: `${t("mail.signature")}\n${context.content.siteInfo.name}` },
        ],
      }),
    });
  });
}

/**
 * A new reset token for an owner (stored as its hash); the caller puts it in a link. The owner's
 * other outstanding links are spent first: only the newest link works (docs/decisions/0015).
 */
export async function issueResetToken(db: Pick<Database, "insert" | "update">, ownerId: number, now = new Date()): Promise<{ token: string; hash: string }> {
  const { token, hash } = newToken();
  await withdrawResetTokens(db, ownerId, now);
  await db.insert(passwordResetTokens).values({ tokenHash: hash, ownerId, createdAt: now, expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000) });
  return { token, hash };
}

/** Spends every outstanding reset token of an owner (a newer link, or the password just set, replaces them). */
async function withdrawResetTokens(db: Pick<Database, "update">, ownerId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.ownerId, ownerId), isNull(passwordResetTokens.usedAt)));
}

/** Whether a token may still set a password (the page shows the form, or says the link is dead). */
export async function resetTokenIsValid(db: Database, token: string, now = new Date()): Promise<boolean> {
  if (!/^[0-9a-f]{48}$/.test(token)) return false;
  const [row] = await db
    .select({ ownerId: passwordResetTokens.ownerId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)));
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
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
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
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, new Date(now.getTime() - 24 * 3600_000)));
}
