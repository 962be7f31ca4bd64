import type { AppLoadContext } from "react-router";
import { contactOf } from "#app/domain/forms/fields.ts";
import type { ProjectEnquiry } from "#app/domain/forms/project-enquiry.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { Translator } from "#app/i18n/translate.ts";
import { agencyMail, visitorConfirmation, visitorTranslator, type MailRow } from "./lead-mail.server.ts";
import type { ListingRef } from "./property-contact.server.ts";
import { storeLead } from "./store-lead.server.ts";
import { thankYouPath, type Accepted } from "./lead-form.server.ts";

/** Ask for info about a new-build project: the lead, the agency's mail, the visitor's copy. */
function enquiryRows(t: Translator, value: ProjectEnquiry, project: ListingRef): MailRow[] {
  return [
    { label: t("detail.project"), value: `${project.title} (${t("form.reference")} ${project.id})` },
    ...(value.message ? [{ label: t("form.remark"), value: value.message }] : []),
  ];
}

export async function acceptProjectEnquiry(context: AppLoadContext, locale: Locale, project: ListingRef, value: ProjectEnquiry, now = new Date()): Promise<Accepted> {
  const person = contactOf(value);
  await storeLead(context, {
    kind: "project-enquiry",
    locale,
    projectId: project.id,
    payload: { contact: person, message: value.message ?? null, newsletter: value.newsletter },
    subscribe: value.newsletter ? { email: person.email } : null,
    outbox: ({ leadId, unsubscribeToken }) => [
      {
        leadId,
        channel: "mail",
        idempotencyKey: `${leadId}:agency`,
        payload: agencyMail(
          context,
          {
            form: "form.heading.projectInfo",
            subject: project.title,
            person,
            rows: (t) => [...enquiryRows(t, value, project), { label: t("mail.agency.newsletter"), value: value.newsletter ? t("mail.yes") : t("mail.no") }],
            link: { href: project.url, text: project.title },
          },
          now,
        ),
      },
      {
        leadId,
        channel: "mail",
        idempotencyKey: `${leadId}:visitor`,
        payload: visitorConfirmation(context, locale, {
          person,
          rows: enquiryRows(visitorTranslator(locale), value, project),
          extra: [{ link: { href: project.url, text: project.title } }],
          unsubscribeToken,
        }),
      },
    ],
  });
  return { redirectTo: thankYouPath(context, "contact-construction", locale) };
}
