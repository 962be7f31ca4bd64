import type { Locale } from "#app/i18n/locales.ts";
import { getMessages, pickMessages, type Messages } from "#app/i18n/translate.ts";

/**
 * Which interface texts travel to the browser with a page: the shell's on every page (root loader),
 * and each page type adds its own. The rest of the dictionary (mails, forms, owner portal…) stays on
 * the server unless a page asks for it, which keeps every page light.
 */
export const SHELL_MESSAGES = ["shell.", "error.", "search.", "FREE_EVALUATION", "SEARCH", "FOR_SALE", "FOR_RENT", "PROPERTY", "CITY", "TYPE"] as const;

/** The texts of page modules and cards (home, content pages). */
export const MODULE_MESSAGES = ["banner.", "contact.", "listing.card.", "listing.more", "listing.epcLabelAlt", "listing.floodP", "listing.floodG", "testimonial.", "article."] as const;

export function messagesFor(locale: Locale, prefixes: readonly string[]): Partial<Messages> {
  return pickMessages(getMessages(locale), prefixes);
}
