import type { FormEvent, ReactNode } from "react";
import type { MessageKey } from "#app/i18n/messages/nl.ts";
import { CONSENT_CATEGORIES, partlyChoices, type ConsentChoices } from "#app/lib/consent.ts";
import { useT } from "#app/components/layout/use-shell.ts";
import { saveConsent } from "./consent-store.ts";

/**
 * The dialog's second layer (downloaded when asked for): the five categories as labelled
 * switches — strictly necessary on and fixed, the others as already chosen or off (never
 * pre-ticked) — and "agree partly" to save them, next to Decline and Agree.
 */
export default function ConsentSettings({
  choices,
  children,
}: {
  choices: ConsentChoices | null;
  children: ReactNode;
}) {
  const t = useT();
  const savePartly = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    saveConsent(
      "partly",
      partlyChoices(Object.fromEntries(CONSENT_CATEGORIES.map((category) => [category, form.has(category)]))),
    );
  };
  return (
    <form onSubmit={savePartly}>
      <ul className="consent__options">
        {CONSENT_CATEGORIES.map((category, index) => {
          const option = `COOKIE_OPTION_${index + 1}`;
          const necessary = category === "necessary";
          return (
            <li key={category} className="consent__option">
              <label className="consent__option-head" htmlFor={`consent-${category}`}>
                <span>{t(`${option}_TITLE` as MessageKey)}</span>
                <input
                  id={`consent-${category}`}
                  className="consent__switch"
                  type="checkbox"
                  role="switch"
                  name={category}
                  defaultChecked={necessary || choices?.[category] === true}
                  disabled={necessary}
                  aria-describedby={`consent-${category}-text`}
                />
              </label>
              <p id={`consent-${category}-text`} className="consent__option-text">
                {t(`${option}_CONTENT` as MessageKey)}
                {necessary ? ` (${t("consent.alwaysOn")})` : null}
              </p>
            </li>
          );
        })}
      </ul>
      <div className="consent__actions">
        {children}
        <button type="submit" className="button button--ghost">
          {t("COOKIE_BUTTON_TEXT_AGREE_PARTLY")}
        </button>
      </div>
    </form>
  );
}
