/**
 * The testimonials page in a language (decision 0046): the testimonials written in the page's
 * language come first, then the others, each group in the order given (newest first); a visitor
 * reads their own language before the texts they may not read. The text itself is never
 * translated, so a testimonial in another language is labelled with that language's name.
 */
export function ownLanguageFirst<T extends { lang: string | null }>(items: readonly T[], locale: string): T[] {
  return [...items.filter((item) => item.lang === locale), ...items.filter((item) => item.lang !== locale)];
}

/**
 * The name of the language `lang` in the page's language (`fr` on a Dutch page: "Frans"), from the
 * runtime's Unicode CLDR data; null for the page's own language or an unknown one.
 */
export function otherLanguageName(lang: string | null, locale: string): string | null {
  if (lang === null || lang === locale) return null;
  try {
    const name = new Intl.DisplayNames([locale], { type: "language", fallback: "none" }).of(lang);
    return name ?? null;
  } catch {
    return null;
  }
}
