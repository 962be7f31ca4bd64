import { z } from "zod";
import { emailField, optionalPersonName, privacyConsentField, TITLES } from "./fields.ts";

/**
 * Newsletter sign-up: an e-mail address and the privacy consent; the title and names are optional
 * (given, the welcome mail greets the subscriber by name). No phone: a newsletter never calls.
 */
export const newsletterSchema = z.object({
  email: emailField(),
  title: z.preprocess((value) => (value === "" ? undefined : value), z.enum(TITLES, "validation.title").optional()),
  // Echoed in the welcome mail, sent to whatever address was typed (decision 0031).
  firstName: optionalPersonName(),
  lastName: optionalPersonName(),
  privacyConsent: privacyConsentField,
});

export type NewsletterSignUp = z.output<typeof newsletterSchema>;
