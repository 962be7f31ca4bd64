import { describe, expect, it } from "vitest";
import { isAllowedAddress, isAllowedImageSource, parseRemoteImageQuery, remoteImageCacheKey } from "./remote-image.ts";

const ALLOW = ["*.omnicasa.com", "pictures.agency.be", "127.0.0.1:8080", "[::1]:8081"];

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
    // an address entry matches that address, however it is spelled, on its port
    ["http://[::1]:8081/a.jpg", true],
    ["http://[0:0:0:0:0:0:0:1]:8081/a.jpg", true],
    ["http://[::1]:8080/a.jpg", false],
    ["http://[::ffff:127.0.0.1]:8080/a.jpg", true],
  ])("%s → %s", (url, allowed) => expect(isAllowedImageSource(new URL(url), ALLOW)).toBe(allowed));

  it("allows nothing with an empty list", () => {
    expect(isAllowedImageSource(new URL("https://pictures.omnicasa.com/a.jpg"), [])).toBe(false);
  });
});

describe("isAllowedAddress: where a connection may go", () => {
  const picture = new URL("https://pictures.omnicasa.com/a.jpg");
  const local = new URL("http://pictures.agency.test:8080/a.jpg");
  it.each([
    ["a public IPv4 address", picture, "93.184.216.34", true],
    ["a public IPv6 address", picture, "2a00:1450:4001:80b::200e", true],
    ["loopback", picture, "127.0.0.1", false],
    ["IPv6 loopback", picture, "::1", false],
    ["IPv4-mapped loopback", picture, "::ffff:127.0.0.1", false],
    ["cloud metadata (link-local)", picture, "169.254.169.254", false],
    ["IPv4-mapped link-local", picture, "::ffff:a9fe:a9fe", false],
    ["a private network", picture, "10.0.0.5", false],
    ["a unique-local IPv6 address", picture, "fd00::5", false],
    ["the unspecified address", picture, "0.0.0.0", false],
    ["no address at all", picture, "pictures.omnicasa.com", false],
    // the allow-list names 127.0.0.1:8080 and [::1]:8081 itself
    ["loopback the list names, on its port", local, "127.0.0.1", true],
    ["the same, IPv4-mapped", local, "::ffff:127.0.0.1", true],
    ["another loopback address", local, "127.0.0.2", false],
    ["the named address on another port", new URL("http://pictures.agency.test:9090/a.jpg"), "127.0.0.1", false],
    ["IPv6 loopback the list names, on its port", new URL("http://pictures.agency.test:8081/a.jpg"), "::1", true],
  ])("%s (%s, %s) → %s", (_name, url, address, allowed) => expect(isAllowedAddress(address, url, ALLOW)).toBe(allowed));
});

describe("remoteImageCacheKey: one entry per picture, width and format", () => {
  const key = (src: string, width = 400) => remoteImageCacheKey(new URL(src), width, "webp");
  it.each([
    ["https://pictures.omnicasa.com/4100001/1.jpg", "https://PICTURES.omnicasa.com/4100001/1.jpg", true],
    ["https://pictures.omnicasa.com/4100001/1.jpg", "https://pictures.omnicasa.com:443/4100001/1.jpg", true],
    ["https://pictures.omnicasa.com/4100001/1.jpg", "https://pictures.omnicasa.com/4100001/./x/../1.jpg", true],
    ["https://pictures.omnicasa.com/4100001/1.jpg", "https://pictures.omnicasa.com/4100001/1.jpg#again", true],
    ["https://pictures.omnicasa.com/a b.jpg", "https://pictures.omnicasa.com/a%20b.jpg", true],
    ["https://pictures.omnicasa.com/4100001/1.jpg", "https://pictures.omnicasa.com/4100001/2.jpg", false],
    ["https://pictures.omnicasa.com/pic?id=1", "https://pictures.omnicasa.com/pic?id=2", false],
  ])("%s and %s → same: %s", (a, b, same) => expect(key(a) === key(b)).toBe(same));

  it("differs per width", () =>
    expect(key("https://pictures.omnicasa.com/1.jpg", 400)).not.toBe(key("https://pictures.omnicasa.com/1.jpg", 250)));
});

describe("parseRemoteImageQuery", () => {
  const WIDTHS = [250, 400, 1920];
  const src = "https://pictures.omnicasa.com/4100001/1.jpg";
  it.each([
    [
      { src, w: "400", format: "webp" },
      { ok: true, width: 400 },
    ],
    [
      { src, w: "1920" },
      { ok: true, width: 1920 },
    ],
    [
      { src, w: "401", format: "webp" },
      { ok: false, reason: "unsupported width" },
    ],
    [
      { src, w: "0400" },
      { ok: false, reason: "unsupported width" },
    ],
    [
      { src, w: "99999999" },
      { ok: false, reason: "unsupported width" },
    ],
    [
      { src, w: ["400", "250"] },
      { ok: false, reason: "unsupported width" },
    ],
    [{ src }, { ok: false, reason: "unsupported width" }],
    [
      { src, w: "400", format: "avif" },
      { ok: false, reason: "unsupported format" },
    ],
    [
      { src: "https://example.org/a.jpg", w: "400" },
      { ok: false, reason: "image host not allowed" },
    ],
    [
      { src: "not a url", w: "400" },
      { ok: false, reason: "missing or invalid src" },
    ],
    [
      { src: `https://pictures.omnicasa.com/${"a".repeat(2100)}.jpg`, w: "400" },
      { ok: false, reason: "missing or invalid src" },
    ],
    [{ w: "400" }, { ok: false, reason: "missing or invalid src" }],
    // one URL per picture and width: nothing else in the query
    [
      { src, w: "400", format: "webp", v: "2" },
      { ok: false, reason: "unknown parameter" },
    ],
    [
      { src, w: "400", W: "400" },
      { ok: false, reason: "unknown parameter" },
    ],
    [
      { src, w: "400", format: ["webp", "webp"] },
      { ok: false, reason: "unsupported format" },
    ],
    [
      { src: [src, src], w: "400" },
      { ok: false, reason: "missing or invalid src" },
    ],
  ])("%j → %j", (query, expected) => expect(parseRemoteImageQuery(query, WIDTHS, ALLOW)).toMatchObject(expected));
});
