import type { Locale } from "#app/i18n/locales.ts";
import { routePath, type RouteParams } from "#app/i18n/route-map.ts";
import type { PageMetadata } from "#app/domain/content.ts";
import { ogLocale, type PageSeo } from "#app/lib/seo-meta.ts";
import type { SiteContent } from "./load-content.server.ts";
import { defaultLocale, enabledLocales } from "./languages.ts";

export type PageSeoInput = {
  content: SiteContent;
  siteUrl: string;
  locale: Locale;
  routeKey: string;
  params?: RouteParams;
  /** Per-language params when they differ by language (a listing's title slug). */
  paramsFor?: (locale: Locale) => RouteParams;
  title: string;
  description: string;
  metadata?: PageMetadata;
  /** Share image: a site path or an absolute URL; settings.image when empty. */
  image?: string;
  /** false: noindex and out of the sitemap (spec §3 isActiveSEO). */
  indexable?: boolean;
  /**
   * The languages in which the page's main content exists. A page shown in a fallback language
   * points its canonical at the default-language URL and is left out of the alternates.
   */
  contentLocales?: readonly Locale[];
  ogType?: string;
  jsonLd?: Record<string, unknown>[];
};

function absolute(siteUrl: string, pathOrUrl: string): string {
  if (pathOrUrl === "") return "";
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;
}

/** Everything the head of a page needs; see `seoMetaTags` for the tags. */
export function pageSeo(input: PageSeoInput): PageSeo {
  const { content, siteUrl, locale, routeKey } = input;
  const routes = content.routes.routes;
  const fallback = defaultLocale(content);
  const paramsFor = input.paramsFor ?? (() => input.params ?? {});
  const url = (lang: Locale) => `${siteUrl}${routePath(routes, routeKey, lang, paramsFor(lang))}`;

  const withContent = enabledLocales(content).filter(
    (lang) => !input.contentLocales || input.contentLocales.includes(lang),
  );
  const ownContent = withContent.includes(locale);
  const indexable = input.indexable !== false;
  // Content that exists only in other languages points at the version in the default language,
  // or, when the default has none either (a testimonial written in English), at the first one.
  const canonicalLocale = ownContent
    ? locale
    : withContent.includes(fallback)
      ? fallback
      : (withContent[0] ?? fallback);
  const canonical = url(canonicalLocale);
  // Alternates on every page, noindex ones included: they tell where the other languages live.
  const alternates =
    withContent.length > 1
      ? [
          ...withContent.map((lang) => ({ hreflang: lang, href: url(lang) })),
          { hreflang: "x-default", href: url(withContent.includes(fallback) ? fallback : canonicalLocale) },
        ]
      : [];

  const meta = input.metadata;
  const agency = content.siteInfo.name;
  const baseTitle = meta?.metadataTitle || input.title;
  const title = baseTitle.includes(agency) ? baseTitle : `${baseTitle} | ${agency}`;
  const description = meta?.metadataDescription || input.description;
  const image = absolute(siteUrl, meta?.ogImage || input.image || content.settings.image);
  const robots = indexable && ownContent ? content.settings.robots : "noindex, follow";

  return {
    title,
    description,
    canonical,
    alternates,
    robots,
    og: {
      title: meta?.ogTitle || baseTitle,
      type: meta?.ogType ?? input.ogType ?? "website",
      url: meta?.ogUrl || canonical,
      image,
      description: meta?.ogDescription || description,
      locale: ogLocale(locale),
    },
    twitter: {
      title: meta?.twitterTitle || baseTitle,
      site: meta?.twitterSite ?? "",
      image: absolute(siteUrl, meta?.twitterImage || "") || image,
      description: meta?.twitterDescription || description,
    },
    verification: {
      google: content.settings.googleVerification,
      facebook: content.settings.facebookVerification,
      norton: content.settings.nortonSafeWeb,
    },
    jsonLd: input.jsonLd ?? [],
  };
}

/** schema.org BreadcrumbList of a trail of absolute-able paths. */
export function breadcrumbJsonLd(siteUrl: string, items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absolute(siteUrl, item.path),
    })),
  };
}

/** schema.org RealEstateAgent of the agency (home page). */
export function agencyJsonLd(content: SiteContent, siteUrl: string, locale: Locale): Record<string, unknown> {
  const { siteInfo } = content;
  const dayNames = {
    mon: "Monday",
    tue: "Tuesday",
    wed: "Wednesday",
    thu: "Thursday",
    fri: "Friday",
    sat: "Saturday",
    sun: "Sunday",
  } as const;
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    "@id": `${siteUrl}/#agency`,
    name: siteInfo.name,
    legalName: siteInfo.legalName,
    url: `${siteUrl}${routePath(content.routes.routes, "home", locale)}`,
    logo: absolute(siteUrl, content.header.logo.src),
    image: absolute(siteUrl, content.settings.image),
    telephone: `+32${siteInfo.phone.slice(1)}`,
    email: siteInfo.email,
    vatID: siteInfo.vatNumber,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${siteInfo.address.street} ${siteInfo.address.number}`,
      postalCode: siteInfo.address.zip,
      addressLocality: siteInfo.address.city,
      addressCountry: siteInfo.address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: siteInfo.geo.lat, longitude: siteInfo.geo.lng },
    openingHoursSpecification: siteInfo.openingHours.map((slot) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: slot.days.map((day) => dayNames[day]),
      opens: slot.opens,
      closes: slot.closes,
    })),
    sameAs: siteInfo.social.map((s) => s.url),
  };
}
