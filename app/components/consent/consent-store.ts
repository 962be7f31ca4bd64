import {
  consentStatus,
  CONSENT_STORAGE_KEY,
  GOOGLE_CONSENT_KEYS,
  googleConsentStorage,
  isPreviewPath,
  parseStoredConsent,
  type ConsentAnswer,
  type ConsentChoices,
  type ConsentStatus,
  type StoredConsent,
} from "#app/lib/consent.ts";
import { allowedTags } from "#app/lib/consent-tags.ts";
import type { ConsentConfig } from "#app/services/analytics/consent-config.ts";

/**
 * The visitor's cookie choice in the browser (spec §4), shared by the dialog, the footer's
 * "cookie settings" button and the popup (which waits for the dialog). Starts once per document,
 * after hydration, from the same rules as the inline start script; keeps <html data-consent> in
 * step (`ask` shows the dialog through CSS). Saving stores the spec's keys, records the choice on
 * the server and hands it to ./tags.ts — downloaded only when the choice lets a configured tag
 * load, or when cookies a tag left earlier must go. Kept small: this module is part of every page.
 */
export type ConsentState = {
  /** `unknown` until started in the browser (server rendering, hydration). */
  status: ConsentStatus | "unknown";
  /** The dialog is shown. */
  open: boolean;
  /** The dialog shows the five switches instead of the first layer. */
  settings: boolean;
  /** The saved choice, or null when none counts. */
  choices: ConsentChoices | null;
};

export const SERVER_STATE: ConsentState = { status: "unknown", open: false, settings: false, choices: null };

/** What the tags need of the visit: the landing query (campaign), the current page and the page before it. */
export type VisitPages = { landingSearch: string; href: string; referrer: string; clear: boolean };

let state = SERVER_STATE;
let config: ConsentConfig | null = null;
let consentId = "";
const visit: VisitPages = { landingSearch: "", href: "", referrer: "", clear: false };
let tags: Promise<typeof import("./tags.ts")> | null = null;
const listeners = new Set<() => void>();

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function consentSnapshot(): ConsentState {
  return state;
}

function setState(next: Partial<ConsentState>) {
  state = { ...state, ...next };
  document.documentElement.setAttribute(
    "data-consent",
    state.open ? "ask" : state.status === "preview" ? "preview" : "answered",
  );
  for (const listener of listeners) listener();
}

/** localStorage, or null where it cannot be used (privacy modes): the choice then holds for this page only. */
function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function attempt(action: () => void) {
  try {
    action();
  } catch {
    // storage refused or full
  }
}

/** A random v4 UUID, also on plain http (where crypto.randomUUID is missing). */
function newConsentId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Hands the choice to the tags (Consent Mode update, the allowed tags, a page view; the tags'
 * cookies the choice does not allow are deleted). Never on a preview path. The module is fetched
 * only when the choice lets a configured tag load, when tags ran on this page before (a withdrawn
 * choice must reach them), or when a tag's cookie is there to delete.
 */
function applyChoices(choices: ConsentChoices | null) {
  if (!config || state.status === "preview") return;
  const allowed = choices ? allowedTags(choices, config.tags) : null;
  const allowsTag =
    allowed !== null &&
    (allowed.googleTagIds.length > 0 || allowed.tagManager !== null || allowed.facebookPixel !== null);
  if (!tags && !allowsTag && !/(?:^|;\s*)_(?:ga|gid|gat|gcl_|fb[pc])/.test(document.cookie)) return;
  const current = config;
  tags ??= import("./tags.ts");
  void tags.then((module) => module.applyChoices(choices, current.tags, visit));
}

/** Reads the stored choice and shows the dialog when it must (once per document; again when leaving a preview path). */
export function startConsent(next: ConsentConfig) {
  if (config && !(state.status === "preview" && !isPreviewPath(location.pathname))) return;
  config = next;
  const storage = local();
  const stored = parseStoredConsent(storage?.getItem(CONSENT_STORAGE_KEY));
  const { status, clear } = consentStatus({
    pathname: location.pathname,
    search: location.search,
    stored,
    now: new Date(),
    expiryDays: next.expiryDays,
    policyVersion: next.policyVersion,
  });
  if (clear)
    for (const key of [CONSENT_STORAGE_KEY, ...Object.keys(GOOGLE_CONSENT_KEYS)])
      attempt(() => storage?.removeItem(key));
  consentId = clear ? "" : (stored?.id ?? "");
  Object.assign(visit, { landingSearch: location.search, href: location.href, referrer: document.referrer, clear });
  const choices = status === "answered" && stored ? stored.choices : null;
  setState({ status, open: status === "ask", settings: false, choices });
  if (choices || clear) applyChoices(choices);
}

/** Agree, Decline or Agree partly: stores the spec's keys, records the choice, hides the dialog, applies it. */
export function saveConsent(answer: ConsentAnswer, choices: ConsentChoices) {
  if (!config) return;
  consentId ||= newConsentId();
  const stored: StoredConsent = {
    id: consentId,
    version: config.policyVersion,
    date: new Date().toISOString(),
    choices,
  };
  const storage = local();
  attempt(() => storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored)));
  for (const [key, value] of Object.entries(googleConsentStorage(choices))) attempt(() => storage?.setItem(key, value));
  // Proof of consent for the agency; a failed request is not the visitor's problem.
  void fetch("/api/consent", {
    method: "POST",
    keepalive: true,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ id: consentId, answer, choices, policyVersion: config.policyVersion }),
  }).catch(() => undefined);
  visit.clear = false;
  setState({ status: state.status === "preview" ? "preview" : "answered", open: false, settings: false, choices });
  applyChoices(choices);
}

/** The footer's "cookie settings": the dialog again, on the five switches. */
export function openConsentSettings() {
  if (state.status !== "unknown") setState({ open: true, settings: true });
}

export function showConsentSettings(settings: boolean) {
  setState({ settings });
}

/** A navigation inside the site: the previous page becomes the referrer; the tags send a page view. */
export function consentPageChanged() {
  if (!config || location.href === visit.href) return;
  visit.referrer = visit.href;
  visit.href = location.href;
  if (state.status === "preview") startConsent(config);
  else if (state.status === "answered" && tags) void tags.then((module) => module.pageChanged(visit));
}
