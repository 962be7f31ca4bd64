import path from "node:path";
import type { Logger } from "pino";
import type { DatabaseHandle } from "#db/client.server.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import { defaultLocale, enabledLocales } from "#app/services/content/languages.ts";
import { createListingProvider, providerLocales } from "#app/providers/create-provider.server.ts";
import type { ListingProvider } from "#app/providers/listing-provider.ts";
import type { ServerConfig } from "../config.ts";
import { projectRoot } from "../project-root.ts";
import { listingsAddedHook } from "./listings-added.ts";
import { startSyncScheduler, type SyncScheduler } from "./sync-scheduler.ts";
import { createSyncNow, type SyncNow } from "./sync-now.ts";

const sampleFeedDir = path.join(projectRoot, "data/sample/feed");

/**
 * A server process's listing provider (PROVIDER) and, unless SYNC_INTERVAL=off, its scheduled
 * catalogue sync with the demand alerts plugged in; and the console's "sync now" (decision 0051),
 * whatever the schedule. server/index.ts calls this at start-up; the
 * two-process test starts exactly this in each of its processes.
 */
export function startCatalogueSync(options: {
  config: Pick<ServerConfig, "provider" | "omnicasa" | "providerTimeoutMs" | "syncIntervalMs" | "siteUrl"> &
    Partial<Pick<ServerConfig, "sampleFeedDir" | "syncMaxUnpublishShare" | "providerMaxResponseBytes">>;
  database: DatabaseHandle;
  content: SiteContent;
  logger: Logger;
}): { provider: ListingProvider; scheduler: SyncScheduler | null; syncNow: SyncNow } {
  const { config, database, content, logger } = options;
  const provider = createListingProvider(config, {
    locales: providerLocales(enabledLocales(content), defaultLocale(content)),
    sampleFeedDir: config.sampleFeedDir ?? sampleFeedDir,
  });
  // What every run of this process takes, scheduled or started from the console's "sync now".
  const runOptions = {
    holidayTypeIds: content.settings.holidayTypeIds ?? [],
    ...(config.syncMaxUnpublishShare ? { maxUnpublishShare: config.syncMaxUnpublishShare } : {}),
    listingsAdded: listingsAddedHook({
      db: database.db,
      content,
      siteUrl: config.siteUrl,
      logger: logger.child({ worker: "demand-alerts" }),
    }),
  };
  const scheduler = config.syncIntervalMs
    ? startSyncScheduler({
        database,
        provider,
        intervalMs: config.syncIntervalMs,
        logger: logger.child({ worker: "sync" }),
        ...runOptions,
      })
    : null;
  const syncNow = createSyncNow({ database, provider, request: runOptions, logger: logger.child({ worker: "sync" }) });
  logger.info(
    { provider: provider.name, syncIntervalSeconds: config.syncIntervalMs ? config.syncIntervalMs / 1000 : null },
    config.syncIntervalMs
      ? "listing provider, synced on a schedule"
      : "listing provider; SYNC_INTERVAL=off: no scheduled sync",
  );
  return { provider, scheduler, syncNow };
}
