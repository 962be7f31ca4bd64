import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Request, Response } from "express";
import type { Logger } from "pino";
import sharp from "sharp";
import type { Database } from "#db/client.server.ts";
import { isDatabaseUnavailable } from "#app/lib/database-unavailable.ts";
import { IMAGE_WIDTHS, REMOTE_IMAGE_PATH } from "#app/lib/image-url.ts";
import {
  createDatabaseUploadStore,
  type UploadInfo,
  type UploadStore,
} from "#app/services/uploads/upload-store.server.ts";
import {
  fetchRemoteImage,
  ImageSourceError,
  parseRemoteImageQuery,
  remoteImageCacheKey,
  type AddressResolver,
} from "./remote-image.ts";

export { IMAGE_WIDTHS };

/**
 * The image endpoint: pictures resized to a whitelisted width (never enlarged) and converted to
 * WebP, cached on disk under {DATA_DIR}/cache/img/, served with an ETag and as immutable.
 * - GET /img/{width}/{source path}: the site's own pictures, from two folders only: public/images
 *   (URL prefix `images/`) and data/sample/pictures (URL prefix `sample/pictures/`); and the
 *   pictures visitors uploaded, already re-encoded by the site, from the upload store in the
 *   database (URL prefix `uploads/`, decision 0053), so every process serves what any received;
 * - GET /img/remote?src={url}&w={width}&format=webp: the listing provider's pictures, from the
 *   hosts of IMAGE_HOSTS only (./remote-image.ts), cached under {DATA_DIR}/cache/img/remote/, a
 *   folder kept to `maxRemoteEntries` files (the oldest go first): the site's own pictures are
 *   bounded by the files on disk, the remote ones by nothing but this cap.
 */

type ImageRoot = "images" | "sample" | "uploads";

export type ImageRequest = {
  /** Requested width in pixels; not yet checked against IMAGE_WIDTHS (that answer is a 400, not a 404). */
  width: number;
  root: ImageRoot;
  /** Decoded path below the root, segments joined with "/". */
  relative: string;
};

/** Folders of the roots on disk, relative to the project root; `uploads` is in the upload store. */
const ROOT_FOLDERS: Record<Exclude<ImageRoot, "uploads">, string> = {
  images: "public/images",
  sample: "data/sample/pictures",
};

/** No leading zero, so each width has exactly one URL (and one cache entry). */
const WIDTH_SEGMENT = /^[1-9]\d{0,4}$/;

/**
 * A decoded path segment: letters, digits and a few punctuation marks, never starting with a dot.
 * That one rule rejects ".", "..", hidden files, and (with "/", "\", ":" and control characters
 * outside the set) every traversal or absolute-path trick, however it was percent-encoded.
 */
const SAFE_SEGMENT = /^[\p{L}\p{N}_][\p{L}\p{N}_ .,()+-]*$/u;

const RASTER_FILE = /\.(?:jpe?g|png|webp)$/i;

/**
 * Parses `/img/{width}/{images|sample/pictures}/{path}` (the raw, still percent-encoded URL path)
 * into its parts, or null when it is not a picture the endpoint may serve.
 */
export function parseImagePath(urlPath: string): ImageRequest | null {
  const match = /^\/img\/([^/]+)\/(.+)$/.exec(urlPath);
  if (!match || !WIDTH_SEGMENT.test(match[1]!)) return null;
  const segments: string[] = [];
  // Decoded segment by segment: an encoded "/" (%2F) stays inside its segment and fails the check.
  for (const raw of match[2]!.split("/")) {
    const segment = decodeSegment(raw);
    if (segment === null || !SAFE_SEGMENT.test(segment)) return null;
    segments.push(segment);
  }
  let root: ImageRoot;
  let rest: string[];
  if (segments[0] === "images") {
    root = "images";
    rest = segments.slice(1);
  } else if (segments[0] === "sample" && segments[1] === "pictures") {
    root = "sample";
    rest = segments.slice(2);
  } else if (segments[0] === "uploads") {
    root = "uploads";
    rest = segments.slice(1);
  } else {
    return null;
  }
  const relative = rest.join("/");
  if (rest.length === 0 || !RASTER_FILE.test(relative)) return null;
  return { width: Number(match[1]), root, relative };
}

function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null; // malformed percent-encoding
  }
}

/** Part of every cache key: changing the encoding settings must not serve files made with the old ones. */
const ENCODING = { format: "webp", quality: 72, effort: 4 } as const;
const CACHE_CONTROL = "public, max-age=31536000, immutable";
/** What a 503 asks the client to wait, as every 503 of the site (decision 0028). */
const RETRY_AFTER_SECONDS = 30;

export type ImageHandlerOptions = {
  projectRoot: string;
  dataDir: string;
  logger: Logger;
  /** The site's database: the pictures visitors uploaded are read from its upload store. */
  db?: Database;
  /** Another store of the uploads than the database's (decision 0053). Neither: no uploads root (404). */
  uploadStore?: UploadStore;
  /** Resize jobs allowed at once; libvips already uses several threads per job. */
  maxConcurrentJobs?: number;
  /** Hosts the provider's pictures may come from (IMAGE_HOSTS); none: no remote pictures. */
  imageHosts?: readonly string[];
  /** Rendered remote pictures kept on disk at most (decision 0011). */
  maxRemoteEntries?: number;
  /** For tests: how the remote pictures' host names are resolved (the system's resolver otherwise). */
  resolve?: AddressResolver;
};

/** About 20 000 variants of 20 to 150 KB: an agency's catalogue in its common widths, within a few GB. */
const MAX_REMOTE_ENTRIES = 20_000;

/** The Express handler of the image endpoint; mount it with `app.get("/img/*path", …)`. */
export function createImageHandler({
  projectRoot,
  dataDir,
  logger,
  db,
  uploadStore = db ? createDatabaseUploadStore(db) : undefined,
  maxConcurrentJobs = 2,
  imageHosts = [],
  maxRemoteEntries = MAX_REMOTE_ENTRIES,
  resolve,
}: ImageHandlerOptions) {
  // Results are cached on disk by this module; libvips' own operation cache would only hold
  // decoded pictures in memory for no gain.
  sharp.cache(false);
  const cacheDir = path.join(dataDir, "cache", "img");
  const remoteCache = createBoundedFolder(path.join(cacheDir, "remote"), maxRemoteEntries, logger);
  const limit = createSemaphore(maxConcurrentJobs);
  // One job per cache key: concurrent requests for a picture not yet cached wait for the same one.
  const inFlight = new Map<string, Promise<Buffer>>();

  /** The cached variant, or `load()`'s picture resized, encoded and cached. */
  async function render(
    load: () => Promise<string | Buffer>,
    label: string,
    width: number,
    cacheFile: string,
    written?: () => void,
  ): Promise<Buffer> {
    try {
      return await fs.readFile(cacheFile);
    } catch (error) {
      if (!isMissingFile(error)) throw error;
    }
    const input = await load();
    const started = performance.now();
    const output = await limit(() =>
      sharp(input)
        .autoOrient() // EXIF orientation applied; metadata (camera, GPS) is dropped by default
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: ENCODING.quality, effort: ENCODING.effort })
        .toBuffer(),
    );
    logger.debug({ source: label, width, ms: Math.round(performance.now() - started) }, "image resized");
    // Temp file + rename: a reader never sees a half-written file, even across processes.
    const temporary = `${cacheFile}.${process.pid}.${crypto.randomUUID()}.tmp`;
    try {
      await fs.mkdir(path.dirname(cacheFile), { recursive: true });
      await fs.writeFile(temporary, output);
      await fs.rename(temporary, cacheFile);
      written?.();
    } catch (error) {
      // A full or read-only disk costs speed, not the picture.
      logger.warn({ err: error }, "image cache: could not write");
      await fs.rm(temporary, { force: true }).catch(() => undefined);
    }
    return output;
  }

  /** Answers with the variant of cache key `key`, rendering it once however many ask at the same time. */
  async function serve(req: Request, res: Response, key: string, render: () => Promise<Buffer>): Promise<void> {
    const etag = `"${key}"`;
    res.set("ETag", etag);
    if (ifNoneMatchMatches(req.get("If-None-Match"), etag)) {
      res.set("Cache-Control", CACHE_CONTROL).status(304).end();
      return;
    }
    let job = inFlight.get(key);
    if (!job) {
      job = render().finally(() => inFlight.delete(key));
      inFlight.set(key, job);
    }
    let body: Buffer;
    try {
      body = await job;
    } catch (error) {
      // The error page that follows must not carry this picture's validator.
      res.removeHeader("ETag");
      if (error instanceof ImageSourceError) {
        // The database unreachable: try again soon (decision 0028), never a 500.
        if (error.status === 503) res.set("Retry-After", String(RETRY_AFTER_SECONDS));
        res
          .status(error.status)
          .type("text/plain")
          .send(error.status === 404 ? "Not found" : error.status === 400 ? error.message : "image source unavailable");
        return;
      }
      throw error;
    }
    // Cache headers only on success: a year-long immutable error would outlive its cause.
    res.set({ "Content-Type": "image/webp", "Cache-Control": CACHE_CONTROL }).send(body);
  }

  /**
   * `/img/remote?src=…&w=…&format=webp`: a provider picture from an allowed host. The source URL
   * names the picture for good (the provider gives a changed picture a new URL), so its canonical
   * spelling, with the width and format, is the key.
   */
  async function remoteImage(req: Request, res: Response): Promise<void> {
    const query = parseRemoteImageQuery(req.query as Record<string, unknown>, IMAGE_WIDTHS, imageHosts);
    if (!query.ok) {
      res.status(400).type("text/plain").send(query.reason);
      return;
    }
    const { url, width, format } = query;
    const key = crypto
      .createHash("sha256")
      .update(JSON.stringify([ENCODING, remoteImageCacheKey(url, width, format)]))
      .digest("hex")
      .slice(0, 32);
    const load = async () => {
      const bytes = await fetchRemoteImage(url, imageHosts, resolve ? { resolve } : {});
      // What sharp cannot read is the source's fault, not ours.
      const readable = await sharp(bytes)
        .metadata()
        .then(
          () => true,
          () => false,
        );
      if (!readable) throw new ImageSourceError(502, "image source unreadable");
      return bytes;
    };
    await serve(req, res, key, () =>
      render(load, url.href, width, path.join(remoteCache.folder, `${key}.webp`), remoteCache.added).catch(
        (error: unknown) => {
          // A picture that breaks the encoder (truncated, corrupt) is the source's fault: 502.
          throw error instanceof ImageSourceError ? error : new ImageSourceError(502, "image source unreadable");
        },
      ),
    );
  }

  /**
   * `/img/{width}/uploads/{path}`: a picture a visitor sent, from the upload store. Its content hash
   * is in the key: a path names one picture for good, and a variant rendered by any process of
   * any machine has the same ETag. The variants stay in this machine's disk cache.
   */
  async function uploadedImage(
    store: UploadStore,
    req: Request,
    res: Response,
    width: number,
    relative: string,
  ): Promise<void> {
    let stored: UploadInfo | null;
    try {
      stored = await store.head(relative);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      res
        .status(503)
        .set("Retry-After", String(RETRY_AFTER_SECONDS))
        .type("text/plain")
        .send("image source unavailable");
      return;
    }
    if (!stored) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    const key = crypto
      .createHash("sha256")
      .update(JSON.stringify([ENCODING, width, "uploads", relative, stored.contentHash]))
      .digest("hex")
      .slice(0, 32);
    const load = async () => {
      const upload = await store.get(relative).catch((error: unknown) => {
        throw isDatabaseUnavailable(error) ? new ImageSourceError(503, "upload store unavailable") : error;
      });
      // Erased between the two reads.
      if (!upload) throw new ImageSourceError(404, "Not found");
      return upload.bytes;
    };
    await serve(req, res, key, () => render(load, `uploads/${relative}`, width, path.join(cacheDir, `${key}.webp`)));
  }

  return async function imageHandler(req: Request, res: Response): Promise<void> {
    if (req.baseUrl + req.path === REMOTE_IMAGE_PATH) {
      await remoteImage(req, res);
      return;
    }
    // baseUrl + path: the full, still-encoded path whether mounted by app.get or app.use("/img").
    const parsed = parseImagePath(req.baseUrl + req.path);
    if (!parsed) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    if (!(IMAGE_WIDTHS as readonly number[]).includes(parsed.width)) {
      res.status(400).type("text/plain").send("unsupported width");
      return;
    }
    if (parsed.root === "uploads") {
      if (uploadStore) await uploadedImage(uploadStore, req, res, parsed.width, parsed.relative);
      else res.status(404).type("text/plain").send("Not found");
      return;
    }
    const source = await resolveSource(path.join(projectRoot, ROOT_FOLDERS[parsed.root]), parsed.relative);
    if (!source) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }

    // The source's mtime and size are in the key: a replaced picture gets a new file and ETag.
    const key = crypto
      .createHash("sha256")
      .update(JSON.stringify([ENCODING, parsed.width, parsed.root, parsed.relative, source.mtimeMs, source.size]))
      .digest("hex")
      .slice(0, 32);
    const label = path.relative(projectRoot, source.file);
    await serve(req, res, key, () =>
      render(async () => source.file, label, parsed.width, path.join(cacheDir, `${key}.webp`)),
    );
  };
}

/**
 * RFC 9110 §13.1.2 with weak comparison: "*", or any listed tag equal to `etag` once a "W/" prefix
 * is ignored. Not Express's req.fresh: that answers 200 whenever the request says
 * `Cache-Control: no-cache`, which fetch() adds to every request carrying If-None-Match, although
 * that directive speaks to caches, not to the origin evaluating the condition.
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

type SourceFile = { file: string; mtimeMs: number; size: number };

/**
 * The real path of `relative` inside `rootDir` when it is a regular file there. Checked after
 * resolving symbolic links too, so a link inside the root cannot point the endpoint elsewhere.
 */
async function resolveSource(rootDir: string, relative: string): Promise<SourceFile | null> {
  try {
    const realRoot = await fs.realpath(rootDir);
    const file = await fs.realpath(path.join(realRoot, ...relative.split("/")));
    if (!file.startsWith(realRoot + path.sep)) return null;
    const stats = await fs.stat(file);
    return stats.isFile() ? { file, mtimeMs: stats.mtimeMs, size: stats.size } : null;
  } catch (error) {
    if (isMissingFile(error)) return null;
    throw error;
  }
}

function isMissingFile(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/**
 * A cache folder kept to `maxEntries` files: once more have been written, the oldest (by the time
 * they were written) are deleted down to nine tenths of the cap. The count is this process's
 * estimate, corrected by each pruning's listing, so several processes sharing the folder each keep
 * it near the cap without listing it on every write.
 */
function createBoundedFolder(folder: string, maxEntries: number, logger: Logger) {
  let estimate: number | null = null;
  let pruning: Promise<void> | null = null;

  async function prune(): Promise<void> {
    const names = (await fs.readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith(".webp"));
    estimate = names.length;
    if (names.length <= maxEntries) return;
    const files = await Promise.all(
      names.map(async (name) => ({
        name,
        mtimeMs: await fs.stat(path.join(folder, name)).then(
          (s) => s.mtimeMs,
          () => 0,
        ),
      })),
    );
    files.sort((a, b) => a.mtimeMs - b.mtimeMs || a.name.localeCompare(b.name));
    const excess = files.slice(0, files.length - Math.floor(maxEntries * 0.9));
    await Promise.all(excess.map((file) => fs.rm(path.join(folder, file.name), { force: true })));
    estimate = files.length - excess.length;
    logger.info({ folder, removed: excess.length, kept: estimate }, "image cache: oldest remote variants removed");
  }

  return {
    folder,
    /** Call after each file written to the folder. */
    added(): void {
      if (estimate !== null) estimate++;
      if (pruning || (estimate !== null && estimate <= maxEntries)) return;
      pruning = prune()
        .catch((error: unknown) => logger.warn({ err: error }, "image cache: could not prune"))
        .finally(() => (pruning = null));
    },
  };
}

/**
 * At most `size` jobs at once, the others queued in arrival order. Resizing is CPU- and
 * memory-heavy; a burst of uncached requests (a crawler, a cold cache) must not starve the pages.
 */
function createSemaphore(size: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (active < size) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await job();
    } finally {
      // Hand the slot straight to the next job, or free it.
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
