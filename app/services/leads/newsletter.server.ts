import type { AppLoadContext } from "react-router";
import type { NewsletterSignUp } from "#app/domain/forms/newsletter.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { MailMessage } from "#app/services/mail/mail-message.ts";
import { composeMail, visitorTranslator } from "./lead-mail.server.ts";
import { storeLead } from "./store-lead.server.ts";
import { thankYouPath, type Accepted } from "./lead-form.server.ts";
import { unsubscribeUrl } from "./unsubscribe.server.ts";

/**
 * Newsletter sign-up: the subscription (store-lead's `subscribe`, one row per address; signing up
 * again switches it back on with a new unsubscribe token) and a welcome mail carrying the
 * unsubscribe link and the one-click unsubscribe headers. The agency gets no mail per sign-up:
 * the subscriptions table is its list.
 */
function welcomeMail(context: AppLoadContext, locale: Locale, value: NewsletterSignUp, token: string): MailMessage {
  const t = visitorTranslator(locale);
  const { siteInfo } = context.content;
  const name = [value.firstName, value.lastName].filter(Boolean).join(" ");
  return composeMail({
    locale,
    to: value.email,
    subject: t("mail.newsletter.subject"),
    blocks: [
      { paragraph: name ? t("mail.greeting", { name }) : t("mail.greetingNoName") },
      { paragraph: t("mail.newsletter.intro", { agency: siteInfo.name, email: value.email }) },
      { paragraph: `${t("mail.signature")}\n${siteInfo.name}\n${siteInfo.phone} · ${siteInfo.email}` },
    ],
    unsubscribe: { url: unsubscribeUrl(context, locale, token), text: t("mail.unsubscribe") },
  });
}

export async function acceptNewsletterSignUp(
  context: AppLoadContext,
  locale: Locale,
  value: NewsletterSignUp,
): Promise<Accepted> {
  await storeLead(context, {
    kind: "newsletter",
    locale,
    payload: {
      contact: {
        email: value.email,
        title: value.title ?? null,
        firstName: value.firstName ?? null,
        lastName: value.lastName ?? null,
      },
    },
    subscribe: { email: value.email },
    mails: ({ unsubscribeToken }) => ({
      visitor: welcomeMail(context, locale, value, unsubscribeToken!),
    }),
  });
  return { redirectTo: thankYouPath(context, "sign-newsletter", locale) };
}
