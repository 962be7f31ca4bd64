import type { Logger } from "pino";
import type { Database } from "#db/client.server.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import type { ServerConfig } from "./config.ts";
import type { FormGuard } from "#app/services/leads/lead-form.server.ts";
import type { ListingProvider } from "#app/providers/listing-provider.ts";
import type { Catalogue } from "#app/services/listings/catalogue.server.ts";
import type { ViewCounter } from "#app/services/analytics/view-counter.server.ts";

/**
 * What every loader and action receives as `context`: the database, the site's content and the
 * request's own values. Passed in by the Express entry, never imported as module singletons, so
 * tests can give a route a database and content of their own.
 */
export type RequestContext = {
  db: Database;
  content: SiteContent;
  config: Pick<ServerConfig, "siteUrl" | "mode" | "agencyEmail" | "dataDir" | "cdnHost"> &
    // Unset in contexts made without the environment (scripts, tests): the setting's default, nl.
    Partial<Pick<ServerConfig, "agencyLanguage">>;
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
  cspNonce: string;
  /**
   * The one way to read listings and projects (app/services/listings/catalogue.server.ts, decision
   * 0039): built at start-up with its cache, kept while the catalogue is unchanged (one per server process).
   */
  catalogue: Catalogue;
  /** Listing page views, counted in memory and written once a second (one per server process). */
  views: ViewCounter;
  /** Last successful import of the listing feed, or null. */
  lastSync: () => Promise<Date | null>;
  /** POST requests: the form rate limit's verdict for this address (server/form-guard.ts). */
  formGuard?: FormGuard;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
