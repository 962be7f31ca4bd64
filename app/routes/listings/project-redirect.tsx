import { data, redirect, type AppLoadContext, type LoaderFunctionArgs } from "react-router";
import { negotiateLocale } from "#app/i18n/negotiate.ts";
import { defaultLocale, enabledLocales } from "#app/services/content/languages.ts";
import { parseListingId } from "#app/services/listings/property-detail.server.ts";
import { projectNotFoundData, projectPath } from "#app/services/listings/project-detail.server.ts";
import { PropertyErrorBoundary } from "#app/components/listing/detail/property-error-boundary.tsx";

/**
 * The spec's unprefixed project addresses: `/project/{id}/` and the banner's `/project/?id={id}`
 * (spec §2). 301 to the project's canonical URL in the visitor's language (language cookie, else
 * Accept-Language, else the default, as for `/`), the other query parameters kept; a project with
 * its own website 302 straight to that site. The answer varies per visitor, so it is private and
 * says so in `Vary`. A missing, malformed or unknown id is the "project not found" page, status
 * 404, in the site's default language (the language of an unprefixed page).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs<AppLoadContext>) {
  const { content } = context;
  const fallback = defaultLocale(content);
  const url = new URL(request.url);
  const fromQuery = params.id === undefined;
  const id = parseListingId(fromQuery ? (url.searchParams.get("id") ?? undefined) : params.id);
  const canonical = id === null ? null : await context.catalogue.projectCanonical(id);
  if (!canonical) throw data(projectNotFoundData(content, fallback), { status: 404 });
  const privately = { Vary: "Cookie, Accept-Language", "Cache-Control": "private, no-store" };
  if ("external" in canonical) return redirect(canonical.external, { status: 302, headers: privately });

  const locale = negotiateLocale({
    cookieHeader: request.headers.get("Cookie"),
    acceptLanguage: request.headers.get("Accept-Language"),
    enabled: enabledLocales(content),
    fallback,
  });
  // The id has found its place in the path; other parameters (utm_…) travel on.
  const search = new URLSearchParams(url.search);
  if (fromQuery) search.delete("id");
  const query = search.toString();
  return redirect(`${projectPath(content.routes.routes, canonical.routeParams, locale)}${query ? `?${query}` : ""}`, {
    status: 301,
    headers: privately,
  });
}

/** Never rendered (the loader always redirects or throws); makes the 404 a page, not a bare response. */
export default function ProjectRedirect() {
  return null;
}

export function ErrorBoundary() {
  return <PropertyErrorBoundary />;
}
