import type { Database } from "#db/client.server.ts";

/**
 * What runs after a sync committed new (or re-published) listings: the one place where the
 * demand alerts ("keep me informed") plug in, used by the scheduled sync (server/index.ts) and by
 * `npm run sync`. Today nothing is matched yet; the leads service's matcher goes here.
 */
export function listingsAddedHook(_deps: { db: Database }): (propertyIds: number[]) => Promise<void> {
  return async () => {};
}
