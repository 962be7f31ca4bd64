/**
 * Where a view of a listing came from, for the owner portal's "by source" figures: read from the
 * page's own URL (campaign parameters) and the Referer header only — no cookie, nothing about the
 * visitor is kept.
 */
export const TRAFFIC_SOURCES = ["direct", "search", "social", "referral", "campaign"] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

/** The campaign parameters a landing URL may carry (Google's names). */
export const UTM_PARAMETERS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "utm_id",
] as const;
export type UtmParameters = Partial<Record<(typeof UTM_PARAMETERS)[number], string>>;

/** Click identifiers of paid ads: a view through them is a campaign like a tagged link. */
const AD_CLICK_IDS = ["gclid", "gbraid", "wbraid", "dclid", "msclkid"] as const;

/** The campaign parameters of a query string, trimmed and cut to 100 characters; empty ones left out. */
export function utmParameters(search: string): UtmParameters {
  const params = new URLSearchParams(search);
  const found: UtmParameters = {};
  for (const name of UTM_PARAMETERS) {
    const value = params.get(name)?.trim();
    if (value) found[name] = value.slice(0, 100);
  }
  return found;
}

/** Search engines on their own (country) domain: google.be, www.google.co.uk, bing.com… */
const SEARCH_ENGINE =
  /^(?:www\.|m\.)?(?:google|bing|yahoo|duckduckgo|ecosia|qwant|startpage|baidu|yandex|seznam|naver)(?:\.[a-z]{2,3}){1,2}$/;
/** Search sites on a shared or sub host name. */
const SEARCH_HOSTS = [
  "search.brave.com",
  "search.yahoo.com",
  "search.aol.com",
  "html.duckduckgo.com",
  "lite.qwant.com",
];
/** Social networks and their link shorteners. */
const SOCIAL_HOSTS = [
  "facebook.com",
  "fb.com",
  "fb.me",
  "instagram.com",
  "linkedin.com",
  "lnkd.in",
  "t.co",
  "twitter.com",
  "x.com",
  "pinterest.com",
  "tiktok.com",
  "youtube.com",
  "youtu.be",
  "reddit.com",
  "whatsapp.com",
  "wa.me",
  "threads.net",
  "bsky.app",
  "snapchat.com",
  "messenger.com",
];
/** Apps that send an `android-app://package` referrer. */
const SEARCH_APPS = ["com.google.android.googlequicksearchbox"];
const SOCIAL_APPS = [
  "com.facebook.katana",
  "com.facebook.orca",
  "com.instagram.android",
  "com.linkedin.android",
  "com.twitter.android",
  "com.pinterest",
  "com.zhiliaoapp.musically",
  "com.whatsapp",
];

function onHost(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** A search engine's results page; not its other services (mail.google.com is a referral). */
function isSearchEngine(host: string): boolean {
  return SEARCH_ENGINE.test(host) || SEARCH_HOSTS.some((domain) => onHost(host, domain));
}

function sameSite(host: string, siteHost: string): boolean {
  return host.replace(/^www\./, "") === siteHost.toLowerCase().replace(/^www\./, "");
}

/**
 * The source of a view (a table test pins each rule):
 * 1. campaign: the URL carries utm_* parameters or an ad click id;
 * 2. direct: no referrer, an unreadable one, or a page of this site (browsing on; without a cookie
 *    the visit's first source is unknown);
 * 3. search: a search engine; social: a social network (fbclid alone counts as social: Facebook
 *    adds it to every outgoing link);
 * 4. referral: any other website.
 */
export function trafficSource({
  search,
  referrer,
  siteHost,
}: {
  search: string;
  referrer: string | null | undefined;
  siteHost: string;
}): TrafficSource {
  const params = new URLSearchParams(search);
  if (Object.keys(utmParameters(search)).length > 0 || AD_CLICK_IDS.some((id) => params.get(id))) return "campaign";
  const fromFacebookLink = Boolean(params.get("fbclid"));
  // Most requests come without one; parsing "" would throw, which costs time on every page.
  if (!referrer) return fromFacebookLink ? "social" : "direct";
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return fromFacebookLink ? "social" : "direct";
  }
  if (url.protocol === "android-app:") {
    const app = url.hostname.toLowerCase();
    if (SEARCH_APPS.includes(app)) return "search";
    if (SOCIAL_APPS.some((prefix) => app === prefix || app.startsWith(`${prefix}.`)) || fromFacebookLink)
      return "social";
    return "referral";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return fromFacebookLink ? "social" : "direct";
  const host = url.hostname.toLowerCase();
  if (sameSite(host, siteHost)) return fromFacebookLink ? "social" : "direct";
  if (SOCIAL_HOSTS.some((domain) => onHost(host, domain)) || fromFacebookLink) return "social";
  if (isSearchEngine(host)) return "search";
  return "referral";
}
