import { z } from "zod";
import { contactShape, optionalText, requiredText, MAX_MESSAGE } from "./fields.ts";

/**
 * Ask for a free valuation (spec §2 /contact-demand/, §5: address, postal code and city required,
 * "demand address required", "property type required"): the person, the property's address and
 * type, a remark. `typeIds` are the property types of the database, offered in the select.
 */
export function freeValuationSchema(typeIds: readonly number[]) {
  return z.object({
    ...contactShape,
    street: requiredText("validation.demandAddressRequired", 120),
    // A plot of land has no house number; a box only exists in apartment buildings.
    houseNumber: optionalText(10),
    box: optionalText(10),
    zip: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() : value),
      z
        .string("validation.zip")
        .min(1, "validation.zip")
        .regex(/^[1-9]\d{3}$/, "validation.zipInvalid"),
    ),
    city: requiredText("validation.city", 80),
    propertyType: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() : value),
      z
        .string("validation.propertyTypeRequired")
        .regex(/^\d{1,9}$/, "validation.propertyTypeRequired")
        .transform(Number)
        .refine((id) => typeIds.includes(id), "validation.propertyTypeRequired"),
    ),
    remark: optionalText(MAX_MESSAGE),
  });
}

export type FreeValuation = z.output<ReturnType<typeof freeValuationSchema>>;
