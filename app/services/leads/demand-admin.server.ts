import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { cities, demandAlerts, demandRegistrations, propertyTypes } from "#db/schema.ts";
import type { ConsoleLocale } from "#app/domain/staff.ts";
import { containsPattern, LIST_PAGE_SIZE, type ListFilter } from "#app/lib/console-list-filter.ts";
import { recordAudit, type Actor } from "#app/services/staff/audit.server.ts";
import type { DemandListRow } from "./demand-admin-view.ts";

/**
 * The registered searches ("keep me informed", demand-register.server.ts) as the console lists
 * them, with the alerts each was sent (demand-alerts.server.ts, demand-digest.server.ts), and
 * ending one on the person's request: the same change as their own unsubscribe link
 * (unsubscribe.server.ts), recorded in the audit log (decision 0051).
 */
export type DemandList = { rows: DemandListRow[]; total: number };

/** The demand_registrations conditions of a filter. */
function demandConditions(filter: ListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status !== "all") conditions.push(eq(demandRegistrations.active, filter.status === "active"));
  if (filter.q) conditions.push(ilike(demandRegistrations.email, containsPattern(filter.q)));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the demands of a filter, newest first, with their alerts, types and zones named. */
export async function demandList(db: Database, filter: ListFilter, locale: ConsoleLocale): Promise<DemandList> {
  const where = demandConditions(filter);
  const alerts = db
    .select({
      demandId: demandAlerts.demandId,
      sent: sql<number>`count(${demandAlerts.mailedAt})`.mapWith(Number).as("sent"),
      waiting: sql<number>`count(*) filter (where ${demandAlerts.mailedAt} is null)`.mapWith(Number).as("waiting"),
      last: sql<Date | null>`max(${demandAlerts.mailedAt})`.mapWith(demandAlerts.mailedAt).as("last"),
    })
    .from(demandAlerts)
    .groupBy(demandAlerts.demandId)
    .as("alerts");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: demandRegistrations.id,
        email: demandRegistrations.email,
        locale: demandRegistrations.locale,
        goal: demandRegistrations.goal,
        typeIds: demandRegistrations.typeIds,
        zips: demandRegistrations.zips,
        priceMin: demandRegistrations.priceMin,
        priceMax: demandRegistrations.priceMax,
        budget: demandRegistrations.budget,
        bedroomsMin: demandRegistrations.bedroomsMin,
        bedroomsMax: demandRegistrations.bedroomsMax,
        alertFrequency: demandRegistrations.alertFrequency,
        active: demandRegistrations.active,
        createdAt: demandRegistrations.createdAt,
        alertsSent: alerts.sent,
        alertsWaiting: alerts.waiting,
        lastAlertAt: alerts.last,
      })
      .from(demandRegistrations)
      .leftJoin(alerts, eq(alerts.demandId, demandRegistrations.id))
      .where(where)
      .orderBy(desc(demandRegistrations.createdAt), desc(demandRegistrations.id))
      .limit(LIST_PAGE_SIZE)
      .offset((filter.page - 1) * LIST_PAGE_SIZE),
    db.select({ n: count() }).from(demandRegistrations).where(where),
  ]);
  const typeIds = [...new Set(rows.flatMap((row) => row.typeIds))];
  const zips = [...new Set(rows.flatMap((row) => row.zips))];
  const [types, places] = await Promise.all([
    typeIds.length
      ? db
          .select({ id: propertyTypes.id, name: propertyTypes.name, order: propertyTypes.showOrder })
          .from(propertyTypes)
          .where(inArray(propertyTypes.id, typeIds))
      : [],
    zips.length
      ? db
          .select({ zip: cities.zip, name: cities.name })
          .from(cities)
          .where(inArray(cities.zip, zips))
          .orderBy(asc(cities.searchKey))
      : [],
  ]);
  const typeById = new Map(types.map((type) => [type.id, type]));
  const citiesByZip = new Map<string, string[]>();
  for (const place of places) {
    const names = citiesByZip.get(place.zip) ?? [];
    if (!names.includes(place.name)) names.push(place.name);
    citiesByZip.set(place.zip, names);
  }
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ typeIds: ids, zips: codes, goal, alertsSent, alertsWaiting, lastAlertAt, ...row }) => ({
      ...row,
      goal: goal === 0 ? "sale" : "rent",
      // A type the catalogue no longer has keeps its number, so the profile still reads whole.
      types: [...ids]
        .sort((a, b) => (typeById.get(a)?.order ?? 0) - (typeById.get(b)?.order ?? 0) || a - b)
        .map((id) => {
          const name = typeById.get(id)?.name;
          return name?.[locale] || name?.nl || name?.fr || name?.en || `#${id}`;
        }),
      zones: codes.map((zip) => ({ zip, cities: citiesByZip.get(zip) ?? [] })),
      alertsSent: alertsSent ?? 0,
      alertsWaiting: alertsWaiting ?? 0,
      lastAlertAt: lastAlertAt ?? null,
    })),
  };
}

/** A row id as the database makes them (uuid): anything else names no row, and is not sent to the database. */
export const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What ending a demand did: ended now, was ended already (nothing changed), or no such demand. */
export type EndOutcome = "ended" | "already-ended" | "not-found";

/**
 * Ends a demand on the person's request: no more alerts, exactly as their unsubscribe link does
 * (the row stays, inactive, as the record of the choice), with its audit entry, in one transaction.
 */
export async function endDemand(db: Database, id: string, actor: Actor, now = new Date()): Promise<EndOutcome> {
  if (!UUID_SHAPE.test(id)) return "not-found";
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(demandRegistrations)
      .set({ active: false, updatedAt: now })
      .where(and(eq(demandRegistrations.id, id), eq(demandRegistrations.active, true)))
      .returning({ id: demandRegistrations.id });
    if (!ended) {
      const [exists] = await tx
        .select({ id: demandRegistrations.id })
        .from(demandRegistrations)
        .where(eq(demandRegistrations.id, id));
      return exists ? "already-ended" : "not-found";
    }
    await recordAudit(tx, actor, "demand.end", `demand:${id}`, { before: { active: true }, after: { active: false } });
    return "ended";
  });
}
