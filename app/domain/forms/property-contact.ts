import { z } from "zod";
import { contactShape, optionalText, MAX_MESSAGE } from "./fields.ts";

/**
 * The property page's contact form: ask for info, or ask for a visit with the moments the visitor
 * can be called (the enabled slots of settings.contactTimeSlots) and how to reach them.
 */
const CONTACT_DEVICES = ["phone", "email", "either"] as const;

export function propertyContactSchema(enabledSlots: readonly string[]) {
  const slot = z.string().refine((value) => enabledSlots.includes(value), "validation.invalidChoice");
  return z.object({
    ...contactShape,
    request: z.enum(["info", "visit"], "validation.invalidChoice"),
    message: optionalText(MAX_MESSAGE),
    timeSlots: z.preprocess(
      (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
      z.array(slot).max(enabledSlots.length, "validation.invalidChoice"),
    ),
    contactDevice: z.enum(CONTACT_DEVICES, "validation.invalidChoice").default("either"),
  });
}

export type PropertyContact = z.output<ReturnType<typeof propertyContactSchema>>;
