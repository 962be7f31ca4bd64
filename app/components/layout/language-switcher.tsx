import { useLocation, useMatches } from "react-router";
import type { LanguageLink } from "#app/services/content/shell-view.ts";
import { useT } from "./use-shell.ts";
import { LANGUAGE_COOKIE } from "#app/i18n/negotiate.ts";

/** Remembers the choice for the next visit to `/` (a strictly necessary preference cookie). */
function rememberLanguage(locale: string) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

type Alternate = { hreflang: string; href: string };

/**
 * The page's own addresses in other languages, by language: its hreflang alternates (a listing's
 * slug is its title in each language, which the shell's path lookup cannot know).
 */
function usePageAlternates(): ReadonlyMap<string, string> {
  const data = useMatches().at(-1)?.loaderData as { seo?: { alternates?: Alternate[] } } | undefined;
  return new Map(
    (data?.seo?.alternates ?? []).map((alternate) => [alternate.hreflang, new URL(alternate.href).pathname]),
  );
}

/**
 * Links to the same page in the other enabled languages (spec §4: only when more than one
 * language is enabled). Plain links with `hreflang`, so the switch works without JavaScript. A
 * page's own alternate is used when it has one, so a listing opens at its address in that
 * language rather than through a redirect. The links keep the page's query string (a list's
 * filters, sort and page): its values are language-neutral (type ids, sort keys, city names that
 * match in every language, app/lib/municipalities.ts), so the other language shows the same results.
 */
export function LanguageSwitcher({ languages, className }: { languages: LanguageLink[]; className?: string }) {
  const t = useT();
  const alternates = usePageAlternates();
  const { search } = useLocation();
  if (languages.length < 2) return null;
  return (
    <ul
      className={className ? `language-switcher ${className}` : "language-switcher"}
      aria-label={t("shell.languageSwitcher")}
    >
      {languages.map((language) => (
        <li key={language.locale}>
          {language.current ? (
            <span className="language-switcher__link" aria-current="true" lang={language.locale}>
              <abbr title={language.label}>{language.locale.toUpperCase()}</abbr>
            </span>
          ) : (
            <a
              className="language-switcher__link"
              href={`${alternates.get(language.locale) ?? language.href}${search}`}
              hrefLang={language.locale}
              lang={language.locale}
              onClick={() => rememberLanguage(language.locale)}
            >
              <span aria-hidden="true">{language.locale.toUpperCase()}</span>
              <span className="visually-hidden">{language.label}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
