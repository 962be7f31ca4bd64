import { z } from "zod";
import { MAX_MESSAGE, contactShape, countField, optionalText } from "./fields.ts";
import { dayField, isIsoDay, EVEN_WITH_OTHER_ERRORS } from "./value-fields.ts";

/** The stay first, then the person, the consent boxes last, as the form shows them: the error summary follows this order. */
const { privacyConsent: _privacy, newsletter: _newsletter, ...personShape } = contactShape;

/**
 * Asking to stay in a holiday home (decision 0036): arrival and departure days, adults, children,
 * pets and a message, with the person fields. The visitor asks; the agency confirms availability
 * and price (the site keeps no holiday calendar).
 */
export type StayRules = {
  /** Today (YYYY-MM-DD, Brussels): an arrival cannot be before it. */
  today: string;
  /** How many people the home sleeps, when the catalogue knows it; otherwise null (then only SANE_MAX_GUESTS). */
  capacity: number | null;
};

/** Without a known capacity: no holiday home in the region sleeps more (a typo, not a group). */
const SANE_MAX_GUESTS = 30;
/** Pets are counted, not described: a few at most. */
const MAX_PETS = 10;

/** Whole nights between two ISO days (both checked as real days). */
export function nightsBetween(arrival: string, departure: string): number {
  return Math.round((Date.parse(`${departure}T00:00:00Z`) - Date.parse(`${arrival}T00:00:00Z`)) / 86_400_000);
}

export function stayRequestSchema(rules: StayRules) {
  const maxGuests = rules.capacity ?? SANE_MAX_GUESTS;
  return z
    .object({
      arrival: dayField("validation.dateInvalid"),
      departure: dayField("validation.dateInvalid"),
      adults: countField()
        .refine((adults) => adults !== undefined, "validation.required")
        .refine((adults) => adults === undefined || adults >= 1, "validation.atLeastOneAdult"),
      children: countField().transform((children) => children ?? 0),
      pets: countField()
        .refine((pets) => pets === undefined || pets <= MAX_PETS, "validation.tooManyPets")
        .transform((pets) => pets ?? 0),
      ...personShape,
      message: optionalText(MAX_MESSAGE),
      privacyConsent: contactShape.privacyConsent,
      newsletter: contactShape.newsletter,
    })
    .superRefine((value, context) => {
      // Compared as the visitor's calendar days: Brussels' today, ISO strings sort as days.
      const arrival = typeof value.arrival === "string" && isIsoDay(value.arrival) ? value.arrival : null;
      const departure = typeof value.departure === "string" && isIsoDay(value.departure) ? value.departure : null;
      if (arrival && arrival < rules.today)
        context.addIssue({ code: "custom", message: "validation.dateInPast", path: ["arrival"] });
      if (arrival && departure && departure <= arrival)
        context.addIssue({ code: "custom", message: "validation.departureAfterArrival", path: ["departure"] });
      const adults = typeof value.adults === "number" ? value.adults : null;
      const children = typeof value.children === "number" ? value.children : 0;
      if (adults !== null && adults + children > maxGuests) {
        const message = rules.capacity === null ? "validation.tooManyPersons" : "validation.overCapacity";
        context.addIssue({ code: "custom", message, params: { max: maxGuests }, path: ["adults"] });
      }
    }, EVEN_WITH_OTHER_ERRORS)
    .transform((value) => ({ ...value, nights: nightsBetween(value.arrival, value.departure) }));
}

export type StayRequest = z.output<ReturnType<typeof stayRequestSchema>>;
