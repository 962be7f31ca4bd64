import { data, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/owner-view";
import { consolePaths } from "#app/lib/console-paths.ts";
import { isLocale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { ownedProperty, ownerPropertyList, propertyDashboard } from "#app/services/owners/dashboard.server.ts";
import { dashboardView } from "#app/services/owners/dashboard-view.server.ts";
import { idOf } from "#app/services/owners/owner-admin-form.ts";
import { ownerSummary } from "#app/services/owners/owner-admin.server.ts";
import { ConsoleNotice, ConsolePage } from "#app/components/admin/console-page.tsx";
import { languageName } from "#app/components/admin/owners/owner-bits.tsx";
import { useConsole } from "#app/components/admin/use-console.ts";
import { OwnerDashboard } from "#app/components/owner/owner-dashboard.tsx";
import { CONSOLE_HEADERS, requestConsoleLocale, requireStaff } from "../console.server.ts";
import ownerStyles from "#app/styles/owner.css?url";
import ownersStyles from "#app/styles/console-owners.css?url";

/**
 * What an owner's portal dashboard shows (decision 0015), seen from the console: the portal's own
 * data functions (ownerPropertyList, propertyDashboard) and component (OwnerDashboard with its
 * chart), so the figures and charts are the owner's. The texts: the public components read the
 * site's texts through useT(), which on a console page are the site's texts in the console's
 * language (the root loader picks that language for /admin/, decision 0051; nl, fr and en are all
 * languages of the site); the labels and dates made here use the same language
 * (requestConsoleLocale, the root's choice), so the page reads in one language, the staff
 * member's, and says in which language the owner reads it. The property choice stays in the
 * console (`?property=`); the owner's logout button is hidden (app/styles/console-owners.css).
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: ownerStyles },
  { rel: "stylesheet", href: ownersStyles },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(context, request, "owners");
  const id = idOf(params.id);
  const owner = id === null ? null : await ownerSummary(context.db, id);
  if (!owner) throw data({ reason: "not-found" }, { status: 404, headers: CONSOLE_HEADERS });
  const locale = requestConsoleLocale(request);
  const list = await ownerPropertyList(context, owner.id, locale);
  const wanted = new URL(request.url).searchParams.get("property");
  // Not one of the owner's properties: 404, as on the portal.
  const selected = wanted !== null ? ownedProperty(list, wanted) : (list[0] ?? null);
  const dashboard = selected ? dashboardView(await propertyDashboard(context, selected), locale) : null;
  return data(
    {
      owner: { id: owner.id, name: owner.name, locale: owner.locale, disabled: owner.disabledAt !== null },
      view: {
        owner: { name: owner.name },
        properties: list.map((p) => ({ id: p.id, title: p.title, city: p.city })),
        dashboard,
        dashboardPath: consolePaths.ownerView(owner.id),
        logoutPath: routePath(context.content.routes.routes, "logout", isLocale(owner.locale) ? owner.locale : locale),
      },
    },
    { headers: CONSOLE_HEADERS },
  );
}

export default function OwnerViewPage() {
  const { owner, view } = useLoaderData<typeof loader>();
  const { t } = useConsole();
  return (
    <ConsolePage
      title={t("owners.viewTitle", { name: owner.name })}
      actions={
        <Link className="button button--ghost" to={consolePaths.owner(owner.id)}>
          {t("owners.backToOwner", { name: owner.name })}
        </Link>
      }
    >
      <ConsoleNotice>
        {t("owners.viewExplain", { name: owner.name, language: languageName(t, owner.locale) })}
      </ConsoleNotice>
      {owner.disabled ? <ConsoleNotice tone="error">{t("owners.viewDisabled")}</ConsoleNotice> : null}
      <div className="console-owner-view">
        <OwnerDashboard {...view} />
      </div>
    </ConsolePage>
  );
}
