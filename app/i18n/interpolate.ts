/**
 * Filling interface texts: `{name}` placeholders, and the lookup of a key in a dictionary. Free of
 * the dictionaries themselves, so browser code can use it with the texts its page received from
 * the server (./translate.ts holds the dictionaries and is used on the server).
 * A placeholder without a value stays as it is, so a missing parameter is visible.
 *
 * A count takes its language's plural form (decision 0035): `{count, plural, one {# pand} other
 * {# panden}}`, ICU's syntax reduced to what the dictionaries need: a branch per CLDR category
 * (zero, one, two, few, many, other; `other` always present) or exact number (`=0`), chosen by
 * Intl.PluralRules of the dictionary's language (its `meta.language` text), `#` standing for the
 * number. A branch may hold `{name}` placeholders; no nesting of plurals.
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

/** One branch of a plural: ` one {# pand}` (its text may hold `{name}` placeholders). */
const BRANCH_SOURCE = " (=\\d+|zero|one|two|few|many|other) \\{([^{}]*(?:\\{[A-Za-z0-9_]+\\}[^{}]*)*)\\}";
/** `{count, plural, one {# pand} other {# panden}}`: a count's plural forms. */
const PLURAL = new RegExp(`\\{([A-Za-z0-9_]+), plural,((?:${BRANCH_SOURCE})+)\\}`, "g");
const BRANCH = new RegExp(BRANCH_SOURCE, "g");

/** Intl.PluralRules are costly to build: one per language. */
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: string | undefined, n: number): string {
  const tag = locale ?? "nl";
  let rules = pluralRules.get(tag);
  if (!rules) pluralRules.set(tag, (rules = new Intl.PluralRules(tag)));
  return rules.select(n);
}

/** The branches of each plural of a text, by name of the count; `other` is required. */
export function pluralsOf(text: string): Array<{ name: string; branches: Map<string, string> }> {
  return [...text.matchAll(PLURAL)].map((match) => ({
    name: match[1] as string,
    branches: new Map(
      [...(match[2] as string).matchAll(BRANCH)].map((branch) => [branch[1] as string, branch[2] as string]),
    ),
  }));
}

/** A text with its plurals resolved for the counts in `params` (plurals whose count is missing stay). */
function resolvePlurals(template: string, params: MessageParams, locale: string | undefined): string {
  if (!template.includes(", plural,")) return template;
  return template.replace(PLURAL, (whole, name: string, body: string) => {
    const value = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    const n = typeof value === "number" ? value : Number(value);
    if (value === undefined || value === "" || !Number.isFinite(n)) return whole;
    const branches = new Map([...body.matchAll(BRANCH)].map((branch) => [branch[1] as string, branch[2] as string]));
    const branch = branches.get(`=${n}`) ?? branches.get(pluralCategory(locale, n)) ?? branches.get("other") ?? whole;
    return branch.replaceAll("#", String(value));
  });
}

/** The placeholder names of a text (plural counts included), in order of appearance, without duplicates. */
export function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  const plurals = [...text.matchAll(PLURAL)];
  let last = 0;
  const simple = (part: string) => {
    for (const match of part.matchAll(PLACEHOLDER)) names.add(match[1] as string);
  };
  for (const plural of plurals) {
    simple(text.slice(last, plural.index));
    names.add(plural[1] as string);
    simple(plural[2] as string);
    last = plural.index + plural[0].length;
  }
  simple(text.slice(last));
  return [...names];
}

/**
 * Replaces `{name}` placeholders with `params[name]` and picks the plural form of each count by the
 * plural rules of `locale` (a BCP 47 tag; Dutch when absent); unknown placeholders stay as they are.
 */
export function interpolate(template: string, params?: MessageParams, locale?: string): string {
  if (!params) return template;
  return resolvePlurals(template, params, locale).replace(PLACEHOLDER, (whole, name: string) =>
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
  return interpolate(template, params, messages["meta.language"]);
}
