import { data, redirect, type AppLoadContext, type LoaderFunctionArgs } from "react-router";
import { negotiateLocale } from "#app/i18n/negotiate.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { defaultLocale, enabledLocales } from "#app/services/content/languages.ts";
import { parseListingId, propertyNotFoundData } from "#app/services/listings/property-detail.server.ts";
import { PropertyErrorBoundary } from "#app/components/listing/detail/property-error-boundary.tsx";

/**
 * `/property/{id}/` (spec §2, the unprefixed original shared by the three property routes):
 * 301 to the listing's canonical URL in the visitor's language (language cookie, else
 * Accept-Language, else the default, as for `/`), its family picked by the listing's goal and type.
 * The answer varies per visitor, so it is private and says so in `Vary`. An unknown id is the
 * "property not found or sold" page, status 404, in the site's default language (the language of
 * an unprefixed page).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs<AppLoadContext>) {
  const { content } = context;
  const fallback = defaultLocale(content);
  const id = parseListingId(params.id);
  const canonical = id === null ? null : await context.catalogue.propertyCanonical(id);
  if (!canonical) throw data(propertyNotFoundData(content, fallback), { status: 404 });
  const locale = negotiateLocale({
    cookieHeader: request.headers.get("Cookie"),
    acceptLanguage: request.headers.get("Accept-Language"),
    enabled: enabledLocales(content),
    fallback,
  });
  const { search } = new URL(request.url);
  return redirect(
    `${routePath(content.routes.routes, canonical.routeKey, locale, canonical.routeParams[locale])}${search}`,
    {
      status: 301,
      headers: { Vary: "Cookie, Accept-Language", "Cache-Control": "private, no-store" },
    },
  );
}

/** Never rendered (the loader always redirects or throws); makes the 404 a page, not a bare response. */
export default function PropertyRedirect() {
  return null;
}

export function ErrorBoundary() {
  return <PropertyErrorBoundary />;
}
