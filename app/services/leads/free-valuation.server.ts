import { asc } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Database } from "#db/client.server.ts";
import { propertyTypes } from "#db/schema.ts";
import { contactOf } from "#app/domain/forms/fields.ts";
import type { FreeValuation } from "#app/domain/forms/free-valuation.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { Translator } from "#app/i18n/translate.ts";
import { regionFromPostalCode } from "#app/lib/postal-region.ts";
import { agencyMail, visitorConfirmation, visitorTranslator, type MailRow } from "./lead-mail.server.ts";
import { storeLead } from "./store-lead.server.ts";
import { thankYouPath, type Accepted } from "./lead-form.server.ts";

/**
 * Ask for a free valuation (spec §2 /contact-demand/, Dutch gratis-schatting): the property's
 * address and type with the person; the agency's mail adds the region the postal code lies in
 * (its EPC scale and rules differ), the visitor gets a copy.
 */

export type PropertyTypeOption = { id: number; name: string };

/** The property types of the catalogue in their display order, named in the page's language. */
export async function propertyTypeOptions(
  db: Database,
  locale: Locale,
  fallback: Locale,
): Promise<PropertyTypeOption[]> {
  const rows = await db
    .select({ id: propertyTypes.id, name: propertyTypes.name })
    .from(propertyTypes)
    .orderBy(asc(propertyTypes.showOrder), asc(propertyTypes.id));
  return rows.map((row) => ({ id: row.id, name: row.name[locale] || row.name[fallback] || String(row.id) }));
}

function addressLine(t: Translator, value: FreeValuation): string {
  const number = [value.houseNumber, value.box ? `${t("form.box").toLowerCase()} ${value.box}` : undefined]
    .filter(Boolean)
    .join(" ");
  return `${value.street}${number ? ` ${number}` : ""}, ${value.zip} ${value.city}`;
}

function valuationRows(t: Translator, value: FreeValuation, typeName: string): MailRow[] {
  const region = regionFromPostalCode(value.zip);
  return [
    { label: t("form.propertyAddress"), value: addressLine(t, value) },
    ...(region ? [{ label: t("calc.region"), value: t(`calc.region.${region}`) }] : []),
    { label: t("form.propertyType"), value: typeName },
    ...(value.remark ? [{ label: t("form.remark"), value: value.remark }] : []),
  ];
}

export async function acceptFreeValuation(
  context: AppLoadContext,
  locale: Locale,
  value: FreeValuation,
  types: { agency: PropertyTypeOption[]; visitor: PropertyTypeOption[] },
  now = new Date(),
): Promise<Accepted> {
  const person = contactOf(value);
  const typeName = (options: PropertyTypeOption[]) =>
    options.find((type) => type.id === value.propertyType)?.name ?? String(value.propertyType);
  await storeLead(context, {
    kind: "free-valuation",
    locale,
    payload: {
      contact: person,
      address: {
        street: value.street,
        houseNumber: value.houseNumber ?? null,
        box: value.box ?? null,
        zip: value.zip,
        city: value.city,
      },
      propertyTypeId: value.propertyType,
      remark: value.remark ?? null,
      newsletter: value.newsletter,
    },
    subscribe: value.newsletter ? { email: person.email } : null,
    mails: ({ unsubscribeToken }) => ({
      agency: agencyMail(
        context,
        {
          kind: "free-valuation",
          locale,
          detail: `${value.zip} ${value.city}`,
          person,
          rows: (t) => [
            ...valuationRows(t, value, typeName(types.agency)),
            { label: t("mail.agency.newsletter"), value: value.newsletter ? t("mail.yes") : t("mail.no") },
          ],
        },
        now,
      ),
      visitor: visitorConfirmation(context, locale, {
        person,
        rows: valuationRows(visitorTranslator(locale), value, typeName(types.visitor)),
        unsubscribeToken,
      }),
    }),
  });
  return { redirectTo: thankYouPath(context, "contact-demand", locale) };
}
