import { z } from "zod";
import { isPersonName, PERSON_NAME_MAX } from "#app/lib/third-party-text.ts";

/**
 * The fields the visitor forms share, with the spec's rules (§5) and the §8 texts as dictionary
 * keys. Isomorphic: the action validates with them, the browser gives instant feedback.
 * Posted values are strings (or lists of strings): each field trims and converts its own.
 */

/** Longest free text we accept; beyond it the visitor gets "at most {max} characters". */
const MAX_TEXT = 200;
export const MAX_MESSAGE = 4000;

/** A trimmed text; `missing` is the message when it is empty. */
export function requiredText(missing: `validation.${string}`, max = MAX_TEXT) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z.string(missing).min(1, missing).max(max, "validation.tooLong"),
  );
}

/** A trimmed text that may be empty (then undefined). */
export function optionalText(max = MAX_TEXT) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    z.string("validation.invalidChoice").max(max, "validation.tooLong").optional(),
  );
}

/**
 * A person's name (app/lib/third-party-text.ts): names are echoed into mails the site sends to
 * addresses a visitor typed (a friend's, or their own that may be someone else's), so they hold no
 * link, address or markup (decision 0031). Runs of spaces count as one.
 */
export function personNameField(missing: `validation.${string}`) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim().replace(/\s+/g, " ") : value),
    z
      .string(missing)
      .min(1, missing)
      .max(PERSON_NAME_MAX, "validation.tooLong")
      .refine(isPersonName, "validation.nameInvalid"),
  );
}

/** A person's name that may be left empty (then undefined). */
export function optionalPersonName() {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim().replace(/\s+/g, " ") || undefined : value),
    z
      .string("validation.invalidChoice")
      .max(PERSON_NAME_MAX, "validation.tooLong")
      .refine(isPersonName, "validation.nameInvalid")
      .optional(),
  );
}

/** An e-mail address: required, then valid (the spec's two messages). Stored lower-cased. */
export function emailField(
  missing: `validation.${string}` = "validation.email",
  invalid: `validation.${string}` = "validation.emailInvalid",
) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string(missing)
      .min(1, missing)
      .max(254, invalid)
      .pipe(z.email(invalid))
      .transform((email) => email.toLowerCase()),
  );
}

/** A Belgian or international phone number: digits with the usual separators, 8 to 15 digits. */
export const phoneField = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : value),
  z
    .string("validation.phone")
    .min(1, "validation.phone")
    .max(30, "validation.phoneInvalid")
    .regex(/^\+?[\d\s./()-]+$/, "validation.phoneInvalid")
    .refine((phone) => {
      const digits = phone.replace(/\D/g, "").length;
      return digits >= 8 && digits <= 15;
    }, "validation.phoneInvalid"),
);

export const TITLES = ["mr", "ms", "miss"] as const;
export type Title = (typeof TITLES)[number];
/** The title select (Mr, Ms, Miss): required (spec §5). */
const titleField = z.enum(TITLES, "validation.title");

/** An unticked checkbox posts nothing; a ticked one posts "on". */
export const checkboxField = z.preprocess((value) => value === "on" || value === "true", z.boolean());

/** The privacy statement must be accepted on every form that takes personal data. */
export const privacyConsentField = z.literal("on", "validation.privacyConsentRequired");

/** The person behind a lead: the fields every form with personal data asks. */
export const contactShape = {
  title: titleField,
  firstName: personNameField("validation.firstName"),
  lastName: personNameField("validation.lastName"),
  email: emailField(),
  phone: phoneField,
  privacyConsent: privacyConsentField,
  newsletter: checkboxField,
};

export type Contact = { title: Title; firstName: string; lastName: string; email: string; phone?: string };

/** The person as a lead payload stores it (no consent flags: the lead itself records them). */
export function contactOf(value: {
  title: Title;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
}): Contact {
  return {
    title: value.title,
    firstName: value.firstName,
    lastName: value.lastName,
    email: value.email,
    ...(value.phone ? { phone: value.phone } : {}),
  };
}

/** A whole, non-negative number; empty is undefined. */
export function countField() {
  return z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : value.trim()) : value),
    z
      .string("validation.wholeNumber")
      .regex(/^-?\d+$/, "validation.wholeNumber")
      .transform(Number)
      .pipe(z.number().min(0, "validation.notNegative").max(1_000_000_000, "validation.wholeNumber"))
      .optional(),
  );
}

/** A list of checked boxes or a multiple select: one value posts a string, several a list. */
export function listField<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(item).max(100, "validation.invalidChoice"),
  );
}
