import { z } from "zod";
import { providerLeadCallSchema, type ProviderLeadCall } from "#app/providers/listing-provider.ts";

/**
 * Which provider call a stored lead becomes (the lead is also forwarded to the agency's CRM when
 * the listing provider accepts leads). Pure: the forms store a lead, then queue this call in the
 * same transaction (`enqueueProviderForwarding` in ./provider-forwarding.server.ts).
 *
 * | lead kind                                          | call                                   |
 * |----------------------------------------------------|----------------------------------------|
 * | info-request, documents-request                    | contactProperty                        |
 * | visit-request                                      | contactProperty with visitRequested    |
 * | project-enquiry                                    | contactProject                         |
 * | demand-register                                    | registerDemand                         |
 * | free-valuation (with its address), site-contact, newsletter | registerPerson                |
 * | appointment                                        | addVisit                               |
 * | send-to-friend, testimonial, purchase-offer, rental-application, unsubscribe, others | none |
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

const PROPERTY_KINDS = new Set(["info-request", "visit-request", "documents-request"]);
const PERSON_KINDS = new Set(["free-valuation", "site-contact", "newsletter"]);

const idList = z.array(z.union([z.number(), z.string().regex(/^\d+$/)]).transform(Number));
const zipList = z.array(z.union([z.string(), z.number()]).transform(String));
const optionalAmount = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number), z.null()])
  .optional()
  .transform((value) => (value === null ? undefined : value));
/** Goal as the forms may store it: "sale"/"rent", or the provider's 0 (sale) / anything else (rent). */
const goal = z.union([z.enum(["sale", "rent"]), z.number(), z.string().regex(/^\d+$/)]).transform((value) => (value === "sale" || value === 0 || value === "0" ? "sale" : "rent"));

const payloadSchema = z.looseObject({
  contact: z.looseObject({
    title: z.string().transform((t) => t.toLowerCase()),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullish().transform((p) => (p?.trim() ? p.trim() : undefined)),
  }),
  message: z.string().nullish().transform((m) => (m?.trim() ? m.trim() : undefined)),
});

/** The provider call for a stored lead, or null for kinds that are not forwarded. Throws LeadForwardingError on an incomplete payload. */
export function providerCallFor(lead: StoredLead): ProviderLeadCall | null {
  const forwarded = PROPERTY_KINDS.has(lead.kind) || PERSON_KINDS.has(lead.kind) || ["project-enquiry", "demand-register", "appointment"].includes(lead.kind);
  if (!forwarded) return null;
  const base = read(lead, payloadSchema);
  const common = {
    locale: lead.locale,
    person: { title: base.contact.title, firstName: base.contact.firstName, lastName: base.contact.lastName, email: base.contact.email, ...(base.contact.phone ? { phone: base.contact.phone } : {}) },
  };
  const message = base.message ? { message: base.message } : {};
  const asPerson = () => ({ call: "registerPerson", ...common, ...message });

  let call: unknown;
  if (PROPERTY_KINDS.has(lead.kind)) {
    call = lead.propertyId
      ? { call: "contactProperty", ...common, propertyId: lead.propertyId, ...message, ...(lead.kind === "visit-request" ? { visitRequested: true } : {}) }
      : asPerson();
  } else if (lead.kind === "project-enquiry") {
    call = lead.projectId ? { call: "contactProject", ...common, projectId: lead.projectId, ...message } : asPerson();
  } else if (lead.kind === "demand-register") {
    const demand = read(lead, z.looseObject({ goal, typeIds: idList, zips: zipList, priceMin: optionalAmount, priceMax: optionalAmount, bedroomsMin: optionalAmount }));
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
    call = lead.propertyId ? { call: "addVisit", ...common, propertyId: lead.propertyId, startsAt } : { ...asPerson(), message: [base.message, startsAt].filter(Boolean).join("\n") };
  } else {
    const { address } = read(lead, z.looseObject({ address: z.looseObject({ street: z.string(), houseNumber: z.string(), zip: z.union([z.string(), z.number()]).transform(String), city: z.string() }).nullish() }));
    call = { ...asPerson(), ...(address ? { address: { street: address.street, houseNumber: address.houseNumber, zip: address.zip, city: address.city } } : {}) };
  }
  const parsed = providerLeadCallSchema.safeParse(call);
  if (!parsed.success) throw incomplete(lead.kind, parsed.error);
  return parsed.data;
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
