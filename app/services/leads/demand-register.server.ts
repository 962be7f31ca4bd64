import { randomUUID } from "node:crypto";
import { asc, eq, or } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { demandRegistrations, propertyTypes } from "#db/schema.ts";
import { contactOf } from "#app/domain/forms/fields.ts";
import type { DemandChoices, DemandRegister } from "#app/domain/forms/demand-register.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { Translator } from "#app/i18n/translate.ts";
import { formatCurrency } from "#app/lib/price.ts";
import { searchKey } from "#app/lib/search-key.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import {
  agencyMail,
  agencyTranslator,
  visitorConfirmation,
  visitorTranslator,
  type MailBlock,
  type MailRow,
} from "./lead-mail.server.ts";
import { storeLead } from "./store-lead.server.ts";
import { thankYouPath, type Accepted } from "./lead-form.server.ts";
import { demandUnsubscribeToken, unsubscribeUrl } from "./demand-token.server.ts";
import type { DemandFormChoices } from "./demand-register-view.ts";

/**
 * "Keep me informed" (spec §3 demand register): the choices its form offers, and storing a
 * registration — the lead and its demand row in one transaction, with the agency's mail and the
 * visitor's confirmation carrying the demand's unsubscribe link (demand-token.server.ts). The alerts
 * themselves are demand-alerts.server.ts.
 */

type Localized = Partial<Record<Locale, string>>;

/** What the form offers: property types (property_types, in ShowOrder) and zones (postal codes). */
export type DemandCatalogue = {
  types: { id: number; name: Localized }[];
  /** A zone per postal code, named after its cities ("Dendermonde, Appels"). */
  zones: { zip: string; cities: string[] }[];
};

/**
 * The types offered for sale or rent, and the zones of the cities the sale and rent lists offer
 * (the list pages' city filters, app/services/listings/search.server.ts), by postal code.
 */
export async function loadDemandCatalogue(
  { db, catalogue }: Pick<AppLoadContext, "db" | "catalogue">,
  locale: Locale,
): Promise<DemandCatalogue> {
  const [types, sale, rent] = await Promise.all([
    db
      .select({ id: propertyTypes.id, name: propertyTypes.name })
      .from(propertyTypes)
      .where(or(eq(propertyTypes.sale, true), eq(propertyTypes.rent, true)))
      .orderBy(asc(propertyTypes.showOrder), asc(propertyTypes.id)),
    // Through the catalogue, which keeps the cities' counts while the catalogue is unchanged (decision 0039).
    catalogue.filters("sale", locale),
    catalogue.filters("rent", locale),
  ]);
  const byZip = new Map<string, string[]>();
  for (const city of [...sale.cities, ...rent.cities]) {
    const names = byZip.get(city.zip) ?? [];
    if (!names.includes(city.name)) names.push(city.name);
    byZip.set(city.zip, names);
  }
  const zones = [...byZip.entries()]
    .map(([zip, cities]) => ({ zip, cities: cities.sort((a, b) => searchKey(a).localeCompare(searchKey(b))) }))
    .sort((a, b) => searchKey(a.cities[0]!).localeCompare(searchKey(b.cities[0]!)) || a.zip.localeCompare(b.zip));
  return { types, zones };
}

function typeName(type: { id: number; name: Localized }, locale: Locale, fallback: Locale): string {
  return type.name[locale] || type.name[fallback] || String(type.id);
}

const zoneLabel = (zone: { zip: string; cities: string[] }) => `${zone.cities.join(", ")} (${zone.zip})`;

/** The catalogue as the form shows it in a language. */
export function demandFormChoices(catalogue: DemandCatalogue, locale: Locale, fallback: Locale): DemandFormChoices {
  return {
    types: catalogue.types.map((type) => ({ id: type.id, name: typeName(type, locale, fallback) })),
    zones: catalogue.zones.map((zone) => ({ zip: zone.zip, label: zoneLabel(zone) })),
  };
}

/** What the schema accepts: the offered ids and postal codes. */
export function demandChoices(catalogue: DemandCatalogue): DemandChoices {
  return { typeIds: catalogue.types.map((type) => type.id), zones: catalogue.zones.map((zone) => zone.zip) };
}

/** The demand as mail rows in a mail's language: only what the visitor gave. */
function demandRows(
  t: Translator,
  locale: Locale,
  fallback: Locale,
  value: DemandRegister,
  catalogue: DemandCatalogue,
): MailRow[] {
  const types = catalogue.types
    .filter((type) => value.types.includes(type.id))
    .map((type) => typeName(type, locale, fallback));
  const zones = catalogue.zones.filter((zone) => value.zones.includes(zone.zip)).map(zoneLabel);
  const euros = (label: Parameters<Translator>[0], amount: number | undefined): MailRow[] =>
    amount === undefined ? [] : [{ label: t(label), value: formatCurrency(amount) }];
  const count = (label: Parameters<Translator>[0], n: number | undefined): MailRow[] =>
    n === undefined ? [] : [{ label: t(label), value: String(n) }];
  const musts = [
    value.parking ? t("form.parking") : null,
    value.garden ? t("form.garden") : null,
    value.terrace ? t("form.terrace") : null,
  ].filter((must) => must !== null);
  return [
    { label: t("form.goal"), value: value.goal === "buy" ? t("form.goal.buy") : t("form.goal.rent") },
    { label: t("form.types"), value: types.join(", ") },
    { label: t("form.regions"), value: zones.join("; ") },
    ...euros("form.budget", value.budget),
    ...euros("form.priceMin", value.priceMin),
    ...euros("form.priceMax", value.priceMax),
    ...count("form.bedroomsMin", value.bedroomsMin),
    ...count("form.bedroomsMax", value.bedroomsMax),
    ...count("form.bathroomsMin", value.bathrooms),
    ...count("form.garagesMin", value.garages),
    ...(musts.length > 0 ? [{ label: t("form.demandMusts"), value: musts.join(", ") }] : []),
    { label: t("form.alertFrequency"), value: t(`form.alertFrequency.${value.alertFrequency}`) },
  ];
}

/**
 * Registers a demand: the lead (kind demand-register) and its demand_registrations row in one
 * transaction (storeLead's `within`), the agency's mail and the visitor's confirmation with the
 * demand's unsubscribe link (and the newsletter's, when they ticked that box too); then the
 * thank-you page feedback.demand-register.
 */
export async function acceptDemandRegister(
  context: AppLoadContext,
  locale: Locale,
  value: DemandRegister,
  catalogue: DemandCatalogue,
): Promise<Accepted> {
  const person = contactOf(value);
  const fallback = defaultLocale(context.content);
  const demandId = randomUUID();
  const { token, hash } = await demandUnsubscribeToken(context.db, demandId);
  const site = { siteUrl: context.config.siteUrl, routes: context.content.routes.routes };
  const agency = agencyTranslator(context);
  const visitorT = visitorTranslator(locale);
  await storeLead(context, {
    kind: "demand-register",
    locale,
    payload: {
      contact: person,
      demandId,
      goal: value.goal,
      types: value.types,
      zones: value.zones,
      budget: value.budget ?? null,
      priceMin: value.priceMin ?? null,
      priceMax: value.priceMax ?? null,
      bedroomsMin: value.bedroomsMin ?? null,
      bedroomsMax: value.bedroomsMax ?? null,
      bathrooms: value.bathrooms ?? null,
      garages: value.garages ?? null,
      parking: value.parking,
      garden: value.garden,
      terrace: value.terrace,
      alertFrequency: value.alertFrequency,
      newsletter: value.newsletter,
    },
    subscribe: value.newsletter ? { email: person.email } : null,
    within: async (tx, { leadId }) => {
      await tx.insert(demandRegistrations).values({
        id: demandId,
        leadId,
        email: person.email,
        locale,
        goal: value.goal === "buy" ? 0 : 1,
        typeIds: value.types,
        zips: value.zones,
        priceMin: value.priceMin ?? null,
        priceMax: value.priceMax ?? null,
        budget: value.budget ?? null,
        bedroomsMin: value.bedroomsMin ?? null,
        bedroomsMax: value.bedroomsMax ?? null,
        bathroomsMin: value.bathrooms ?? null,
        garagesMin: value.garages ?? null,
        // An unticked box is no criterion (null), not "must not have".
        parking: value.parking || null,
        garden: value.garden || null,
        terrace: value.terrace || null,
        alertFrequency: value.alertFrequency,
        unsubscribeTokenHash: hash,
      });
    },
    mails: ({ unsubscribeToken: newsletterToken }) => {
      const newsletterLink: MailBlock[] = newsletterToken
        ? [
            {
              link: {
                href: unsubscribeUrl(site, locale, newsletterToken),
                text: visitorT("mail.demand.newsletterUnsubscribe"),
              },
            },
          ]
        : [];
      return {
        agency: agencyMail(context, {
          kind: "demand-register",
          locale,
          detail: value.goal === "buy" ? agency.t("form.goal.buy") : agency.t("form.goal.rent"),
          person,
          rows: (t) => [
            ...demandRows(t, agency.locale, fallback, value, catalogue),
            { label: t("mail.agency.newsletter"), value: value.newsletter ? t("mail.yes") : t("mail.no") },
          ],
        }),
        visitor: visitorConfirmation(context, locale, {
          person,
          subject: visitorT("mail.demand.subject"),
          intro: visitorT("mail.demand.intro"),
          rows: demandRows(visitorT, locale, fallback, value, catalogue),
          extra: newsletterLink,
          // The footer link and the List-Unsubscribe header end the alerts of this demand.
          unsubscribeToken: token,
        }),
      };
    },
  });
  return { redirectTo: thankYouPath(context, "demand-register", locale) };
}
