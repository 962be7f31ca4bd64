import { createHash } from "node:crypto";
import { desc, eq, inArray, like, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#db/client.server.ts";
import {
  demandAlerts,
  demandRegistrations,
  leadNotes,
  leads,
  newsletterSubscriptions,
  outbox,
  ownerProperties,
  owners,
  projects,
  properties,
  staff,
  testimonials,
} from "#db/schema.ts";
import type { ConsoleLocale } from "#app/domain/staff.ts";
import { emailMentionPattern } from "#app/lib/personal-data.ts";
import type { LeadRecord, PersonalData } from "./personal-data-view.ts";

/**
 * Everything the site stores about one e-mail address, for a person's request to see it (GDPR
 * art. 15) or to have it erased (art. 17, ./erasure.server.ts): the leads that carry the address
 * (any form, as the sender or named in it: a friend, a second buyer, a message), their internal
 * notes and messages, the appointments booked through those leads, the demand registrations and
 * newsletter subscription of the address, the testimonials sent with those leads, and an owner's
 * or staff account of the address. Consent records hold no address (a random browser id, decision
 * 0008), so they cannot be found by one.
 */

type Localized = Partial<Record<"nl" | "fr" | "en" | "de", string>>;

/** The leads whose payload names the address (PostgreSQL regular expression, case-insensitive). */
export function leadsNaming(email: string): SQL {
  return sql`${leads.payload}::text ~* ${emailMentionPattern(email)}`;
}

/** The outbox rows that belong to a person's leads or demands (alerts and digests carry no lead). */
export function messagesOf(leadIds: readonly string[], demandIds: readonly string[]): SQL | undefined {
  const conditions: SQL[] = [];
  if (leadIds.length) conditions.push(inArray(outbox.leadId, [...leadIds]));
  for (const id of demandIds)
    conditions.push(
      like(outbox.idempotencyKey, `demand-alert:${id}:%`),
      like(outbox.idempotencyKey, `demand-digest:${id}:%`),
    );
  return conditions.length ? or(...conditions) : undefined;
}

/** The same address, whatever case a row keeps it in. */
export const sameEmail = (column: AnyPgColumn, email: string): SQL => sql`lower(${column}) = ${email}`;

function listingLabel(
  row: { reference: string | null; texts: Record<string, { title?: string }> | null; projectName: Localized | null },
  locale: ConsoleLocale,
): string | null {
  if (row.projectName) return row.projectName[locale] || row.projectName.nl || row.projectName.fr || null;
  const title = row.texts?.[locale]?.title || row.texts?.nl?.title || row.texts?.fr?.title || null;
  if (!row.reference && !title) return null;
  return [row.reference, title].filter(Boolean).join(" – ");
}

function contactEmail(payload: Record<string, unknown>): string | null {
  const contact = payload.contact;
  if (typeof contact !== "object" || contact === null) return null;
  const email = (contact as { email?: unknown }).email;
  return typeof email === "string" ? email.toLowerCase() : null;
}

/** Everything stored about `email` (already normalised: app/lib/personal-data.ts), newest first. */
export async function collectPersonalData(db: Database, email: string, locale: ConsoleLocale): Promise<PersonalData> {
  const [leadRows, demandRows, subscriptionRows, ownerRows, staffRows] = await Promise.all([
    db
      .select({
        id: leads.id,
        kind: leads.kind,
        locale: leads.locale,
        status: leads.status,
        handling: leads.handling,
        propertyId: leads.propertyId,
        projectId: leads.projectId,
        createdAt: leads.createdAt,
        payload: leads.payload,
        reference: properties.reference,
        texts: properties.texts,
        projectName: projects.name,
      })
      .from(leads)
      .leftJoin(properties, eq(properties.id, leads.propertyId))
      .leftJoin(projects, eq(projects.id, leads.projectId))
      .where(leadsNaming(email))
      .orderBy(desc(leads.createdAt)),
    db
      .select()
      .from(demandRegistrations)
      .where(sameEmail(demandRegistrations.email, email))
      .orderBy(desc(demandRegistrations.createdAt)),
    db.select().from(newsletterSubscriptions).where(sameEmail(newsletterSubscriptions.email, email)),
    db.select().from(owners).where(sameEmail(owners.email, email)),
    db.select().from(staff).where(sameEmail(staff.email, email)),
  ]);
  const leadIds = leadRows.map((row) => row.id);
  const demandIds = demandRows.map((row) => row.id);
  const [notes, messages, alerts, testimonialRows, ownerLinks] = await Promise.all([
    leadIds.length
      ? db.select().from(leadNotes).where(inArray(leadNotes.leadId, leadIds)).orderBy(leadNotes.createdAt)
      : [],
    leadIds.length || demandIds.length
      ? db
          .select({
            id: outbox.id,
            leadId: outbox.leadId,
            channel: outbox.channel,
            status: outbox.status,
            createdAt: outbox.createdAt,
            deliveredAt: outbox.deliveredAt,
            payload: outbox.payload,
          })
          .from(outbox)
          .where(messagesOf(leadIds, demandIds))
          .orderBy(outbox.id)
      : [],
    demandIds.length
      ? db.select().from(demandAlerts).where(inArray(demandAlerts.demandId, demandIds)).orderBy(demandAlerts.createdAt)
      : [],
    leadIds.length
      ? db.select().from(testimonials).where(inArray(testimonials.leadId, leadIds)).orderBy(desc(testimonials.id))
      : [],
    ownerRows[0]
      ? db
          .select({ propertyId: ownerProperties.propertyId })
          .from(ownerProperties)
          .where(eq(ownerProperties.ownerId, ownerRows[0].id))
      : [],
  ]);
  const leadRecords: LeadRecord[] = leadRows.map(({ reference, texts, projectName, ...row }) => ({
    ...row,
    role: contactEmail(row.payload) === email ? "contact" : "mentioned",
    listing: listingLabel({ reference, texts: texts as Record<string, { title?: string }>, projectName }, locale),
    notes: notes
      .filter((note) => note.leadId === row.id)
      .map((note) => ({ id: note.id, staffName: note.staffName, body: note.body, createdAt: note.createdAt })),
  }));
  const owner = ownerRows[0];
  const member = staffRows[0];
  return {
    email,
    leads: leadRecords,
    appointments: leadRecords
      .filter((lead) => lead.kind === "appointment")
      .map((lead) => ({
        leadId: lead.id,
        propertyId: lead.propertyId,
        listing: lead.listing,
        startsAt: typeof lead.payload.startsAt === "string" ? lead.payload.startsAt : null,
        endsAt: typeof lead.payload.endsAt === "string" ? lead.payload.endsAt : null,
      })),
    messages,
    demands: demandRows.map(({ unsubscribeTokenHash: _hash, ...demand }) => ({
      ...demand,
      alerts: alerts
        .filter((alert) => alert.demandId === demand.id)
        .map(({ propertyId, createdAt, mailedAt }) => ({ propertyId, createdAt, mailedAt })),
    })),
    subscriptions: subscriptionRows.map(({ unsubscribeTokenHash: _hash, ...subscription }) => subscription),
    testimonials: testimonialRows,
    owner: owner
      ? {
          id: owner.id,
          email: owner.email,
          name: owner.name,
          locale: owner.locale,
          createdAt: owner.createdAt,
          disabledAt: owner.disabledAt,
          propertyIds: ownerLinks.map((link) => link.propertyId),
        }
      : null,
    staff: member
      ? {
          id: member.id,
          email: member.email,
          name: member.name,
          role: member.role,
          locale: member.locale,
          createdAt: member.createdAt,
          disabledAt: member.disabledAt,
        }
      : null,
  };
}

/**
 * How the audit log names the person of a request: the SHA-256 of the address, never the address
 * itself (an erasure must not leave it behind in the log); the same address gives the same name,
 * so a later question "was my data erased?" can still be answered.
 */
export function personSubject(email: string): string {
  return `person:sha256:${createHash("sha256").update(email).digest("hex")}`;
}
