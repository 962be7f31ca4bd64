import type { AppLoadContext } from "react-router";
import { contactOf } from "#app/domain/forms/fields.ts";
import type { StayRequest, StayRules } from "#app/domain/forms/stay-request.ts";
import { brusselsToday } from "#app/domain/forms/value-fields.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { Translator } from "#app/i18n/translate.ts";
import { formatDate } from "#app/lib/date.ts";
import { visitorTranslator, type MailRow } from "./lead-mail.server.ts";
import { listingRow, storeListingLead } from "./listing-lead.server.ts";
import { thankYouPath, type Accepted } from "./lead-form.server.ts";
import type { FormListing } from "./form-listing-view.ts";

/**
 * Asking to stay in a holiday home (decision 0036): the lead (kind stay-request) with the agency's
 * mail (the dates, nights, guests and pets, after the listing's reference, title and link) and the
 * visitor's confirmation, then the thank-you page feedback.stay-request. The CRM gets it as a
 * contactProperty call with the topic stay (./provider-forwarding.ts).
 */

/**
 * The rules of a stay request for a listing: today in Brussels, and the home's capacity. Neither the
 * sample feed nor the Omnicasa fields we read say how many people a home sleeps (decision 0036):
 * unknown for every listing until such a field is mapped.
 */
export function stayRules(_listing: Pick<FormListing, "id">, now = new Date()): StayRules {
  return { today: brusselsToday(now), capacity: null };
}

function stayRows(t: Translator, value: StayRequest): MailRow[] {
  return [
    { label: t("form.arrival"), value: formatDate(value.arrival) },
    { label: t("form.departure"), value: formatDate(value.departure) },
    { label: t("form.nights"), value: String(value.nights) },
    { label: t("form.adults"), value: String(value.adults) },
    { label: t("form.children"), value: String(value.children) },
    { label: t("form.petCount"), value: String(value.pets) },
    ...(value.message ? [{ label: t("form.remark"), value: value.message }] : []),
  ];
}

export async function acceptStayRequest(
  context: AppLoadContext,
  locale: Locale,
  listing: FormListing & { url: string },
  value: StayRequest,
): Promise<Accepted> {
  const visitorT = visitorTranslator(locale);
  await storeListingLead(context, {
    kind: "stay-request",
    locale,
    listing: { ...listing, kind: "property" },
    person: contactOf(value),
    newsletter: value.newsletter,
    payload: {
      arrival: value.arrival,
      departure: value.departure,
      nights: value.nights,
      adults: value.adults,
      children: value.children,
      pets: value.pets,
      message: value.message ?? null,
    },
    // The subject names the dates: the agent sees at once which weeks are asked.
    agency: {
      detail: `${formatDate(value.arrival)} – ${formatDate(value.departure)}`,
      rows: (t) => stayRows(t, value),
    },
    visitor: {
      subject: visitorT("mail.stay.subject"),
      intro: visitorT("mail.stay.intro"),
      rows: [listingRow(visitorT, listing, `${listing.zip} ${listing.city}`), ...stayRows(visitorT, value)],
    },
  });
  return { redirectTo: thankYouPath(context, "stay-request", locale) };
}
