/**
 * URLs of the image endpoint (`/img/{width}/{path}`, server/images.ts) for the site's own pictures.
 * Isomorphic and dependency-free: components build `src`/`srcSet` with it on the server and in the
 * browser alike.
 */

/**
 * The widths the endpoint renders (spec §9): 60 search thumbnails, 250 listing thumbnails, 400
 * thumbnails, 600 mobile banner, 1920 desktop banner; 800 and 1200 are srcset steps in between.
 * A whitelist rather than any width, so the disk cache stays bounded and nobody can make the
 * server resize one picture to thousands of sizes.
 */
export const IMAGE_WIDTHS = [60, 250, 400, 600, 800, 1200, 1920] as const;

/**
 * Pictures the endpoint can resize: raster files under its public roots (the site's images, the
 * sample's pictures, visitors' uploads). SVGs (logo, EPC labels) scale by themselves, and absolute
 * URLs belong to the listing provider's own servers.
 */
const RESIZABLE = /^\/(?:images|sample\/pictures|uploads)\/.+\.(?:jpe?g|png|webp)$/i;

/** `src` at `width` pixels wide through the image endpoint, or `src` unchanged when not resizable. */
export function imageUrl(src: string, width: number): string {
  return RESIZABLE.test(src) ? `/img/${width}${src}` : src;
}

/** A `srcSet` value with one candidate per width, or "" when `src` is not resizable. */
export function imageSrcSet(src: string, widths: readonly number[]): string {
  if (!RESIZABLE.test(src)) return "";
  return widths.map((width) => `/img/${width}${src} ${width}w`).join(", ");
}
