import { describe, expect, it } from "vitest";
import { HomeBanner } from "#app/components/home-banner.tsx";
import type { BannerView } from "#app/services/content/banner-view.ts";
import { renderWithTexts } from "#tests/setup/render-page.tsx";

const banner: BannerView = {
  mediaType: "image",
  image: "/images/banner/home.jpg",
  alt: "Huizen langs de Dender",
  slides: [],
  video: "",
  color: "#1f4e5a",
  search: {
    show: false,
    logo: "",
    title: "",
    descriptions: [],
    showCounts: false,
    forSaleHref: "/nl/te-koop/",
    forRentHref: "/nl/te-huur/",
    counts: { sale: 0, rent: 0 },
  },
};

const render = (host: string | null) =>
  renderWithTexts(<HomeBanner banner={banner} searchAction="/nl/te-koop/" lang="nl" />, "nl", host);

/**
 * The CDN host (CDN_HOST) reaches the pictures through the root loader's data, not a module-level
 * setting changed during render: two renders with different hosts in one process, in either
 * order, each build their own URLs.
 */
describe("picture URLs on the page's image host", () => {
  it.each([
    ["cdn.agency.be", 'src="https://cdn.agency.be/img/1920/images/banner/home.jpg"'],
    [null, 'src="/img/1920/images/banner/home.jpg"'],
    ["cdn.other.be", 'src="https://cdn.other.be/img/1920/images/banner/home.jpg"'],
    [null, 'src="/img/1920/images/banner/home.jpg"'],
  ])("host %j: %s", async (host, src) => {
    const html = await render(host);
    expect(html).toContain(src);
    if (host) expect(html).toContain(`https://${host}/img/600/images/banner/home.jpg 600w`);
    else expect(html).not.toContain("https://");
  });
});
