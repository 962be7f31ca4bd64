/**
 * Interface texts by language (server side). The dictionaries live in ./messages (nl is the
 * reference: fr, en and de must carry exactly its keys, checked by `tsc`). Filling placeholders is
 * in ./interpolate.ts, which browser code uses without loading any dictionary.
 */
import type { Locale } from "./locales.ts";
import { de } from "./messages/de.ts";
import { en } from "./messages/en.ts";
import { fr } from "./messages/fr.ts";
import { nl } from "./messages/nl.ts";
import { translate, type MessageKey, type Messages, type Translator } from "./interpolate.ts";

export * from "./interpolate.ts";

/** `true` only when T and U have exactly the same keys. */
type SameKeys<T, U> = [Exclude<keyof T, keyof U> | Exclude<keyof U, keyof T>] extends [never] ? true : false;

/**
 * Compile-time check, on top of the `satisfies` in each dictionary: fr, en and de have exactly the
 * keys of nl, no more, no fewer (a mismatch makes one of these `false` and fails `tsc`). Kept for
 * the check alone, hence the leading underscore.
 */
const _SAME_KEYS: readonly [
  SameKeys<typeof fr, typeof nl>,
  SameKeys<typeof en, typeof nl>,
  SameKeys<typeof de, typeof nl>,
] = [true, true, true];

const DICTIONARIES: Readonly<Record<Locale, Messages>> = { nl, fr, en, de };

/** The dictionary of a language. */
export function getMessages(locale: Locale): Messages {
  return DICTIONARIES[locale];
}

/** True when `value` is a key of the dictionaries (for keys built from data, e.g. a feedback kind). */
export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(nl, value);
}

/** `t(key, params?)` bound to one language. */
export function createTranslator(locale: Locale): Translator {
  const messages = getMessages(locale);
  return (key, params) => translate(messages, key, params);
}
