import type { AppLoadContext } from "react-router";
import type { MailMessage } from "#app/services/mail/mail-message.ts";
import type { Contact } from "#app/domain/forms/fields.ts";
import { DEFAULT_LOCALE, type Locale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { getMessages, translate, type MessageKey, type Translator } from "#app/i18n/translate.ts";
import { dateTimeFormat } from "#app/lib/intl-formats.ts";
import { formatPhone } from "#app/lib/phone.ts";
import { unsafeForThirdParty } from "#app/lib/third-party-text.ts";
import { labelled } from "#app/lib/typography.ts";
import type { LeadKind } from "./store-lead.server.ts";

/**
 * Composing the plain mails of the lead forms: a text part and a simple HTML part with the same
 * content (escaped: every value comes from a visitor). No template engine: a mail here is a
 * greeting, paragraphs, labelled rows and a link or two.
 */
export type MailRow = { label: string; value: string };
export type MailBlock =
  | { paragraph: string }
  | { rows: MailRow[] }
  | { link: { href: string; text: string } }
  /** A picture (an absolute URL): in the HTML part only. */
  | { image: { src: string; alt: string; width: number; height: number } };

export type ComposedMail = {
  /** The mail's language: the punctuation of its "label: value" lines ("Prix\u00a0: …" in French, decision 0035). */
  locale: Locale;
  to: string;
  replyTo?: string;
  subject: string;
  blocks: MailBlock[];
  /** One-click unsubscribe (RFC 8058 headers) and the link at the foot of the mail. */
  unsubscribe?: { url: string; text: string };
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** Header injection is impossible through nodemailer, but a subject stays one readable line. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, " ").trim();

function textOf(block: MailBlock, locale: Locale): string {
  if ("paragraph" in block) return block.paragraph;
  if ("image" in block) return "";
  if ("rows" in block)
    return block.rows
      .map((row) =>
        row.value.includes("\n")
          ? `${labelled(locale, row.label, "").trimEnd()}\n${row.value}`
          : labelled(locale, row.label, row.value),
      )
      .join("\n");
  return labelled(locale, block.link.text, block.link.href);
}

function htmlOf(block: MailBlock): string {
  if ("paragraph" in block) return `<p>${escapeHtml(block.paragraph).replace(/\n/g, "<br>")}</p>`;
  if ("rows" in block) {
    const rows = block.rows
      .map(
        (row) =>
          `<tr><th align="left" valign="top" style="padding:2px 12px 2px 0">${escapeHtml(row.label)}</th><td style="padding:2px 0">${escapeHtml(row.value).replace(/\n/g, "<br>")}</td></tr>`,
      )
      .join("");
    return `<table role="presentation" cellspacing="0" cellpadding="0">${rows}</table>`;
  }
  if ("image" in block) {
    const { src, alt, width, height } = block.image;
    return `<p><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="${width}" height="${height}" style="display:block;max-width:100%;height:auto;border:0"></p>`;
  }
  return `<p><a href="${escapeHtml(block.link.href)}">${escapeHtml(block.link.text)}</a></p>`;
}

export function composeMail(mail: ComposedMail): MailMessage {
  const blocks = mail.unsubscribe
    ? [...mail.blocks, { link: { href: mail.unsubscribe.url, text: mail.unsubscribe.text } }]
    : mail.blocks;
  return {
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: oneLine(mail.subject),
    text:
      blocks
        .map((block) => textOf(block, mail.locale))
        .filter(Boolean)
        .join("\n\n") + "\n",
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#222">${blocks.map(htmlOf).join("\n")}</body></html>`,
    ...(mail.unsubscribe ? { unsubscribeUrl: mail.unsubscribe.url } : {}),
  };
}

/** The person behind a lead as mail rows, labelled in the mail's language; the phone by the §5 rule (052 33 44 55). */
function personRows(t: Translator, person: Contact): MailRow[] {
  const title = { mr: t("form.titleMr"), ms: t("form.titleMs"), miss: t("form.titleMiss") }[person.title];
  return [
    { label: t("form.name"), value: `${title} ${person.firstName} ${person.lastName}` },
    { label: t("form.email"), value: person.email },
    ...(person.phone ? [{ label: t("form.phone"), value: formatPhone(person.phone) }] : []),
  ];
}

/**
 * The agency's language for its own mails: the AGENCY_LANGUAGE setting (decision 0034), nl when
 * the context was made without the environment.
 */
export function agencyTranslator(context: AppLoadContext): { locale: Locale; t: Translator } {
  const locale = context.config.agencyLanguage ?? DEFAULT_LOCALE;
  const messages = getMessages(locale);
  return { locale, t: (key, params) => translate(messages, key, params) };
}

export function visitorTranslator(locale: Locale): Translator {
  const messages = getMessages(locale);
  return (key, params) => translate(messages, key, params);
}

/** When the visitor posted, as the agency reads it (its time zone). */
function postedAt(locale: Locale, now: Date): string {
  return dateTimeFormat(`${locale}-BE`, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Brussels" }).format(
    now,
  );
}

/**
 * The forms' labels and values worded for the visitor ("Your message", "I would like to visit the
 * property"), as the agent reads them (decision 0034). The forms keep one rows function for both
 * mails; the agency's mail reads its keys through this table.
 */
const AGENCY_WORDING: Partial<Record<MessageKey, MessageKey>> = {
  "form.message": "mail.agency.label.message",
  "form.remark": "mail.agency.label.remark",
  "form.request": "mail.agency.label.request",
  "form.request.visit": "mail.agency.label.visit",
  "form.request.info": "mail.agency.label.info",
  "form.contactTimeSlot": "mail.agency.label.callTimes",
  "form.contactDevice": "mail.agency.label.contactBy",
  "form.friendDetails": "mail.agency.label.friend",
  "form.friendMessage": "mail.agency.label.friendMessage",
  "testimonial.form.name": "mail.agency.label.testimonialName",
  "form.aboutYou": "mail.agency.label.about",
  "testimonial.form.poster": "mail.agency.label.role",
  "form.comment": "mail.agency.label.testimonial",
  "form.goal": "mail.agency.label.goal",
  "form.alertFrequency": "mail.agency.label.alerts",
  "form.conditions": "mail.agency.label.conditions",
};

/** Every lead kind that mails the agency (a newsletter sign-up does not: the subscriptions are its list). */
export type AgencyLeadKind = Exclude<LeadKind, "newsletter">;

export type AgencyLead = {
  kind: AgencyLeadKind;
  /** The language the visitor wrote in (the page they posted on). */
  locale: Locale;
  person: Contact;
  /** The listing (property or project) the lead is about: its reference, title and link head the mail. */
  listing?: { kind: "property" | "project"; id: number; title: string; url: string } | undefined;
  /** What the subject adds to the heading, before the listing's title: an amount, dates, a place, a name. */
  detail?: string | undefined;
  /** The form's own rows, labelled by the translator given (the agency's wording). */
  rows: (t: Translator) => MailRow[];
  /** A link closing the mail (a published testimonial's page). */
  link?: { href: string; text: string } | undefined;
};

/**
 * The mail to the agency about a lead (decision 0034), the one builder of every form's: written to
 * the agent in the agency's language, a heading saying what came in ("New viewing request for ref
 * 4100001", also the subject), when and how to answer, the listing's reference, title and link,
 * the visitor (phone by the §5 rule, their language named), the form's rows; Reply-To the visitor.
 */
export function agencyMail(context: AppLoadContext, lead: AgencyLead, now = new Date()): MailMessage {
  const agency = agencyTranslator(context);
  const t: Translator = (key, params) => agency.t(AGENCY_WORDING[key] ?? key, params);
  const { listing, person } = lead;
  const heading = t(`mail.agency.heading.${lead.kind}`, { ref: listing?.id ?? "" });
  const listingBlocks: MailBlock[] = listing
    ? [
        {
          rows: [
            { label: t("form.reference"), value: String(listing.id) },
            { label: listing.kind === "project" ? t("detail.project") : t("form.listing"), value: listing.title },
          ],
        },
        { link: { href: listing.url, text: t("mail.agency.viewListing") } },
      ]
    : [];
  return composeMail({
    locale: agency.locale,
    to: context.config.agencyEmail ?? context.content.siteInfo.email,
    replyTo: person.email,
    subject: [heading, lead.detail, listing?.title].filter(Boolean).join(" – "),
    blocks: [
      { paragraph: heading },
      {
        paragraph: t("mail.agency.received", {
          date: postedAt(agency.locale, now),
          name: `${person.firstName} ${person.lastName}`,
        }),
      },
      ...listingBlocks,
      {
        rows: [
          ...personRows(t, person),
          { label: t("mail.agency.visitorLanguage"), value: t(`mail.language.${lead.locale}`) },
          ...lead.rows(t),
        ],
      },
      ...(lead.link ? [{ link: lead.link }] : []),
    ],
  });
}

/** A row's value without the e-mail addresses standing alone in it (`a@b.be`, `Name <a@b.be>`). */
const withoutAddresses = (text: string) => text.replace(/(^|[\s<])[\w.+-]+@[\w-]+(\.[\w-]+)+(?=$|[\s>])/g, "$1");

/**
 * The confirmation to the visitor, in their language: a greeting, what they asked, a copy of
 * what they sent and the agency's signature; with the unsubscribe link when they subscribed.
 * It goes to the address the visitor typed, which may be someone else's: a value of the copy that
 * holds a link or markup (a message to the agency may) is not repeated, so the form cannot mail a
 * stranger a spammer's text from the agency's address (decision 0031).
 */
export function visitorConfirmation(
  context: AppLoadContext,
  locale: Locale,
  mail: {
    person: Contact;
    subject?: string;
    intro?: string;
    rows: MailRow[];
    extra?: MailBlock[];
    unsubscribeToken?: string | null;
  },
): MailMessage {
  const t = visitorTranslator(locale);
  // E-mail addresses the form checked as such (a co-buyer's, the friend's) are part of the copy.
  const rows = mail.rows.map((row) =>
    unsafeForThirdParty(withoutAddresses(row.value)) ? { label: row.label, value: t("mail.leftOut") } : row,
  );
  const unsubscribeUrl = mail.unsubscribeToken
    ? `${context.config.siteUrl}${routePath(context.content.routes.routes, "unsubscribe", locale, { token: mail.unsubscribeToken })}`
    : null;
  return composeMail({
    locale,
    to: mail.person.email,
    subject: mail.subject ?? t("mail.confirmation.subject"),
    blocks: [
      { paragraph: t("mail.greeting", { name: `${mail.person.firstName} ${mail.person.lastName}` }) },
      { paragraph: mail.intro ?? t("mail.confirmation.intro") },
      ...(rows.length > 0 ? [{ rows }] : []),
      ...(mail.extra ?? []),
      {
        paragraph: `${t("mail.signature")}\n${context.content.siteInfo.name}\n${context.content.siteInfo.phone} · ${context.content.siteInfo.email}`,
      },
    ],
    ...(unsubscribeUrl ? { unsubscribe: { url: unsubscribeUrl, text: t("mail.unsubscribe") } } : {}),
  });
}
