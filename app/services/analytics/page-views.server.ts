import { and, asc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Database } from "#db/client.server.ts";
import { pageViews } from "#db/schema.ts";
import type { ViewCounter } from "./view-counter.server.ts";
import { trafficSource, type TrafficSource } from "#app/lib/traffic-source.ts";
import { dayInTimeZone, viewDecision, type ViewDecision, type ViewRequest } from "#app/lib/view-counting.ts";

/**
 * First-party page views of listings for the owner portal: one row per listing, day and source,
 * whose `views` grows by one per view. The request path only counts in memory; the process's view
 * counter writes the counts once a second (app/services/analytics/view-counter.server.ts). Nothing about the visitor is stored or read (no cookie,
 * no address, no browser string): the source comes from the page's campaign parameters and the
 * Referer header (app/lib/traffic-source.ts), robots and prefetches are left out
 * (app/lib/view-counting.ts).
 *
 * Pages served by a shared cache (a CDN keeps detail pages up to a minute, publicCacheHeaders)
 * never reach this code: behind a CDN the counts are lower than the real views. The server's own
 * page cache (decision 0055) counts them: the loader notes the listing its page is a view of, and
 * each answer from memory counts a view of it as the loader would have.
 */
export type ListingKind = "property" | "project";

/** The listing a page is a view of. */
export type ViewedListing = { kind: ListingKind; listingId: number };

/** The agency's calendar day: views are counted per Belgian day, whatever the server's clock zone. */
export const VIEW_DAY_TIME_ZONE = "Europe/Brussels";

export type ViewCount = { decision: ViewDecision; source: TrafficSource | null };

export function countListingView(
  views: ViewCounter,
  {
    kind,
    listingId,
    request,
    siteUrl,
    now = new Date(),
  }: { kind: ListingKind; listingId: number; request: ViewRequest; siteUrl: string; now?: Date },
): ViewCount {
  const decision = viewDecision(request);
  if (decision !== "count") return { decision, source: null };
  const url = new URL(request.url);
  const source = trafficSource({
    search: url.search,
    referrer: request.headers.get("referer"),
    siteHost: new URL(siteUrl).host,
  });
  views.add({ kind, listingId, day: dayInTimeZone(now, VIEW_DAY_TIME_ZONE), source });
  return { decision, source };
}

/**
 * Counts a view from a detail page's loader: in memory, so the page never waits on statistics.
 * The listing is noted in the request's `viewedListings`, whatever this request's decision (a
 * robot's render may serve a person next), for the page cache to count at each answer it gives.
 */
export function countViewFromLoader(
  context: AppLoadContext,
  kind: ListingKind,
  listingId: number,
  request: Request,
): void {
  context.viewedListings?.push({ kind, listingId });
  countListingView(context.views, { kind, listingId, request, siteUrl: context.config.siteUrl });
}

export type DailyViews = { day: string; source: TrafficSource; views: number };

/** A listing's counted views per day and source, oldest first (the owner portal's figures are built on this). */
export async function listingViews(db: Database, kind: ListingKind, listingId: number): Promise<DailyViews[]> {
  const rows = await db
    .select({ day: pageViews.day, source: pageViews.source, views: pageViews.views })
    .from(pageViews)
    .where(and(eq(pageViews.listingKind, kind), eq(pageViews.listingId, listingId)))
    .orderBy(asc(pageViews.day), asc(pageViews.source));
  return rows.map((row) => ({ day: String(row.day), source: row.source as TrafficSource, views: row.views }));
}
