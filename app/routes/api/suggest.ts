import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { apiJson, apiLocale, guardedApi } from "#app/services/http/api-json.server.ts";

/**
 * `GET /api/suggest?q=&lang=` (docs/api.md): what the quick search box proposes for a typed text —
 * property types, cities (name, zip, accent-free name) and properties (by ID only), at most 5 of
 * each; an empty `q` gives three empty lists. URLs are site paths (the box is on this site).
 */
export function loader({ request, context }: LoaderFunctionArgs<AppLoadContext>): Promise<Response> {
  return guardedApi(context, async () => {
    const { searchParams } = new URL(request.url);
    const locale = apiLocale(context, searchParams);
    if (locale instanceof Response) return locale;
    return apiJson(await context.catalogue.suggest(searchParams.get("q") ?? "", locale));
  });
}
