import { z } from "zod";
import { emailField, optionalText, privacyConsentField, TITLES } from "./fields.ts";

/**
 * Newsletter sign-up: an e-mail address and the privacy consent; the title and names are optional
 * (given, the welcome mail greets the subscriber by name). No phone: a newsletter never calls.
 */
export const newsletterSchema = z.object({
  email: emailField(),
  title: z.preprocess((value) => (value === "" ? undefined : value), z.enum(TITLES, "validation.title").optional()),
  firstName: optionalText(80),
  lastName: optionalText(80),
  privacyConsent: privacyConsentField,
});

export type NewsletterSignUp = z.output<typeof newsletterSchema>;
