import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { leads, newsletterSubscriptions } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { ListingProvider } from "#app/providers/listing-provider.ts";
import type { MailMessage } from "#app/services/mail/mail-message.ts";
import { enqueue, type OutboxEntry } from "./outbox.server.ts";
import { enqueueProviderForwarding } from "./provider-forwarding.server.ts";

/**
 * Storing a lead: the lead, its newsletter subscription (when the visitor ticked the box), its
 * outbox messages and, when the listing provider takes leads, its call to the agency's CRM, in ONE
 * transaction, before the visitor sees success. Either all of it is in the
 * database or none of it is, and the visitor is told to try again.
 */

/** The kinds of lead the forms make (lead.kind); each has its thank-you page and its mails. */
export type LeadKind =
  | "info-request"
  | "visit-request"
  | "documents-request"
  | "send-to-friend"
  | "project-enquiry"
  | "site-contact"
  | "free-valuation"
  | "newsletter"
  | "demand-register"
  | "appointment"
  | "testimonial"
  | "purchase-offer"
  | "rental-application"
  | "stay-request";

/** What the outbox messages of a lead may know once it is stored. */
export type StoredLead = { leadId: string; unsubscribeToken: string | null };

/** The transaction a lead is stored in. */
type LeadTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type LeadDraft = {
  kind: LeadKind;
  locale: Locale;
  propertyId?: number | null;
  projectId?: number | null;
  payload: Record<string, unknown>;
  /** Subscribe this address to the newsletter (the opt-in box, or the newsletter form itself). */
  subscribe?: { email: string } | null;
  /** The mails to deliver, built once the lead has its id (the unsubscribe link may need its token). */
  mails: (stored: StoredLead) => LeadMails;
  /**
   * The form's own rows besides the lead (a demand registration), written in the lead's
   * transaction once the lead has its id and before its outbox rows: a failure there stores none
   * of the lead, as any other failure does.
   */
  within?: (tx: LeadTransaction, stored: StoredLead) => Promise<void>;
};

/**
 * A lead's mails. Each becomes an outbox row of the lead's transaction keyed `${leadId}:${role}`
 * (`agency`, `visitor`, or the other's own key, e.g. `friend`): the key makes a second write of the
 * same mail a no-op and gives the mail its Message-ID. Written, so delivered, in this order: the
 * others, the agency's notification, the visitor's confirmation.
 */
export type LeadMails = {
  others?: ReadonlyArray<{ key: string; mail: MailMessage }>;
  agency?: MailMessage;
  visitor?: MailMessage;
};

/** The outbox rows of a lead's mails (see LeadMails). */
export function leadMailRows(leadId: string, mails: LeadMails): Array<Extract<OutboxEntry, { channel: "mail" }>> {
  const keyed = [
    ...(mails.others ?? []),
    ...(mails.agency ? [{ key: "agency", mail: mails.agency }] : []),
    ...(mails.visitor ? [{ key: "visitor", mail: mails.visitor }] : []),
  ];
  return keyed.map(({ key, mail }) => ({ leadId, channel: "mail", idempotencyKey: `${leadId}:${key}`, payload: mail }));
}

/**
 * A random token for a link in a mail; only its SHA-256 is stored. Lower-case hex (192 bits): the
 * site's URLs are lower-case, and a GET with capitals answers 301 to the lower-cased path, which
 * would break a token that had any.
 */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("hex");
  return { token, hash: tokenHash(token) };
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Where a lead goes: the database, and the provider its call is queued for (if it takes leads). */
export type LeadStore = { db: Database; provider?: Pick<ListingProvider, "acceptsLeads"> | null | undefined };

/** Stores a lead with its subscription and outbox rows; returns the lead's id. */
export async function storeLead({ db, provider }: LeadStore, draft: LeadDraft): Promise<StoredLead> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({
        kind: draft.kind,
        locale: draft.locale,
        propertyId: draft.propertyId ?? null,
        projectId: draft.projectId ?? null,
        payload: draft.payload,
      })
      .returning({ id: leads.id });
    const leadId = lead!.id;
    let unsubscribeToken: string | null = null;
    if (draft.subscribe) {
      // A new token at each sign-up: the newest mail's link always works; older links stop working.
      const { token, hash } = newToken();
      await tx
        .insert(newsletterSubscriptions)
        .values({ email: draft.subscribe.email, locale: draft.locale, leadId, unsubscribeTokenHash: hash })
        .onConflictDoUpdate({
          target: newsletterSubscriptions.email,
          set: {
            active: true,
            locale: draft.locale,
            leadId,
            unsubscribeTokenHash: hash,
            unsubscribedAt: null,
            updatedAt: sql`now()`,
          },
        });
      unsubscribeToken = token;
    }
    const stored = { leadId, unsubscribeToken };
    if (draft.within) await draft.within(tx, stored);
    for (const entry of leadMailRows(leadId, draft.mails(stored))) await enqueue(tx, entry);
    await enqueueProviderForwarding(tx, provider, {
      id: leadId,
      kind: draft.kind,
      locale: draft.locale,
      propertyId: draft.propertyId ?? null,
      projectId: draft.projectId ?? null,
      payload: draft.payload,
    });
    return stored;
  });
}
