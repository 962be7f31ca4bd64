import type { Logger } from "pino";
import type { Database } from "#db/client.server.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import type { ContentStore } from "#app/services/content/content-store.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { FormGuard } from "#app/services/leads/lead-form.server.ts";
import type { ListingProvider } from "#app/providers/listing-provider.ts";
import type { Catalogue } from "#app/services/listings/catalogue.server.ts";
import type { ViewCounter } from "#app/services/analytics/view-counter.server.ts";
import type { ViewedListing } from "#app/services/analytics/page-views.server.ts";

/**
 * The settings a request may read, as server/config.ts parses them from the environment (its
 * ServerConfig fits this shape; the Express entry passes them in).
 */
export type RequestConfig = {
  siteUrl: string;
  mode: "development" | "production" | "test";
  agencyEmail: string | undefined;
  dataDir: string;
  /** The CDN host of the picture URLs (CDN_HOST), or null. */
  cdnHost: string | null;
  /** Unset in contexts made without the environment (scripts, tests): the setting's default, nl. */
  agencyLanguage?: Locale;
};

/**
 * What every loader and action receives as `context`: the database, the site's content and the
 * request's own values. Passed in by the Express entry (server/app.ts), never imported as module
 * singletons, so tests can give a route a database and content of their own. Declared here, in
 * app/, because it is the app's contract with the process that serves it: app/ never imports server/.
 */
export type RequestContext = {
  db: Database;
  /**
   * The content as this request shows it: the files with the changes published in the console
   * (decision 0052), read per request from `contentStore`; a manager's preview has the drafts too.
   */
  content: SiteContent;
  /** The process's content (one per server process): the files' values, and the published content as it changes. */
  contentStore: ContentStore;
  config: RequestConfig;
  /**
   * The listing provider, as the request path may see it: whether it takes leads (the forms then
   * queue the lead's provider call, app/services/leads/provider-forwarding.server.ts). Pages never
   * call the provider: they read our database.
   */
  provider: Pick<ListingProvider, "name" | "acceptsLeads">;
  logger: Logger;
  requestId: string;
  /** The client's address (through the proxies TRUST_PROXY names): the owner login's throttle counts per address. */
  clientAddress?: string;
  /**
   * The listings whose view this request's page counted (app/services/analytics/page-views.server.ts):
   * kept with the page in the server's page cache, which counts them at each answer it gives (decision 0055).
   */
  viewedListings?: ViewedListing[];
  /**
   * The one way to read listings and projects (app/services/listings/catalogue.server.ts, decision
   * 0039): built at start-up with its cache, kept while the catalogue is unchanged (one per server process).
   */
  catalogue: Catalogue;
  /** Listing page views, counted in memory and written once a second (one per server process). */
  views: ViewCounter;
  /** Last successful import of the listing feed, or null. */
  lastSync: () => Promise<Date | null>;
  /** POST requests: the form rate limit's verdict for this address (set by the Express form guard). */
  formGuard?: FormGuard;
  /**
   * The console's "sync now" (decision 0051): starts a catalogue sync in the background of this
   * server process, through the scheduled sync's path and its lock (server/workers/sync-now.ts);
   * "running" when a sync holds the lock already. Unset where the process has no provider to sync
   * from (tests, tools): the console then says it is not available.
   */
  syncNow?: () => Promise<"started" | "running">;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
