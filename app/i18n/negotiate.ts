import type { Locale } from "./locales.ts";

/** Name of the cookie that remembers the visitor's language choice. */
export const LANGUAGE_COOKIE = "lang";

/**
 * The language for a visitor arriving without one in the path: the language cookie, else the best
 * Accept-Language match among the enabled languages (by q-value, then order), else the default.
 */
export function negotiateLocale(options: {
  cookieHeader: string | null;
  acceptLanguage: string | null;
  enabled: readonly Locale[];
  fallback: Locale;
}): Locale {
  const { enabled, fallback } = options;
  const fromCookie = readCookie(options.cookieHeader, LANGUAGE_COOKIE)?.toLowerCase();
  const cookieLocale = enabled.find((l) => l === fromCookie);
  if (cookieLocale) return cookieLocale;

  const ranges = (options.acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((r) => r.primary && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    const match = enabled.find((l) => l === range.primary);
    if (match) return match;
  }
  return enabled.includes(fallback) ? fallback : (enabled[0] ?? fallback);
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}
