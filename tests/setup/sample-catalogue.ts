import path from "node:path";
import type { AppLoadContext } from "react-router";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createSampleProvider } from "#app/providers/sample/sample-provider.server.ts";
import { requestContext, TEST_SITE_URL } from "./request-context.ts";
import { importCatalogue } from "#app/services/listings/sync-catalogue.server.ts";
import { loadContent, type SiteContent } from "#app/services/content/load-content.server.ts";
import { createTestDatabase } from "./test-database.ts";

const root = path.resolve(import.meta.dirname, "../..");
export const SITE_URL = TEST_SITE_URL;

export type SampleCatalogue = {
  database: DatabaseHandle;
  content: SiteContent;
  /** A request context on the test database, with the shipped content changed by `changes`. */
  context(changes?: (content: SiteContent) => SiteContent): AppLoadContext;
  close(): Promise<void>;
};

/** A fresh test database (PGlite, or PostgreSQL in `npm test`) with the sample feed imported. */
export async function openSampleCatalogue(): Promise<SampleCatalogue> {
  const database = await createTestDatabase();
  const content = await loadContent(path.join(root, "content"));
  await importCatalogue(database.db, createSampleProvider(path.join(root, "data/sample/feed")));
  return {
    database,
    content,
    context: (changes = (c) => c) => requestContext(database.db, changes(structuredClone(content))),
    close: () => database.close(),
  };
}

/** The shipped content with another list page size (the sample fits on one page of 12). */
export function withPageSize(size: number): (content: SiteContent) => SiteContent {
  return (content) => ({ ...content, settings: { ...content.settings, listPageSize: size } });
}
