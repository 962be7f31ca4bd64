import { and, desc, eq, inArray } from "drizzle-orm";
import { data, type AppLoadContext } from "react-router";
import { leads, properties } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { dayInTimeZone } from "#app/lib/view-counting.ts";
import { visitStats, visitsByMonth, type VisitStats } from "#app/lib/visit-stats.ts";
import { listingViews, VIEW_DAY_TIME_ZONE } from "#app/services/analytics/page-views.server.ts";
import { cardOptionsFor, listingCardsFromRows } from "#app/services/listings/listing-cards.server.ts";
import { ownedPropertyIds } from "./accounts.server.ts";

/**
 * What an owner sees of their properties: the list to choose from and, for the chosen one, the
 * visit figures (first-party page views), the history of visits and appointments, the
 * communications about it (how many requests of each kind, with dates; no visitor's personal
 * data) and where it is published online.
 *
 * Ownership is checked here, once for every way in (page, JSON API): a property id the owner does
 * not own answers 404, exactly like an id that does not exist, so ids of others cannot be probed.
 */
export type OwnerProperty = { id: number; title: string; city: string; href: string; published: boolean };

export type PropertyDashboard = {
  property: OwnerProperty;
  stats: VisitStats;
  visitsByMonth: { month: string; views: number }[];
  appointments: { startsAt: string; bookedAt: string }[];
  communications: {
    kinds: { kind: string; count: number; last: string }[];
    latest: { kind: string; at: string; visitor?: string }[];
  };
  onlineMedia: { name: string; url: string }[];
};

/** The owner's properties, published or not, as cards in the page's language. */
export async function ownerPropertyList(
  context: AppLoadContext,
  ownerId: number,
  locale: Locale,
): Promise<OwnerProperty[]> {
  const ids = await ownedPropertyIds(context.db, ownerId);
  if (ids.length === 0) return [];
  const rows = await context.db.select().from(properties).where(inArray(properties.id, ids));
  const cards = await listingCardsFromRows(context.db, rows, cardOptionsFor(context.content, locale));
  return ids.flatMap((id) => {
    const card = cards.find((c) => c.id === id);
    const row = rows.find((r) => r.id === id);
    return card && row ? [{ id, title: card.title, city: card.city, href: card.href, published: row.published }] : [];
  });
}

/** The property `id` among the owner's, or a 404 (not theirs, unknown, or not a number). */
export function ownedProperty(list: readonly OwnerProperty[], id: string | number | null | undefined): OwnerProperty {
  const wanted = typeof id === "number" ? id : /^\d{1,10}$/.test(id ?? "") ? Number(id) : NaN;
  const found = list.find((property) => property.id === wanted);
  if (!found) throw data({ error: "not_found" }, { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return found;
}

/** "First Last <e-mail>" of a lead's contact, as far as the form asked for it. */
function visitorOf(payload: Record<string, unknown>): string {
  const contact = (payload.contact ?? payload.person ?? {}) as {
    firstName?: unknown;
    lastName?: unknown;
    email?: unknown;
  };
  const name = [contact.firstName, contact.lastName]
    .filter((part): part is string => typeof part === "string" && part !== "")
    .join(" ");
  const email = typeof contact.email === "string" ? contact.email : "";
  return [name, email ? `<${email}>` : ""].filter(Boolean).join(" ");
}

/** Request kinds that are a visit or an appointment (the history), the rest are communications. */
const VISIT_KINDS = ["appointment", "visit-request"];

export async function propertyDashboard(
  context: AppLoadContext,
  property: OwnerProperty,
  now = new Date(),
): Promise<PropertyDashboard> {
  const [views, requests] = await Promise.all([
    listingViews(context.db, "property", property.id),
    context.db
      .select({ kind: leads.kind, createdAt: leads.createdAt, payload: leads.payload })
      .from(leads)
      .where(and(eq(leads.propertyId, property.id)))
      .orderBy(desc(leads.createdAt)),
  ]);
  const today = dayInTimeZone(now, VIEW_DAY_TIME_ZONE);
  const kinds = new Map<string, { count: number; last: string }>();
  for (const request of requests) {
    const known = kinds.get(request.kind);
    kinds.set(request.kind, { count: (known?.count ?? 0) + 1, last: known?.last ?? request.createdAt.toISOString() });
  }
  const appointments = requests
    .filter((request) => VISIT_KINDS.includes(request.kind) && typeof request.payload.startsAt === "string")
    .map((request) => ({ startsAt: request.payload.startsAt as string, bookedAt: request.createdAt.toISOString() }));
  return {
    property,
    stats: visitStats(views, today),
    visitsByMonth: visitsByMonth(views).slice(0, 12),
    appointments,
    communications: {
      kinds: [...kinds].map(([kind, value]) => ({ kind, ...value })),
      latest: requests.slice(0, 20).map((request) => ({
        kind: request.kind,
        at: request.createdAt.toISOString(),
        ...(context.content.settings.ownerPortalVisitorDetails ? { visitor: visitorOf(request.payload) } : {}),
      })),
    },
    // The provider's feeds (sample, Omnicasa's web API) report no portal publications: this site only.
    onlineMedia: property.published
      ? [{ name: context.content.siteInfo.name, url: `${context.config.siteUrl}${property.href}` }]
      : [],
  };
}
