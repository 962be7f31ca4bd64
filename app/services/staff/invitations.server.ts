import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Database } from "#db/client.server.ts";
import { staff, staffTokens } from "#db/schema.ts";
import type { ConsoleLocale, StaffRole } from "#app/domain/staff.ts";
import { consoleTranslator } from "#app/i18n/console/texts.ts";
import { consolePaths } from "#app/lib/console-paths.ts";
import { composeMail } from "#app/services/leads/lead-mail.server.ts";
import { enqueue } from "#app/services/leads/outbox.server.ts";
import type { MailMessage } from "#app/services/mail/mail-message.ts";
import { insertStaff, type NewStaff, type StaffMember } from "./accounts.server.ts";
import { recordAudit, type Actor } from "./audit.server.ts";
import { issueStaffToken, type StaffTokenPurpose } from "./tokens.server.ts";

/**
 * Password links by mail (decision 0051): a manager invites a member of staff (the account, its
 * audit entry and the mail with a one-hour link in one transaction, so there is never an account
 * whose invitation was lost, nor a mail for an account that was not made), or sends a person a
 * new link. The mail goes through the outbox like the site's other mails, in the person's console
 * language; a new link withdraws the person's earlier ones, so only the newest works.
 */
export type Sender = { actor: Actor; name: string };

type Recipient = { id: number; email: string; name: string; role: StaffRole; locale: ConsoleLocale };

/** The new account, or null when its e-mail already has one (nothing is written then). */
export async function inviteStaff(
  context: AppLoadContext,
  input: NewStaff,
  by: Sender,
  now = new Date(),
): Promise<StaffMember | null> {
  return context.db.transaction(async (tx) => {
    const created = await insertStaff(tx, input);
    if (!created) return null;
    await recordAudit(tx, by.actor, "staff.invite", `staff:${created.id}`, {
      after: { email: created.email, name: created.name, role: created.role, locale: created.locale },
    });
    await queueLinkMail(context, tx, created, "invitation", by, now);
    return created;
  });
}

/**
 * A new link for a person: the invitation again while they have no password, else a link to
 * choose a new one. "disabled": a disabled account gets none (its links would not open).
 */
export async function sendStaffPasswordLink(
  context: AppLoadContext,
  staffId: number,
  by: Sender,
  now = new Date(),
): Promise<"sent" | "not-found" | "disabled"> {
  return context.db.transaction(async (tx) => {
    const [row] = await tx.select().from(staff).where(eq(staff.id, staffId)).for("update");
    if (!row) return "not-found";
    if (row.disabledAt) return "disabled";
    const purpose: StaffTokenPurpose = row.passwordHash ? "reset" : "invitation";
    const person = { ...row, role: row.role as StaffRole, locale: row.locale as ConsoleLocale };
    await tx
      .update(staffTokens)
      .set({ usedAt: now })
      .where(and(eq(staffTokens.staffId, staffId), isNull(staffTokens.usedAt)));
    await recordAudit(tx, by.actor, "staff.password-link", `staff:${staffId}`, { after: { link: purpose } });
    await queueLinkMail(context, tx, person, purpose, by, now);
    return "sent";
  });
}

async function queueLinkMail(
  context: AppLoadContext,
  tx: Pick<Database, "insert">,
  person: Recipient,
  purpose: StaffTokenPurpose,
  by: Sender,
  now: Date,
): Promise<void> {
  const token = await issueStaffToken(tx, person.id, purpose, now);
  // With the person's language, the password page opens in it.
  const link = `${context.config.siteUrl}${consolePaths.password(token, person.locale)}`;
  await enqueue(tx, {
    channel: "mail",
    leadId: null,
    // The token's hash: one mail per link, and the key says nothing that opens the link.
    idempotencyKey: `staff-link:${createHash("sha256").update(token).digest("hex")}`,
    payload: staffLinkMail(context, person, purpose, link, by.name),
  });
}

/** The mail with a password link, in the person's console language. */
export function staffLinkMail(
  context: AppLoadContext,
  person: Omit<Recipient, "id">,
  purpose: StaffTokenPurpose,
  link: string,
  senderName: string,
): MailMessage {
  const t = consoleTranslator(person.locale);
  const agency = context.content.siteInfo.name;
  const invitation = purpose === "invitation";
  return composeMail({
    locale: person.locale,
    to: person.email,
    subject: t(invitation ? "staff.mail.invite.subject" : "staff.mail.reset.subject", { agency }),
    blocks: [
      { paragraph: t("staff.mail.greeting", { name: person.name }) },
      {
        paragraph: invitation
          ? t("staff.mail.invite.text", { inviter: senderName, agency, role: t(`console.role.${person.role}`) })
          : t("staff.mail.reset.text", { inviter: senderName, agency }),
      },
      ...(invitation && person.role === "manager" ? [{ paragraph: t("staff.mail.invite.manager") }] : []),
      { link: { href: link, text: t("staff.mail.link") } },
      { paragraph: t("staff.mail.validity") },
      { paragraph: t("staff.mail.signature", { agency }) },
    ],
  });
}
