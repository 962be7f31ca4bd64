/** What a video or virtual-tour link of a listing is, and so how the detail page shows it. */
export type MediaLinkKind = "youtube" | "vimeo" | "facebook" | "tour" | "video-file" | "none";

export type MediaLink = { kind: MediaLinkKind; embedUrl: string | null };

/** The virtual-tour host every site accepts (spec §5); agencies configure more. */
const BUILT_IN_TOUR_HOST = "tvl.be";

/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = "[A-Za-z0-9_-]{11}";
const YOUTU_BE_PATH = new RegExp(`^/(${YOUTUBE_ID})/?$`);
const YOUTUBE_PLAYER_PATH = new RegExp(`^/(?:embed|shorts|v)/(${YOUTUBE_ID})/?$`);
const YOUTUBE_WATCH_QUERY = new RegExp(`[?&]v=(${YOUTUBE_ID})(?:&|$)`);
const VIMEO_PATH = /^\/(?:video\/)?(\d+)(?:\/|$)/;
const FACEBOOK_VIDEO_PATH = /\/videos\/\d+\/?$/;
const FB_WATCH_PATH = /^\/[A-Za-z0-9_-]+\/?$/;
const VIDEO_FILE_PATH = /\.(?:mp4|mov|wmv|avi|flv|webm)$/i;

const NONE: MediaLink = { kind: "none", embedUrl: null };

/** The host itself or one of its subdomains: "www.tvl.be" is tvl.be, "evil-tvl.be" is not. */
function isOnHost(hostname: string, host: string): boolean {
  return hostname === host || hostname.endsWith(`.${host}`);
}

function youtubeId(url: URL): string | undefined {
  if (isOnHost(url.hostname, "youtu.be")) return YOUTU_BE_PATH.exec(url.pathname)?.[1];
  if (!isOnHost(url.hostname, "youtube.com")) return undefined;
  if (url.pathname === "/watch") return YOUTUBE_WATCH_QUERY.exec(url.search)?.[1];
  return YOUTUBE_PLAYER_PATH.exec(url.pathname)?.[1];
}

function vimeoId(url: URL): string | undefined {
  return isOnHost(url.hostname, "vimeo.com") ? VIMEO_PATH.exec(url.pathname)?.[1] : undefined;
}

function isFacebookVideo(url: URL): boolean {
  if (url.hostname === "fb.watch") return FB_WATCH_PATH.test(url.pathname);
  return isOnHost(url.hostname, "facebook.com") && FACEBOOK_VIDEO_PATH.test(url.pathname);
}

/**
 * How to show a listing's video or tour link (spec §5 "Video links"): YouTube (youtu.be, watch,
 * embed, shorts or v with an 11-character id) in the privacy-enhanced player, Vimeo (numeric id)
 * and Facebook videos in their players, virtual tours (tvl.be or a configured host, subdomains
 * included) and video files (mp4, mov, wmv, avi, flv, webm) as they are.
 *
 * Only http(s) links are shown: the link comes from the provider's feed and ends up in an iframe
 * or a video element, so anything else (javascript:, data:, not a URL) is "none". The URLs that are
 * passed on are the parsed, normalised form of the link.
 */
export function classifyMediaLink(url: string, tourHosts: readonly string[]): MediaLink {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return NONE;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return NONE;

  const youtube = youtubeId(parsed);
  if (youtube !== undefined) {
    return { kind: "youtube", embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}` };
  }
  const vimeo = vimeoId(parsed);
  if (vimeo !== undefined) {
    return { kind: "vimeo", embedUrl: `https://player.vimeo.com/video/${vimeo}` };
  }
  if (isFacebookVideo(parsed)) {
    return {
      kind: "facebook",
      embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(parsed.href)}`,
    };
  }
  const hosts = [
    BUILT_IN_TOUR_HOST,
    ...tourHosts.map((host) => host.trim().toLowerCase()).filter((host) => host !== ""),
  ];
  if (hosts.some((host) => isOnHost(parsed.hostname, host))) return { kind: "tour", embedUrl: parsed.href };
  if (VIDEO_FILE_PATH.test(parsed.pathname)) return { kind: "video-file", embedUrl: parsed.href };
  return NONE;
}
