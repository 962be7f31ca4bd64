import { data, redirect, type AppLoadContext } from "react-router";
import { requestPage } from "#app/i18n/page-route.server.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { getMessages } from "#app/i18n/translate.ts";
import { imageUrl } from "#app/lib/image-url.ts";
import { regionFromPostalCode } from "#app/lib/postal-region.ts";
import { calculate, calculatorFields, hasCalculatorQuery } from "#app/lib/purchase-costs.ts";
import type { PurchaseCalculatorData } from "#app/components/listing/detail/purchase-calculator.tsx";
import { breadcrumbJsonLd, pageSeo } from "#app/services/content/seo.server.ts";
import { pageBreadcrumb } from "#app/services/content/breadcrumb.server.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import { publicCacheHeaders } from "#app/services/http/cache.server.ts";
import { countViewFromLoader } from "#app/services/analytics/page-views.server.ts";
import { enabledTimeSlots } from "#app/services/leads/lead-form.server.ts";
import { detailFormLinks } from "#app/services/leads/form-listing.server.ts";
import type { PropertyDetailView } from "./listing-views.ts";
import {
  listingPath,
  listKeyOf,
  parseListingId,
  propertyJsonLd,
  propertyNotFoundData,
} from "./property-detail.server.ts";

/**
 * What a property's detail page shows (routes property.sale, property.rent and property.holiday,
 * `/nl/te-koop/:city/:slug/:id/`…). One URL per listing and language: a wrong city or title slug,
 * or a path of another family (a holiday home under te-huur), throws a 301 to the canonical URL;
 * an unknown id the "property not found or sold" page (404); a listing withdrawn from the feed
 * answers 410 with similar listings. Calculator fields it cannot compute with: the page with the
 * errors beside the fields, as 400.
 */
export async function propertyPage(context: AppLoadContext, request: Request, idParam: string | undefined) {
  const url = new URL(request.url);
  const { content } = context;
  const routes = content.routes.routes;
  const { locale: pathLocale, route } = requestPage(context, request);
  const locale = pathLocale ?? defaultLocale(content);
  const id = parseListingId(idParam ?? route?.params.id);
  if (!route || id === null) throw data(propertyNotFoundData(content, locale), { status: 404 });

  // Built once per listing and language while the catalogue is unchanged (the page views are counted below, every time).
  const result = await context.catalogue.property(id, locale);
  if (result.kind === "not-found") throw data(propertyNotFoundData(content, locale), { status: 404 });

  const canonicalPath = listingPath(routes, result, locale);
  if (url.pathname !== canonicalPath) throw redirect(`${canonicalPath}${url.search}`, 301);

  const siteUrl = context.config.siteUrl;
  if (result.kind === "withdrawn") {
    const breadcrumb = pageBreadcrumb(content, locale, canonicalPath, result.title);
    const seo = pageSeo({
      content,
      siteUrl,
      locale,
      routeKey: result.routeKey,
      paramsFor: (lang) => result.routeParams[lang],
      title: result.title,
      description: getMessages(locale)["error.listingWithdrawn"],
      indexable: false,
    });
    return data(
      {
        kind: "withdrawn" as const,
        title: result.title,
        titleLang: result.titleLang,
        similar: result.similar,
        breadcrumb,
        listLink: {
          name: getMessages(locale)["listing.browseOffer"],
          href: routePath(routes, listKeyOf(result.routeKey), locale),
        },
        seo,
      },
      // Gone for good: search engines drop the URL; a shared cache may keep the answer a while.
      { status: 410, headers: publicCacheHeaders() },
    );
  }

  const { view } = result;
  // A view of the listing for its owner's statistics (robots, prefetches and reloads are not counted).
  countViewFromLoader(context, "property", id, request);
  const breadcrumb = pageBreadcrumb(content, locale, canonicalPath, view.title);
  const hero = view.pictures[0];
  const seo = pageSeo({
    content,
    siteUrl,
    locale,
    routeKey: result.routeKey,
    paramsFor: (lang) => result.routeParams[lang],
    title: view.title,
    description: view.summary,
    image: hero ? imageUrl(hero.src, 1200, context.config.cdnHost) : undefined,
    contentLocales: result.contentLocales,
    jsonLd: [breadcrumbJsonLd(siteUrl, breadcrumb)],
  });
  seo.jsonLd.push(propertyJsonLd(view, { url: seo.canonical, siteUrl, locale, imageHost: context.config.cdnHost }));
  const { calculator, invalid } = purchaseCalculator(view, url.searchParams);
  return data(
    {
      kind: "listing" as const,
      view,
      breadcrumb,
      shareUrl: `${siteUrl}${canonicalPath}`,
      seo,
      timeSlots: enabledTimeSlots(context),
      formLinks: detailFormLinks(routes, locale, view),
      // A holiday home is asked for a stay, not visited (decision 0036): its form link replaces the booking.
      appointmentHref: view.listKey === "holiday-homes" ? undefined : routePath(routes, "appointment", locale, { id }),
      calculator,
    },
    // Calculator fields it cannot compute with: the page with the errors beside the fields, as 400.
    invalid ? { status: 400 } : { headers: publicCacheHeaders() },
  );
}

/**
 * The purchase-cost calculator of a sale listing still on offer in a known region (a sold listing
 * cannot be bought: no calculator), with the fields of its GET form (the query) or its defaults;
 * `invalid` when the visitor sent fields it cannot compute with.
 */
function purchaseCalculator(
  view: Pick<PropertyDetailView, "goal" | "address" | "offerPrice" | "availability" | "agencyDuties">,
  query: URLSearchParams,
) {
  const region =
    view.goal === "sale" && view.availability === "available" ? regionFromPostalCode(view.address.zip) : null;
  if (!region) return { calculator: null, invalid: false };
  const calculator: PurchaseCalculatorData = {
    region,
    zip: view.address.zip,
    fields: calculatorFields(query, view.offerPrice),
    priceListed: view.offerPrice !== null,
    loanGiven: query.has("loan"),
    expanded: hasCalculatorQuery(query),
    agencyDuties: view.agencyDuties,
  };
  return { calculator, invalid: hasCalculatorQuery(query) && !calculate(calculator.fields, region).ok };
}
