import { z } from "zod";
import { contactShape, requiredText, MAX_MESSAGE } from "./fields.ts";

/** The contact page's form: the person and their message (required: it is the whole point). */
export const siteContactSchema = z.object({
  ...contactShape,
  message: requiredText("validation.message", MAX_MESSAGE),
});

export type SiteContact = z.output<typeof siteContactSchema>;
