import type { AppLoadContext } from "react-router";
import { contactOf } from "#app/domain/forms/fields.ts";
import type { SiteContact } from "#app/domain/forms/site-contact.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { agencyMail, visitorConfirmation, visitorTranslator } from "./lead-mail.server.ts";
import { storeLead } from "./store-lead.server.ts";
import { thankYouPath, type Accepted } from "./lead-form.server.ts";

/** The contact page's message: the lead, the agency's mail (reply to the visitor), the visitor's copy. */
export async function acceptSiteContact(
  context: AppLoadContext,
  locale: Locale,
  value: SiteContact,
  now = new Date(),
): Promise<Accepted> {
  const person = contactOf(value);
  await storeLead(context, {
    kind: "site-contact",
    locale,
    payload: { contact: person, message: value.message, newsletter: value.newsletter },
    subscribe: value.newsletter ? { email: person.email } : null,
    mails: ({ unsubscribeToken }) => ({
      agency: agencyMail(
        context,
        {
          kind: "site-contact",
          locale,
          detail: `${person.firstName} ${person.lastName}`,
          person,
          rows: (t) => [
            { label: t("form.message"), value: value.message },
            { label: t("mail.agency.newsletter"), value: value.newsletter ? t("mail.yes") : t("mail.no") },
          ],
        },
        now,
      ),
      visitor: visitorConfirmation(context, locale, {
        person,
        rows: [{ label: visitorTranslator(locale)("form.message"), value: value.message }],
        unsubscribeToken,
      }),
    }),
  });
  return { redirectTo: thankYouPath(context, "site-contact", locale) };
}
