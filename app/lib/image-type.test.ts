import { describe, expect, it } from "vitest";
import { sniffImageType } from "./image-type.ts";

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === "string" ? [...value].map((char) => char.charCodeAt(0)) : [value])),
  );

describe("sniffImageType reads the type from the content", () => {
  it.each([
    ["JPEG (JFIF)", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF"), "jpeg"],
    ["JPEG (Exif)", bytes(0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34, "Exif"), "jpeg"],
    ["PNG", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, "IHDR"), "png"],
    ["WebP", bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 "), "webp"],
  ])("%s", (_, content, expected) => {
    expect(sniffImageType(content)).toBe(expected);
  });

  it.each([
    ["GIF", bytes("GIF89a", 1, 0, 1, 0)],
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ["PDF", bytes("%PDF-1.7")],
    ["HEIC", bytes(0, 0, 0, 0x18, "ftypheic")],
    ["a RIFF that is not WebP (WAV)", bytes("RIFF", 0x24, 0, 0, 0, "WAVEfmt ")],
    ["WEBP in place without the RIFF header", bytes("JUNK", 0x24, 0, 0, 0, "WEBPVP8 ")],
    ["a PNG signature cut short", bytes(0x89, "PNG", 0x0d, 0x0a)],
    ["two JPEG bytes only", bytes(0xff, 0xd8)],
    ["a text file named photo.jpg", bytes("hello, this is not a picture")],
    ["empty", bytes()],
  ])("refuses %s", (_, content) => {
    expect(sniffImageType(content)).toBeNull();
  });
});
