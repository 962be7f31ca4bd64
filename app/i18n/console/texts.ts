import type { ConsoleLocale } from "#app/domain/staff.ts";
import { interpolate, type MessageParams } from "#app/i18n/interpolate.ts";
import common from "./common.ts";
import leads from "./leads.ts";
import testimonials from "./testimonials.ts";
import owners from "./owners.ts";
import demands from "./demands.ts";
import privacy from "./privacy.ts";
import operations from "./operations.ts";
import content from "./content.ts";
import staff from "./staff.ts";

/**
 * The console's texts (decision 0051), in its three languages: one module per area of the console,
 * each with its Dutch texts as the type the French and English ones must fill. Only the console's
 * pages import them, so no public page carries them.
 */
const AREAS = [common, leads, testimonials, owners, demands, privacy, operations, content, staff] as const;

type Union = (typeof AREAS)[number]["nl"];
type Merge<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;
export type ConsoleTexts = Merge<Union>;
export type ConsoleKey = keyof ConsoleTexts & string;
export type ConsoleTranslator = (key: ConsoleKey, params?: MessageParams) => string;

const dictionaries = Object.fromEntries(
  (["nl", "fr", "en"] as const).map((locale) => [locale, Object.assign({}, ...AREAS.map((area) => area[locale]))]),
) as Record<ConsoleLocale, ConsoleTexts>;

const translators = new Map<ConsoleLocale, ConsoleTranslator>();

/** `t(key, params)` in a console language; a plural count picks its language's form. */
export function consoleTranslator(locale: ConsoleLocale): ConsoleTranslator {
  let translator = translators.get(locale);
  if (!translator) {
    const texts = dictionaries[locale] as Record<string, string>;
    translator = (key, params) => interpolate(texts[key] ?? key, params, locale);
    translators.set(locale, translator);
  }
  return translator;
}

/** Every text of a language (tests check that the three languages have the same keys and placeholders). */
export function consoleDictionary(locale: ConsoleLocale): Readonly<Record<string, string>> {
  return dictionaries[locale] as Record<string, string>;
}
