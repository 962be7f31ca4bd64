import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, isNull, like, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#db/client.server.ts";
import { testimonials, uploads } from "#db/schema.ts";
import { sniffImageType } from "#app/lib/image-type.ts";
import { createDatabaseUploadStore, UPLOADS_PREFIX, type UploadStore } from "./upload-store.server.ts";

export type DiskUploadsImport = {
  /** Pictures read from DATA_DIR/uploads and stored. */
  imported: number;
  /** Pictures a record names that this machine's disk does not hold (another machine's, or lost). */
  missing: number;
};

/**
 * The upgrade from photos kept as files (decision 0014) to the upload store (decision 0053): the
 * pictures the testimonials name that the store lacks are read from DATA_DIR/uploads and stored.
 * Run at every start by the primary process, after the migrations: once everything is imported it
 * costs one query. Idempotent, and safe with several machines starting at once (each imports what
 * its own disk holds; a path already stored is left as it is).
 *
 * Only pictures a record names: a file whose testimonial was erased, or that no record ever took,
 * is not brought back.
 */
export async function importDiskUploads(
  db: Database,
  { dataDir }: { dataDir: string },
  logger: Pick<Logger, "info">,
  store: UploadStore = createDatabaseUploadStore(db),
): Promise<DiskUploadsImport> {
  const storePath = sql<string>`substr(${testimonials.imageUrl}, ${UPLOADS_PREFIX.length + 1})`;
  const wanted = await db
    .selectDistinct({ path: storePath })
    .from(testimonials)
    .leftJoin(uploads, eq(uploads.path, storePath))
    .where(and(like(testimonials.imageUrl, `${UPLOADS_PREFIX}_%`), isNull(uploads.path)));

  const root = path.resolve(dataDir, "uploads");
  const result: DiskUploadsImport = { imported: 0, missing: 0 };
  for (const { path: wantedPath } of wanted) {
    const file = path.resolve(root, wantedPath);
    // A record's path stays inside DATA_DIR/uploads, whatever it says.
    const bytes = file.startsWith(root + path.sep) ? await readIfThere(file) : null;
    const type = bytes ? sniffImageType(bytes) : null;
    if (!bytes || !type) {
      result.missing++;
      continue;
    }
    if (await store.put(db, { path: wantedPath, bytes, contentType: `image/${type}` })) result.imported++;
  }
  if (wanted.length > 0) logger.info(result, "uploads on disk imported into the database");
  return result;
}

async function readIfThere(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR") return null;
    throw error;
  }
}
