import type { SiteContent } from "#app/services/content/load-content.server.ts";

/** The CSP directives that name third-party origins. */
export type ThirdPartySources = { script: string[]; connect: string[]; img: string[]; frame: string[] };

/**
 * The hosts each tag of spec §7 needs, after Google's "Use Tag Manager with a Content Security
 * Policy" guide (Google Analytics 4, Google Ads, the container) and Meta's pixel documentation.
 * Google Ads also pings the country domain of Google: www.google.be for a Belgian site.
 */
export const TAG_SOURCES = {
  googleAnalytics: {
    script: ["https://*.googletagmanager.com"],
    connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
    img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
    frame: [],
  },
  googleAds: {
    script: [
      "https://www.googletagmanager.com",
      "https://www.googleadservices.com",
      "https://googleads.g.doubleclick.net",
      "https://www.google.com",
    ],
    connect: [
      "https://www.googletagmanager.com",
      "https://www.googleadservices.com",
      "https://googleads.g.doubleclick.net",
      "https://pagead2.googlesyndication.com",
      "https://www.google.com",
    ],
    img: [
      "https://www.googletagmanager.com",
      "https://googleads.g.doubleclick.net",
      "https://www.google.com",
      "https://www.google.be",
    ],
    frame: ["https://www.googletagmanager.com", "https://td.doubleclick.net"],
  },
  tagManager: {
    script: ["https://www.googletagmanager.com"],
    connect: ["https://www.googletagmanager.com", "https://www.google.com"],
    img: ["https://www.googletagmanager.com"],
    frame: [],
  },
  facebookPixel: {
    script: ["https://connect.facebook.net"],
    connect: ["https://www.facebook.com", "https://connect.facebook.net"],
    img: ["https://www.facebook.com"],
    frame: ["https://www.facebook.com"],
  },
} as const satisfies Record<string, ThirdPartySources>;

/**
 * The third-party origins the Content-Security-Policy must allow, derived from the configuration
 * so a new tile server, tour host or tag needs no code change:
 * - images: the map's tile server (`{s}` subdomains become a wildcard);
 * - frames: the video players and virtual-tour hosts that listings embed on request
 *   (app/lib/media-link.ts gives the embed URLs);
 * - the hosts of each tag whose ID site_info configures (TAG_SOURCES), and of no other: with no
 *   ID the policy allows no script, connection or image of any tag host.
 */
export function cspSources(content: Pick<SiteContent, "settings" | "siteInfo">): ThirdPartySources {
  const tileOrigin = new URL(
    content.settings.map.tileUrl.replace("{s}", "s-wildcard").replace(/\{[a-z]+\}/g, "0"),
  ).origin.replace("s-wildcard", "*");
  const tourOrigins = content.settings.tourHosts.flatMap((host) => [`https://${host}`, `https://*.${host}`]);
  const { siteInfo } = content;
  const tags = [
    siteInfo.siteGoogleAnalyticsID ? TAG_SOURCES.googleAnalytics : null,
    siteInfo.siteGoogleAdsID ? TAG_SOURCES.googleAds : null,
    siteInfo.siteGoogleTagManager ? TAG_SOURCES.tagManager : null,
    siteInfo.siteFacebookPixel ? TAG_SOURCES.facebookPixel : null,
  ].filter((tag) => tag !== null);
  const union = (own: string[], directive: keyof ThirdPartySources) => [
    ...new Set([...own, ...tags.flatMap((tag) => tag[directive])]),
  ];
  return {
    script: union([], "script"),
    connect: union([], "connect"),
    img: union([tileOrigin], "img"),
    frame: union(
      [
        "https://www.youtube-nocookie.com",
        "https://player.vimeo.com",
        "https://www.facebook.com",
        "https://tvl.be",
        "https://*.tvl.be",
        ...tourOrigins,
      ],
      "frame",
    ),
  };
}
