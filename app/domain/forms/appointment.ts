import { z } from "zod";
import { contactShape, optionalText, MAX_MESSAGE } from "./fields.ts";

/**
 * Booking a visit online: one of the free slots of the listing (its id, posted by the radio button
 * of that slot), the person, a remark. Whether the slot is still free is not the schema's business:
 * the booking itself takes the place or answers 409 ("no longer free", or "full" with none left).
 */
const MAX_SLOT_ID = 2_147_483_647;

export const appointmentSchema = z.object({
  ...contactShape,
  slot: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string("validation.slotRequired")
      .regex(/^[1-9]\d{0,9}$/, "validation.slotRequired")
      .transform(Number)
      .pipe(z.number().max(MAX_SLOT_ID, "validation.slotRequired")),
  ),
  message: optionalText(MAX_MESSAGE),
});

export type Appointment = z.output<typeof appointmentSchema>;
