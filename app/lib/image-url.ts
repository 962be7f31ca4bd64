/**
 * URLs of the image endpoint (server/images.ts) for every picture the site shows: its own
 * (`/img/{width}/{path}`) and the listing provider's (`/img/remote?src={url}&w={width}&format=webp`,
 * fetched from an allow-listed host). Isomorphic and dependency-free: components build
 * `src`/`srcSet` with it on the server and in the browser alike. With a CDN host (CDN_HOST) the
 * URLs point at it; the CDN fetches them from this site. The host is an argument, passed down from
 * the configuration (the request context on the server, the root loader's data in components:
 * useImageUrls, app/components/layout/use-shell.ts), never a module-level setting.
 */

/**
 * The widths the endpoint renders (spec §9): 60 search thumbnails, 250 listing thumbnails, 400
 * thumbnails, 600 mobile banner, 1920 desktop banner; 800 and 1200 are srcset steps in between.
 * A whitelist rather than any width, so the disk cache stays bounded and nobody can make the
 * server resize one picture to thousands of sizes.
 */
export const IMAGE_WIDTHS = [60, 250, 400, 600, 800, 1200, 1920] as const;

/** Path of the endpoint for provider pictures; the source URL, width and format are query parameters. */
export const REMOTE_IMAGE_PATH = "/img/remote";

/**
 * The site's own pictures the endpoint can resize: raster files under its public roots (the site's
 * images, the sample's pictures, visitors' uploads). SVGs (logo, EPC labels) scale by themselves.
 */
const RESIZABLE = /^\/(?:images|sample\/pictures|uploads)\/.+\.(?:jpe?g|png|webp)$/i;
/** The provider's pictures: absolute http(s) URLs (the endpoint checks the host). */
const REMOTE = /^https?:\/\/[^/?#\s]+\/\S*$/i;

/** The CDN host picture URLs point at (CDN_HOST); null or unset: this site. */
type ImageHost = string | null | undefined;

function endpoint(src: string, width: number, host: ImageHost): string | null {
  const base = host ? `https://${host}` : "";
  if (RESIZABLE.test(src)) return `${base}/img/${width}${src}`;
  if (REMOTE.test(src)) return `${base}${REMOTE_IMAGE_PATH}?src=${encodeURIComponent(src)}&w=${width}&format=webp`;
  return null;
}

/** `src` at `width` pixels wide through the image endpoint, or `src` unchanged when not resizable. */
export function imageUrl(src: string, width: number, host: ImageHost = null): string {
  return endpoint(src, width, host) ?? src;
}

/** A `srcSet` value with one candidate per width, or "" when `src` is not resizable. */
export function imageSrcSet(src: string, widths: readonly number[], host: ImageHost = null): string {
  if (endpoint(src, widths[0] ?? 0, host) === null) return "";
  return widths.map((width) => `${endpoint(src, width, host)} ${width}w`).join(", ");
}
