import crypto from "node:crypto";
import sharp from "sharp";
import { sniffImageType } from "#app/lib/image-type.ts";

/**
 * Pictures visitors upload (the testimonial form). Nothing of the file is trusted: its type is read
 * from its content (JPEG, PNG or WebP), its size is bounded, and it is decoded and written again by
 * sharp as a WebP of at most 1600 px a side, without its metadata (camera, GPS position, author),
 * so what the site stores and serves is a picture it made itself. Kept in the upload store
 * (./upload-store.server.ts, decision 0053) and served through the image endpoint (`/img/{width}/uploads/…`).
 */

/** Longest side of a stored picture: enough for any place the site shows it. */
const MAX_SIDE = 1600;
/** Decoding a picture of more pixels than this is refused (a small file can claim a huge size). */
const MAX_INPUT_PIXELS = 40_000_000;

export type ImageUpload =
  { kind: "none" } | { kind: "image"; bytes: Buffer } | { kind: "refused"; reason: "type" | "size" };

/** The file posted in `field`, checked by size and content; no file (an empty file input) is "none". */
export async function readImageUpload(formData: FormData, field: string, maxBytes: number): Promise<ImageUpload> {
  const entry = formData.get(field);
  if (entry === null || typeof entry === "string") return { kind: "none" };
  if (entry.size === 0 && entry.name === "") return { kind: "none" };
  if (entry.size > maxBytes) return { kind: "refused", reason: "size" };
  const bytes = Buffer.from(await entry.arrayBuffer());
  if (sniffImageType(bytes) === null) return { kind: "refused", reason: "type" };
  return { kind: "image", bytes };
}

/** The picture decoded and encoded again as WebP, oriented, bounded and without metadata; null when it does not decode. */
export async function reencodeImage(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .autoOrient()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** A new store path for an uploaded picture in `folder`, with a name no one can guess: `{folder}/{base}-{random}.webp`. */
export function newUploadPath(folder: string, baseName: string): string {
  return `${folder}/${baseName.slice(0, 60) || "image"}-${crypto.randomBytes(6).toString("hex")}.webp`;
}
