import type { MetaDescriptor } from "react-router";

/**
 * What a page says about itself to search engines and social networks (spec §3 Metadata), computed
 * on the server by the page's loader and turned into head tags here, so every page type emits the
 * same complete set: title, description, canonical, hreflang alternates with x-default, robots,
 * Open Graph, Twitter, verification tags and JSON-LD.
 */
export type PageSeo = {
  title: string;
  description: string;
  /** Absolute URL. */
  canonical: string;
  /** Absolute URLs per language, plus `x-default`; empty for pages that are not indexed. */
  alternates: { hreflang: string; href: string }[];
  robots: string;
  og: { title: string; type: string; url: string; image: string; description: string; locale: string };
  twitter: { title: string; site: string; image: string; description: string };
  verification: { google: string; facebook: string; norton: string };
  jsonLd: Record<string, unknown>[];
};

/** Open Graph locale of a language on a Belgian site (nl → nl_BE, en → en_GB). */
export function ogLocale(locale: string): string {
  return { nl: "nl_BE", fr: "fr_BE", de: "de_BE", en: "en_GB" }[locale] ?? locale;
}

/** The head tags of a page, for a route's `meta` export. */
export function seoMetaTags(seo: PageSeo): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { name: "robots", content: seo.robots },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alternate.hreflang,
      href: alternate.href,
    })),
    { property: "og:title", content: seo.og.title },
    { property: "og:type", content: seo.og.type },
    { property: "og:url", content: seo.og.url },
    { property: "og:description", content: seo.og.description },
    { property: "og:locale", content: seo.og.locale },
    { name: "twitter:card", content: seo.twitter.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.twitter.title },
    { name: "twitter:description", content: seo.twitter.description },
  ];
  if (seo.og.image) tags.push({ property: "og:image", content: seo.og.image });
  if (seo.twitter.image) tags.push({ name: "twitter:image", content: seo.twitter.image });
  if (seo.twitter.site) tags.push({ name: "twitter:site", content: seo.twitter.site });
  if (seo.verification.google) tags.push({ name: "google-site-verification", content: seo.verification.google });
  if (seo.verification.facebook)
    tags.push({ name: "facebook-domain-verification", content: seo.verification.facebook });
  if (seo.verification.norton)
    tags.push({ name: "norton-safeweb-site-verification", content: seo.verification.norton });
  for (const data of seo.jsonLd) tags.push({ "script:ld+json": data });
  return tags;
}
