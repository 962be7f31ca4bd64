import type { SiteContent } from "#app/services/content/load-content.server.ts";

/**
 * The third-party origins the Content-Security-Policy must allow, derived from the configuration
 * so a new tile server or tour host needs no code change:
 * - images: the map's tile server (`{s}` subdomains become a wildcard);
 * - frames: the video players and virtual-tour hosts that listings embed on request
 *   (app/lib/media-link.ts gives the embed URLs).
 */
export function cspSources(content: Pick<SiteContent, "settings">): { img: string[]; frame: string[] } {
  const tileOrigin = new URL(content.settings.map.tileUrl.replace("{s}", "s-wildcard").replace(/\{[a-z]+\}/g, "0")).origin.replace("s-wildcard", "*");
  const tourOrigins = content.settings.tourHosts.flatMap((host) => [`https://${host}`, `https://*.${host}`]);
  return {
    img: [tileOrigin],
    frame: [...new Set(["https://www.youtube-nocookie.com", "https://player.vimeo.com", "https://www.facebook.com", "https://tvl.be", "https://*.tvl.be", ...tourOrigins])],
  };
}
