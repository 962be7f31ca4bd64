import type { LanguageLink } from "#app/services/content/shell.server.ts";
import { useT } from "./use-shell.ts";
import { LANGUAGE_COOKIE } from "#app/i18n/negotiate.ts";

/** Remembers the choice for the next visit to `/` (a strictly necessary preference cookie). */
function rememberLanguage(locale: string) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * Links to the same page in the other enabled languages (spec §4: only when more than one
 * language is enabled). Plain links with `hreflang`, so the switch works without JavaScript.
 */
export function LanguageSwitcher({ languages, className }: { languages: LanguageLink[]; className?: string }) {
  const t = useT();
  if (languages.length < 2) return null;
  return (
    <ul className={className ? `language-switcher ${className}` : "language-switcher"} aria-label={t("shell.languageSwitcher")}>
      {languages.map((language) => (
        <li key={language.locale}>
          {language.current ? (
            <span className="language-switcher__link" aria-current="true" lang={language.locale}>
              <abbr title={language.label}>{language.locale.toUpperCase()}</abbr>
            </span>
          ) : (
            <a className="language-switcher__link" href={language.href} hrefLang={language.locale} lang={language.locale} onClick={() => rememberLanguage(language.locale)}>
              <span aria-hidden="true">{language.locale.toUpperCase()}</span>
              <span className="visually-hidden">{language.label}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
