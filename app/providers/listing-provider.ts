import { z } from "zod";
import { LOCALES } from "#app/i18n/locales.ts";
import type {
  CityRecord,
  ProjectRecord,
  PropertyRecord,
  PropertyTypeRecord,
  SkippedRecord,
} from "#app/domain/catalogue.ts";

/**
 * What the site needs from a listing provider (a CRM such as Omnicasa), in the site's own terms.
 * The sync calls the read methods; pages never do (they read our database). The lead forwarding
 * (outbox worker) calls `sendLead`. Adapters: `sample` (data/sample/, the default) and `omnicasa`
 * (app/providers/omnicasa/). Every call may throw a ProviderError; the sync then keeps the last
 * good catalogue and the outbox tries the lead again later.
 */
export interface ListingProvider {
  readonly name: "sample" | "omnicasa" | (string & {});
  /** False when the adapter has nowhere to forward leads (the sample): no provider rows are queued. */
  readonly acceptsLeads: boolean;
  /**
   * One page (0-based) of published properties, every language merged into one record. With
   * `changedSince`, only the properties changed since then (an incremental sync).
   */
  listProperties(page: number, pageSize: number, options?: { changedSince?: Date }): Promise<PropertyPage>;
  /** One property in every language the adapter serves, merged; null when the provider does not hold it. */
  getProperty(id: number): Promise<PropertyRecord | null>;
  /** Ids the provider reports as removed (its own removals list; a full sync also notices absences). */
  listDeletedPropertyIds(): Promise<number[]>;
  /** Every published project with its units. */
  listProjects(): Promise<{ items: ProjectRecord[]; skipped: SkippedRecord[] }>;
  /** The public property types (Omnicasa's WebIDs). */
  listPropertyTypes(): Promise<PropertyTypeRecord[]>;
  /** Cities that hold listings of the goal. */
  listCities(goal: "sale" | "rent"): Promise<CityRecord[]>;
  /** Forwards one lead; resolves once the provider accepted it. Only called when `acceptsLeads`. */
  sendLead(call: ProviderLeadCall, options: { idempotencyKey: string }): Promise<void>;
}

export type PropertyPage = {
  items: PropertyRecord[];
  /** Records of this page that could not be reshaped. */
  skipped: SkippedRecord[];
  /** Total number of properties across all pages (of this query). */
  total: number;
};

/** Why a provider call failed; the sync and the outbox log `kind` and the message, never credentials. */
export type ProviderErrorKind = "network" | "timeout" | "http" | "refused" | "malformed" | "oversized" | "unsupported";

/**
 * The most one provider answer (or sample feed file) may weigh unless PROVIDER_MAX_RESPONSE_MB says
 * otherwise: past it the read is aborted rather than held whole in memory (decision 0029).
 */
export const DEFAULT_MAX_RESPONSE_BYTES = 50 * 1024 * 1024;

/** Bytes as megabytes for a message ("0.05", "50"). */
export function megabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 100) / 100);
}

export class ProviderError extends Error {
  override readonly name = "ProviderError";
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
    /** The HTTP status when the provider answered with an error status. */
    readonly status?: number,
  ) {
    super(message);
  }
  /** Retrying cannot help (e.g. the adapter forwards no leads): the outbox fails the row at once. */
  get permanent(): boolean {
    return this.kind === "unsupported";
  }
}

// ---------------------------------------------------------------------------------------------
// Lead calls: a visitor's form, in provider-neutral terms (app/services/leads/provider-forwarding.ts
// builds them from stored leads; each adapter turns them into its own requests).

const localeSchema = z.enum(LOCALES);
const listingIdSchema = z.number().int().positive();
const optionalText = z.string().trim().min(1).optional();
const amountSchema = z.number().int().nonnegative();

const providerPersonSchema = z.object({
  title: z.enum(["mr", "ms", "miss"]),
  firstName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  email: z.email(),
  phone: optionalText,
});
export type ProviderPerson = z.infer<typeof providerPersonSchema>;

const providerAddressSchema = z.object({
  street: z.string().trim().min(1),
  houseNumber: z.string().trim().min(1),
  zip: z.string().trim().min(1),
  city: z.string().trim().min(1),
});

export const providerLeadCallSchema = z.discriminatedUnion("call", [
  /**
   * About one property: a question (info, documents; the default topic), a request to visit it, a
   * purchase offer, a rental application or a stay in a holiday home (their terms summed up in the message).
   */
  z.object({
    call: z.literal("contactProperty"),
    propertyId: listingIdSchema,
    locale: localeSchema,
    person: providerPersonSchema,
    message: optionalText,
    topic: z.enum(["visit", "offer", "application", "stay"]).optional(),
  }),
  z.object({
    call: z.literal("contactProject"),
    projectId: listingIdSchema,
    locale: localeSchema,
    person: providerPersonSchema,
    message: optionalText,
  }),
  /** "Keep me informed": a search profile. */
  z.object({
    call: z.literal("registerDemand"),
    locale: localeSchema,
    person: providerPersonSchema,
    goal: z.enum(["sale", "rent"]),
    typeIds: z.array(listingIdSchema),
    zips: z.array(z.string().trim().min(1)),
    priceMin: amountSchema.optional(),
    priceMax: amountSchema.optional(),
    bedroomsMin: amountSchema.optional(),
  }),
  /** A contact without a listing: free valuation, site contact, newsletter. */
  z.object({
    call: z.literal("registerPerson"),
    locale: localeSchema,
    person: providerPersonSchema,
    message: optionalText,
    address: providerAddressSchema.optional(),
  }),
  /** A booked visit of a property at a time. */
  z.object({
    call: z.literal("addVisit"),
    propertyId: listingIdSchema,
    locale: localeSchema,
    person: providerPersonSchema,
    startsAt: z.iso.datetime({ offset: true }),
  }),
]);

export type ProviderLeadCall = z.infer<typeof providerLeadCallSchema>;
