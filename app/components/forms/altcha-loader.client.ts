/**
 * The captcha widget (ALTCHA, self-hosted): loaded only by a page that shows a captcha field,
 * when it shows it. Its proof-of-work runs in a worker served from our own origin (the CSP allows
 * no blob: workers and no inline styles, hence the "external" build of the widget).
 */
import "altcha/external";
import ShaWorker from "altcha/workers/sha?worker";
import type { Locale } from "#app/i18n/locales.ts";

type AltchaGlobal = { algorithms: { set(name: string, worker: () => Worker): void } };
const altcha = (globalThis as unknown as { $altcha?: AltchaGlobal }).$altcha;
altcha?.algorithms.set("SHA-256", () => new ShaWorker());

/** The widget's own texts in the page's language. */
const TRANSLATIONS: Record<Locale, () => Promise<unknown>> = {
  nl: () => import("altcha/i18n/nl"),
  // @ts-expect-error the package ships no types for this one translation (its code is the same as the others')
  fr: () => import("altcha/i18n/fr-fr"),
  en: () => import("altcha/i18n/en"),
  de: () => import("altcha/i18n/de"),
};

/** The widget's language code for a site language (its French is registered as fr-fr). */
export const WIDGET_LANGUAGE: Record<Locale, string> = { nl: "nl", fr: "fr-fr", en: "en", de: "de" };

export async function loadTranslation(locale: Locale): Promise<void> {
  await TRANSLATIONS[locale]();
}
