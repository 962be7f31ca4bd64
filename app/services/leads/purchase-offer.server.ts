import { and, eq, gt } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Database } from "#db/client.server.ts";
import { leads } from "#db/schema.ts";
import { contactOf } from "#app/domain/forms/fields.ts";
import type { PurchaseOffer } from "#app/domain/forms/purchase-offer.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { getMessages, translate, type Translator } from "#app/i18n/translate.ts";
import { amountInWords } from "#app/lib/amount-in-words.ts";
import { formatDate } from "#app/lib/date.ts";
import { formatCurrency } from "#app/lib/price.ts";
import { agencyTranslator, visitorTranslator, type MailRow } from "./lead-mail.server.ts";
import { listingRow, storeListingLead } from "./listing-lead.server.ts";
import { thankYouPath, type Accepted } from "./lead-form.server.ts";
import type { FormListing } from "./form-listing-view.ts";

/**
 * A purchase offer (spec §1, §3, §9): the lead (kind purchase-offer) with the agency's mail (every
 * field) and the buyer's confirmation, each with the amount in words in its own language and the
 * deposit the buyer pays on acceptance (settings.purchaseOffer.depositPercent, to the third-party
 * account of content/site-info.json); then the thank-you page, which repeats the amount in words.
 */

/** The agency's third-party account as the notice and the mails write it. */
export function thirdPartyAccount(content: SiteContent): string {
  const account = content.siteInfo.thirdPartyAccount;
  return `${account.iban} (${account.bank}, ${account.bic})`;
}

/** "driehonderdvijfentwintigduizend euro": the amount in words with the currency, in a language. */
function amountWords(t: Translator, locale: Locale, amount: number): string {
  return t("form.amountWords", { words: amountInWords(amount, locale) });
}

/** The deposit on acceptance: the percentage of the offered amount, rounded to the euro. */
function depositOf(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

function offerRows(
  t: Translator,
  locale: Locale,
  value: PurchaseOffer,
  listing: FormListing,
  deposit: { percent: number; account: string },
): MailRow[] {
  const secondBuyer = value.person2FirstName
    ? [
        {
          label: t("form.person2"),
          value: [
            `${value.person2FirstName} ${value.person2LastName ?? ""}`.trim(),
            value.person2Email,
            value.person2Phone,
          ]
            .filter(Boolean)
            .join(" · "),
        },
      ]
    : [];
  return [
    ...(listing.priceText ? [{ label: t("detail.price"), value: listing.priceText }] : []),
    ...secondBuyer,
    { label: t("form.amount"), value: formatCurrency(value.amount) },
    { label: t("form.amountInWords"), value: amountWords(t, locale, value.amount) },
    {
      label: t("form.deposit", { percent: deposit.percent }),
      value: `${formatCurrency(depositOf(value.amount, deposit.percent))} – ${deposit.account}`,
    },
    { label: t("form.startDate"), value: formatDate(value.startDate) },
    { label: t("form.endDate"), value: formatDate(value.endDate) },
    { label: t("form.place"), value: value.place },
    { label: t("form.signDate"), value: formatDate(value.signDate) },
    ...(value.conditions ? [{ label: t("form.conditions"), value: value.conditions }] : []),
  ];
}

export async function acceptPurchaseOffer(
  context: AppLoadContext,
  locale: Locale,
  listing: FormListing & { url: string },
  value: PurchaseOffer,
): Promise<Accepted> {
  const person = contactOf(value);
  const deposit = {
    percent: context.content.settings.purchaseOffer.depositPercent,
    account: thirdPartyAccount(context.content),
  };
  const visitorT = visitorTranslator(locale);
  const agencyLocale = agencyTranslator(context).locale;
  const { leadId } = await storeListingLead(context, {
    kind: "purchase-offer",
    locale,
    listing: { ...listing, kind: "property" },
    person,
    newsletter: value.newsletter,
    payload: {
      secondBuyer: value.person2FirstName
        ? {
            firstName: value.person2FirstName,
            lastName: value.person2LastName ?? null,
            email: value.person2Email ?? null,
            phone: value.person2Phone ?? null,
          }
        : null,
      amount: value.amount,
      amountInWords: amountInWords(value.amount, locale),
      depositPercent: deposit.percent,
      startDate: value.startDate,
      endDate: value.endDate,
      place: value.place,
      signDate: value.signDate,
      conditions: value.conditions ?? null,
    },
    agency: {
      detail: formatCurrency(value.amount),
      // The agency's mail is in the agency's language, its amount in words too.
      rows: (t) => offerRows(t, agencyLocale, value, listing, deposit),
    },
    visitor: {
      subject: visitorT("mail.offer.subject"),
      intro: visitorT("mail.offer.intro"),
      rows: [
        listingRow(visitorT, listing, `${listing.zip} ${listing.city}`),
        ...offerRows(visitorT, locale, value, listing, deposit),
      ],
    },
  });
  // The thank-you page repeats the amount in words (also without JavaScript); it reads it from the lead.
  return { redirectTo: `${thankYouPath(context, "purchase-offer", locale)}?${OFFER_PARAM}=${leadId}` };
}

/** The thank-you page's parameter naming the offer it confirms. */
export const OFFER_PARAM = "offer";
/** The thank-you page shows an offer only this long after it was made (the link is in the visitor's history). */
const SUMMARY_LIFETIME_MS = 60 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * "Your offer: € 325.000 (driehonderdvijfentwintigduizend euro)" for the thank-you page, from the
 * lead the page's link names, or null (no such offer, or made more than an hour ago). Only the
 * amount: nothing about the person.
 */
export async function purchaseOfferSummary(
  db: Database,
  leadId: string | null,
  locale: Locale,
  now = new Date(),
): Promise<string | null> {
  if (!leadId || !UUID.test(leadId)) return null;
  const [lead] = await db
    .select({ payload: leads.payload })
    .from(leads)
    .where(
      and(
        eq(leads.id, leadId),
        eq(leads.kind, "purchase-offer"),
        gt(leads.createdAt, new Date(now.getTime() - SUMMARY_LIFETIME_MS)),
      ),
    )
    .limit(1);
  const amount = lead?.payload.amount;
  if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 1) return null;
  const messages = getMessages(locale);
  const t: Translator = (key, params) => translate(messages, key, params);
  return t("feedback.purchase-offer.amount", { amount: formatCurrency(amount), words: amountWords(t, locale, amount) });
}
