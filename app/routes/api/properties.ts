import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { imageUrl } from "#app/lib/image-url.ts";
import { defaultLocale, enabledLocales } from "#app/services/content/languages.ts";
import type { ListingCard } from "#app/services/listings/listing-views.ts";
import { parseListingQuery } from "#app/services/listings/search-query.ts";
import { absoluteUrl, apiJson, guardedApi, invalidParameter } from "#app/services/http/api-json.server.ts";

/**
 * `GET /api/properties?goal=sale|rent|holiday&city=&type=&minPrice=&maxPrice=&bedrooms=&maxEpc=&bbox=minLng,minLat,maxLng,maxLat&sort=&page=&lang=`
 * (public JSON API, docs/api.md): one page of the published listings, filtered and sorted as the list
 * pages do, page size from the settings. A bad parameter answers 400 naming it.
 */
export type ApiPropertyItem = {
  id: number;
  title: string;
  goal: ListingCard["goal"];
  city: string;
  zip: string;
  type: string;
  /** null when the price is not published. */
  price: number | null;
  /** The price line by the spec's rules ("€ 325.000", "Prijs op aanvraag", a marquee name). */
  priceText: string | null;
  url: string;
  image: string | null;
  /** The listing's own spot, or its city's centre when the address is not published. */
  lat: number | null;
  lng: number | null;
  /** The marquee name ("Nieuw", "Verkocht"), or null. */
  marquee: string | null;
  epcLabel: string | null;
  floodP: string | null;
  floodG: string | null;
};

export function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>): Promise<Response> {
  return guardedApi(context, async () => {
    const { searchParams } = new URL(request.url);
    const { content } = context;
    const { query, errors } = parseListingQuery(searchParams, {
      pageSizeDefault: content.settings.listPageSize,
      locales: enabledLocales(content),
    });
    const [error] = errors;
    if (error) return invalidParameter(error.parameter, error.message);
    const result = await context.catalogue.search(query, query.lang ?? defaultLocale(content));
    const items = result.cards.map((card): ApiPropertyItem => ({
      id: card.id,
      title: card.title,
      goal: card.goal,
      city: card.city,
      zip: card.zip,
      type: card.type,
      price: card.amount,
      priceText: card.price,
      url: absoluteUrl(context, card.href),
      image: card.image ? absoluteUrl(context, imageUrl(card.image.src, 400, context.config.cdnHost)) : null,
      lat: card.position?.lat ?? null,
      lng: card.position?.lng ?? null,
      marquee: card.badge,
      epcLabel: card.epcLabel,
      floodP: card.floodScoreP,
      floodG: card.floodScoreG,
    }));
    return apiJson({ items, total: result.total, page: result.page, pages: result.pages });
  });
}
