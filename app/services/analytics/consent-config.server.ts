import type { Locale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import type { TagIds } from "#app/lib/consent-tags.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";

/** What the cookie dialog and the tag loader need in the browser (root loader data). */
export type ConsentConfig = {
  /** settings.consentExpiryDays: a choice older than this asks again. */
  expiryDays: number;
  /** settings.consentPolicyVersion: a choice made under another version asks again. */
  policyVersion: string;
  cookiePolicyHref: string;
  privacyStatementHref: string;
  /** site_info IDs (spec §3); empty strings for the tags that are not configured. */
  tags: TagIds;
};

export function consentConfig(content: SiteContent, locale: Locale): ConsentConfig {
  const { settings, siteInfo, routes } = content;
  return {
    expiryDays: settings.consentExpiryDays,
    policyVersion: settings.consentPolicyVersion,
    cookiePolicyHref: routePath(routes.routes, "cookie-policy", locale),
    privacyStatementHref: routePath(routes.routes, "privacy-statement", locale),
    tags: {
      googleAnalytics: siteInfo.siteGoogleAnalyticsID,
      googleAds: siteInfo.siteGoogleAdsID,
      tagManager: siteInfo.siteGoogleTagManager,
      facebookPixel: siteInfo.siteFacebookPixel,
    },
  };
}
