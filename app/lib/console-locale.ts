import { CONSOLE_LOCALES, DEFAULT_CONSOLE_LOCALE, isConsoleLocale, type ConsoleLocale } from "#app/domain/staff.ts";

/** The cookie that carries the console's language for a member of staff (set at login and by their settings). */
export const CONSOLE_LANGUAGE_COOKIE = "console_lang";

/**
 * The console's language for a request (its pages sit outside the language folders): the `lang`
 * parameter (the login page's language links), then the cookie the login set from the person's
 * setting, then the browser's first console language in Accept-Language, else Dutch.
 */
export function consoleLocale(url: URL, cookieHeader: string | null, acceptLanguage: string | null): ConsoleLocale {
  const asked = url.searchParams.get("lang");
  if (isConsoleLocale(asked)) return asked;
  const cookie = cookieValue(cookieHeader, CONSOLE_LANGUAGE_COOKIE);
  if (isConsoleLocale(cookie)) return cookie;
  return fromAcceptLanguage(acceptLanguage) ?? DEFAULT_CONSOLE_LOCALE;
}

/** The cookie that keeps a person's console language (read before their session is, on every page). */
export function languageCookie(locale: ConsoleLocale, secure: boolean): string {
  return `${CONSOLE_LANGUAGE_COOKIE}=${locale}; Path=/admin/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The console language the browser prefers most (by q-value, then order), or null. */
export function fromAcceptLanguage(header: string | null): ConsoleLocale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { lang: tag.split("-")[0]!.toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((entry) => entry.quality > 0 && (CONSOLE_LOCALES as readonly string[]).includes(entry.lang))
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return (ranked[0]?.lang as ConsoleLocale | undefined) ?? null;
}

/** One cookie's value in a Cookie header, or null. */
export function cookieValue(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=") || null;
  }
  return null;
}
