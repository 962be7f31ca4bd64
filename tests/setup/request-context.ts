import pino from "pino";
import type { AppLoadContext } from "react-router";
import type { Database } from "#db/client.server.ts";
import type { SiteContent } from "#app/services/content/load-content.server.ts";
import { createCatalogue } from "#app/services/listings/catalogue.server.ts";
import { createViewCounter } from "#app/services/analytics/view-counter.server.ts";
import { createContentStore, type ContentStore } from "#app/services/content/content-store.server.ts";

export const TEST_SITE_URL = "https://agency.example";

/**
 * The `context` a loader or action receives (app/request-context.server.ts), on a test database and content:
 * what the Express entry gives every request, with quiet logs and fixed values. Each call has a
 * catalogue of its own (on the context's database and content, with its own cache), so a test's
 * content changes never meet another's cached pages; a test that wants one server process's cache
 * across requests keeps one context. Page views are
 * counted in the context's view counter: a test that reads them flushes it first.
 */
export function requestContext(
  db: Database,
  content: SiteContent,
  overrides: Partial<AppLoadContext> = {},
): AppLoadContext {
  const base: AppLoadContext = {
    db,
    content,
    config: { siteUrl: TEST_SITE_URL, mode: "test", agencyEmail: "office@agency.example", dataDir: "", cdnHost: null },
    provider: { name: "sample", acceptsLeads: false },
    logger: pino({ level: "silent" }),
    requestId: "test",
    catalogue: createCatalogue(overrides.db ?? db, overrides.content ?? content),
    // The content given is the files' as far as the console's content pages are concerned.
    contentStore: createContentStore(overrides.db ?? db, overrides.content ?? content),
    views: createViewCounter(db),
    lastSync: async () => null,
  };
  return { ...base, ...overrides };
}

/**
 * The context of a request to one server process, whose content is read per request from the
 * process's store (`createContentStore(db, files)`, kept across requests) as server/app.ts reads
 * it: a second store on the same database is a second process.
 */
export async function processRequestContext(
  db: Database,
  store: ContentStore,
  overrides: Partial<AppLoadContext> = {},
): Promise<AppLoadContext> {
  return requestContext(db, await store.current(), { contentStore: store, ...overrides });
}
