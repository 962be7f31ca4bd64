import type { Locale } from "#app/i18n/locales.ts";
import { imageUrl } from "#app/lib/image-url.ts";
import type { ListingAddress, ListingCoordinates } from "./listing-location.server.ts";

/**
 * The schema.org JSON-LD that property and project pages share: a `RealEstateListing` (a WebPage)
 * about a place, with one offer. It says no more than the page shows: the street and the exact
 * position only when the address is published.
 */

type ListedPage = {
  title: string;
  titleLang: Locale | null;
  summary: string;
  pictures: readonly { src: string }[];
  address: ListingAddress;
  coordinates: ListingCoordinates | null;
};

/** The place a listing is about, of `type` (Accommodation, Residence…), with its public address. */
export function listedPlace(type: string, view: ListedPage): Record<string, unknown> {
  const { address } = view;
  const place: Record<string, unknown> = {
    "@type": type,
    name: view.title,
    address: {
      "@type": "PostalAddress",
      ...(address.published && address.street ? { streetAddress: address.street } : {}),
      postalCode: address.zip,
      addressLocality: address.city,
      ...(address.countryCode ? { addressCountry: address.countryCode } : {}),
    },
  };
  if (view.coordinates?.precise)
    place.geo = { "@type": "GeoCoordinates", latitude: view.coordinates.lat, longitude: view.coordinates.lng };
  return place;
}

/** The page a listing's JSON-LD describes; imageHost: the CDN host of its pictures (CDN_HOST; unset: this site). */
export type ListingJsonLdPage = { url: string; siteUrl: string; locale: Locale; imageHost?: string | null };

/** The page as a `RealEstateListing` about `place`, offering `offer`; `extra` adds fields (datePosted…). */
export function realEstateListing(
  view: ListedPage,
  page: ListingJsonLdPage,
  place: Record<string, unknown>,
  offer: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    "@id": `${page.url}#listing`,
    url: page.url,
    name: view.title,
    description: view.summary,
    inLanguage: view.titleLang ?? page.locale,
    ...extra,
    image: view.pictures.map((picture) => absoluteUrl(page.siteUrl, imageUrl(picture.src, 1200, page.imageHost))),
    about: place,
    offers: offer,
  };
}

/** A site path made absolute; a provider's absolute URL stays as it is. */
function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;
}
