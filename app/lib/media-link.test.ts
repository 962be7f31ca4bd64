import { describe, expect, it } from "vitest";
import { classifyMediaLink } from "./media-link.ts";

const tourHosts = ["matterport.com", " Nodalview.com "];
const youtube = (id: string) => ({ kind: "youtube", embedUrl: `https://www.youtube-nocookie.com/embed/${id}` });
const vimeo = (id: string) => ({ kind: "vimeo", embedUrl: `https://player.vimeo.com/video/${id}` });
const facebook = (href: string) => ({
  kind: "facebook",
  embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(href)}`,
});
const none = { kind: "none", embedUrl: null };

describe("classifyMediaLink: YouTube", () => {
  it.each([
    ["https://youtu.be/dQw4w9WgXcQ", youtube("dQw4w9WgXcQ")],
    ["https://youtu.be/dQw4w9WgXcQ/", youtube("dQw4w9WgXcQ")],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc&t=10", youtube("dQw4w9WgXcQ")],
    ["http://youtu.be/a_b-C1d2E3f", youtube("a_b-C1d2E3f")],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", youtube("dQw4w9WgXcQ")],
    ["https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=3", youtube("dQw4w9WgXcQ")],
    ["https://youtube.com/embed/dQw4w9WgXcQ", youtube("dQw4w9WgXcQ")],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ/", youtube("dQw4w9WgXcQ")],
    ["https://www.youtube.com/v/dQw4w9WgXcQ", youtube("dQw4w9WgXcQ")],
    ["https://youtu.be/dQw4w9WgXc", none],
    ["https://youtu.be/dQw4w9WgXcQQ", none],
    ["https://youtu.be/dQw4w9WgX!Q", none],
    ["https://youtu.be/x/dQw4w9WgXcQ", none],
    ["https://youtu.be/", none],
    ["https://www.youtube.com/watch?v=dQw4w9WgXc", none],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQQ", none],
    ["https://www.youtube.com/watch?vv=dQw4w9WgXcQ", none],
    ["https://www.youtube.com/watch?list=x", none],
    ["https://www.youtube.com/watch/dQw4w9WgXcQ", none],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ/extra", none],
    ["https://www.youtube.com/user/dQw4w9WgXcQ", none],
    ["https://www.youtube.com/xembed/dQw4w9WgXcQ", none],
    ["https://www.youtube.com/?v=dQw4w9WgXcQ", none],
    ["https://example.com/watch?v=dQw4w9WgXcQ", none],
    ["https://example.com/embed/dQw4w9WgXcQ", none],
    ["https://example.com/dQw4w9WgXcQ", none],
    ["https://notyoutube.com/embed/dQw4w9WgXcQ", none],
    ["https://notyoutu.be/dQw4w9WgXcQ", none],
  ])("%s", (url, expected) => expect(classifyMediaLink(url, tourHosts)).toStrictEqual(expected));
});

describe("classifyMediaLink: Vimeo", () => {
  it.each([
    ["https://vimeo.com/76979871", vimeo("76979871")],
    ["https://vimeo.com/76979871/", vimeo("76979871")],
    ["https://vimeo.com/76979871/a1b2c3", vimeo("76979871")],
    ["https://player.vimeo.com/video/76979871?h=1", vimeo("76979871")],
    ["https://vimeo.com/channels/76979871", none],
    ["https://vimeo.com/7697x9871", none],
    ["https://vimeo.com/x76979871", none],
    ["https://vimeo.com/", none],
    ["https://example.com/76979871", none],
    ["https://notvimeo.com/76979871", none],
  ])("%s", (url, expected) => expect(classifyMediaLink(url, tourHosts)).toStrictEqual(expected));
});

describe("classifyMediaLink: Facebook", () => {
  it.each([
    [
      "https://www.facebook.com/agency/videos/1234567890/",
      facebook("https://www.facebook.com/agency/videos/1234567890/"),
    ],
    ["https://facebook.com/agency/videos/1234567890", facebook("https://facebook.com/agency/videos/1234567890")],
    ["https://www.facebook.com/a/b/videos/12?ref=x", facebook("https://www.facebook.com/a/b/videos/12?ref=x")],
    ["https://fb.watch/aBc-12_x/", facebook("https://fb.watch/aBc-12_x/")],
    ["https://fb.watch/aBc", facebook("https://fb.watch/aBc")],
    ["https://fb.watch/", none],
    ["https://fb.watch/a/b", none],
    ["https://fb.watch/a!b", none],
    ["https://www.facebook.com/agency/videos/", none],
    ["https://www.facebook.com/agency/videos/12ab", none],
    ["https://www.facebook.com/agency/videos/12/extra", none],
    ["https://www.facebook.com/agency/myvideos/12", none],
    ["https://www.facebook.com/agency/photos/12", none],
    ["https://example.com/agency/videos/12", none],
  ])("%s", (url, expected) => expect(classifyMediaLink(url, tourHosts)).toStrictEqual(expected));
});

describe("classifyMediaLink: virtual tours", () => {
  it.each([
    ["https://tvl.be/tour/123", { kind: "tour", embedUrl: "https://tvl.be/tour/123" }],
    ["https://www.tvl.be/tour/123", { kind: "tour", embedUrl: "https://www.tvl.be/tour/123" }],
    ["https://TVL.BE", { kind: "tour", embedUrl: "https://tvl.be/" }],
    ["https://my.matterport.com/show/?m=abc", { kind: "tour", embedUrl: "https://my.matterport.com/show/?m=abc" }],
    ["https://nodalview.com/x", { kind: "tour", embedUrl: "https://nodalview.com/x" }],
    ["https://evil-tvl.be/tour/123", none],
    ["https://tvl.be.evil.com/tour", none],
    ["https://notmatterport.com/show", none],
  ])("%s", (url, expected) => expect(classifyMediaLink(url, tourHosts)).toStrictEqual(expected));

  it("uses only tvl.be when no host is configured, and ignores blank configured hosts", () => {
    expect(classifyMediaLink("https://my.matterport.com/show", [])).toStrictEqual(none);
    expect(classifyMediaLink("https://tvl.be/x", [])).toStrictEqual({ kind: "tour", embedUrl: "https://tvl.be/x" });
    expect(classifyMediaLink("https://example.com./x", ["", " "])).toStrictEqual(none);
  });
});

describe("classifyMediaLink: video files and the rest", () => {
  it.each([
    ["https://cdn.example.be/v/house.mp4", { kind: "video-file", embedUrl: "https://cdn.example.be/v/house.mp4" }],
    [
      "https://cdn.example.be/house.MOV?token=1",
      { kind: "video-file", embedUrl: "https://cdn.example.be/house.MOV?token=1" },
    ],
    ["https://cdn.example.be/house.wmv", { kind: "video-file", embedUrl: "https://cdn.example.be/house.wmv" }],
    ["https://cdn.example.be/house.avi", { kind: "video-file", embedUrl: "https://cdn.example.be/house.avi" }],
    ["https://cdn.example.be/house.flv", { kind: "video-file", embedUrl: "https://cdn.example.be/house.flv" }],
    ["http://cdn.example.be/house.webm#t=2", { kind: "video-file", embedUrl: "http://cdn.example.be/house.webm#t=2" }],
    ["https://cdn.example.be/house.mp4.jpg", none],
    ["https://cdn.example.be/housemp4", none],
    ["https://cdn.example.be/page?file=house.mp4", none],
    ["https://cdn.example.be/house.mkv", none],
    ["https://example.be/", none],
    ["javascript:alert('x.mp4')", none],
    ["data:video/mp4;base64,AAAA", none],
    ["ftp://tvl.be/house.mp4", none],
    ["//youtu.be/dQw4w9WgXcQ", none],
    ["not a url", none],
    ["", none],
  ])("%s", (url, expected) => expect(classifyMediaLink(url, tourHosts)).toStrictEqual(expected));
});
