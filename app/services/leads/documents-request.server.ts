import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Database } from "#db/client.server.ts";
import { leads, listingDocuments } from "#db/schema.ts";
import { contactOf } from "#app/domain/forms/fields.ts";
import type { DocumentsRequest } from "#app/domain/forms/documents-request.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { Translator } from "#app/i18n/translate.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import { dateTimeFormat } from "#app/lib/intl-formats.ts";
import { agencyTranslator, visitorTranslator, type MailBlock, type MailRow } from "./lead-mail.server.ts";
import { storeListingLead } from "./listing-lead.server.ts";
import { mailedDocumentUrl } from "./document-links.server.ts";
import { thankYouPath, type Accepted, type Refused } from "./lead-form.server.ts";

/**
 * "Request documents" on a property or project page (spec §4: documents "will be sent by e-mail"
 * or are "already requested"). The visitor's mail carries a link to each document of the listing
 * (signed and valid seven days for the site's own files);
 * the agency's mail says who asked. One request per address and listing a day: a second one within
 * 24 hours sends nothing and informs the visitor (a status, not an error) when they asked and that
 * the links were mailed to that address then. A listing without documents answers "request document error".
 */

/** The listing whose documents are asked for, as its mails name it. */
export type DocumentsListing = { kind: "property" | "project"; id: number; title: string; url: string };

type DocumentLink = { name: string; url: string };

/** A second request for the same listing from the same address within this time sends nothing. */
const REQUEST_AGAIN_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The listing's documents with the links the mail gives: the site's own files (no public address,
 * decision 0030) as signed links that expire after seven days, a provider's documents at the
 * provider's own URL.
 */
async function documentLinks(
  db: Database,
  listing: Pick<DocumentsListing, "kind" | "id">,
  locale: Locale,
  fallback: Locale,
  siteUrl: string,
  now = new Date(),
): Promise<DocumentLink[]> {
  const owner =
    listing.kind === "property"
      ? eq(listingDocuments.propertyId, listing.id)
      : eq(listingDocuments.projectId, listing.id);
  const rows = await db.select().from(listingDocuments).where(owner).orderBy(asc(listingDocuments.id));
  return Promise.all(
    rows.map(async (row) => ({
      name: row.name[locale] || row.name[fallback] || row.kind,
      url: await mailedDocumentUrl(
        db,
        { url: row.url, listing: { kind: listing.kind, id: listing.id } },
        { siteUrl, locale, now },
      ),
    })),
  );
}

/** When this address last asked for this listing's documents since `since`, or null (the lead's e-mail is lower-cased). */
async function requestedSince(
  db: Database,
  listing: Pick<DocumentsListing, "kind" | "id">,
  email: string,
  since: Date,
): Promise<Date | null> {
  const owner = listing.kind === "property" ? eq(leads.propertyId, listing.id) : eq(leads.projectId, listing.id);
  const [found] = await db
    .select({ at: leads.createdAt })
    .from(leads)
    .where(
      and(
        owner,
        eq(leads.kind, "documents-request"),
        gt(leads.createdAt, since),
        sql`${leads.payload} -> 'contact' ->> 'email' = ${email}`,
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(1);
  return found ? new Date(found.at) : null;
}

/** When the earlier request was made, as the visitor reads it (their language, Belgian time). */
function requestedAt(locale: Locale, at: Date): string {
  return dateTimeFormat(`${locale}-BE`, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Brussels" }).format(
    at,
  );
}

/** The names of a listing's documents in a language: the agency's mail lists them in its own (decision 0034). */
async function documentNames(
  db: Database,
  listing: Pick<DocumentsListing, "kind" | "id">,
  locale: Locale,
  fallback: Locale,
): Promise<string[]> {
  const owner =
    listing.kind === "property"
      ? eq(listingDocuments.propertyId, listing.id)
      : eq(listingDocuments.projectId, listing.id);
  const rows = await db
    .select({ name: listingDocuments.name, kind: listingDocuments.kind })
    .from(listingDocuments)
    .where(owner)
    .orderBy(asc(listingDocuments.id));
  return rows.map((row) => row.name[locale] || row.name[fallback] || row.kind);
}

function documentRows(t: Translator, names: string[]): MailRow[] {
  return [{ label: t("detail.group.documents"), value: names.join("\n") }];
}

export async function acceptDocumentsRequest(
  context: AppLoadContext,
  locale: Locale,
  listing: DocumentsListing,
  value: DocumentsRequest,
  now = new Date(),
): Promise<Accepted | Refused> {
  const documents = await documentLinks(
    context.db,
    listing,
    locale,
    defaultLocale(context.content),
    context.config.siteUrl,
    now,
  );
  if (documents.length === 0) return { refused: "error.requestDocument", status: 409 };
  const person = contactOf(value);
  // Answered with 200 and shown as information: nothing is wrong, the documents were mailed already.
  const earlier = await requestedSince(
    context.db,
    listing,
    person.email,
    new Date(now.getTime() - REQUEST_AGAIN_AFTER_MS),
  );
  if (earlier)
    return {
      refused: "form.alreadyRequested",
      params: { date: requestedAt(locale, earlier), email: person.email },
      status: 200,
      notice: true,
    };

  const t = visitorTranslator(locale);
  const agencyNames = await documentNames(
    context.db,
    listing,
    agencyTranslator(context).locale,
    defaultLocale(context.content),
  );
  const links: MailBlock[] = documents.map((doc) => ({ link: { href: doc.url, text: doc.name } }));
  await storeListingLead(context, {
    kind: "documents-request",
    locale,
    listing,
    person,
    newsletter: value.newsletter,
    payload: { documents },
    agency: { rows: (agency) => documentRows(agency, agencyNames) },
    visitor: {
      subject: `${t("mail.documents.subject")} – ${listing.title}`,
      intro: t("mail.documents.intro", { title: listing.title }),
      rows: [],
      extra: links,
    },
    now,
  });
  return { redirectTo: thankYouPath(context, "documents", locale) };
}
