import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { cardOptionsFor } from "#app/services/listings/listing-cards.server.ts";
import { suggest } from "#app/services/listings/search.server.ts";
import { apiJson, apiLocale, guardedApi } from "#app/services/http/api-json.server.ts";

/**
 * `GET /api/suggest?q=&lang=` (issue 5): what the quick search box proposes for a typed text —
 * property types, cities (name, zip, accent-free name) and properties (by ID only), at most 5 of
 * each; an empty `q` gives three empty lists. URLs are site paths (the box is on this site).
 */
/** Longest typed text whose proposals are kept in the catalogue cache. */
const MAX_CACHED_QUERY = 64;

export function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>): Promise<Response> {
  return guardedApi(context, async () => {
    const { searchParams } = new URL(request.url);
    const locale = apiLocale(context, searchParams);
    if (locale instanceof Response) return locale;
    const q = searchParams.get("q") ?? "";
    const build = () => suggest(context.db, q, cardOptionsFor(context.content, locale));
    // Typed texts are short; a long one (nobody types it) is answered without being kept.
    return apiJson(
      await (q.length <= MAX_CACHED_QUERY ? context.catalogue.read(`suggest:${locale}:${q}`, build) : build()),
    );
  });
}
