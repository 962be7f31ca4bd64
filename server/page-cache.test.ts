import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  coalesced,
  createPageCache,
  keepableSeconds,
  keptHeaders,
  pageCacheKey,
  type PageVersions,
} from "./page-cache.ts";

describe("pageCacheKey: which requests may be answered from memory", () => {
  it.each([
    ["GET", "/nl/", undefined, "/nl/"],
    ["HEAD", "/fr/a-vendre/", undefined, "/fr/a-vendre/"],
    ["GET", "/nl/te-koop/?city=Aalst&page=2", undefined, "/nl/te-koop/?city=Aalst&page=2"],
    ["GET", "/nl/te-koop/?view=map&map=1", undefined, "/nl/te-koop/?view=map&map=1"],
    ["GET", "/nl/", "consent=1; lang=fr", "/nl/"],
    // Never: other methods, other parameters, sessions, what is not a page.
    ["POST", "/nl/contact/", undefined, null],
    ["PUT", "/nl/", undefined, null],
    ["GET", "/nl/te-koop/?utm_source=mail", undefined, null],
    ["GET", "/nl/te-koop/?city=Aalst&fbclid=x", undefined, null],
    ["GET", "/nl/te-koop/x/1/?price=300000", undefined, null],
    ["GET", "/nl/", "owner_session=abc", null],
    ["GET", "/nl/", "consent=1; owner_session=abc", null],
    ["GET", "/nl/", "staff_session=abc", null],
    ["GET", "/admin/overview/", undefined, null],
    ["GET", "/ADMIN/overview/", undefined, null],
    ["GET", "/api/suggest?q=a", undefined, null],
    ["GET", "/nl/te-koop.data", undefined, null],
    ["GET", "/favicon.ico", undefined, null],
    ["GET", "/img/640/images/a.jpg", undefined, null],
    ["GET", "/assets/entry.js", undefined, null],
    ["GET", "*", undefined, null],
  ])("%s %s (cookie %j) → %j", (method, url, cookie, key) => {
    expect(pageCacheKey(method, url, cookie)).toBe(key);
  });

  it("a cookie merely named like a session (not_owner_session) does not stop it", () => {
    expect(pageCacheKey("GET", "/nl/", "not_owner_session=1")).toBe("/nl/");
  });
});

describe("keepableSeconds: which answers may be kept, and how long", () => {
  const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=86400";
  const html = "text/html; charset=utf-8";
  it.each([
    [200, { "content-type": html, "cache-control": PUBLIC }, 60],
    [200, { "content-type": html, "cache-control": "public, s-maxage=3600" }, 3600],
    [200, { "content-type": html, "cache-control": PUBLIC, vary: "Accept-Encoding" }, 60],
    // A page in error, a refused form, a redirect, a gone listing: rendered each time.
    [400, { "content-type": html, "cache-control": PUBLIC }, null],
    [404, { "content-type": html, "cache-control": PUBLIC }, null],
    [410, { "content-type": html, "cache-control": PUBLIC }, null],
    [303, { "content-type": html, "cache-control": PUBLIC }, null],
    // Private, unmarked or uncacheable answers.
    [200, { "content-type": html, "cache-control": "private, no-store" }, null],
    [200, { "content-type": html, "cache-control": "public, no-cache, s-maxage=60" }, null],
    [200, { "content-type": html }, null],
    [200, { "content-type": html, "cache-control": "public, max-age=60" }, null],
    [200, { "content-type": html, "cache-control": "public, s-maxage=0" }, null],
    [200, { "content-type": "application/json", "cache-control": PUBLIC }, null],
    [200, { "content-type": html, "cache-control": PUBLIC, "set-cookie": "a=b" }, null],
    [200, { "content-type": html, "cache-control": PUBLIC, vary: "Cookie" }, null],
  ])("%i %j → %j", (status, headers, seconds) => {
    expect(keepableSeconds(status, new Headers(headers))).toBe(seconds);
  });
});

describe("keptHeaders", () => {
  it("keeps the page's headers and leaves out those of one answer", () => {
    expect(
      keptHeaders([
        ["Content-Type", "text/html"],
        ["X-Request-Id", "abc"],
        ["Content-Length", "10"],
        ["Content-Security-Policy", "default-src 'self'"],
        ["Date", "x"],
        ["ETag", "x"],
      ]),
    ).toEqual({ "content-type": "text/html", "content-security-policy": "default-src 'self'" });
  });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe("coalesced: one read at a time, never an answer read before the caller asked", () => {
  it("a caller arriving during a read waits for the next read, which later callers share", async () => {
    const reads: Array<ReturnType<typeof deferred<number>>> = [];
    const read = coalesced(() => {
      const next = deferred<number>();
      reads.push(next);
      return next.promise;
    });
    const first = read();
    const second = read();
    const third = read();
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(2);
    expect([await second, await third]).toEqual([2, 2]);
    const fourth = read();
    expect(reads).toHaveLength(3);
    reads[2]!.resolve(3);
    expect(await fourth).toBe(3);
  });

  it("a failed read fails its callers, and the next caller reads again", async () => {
    let calls = 0;
    const read = coalesced(() => (++calls === 1 ? Promise.reject(new Error("down")) : Promise.resolve(calls)));
    await expect(read()).rejects.toThrow("down");
    expect(await read()).toBe(2);
  });
});

describe("createPageCache", () => {
  const page = (html: string) => ({
    seconds: 60,
    headers: { "content-type": "text/html; charset=utf-8" },
    html: Buffer.from(html),
    views: [],
  });

  function cacheWith(versions: { current: PageVersions | null }, maxBytes = 1_000_000) {
    let clock = 1_000_000;
    const cache = createPageCache({ maxBytes, readVersions: async () => versions.current, now: () => clock });
    return { cache, advance: (ms: number) => (clock += ms) };
  }

  it("answers with what was kept while both versions are the same, with its compressed copies", async () => {
    const versions = { current: { catalogue: 7, content: 3 } as PageVersions | null };
    const { cache } = cacheWith(versions);
    const miss = await cache.lookup("/nl/");
    expect(miss).toEqual({ versions: { catalogue: 7, content: 3 } });
    await cache.store("/nl/", { versions: { catalogue: 7, content: 3 }, ...page("<p>home</p>") });
    const hit = await cache.lookup("/nl/");
    expect("page" in hit && hit.page.bodies.identity.toString()).toBe("<p>home</p>");
    expect("page" in hit && zlib.brotliDecompressSync(hit.page.bodies.br).toString()).toBe("<p>home</p>");
    expect("page" in hit && zlib.gunzipSync(hit.page.bodies.gzip).toString()).toBe("<p>home</p>");
  });

  it.each([
    ["the catalogue changed", { catalogue: 8, content: 3 }],
    ["the content changed", { catalogue: 7, content: 4 }],
    ["the versions cannot be read", null],
  ])("renders again when %s", async (_name, next) => {
    const versions = { current: { catalogue: 7, content: 3 } as PageVersions | null };
    const { cache } = cacheWith(versions);
    await cache.store("/nl/", { versions: { catalogue: 7, content: 3 }, ...page("<p>old</p>") });
    versions.current = next;
    expect(await cache.lookup("/nl/")).toEqual({ versions: next });
  });

  it("renders again once the page's s-maxage has passed", async () => {
    const versions = { current: { catalogue: 1, content: 1 } };
    const { cache, advance } = cacheWith(versions);
    await cache.store("/nl/", { versions: versions.current, ...page("<p>x</p>") });
    advance(59_000);
    expect("page" in (await cache.lookup("/nl/"))).toBe(true);
    advance(1_000);
    expect("page" in (await cache.lookup("/nl/"))).toBe(false);
  });

  it("keeps at most its bytes: the least recently used page goes first", async () => {
    const versions = { current: { catalogue: 1, content: 1 } };
    const { cache } = cacheWith(versions, 3 * (2_000 + 1_024 + 200));
    const big = (n: number) => page(`<p>${String(n).repeat(2_000)}</p>`.slice(0, 2_000));
    for (const n of [1, 2, 3]) await cache.store(`/p${n}/`, { versions: versions.current, ...big(n) });
    await cache.lookup("/p1/");
    await cache.store("/p4/", { versions: versions.current, ...big(4) });
    const kept = await Promise.all(
      ["/p1/", "/p2/", "/p3/", "/p4/"].map(async (key) => "page" in (await cache.lookup(key))),
    );
    expect(kept).toEqual([true, false, true, true]);
  });
});
