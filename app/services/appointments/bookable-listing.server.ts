import type { AppLoadContext } from "react-router";
import type { Locale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import {
  detailOptions,
  listingPath,
  listKeyOf,
  loadPropertyDetail,
} from "#app/services/listings/property-detail.server.ts";
import type { AppointmentListing } from "#app/services/leads/appointment.server.ts";

/** The listing a booking page is about, as the page and the mails show it. */
export type BookableListing = AppointmentListing & {
  titleLang: Locale | null;
  /** Its page on this site (path). */
  path: string;
  place: string;
  /** Its list page, the breadcrumb's second step. */
  list: { key: "for-sale" | "for-rent" | "holiday-homes"; path: string };
};

/**
 * A listing visitors can book a visit of: published and still available (not sold, not rented),
 * else null (the booking page answers 404, as the listing's own page says it is gone).
 */
export async function bookableListing(
  context: AppLoadContext,
  id: number,
  locale: Locale,
): Promise<BookableListing | null> {
  const result = await loadPropertyDetail(context.db, id, detailOptions(context.content, locale));
  if (result.kind !== "listing" || result.view.availability !== "available") return null;
  const { view } = result;
  const routes = context.content.routes.routes;
  const path = listingPath(routes, result, locale);
  const listKey = listKeyOf(result.routeKey);
  return {
    id,
    title: view.title,
    titleLang: view.titleLang,
    url: `${context.config.siteUrl}${path}`,
    path,
    place: view.address.street
      ? `${view.address.street}, ${view.address.zip} ${view.address.city}`
      : `${view.address.zip} ${view.address.city}`,
    // A plain rental, not a holiday home: the deposit and first month's rent apply.
    forRent: result.routeKey === "property.rent",
    price: view.price,
    list: { key: listKey, path: routePath(routes, listKey, locale) },
  };
}
