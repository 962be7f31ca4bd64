/**
 * The cookie-consent rules of spec §4 and the Belgian data protection authority's checklist
 * (belgian-market-facts.md): five categories, what Agree / Decline / Agree partly grant, when a
 * stored choice still counts, and how the categories map to Google Consent Mode v2 and to the tags
 * that may load. Pure and isomorphic: the dialog, the inline start script and the tag loader all
 * follow these rules (docs/decisions/0008-cookie-consent.md).
 */

/** The spec's five categories, in the dialog's order (COOKIE_OPTION_1 … 5). */
export const CONSENT_CATEGORIES = ["necessary", "analytical", "marketing", "socialMedia", "unclassified"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoices = { readonly [C in ConsentCategory]: boolean };

/** Browser storage keys of spec §3. `consent` and the Google keys live in localStorage. */
export const CONSENT_STORAGE_KEY = "consent";
/** The four Consent Mode signals the spec keeps in localStorage, by storage key. */
export const GOOGLE_CONSENT_KEYS = {
  consentAdUserData: "ad_user_data",
  consentAdStorage: "ad_storage",
  consentAnalyticsStorage: "analytics_storage",
  consentAdPersonalization: "ad_personalization",
} as const;
export type GoogleConsentKey = keyof typeof GOOGLE_CONSENT_KEYS;
/** Session storage keys of spec §3. */
export const UTM_STORAGE_KEY = "utm_parameters";
export const POPUP_SESSION_KEY = "modalActive";
/** The query flag that clears every stored choice (spec §4). */
export const SET_COOKIES_FLAG = "setcookies";

/** How the visitor answered: the two buttons of the first layer, or the toggles of the second. */
export type ConsentAnswer = "agree" | "decline" | "partly";

/** What `consent` holds: the choices, the policy version shown, when, and an anonymous id for the server-side record. */
export type StoredConsent = { id: string; version: string; date: string; choices: ConsentChoices };

/** Agree grants all five categories; Decline only the first (strictly necessary). */
export function choicesFor(answer: "agree" | "decline"): ConsentChoices {
  const granted = answer === "agree";
  return { necessary: true, analytical: granted, marketing: granted, socialMedia: granted, unclassified: granted };
}

/** Agree partly: what the toggles say; strictly necessary is always on (its switch cannot be turned off). */
export function partlyChoices(selected: Partial<Record<ConsentCategory, boolean>>): ConsentChoices {
  return {
    necessary: true,
    analytical: selected.analytical === true,
    marketing: selected.marketing === true,
    socialMedia: selected.socialMedia === true,
    unclassified: selected.unclassified === true,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The stored choice, or null when absent or not in the expected shape (a damaged value asks again). */
export function parseStoredConsent(raw: string | null | undefined): StoredConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.choices)) return null;
  const { id, version, date, choices } = value;
  if (typeof id !== "string" || typeof version !== "string" || typeof date !== "string") return null;
  if (!CONSENT_CATEGORIES.every((category) => typeof choices[category] === "boolean")) return null;
  if (choices.necessary !== true) return null;
  return { id, version, date, choices: partlyChoices(choices as Record<ConsentCategory, boolean>) };
}

/** Spec §2: paths containing "preview" (the agency's previews) show no dialog. */
export function isPreviewPath(pathname: string): boolean {
  return pathname.toLowerCase().includes("preview");
}

/** Whether the query carries the `setcookies` flag, with or without a value. */
function hasSetCookiesFlag(search: string): boolean {
  return new URLSearchParams(search).has(SET_COOKIES_FLAG);
}

/**
 * - `ask`: the dialog shows;
 * - `answered`: a valid choice is stored, the tags it allows may load;
 * - `preview`: a preview path, no dialog and no third-party tag at all.
 */
export type ConsentStatus = "ask" | "answered" | "preview";

export type ConsentStatusInput = {
  pathname: string;
  search: string;
  stored: StoredConsent | null;
  now: Date;
  expiryDays: number;
  policyVersion: string;
};

const DAY_MS = 86_400_000;

/** Whether a stored choice still counts: same policy version, and younger than the expiry (a date in the future counts as today). */
function isConsentCurrent(stored: StoredConsent, now: Date, expiryDays: number, policyVersion: string): boolean {
  if (stored.version !== policyVersion) return false;
  const given = Date.parse(stored.date);
  if (Number.isNaN(given)) return false;
  return now.getTime() - given < expiryDays * DAY_MS;
}

/**
 * The state machine of spec §4: a preview path never asks; `setcookies` forgets the stored choice
 * (`clear`) and asks; otherwise a current choice is answered, and a missing, damaged, expired or
 * older-policy one asks again.
 */
export function consentStatus(input: ConsentStatusInput): { status: ConsentStatus; clear: boolean } {
  const clear = hasSetCookiesFlag(input.search);
  if (isPreviewPath(input.pathname)) return { status: "preview", clear };
  if (clear || !input.stored) return { status: "ask", clear };
  return {
    status: isConsentCurrent(input.stored, input.now, input.expiryDays, input.policyVersion) ? "answered" : "ask",
    clear,
  };
}

/** Google Consent Mode v2 signals. */
const CONSENT_MODE_SIGNALS = [
  "ad_storage",
  "ad_user_data",
  "ad_personalization",
  "analytics_storage",
  "functionality_storage",
  "personalization_storage",
  "security_storage",
] as const;
type ConsentModeSignal = (typeof CONSENT_MODE_SIGNALS)[number];
export type ConsentModeValue = "granted" | "denied";
export type ConsentModeState = { readonly [S in ConsentModeSignal]: ConsentModeValue };

/** Which category grants each signal (belgian-market-facts.md; social media has no Google signal: it gates the pixel and social embeds). */
const SIGNAL_CATEGORY: Readonly<Record<ConsentModeSignal, ConsentCategory>> = {
  security_storage: "necessary",
  functionality_storage: "necessary",
  analytics_storage: "analytical",
  ad_storage: "marketing",
  ad_user_data: "marketing",
  ad_personalization: "marketing",
  personalization_storage: "unclassified",
};

/** The Consent Mode state of a choice; no choice yet (null) is the default: everything denied. */
export function consentModeState(choices: ConsentChoices | null): ConsentModeState {
  const state = {} as Record<ConsentModeSignal, ConsentModeValue>;
  for (const signal of CONSENT_MODE_SIGNALS) state[signal] = choices?.[SIGNAL_CATEGORY[signal]] ? "granted" : "denied";
  return state;
}

/** The four Google keys of spec §3 with `granted` or `denied`. */
export function googleConsentStorage(choices: ConsentChoices): Record<GoogleConsentKey, ConsentModeValue> {
  const state = consentModeState(choices);
  const stored = {} as Record<GoogleConsentKey, ConsentModeValue>;
  for (const [key, signal] of Object.entries(GOOGLE_CONSENT_KEYS) as [GoogleConsentKey, ConsentModeSignal][])
    stored[key] = state[signal];
  return stored;
}
