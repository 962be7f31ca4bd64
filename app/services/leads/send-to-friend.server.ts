import type { AppLoadContext } from "react-router";
import { contactOf } from "#app/domain/forms/fields.ts";
import type { SendToFriend } from "#app/domain/forms/send-to-friend.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { Translator } from "#app/i18n/translate.ts";
import type { MailMessage } from "#app/services/mail/mail-message.ts";
import { labelled } from "#app/lib/typography.ts";
import { composeMail, visitorTranslator, type MailRow } from "./lead-mail.server.ts";
import { listingRow, storeListingLead } from "./listing-lead.server.ts";
import type { ListingRef } from "./property-contact.server.ts";
import { thankYouPath, type Accepted, type Refused } from "./lead-form.server.ts";
import { countThirdPartyMail } from "./third-party-mail-limit.server.ts";

/**
 * Send a property to a friend: the friend gets a mail in the visitor's language, written by the
 * site (who sent it, the visitor's message as escaped plain text, the listing's link, why they get
 * it); the agency's mail says who sent what to whom; the visitor gets a copy. The message cannot
 * hold links (schema), every form is rate limited per address and asks for the captcha after a
 * few posts, a friend's address gets a few such mails a day and a sender sends a few a day
 * (decision 0031), and the agency sees every mail sent: the form is no use as a spam relay.
 */

function friendName(value: SendToFriend): string {
  return `${value.friendFirstName} ${value.friendLastName}`;
}

function sharedRows(t: Translator, value: SendToFriend): MailRow[] {
  return [
    { label: t("form.friendDetails"), value: `${friendName(value)} <${value.friendEmail}>` },
    ...(value.message ? [{ label: t("form.friendMessage"), value: value.message }] : []),
  ];
}

/** The mail to the friend: in the visitor's language, from the agency, replies going to the visitor. */
function friendMail(context: AppLoadContext, locale: Locale, value: SendToFriend, listing: ListingRef): MailMessage {
  const t = visitorTranslator(locale);
  const sender = `${value.firstName} ${value.lastName}`;
  const { siteInfo } = context.content;
  return composeMail({
    locale,
    to: value.friendEmail,
    replyTo: value.email,
    subject: t("mail.sendToFriend.subject", { name: sender }),
    blocks: [
      { paragraph: t("mail.greeting", { name: friendName(value) }) },
      { paragraph: t("mail.sendToFriend.intro", { name: sender, title: listing.title }) },
      ...(value.message
        ? [{ paragraph: `${t("mail.sendToFriend.message", { name: sender })}\n${value.message}` }]
        : []),
      { link: { href: listing.url, text: labelled(locale, t("mail.viewProperty"), listing.title) } },
      { paragraph: t("mail.sendToFriend.notice", { name: sender }) },
      { paragraph: `${t("mail.signature")}\n${siteInfo.name}\n${siteInfo.phone} · ${siteInfo.email}` },
    ],
  });
}

export async function acceptSendToFriend(
  context: AppLoadContext,
  locale: Locale,
  listing: ListingRef,
  value: SendToFriend,
  now = new Date(),
): Promise<Accepted | Refused> {
  const verdict = await countThirdPartyMail(context.db, { sender: value.email, recipient: value.friendEmail }, now);
  if (verdict === "recipient-limit") return { refused: "error.friendMailLimit", field: "friendEmail", status: 429 };
  if (verdict === "sender-limit") return { refused: "error.senderMailLimit", status: 429 };
  const person = contactOf(value);
  await storeListingLead(context, {
    kind: "send-to-friend",
    locale,
    listing: { ...listing, kind: "property" },
    person,
    newsletter: value.newsletter,
    payload: {
      friend: { firstName: value.friendFirstName, lastName: value.friendLastName, email: value.friendEmail },
      message: value.message ?? null,
    },
    otherMails: [{ key: "friend", mail: friendMail(context, locale, value, listing) }],
    agency: { rows: (t) => sharedRows(t, value) },
    visitor: {
      intro: visitorTranslator(locale)("mail.sendToFriend.sent", { friend: friendName(value) }),
      rows: [listingRow(visitorTranslator(locale), listing), ...sharedRows(visitorTranslator(locale), value)],
    },
    now,
  });
  return { redirectTo: thankYouPath(context, "send-to-friend", locale) };
}
