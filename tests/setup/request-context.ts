import pino from "pino";
import type { AppLoadContext } from "react-router";
import type { Database } from "#db/client.server.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import { createCatalogueCache } from "#app/services/listings/catalogue-cache.server.ts";
import { createViewCounter } from "#app/services/analytics/view-counter.server.ts";

export const TEST_SITE_URL = "https://agency.example";

/**
 * The `context` a loader or action receives (server/context.ts), on a test database and content:
 * what the Express entry gives every request, with quiet logs and fixed values. Each call has a
 * catalogue cache of its own, so a test's content changes never meet another's cached pages; a
 * test that wants one server process's cache across requests keeps one context. Page views are
 * counted in the context's view counter: a test that reads them flushes it first.
 */
export function requestContext(
  db: Database,
  content: SiteContent,
  overrides: Partial<AppLoadContext> = {},
): AppLoadContext {
  return {
    db,
    content,
    config: { siteUrl: TEST_SITE_URL, mode: "test", agencyEmail: "office@agency.example", dataDir: "", cdnHost: null },
    provider: { name: "sample", acceptsLeads: false },
    logger: pino({ level: "silent" }),
    requestId: "test",
    cspNonce: "nonce",
    catalogue: createCatalogueCache(db),
    views: createViewCounter(db),
    lastSync: async () => null,
    ...overrides,
  };
}
