import { z } from "zod";
import { contactShape, optionalText, MAX_MESSAGE } from "./fields.ts";

/** Ask for info about a new-build project: the person, a question (optional) and the consents. */
export const projectEnquirySchema = z.object({
  ...contactShape,
  message: optionalText(MAX_MESSAGE),
});

export type ProjectEnquiry = z.output<typeof projectEnquirySchema>;
