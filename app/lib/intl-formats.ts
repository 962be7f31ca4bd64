/**
 * Intl formatters, made once per language and options and reused. Building an `Intl.NumberFormat`
 * or `Intl.DateTimeFormat` costs far more than formatting with one (ICU loads the locale's data each
 * time), and a detail page formats hundreds of prices, dates and numbers: made per call, they were a
 * visible share of a server render's CPU. The formatters are immutable, so sharing them is safe.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter for `locale` and `options` from `cache`, made by `make` the first time. */
function cached<T>(cache: Map<string, T>, locale: string, options: object, make: () => T): T {
  // The options as a key: the same options in the same order give the same key.
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}
