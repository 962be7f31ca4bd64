import type { AppLoadContext } from "react-router";
import { contactOf } from "#app/domain/forms/fields.ts";
import type { RentalApplication, RentalRules } from "#app/domain/forms/rental-application.ts";
import { brusselsToday } from "#app/domain/forms/value-fields.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { Translator } from "#app/i18n/translate.ts";
import { formatDate } from "#app/lib/date.ts";
import { formatCurrency } from "#app/lib/price.ts";
import { requiredMonthlyIncome } from "#app/lib/rental-rules.ts";
import { visitorTranslator, type MailRow } from "./lead-mail.server.ts";
import { listingRow, storeListingLead } from "./listing-lead.server.ts";
import { thankYouPath, type Accepted } from "./lead-form.server.ts";
import type { FormListing } from "./form-listing-view.ts";

/**
 * Applying to rent a listing (spec §1, §3, §9): the lead (kind rental-application) with the
 * agency's mail (every field, the household income against the minimum) and the applicant's
 * confirmation, then the thank-you page feedback.rental-application.
 */

/** The rules of an application for a listing: the settings' parameters, its published rent, today. */
export function rentalRules(
  context: AppLoadContext,
  listing: Pick<FormListing, "price">,
  now = new Date(),
): RentalRules {
  const { minimumIncomeRatio, minimumMonthlyIncome, maximumPersons } = context.content.settings.rental;
  return {
    minimumIncomeRatio,
    minimumMonthlyIncome,
    maximumPersons,
    monthlyRent: listing.price,
    today: brusselsToday(now),
  };
}

function applicationRows(t: Translator, value: RentalApplication, listing: FormListing, rules: RentalRules): MailRow[] {
  const household = value.income1 + (value.income2 ?? 0);
  return [
    ...(listing.priceText ? [{ label: t("form.monthlyRent"), value: listing.priceText }] : []),
    { label: t("form.adults"), value: String(value.adults) },
    { label: t("form.children"), value: String(value.children) },
    ...(value.childAges.length > 0 ? [{ label: t("form.childAges"), value: value.childAges.join(", ") }] : []),
    ...(value.pets ? [{ label: t("form.pets"), value: value.pets }] : []),
    { label: t("form.movingDate"), value: formatDate(value.movingDate) },
    ...(value.movingReason ? [{ label: t("form.movingReason"), value: value.movingReason }] : []),
    { label: t("form.income1"), value: formatCurrency(value.income1) },
    ...(value.income2 !== undefined ? [{ label: t("form.income2"), value: formatCurrency(value.income2) }] : []),
    {
      label: t("form.householdIncome"),
      value: `${formatCurrency(household)} (≥ ${formatCurrency(requiredMonthlyIncome(rules, rules.monthlyRent))})`,
    },
    ...(value.message ? [{ label: t("form.remark"), value: value.message }] : []),
  ];
}

export async function acceptRentalApplication(
  context: AppLoadContext,
  locale: Locale,
  listing: FormListing & { url: string },
  value: RentalApplication,
  rules: RentalRules,
): Promise<Accepted> {
  const person = contactOf(value);
  const visitorT = visitorTranslator(locale);
  await storeListingLead(context, {
    kind: "rental-application",
    locale,
    listing: { ...listing, kind: "property" },
    person,
    newsletter: value.newsletter,
    payload: {
      adults: value.adults,
      children: value.children,
      childAges: value.childAges,
      pets: value.pets ?? null,
      movingDate: value.movingDate,
      movingReason: value.movingReason ?? null,
      income1: value.income1,
      income2: value.income2 ?? null,
      monthlyRent: rules.monthlyRent,
      message: value.message ?? null,
    },
    agency: { rows: (t) => applicationRows(t, value, listing, rules) },
    visitor: {
      subject: visitorT("mail.rental.subject"),
      rows: [
        listingRow(visitorT, listing, `${listing.zip} ${listing.city}`),
        ...applicationRows(visitorT, value, listing, rules),
      ],
    },
  });
  return { redirectTo: thankYouPath(context, "rental-application", locale) };
}
