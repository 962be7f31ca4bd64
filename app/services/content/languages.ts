import { DEFAULT_LOCALE, isLocale, type Locale } from "#app/i18n/locales.ts";

type LanguageConfig = { languages: { languageDefault: string; languageUse: { code: string; use: boolean }[] } };

/** The languages the site uses, in configuration order. */
export function enabledLocales(content: LanguageConfig): Locale[] {
  return content.languages.languageUse.filter((l) => l.use && isLocale(l.code)).map((l) => l.code as Locale);
}

export function defaultLocale(content: LanguageConfig): Locale {
  const configured = content.languages.languageDefault;
  return isLocale(configured) ? configured : DEFAULT_LOCALE;
}
