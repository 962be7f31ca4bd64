import type { Locale } from "#app/i18n/locales.ts";
import { getMessages, type MessageKey } from "#app/i18n/translate.ts";
import { formatDate } from "#app/lib/date.ts";
import { dateTimeFormat } from "#app/lib/intl-formats.ts";
import type { DashboardProps } from "#app/components/owner/owner-dashboard.tsx";
import type { PropertyDashboard } from "./dashboard.server.ts";

/**
 * A property's dashboard (propertyDashboard) as the owner dashboard's component shows it
 * (app/components/owner/owner-dashboard.tsx): labels in `locale`, dates printed on the server on
 * the Brussels calendar, so the browser shows the same text. The portal's page and the console's
 * view of an owner's dashboard both show it so.
 */

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

export function dashboardView(dashboard: PropertyDashboard, locale: Locale): NonNullable<DashboardProps["dashboard"]> {
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
