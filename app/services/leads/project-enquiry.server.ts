import type { AppLoadContext } from "react-router";
import { contactOf } from "#app/domain/forms/fields.ts";
import type { ProjectEnquiry } from "#app/domain/forms/project-enquiry.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { Translator } from "#app/i18n/translate.ts";
import { visitorTranslator, type MailRow } from "./lead-mail.server.ts";
import { listingRow, storeListingLead } from "./listing-lead.server.ts";
import type { ListingRef } from "./property-contact.server.ts";
import { thankYouPath, type Accepted } from "./lead-form.server.ts";

/** Ask for info about a new-build project: the lead, the agency's mail, the visitor's copy. */
function enquiryRows(t: Translator, value: ProjectEnquiry): MailRow[] {
  return value.message ? [{ label: t("form.remark"), value: value.message }] : [];
}

export async function acceptProjectEnquiry(
  context: AppLoadContext,
  locale: Locale,
  project: ListingRef,
  value: ProjectEnquiry,
  now = new Date(),
): Promise<Accepted> {
  const person = contactOf(value);
  await storeListingLead(context, {
    kind: "project-enquiry",
    locale,
    listing: { ...project, kind: "project" },
    person,
    newsletter: value.newsletter,
    payload: { message: value.message ?? null },
    agency: { rows: (t) => enquiryRows(t, value) },
    visitor: {
      rows: [
        listingRow(visitorTranslator(locale), { ...project, kind: "project" }),
        ...enquiryRows(visitorTranslator(locale), value),
      ],
    },
    now,
  });
  return { redirectTo: thankYouPath(context, "contact-construction", locale) };
}
