import type { ConsentCategory, ConsentChoices } from "./consent.ts";

/**
 * Which third-party tags a cookie choice lets load (spec §7), and which of their cookies must go
 * when a choice no longer allows them. Apart from ./consent.ts because only the tag loader
 * (downloaded on demand) needs it.
 */

/** The tag IDs of site_info (spec §3); an empty string means the tag is not configured. */
export type TagIds = { googleAnalytics: string; googleAds: string; tagManager: string; facebookPixel: string };

export function hasAnyTag(ids: TagIds): boolean {
  return Boolean(ids.googleAnalytics || ids.googleAds || ids.tagManager || ids.facebookPixel);
}

/** What may load for a choice: the Google tag IDs to configure (gtag.js), the tag manager container, the pixel. */
export type AllowedTags = { googleTagIds: string[]; tagManager: string | null; facebookPixel: string | null };

/**
 * A tag loads only when configured and after its category's consent: Google Analytics needs
 * analytical; Google Ads marketing; the tag manager container analytical or marketing (the tags in
 * it follow the Consent Mode signals); the Facebook pixel social media.
 */
export function allowedTags(choices: ConsentChoices | null, ids: TagIds): AllowedTags {
  const analytical = choices?.analytical === true;
  const marketing = choices?.marketing === true;
  const googleTagIds = [analytical ? ids.googleAnalytics : "", marketing ? ids.googleAds : ""].filter(Boolean);
  return {
    googleTagIds,
    tagManager: ids.tagManager && (analytical || marketing) ? ids.tagManager : null,
    facebookPixel: ids.facebookPixel && choices?.socialMedia === true ? ids.facebookPixel : null,
  };
}

/** First-party cookies the tags set, by the category that allowed them (Google Analytics, Google Ads, Facebook pixel). */
const TRACKING_COOKIES: readonly [RegExp, ConsentCategory][] = [
  [/^(?:_ga(?:_.+)?|_gid|_gat(?:_.+)?)$/, "analytical"],
  [/^_gcl_.+$/, "marketing"],
  [/^_fb[pc]$/, "socialMedia"],
];

/**
 * The tags' cookies to delete under a choice (null: every one), so that withdrawing consent, or
 * `setcookies`, removes what the tags left on this site; other cookies are never touched.
 */
export function trackingCookiesToRemove(cookieNames: readonly string[], choices: ConsentChoices | null): string[] {
  return cookieNames.filter((name) => {
    const rule = TRACKING_COOKIES.find(([pattern]) => pattern.test(name));
    return rule !== undefined && choices?.[rule[1]] !== true;
  });
}
