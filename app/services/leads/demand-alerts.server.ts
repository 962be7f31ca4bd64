import { and, arrayContains, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { demandAlerts, demandRegistrations, leads, properties } from "#db/schema.ts";
import { isLocale, type Locale } from "#app/i18n/locales.ts";
import { getMessages, translate } from "#app/i18n/translate.ts";
import { matchesDemand, type Demand } from "#app/lib/demand-match.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import { cardOptionsFor, listingCardsFromRows } from "#app/services/listings/listing-cards.server.ts";
import { composeMail, type MailBlock } from "./lead-mail.server.ts";
import { enqueue } from "./outbox.server.ts";
import { demandUnsubscribeToken, unsubscribeUrl } from "./demand-token.server.ts";

/**
 * Demand alerts ("keep me informed", spec §3): when listings are added or published again, every
 * active demand they match (app/lib/demand-match.ts) is alerted, in the demand's language, with
 * the demand's unsubscribe link (footer and RFC 8058 headers). The visitor chose how: "instant",
 * one mail per listing at once (title, price, city and link), or "daily", the day's matches in one
 * digest (./demand-digest.server.ts) — their demand_alerts rows wait with `mailed_at` null.
 *
 * At most one alert per demand and listing, however often this runs: the demand_alerts row (primary
 * key demand + listing) and the alert's outbox row are written in ONE transaction, so either both
 * exist or neither does, and a second run finds the row and sends nothing. The mail itself goes out
 * through the outbox, with its retries.
 *
 * Wiring: the provider sync calls `listingsAdded(propertyIds)` after each run with the ids it added
 * or published again; `demandAlertsHook(db, deps)` is that function.
 */
export type DemandAlertDeps = {
  content: SiteContent;
  /** Absolute base of the links in the mails (SITE_URL). */
  siteUrl: string;
  /** The CDN host of the pictures in the mails (CDN_HOST); unset: this site. */
  imageHost?: string | null;
  /** Logs ids and counts only: a demand's e-mail address is personal data. */
  logger?: { info(fields: object, message: string): void };
};

export type DemandAlertReport = { listings: number; alerts: number };

type PropertyRow = typeof properties.$inferSelect;
export type DemandRow = typeof demandRegistrations.$inferSelect & { contact: unknown };

/** A demand's row with the contact of its lead (for the greeting). */
export const demandColumns = {
  ...getTableColumns(demandRegistrations),
  contact: sql<unknown>`${leads.payload} -> 'contact'`,
};

function demandOf(row: DemandRow): Demand {
  return {
    goal: row.goal === 0 ? "sale" : "rent",
    typeIds: row.typeIds,
    zips: row.zips,
    priceMin: row.priceMin,
    priceMax: row.priceMax,
    budget: row.budget,
    bedroomsMin: row.bedroomsMin,
    bedroomsMax: row.bedroomsMax,
    bathroomsMin: row.bathroomsMin,
    garagesMin: row.garagesMin,
    parking: row.parking,
    garden: row.garden,
    terrace: row.terrace,
  };
}

/** The visitor's name from the demand's lead, when it is still there, for the greeting. */
export function nameOf(contact: unknown): string | null {
  if (typeof contact !== "object" || contact === null) return null;
  const { firstName, lastName } = contact as { firstName?: unknown; lastName?: unknown };
  return typeof firstName === "string" && typeof lastName === "string" ? `${firstName} ${lastName}` : null;
}

/** The active demands that may match a listing: same goal, its postal code among the zones. */
async function candidateDemands(db: Database, listing: PropertyRow): Promise<DemandRow[]> {
  return db
    .select(demandColumns)
    .from(demandRegistrations)
    .leftJoin(leads, eq(leads.id, demandRegistrations.leadId))
    .where(
      and(
        eq(demandRegistrations.active, true),
        eq(demandRegistrations.goal, listing.goal === 0 ? 0 : 1),
        arrayContains(demandRegistrations.zips, [listing.zip]),
      ),
    );
}

/** The alert mail of one listing for one demand, in the demand's language. */
async function alertMail(db: Database, deps: DemandAlertDeps, demand: DemandRow, listing: PropertyRow) {
  const locale: Locale = isLocale(demand.locale) ? demand.locale : defaultLocale(deps.content);
  const messages = getMessages(locale);
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
    translate(messages, key, params);
  const [card] = await listingCardsFromRows(db, [listing], cardOptionsFor(deps.content, locale));
  const site = { siteUrl: deps.siteUrl, routes: deps.content.routes.routes };
  const { token } = await demandUnsubscribeToken(db, demand.id);
  const link = `${deps.siteUrl}${card!.href}`;
  const name = nameOf(demand.contact);
  const { siteInfo } = deps.content;
  const blocks: MailBlock[] = [
    ...(name ? [{ paragraph: t("mail.greeting", { name }) }] : []),
    { paragraph: t("mail.alert.intro") },
    {
      rows: [
        { label: t("form.listing"), value: card!.title },
        ...(card!.price ? [{ label: t("detail.price"), value: card!.price }] : []),
        { label: t("form.city"), value: `${card!.zip} ${card!.city}` },
      ],
    },
    { link: { href: link, text: t("mail.viewProperty") } },
    { paragraph: `${t("mail.signature")}\n${siteInfo.name}\n${siteInfo.phone} · ${siteInfo.email}` },
  ];
  return composeMail({
    locale,
    to: demand.email,
    subject: `${t("mail.alert.subject")} – ${card!.title}`,
    blocks,
    unsubscribe: { url: unsubscribeUrl(site, locale, token), text: t("mail.alert.unsubscribe") },
  });
}

/**
 * Matches listings against the active demands and records one alert per new (demand, listing)
 * pair: mailed at once through the outbox (instant), or left for the day's digest (daily). Listings that are not published or no longer available are skipped. Safe to run again
 * with the same ids, and from several processes at once (the primary key decides).
 */
export async function matchDemandAlerts(
  db: Database,
  propertyIds: readonly number[],
  deps: DemandAlertDeps,
): Promise<DemandAlertReport> {
  const report: DemandAlertReport = { listings: 0, alerts: 0 };
  const ids = [...new Set(propertyIds)];
  if (ids.length === 0) return report;
  const listings = await db
    .select()
    .from(properties)
    .where(and(inArray(properties.id, ids), eq(properties.published, true), eq(properties.availability, "available")));
  for (const listing of listings) {
    report.listings++;
    const demands = (await candidateDemands(db, listing)).filter((demand) => matchesDemand(demandOf(demand), listing));
    for (const demand of demands) {
      const daily = demand.alertFrequency === "daily";
      const mail = daily ? null : await alertMail(db, deps, demand, listing);
      const sent = await db.transaction(async (tx) => {
        const [alert] = await tx
          .insert(demandAlerts)
          .values({ demandId: demand.id, propertyId: listing.id, mailedAt: daily ? null : new Date() })
          .onConflictDoNothing()
          .returning({ demandId: demandAlerts.demandId });
        if (!alert) return false;
        // Not tied to the demand's lead: an alert's delivery is not the lead's.
        if (mail)
          await enqueue(tx, {
            leadId: null,
            channel: "mail",
            idempotencyKey: `demand-alert:${demand.id}:${listing.id}`,
            payload: mail,
          });
        return true;
      });
      if (sent) report.alerts++;
    }
  }
  deps.logger?.info({ ...report }, "demand alerts matched");
  return report;
}

/** The sync's `listingsAdded(propertyIds)` hook: demand alerts for what a run added or published again. */
export function demandAlertsHook(
  db: Database,
  deps: DemandAlertDeps,
): (propertyIds: readonly number[]) => Promise<DemandAlertReport> {
  return (propertyIds) => matchDemandAlerts(db, propertyIds, deps);
}
