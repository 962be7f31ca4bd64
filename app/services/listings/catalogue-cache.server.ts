import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "#db/client.server.ts";
import { catalogueVersion } from "#db/schema.ts";

/**
 * What a server process built from the catalogue (a detail page's data: the listing, its pictures,
 * documents, price history, project and similar listings: nine queries and their assembly), kept
 * with the catalogue version it was built at (db/schema.ts `catalogue_version`, raised by a trigger
 * on every change of a catalogue table) and used again while the version is the same. One small
 * query per use instead of the nine; never stale, in every process, whoever changed the catalogue.
 *
 * The version is read before the data, so data built after a change was committed can only be
 * stored under an older version and is never served for a newer one. Values are shared by every
 * request that asks for the same key: callers must not change them.
 */
export type CatalogueCache = {
  /** `key`'s value for the catalogue as it is now: from memory when the catalogue has not changed since it was built. */
  read<T>(key: string, build: () => Promise<T>): Promise<T>;
};

/** Keys kept at the most (least recently used go first): every listing of a large agency in its four languages. */
const DEFAULT_MAX_ENTRIES = 4_000;

type Entry = { version: number; value: Promise<unknown> };

export function createCatalogueCache(db: Database, options: { maxEntries?: number } = {}): CatalogueCache {
  const entries = new LRUCache<string, Entry>({ max: options.maxEntries ?? DEFAULT_MAX_ENTRIES });
  // Prepared once, at the first read (the cache is made at start-up, before any query): its SQL is not built again on every read.
  let currentVersion: ReturnType<typeof prepareVersion> | undefined;
  const prepareVersion = () =>
    db
      .select({ version: catalogueVersion.version })
      .from(catalogueVersion)
      .where(eq(catalogueVersion.id, 1))
      .prepare("catalogue_version");

  return {
    async read<T>(key: string, build: () => Promise<T>): Promise<T> {
      currentVersion ??= prepareVersion();
      const [row] = await currentVersion.execute();
      // No version row (a database the migration has not reached): build every time.
      if (!row) return build();
      const cached = entries.get(key);
      if (cached && cached.version === row.version) return cached.value as Promise<T>;
      // The promise is kept, so requests arriving while it is built wait for the same build.
      const value = build();
      entries.set(key, { version: row.version, value });
      // A failed build is not kept: the next request tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
  };
}
