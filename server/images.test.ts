import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, ifNoneMatchMatches, parseImagePath } from "./images.ts";

describe("IMAGE_WIDTHS", () => {
  it("is the whitelist of spec §9 plus the srcset steps", () => {
    expect(IMAGE_WIDTHS).toEqual([60, 250, 400, 600, 800, 1200, 1920]);
  });
});

describe("parseImagePath", () => {
  it.each([
    ["/img/600/images/banner/home.jpg", { width: 600, root: "images", relative: "banner/home.jpg" }],
    ["/img/400/sample/pictures/4100001-1.jpg", { width: 400, root: "sample", relative: "4100001-1.jpg" }],
    ["/img/60/images/logo-mark.png", { width: 60, root: "images", relative: "logo-mark.png" }],
    ["/img/1920/images/a/b/c.webp", { width: 1920, root: "images", relative: "a/b/c.webp" }],
    ["/img/250/images/Photo.JPEG", { width: 250, root: "images", relative: "Photo.JPEG" }],
    ["/img/800/images/office%20front.jpg", { width: 800, root: "images", relative: "office front.jpg" }],
    ["/img/800/images/caf%C3%A9.jpg", { width: 800, root: "images", relative: "café.jpg" }],
    ["/img/800/images/v1.2.jpg", { width: 800, root: "images", relative: "v1.2.jpg" }],
    [
      "/img/250/uploads/testimonials/familie-peeters-0a1b2c3d4e5f.webp",
      { width: 250, root: "uploads", relative: "testimonials/familie-peeters-0a1b2c3d4e5f.webp" },
    ],
    // Parsed, then refused with a 400 by the handler: the whitelist is not the parser's business.
    ["/img/333/images/banner/home.jpg", { width: 333, root: "images", relative: "banner/home.jpg" }],
  ])("%s → %j", (urlPath, expected) => expect(parseImagePath(urlPath)).toEqual(expected));

  it.each([
    // not the endpoint, or no width
    "/images/banner/home.jpg",
    "/img/images/banner/home.jpg",
    "/img/400",
    "/img/400/",
    "/img//images/a.jpg",
    "/img/abc/images/a.jpg",
    "/img/0400/images/a.jpg",
    "/img/0/images/a.jpg",
    "/img/-400/images/a.jpg",
    "/img/400.5/images/a.jpg",
    "/img/123456/images/a.jpg",
    // outside the two roots
    "/img/400/package.json",
    "/img/400/app/root.tsx",
    "/img/400/sample/feed/properties.jpg",
    "/img/400/sample/documents/plan.jpg",
    "/img/400/sample/a.jpg",
    "/img/400/pictures/a.jpg",
    "/img/400/images",
    "/img/400/images/",
    "/img/400/sample/pictures/",
    // traversal, raw and encoded
    "/img/400/images/../package.json",
    "/img/400/images/../../etc/passwd.jpg",
    "/img/400/sample/pictures/../../../package.json.jpg",
    "/img/400/images/%2e%2e/%2e%2e/package.jpg",
    "/img/400/images/%2E%2E%2F%2E%2E%2Fsecret.jpg",
    "/img/400/images/..%2f..%2fsecret.jpg",
    "/img/400/images/..%5c..%5csecret.jpg",
    "/img/400/images/%252e%252e/secret.jpg",
    "/img/400/images/./a.jpg",
    "/img/400/uploads/../pglite/base.jpg",
    "/img/400/uploads/%2e%2e/cache/img/a.webp",
    "/img/400/uploads/",
    "/img/400/uploads/testimonials/photo.gif",
    "/img/400/images/.hidden.jpg",
    // absolute paths and odd characters
    "/img/400//etc/passwd.jpg",
    "/img/400/images//etc/a.jpg",
    "/img/400/images/%2Fetc%2Fa.jpg",
    "/img/400/images/C:%5Cwindows%5Ca.jpg",
    "/img/400/images/a%00.jpg",
    "/img/400/images/a\\b.jpg",
    "/img/400/images/%E0%A4%A.jpg",
    // not a raster picture
    "/img/400/images/logo.svg",
    "/img/400/images/epc/flanders/a.svg",
    "/img/400/images/a.gif",
    "/img/400/images/a.jpg.txt",
    "/img/400/images/jpg",
    "/img/400/sample/pictures/notes.txt",
  ])("%s → null", (urlPath) => expect(parseImagePath(urlPath)).toBeNull());
});

describe("ifNoneMatchMatches", () => {
  const etag = '"0123456789abcdef0123456789abcdef"';
  it.each([
    [undefined, false],
    ["", false],
    ['"0123456789abcdef0123456789abcdef"', true],
    ['W/"0123456789abcdef0123456789abcdef"', true],
    ['"other", "0123456789abcdef0123456789abcdef"', true],
    ['"other",W/"0123456789abcdef0123456789abcdef"', true],
    [" * ", true],
    ['"other"', false],
    ["0123456789abcdef0123456789abcdef", false],
    ['"0123456789abcdef0123456789abcdef-gzip"', false],
  ])("%j → %s", (header, matches) => expect(ifNoneMatchMatches(header, etag)).toBe(matches));
});
