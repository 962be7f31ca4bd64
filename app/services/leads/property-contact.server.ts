import type { AppLoadContext } from "react-router";
import { contactOf } from "#app/domain/forms/fields.ts";
import type { PropertyContact } from "#app/domain/forms/property-contact.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { Translator } from "#app/i18n/translate.ts";
import { visitorTranslator, type MailRow } from "./lead-mail.server.ts";
import { listingRow, storeListingLead } from "./listing-lead.server.ts";
import { thankYouPath, type Accepted } from "./lead-form.server.ts";

/** The listing a property form is about, as its mails name it. */
export type ListingRef = { id: number; title: string; url: string };

function requestRows(t: Translator, value: PropertyContact): MailRow[] {
  const device = {
    phone: t("form.contactDevice.phone"),
    email: t("form.contactDevice.email"),
    either: t("form.contactDevice.either"),
  }[value.contactDevice];
  return [
    { label: t("form.request"), value: value.request === "visit" ? t("form.request.visit") : t("form.request.info") },
    ...(value.request === "visit" && value.timeSlots.length > 0
      ? [{ label: t("form.contactTimeSlot"), value: value.timeSlots.join(", ") }]
      : []),
    { label: t("form.contactDevice"), value: device },
    ...(value.message ? [{ label: t("form.remark"), value: value.message }] : []),
  ];
}

/**
 * Ask for info or for a visit about a property: the lead (info-request or visit-request), the
 * agency's mail with every field and the visitor's confirmation, then the matching thank-you
 * page (contact-me or contact-appointment).
 */
export async function acceptPropertyContact(
  context: AppLoadContext,
  locale: Locale,
  listing: ListingRef,
  value: PropertyContact,
): Promise<Accepted> {
  const person = contactOf(value);
  const kind = value.request === "visit" ? "visit-request" : "info-request";
  await storeListingLead(context, {
    kind,
    locale,
    listing: { kind: "property", ...listing },
    person,
    newsletter: value.newsletter,
    payload: {
      request: value.request,
      message: value.message ?? null,
      timeSlots: value.timeSlots,
      contactDevice: value.contactDevice,
    },
    agency: { rows: (t) => requestRows(t, value) },
    visitor: {
      rows: [listingRow(visitorTranslator(locale), listing), ...requestRows(visitorTranslator(locale), value)],
    },
  });
  return {
    redirectTo: thankYouPath(context, value.request === "visit" ? "contact-appointment" : "contact-me", locale),
  };
}
