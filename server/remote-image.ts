/**
 * The provider's pictures, fetched by the image endpoint (`/img/remote?src=…&w=…&format=webp`).
 * Only from allow-listed hosts (IMAGE_HOSTS), so the endpoint is no open proxy: nobody can make
 * the server fetch, resize and publish what another site serves, or reach a host inside our network.
 */

/** Allow-list entries: `pictures.example.com`, `*.omnicasa.com` (any subdomain), `127.0.0.1:8080`. */
export function isAllowedImageSource(url: URL, allowList: readonly string[]): boolean {
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return allowList.some((entry) => {
    const [pattern = "", port] = entry.toLowerCase().split(":");
    // Without a port in the entry, only the scheme's own port (URL leaves it empty).
    if ((port ?? "") !== url.port) return false;
    if (pattern.startsWith("*.")) return host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1;
    return host === pattern;
  });
}

export type RemoteImageQuery = { ok: true; url: URL; width: number } | { ok: false; reason: string };

const MAX_SOURCE_URL_LENGTH = 2_048;
const WIDTH_PARAMETER = /^[1-9]\d{0,4}$/;

/** Reads and checks `src`, `w` and `format` of a remote picture request; every refusal is a 400. */
export function parseRemoteImageQuery(query: Record<string, unknown>, widths: readonly number[], allowList: readonly string[]): RemoteImageQuery {
  const { src, w, format } = query;
  if (typeof src !== "string" || src.length === 0 || src.length > MAX_SOURCE_URL_LENGTH) return { ok: false, reason: "missing or invalid src" };
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return { ok: false, reason: "missing or invalid src" };
  }
  if (typeof w !== "string" || !WIDTH_PARAMETER.test(w) || !widths.includes(Number(w))) return { ok: false, reason: "unsupported width" };
  if (format !== undefined && format !== "webp") return { ok: false, reason: "unsupported format" };
  if (!isAllowedImageSource(url, allowList)) return { ok: false, reason: "image host not allowed" };
  return { ok: true, url, width: Number(w) };
}

/** A source that cannot be used: `status` is what the endpoint answers (404 gone upstream, 502 otherwise). */
export class ImageSourceError extends Error {
  constructor(
    readonly status: 404 | 502,
    message: string,
  ) {
    super(message);
  }
}

const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
const MAX_REDIRECTS = 3;

/**
 * The picture's bytes. Redirects are followed only to allowed hosts; the size is capped (a huge
 * file must not fill the memory) and the wait is bounded.
 */
export async function fetchRemoteImage(url: URL, allowList: readonly string[], options: { timeoutMs?: number; fetch?: typeof fetch } = {}): Promise<Buffer> {
  const { timeoutMs = 15_000, fetch: fetchImpl = fetch } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let current = url;
  for (let hop = 0; ; hop++) {
    let response: Response;
    try {
      response = await fetchImpl(current, { redirect: "manual", signal, headers: { Accept: "image/webp,image/*" } });
    } catch (error) {
      const name = (error as { name?: unknown }).name;
      throw new ImageSourceError(502, name === "TimeoutError" ? "image source timed out" : "image source unreachable");
    }
    if (response.status >= 300 && response.status < 400 && response.headers.has("location")) {
      await response.body?.cancel();
      const next = new URL(response.headers.get("location")!, current);
      if (hop >= MAX_REDIRECTS || !isAllowedImageSource(next, allowList)) throw new ImageSourceError(502, "image source redirects elsewhere");
      current = next;
      continue;
    }
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel();
      throw new ImageSourceError(404, "image source not found");
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ImageSourceError(502, `image source answered ${response.status}`);
    }
    const type = response.headers.get("content-type") ?? "";
    if (!/^image\//i.test(type)) {
      await response.body?.cancel();
      throw new ImageSourceError(502, "image source sent no image");
    }
    if (Number(response.headers.get("content-length") ?? 0) > MAX_SOURCE_BYTES) {
      await response.body?.cancel();
      throw new ImageSourceError(502, "image source too large");
    }
    return readCapped(response, MAX_SOURCE_BYTES);
  }
}

async function readCapped(response: Response, limit: number): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        throw new ImageSourceError(502, "image source too large");
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ImageSourceError) throw error;
    throw new ImageSourceError(502, "image source interrupted");
  }
  return Buffer.concat(chunks);
}
