import { describe, expect, it } from "vitest";
import { cspSources } from "./csp-sources.ts";

const settings = (tileUrl: string, tourHosts: string[]) => ({ settings: { map: { tileUrl }, tourHosts } }) as unknown as Parameters<typeof cspSources>[0];

describe("cspSources", () => {
  it("allows the tile server's origin for images", () => {
    expect(cspSources(settings("https://tile.openstreetmap.org/{z}/{x}/{y}.png", [])).img).toEqual(["https://tile.openstreetmap.org"]);
    expect(cspSources(settings("https://{s}.tile.example.org/{z}/{x}/{y}.png", [])).img).toEqual(["https://*.tile.example.org"]);
  });

  it("lists tvl.be once when it is also a configured tour host", () => {
    expect(cspSources(settings("https://tile.openstreetmap.org/{z}/{x}/{y}.png", ["tvl.be"])).frame.filter((o) => o.endsWith("tvl.be"))).toEqual(["https://tvl.be", "https://*.tvl.be"]);
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
});
