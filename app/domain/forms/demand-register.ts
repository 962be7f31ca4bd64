import { z } from "zod";
import { checkboxField, contactShape, countField, listField } from "./fields.ts";
import { euroField, EVEN_WITH_OTHER_ERRORS } from "./value-fields.ts";

/** The person first and the consent boxes last, as the form shows them: the error summary follows this order. */
const { privacyConsent: _privacy, newsletter: _newsletter, ...personShape } = contactShape;

/**
 * "Keep me informed" (spec §1, §3 demand register, §5): what the visitor looks for — buy or rent,
 * the property types and zones (at least one of each, among those the page offers), a budget,
 * price and bedroom ranges, minimum bathrooms and garages, and whether a parking place, a garden or
 * a terrace is a must — with the person fields. New listings that match are mailed to them
 * (app/lib/demand-match.ts, app/services/leads/demand-alerts.server.ts).
 */
const DEMAND_GOALS = ["buy", "rent"] as const;

/** How the visitor gets new matches: one mail per listing at once, or one digest a day. */
const ALERT_FREQUENCIES = ["instant", "daily"] as const;

/** The choices the page offers: property type ids and zones (postal codes). */
export type DemandChoices = { typeIds: readonly number[]; zones: readonly string[] };

/** A list of checked boxes: none is `missing`; one outside the offered choices is an invalid post. */
function choiceList<T>(missing: `validation.${string}`, parse: (value: string) => T | null) {
  return listField(z.string())
    .refine((values) => values.length > 0, missing)
    .refine((values) => values.every((value) => parse(value) !== null), "validation.invalidChoice")
    .transform((values) => [...new Set(values.map((value) => parse(value)!))]);
}

/** The pairs of bounds a demand has: the minimum may not be above the maximum (the error goes to the minimum). */
const DEMAND_RANGES = [
  ["priceMin", "priceMax"],
  ["bedroomsMin", "bedroomsMax"],
] as const;

/**
 * Adds "validation.minAboveMax" on the minimum of each pair whose minimum is above its maximum.
 * Pairs with an empty or invalid bound are left to their fields' own errors.
 */
function checkRanges(
  value: Record<string, unknown>,
  pairs: readonly (readonly [string, string])[],
  context: z.RefinementCtx,
) {
  for (const [min, max] of pairs) {
    const low = value[min];
    const high = value[max];
    if (typeof low === "number" && typeof high === "number" && low > high)
      context.addIssue({ code: "custom", message: "validation.minAboveMax", path: [min] });
  }
}

export function demandRegisterSchema(choices: DemandChoices) {
  const typeIds = new Set(choices.typeIds);
  const zones = new Set(choices.zones);
  return z
    .object({
      ...personShape,
      goal: z.enum(DEMAND_GOALS, "validation.goal"),
      types: choiceList("validation.demandTypeRequired", (value) =>
        /^\d{1,9}$/.test(value) && typeIds.has(Number(value)) ? Number(value) : null,
      ),
      zones: choiceList("validation.demandZoneRequired", (value) => (zones.has(value) ? value : null)),
      budget: euroField(),
      priceMin: euroField(),
      priceMax: euroField(),
      bedroomsMin: countField(),
      bedroomsMax: countField(),
      bathrooms: countField(),
      garages: countField(),
      parking: checkboxField,
      garden: checkboxField,
      terrace: checkboxField,
      // Absent (a form of before the choice existed): at once, as it always was.
      alertFrequency: z.enum(ALERT_FREQUENCIES, "validation.invalidChoice").default("instant"),
      privacyConsent: contactShape.privacyConsent,
      newsletter: contactShape.newsletter,
    })
    .superRefine((value, context) => checkRanges(value, DEMAND_RANGES, context), EVEN_WITH_OTHER_ERRORS);
}

export type DemandRegister = z.output<ReturnType<typeof demandRegisterSchema>>;
