import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { classifyAddress, parseAddress, sameAddress } from "#app/lib/address-range.ts";

/**
 * The provider's pictures, fetched by the image endpoint (`/img/remote?src=…&w=…&format=webp`).
 * Only from allow-listed hosts (IMAGE_HOSTS), so the endpoint is no open proxy: nobody can make
 * the server fetch, resize and publish what another site serves, or reach a host inside our network.
 * The name is not enough (decision 0011): the address it resolves to must be public too, unless the
 * allow-list names that address itself, and the connection goes to the address that was checked.
 */

/** An allow-list entry as host and port: `name`, `*.domain`, `host:port`, `[v6 address]:port`. */
function splitEntry(entry: string): { pattern: string; port: string } {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return { pattern: `[${bracketed[1]}]`, port: bracketed[2] ?? "" };
  const [pattern = "", port = ""] = entry.split(":");
  return { pattern, port };
}

/** Allow-list entries: `pictures.example.com`, `*.omnicasa.com` (any subdomain), `127.0.0.1:8080`. */
export function isAllowedImageSource(url: URL, allowList: readonly string[]): boolean {
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return allowList.some((entry) => {
    const { pattern, port } = splitEntry(entry.toLowerCase());
    // Without a port in the entry, only the scheme's own port (URL leaves it empty).
    if (port !== url.port) return false;
    if (parseAddress(pattern) && parseAddress(host)) return sameAddress(pattern, host);
    if (pattern.startsWith("*.")) return host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1;
    return host === pattern;
  });
}

/**
 * Whether the server may connect to `address` for `url`: a public address, or a special one
 * (loopback, private, link-local…, app/lib/address-range.ts) that an allow-list entry names
 * itself with the URL's port, e.g. `127.0.0.1:8080` for a provider double on this machine.
 */
export function isAllowedAddress(address: string, url: URL, allowList: readonly string[]): boolean {
  const kind = classifyAddress(address);
  if (kind === "invalid") return false;
  if (kind === "public") return true;
  return allowList.some((entry) => {
    const { pattern, port } = splitEntry(entry.toLowerCase());
    return port === url.port && parseAddress(pattern) !== null && sameAddress(pattern, address);
  });
}

export type RemoteImageQuery = { ok: true; url: URL; width: number; format: "webp" } | { ok: false; reason: string };

const MAX_SOURCE_URL_LENGTH = 2_048;
const WIDTH_PARAMETER = /^[1-9]\d{0,4}$/;
const PARAMETERS = new Set(["src", "w", "format"]);

/**
 * Reads and checks `src`, `w` and `format` of a remote picture request; every refusal is a 400.
 * Any other parameter is refused too: each distinct URL is another entry in a CDN's cache, so a
 * picture has one URL per width (what `imageUrl()` builds), not one per invented query string.
 */
export function parseRemoteImageQuery(
  query: Record<string, unknown>,
  widths: readonly number[],
  allowList: readonly string[],
): RemoteImageQuery {
  if (Object.keys(query).some((name) => !PARAMETERS.has(name))) return { ok: false, reason: "unknown parameter" };
  const { src, w, format } = query;
  if (typeof src !== "string" || src.length === 0 || src.length > MAX_SOURCE_URL_LENGTH)
    return { ok: false, reason: "missing or invalid src" };
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return { ok: false, reason: "missing or invalid src" };
  }
  if (typeof w !== "string" || !WIDTH_PARAMETER.test(w) || !widths.includes(Number(w)))
    return { ok: false, reason: "unsupported width" };
  if (format !== undefined && format !== "webp") return { ok: false, reason: "unsupported format" };
  if (!isAllowedImageSource(url, allowList)) return { ok: false, reason: "image host not allowed" };
  return { ok: true, url, width: Number(w), format: "webp" };
}

/**
 * What names a rendered variant in the cache: the source as the URL parser spells it (host in lower
 * case, default port dropped, path normalised) without its fragment (never sent upstream), the width
 * and the format. Spellings of one picture share one entry.
 */
export function remoteImageCacheKey(url: URL, width: number, format: "webp"): string {
  const canonical = new URL(url.href);
  canonical.hash = "";
  return JSON.stringify(["remote", canonical.href, width, format]);
}

/** A source that cannot be used: `status` is what the endpoint answers (400 an address not allowed, 404 gone upstream, 502 otherwise). */
export class ImageSourceError extends Error {
  constructor(
    readonly status: 400 | 404 | 502 | 503,
    message: string,
  ) {
    super(message);
  }
}

const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
const MAX_REDIRECTS = 3;

/** A host name's addresses (the system resolver; tests give their own). */
export type AddressResolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;
const systemResolver: AddressResolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** The error a refused address raises inside the connection, told apart from the network's own. */
class AddressRefused extends Error {}

/**
 * The connection's `lookup`: the name is resolved once, here; if any of its addresses is not
 * allowed the connection is refused, otherwise it goes to exactly these addresses. Node connects to
 * what the lookup returns and keeps the name for the Host header and TLS SNI, so an answer that
 * changes between a check and the connection (DNS rebinding) cannot slip another address in.
 */
function guardedLookup(url: URL, allowList: readonly string[], resolve: AddressResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0)
          return callback(Object.assign(new Error("no address"), { code: "ENOTFOUND" }), "", 0);
        if (addresses.some((a) => !isAllowedAddress(a.address, url, allowList)))
          return callback(new AddressRefused("address not allowed"), "", 0);
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}

/** One GET to `url` through the guarded lookup, answered with its status and headers (body unread). */
function request(
  url: URL,
  allowList: readonly string[],
  resolve: AddressResolver,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  // An address in the URL itself is never looked up: it is checked here.
  if (parseAddress(hostname) && !isAllowedAddress(hostname, url, allowList))
    return Promise.reject(new AddressRefused("address not allowed"));
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolveResponse, reject) => {
    // No keep-alive agent: every connection is looked up (and checked) on its own.
    const req = client.request(
      url,
      {
        method: "GET",
        agent: false,
        signal,
        lookup: guardedLookup(url, allowList, resolve),
        headers: { Accept: "image/webp,image/*" },
      },
      resolveResponse,
    );
    req.on("error", reject);
    req.end();
  });
}

/**
 * The picture's bytes. Every hop (redirects are followed only to allowed hosts) connects only to
 * allowed addresses; the size is capped (a huge file must not fill the memory) and the wait is bounded.
 */
export async function fetchRemoteImage(
  url: URL,
  allowList: readonly string[],
  options: { timeoutMs?: number; resolve?: AddressResolver } = {},
): Promise<Buffer> {
  const { timeoutMs = 15_000, resolve = systemResolver } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let current = url;
  for (let hop = 0; ; hop++) {
    let response: http.IncomingMessage;
    try {
      response = await request(current, allowList, resolve, signal);
    } catch (error) {
      if (error instanceof AddressRefused) throw new ImageSourceError(400, "image address not allowed");
      throw new ImageSourceError(502, signal.aborted ? "image source timed out" : "image source unreachable");
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        throw new ImageSourceError(502, "image source redirects elsewhere");
      }
      if (hop >= MAX_REDIRECTS || !isAllowedImageSource(next, allowList))
        throw new ImageSourceError(502, "image source redirects elsewhere");
      current = next;
      continue;
    }
    if (status === 404 || status === 410) {
      response.destroy();
      throw new ImageSourceError(404, "image source not found");
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new ImageSourceError(502, `image source answered ${status}`);
    }
    const type = response.headers["content-type"] ?? "";
    if (!/^image\//i.test(type)) {
      response.destroy();
      throw new ImageSourceError(502, "image source sent no image");
    }
    if (Number(response.headers["content-length"] ?? 0) > MAX_SOURCE_BYTES) {
      response.destroy();
      throw new ImageSourceError(502, "image source too large");
    }
    return readCapped(response, MAX_SOURCE_BYTES);
  }
}

async function readCapped(response: http.IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response) {
      const bytes = chunk as Buffer;
      size += bytes.byteLength;
      if (size > limit) {
        response.destroy();
        throw new ImageSourceError(502, "image source too large");
      }
      chunks.push(bytes);
    }
  } catch (error) {
    if (error instanceof ImageSourceError) throw error;
    throw new ImageSourceError(502, "image source interrupted");
  }
  return Buffer.concat(chunks);
}
