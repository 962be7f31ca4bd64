import crypto from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { uploads } from "#db/schema.ts";

/**
 * Where the files visitors send are kept (decision 0053): one contract, by path, so that every
 * server process and machine reads what any of them received. The path is the part after
 * `/uploads/` of the site path a record keeps (`testimonials/{name}-{random}.webp`).
 *
 * Writes take the database transaction of the record that names the file (`tx`): with the
 * PostgreSQL store the file commits or rolls back with its record, so there is never a file
 * without its record nor a cleanup after a failed insert. A store outside the database (S3) would
 * write the object at `put` and record its removal in `tx` for after the commit (decision 0053).
 */
export type UploadStore = {
  /**
   * Stores `upload` at its path within `tx`: true, or false when that path already holds a file
   * (which is left as it is: a path names one file for good, so its hash and variants stay valid).
   */
  put(tx: UploadWriter, upload: NewUpload): Promise<boolean>;
  /** What is stored at `path`, without its bytes (the image endpoint's cache key); null: nothing. */
  head(path: string): Promise<UploadInfo | null>;
  /** The file at `path` with its bytes; null: nothing there. */
  get(path: string): Promise<Upload | null>;
  /** Removes the files at `paths` within `tx`; answers how many there were. */
  delete(tx: UploadWriter, paths: readonly string[]): Promise<number>;
};

export type NewUpload = { path: string; bytes: Buffer; contentType: string };

export type UploadInfo = {
  path: string;
  contentType: string;
  byteSize: number;
  /** SHA-256 of the bytes, hex: the picture's identity for caches and ETags. */
  contentHash: string;
  createdAt: Date;
};

export type Upload = UploadInfo & { bytes: Buffer };

/** The database, or one of its transactions: what the writes run on. */
export type UploadWriter = Pick<Database, "insert" | "delete">;

/** The site path prefix of every upload (`/uploads/{path}`), as records keep it and imageUrl() takes it. */
export const UPLOADS_PREFIX = "/uploads/";

/** The store path of a site path (`/uploads/testimonials/a.webp` → `testimonials/a.webp`); null when it is no upload. */
export function uploadPathOf(src: string): string | null {
  return src.startsWith(UPLOADS_PREFIX) && src.length > UPLOADS_PREFIX.length ? src.slice(UPLOADS_PREFIX.length) : null;
}

export function contentHashOf(bytes: Uint8Array): string {
  return crypto.createHash("sha256").update(bytes).digest("hex");
}

const INFO = {
  path: uploads.path,
  contentType: uploads.contentType,
  byteSize: uploads.byteSize,
  contentHash: uploads.contentHash,
  createdAt: uploads.createdAt,
};

/** The store in the `uploads` table of the site's database (PGlite or PostgreSQL alike). */
export function createDatabaseUploadStore(db: Database): UploadStore {
  return {
    async put(tx, { path, bytes, contentType }) {
      const stored = await tx
        .insert(uploads)
        .values({ path, bytes, contentType, byteSize: bytes.byteLength, contentHash: contentHashOf(bytes) })
        .onConflictDoNothing({ target: uploads.path })
        .returning({ path: uploads.path });
      return stored.length === 1;
    },
    async head(path) {
      const [row] = await db.select(INFO).from(uploads).where(eq(uploads.path, path));
      return row ?? null;
    },
    async get(path) {
      const [row] = await db
        .select({ ...INFO, bytes: uploads.bytes })
        .from(uploads)
        .where(eq(uploads.path, path));
      return row ?? null;
    },
    async delete(tx, paths) {
      if (paths.length === 0) return 0;
      const removed = await tx
        .delete(uploads)
        .where(inArray(uploads.path, [...paths]))
        .returning({ path: uploads.path });
      return removed.length;
    },
  };
}
