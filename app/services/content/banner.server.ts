import type { AppLoadContext } from "react-router";
import type { Locale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { localized } from "./shell.server.ts";
import type { BannerSlide, BannerView } from "./banner-view.ts";

export async function loadBanner(context: AppLoadContext, locale: Locale): Promise<BannerView> {
  const { content } = context;
  const banner = content.header.banner;
  const alt = localized(content, banner.alt, locale);
  let mediaType = banner.mediaType;
  let slides: BannerSlide[] = [];
  if (mediaType === "gallery") slides = banner.images.map((src) => ({ src, alt, href: null }));
  if (mediaType === "properties" || mediaType === "projects") {
    slides = await context.catalogue.bannerSlides(mediaType, locale);
    // Spec §2: the properties banner falls back to the image when there are no properties.
    if (slides.length === 0) mediaType = "image";
  }
  const routes = content.routes.routes;
  const counts = banner.search.show ? await context.catalogue.publishedCounts() : { sale: 0, rent: 0 };
  const fill = (text: string) =>
    text.replaceAll("{FOR_SALE_TOTAL}", String(counts.sale)).replaceAll("{FOR_RENT_TOTAL}", String(counts.rent));
  return {
    mediaType,
    image: banner.image,
    alt,
    slides,
    video: banner.video,
    color: banner.color,
    search: banner.search.show
      ? {
          show: true,
          logo: banner.search.logo,
          title: localized(content, banner.search.title, locale),
          descriptions: banner.search.descriptions.map((d) => fill(localized(content, d, locale))).filter(Boolean),
          showCounts: banner.search.showCounts,
          forSaleHref: routePath(routes, "for-sale", locale),
          forRentHref: routePath(routes, "for-rent", locale),
          counts,
        }
      : null,
  };
}
