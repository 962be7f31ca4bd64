import { data } from "react-router";
import type { Route } from "./+types/owner-dashboard";
import { headersFromLoader } from "#app/routes/route-exports.ts";
import { PageFrame } from "#app/components/layout/page-frame.tsx";
import { OwnerDashboard } from "#app/components/owner/owner-dashboard.tsx";
import type { Locale } from "#app/i18n/locales.ts";
import { getMessages, type MessageKey } from "#app/i18n/translate.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { formatDate } from "#app/lib/date.ts";
import { seoMetaTags } from "#app/lib/seo-meta.ts";
import {
  ownedProperty,
  ownerPropertyList,
  propertyDashboard,
  type PropertyDashboard,
} from "#app/services/owners/dashboard.server.ts";
import { pageRoute } from "#app/i18n/page-route.server.ts";
import { ownerPage, PRIVATE_HEADERS, requireOwner } from "#app/routes/owner/owner-page.server.ts";
import ownerStyles from "#app/styles/owner.css?url";
import { dateTimeFormat } from "#app/lib/intl-formats.ts";

/**
 * The owner dashboard (route key `owner-dashboard`): the owner's properties to choose from
 * (`?property={id}`, a GET form that works without JavaScript; the first one by default) and, for
 * the chosen one, its visit figures, chart, history, communications and online media. Without a
 * session: 303 to the login page. Another owner's property id: 404. Private and never cached.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: ownerStyles }];

/** The dictionary's name of each kind of request (the forms' own headings). */
const REQUEST_KIND_LABELS: Record<string, MessageKey> = {
  "info-request": "form.heading.askInfo",
  "visit-request": "form.heading.askVisit",
  "documents-request": "form.heading.requestDocuments",
  "send-to-friend": "form.heading.sendToFriend",
  "project-enquiry": "form.heading.projectInfo",
  "site-contact": "form.heading.contact",
  "free-valuation": "form.heading.freeValuation",
  newsletter: "form.heading.newsletter",
  "demand-register": "form.heading.demandRegister",
  appointment: "form.heading.appointment",
  testimonial: "form.heading.testimonial",
  "purchase-offer": "form.heading.purchaseOffer",
  "rental-application": "form.heading.rentalApplication",
  "stay-request": "form.heading.stayRequest",
};

/** Dates are printed on the server, on the Brussels calendar, so the browser shows the same text. */
function shown(dashboard: PropertyDashboard, locale: Locale) {
  const t = getMessages(locale);
  const moment = dateTimeFormat(`${locale}-BE`, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Brussels",
  });
  const month = dateTimeFormat(`${locale}-BE`, { month: "long", year: "numeric", timeZone: "UTC" });
  const kind = (name: string) => t[REQUEST_KIND_LABELS[name] ?? "form.heading.contact"];
  return {
    property: dashboard.property,
    stats: {
      today: dashboard.stats.today,
      week: dashboard.stats.week,
      month: dashboard.stats.month,
      total: dashboard.stats.total,
    },
    bySource: Object.entries(dashboard.stats.bySource).map(([source, views]) => ({
      source,
      label: t[`owner.source.${source}` as MessageKey],
      views,
    })),
    days: dashboard.stats.last30Days.map((d) => ({ day: d.day, label: formatDate(d.day), views: d.views })),
    visitsByMonth: dashboard.visitsByMonth.map((m) => ({
      month: m.month,
      label: month.format(new Date(`${m.month}-15T12:00:00Z`)),
      views: m.views,
    })),
    appointments: dashboard.appointments.map((a) => ({
      startsAt: moment.format(new Date(a.startsAt)),
      bookedAt: formatDate(a.bookedAt),
    })),
    communications: {
      kinds: dashboard.communications.kinds.map((k) => ({
        kind: k.kind,
        label: kind(k.kind),
        count: k.count,
        last: formatDate(k.last),
      })),
      latest: dashboard.communications.latest.map((l) => ({
        label: kind(l.kind),
        at: moment.format(new Date(l.at)),
        visitor: l.visitor ?? null,
      })),
    },
    onlineMedia: dashboard.onlineMedia,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = pageRoute(context, request, "owner-dashboard", { headers: PRIVATE_HEADERS });
  const owner = await requireOwner(context, request, locale);
  const t = getMessages(locale);
  const page = ownerPage(context, request, "owner-dashboard", t["owner.portalTitle"]);
  const list = await ownerPropertyList(context, owner.id, locale);
  const wanted = new URL(request.url).searchParams.get("property");
  const selected = wanted !== null ? ownedProperty(list, wanted) : (list[0] ?? null);
  const dashboard = selected ? shown(await propertyDashboard(context, selected), locale) : null;
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
