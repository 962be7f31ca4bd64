import type { LoaderFunctionArgs } from "react-router";
import { apiLocale } from "#app/services/http/api-json.server.ts";
import { ownedProperty, ownerPropertyList, propertyDashboard } from "#app/services/owners/dashboard.server.ts";
import { currentOwner, PRIVATE_HEADERS } from "#app/routes/owner/owner-page.server.ts";

/**
 * `GET /api/owner/properties/{id}?lang=`: the dashboard's figures of one of the logged-in owner's
 * properties as JSON (visits today, week, month, total, by source, the last 30 days, history,
 * communications, online media). The session cookie is the credential: without one 401
 * `{"error":"unauthorized"}`; a property that is not the owner's 404 `{"error":"not_found"}`, the
 * same as an unknown id. Private: never cached, no CORS (only the site's own pages may read it).
 */
const json = (body: unknown, status = 200) => Response.json(body, { status, headers: PRIVATE_HEADERS });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const found = await currentOwner(context, request);
  if (!found) return json({ error: "unauthorized" }, 401);
  const locale = apiLocale(context, new URL(request.url).searchParams);
  if (locale instanceof Response) return locale;
  const list = await ownerPropertyList(context, found.owner.id, locale);
  try {
    const property = ownedProperty(list, params.id);
    const dashboard = await propertyDashboard(context, property);
    return json({
      ...dashboard,
      property: { ...dashboard.property, url: `${context.config.siteUrl}${dashboard.property.href}` },
    });
  } catch (error) {
    if (error && typeof error === "object" && "init" in error) return json({ error: "not_found" }, 404);
    throw error;
  }
}
