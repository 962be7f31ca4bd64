import type { AppLoadContext } from "react-router";
import type { Database } from "#db/client.server.ts";
import { contactOf } from "#app/domain/forms/fields.ts";
import type { Appointment } from "#app/domain/forms/appointment.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { Translator } from "#app/i18n/translate.ts";
import { calendarDateOf, formatDay, isoDate, wallTimeOf } from "#app/lib/appointment-slots.ts";
import {
  freeSlots,
  isSlotOfListing,
  takePlace,
  type FreeSlot,
} from "#app/services/appointments/appointment-slots.server.ts";
import {
  agencyMail,
  agencyTranslator,
  visitorConfirmation,
  visitorTranslator,
  type MailBlock,
  type MailRow,
} from "./lead-mail.server.ts";
import { listingForAgency, listingRow } from "./listing-lead.server.ts";
import { storeLead } from "./store-lead.server.ts";
import { thankYouPath, type Accepted, type Refused } from "./lead-form.server.ts";
import type { ListingRef } from "./property-contact.server.ts";

/** The listing of a booking, as its mails name it; a plain rental adds the rent and its conditions. */
export type AppointmentListing = ListingRef & { forRent: boolean; price: string | null };

/** Thrown inside the transaction to roll it back when the slot is full. */
class SlotFull extends Error {}

/** When the visit is, worded in a language (the agency's calendar, the reader's words). */
function visitTime(slot: Pick<FreeSlot, "startsAt" | "endsAt">, locale: Locale, timeZone: string) {
  return {
    date: formatDay(isoDate(calendarDateOf(slot.startsAt, timeZone)), locale),
    from: wallTimeOf(slot.startsAt, timeZone),
    to: wallTimeOf(slot.endsAt, timeZone),
  };
}

function bookingRows(
  t: Translator,
  when: ReturnType<typeof visitTime>,
  listing: AppointmentListing,
  value: Appointment,
): MailRow[] {
  return [
    { label: t("form.date"), value: when.date },
    { label: t("form.time"), value: t("form.slot.range", { from: when.from, to: when.to }) },
    ...(listing.forRent && listing.price ? [{ label: t("mail.appointment.rent"), value: listing.price }] : []),
    ...(value.message ? [{ label: t("form.remark"), value: value.message }] : []),
  ];
}

/**
 * Books a visit: in ONE transaction, takes a place of the chosen slot (one conditional update) and
 * stores the lead (kind appointment) with the agency's mail and the visitor's confirmation (date
 * and time in their language; for a rental, the deposit of settings.rental.depositMonths, the
 * first month's rent and the charges). A slot taken meanwhile stores nothing and answers 409:
 * "this time is no longer free, choose another" while the listing has free slots (the page then
 * offers them), "appointments are full" only when none is left (decision 0013).
 */
export async function acceptAppointment(
  context: AppLoadContext,
  locale: Locale,
  listing: AppointmentListing,
  value: Appointment,
  now = new Date(),
): Promise<Accepted | Refused> {
  const { appointments, rental } = context.content.settings;
  const person = contactOf(value);
  const agencyListing = await listingForAgency(context, {
    kind: "property",
    id: listing.id,
    title: listing.title,
    url: listing.url,
  });
  try {
    await context.db.transaction(async (tx) => {
      const slot = await takePlace(tx, value.slot, listing.id, appointments, now);
      if (!slot) throw new SlotFull();
      const visitor = visitorTranslator(locale);
      const visitorWhen = visitTime(slot, locale, appointments.timezone);
      const agencyWhen = visitTime(slot, agencyTranslator(context).locale, appointments.timezone);
      const extra: MailBlock[] = [
        ...(listing.forRent
          ? [{ paragraph: visitor("mail.appointment.rentalConditions", { months: rental.depositMonths }) }]
          : []),
        { paragraph: visitor("mail.appointment.change") },
        { link: { href: listing.url, text: listing.title } },
      ];
      // The lead's own transaction is a savepoint inside this one: the place and the lead commit together.
      await storeLead(
        { db: tx as unknown as Database, provider: context.provider },
        {
          kind: "appointment",
          locale,
          propertyId: listing.id,
          payload: {
            contact: person,
            slotId: slot.id,
            startsAt: slot.startsAt.toISOString(),
            endsAt: slot.endsAt.toISOString(),
            message: value.message ?? null,
            newsletter: value.newsletter,
          },
          subscribe: value.newsletter ? { email: person.email } : null,
          mails: ({ unsubscribeToken }) => ({
            agency: agencyMail(context, {
              kind: "appointment",
              locale,
              person,
              listing: agencyListing,
              detail: `${agencyWhen.date} ${agencyWhen.from}`,
              rows: (t) => [
                ...bookingRows(t, agencyWhen, listing, value),
                { label: t("mail.agency.newsletter"), value: value.newsletter ? t("mail.yes") : t("mail.no") },
              ],
            }),
            visitor: visitorConfirmation(context, locale, {
              person,
              subject: visitor("mail.appointment.subject"),
              intro: visitor("mail.appointment.intro", { listing: listing.title, ...visitorWhen }),
              rows: [listingRow(visitor, listing), ...bookingRows(visitor, visitorWhen, listing, value)],
              extra,
              unsubscribeToken,
            }),
          }),
        },
      );
    });
  } catch (error) {
    if (!(error instanceof SlotFull)) throw error;
    if (!(await isSlotOfListing(context.db, value.slot, listing.id)))
      return { refused: "validation.slotRequired", field: "slot", status: 400 };
    // Another booking won the slot (or it just passed the notice): "full" only when nothing is left.
    const left = await freeSlots(context.db, listing.id, appointments, now);
    return { refused: left.length > 0 ? "error.slotTaken" : "error.appointmentsFull", field: "slot", status: 409 };
  }
  return { redirectTo: thankYouPath(context, "contact-appointment", locale) };
}
