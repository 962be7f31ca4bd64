import { z } from "zod";
import { isLocale, type Locale } from "#app/i18n/locales.ts";

/**
 * What the console's owner forms accept (app/routes/admin/owners/): a name, an e-mail address
 * (stored lower-cased, as the login compares it) and a language among the site's, in which the
 * owner gets their mails and reads the portal. Owners are often companies ("Immo Peeters BV",
 * "NV 2B Invest"), so the name is any text that fits, not the visitor forms' person name; it is the
 * agency's own entry. Pure: the messages are the console's text keys, translated by the page.
 */
export const OWNER_NAME_MAX = 100;
export const OWNER_EMAIL_MAX = 254;

export type OwnerFormError = "owners.error.name" | "owners.error.email" | "owners.error.language";

const name = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().replace(/\s+/g, " ") : value),
  z.string("owners.error.name").min(1, "owners.error.name").max(OWNER_NAME_MAX, "owners.error.name"),
);

const email = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : value),
  z
    .string("owners.error.email")
    .min(1, "owners.error.email")
    .max(OWNER_EMAIL_MAX, "owners.error.email")
    .pipe(z.email("owners.error.email"))
    .transform((text) => text.toLowerCase()),
);

function language(languages: readonly Locale[]) {
  return z
    .string("owners.error.language")
    .refine((code): code is Locale => isLocale(code) && languages.includes(code), "owners.error.language")
    .transform((code) => code as Locale);
}

/** A new owner: name, e-mail and language (one of `languages`, the site's). */
export function newOwnerSchema(languages: readonly Locale[]) {
  return z.object({ name, email, locale: language(languages) });
}

/** An owner's details as the console edits them: the e-mail is their login and stays. */
export function ownerDetailsSchema(languages: readonly Locale[]) {
  return z.object({ name, locale: language(languages) });
}

export type FormCheck<T> = { ok: true; value: T } | { ok: false; errors: Partial<Record<string, OwnerFormError>> };

/** The form's values checked against a schema: the value, or the first message of each field. */
export function checkOwnerForm<T>(schema: z.ZodType<T>, values: Record<string, string>): FormCheck<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: Partial<Record<string, OwnerFormError>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message as OwnerFormError;
  }
  return { ok: false, errors };
}

/** A search typed in the console: trimmed, runs of spaces as one, at most 100 characters. */
export function searchText(value: string | null): string {
  return (value ?? "").trim().replace(/\s+/g, " ").slice(0, 100);
}

/** The largest id a PostgreSQL integer column holds. */
const INT_MAX = 2147483647;

/** An owner's or a property's id as the address or a form gives it, or null (not a positive integer of the database). */
export function idOf(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= INT_MAX ? id : null;
}
