import { eq } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { catalogueVersion, contentVersion } from "#db/schema.ts";
import type { PageVersions } from "./page-cache.ts";

/**
 * The versions a rendered page depends on (decision 0055): the catalogue's (raised by a trigger on
 * every change of a catalogue table, decision 0023) and the content's (the console's published
 * changes, decision 0052), in one query prepared once. Null when a row is missing (a database the
 * migrations have not reached): nothing is then kept.
 */
export function pageVersionsReader(db: Database): () => Promise<PageVersions | null> {
  let query: ReturnType<typeof prepare> | undefined;
  const prepare = () =>
    db
      .select({ catalogue: catalogueVersion.version, content: contentVersion.version })
      .from(catalogueVersion)
      .innerJoin(contentVersion, eq(contentVersion.id, 1))
      .where(eq(catalogueVersion.id, 1))
      .prepare("page_versions");
  return async () => {
    query ??= prepare();
    const [row] = await query.execute();
    return row ?? null;
  };
}
