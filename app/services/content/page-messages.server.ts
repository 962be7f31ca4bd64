import type { Locale } from "#app/i18n/locales.ts";
import { getMessages, pickMessages, type Messages } from "#app/i18n/translate.ts";
import type { PageTexts } from "#app/i18n/page-texts.ts";

/**
 * Which interface texts travel to the browser with a page: the shell's on every page (root loader),
 * and each page type adds its own. The rest of the dictionary (mails, forms, owner portal…) stays on
 * the server unless a page asks for it, which keeps every page light.
 */
export const SHELL_MESSAGES = ["shell.", "error.", "search.", "saved.", "FREE_EVALUATION", "SEARCH", "FOR_SALE", "FOR_RENT", "PROPERTY", "CITY", "TYPE", "consent.", "popup.", ...consentDialogKeys()] as const;

/** The cookie dialog's texts (spec §8 COOKIE_* keys), shown on every page. */
function consentDialogKeys() {
  const options = [1, 2, 3, 4, 5].flatMap((n) => [`COOKIE_OPTION_${n}_TITLE`, `COOKIE_OPTION_${n}_CONTENT`]);
  return ["COOKIE_WARNING_TITLE", "COOKIE_WARNING_MAIN_TEXT", "COOKIE_WARNING_LINKS", "COOKIE_BUTTON_TEXT_AGREE", "COOKIE_BUTTON_TEXT_DECLINE", "COOKIE_CHANGE_SETTINGS", "COOKIE_BUTTON_TEXT_AGREE_PARTLY", ...options];
}

/** The texts of page modules and cards (home, content pages). */
export const MODULE_MESSAGES = ["banner.", "contact.", "listing.card.", "listing.priceLowered", "listing.more", "listing.epcLabelAlt", "listing.floodP", "listing.floodG", "testimonial.", "article."] as const;

/** The texts of the forms' pages: fields, headings and validation messages. */
export const FORM_MESSAGES = ["form.", "validation."] as const;

/** Each picked set's JSON, made once: the sets are shared by every request. */
const serialised = new WeakMap<Partial<Messages>, PageTexts>();

/** The texts under `prefixes` in a page's language, ready for its loader data (app/i18n/page-texts.ts). */
export function messagesFor(locale: Locale, prefixes: readonly string[]): PageTexts {
  const picked = pickMessages(getMessages(locale), prefixes);
  let texts = serialised.get(picked);
  if (texts === undefined) serialised.set(picked, (texts = JSON.stringify(picked) as PageTexts));
  return texts;
}
