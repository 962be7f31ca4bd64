import { lazy, Suspense, useEffect, useRef, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { interpolateParts } from "#app/i18n/interpolate.ts";
import { choicesFor } from "#app/lib/consent.ts";
import type { ConsentConfig } from "#app/services/analytics/consent-config.ts";
import { useT } from "#app/components/layout/use-shell.ts";
import { consentPageChanged, saveConsent, showConsentSettings, startConsent } from "./consent-store.ts";
import { useConsent } from "./use-consent.ts";

/** The second layer (five switches) is downloaded only when the visitor asks for it. */
const ConsentSettings = lazy(() => import("./consent-settings.tsx"));

/** Where focus goes back when the dialog closes after the footer button opened it. */
let returnFocusTo: HTMLElement | null = null;
export function rememberConsentOpener(element: HTMLElement) {
  returnFocusTo = element;
}

/**
 * The cookie-consent dialog (spec §4; Belgian data protection authority: no cookie wall, Decline
 * as easy and as prominent as Agree, consent per purpose). Rendered on the server in every page,
 * shown by CSS when <html data-consent="ask"> (set by the inline start script before the first
 * paint), fixed at the bottom over the page: no layout shift, the page stays usable. It is not
 * modal: the site can be read and used without answering.
 *
 * First layer: title, text, links to the cookie policy and the privacy statement, Decline and
 * Agree (same style, side by side), and Change settings. Second layer: the five categories as
 * labelled switches (strictly necessary on and fixed; the others off unless already chosen),
 * and "agree partly" to save them. Focus moves into the dialog when it opens (at page load only
 * when nothing else has focus yet) and back when it closes.
 */
export function ConsentDialog({ config }: { config: ConsentConfig }) {
  const t = useT();
  const { open, settings, choices } = useConsent();
  const dialog = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const configRef = useRef(config);

  useEffect(() => startConsent(configRef.current), []);
  useEffect(() => consentPageChanged(), [location]);

  // Focus: into the dialog when it opens or changes layer (not away from what the visitor already focused at load).
  const wasOpen = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open) {
      const atLoad = !wasOpen.current && returnFocusTo === null;
      if (!atLoad || document.activeElement === document.body || document.activeElement === null) element.focus();
    } else if (wasOpen.current) {
      const target = returnFocusTo ?? document.getElementById("main");
      if (element.contains(document.activeElement) || document.activeElement === document.body) target?.focus();
      returnFocusTo = null;
    }
    wasOpen.current = open;
  }, [open, settings]);

  // Room under the footer for the dialog, so nothing of the page stays hidden behind it.
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() =>
      document.documentElement.style.setProperty("--consent-space", `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [open]);

  const links = interpolateParts<ReactNode>(t("COOKIE_WARNING_LINKS"), {
    cookiePolicy: <Link to={config.cookiePolicyHref}>{t("consent.cookiePolicyLink")}</Link>,
    privacyStatement: <Link to={config.privacyStatementHref}>{t("consent.privacyStatementLink")}</Link>,
  });

  const choiceButtons = (
    <>
      <button
        type="button"
        className="button consent__choice"
        onClick={() => saveConsent("decline", choicesFor("decline"))}
      >
        {t("COOKIE_BUTTON_TEXT_DECLINE")}
      </button>
      <button
        type="button"
        className="button consent__choice"
        onClick={() => saveConsent("agree", choicesFor("agree"))}
      >
        {t("COOKIE_BUTTON_TEXT_AGREE")}
      </button>
    </>
  );

  return (
    <div
      ref={dialog}
      className="consent"
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      tabIndex={-1}
    >
      <div className="consent__inner">
        <h2 id="consent-title" className="consent__title">
          {t(settings ? "consent.settingsTitle" : "COOKIE_WARNING_TITLE")}
        </h2>
        <p id="consent-text" className="consent__text">
          {t("COOKIE_WARNING_MAIN_TEXT")}{" "}
          {links.map((part, index) => (
            <span key={index}>{part}</span>
          ))}
        </p>
        {settings ? (
          <Suspense fallback={null}>
            <ConsentSettings choices={choices}>{choiceButtons}</ConsentSettings>
          </Suspense>
        ) : (
          <div className="consent__actions">
            {choiceButtons}
            <button type="button" className="button button--ghost" onClick={() => showConsentSettings(true)}>
              {t("COOKIE_CHANGE_SETTINGS")}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
