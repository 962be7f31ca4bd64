import { describe, expect, it } from "vitest";
import { ogLocale, seoMetaTags, type PageSeo } from "./seo-meta.ts";

const base: PageSeo = {
  title: "Te koop | Immo",
  description: "Woningen te koop",
  canonical: "https://example.be/nl/te-koop/",
  alternates: [
    { hreflang: "nl", href: "https://example.be/nl/te-koop/" },
    { hreflang: "fr", href: "https://example.be/fr/a-vendre/" },
    { hreflang: "x-default", href: "https://example.be/nl/te-koop/" },
  ],
  robots: "index, follow",
  og: {
    title: "Te koop",
    type: "website",
    url: "https://example.be/nl/te-koop/",
    image: "https://example.be/og.jpg",
    description: "OG",
    locale: "nl_BE",
  },
  twitter: { title: "Te koop", site: "@immo", image: "https://example.be/tw.jpg", description: "TW" },
  verification: { google: "g-123", facebook: "fb-456", norton: "n-789" },
  jsonLd: [{ "@type": "RealEstateAgent", name: "Immo" }],
};

describe("seoMetaTags", () => {
  it("emits every tag of a full page", () => {
    expect(seoMetaTags(base)).toEqual([
      { title: "Te koop | Immo" },
      { name: "description", content: "Woningen te koop" },
      { name: "robots", content: "index, follow" },
      { tagName: "link", rel: "canonical", href: "https://example.be/nl/te-koop/" },
      { tagName: "link", rel: "alternate", hrefLang: "nl", href: "https://example.be/nl/te-koop/" },
      { tagName: "link", rel: "alternate", hrefLang: "fr", href: "https://example.be/fr/a-vendre/" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://example.be/nl/te-koop/" },
      { property: "og:title", content: "Te koop" },
      { property: "og:type", content: "website" },
      { property: "og:url", content: "https://example.be/nl/te-koop/" },
      { property: "og:description", content: "OG" },
      { property: "og:locale", content: "nl_BE" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: "Te koop" },
      { name: "twitter:description", content: "TW" },
      { property: "og:image", content: "https://example.be/og.jpg" },
      { name: "twitter:image", content: "https://example.be/tw.jpg" },
      { name: "twitter:site", content: "@immo" },
      { name: "google-site-verification", content: "g-123" },
      { name: "facebook-domain-verification", content: "fb-456" },
      { name: "norton-safeweb-site-verification", content: "n-789" },
      { "script:ld+json": { "@type": "RealEstateAgent", name: "Immo" } },
    ]);
  });

  it("leaves out what is not configured and uses the small Twitter card without an image", () => {
    const tags = seoMetaTags({
      ...base,
      alternates: [],
      og: { ...base.og, image: "" },
      twitter: { ...base.twitter, image: "", site: "" },
      verification: { google: "", facebook: "", norton: "" },
      jsonLd: [],
    });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
    const names = tags.map((tag) =>
      "name" in tag ? tag.name : "property" in tag ? tag.property : "rel" in tag ? tag.rel : "title",
    );
    expect(names).not.toContain("og:image");
    expect(names).not.toContain("twitter:image");
    expect(names).not.toContain("twitter:site");
    expect(names).not.toContain("alternate");
    expect(names).not.toContain("google-site-verification");
    expect(names).not.toContain("facebook-domain-verification");
    expect(names).not.toContain("norton-safeweb-site-verification");
    expect(tags.some((tag) => "script:ld+json" in tag)).toBe(false);
  });
});

describe("ogLocale", () => {
  it.each([
    ["nl", "nl_BE"],
    ["fr", "fr_BE"],
    ["de", "de_BE"],
    ["en", "en_GB"],
    ["es", "es"],
  ])("%s → %s", (locale, expected) => expect(ogLocale(locale)).toBe(expected));
});
