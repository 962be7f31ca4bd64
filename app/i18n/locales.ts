/** The languages the product knows. Which of them a site uses comes from content/languages.json. */
export const LOCALES = ["nl", "fr", "en", "de"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "nl";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language selected by the first path segment (`/fr/a-vendre/` → fr), or null. */
export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split("/")[1]?.toLowerCase();
  return isLocale(first) ? first : null;
}

/**
 * The language of a page's address: its first path segment, or for a page outside the language
 * folders (the embedded map, `/embed/map/?lang=fr`) its `lang` parameter; null when neither names one.
 */
export function localeFromUrl(url: URL): Locale | null {
  const lang = url.searchParams.get("lang");
  return localeFromPath(url.pathname) ?? (isLocale(lang) ? lang : null);
}

/** Texts keyed by language, as the content and the listings carry them. */
export type LocalizedText = Partial<Record<Locale, string>>;
