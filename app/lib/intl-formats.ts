/**
 * Intl formatters, made once per language and options and reused. Building an `Intl.NumberFormat`
 * or `Intl.DateTimeFormat` costs far more than formatting with one (ICU loads the locale's data each
 * time), and a detail page formats hundreds of prices, dates and numbers: made per call, they were a
 * visible share of a server render's CPU. The formatters are immutable, so sharing them is safe.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The options as a key: the same options in the same order give the same key. */
function keyOf(locale: string, options: object): string {
  return `${locale}|${JSON.stringify(options)}`;
}

/** `new Intl.NumberFormat(locale, options)`, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
