// The home banner as the home page renders it (built by ./banner.server.ts): a plain module, so the
// banner component imports its type without importing a .server module.

export type BannerSlide = { src: string; alt: string; href: string | null };

/** The home banner (spec §2 "Home banner type", §3 header.banner), resolved for one language. */
export type BannerView = {
  mediaType: "image" | "gallery" | "video" | "properties" | "projects" | "color" | "none";
  image: string;
  alt: string;
  slides: BannerSlide[];
  video: string;
  color: string;
  search: {
    show: boolean;
    logo: string;
    title: string;
    descriptions: string[];
    showCounts: boolean;
    forSaleHref: string;
    forRentHref: string;
    counts: { sale: number; rent: number };
  } | null;
};
