import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import {
  demandAlerts,
  demandRegistrations,
  leadNotes,
  leads,
  newsletterSubscriptions,
  outbox,
  testimonials,
} from "#db/schema.ts";
import { anonymisedLeadPayload, erasedMessagePayload, type ErasureCounts } from "#app/lib/personal-data.ts";
import { recordAudit, type Actor } from "#app/services/staff/audit.server.ts";
import {
  createDatabaseUploadStore,
  uploadPathOf,
  type UploadStore,
} from "#app/services/uploads/upload-store.server.ts";
import { leadsNaming, messagesOf, personSubject, sameEmail } from "./personal-data.server.ts";

/**
 * Erasing an e-mail address's data on the person's request (GDPR art. 17), in ONE transaction with
 * its audit entry:
 * - the leads that carry the address keep their row (the counts per listing and kind stay) with a
 *   payload of their kind, language, listing and time only (app/lib/personal-data.ts), marked
 *   `anonymised_at`; their internal notes are deleted;
 * - their outbox messages, and the alerts and digests of the address's demands, lose their payload;
 *   those still waiting are cancelled: the worker only takes "pending" rows
 *   (app/services/leads/outbox.server.ts), so nothing is sent to the address afterwards;
 * - the demand registrations (with their alerts) and the newsletter subscription of the address,
 *   and the testimonials sent with those leads with their pictures (the upload store, decision 0053),
 *   are deleted.
 * An owner's or staff account of the address stays: it is closed from its own page.
 * The audit entry names the person by the SHA-256 of the address and keeps the counts only.
 */
export async function erasePersonalData(
  { db, uploads = createDatabaseUploadStore(db) }: { db: Database; uploads?: UploadStore },
  email: string,
  actor: Actor,
  now = new Date(),
): Promise<ErasureCounts> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({
        id: leads.id,
        kind: leads.kind,
        locale: leads.locale,
        propertyId: leads.propertyId,
        projectId: leads.projectId,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(leadsNaming(email))
      .for("update");
    const leadIds = found.map((lead) => lead.id);
    const demandIds = (
      await tx
        .select({ id: demandRegistrations.id })
        .from(demandRegistrations)
        .where(sameEmail(demandRegistrations.email, email))
    ).map((row) => row.id);

    const removedTestimonials = leadIds.length
      ? await tx
          .delete(testimonials)
          .where(inArray(testimonials.leadId, leadIds))
          .returning({ id: testimonials.id, imageUrl: testimonials.imageUrl })
      : [];
    // Their pictures go in the same transaction: no picture outlives its erased testimonial.
    const pictures = removedTestimonials.flatMap(({ imageUrl }) => {
      const picture = imageUrl ? uploadPathOf(imageUrl) : null;
      return picture ? [picture] : [];
    });
    await uploads.delete(tx, pictures);
    const notes = leadIds.length
      ? await tx.delete(leadNotes).where(inArray(leadNotes.leadId, leadIds)).returning({ id: leadNotes.id })
      : [];

    const messages = messagesOf(leadIds, demandIds);
    const cancelled = messages
      ? await tx
          .update(outbox)
          .set({ status: "cancelled", updatedAt: now })
          .where(and(messages, eq(outbox.status, "pending")))
          .returning({ id: outbox.id })
      : [];
    const scrubbed = messages
      ? await tx
          .update(outbox)
          .set({ payload: erasedMessagePayload(now), updatedAt: now })
          .where(messages)
          .returning({ id: outbox.id })
      : [];

    const [alerts] = demandIds.length
      ? await tx.select({ n: count() }).from(demandAlerts).where(inArray(demandAlerts.demandId, demandIds))
      : [{ n: 0 }];
    // Their alerts go with them (ON DELETE CASCADE).
    const demands = demandIds.length
      ? await tx
          .delete(demandRegistrations)
          .where(inArray(demandRegistrations.id, demandIds))
          .returning({ id: demandRegistrations.id })
      : [];
    const subscriptions = await tx
      .delete(newsletterSubscriptions)
      .where(sameEmail(newsletterSubscriptions.email, email))
      .returning({ id: newsletterSubscriptions.id });

    for (const lead of found)
      await tx
        .update(leads)
        .set({ payload: anonymisedLeadPayload(lead, now), anonymisedAt: now, updatedAt: now })
        .where(eq(leads.id, lead.id));

    const counts: ErasureCounts = {
      leads: found.length,
      notes: notes.length,
      messages: scrubbed.length,
      cancelled: cancelled.length,
      demands: demands.length,
      demandAlerts: alerts?.n ?? 0,
      subscriptions: subscriptions.length,
      testimonials: removedTestimonials.length,
    };
    await recordAudit(tx, actor, "privacy.erase", personSubject(email), { after: counts });
    return counts;
  });
}
