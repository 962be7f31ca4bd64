import { describe, expect, it } from "vitest";
import { isExternalLink, linkTargetProps, websiteUrl } from "./external-link.ts";

const hosts = ["tvl.be", "Facebook.com"];

describe("isExternalLink without the site's host (spec rule only)", () => {
  it.each([
    ["tel:+3252000000", true],
    ["TEL:052000000", true],
    [" mailto:info@example.be", true],
    ["MailTo:info@example.be", true],
    ["https://www.tvl.be/tour/1", true],
    ["https://www.facebook.com/agency", true],
    ["https://FACEBOOK.COM/agency", true],
    ["/nl/redirect?to=tvl.be", true],
    ["https://other.example/", false],
    ["/nl/te-koop/", false],
    ["/nl/contact/?tel=1", false],
    ["call tel:1", false],
    ["", false],
  ])("%j → %j", (href, external) => expect(isExternalLink(href, hosts)).toBe(external));

  it("ignores blank configured hosts, which would otherwise match every link", () => {
    expect(isExternalLink("/nl/contact/", ["", "  "])).toBe(false);
    expect(isExternalLink("https://x.tvl.be/", [" tvl.be "])).toBe(true);
  });
});

describe("isExternalLink with the site's host", () => {
  it.each([
    ["https://other.example/page", "example.be", true],
    ["http://other.example/page", "example.be", true],
    ["//other.example/page", "example.be", true],
    ["https://example.be/nl/te-koop/", "example.be", false],
    ["https://WWW.EXAMPLE.BE/nl/", "example.be", false],
    ["https://example.be/nl/", "www.example.be", false],
    ["http://example.be/nl/", "example.be", false],
    ["https://shop.example.be/", "example.be", true],
    ["https://exwww.ample.be/", "example.be", true],
    ["https://example.be:8443/", "example.be", true],
    ["http://localhost:3000/nl/", "localhost:3000", false],
    ["http://localhost:3001/nl/", "localhost:3000", true],
    ["/nl/te-koop/", "example.be", false],
    ["te-koop/", "example.be", false],
    ["#top", "example.be", false],
    ["javascript:alert(1)", "example.be", false],
    ["ftp://files.example/", "example.be", false],
    ["https://[::1", "example.be", false],
    ["https://other.example/", "bad host/", false],
    ["tel:052000000", "example.be", true],
  ])("%j on %s → %j", (href, siteHost, external) => expect(isExternalLink(href, [], siteHost)).toBe(external));
});

describe("linkTargetProps", () => {
  it.each([
    ["tel:052000000", [], undefined, { target: "_blank", rel: "noopener noreferrer" }],
    ["https://tvl.be/x", ["tvl.be"], undefined, { target: "_blank", rel: "noopener noreferrer" }],
    ["https://other.example/", [], "example.be", { target: "_blank", rel: "noopener noreferrer" }],
    ["https://other.example/", [], undefined, {}],
    ["/nl/contact/", ["tvl.be"], "example.be", {}],
  ])("%j → %j", (href, externalHosts, siteHost, props) => {
    expect(linkTargetProps(href, externalHosts, siteHost)).toStrictEqual(props);
  });
});

describe("websiteUrl", () => {
  it.each([
    ["https://www.example.be/nieuwbouw", "https://www.example.be/nieuwbouw"],
    ["www.example.be", "https://www.example.be/"],
    ["  http://example.be  ", "http://example.be/"],
    ["", null],
    [null, null],
    ["javascript:alert(1)", null],
    ["mailto:info@example.be", null],
    ["geen website", null],
  ])("%j → %j", (raw, expected) => {
    expect(websiteUrl(raw)).toBe(expected);
  });
});
