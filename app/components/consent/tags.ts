import { consentModeState, UTM_STORAGE_KEY, type ConsentChoices } from "#app/lib/consent.ts";
import { allowedTags, trackingCookiesToRemove, type AllowedTags, type TagIds } from "#app/lib/consent-tags.ts";
import { pageViewEvent, visitUtm, type PageViewEvent } from "#app/lib/page-view-event.ts";
import type { UtmParameters } from "#app/lib/traffic-source.ts";
import type { VisitPages } from "./consent-store.ts";

/**
 * The third-party tags of spec §7 — Google Analytics 4 and Google Ads (gtag.js), Google Tag
 * Manager, the Facebook pixel — loaded only for a configured ID and after its category's consent
 * (allowedTags in app/lib/consent-tags.ts). Downloaded by the consent store on demand: a site without
 * IDs never fetches this module. The hosts here are the ones server/csp-sources.ts allows.
 *
 * Consent Mode v2: the defaults (everything denied) are the first entry of the data layer, before
 * any Google script is added; each saved choice follows as a `consent update`.
 */
type Command = (...args: unknown[]) => void;
type Pixel = Command & { callMethod?: Command; queue: unknown[]; push: Command; loaded: boolean; version: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Command;
    fbq?: Pixel;
    _fbq?: Pixel;
  }
}

export const TAG_SCRIPTS = {
  gtag: "https://www.googletagmanager.com/gtag/js?id=",
  tagManager: "https://www.googletagmanager.com/gtm.js?id=",
  pixel: "https://connect.facebook.net/en_US/fbevents.js",
} as const;

/** Spec §7: after a consent update, the page view waits at most this long for the tags to load. */
export const CONSENT_UPDATE_WAIT_MS = 500;

const configured = new Set<string>();
let gtagScript = false;
let tagManagerLoaded = false;
let active = false;
let campaign: UtmParameters | null = null;

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Google's gtag(): it queues the Arguments object itself, which gtag.js expects. */
function gtag(..._args: unknown[]) {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}

function addScript(src: string): Promise<void> {
  return new Promise((resolve) => {
    const script = document.createElement("script");
    script.async = true;
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => resolve();
    document.head.appendChild(script);
  });
}

/** The pixel's standard queue until fbevents.js replaces it. */
function installPixel(): Pixel {
  const pixel = function (...args: unknown[]) {
    if (pixel.callMethod) pixel.callMethod(...args);
    else pixel.queue.push(args);
  } as Pixel;
  pixel.push = pixel;
  pixel.loaded = true;
  pixel.version = "2.0";
  pixel.queue = [];
  window.fbq = pixel;
  window._fbq = pixel;
  return pixel;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Session storage refused (privacy modes): the campaign is still sent with this page's views. */
function attemptSession<T>(action: () => T): T | null {
  try {
    return action();
  } catch {
    return null;
  }
}

/** Deletes the tags' cookies a choice does not (or no longer) allow, on this host and its parent domains. */
function removeTrackingCookies(choices: ConsentChoices | null) {
  const names = document.cookie.split(";").map((pair) => pair.split("=")[0]?.trim() ?? "");
  const labels = location.hostname.split(".");
  for (const name of trackingCookiesToRemove(names, choices)) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
    for (let i = 0; i < labels.length - 1; i++)
      document.cookie = `${name}=; Max-Age=0; path=/; domain=.${labels.slice(i).join(".")}`;
  }
}

/**
 * A choice, applied (spec §4 "saving … sends a consent update and a page view"): the tags' cookies
 * it does not allow are deleted; the visit's campaign is kept in session storage
 * (`utm_parameters`, captured from the landing URL) while analytics or marketing is allowed;
 * the Consent Mode update goes out, the allowed tags load, then a page view. Null (`setcookies`)
 * only cleans up.
 */
export async function applyChoices(choices: ConsentChoices | null, ids: TagIds, visit: VisitPages): Promise<void> {
  removeTrackingCookies(choices);
  const session = sessionStore();
  const keepCampaign = choices !== null && (choices.analytical || choices.marketing);
  const saved = attemptSession(() => (visit.clear ? null : (session?.getItem(UTM_STORAGE_KEY) ?? null)));
  const utm = (campaign ??= visitUtm(visit.landingSearch, saved));
  attemptSession(() =>
    keepCampaign && Object.keys(utm).length > 0
      ? session?.setItem(UTM_STORAGE_KEY, JSON.stringify(utm))
      : session?.removeItem(UTM_STORAGE_KEY),
  );
  if (!choices) return;
  const allowed = allowedTags(choices, ids);
  await applyConsent(choices, allowed, ids);
  active = allowed.googleTagIds.length > 0 || allowed.tagManager !== null || allowed.facebookPixel !== null;
  if (active) sendPageView(pageViewEvent({ location: visit.href, referrer: visit.referrer, utm }));
}

/** A navigation inside the site: a page view while tags are active. */
export function pageChanged(visit: VisitPages) {
  if (active) sendPageView(pageViewEvent({ location: visit.href, referrer: visit.referrer, utm: campaign ?? {} }));
}

/** Sends the Consent Mode update for a choice and loads the tags it allows; resolves when they loaded, at most after 500 ms. */
export async function applyConsent(choices: ConsentChoices, allowed: AllowedTags, ids: TagIds): Promise<void> {
  const loading: Promise<void>[] = [];
  if (ids.googleAnalytics || ids.googleAds || ids.tagManager) {
    if (!window.gtag) {
      gtag("consent", "default", { ...consentModeState(null), wait_for_update: CONSENT_UPDATE_WAIT_MS });
      window.gtag = gtag;
    }
    gtag("consent", "update", consentModeState(choices));
    for (const id of allowed.googleTagIds) {
      if (configured.has(id)) continue;
      if (!gtagScript) {
        gtagScript = true;
        gtag("js", new Date());
        loading.push(addScript(`${TAG_SCRIPTS.gtag}${encodeURIComponent(id)}`));
      }
      gtag("config", id, { send_page_view: false });
      configured.add(id);
    }
    if (allowed.tagManager && !tagManagerLoaded) {
      tagManagerLoaded = true;
      dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
      loading.push(addScript(`${TAG_SCRIPTS.tagManager}${encodeURIComponent(allowed.tagManager)}`));
    }
  }
  if (allowed.facebookPixel && !window.fbq) {
    const pixel = installPixel();
    loading.push(addScript(TAG_SCRIPTS.pixel));
    pixel("consent", "grant");
    pixel("init", allowed.facebookPixel);
  } else if (window.fbq) {
    window.fbq("consent", choices.socialMedia ? "grant" : "revoke");
  }
  await Promise.race([Promise.all(loading), new Promise((resolve) => setTimeout(resolve, CONSENT_UPDATE_WAIT_MS))]);
}

/** A page view (spec §7) to every loaded tag: location, referrer and the saved campaign; the pixel when present. */
export function sendPageView(event: PageViewEvent) {
  if (configured.size > 0) gtag("event", "page_view", event);
  if (tagManagerLoaded) dataLayer().push({ event: "page_view", ...event });
  window.fbq?.("track", "PageView");
}
