/**
 * Interface texts by language. The dictionaries live in ./messages (nl is the reference: fr, en and de
 * must carry exactly its keys, checked by `tsc`). Placeholders are written `{name}`; a placeholder
 * without a value stays as it is, so a missing parameter is visible instead of silently empty.
 */
import type { Locale } from "./locales.ts";
import { de } from "./messages/de.ts";
import { en } from "./messages/en.ts";
import { fr } from "./messages/fr.ts";
import { nl, type MessageKey } from "./messages/nl.ts";

export type { MessageKey };

/** One language's dictionary: every key of nl, each a string. */
export type Messages = { readonly [K in MessageKey]: string };

/** Values for `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A translator bound to one language. */
export type Translator = (key: MessageKey, params?: MessageParams) => string;

/** `true` only when T and U have exactly the same keys. */
type SameKeys<T, U> = [Exclude<keyof T, keyof U> | Exclude<keyof U, keyof T>] extends [never] ? true : false;

/**
 * Compile-time check, on top of the `satisfies` in each dictionary: fr, en and de have exactly the
 * keys of nl, no more, no fewer (a mismatch makes one of these `false` and fails `tsc`).
 */
const SAME_KEYS: readonly [SameKeys<typeof fr, typeof nl>, SameKeys<typeof en, typeof nl>, SameKeys<typeof de, typeof nl>] =
  [true, true, true];

const DICTIONARIES: Readonly<Record<Locale, Messages>> = { nl, fr, en, de };

/** Whether the dictionaries passed the compile-time key check (always true once the code compiles). */
export const DICTIONARIES_HAVE_SAME_KEYS: boolean = SAME_KEYS.every(Boolean);

/** `{name}`: a placeholder in a message. */
const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

/** The dictionary of a language. */
export function getMessages(locale: Locale): Messages {
  return DICTIONARIES[locale];
}

/** True when `value` is a key of the dictionaries (for keys built from data, e.g. a feedback kind). */
export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(nl, value);
}

/** The placeholder names of a text, in order of appearance, without duplicates. */
export function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) names.add(match[1] as string);
  return [...names];
}

/** Replaces `{name}` placeholders with `params[name]`; unknown placeholders stay as they are. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/**
 * Splits a text around its placeholders so a component can put elements in them
 * (e.g. `form.privacyConsent` "I agree to the {privacyLink}" with a link element):
 * known placeholders become their value, everything else stays text.
 */
export function interpolateParts<T>(template: string, params: Readonly<Record<string, T>>): Array<string | T> {
  const parts: Array<string | T> = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] as string;
    if (!Object.prototype.hasOwnProperty.call(params, name)) continue;
    const start = match.index;
    if (start > last) parts.push(template.slice(last, start));
    parts.push(params[name] as T);
    last = start + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}

/** The text of `key` in `messages`, with its placeholders filled from `params`. */
export function translate(messages: Messages, key: MessageKey, params?: MessageParams): string {
  const template: string | undefined = messages[key];
  // A key from untyped input (data, a query string cast too early) shows as itself rather than crash.
  if (template === undefined) return key;
  return interpolate(template, params);
}

/** `t(key, params?)` bound to one language. */
export function createTranslator(locale: Locale): Translator {
  const messages = getMessages(locale);
  return (key, params) => translate(messages, key, params);
}
