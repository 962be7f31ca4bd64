import type { Locale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import type { ConsentConfig } from "./consent-config.ts";

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
