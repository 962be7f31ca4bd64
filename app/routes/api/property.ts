import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import {
  absoluteUrl,
  apiJson,
  apiLocale,
  guardedApi,
  invalidParameter,
  notFound,
} from "#app/services/http/api-json.server.ts";

/**
 * `GET /api/properties/{id}?lang=` (docs/api.md): the full detail of a published listing, as the
 * catalogue gives it (app/services/listings/property-api.server.ts: the fields, pictures and
 * documents, without what the agency keeps to itself). An unknown or unpublished id answers 404
 * `{"error":"not_found"}`.
 */
export function loader({ request, params, context }: LoaderFunctionArgs<AppLoadContext>): Promise<Response> {
  return guardedApi(context, async () => {
    const raw = params.id ?? "";
    if (!/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647)
      return invalidParameter("id", "must be a listing id (a whole number)");
    const locale = apiLocale(context, new URL(request.url).searchParams);
    if (locale instanceof Response) return locale;
    const property = await context.catalogue.propertyData(Number(raw), locale, (path) => absoluteUrl(context, path));
    return property ? apiJson(property) : notFound();
  });
}
