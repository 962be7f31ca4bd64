import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { demandAlerts, demandDigestRuns, demandRegistrations, leads, properties } from "#db/schema.ts";
import { isLocale, type Locale } from "#app/i18n/locales.ts";
import { getMessages, translate } from "#app/i18n/translate.ts";
import { imageUrl } from "#app/lib/image-url.ts";
import { defaultLocale } from "#app/services/content/languages.ts";
import { cardOptionsFor, listingCardsFromRows, type ListingCard } from "#app/services/listings/listing-cards.server.ts";
import { demandColumns, nameOf, type DemandAlertDeps, type DemandRow } from "./demand-alerts.server.ts";
import { composeMail, type MailBlock } from "./lead-mail.server.ts";
import { enqueue } from "./outbox.server.ts";
import { demandUnsubscribeToken, unsubscribeUrl } from "./demand-token.server.ts";

/**
 * The daily digest of the demand alerts: for every active demand whose visitor chose "daily", the
 * matches recorded since its last digest (demand_alerts rows with `mailed_at` null) in ONE mail, in
 * the demand's language: each listing's picture (an absolute /img/ URL), price (or "price on
 * request"), EPC label, place and link, and the demand's one-click unsubscribe link.
 *
 * Exactly once, across several server processes: a run first claims its slot (the primary key of
 * demand_digest_runs: one process wins, the others do nothing), and each demand's digest marks its
 * rows mailed in the same transaction as its outbox row (idempotency key per demand and slot), so a
 * listing is in at most one digest. A run that dies half-way leaves the rest for the next day's.
 */
export type DigestReport = { claimed: boolean; digests: number; listings: number };

/** Picture width in the mail (through /img/, resized to WebP). */
const PICTURE_WIDTH = 400;

/** The digest mail of some listings for one demand. */
function digestMail(deps: DemandAlertDeps, demand: DemandRow, cards: ListingCard[], token: string) {
  const locale: Locale = isLocale(demand.locale) ? demand.locale : defaultLocale(deps.content);
  const messages = getMessages(locale);
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
    translate(messages, key, params);
  const site = { siteUrl: deps.siteUrl, routes: deps.content.routes.routes };
  const absolute = (url: string) => (url.startsWith("/") ? `${deps.siteUrl}${url}` : url);
  const name = nameOf(demand.contact);
  const { siteInfo } = deps.content;
  const listingBlocks = cards.flatMap((card): MailBlock[] => [
    ...(card.image
      ? [
          {
            image: {
              src: absolute(imageUrl(card.image.src, PICTURE_WIDTH, deps.imageHost)),
              alt: card.title,
              width: PICTURE_WIDTH,
              height: Math.round((PICTURE_WIDTH * 2) / 3),
            },
          },
        ]
      : []),
    {
      rows: [
        { label: t("form.listing"), value: card.title },
        { label: t("detail.price"), value: card.price ?? t("listing.priceOnRequest") },
        ...(card.epcLabel ? [{ label: t("detail.epcLabel"), value: card.epcLabel }] : []),
        { label: t("form.city"), value: `${card.zip} ${card.city}` },
      ],
    },
    { link: { href: `${deps.siteUrl}${card.href}`, text: t("mail.viewProperty") } },
  ]);
  return composeMail({
    locale,
    to: demand.email,
    subject:
      cards.length === 1
        ? `${t("mail.alert.subject")} – ${cards[0]!.title}`
        : t("mail.digest.subject", { count: cards.length }),
    blocks: [
      ...(name ? [{ paragraph: t("mail.greeting", { name }) }] : []),
      { paragraph: t("mail.digest.intro") },
      ...listingBlocks,
      { paragraph: `${t("mail.signature")}\n${siteInfo.name}\n${siteInfo.phone} · ${siteInfo.email}` },
    ],
    unsubscribe: { url: unsubscribeUrl(site, locale, token), text: t("mail.alert.unsubscribe") },
  });
}

/**
 * One demand's digest: its waiting matches still on offer, marked mailed with the digest's outbox
 * row in one transaction. Matches no longer on offer are marked too (never mailed late); a demand
 * whose matches are all gone gets no mail. Returns the number of listings mailed.
 */
async function sendDigest(db: Database, deps: DemandAlertDeps, demand: DemandRow, slot: Date): Promise<number> {
  const waiting = await db
    .select({ propertyId: demandAlerts.propertyId })
    .from(demandAlerts)
    .where(and(eq(demandAlerts.demandId, demand.id), isNull(demandAlerts.mailedAt)));
  if (waiting.length === 0) return 0;
  const ids = waiting.map((row) => row.propertyId);
  const rows = await db
    .select()
    .from(properties)
    .where(and(inArray(properties.id, ids), eq(properties.published, true), eq(properties.availability, "available")))
    .orderBy(asc(properties.id));
  const locale: Locale = isLocale(demand.locale) ? demand.locale : defaultLocale(deps.content);
  const cards = await listingCardsFromRows(db, rows, cardOptionsFor(deps.content, locale));
  const { token } = await demandUnsubscribeToken(db, demand.id);
  return db.transaction(async (tx) => {
    const taken = await tx
      .update(demandAlerts)
      .set({ mailedAt: new Date() })
      .where(
        and(eq(demandAlerts.demandId, demand.id), inArray(demandAlerts.propertyId, ids), isNull(demandAlerts.mailedAt)),
      )
      .returning({ propertyId: demandAlerts.propertyId });
    // Only what this transaction took: a listing is in one digest at most.
    const mine = new Set(taken.map((row) => row.propertyId));
    const mailed = cards.filter((card) => mine.has(card.id));
    if (mailed.length === 0) return 0;
    await enqueue(tx, {
      leadId: null,
      channel: "mail",
      idempotencyKey: `demand-digest:${demand.id}:${slot.toISOString()}`,
      payload: digestMail(deps, demand, mailed, token),
    });
    return mailed.length;
  });
}

/**
 * The digests of a slot (a day): claims it, then sends one digest per active daily demand with
 * waiting matches. A slot already claimed (by this or another process) sends nothing.
 */
export async function sendDemandDigests(db: Database, deps: DemandAlertDeps, slot: Date): Promise<DigestReport> {
  const [claim] = await db
    .insert(demandDigestRuns)
    .values({ slot })
    .onConflictDoNothing()
    .returning({ slot: demandDigestRuns.slot });
  if (!claim) return { claimed: false, digests: 0, listings: 0 };
  const demands = await db
    .select(demandColumns)
    .from(demandRegistrations)
    .leftJoin(leads, eq(leads.id, demandRegistrations.leadId))
    .where(
      and(
        eq(demandRegistrations.active, true),
        eq(demandRegistrations.alertFrequency, "daily"),
        sql`exists (select 1 from ${demandAlerts} where ${demandAlerts.demandId} = ${demandRegistrations.id} and ${demandAlerts.mailedAt} is null)`,
      ),
    );
  const report: DigestReport = { claimed: true, digests: 0, listings: 0 };
  for (const demand of demands) {
    const listings = await sendDigest(db, deps, demand, slot);
    if (listings > 0) {
      report.digests++;
      report.listings += listings;
    }
  }
  await db
    .update(demandDigestRuns)
    .set({ finishedAt: new Date(), digests: report.digests })
    .where(eq(demandDigestRuns.slot, slot));
  deps.logger?.info(
    { slot: slot.toISOString(), digests: report.digests, listings: report.listings },
    "demand digests queued",
  );
  return report;
}
