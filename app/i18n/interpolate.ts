/**
 * Filling interface texts: `{name}` placeholders, and the lookup of a key in a dictionary. Free of
 * the dictionaries themselves, so browser code can use it with the texts its page received from
 * the server (./translate.ts holds the dictionaries and is used on the server).
 * A placeholder without a value stays as it is, so a missing parameter is visible.
 */
import type { MessageKey } from "./messages/nl.ts";

export type { MessageKey };

/** One language's dictionary: every key of nl, each a string. */
export type Messages = { readonly [K in MessageKey]: string };

/** Values for `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A translator bound to one language. */
export type Translator = (key: MessageKey, params?: MessageParams) => string;

/** `{name}`: a placeholder in a message. */
const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

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
export function translate(messages: Partial<Messages>, key: MessageKey, params?: MessageParams): string {
  const template: string | undefined = messages[key];
  // A key from untyped input (data, a query string cast too early) shows as itself rather than crash.
  if (template === undefined) return key;
  return interpolate(template, params);
}
