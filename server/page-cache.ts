import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { LISTING_PARAMETERS } from "#app/services/listings/search-query.ts";
import { SESSION_COOKIE } from "#app/services/owners/sessions.server.ts";
import { STAFF_SESSION_COOKIE } from "#app/services/staff/sessions.server.ts";
import type { ViewedListing } from "#app/services/analytics/page-views.server.ts";
import { ifNoneMatchMatches } from "./images.ts";

/**
 * Rendered anonymous pages kept in the server's memory (decision 0055): a page that a shared cache
 * may keep (`public, s-maxage`) is kept here too, with the catalogue's and the content's versions
 * read before it was rendered, and served again while both versions are the same and its
 * `s-maxage` has not passed. The versions are read at every request, so a page is never older than
 * the data (decision 0023); the `s-maxage` bounds what depends on the clock (a listing's "new" badge).
 *
 * Never kept, never served from here: anything but GET and HEAD; requests carrying an owner's or a
 * staff member's session; query strings with parameters other than the listing search's (a
 * campaign's `utm_source`, a calculator's amounts: those pages are rendered); answers that are not a
 * 200 HTML page marked public by its route (forms with errors answer posts or 4xx, owner pages are
 * private); answers that set a cookie or vary on anything but the encoding.
 */
export type PageVersions = { catalogue: number; content: number };

export type CachedPage = {
  versions: PageVersions;
  expiresAt: number;
  storedAt: number;
  /** The answer's headers as the render sent them, minus those of one request (its id, its length). */
  headers: Record<string, string>;
  etag: string;
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
  /** The listings whose view the page counts: counted again at each answer from memory. */
  views: ViewedListing[];
};

/** The query parameters a page may carry and still be kept: the listing search's, and the list's map view. */
const KEPT_PARAMETERS = new Set<string>([...LISTING_PARAMETERS, "view", "map"]);
/** Paths that are never pages: files, data of client navigations, APIs, the console. */
const NOT_A_PAGE = /\.[^/]*$|^\/(?:admin|api|img|texts|documents|assets|sample|images)(?:\/|$)/i;
const SESSION_COOKIES = new RegExp(`(?:^|;)\\s*(?:${SESSION_COOKIE}|${STAFF_SESSION_COOKIE})=`);

/**
 * The key of a request that may be answered from memory, or null when it must be rendered: the
 * path (whose first segment is the language) and the query string as sent.
 */
export function pageCacheKey(method: string, url: string, cookie: string | undefined): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const question = url.indexOf("?");
  const path = question === -1 ? url : url.slice(0, question);
  if (!path.startsWith("/") || NOT_A_PAGE.test(path)) return null;
  if (cookie && SESSION_COOKIES.test(cookie)) return null;
  if (question !== -1) {
    const query = url.slice(question + 1);
    for (const name of new URLSearchParams(query).keys()) if (!KEPT_PARAMETERS.has(name)) return null;
  }
  return url;
}

/** Seconds an answer may be kept (its `s-maxage`), or null when it must not be. */
export function keepableSeconds(status: number, headers: Headers): number | null {
  if (status !== 200) return null;
  if (!/^text\/html\b/i.test(headers.get("content-type") ?? "")) return null;
  if (headers.has("set-cookie")) return null;
  const vary = headers.get("vary");
  if (vary && vary.split(",").some((name) => name.trim().toLowerCase() !== "accept-encoding")) return null;
  const cacheControl = (headers.get("cache-control") ?? "").toLowerCase();
  if (!/(?:^|,)\s*public\s*(?:,|$)/.test(cacheControl) || /\b(?:private|no-store|no-cache)\b/.test(cacheControl))
    return null;
  const seconds = Number(/\bs-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  return seconds > 0 ? seconds : null;
}

/**
 * `read` shared by the callers that arrive while it runs, without giving any of them an answer
 * read before they asked: a caller arriving during a read waits for the next one, started when
 * that read ends, which every caller arriving meanwhile shares. At most one read at a time.
 */
export function coalesced<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const current = read();
    running = current;
    const clear = () => {
      if (running === current) running = null;
    };
    current.then(clear, clear);
    return current;
  };
  return () => {
    if (!running) return start();
    if (!next) {
      next = running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          next = null;
          return start();
        });
    }
    return next;
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

export type PageCacheOptions = {
  /** Bytes of pages (all encodings) kept at the most; the least recently used go first. */
  maxBytes: number;
  /** The versions as they are now; null when they cannot be read (nothing is then kept or served). */
  readVersions: () => Promise<PageVersions | null>;
  now?: () => number;
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function createPageCache({ maxBytes, readVersions, now = Date.now }: PageCacheOptions) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length + 1024,
  });
  const versions = coalesced(() => readVersions().catch(() => null));
  const same = (a: PageVersions, b: PageVersions) => a.catalogue === b.catalogue && a.content === b.content;

  return {
    /** The page kept for `key` if it is current, else the versions read now (null: do not keep what is rendered). */
    async lookup(key: string): Promise<{ page: CachedPage } | { versions: PageVersions | null }> {
      const current = await versions();
      const page = pages.get(key);
      if (current && page && same(page.versions, current) && page.expiresAt > now()) return { page };
      if (page) pages.delete(key);
      return { versions: current };
    },

    /**
     * Keeps a rendered page under the versions read before it was rendered: data changed during
     * the render has a higher version, so this copy is never served for it. Compressed once here,
     * off the request's path, rather than at every answer.
     */
    async store(
      key: string,
      page: {
        versions: PageVersions;
        seconds: number;
        headers: Record<string, string>;
        html: Buffer;
        views: ViewedListing[];
      },
    ): Promise<void> {
      const [br, gz] = await Promise.all([
        brotli(page.html, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.html.length,
          },
        }),
        gzip(page.html, { level: 9 }),
      ]);
      const storedAt = now();
      pages.set(key, {
        versions: page.versions,
        storedAt,
        expiresAt: storedAt + page.seconds * 1000,
        headers: page.headers,
        etag: `"${crypto.createHash("sha256").update(page.html).digest("base64url").slice(0, 27)}"`,
        bodies: { identity: page.html, br, gzip: gz },
        views: page.views,
      });
    },

    /** Seconds since `page` was rendered (the `Age` of an answer from memory). */
    ageSeconds(page: CachedPage): number {
      return Math.max(0, Math.floor((now() - page.storedAt) / 1000));
    },

    /** Pages kept now (for tests and logs). */
    get size(): number {
      return pages.size;
    },
  };
}

/** Headers of one answer, never kept with a page. */
const OWN_HEADERS = new Set([
  "x-request-id",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "etag",
  "age",
  "vary",
  "connection",
  "keep-alive",
]);

/** The headers of an answer worth keeping with its page. */
export function keptHeaders(headers: Iterable<[string, string]>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of headers) if (!OWN_HEADERS.has(name.toLowerCase())) kept[name.toLowerCase()] = value;
  return kept;
}

/**
 * Express middleware in front of everything that renders: answers from memory when it can (with
 * its encoding, `Age`, an `ETag` and 304 to a matching `If-None-Match`), else notes the key and
 * the versions in `res.locals.pageCache` for the request handler to keep what it renders.
 */
export function pageCacheAnswers(cache: PageCache, served: (req: Request, page: CachedPage) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = pageCacheKey(req.method, req.originalUrl, req.headers.cookie);
    if (key === null) return next();
    // .catch, not then's second argument: an error while answering (a header refused) goes to the
    // error handler instead of becoming an unhandled rejection that would stop the process.
    cache
      .lookup(key)
      .then((found) => {
        if (!("page" in found)) {
          if (found.versions) res.locals.pageCache = { key, versions: found.versions };
          return next();
        }
        const { page } = found;
        served(req, page);
        res.set(page.headers);
        res.set("Age", String(cache.ageSeconds(page)));
        res.set("Vary", "Accept-Encoding");
        res.set("ETag", page.etag);
        if (ifNoneMatchMatches(req.get("If-None-Match"), page.etag)) return void res.status(304).end();
        const encoding = req.acceptsEncodings("br", "gzip", "identity");
        const body = encoding === "br" ? page.bodies.br : encoding === "gzip" ? page.bodies.gzip : page.bodies.identity;
        if (encoding === "br" || encoding === "gzip") res.set("Content-Encoding", encoding);
        res.set("Content-Length", String(body.length));
        res.status(200);
        if (req.method === "HEAD") return void res.end();
        res.end(body);
      })
      .catch(next);
  };
}
