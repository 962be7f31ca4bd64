import { data } from "react-router";
import type { Route } from "./+types/owner-dashboard";
import { headersFromLoader } from "#app/routes/route-exports.ts";
import { PageFrame } from "#app/components/layout/page-frame.tsx";
import { OwnerDashboard } from "#app/components/owner/owner-dashboard.tsx";
import { getMessages } from "#app/i18n/translate.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import { ownedProperty, ownerPropertyList, propertyDashboard } from "#app/services/owners/dashboard.server.ts";
import { dashboardView } from "#app/services/owners/dashboard-view.server.ts";
import { pageRoute } from "#app/i18n/page-route.server.ts";
import { ownerPage, PRIVATE_HEADERS, requireOwner } from "#app/routes/owner/owner-page.server.ts";
import ownerStyles from "#app/styles/owner.css?url";

/**
 * The owner dashboard (route key `owner-dashboard`): the owner's properties to choose from
 * (`?property={id}`, a GET form that works without JavaScript; the first one by default) and, for
 * the chosen one, its visit figures, chart, history, communications and online media. Without a
 * session: 303 to the login page. Another owner's property id: 404. Private and never cached.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: ownerStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = pageRoute(context, request, "owner-dashboard", { headers: PRIVATE_HEADERS });
  const owner = await requireOwner(context, request, locale);
  const t = getMessages(locale);
  const page = ownerPage(context, request, "owner-dashboard", t["owner.portalTitle"]);
  const list = await ownerPropertyList(context, owner.id, locale);
  const wanted = new URL(request.url).searchParams.get("property");
  const selected = wanted !== null ? ownedProperty(list, wanted) : (list[0] ?? null);
  const dashboard = selected ? dashboardView(await propertyDashboard(context, selected), locale) : null;
  return data(
    {
      ...page,
      seo: { ...page.seo, description: t["owner.portalDescription"] },
      owner: { name: owner.name },
      properties: list.map((p) => ({ id: p.id, title: p.title, city: p.city })),
      dashboard,
      dashboardPath: routePath(context.content.routes.routes, "owner-dashboard", locale),
      logoutPath: routePath(context.content.routes.routes, "logout", locale),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export const headers = headersFromLoader;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMetaTags(loaderData.seo) : [];
}

export default function OwnerDashboardPage({ loaderData }: Route.ComponentProps) {
  const { view, breadcrumb, ...rest } = loaderData;
  return (
    <PageFrame view={view} breadcrumb={breadcrumb} className="page--owner">
      <OwnerDashboard {...rest} />
    </PageFrame>
  );
}
