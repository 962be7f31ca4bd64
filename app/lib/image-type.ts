/**
 * The type of an uploaded picture read from its first bytes (its "magic number"), never from its
 * name or the browser's Content-Type, both of which the sender chooses. The testimonial form takes
 * JPEG, PNG and WebP; anything else (GIF, SVG with its scripts, HEIC, PDF…) is refused.
 */
export type ImageType = "jpeg" | "png" | "webp";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, JPEG)) return "jpeg";
  if (startsWith(bytes, PNG)) return "png";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "webp";
  return null;
}
