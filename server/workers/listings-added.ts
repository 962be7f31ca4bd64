import type { Database } from "#db/client.server.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import { matchDemandAlerts } from "#app/services/leads/demand-alerts.server.ts";

/**
 * What runs after a sync committed new (or re-published) listings: the demand alerts ("keep me
 * informed"), at most one mail per demand and listing, queued in the outbox. Used by the
 * scheduled sync (server/workers/start-catalogue-sync.ts) and by `npm run sync`.
 */
export function listingsAddedHook(deps: {
  db: Database;
  content: SiteContent;
  siteUrl: string;
  logger?: { info(fields: object, message: string): void };
}): (propertyIds: number[]) => Promise<void> {
  return async (propertyIds) => {
    if (propertyIds.length === 0) return;
    const report = await matchDemandAlerts(deps.db, propertyIds, {
      content: deps.content,
      siteUrl: deps.siteUrl,
      ...(deps.logger ? { logger: deps.logger } : {}),
    });
    deps.logger?.info(report, "demand alerts queued for new listings");
  };
}
