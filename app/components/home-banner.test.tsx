import { describe, expect, it } from "vitest";
import { HomeBanner } from "./home-banner.tsx";
import type { BannerView } from "#app/services/content/banner-view.ts";
import { renderWithTexts } from "#tests/setup/render-page.tsx";

const base: BannerView = {
  mediaType: "image",
  image: "/images/banner/home.jpg",
  alt: "Huizen langs de Dender",
  slides: [],
  video: "",
  color: "#1f4e5a",
  search: {
    show: true,
    logo: "",
    title: "Uw vastgoedpartner",
    descriptions: ["3 panden te koop en 8 te huur"],
    showCounts: true,
    forSaleHref: "/nl/te-koop/",
    forRentHref: "/nl/te-huur/",
    counts: { sale: 3, rent: 8 },
  },
};
const slides = [
  { src: "/sample/pictures/1.jpg", alt: "Eerste", href: "/nl/projecten/a/b/1/" },
  { src: "/sample/pictures/2.jpg", alt: "Tweede", href: "/nl/projecten/a/c/2/" },
];

const render = (banner: BannerView) =>
  renderWithTexts(<HomeBanner banner={banner} searchAction="/nl/te-koop/" lang="nl" />);

describe("home banner media types (spec §2)", () => {
  it("image: one prioritised picture, 600 px on mobile up to 1920 on desktop", async () => {
    const html = await render(base);
    expect(html).toContain(
      'srcSet="/img/600/images/banner/home.jpg 600w, /img/1200/images/banner/home.jpg 1200w, /img/1920/images/banner/home.jpg 1920w"',
    );
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('alt="Huizen langs de Dender"');
    // on a phone the picture fills a 16:9 band, about 135 % of the screen's width for a 2.4:1 picture
    expect(html).toContain('sizes="(max-width: 600px) 135vw, 100vw"');
  });

  it("gallery: every slide, the first shown and eager, the rest lazy, with a pause button", async () => {
    const html = await render({ ...base, mediaType: "gallery", slides: slides.map((s) => ({ ...s, href: null })) });
    expect(html.match(/class="slideshow__slide"/g)).toHaveLength(2);
    expect(html).toMatch(/data-active="true"[^>]*>[^]*?loading="eager"/);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain("Pauzeer de diavoorstelling");
    expect(html).not.toContain("/nl/projecten/");
  });

  it("projects: slides link to their project", async () => {
    const html = await render({ ...base, mediaType: "projects", slides });
    expect(html).toContain('href="/nl/projecten/a/b/1/"');
    expect(html).toContain('href="/nl/projecten/a/c/2/"');
  });

  it("video: muted, looping, autoplaying", async () => {
    const html = await render({ ...base, mediaType: "video", video: "/images/banner/home.mp4" });
    expect(html).toMatch(/<video[^>]*src="\/images\/banner\/home.mp4"/);
    for (const attribute of ["muted", "loop", "autoPlay", "playsInline"])
      expect(html).toMatch(new RegExp(`<video[^>]*${attribute}`));
  });

  it("search block: title as the page's h1, descriptions, a GET search form and the counts", async () => {
    const html = await render(base);
    expect(html).toContain('<h1 id="home-banner-title" class="home-banner__title">Uw vastgoedpartner</h1>');
    expect(html).toContain("3 panden te koop en 8 te huur");
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/nl/te-koop/"');
    expect(html).toMatch(/data-testid="for-sale-count">3</);
    expect(html).toMatch(/data-testid="for-rent-count">8</);
  });

  it("without counts or search block, neither shows", async () => {
    expect(await render({ ...base, search: { ...base.search!, showCounts: false } })).not.toContain("for-sale-count");
    expect(await render({ ...base, search: null })).not.toContain("<form");
  });
});
