import { describe, expect, it } from "vitest";
import { cspSources, TAG_SOURCES } from "./csp-sources.ts";

const NO_TAGS = { siteGoogleAnalyticsID: "", siteGoogleAdsID: "", siteGoogleTagManager: "", siteFacebookPixel: "" };
const settings = (tileUrl: string, tourHosts: string[], siteInfo: Partial<typeof NO_TAGS> = {}) =>
  ({ settings: { map: { tileUrl }, tourHosts }, siteInfo: { ...NO_TAGS, ...siteInfo } }) as unknown as Parameters<
    typeof cspSources
  >[0];
const OSM = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

describe("cspSources", () => {
  it("allows the tile server's origin for images", () => {
    expect(cspSources(settings("https://tile.openstreetmap.org/{z}/{x}/{y}.png", [])).img).toEqual([
      "https://tile.openstreetmap.org",
    ]);
    expect(cspSources(settings("https://{s}.tile.example.org/{z}/{x}/{y}.png", [])).img).toEqual([
      "https://*.tile.example.org",
    ]);
  });

  it("lists tvl.be once when it is also a configured tour host", () => {
    expect(
      cspSources(settings("https://tile.openstreetmap.org/{z}/{x}/{y}.png", ["tvl.be"])).frame.filter((o) =>
        o.endsWith("tvl.be"),
      ),
    ).toEqual(["https://tvl.be", "https://*.tvl.be"]);
  });

  it("allows the video players and every tour host (and its subdomains) in frames", () => {
    expect(cspSources(settings("https://tile.openstreetmap.org/{z}/{x}/{y}.png", ["matterport.com"])).frame).toEqual([
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
      "https://www.facebook.com",
      "https://tvl.be",
      "https://*.tvl.be",
      "https://matterport.com",
      "https://*.matterport.com",
    ]);
  });

  it("allows no tag host at all while site_info configures no tag", () => {
    const sources = cspSources(settings(OSM, []));
    expect(sources.script).toEqual([]);
    expect(sources.connect).toEqual([]);
    expect(sources.img).toEqual(["https://tile.openstreetmap.org"]);
    expect(JSON.stringify(sources)).not.toMatch(/google|doubleclick|connect\.facebook/);
  });

  it.each([
    ["Google Analytics", { siteGoogleAnalyticsID: "G-TEST1234" }, TAG_SOURCES.googleAnalytics],
    ["Google Ads", { siteGoogleAdsID: "AW-1234567" }, TAG_SOURCES.googleAds],
    ["the tag manager", { siteGoogleTagManager: "GTM-TEST12" }, TAG_SOURCES.tagManager],
    ["the Facebook pixel", { siteFacebookPixel: "123456789012" }, TAG_SOURCES.facebookPixel],
  ])("allows exactly the hosts of %s when only it is configured", (_name, ids, tag) => {
    const base = cspSources(settings(OSM, []));
    const sources = cspSources(settings(OSM, [], ids));
    expect(sources.script).toEqual(tag.script);
    expect(sources.connect).toEqual(tag.connect);
    expect(sources.img).toEqual([...new Set([...base.img, ...tag.img])]);
    expect(sources.frame).toEqual([...new Set([...base.frame, ...tag.frame])]);
  });

  it("joins the hosts of every configured tag, each once", () => {
    const sources = cspSources(
      settings(OSM, [], {
        siteGoogleAnalyticsID: "G-TEST1234",
        siteGoogleAdsID: "AW-1234567",
        siteGoogleTagManager: "GTM-TEST12",
        siteFacebookPixel: "123456789012",
      }),
    );
    expect(sources.script).toEqual([
      "https://*.googletagmanager.com",
      "https://www.googletagmanager.com",
      "https://www.googleadservices.com",
      "https://googleads.g.doubleclick.net",
      "https://www.google.com",
      "https://connect.facebook.net",
    ]);
    expect(new Set(sources.connect).size).toBe(sources.connect.length);
    expect(sources.frame.filter((origin) => origin === "https://www.facebook.com")).toHaveLength(1);
  });
});
