import type { Locale } from "#app/i18n/locales.ts";
import type { ProviderLeadCall, ProviderPerson } from "../listing-provider.ts";
import { toProviderDateTime } from "./coerce.ts";

/**
 * The request side of Omnicasa's legacy API (`{base}{Method}Json?json={...}`), as pure rules: the
 * language ids, the 1-based inclusive paging range, how values are written into the `json`
 * parameter, and which method and fields each lead call becomes. Sources: the research notes in
 * ../shared/provider/omnicasa-notes.md; what is inferred rather than seen in public code says so.
 */

/** Omnicasa LanguageId per site language. */
export const LANGUAGE_IDS: Record<Locale, number> = { nl: 1, fr: 2, en: 3, de: 4 };

/**
 * Omnicasa Status values the site shows: 1 active, 2 sold, 4 rented (what public sync clients
 * import; sold and rented listings keep their page with a notice).
 */
export const SYNCED_STATUSES = [1, 2, 4] as const;

/** Omnicasa PersonSource 5: the agency's own website. */
const WEBSITE_SOURCE_ID = 5;

/** `Limit1`/`Limit2` of a 0-based page: a 1-based, inclusive row range (page 0 of 50 → 1..50). */
export function pageLimits(page: number, pageSize: number): { Limit1: number; Limit2: number } {
  if (!Number.isInteger(page) || page < 0) throw new RangeError(`page must be a whole number ≥ 0, got ${page}`);
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new RangeError(`pageSize must be a whole number ≥ 1, got ${pageSize}`);
  return { Limit1: page * pageSize + 1, Limit2: (page + 1) * pageSize };
}

type ParamValue = string | number | boolean | Date | null | undefined | readonly (string | number)[];
export type RequestParams = Record<string, ParamValue>;

/**
 * The object sent as the `json` parameter: arrays become comma-joined strings ("1,2"), dates
 * `Y-m-d H:i:s` in Belgian time, and unset values are left out (the API then applies its default).
 */
export function serializeParams(params: RequestParams): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) out[key] = value.join(",");
    else if (value instanceof Date) out[key] = toProviderDateTime(value);
    else out[key] = value as string | number | boolean;
  }
  return out;
}

/** `{base}{Method}Json?json={url-encoded JSON}`; `base` ends with `OmnicasaService.svc/`. */
export function requestUrl(baseUrl: string, method: string, params: Record<string, string | number | boolean>): string {
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  return `${base}${method}Json?json=${encodeURIComponent(JSON.stringify(params))}`;
}

/** AddressTitle for the form's title (inferred: the enum's first values are De heer, Mevrouw, Juffrouw). */
const ADDRESS_TITLE_IDS: Record<ProviderPerson["title"], number> = { mr: 1, ms: 2, miss: 3 };

/** Subjects the agency reads in its CRM, in the visitor's language. */
const SUBJECTS: Record<"info" | "visit" | "offer" | "application" | "stay" | "project", Record<Locale, string>> = {
  info: {
    nl: "Informatieaanvraag via de website",
    fr: "Demande d'information via le site",
    en: "Information request from the website",
    de: "Informationsanfrage über die Website",
  },
  visit: {
    nl: "Bezoekaanvraag via de website",
    fr: "Demande de visite via le site",
    en: "Visit request from the website",
    de: "Besichtigungsanfrage über die Website",
  },
  offer: {
    nl: "Bod via de website",
    fr: "Offre d'achat via le site",
    en: "Purchase offer from the website",
    de: "Kaufangebot über die Website",
  },
  application: {
    nl: "Kandidatuur huurder via de website",
    fr: "Candidature locataire via le site",
    en: "Rental application from the website",
    de: "Mietbewerbung über die Website",
  },
  stay: {
    nl: "Verblijfsaanvraag via de website",
    fr: "Demande de séjour via le site",
    en: "Stay request from the website",
    de: "Aufenthaltsanfrage über die Website",
  },
  project: {
    nl: "Vraag over een project via de website",
    fr: "Question sur un projet via le site",
    en: "Project enquiry from the website",
    de: "Projektanfrage über die Website",
  },
};

function personFields(person: ProviderPerson, locale: Locale): RequestParams {
  return {
    Name: person.lastName,
    FirstName: person.firstName,
    AddressTitle: ADDRESS_TITLE_IDS[person.title],
    Email: person.email,
    PhoneNumber: person.phone,
    LanguageId: LANGUAGE_IDS[locale],
    LanguageIdFromParameter: LANGUAGE_IDS[locale],
    SourceId: WEBSITE_SOURCE_ID,
  };
}

export type LeadRequest = {
  method: "ContactOnMe" | "ContactOnMeProject" | "DemandRegister" | "RegisterPerson";
  params: RequestParams;
};

/**
 * The Omnicasa method and fields of a lead call:
 * - contactProperty → ContactOnMe (ObjectID = the property; the subject says info, visit, offer,
 *   rental application or stay request);
 * - contactProject → ContactOnMeProject (ProjectIDs);
 * - registerDemand → DemandRegister (Goal 0 sale / 1 rent, WebIDs and Zips comma-joined, PriceMin,
 *   PriceMax, MinRooms = bedrooms; the WebIDs and MinRooms names are inferred);
 * - registerPerson → RegisterPerson (Address = street and number). The API shows no comment field
 *   there: the message reaches the agency by mail only;
 * - addVisit → ContactOnMe with the visit subject and the requested time in AgendaComment
 *   (AddPersonToAppointment needs an Omnicasa appointment id, which the site's own slots are not).
 *
 * `reference` is the outbox row's idempotency key. Delivery is at least once: when Omnicasa took a
 * call but its answer was lost, the retry sends it again. The API has no idempotency key of its own,
 * so the reference travels in a field the agency sees (the last line of Content, DemandRegister's
 * Comment, RegisterPerson's Reference): two contacts with the same reference are one lead.
 */
export function leadRequest(call: ProviderLeadCall, reference: string): LeadRequest {
  const person = personFields(call.person, call.locale);
  const withReference = (message: string | undefined) =>
    [message, referenceLine(reference)].filter(Boolean).join("\n\n");
  switch (call.call) {
    case "contactProperty":
      return {
        method: "ContactOnMe",
        params: {
          ...person,
          ObjectID: call.propertyId,
          Subject: SUBJECTS[call.topic ?? "info"][call.locale],
          Content: withReference(call.message),
        },
      };
    case "contactProject":
      return {
        method: "ContactOnMeProject",
        params: {
          ...person,
          ProjectIDs: [call.projectId],
          Subject: SUBJECTS.project[call.locale],
          Content: withReference(call.message),
        },
      };
    case "registerDemand":
      return {
        method: "DemandRegister",
        params: {
          ...person,
          Goal: call.goal === "sale" ? 0 : 1,
          WebIDs: call.typeIds,
          Zips: call.zips,
          PriceMin: call.priceMin,
          PriceMax: call.priceMax,
          MinRooms: call.bedroomsMin,
          Comment: referenceLine(reference),
        },
      };
    case "registerPerson":
      return {
        method: "RegisterPerson",
        params: {
          ...person,
          Reference: reference,
          Address: call.address ? `${call.address.street} ${call.address.houseNumber}` : undefined,
          Zip: call.address?.zip,
          City: call.address?.city,
        },
      };
    case "addVisit":
      return {
        method: "ContactOnMe",
        params: {
          ...person,
          ObjectID: call.propertyId,
          Subject: SUBJECTS.visit[call.locale],
          AgendaComment: toProviderDateTime(new Date(call.startsAt)),
          Content: withReference(undefined),
        },
      };
  }
}

/** How the website's lead reference reads in the CRM. */
function referenceLine(reference: string): string {
  return `Ref. ${reference}`;
}
