import { describe, expect, it } from "vitest";
import { isAllowedImageSource, parseRemoteImageQuery } from "./remote-image.ts";

const ALLOW = ["*.omnicasa.com", "pictures.agency.be", "127.0.0.1:8080"];

describe("isAllowedImageSource", () => {
  it.each([
    ["https://pictures.omnicasa.com/a.jpg", true],
    ["https://cdn.eu.omnicasa.com/a/b.jpg", true],
    ["http://pictures.omnicasa.com/a.jpg", true],
    ["https://PICTURES.Agency.be/a.jpg", true],
    ["http://127.0.0.1:8080/pictures/a.jpg", true],
    // the apex of a wildcard, look-alikes, other ports and schemes, credentials
    ["https://omnicasa.com/a.jpg", false],
    ["https://evilomnicasa.com/a.jpg", false],
    ["https://omnicasa.com.evil.example/a.jpg", false],
    ["https://pictures.omnicasa.com:8443/a.jpg", false],
    ["http://127.0.0.1/pictures/a.jpg", false],
    ["http://127.0.0.1:8081/pictures/a.jpg", false],
    ["https://www.pictures.agency.be/a.jpg", false],
    ["ftp://pictures.agency.be/a.jpg", false],
    ["https://u:p@pictures.agency.be/a.jpg", false],
    ["http://localhost:8080/a.jpg", false],
  ])("%s → %s", (url, allowed) => expect(isAllowedImageSource(new URL(url), ALLOW)).toBe(allowed));

  it("allows nothing with an empty list", () => {
    expect(isAllowedImageSource(new URL("https://pictures.omnicasa.com/a.jpg"), [])).toBe(false);
  });
});

describe("parseRemoteImageQuery", () => {
  const WIDTHS = [250, 400, 1920];
  const src = "https://pictures.omnicasa.com/4100001/1.jpg";
  it.each([
    [{ src, w: "400", format: "webp" }, { ok: true, width: 400 }],
    [{ src, w: "1920" }, { ok: true, width: 1920 }],
    [{ src, w: "401", format: "webp" }, { ok: false, reason: "unsupported width" }],
    [{ src, w: "0400" }, { ok: false, reason: "unsupported width" }],
    [{ src, w: "99999999" }, { ok: false, reason: "unsupported width" }],
    [{ src, w: ["400", "250"] }, { ok: false, reason: "unsupported width" }],
    [{ src }, { ok: false, reason: "unsupported width" }],
    [{ src, w: "400", format: "avif" }, { ok: false, reason: "unsupported format" }],
    [{ src: "https://example.org/a.jpg", w: "400" }, { ok: false, reason: "image host not allowed" }],
    [{ src: "not a url", w: "400" }, { ok: false, reason: "missing or invalid src" }],
    [{ src: `https://pictures.omnicasa.com/${"a".repeat(2100)}.jpg`, w: "400" }, { ok: false, reason: "missing or invalid src" }],
    [{ w: "400" }, { ok: false, reason: "missing or invalid src" }],
  ])("%j → %j", (query, expected) => expect(parseRemoteImageQuery(query, WIDTHS, ALLOW)).toMatchObject(expected));
});
