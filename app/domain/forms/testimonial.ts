import { z } from "zod";
import { normalizeWebsite } from "#app/lib/website-url.ts";
import { contactShape, optionalText, personNameField, phoneField, requiredText, MAX_MESSAGE } from "./fields.ts";
import { TESTIMONIAL_POSTERS } from "./testimonial-posters.ts";

/**
 * Writing a testimonial (spec §3: name, about you, website, image, comment, date, poster): what is
 * published (the name shown, about you, website, role, the comment and an optional picture) and
 * the person behind it for the agency (not published). The picture is a file: the schema sees only
 * the text fields; the action checks the file by its content (app/lib/image-type.ts) and its size.
 */
export { MAX_IMAGE_BYTES, MAX_IMAGE_MB } from "./testimonial-posters.ts";

const emptyAsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const testimonialSchema = z.object({
  ...contactShape,
  // The agency may want to call back, but a phone number is not needed to say thank you.
  phone: z.preprocess(emptyAsUndefined, phoneField.optional()),
  // Shown on the site and echoed in the confirmation sent to the typed address (decision 0031).
  name: personNameField("validation.testimonialName"),
  about: optionalText(120),
  website: z.preprocess(
    emptyAsUndefined,
    z
      .string("validation.urlInvalid")
      .refine((text) => normalizeWebsite(text) !== null, "validation.urlInvalid")
      .transform((text) => normalizeWebsite(text)!)
      .optional(),
  ),
  poster: z.preprocess(emptyAsUndefined, z.enum(TESTIMONIAL_POSTERS, "validation.invalidChoice").optional()),
  comment: requiredText("validation.testimonialComment", MAX_MESSAGE),
});

export type TestimonialForm = z.output<typeof testimonialSchema>;
