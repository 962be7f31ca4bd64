import { z } from "zod";
import { isLocale } from "#app/i18n/locales.ts";
import { createTranslator, type Translator } from "#app/i18n/translate.ts";
import { formatDate } from "#app/lib/date.ts";
import { formatCurrency } from "#app/lib/price.ts";
import { labelled } from "#app/lib/typography.ts";
import { providerLeadCallSchema, type ProviderLeadCall } from "#app/providers/listing-provider.ts";

/**
 * Which provider call a stored lead becomes (the lead is also forwarded to the agency's CRM when
 * the listing provider accepts leads). Pure: the forms store a lead, then queue this call in the
 * same transaction (`enqueueProviderForwarding` in ./provider-forwarding.server.ts).
 *
 * | lead kind                                          | call                                   |
 * |----------------------------------------------------|----------------------------------------|
 * | info-request, documents-request                    | contactProperty                        |
 * | visit-request                                      | contactProperty, topic visit           |
 * | purchase-offer                                     | contactProperty, topic offer (its terms in the message) |
 * | rental-application                                 | contactProperty, topic application (household, incomes, move in the message) |
 * | stay-request                                       | contactProperty, topic stay (dates, nights, guests, pets in the message) |
 * | project-enquiry                                    | contactProject                         |
 * | demand-register                                    | registerDemand                         |
 * | free-valuation (with its address), site-contact, newsletter | registerPerson                |
 * | appointment                                        | addVisit                               |
 * | send-to-friend, testimonial, unsubscribe, others   | none                                   |
 *
 * A listing call without its listing id (a lead not tied to a property or project) becomes
 * registerPerson, so the person still reaches the CRM.
 */

export type StoredLead = {
  kind: string;
  locale: string;
  propertyId: number | null;
  projectId: number | null;
  payload: Record<string, unknown>;
};

/** A lead kind the forwarding knows but whose payload lacks what its call needs (a programming error). */
export class LeadForwardingError extends Error {
  override readonly name = "LeadForwardingError";
}

const PROPERTY_KINDS = new Set([
  "info-request",
  "visit-request",
  "documents-request",
  "purchase-offer",
  "rental-application",
  "stay-request",
]);
const TOPICS: Record<string, "visit" | "offer" | "application" | "stay"> = {
  "visit-request": "visit",
  "purchase-offer": "offer",
  "rental-application": "application",
  "stay-request": "stay",
};
const PERSON_KINDS = new Set(["free-valuation", "site-contact", "newsletter"]);

const idList = z.array(z.union([z.number(), z.string().regex(/^\d+$/)]).transform(Number));
const zipList = z.array(z.union([z.string(), z.number()]).transform(String));
const optionalAmount = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number), z.null()])
  .optional()
  .transform((value) => (value === null ? undefined : value));
/** Goal as the forms may store it: "sale"/"rent", or the provider's 0 (sale) / anything else (rent). */
const goal = z
  .union([z.enum(["sale", "rent"]), z.number(), z.string().regex(/^\d+$/)])
  .transform((value) => (value === "sale" || value === 0 || value === "0" ? "sale" : "rent"));

const payloadSchema = z.looseObject({
  contact: z.looseObject({
    title: z.string().transform((t) => t.toLowerCase()),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z
      .string()
      .nullish()
      .transform((p) => (p?.trim() ? p.trim() : undefined)),
  }),
  message: z
    .string()
    .nullish()
    .transform((m) => (m?.trim() ? m.trim() : undefined)),
});

/** The provider call for a stored lead, or null for kinds that are not forwarded. Throws LeadForwardingError on an incomplete payload. */
export function providerCallFor(lead: StoredLead): ProviderLeadCall | null {
  const forwarded =
    PROPERTY_KINDS.has(lead.kind) ||
    PERSON_KINDS.has(lead.kind) ||
    ["project-enquiry", "demand-register", "appointment"].includes(lead.kind);
  if (!forwarded) return null;
  const base = read(lead, payloadSchema);
  const common = {
    locale: lead.locale,
    person: {
      title: base.contact.title,
      firstName: base.contact.firstName,
      lastName: base.contact.lastName,
      email: base.contact.email,
      ...(base.contact.phone ? { phone: base.contact.phone } : {}),
    },
  };
  const summary = termsOf(lead);
  const text = [summary, base.message].filter(Boolean).join("\n\n");
  const message = text ? { message: text } : {};
  const asPerson = () => ({ call: "registerPerson", ...common, ...message });

  let call: unknown;
  if (PROPERTY_KINDS.has(lead.kind)) {
    call = lead.propertyId
      ? {
          call: "contactProperty",
          ...common,
          propertyId: lead.propertyId,
          ...message,
          ...(TOPICS[lead.kind] ? { topic: TOPICS[lead.kind] } : {}),
        }
      : asPerson();
  } else if (lead.kind === "project-enquiry") {
    call = lead.projectId ? { call: "contactProject", ...common, projectId: lead.projectId, ...message } : asPerson();
  } else if (lead.kind === "demand-register") {
    const demand = read(
      lead,
      z.looseObject({
        goal,
        typeIds: idList,
        zips: zipList,
        priceMin: optionalAmount,
        priceMax: optionalAmount,
        bedroomsMin: optionalAmount,
      }),
    );
    call = {
      call: "registerDemand",
      ...common,
      goal: demand.goal,
      typeIds: demand.typeIds,
      zips: demand.zips,
      ...definedOnly({ priceMin: demand.priceMin, priceMax: demand.priceMax, bedroomsMin: demand.bedroomsMin }),
    };
  } else if (lead.kind === "appointment") {
    const { startsAt } = read(lead, z.looseObject({ startsAt: z.string() }));
    call = lead.propertyId
      ? { call: "addVisit", ...common, propertyId: lead.propertyId, startsAt }
      : { ...asPerson(), message: [base.message, startsAt].filter(Boolean).join("\n") };
  } else {
    const { address } = read(
      lead,
      z.looseObject({
        address: z
          .looseObject({
            street: z.string(),
            houseNumber: z.string(),
            zip: z.union([z.string(), z.number()]).transform(String),
            city: z.string(),
          })
          .nullish(),
      }),
    );
    call = {
      ...asPerson(),
      ...(address
        ? {
            address: { street: address.street, houseNumber: address.houseNumber, zip: address.zip, city: address.city },
          }
        : {}),
    };
  }
  const parsed = providerLeadCallSchema.safeParse(call);
  if (!parsed.success) throw incomplete(lead.kind, parsed.error);
  return parsed.data;
}

const whole = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);
const offerTerms = z.looseObject({
  amount: whole,
  amountInWords: z.string().nullish(),
  startDate: z.string(),
  endDate: z.string(),
  place: z.string(),
  signDate: z.string(),
  conditions: z.string().nullish(),
  secondBuyer: z.looseObject({ firstName: z.string(), lastName: z.string().nullish() }).nullish(),
});
const applicationTerms = z.looseObject({
  adults: whole,
  children: whole,
  childAges: z.array(whole).nullish(),
  pets: z.string().nullish(),
  movingDate: z.string(),
  movingReason: z.string().nullish(),
  income1: whole,
  income2: whole.nullish(),
});
const stayTerms = z.looseObject({
  arrival: z.string(),
  departure: z.string(),
  nights: whole,
  adults: whole,
  children: whole,
  pets: whole.nullish(),
});

type Line = string | null;
type LineOf = (label: string, value: string | null | undefined) => Line;

/**
 * The terms of an offer, a rental application or a stay request as lines for the CRM's message, labelled in the
 * visitor's language (the language of the call's subject); empty for other kinds.
 */
function termsOf(lead: StoredLead): string {
  const locale = isLocale(lead.locale) ? lead.locale : "nl";
  const t = createTranslator(locale);
  const line: LineOf = (label, value) => (value ? labelled(locale, label, value) : null);
  const lines =
    lead.kind === "purchase-offer"
      ? offerLines(t, line, read(lead, offerTerms))
      : lead.kind === "rental-application"
        ? applicationLines(t, line, read(lead, applicationTerms))
        : lead.kind === "stay-request"
          ? stayLines(t, line, read(lead, stayTerms))
          : [];
  return lines.filter(Boolean).join("\n");
}

function offerLines(t: Translator, line: LineOf, offer: z.infer<typeof offerTerms>): Line[] {
  return [
    line(t("form.amount"), formatCurrency(offer.amount)),
    line(t("form.amountInWords"), offer.amountInWords),
    line(
      t("form.person2"),
      offer.secondBuyer ? `${offer.secondBuyer.firstName} ${offer.secondBuyer.lastName ?? ""}`.trim() : null,
    ),
    line(t("form.startDate"), formatDate(offer.startDate)),
    line(t("form.endDate"), formatDate(offer.endDate)),
    line(t("form.place"), offer.place),
    line(t("form.signDate"), formatDate(offer.signDate)),
    line(t("form.conditions"), offer.conditions),
  ];
}

function applicationLines(t: Translator, line: LineOf, application: z.infer<typeof applicationTerms>): Line[] {
  return [
    line(t("form.adults"), String(application.adults)),
    line(t("form.children"), String(application.children)),
    line(t("form.childAges"), application.childAges?.length ? application.childAges.join(", ") : null),
    line(t("form.pets"), application.pets),
    line(t("form.movingDate"), formatDate(application.movingDate)),
    line(t("form.movingReason"), application.movingReason),
    line(t("form.income1"), formatCurrency(application.income1)),
    line(t("form.income2"), application.income2 ? formatCurrency(application.income2) : null),
  ];
}

function stayLines(t: Translator, line: LineOf, stay: z.infer<typeof stayTerms>): Line[] {
  return [
    line(t("form.arrival"), formatDate(stay.arrival)),
    line(t("form.departure"), formatDate(stay.departure)),
    line(t("form.nights"), String(stay.nights)),
    line(t("form.adults"), String(stay.adults)),
    line(t("form.children"), String(stay.children)),
    line(t("form.petCount"), String(stay.pets ?? 0)),
  ];
}

function read<T extends z.ZodType>(lead: StoredLead, schema: T): z.infer<T> {
  const parsed = schema.safeParse(lead.payload);
  if (!parsed.success) throw incomplete(lead.kind, parsed.error);
  return parsed.data;
}

/** Names the fields only: the values are the visitor's personal data. */
function incomplete(kind: string, error: z.ZodError): LeadForwardingError {
  const fields = [...new Set(error.issues.map((issue) => issue.path.join(".") || "payload"))].join(", ");
  return new LeadForwardingError(`lead of kind ${kind} cannot be forwarded: ${fields}`);
}

function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
