import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { projects } from "#db/schema.ts";
import type { Contact } from "#app/domain/forms/fields.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { Translator } from "#app/i18n/translate.ts";
import type { MailMessage } from "#app/services/mail/mail-message.ts";
import { defaultLocale, enabledLocales } from "#app/services/content/languages.ts";
import { projectCanonical, projectPath } from "#app/services/listings/project-detail.server.ts";
import {
  agencyMail,
  agencyTranslator,
  visitorConfirmation,
  type AgencyLeadKind,
  type MailBlock,
  type MailRow,
} from "./lead-mail.server.ts";
import { loadFormListing } from "./form-listing.server.ts";
import { storeLead, type StoredLead } from "./store-lead.server.ts";

/**
 * The steps every form about one listing (a property or a project) takes once it is valid: the
 * lead, tied to the listing, with the visitor's contact and newsletter choice in its payload and
 * the newsletter subscription when asked; the agency's mail (the form's rows, then whether the
 * visitor subscribed, then the listing's link); the visitor's confirmation (the form's rows, then
 * any blocks of its own, then the listing's link). What is asked, stored and written besides is
 * each form's own, in its module.
 */
export type ListingLead = {
  kind: AgencyLeadKind;
  locale: Locale;
  /** The listing the lead is about: its id goes in the lead's propertyId or projectId; its title and link close both mails. */
  listing: { kind: "property" | "project"; id: number; title: string; url: string };
  person: Contact;
  newsletter: boolean;
  /** The form's own fields in the lead's payload, between the contact and the newsletter choice. */
  payload: Record<string, unknown>;
  /**
   * The agency's mail: what its subject adds to the heading before the listing's title (an amount,
   * dates) and the form's rows (in the agency's language); the listing's reference, title and link come first.
   */
  agency: { detail?: string | undefined; rows: (t: Translator) => MailRow[] };
  /** The visitor's confirmation, in their language (without subject or intro: the general ones). */
  visitor: { subject?: string | undefined; intro?: string | undefined; rows: MailRow[]; extra?: MailBlock[] };
  /** Mails sent besides the two, before them, each under its own idempotency key (`${leadId}:${key}`). */
  otherMails?: Array<{ key: string; mail: MailMessage }>;
  /** When the visitor posted, as the agency's mail says; unset: when that mail is written. */
  now?: Date | undefined;
};

/** "Pand: Villa met tuin (Referentie 4100001)": the listing as the first row of a visitor's copy. */
export function listingRow(
  t: Translator,
  listing: { kind?: "property" | "project"; id: number; title: string },
  place?: string,
): MailRow {
  return {
    label: listing.kind === "project" ? t("detail.project") : t("form.listing"),
    value: `${listing.title}${place ? `, ${place}` : ""} (${t("form.reference")} ${listing.id})`,
  };
}

export type MailedListing = { kind: "property" | "project"; id: number; title: string; url: string };

/**
 * The listing as the agency's mail names it (decision 0034): its title and page in the agency's
 * language, so the agent opens the page they read, when the site has that language; else (or when
 * it cannot be found) as the visitor saw it.
 */
export async function listingForAgency(context: AppLoadContext, listing: MailedListing): Promise<MailedListing> {
  const { locale } = agencyTranslator(context);
  if (!enabledLocales(context.content).includes(locale)) return listing;
  const { siteUrl } = context.config;
  if (listing.kind === "property") {
    const found = await loadFormListing(context.db, listing.id, context.content, locale);
    return found ? { ...listing, title: found.title, url: `${siteUrl}${found.path}` } : listing;
  }
  const [row] = await context.db
    .select({ name: projects.name })
    .from(projects)
    .where(eq(projects.id, listing.id))
    .limit(1);
  const canonical = await projectCanonical(context.db, listing.id, defaultLocale(context.content));
  if (!row || !canonical || "external" in canonical) return listing;
  return {
    ...listing,
    title: row.name[locale] || listing.title,
    url: `${siteUrl}${projectPath(context.content.routes.routes, canonical.routeParams, locale)}`,
  };
}

export async function storeListingLead(context: AppLoadContext, lead: ListingLead): Promise<StoredLead> {
  const { listing, person, newsletter } = lead;
  const agencyListing = await listingForAgency(context, listing);
  const listingLink = { link: { href: listing.url, text: listing.title } };
  return storeLead(context, {
    kind: lead.kind,
    locale: lead.locale,
    ...(listing.kind === "property" ? { propertyId: listing.id } : { projectId: listing.id }),
    payload: { contact: person, ...lead.payload, newsletter },
    subscribe: newsletter ? { email: person.email } : null,
    mails: ({ unsubscribeToken }) => ({
      ...(lead.otherMails ? { others: lead.otherMails } : {}),
      agency: agencyMail(
        context,
        {
          kind: lead.kind,
          locale: lead.locale,
          person,
          listing: agencyListing,
          detail: lead.agency.detail,
          rows: (t) => [
            ...lead.agency.rows(t),
            { label: t("mail.agency.newsletter"), value: newsletter ? t("mail.yes") : t("mail.no") },
          ],
        },
        lead.now,
      ),
      visitor: visitorConfirmation(context, lead.locale, {
        person,
        subject: lead.visitor.subject,
        intro: lead.visitor.intro,
        rows: lead.visitor.rows,
        extra: [...(lead.visitor.extra ?? []), listingLink],
        unsubscribeToken,
      }),
    }),
  });
}
