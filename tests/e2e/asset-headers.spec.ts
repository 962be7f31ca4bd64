/**
 * Build files carry only the headers that apply to them (decision 0047): a page keeps the
 * document's security headers, a content-hashed script under /assets/ gets no-sniffing, its
 * resource policy, a short policy for a worker and its year-long cache, and nothing else of the
 * document's — about 400 bytes of headers instead of 1.4 kB, on each of the 40-odd scripts of a
 * first visit. A browser that accepts brotli gets the build's brotli-11 copy of a script.
 */
import { readFileSync, statSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import { expect, test } from "@playwright/test";

const DOCUMENT_ONLY = [
  "permissions-policy",
  "cross-origin-opener-policy",
  "referrer-policy",
  "x-frame-options",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

test("a page keeps the document's headers; a build file gets only its own, in a few hundred bytes", async ({
  request,
}) => {
  const page = await request.get("/nl/");
  const headers = page.headers();
  // Inline code allowed by its hash, the same for every visitor (decision 0055), never by a nonce.
  expect(headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
  expect(headers["content-security-policy"]).not.toContain("nonce-");
  for (const name of [...DOCUMENT_ONLY, "x-request-id"]) expect(headers[name], name).toBeTruthy();

  const scripts = [...(await page.text()).matchAll(/"(\/assets\/[\w.-]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  const asset = await request.get(scripts[0]!, { headers: { "Accept-Encoding": "gzip" } });
  expect(asset.status()).toBe(200);
  const own = asset.headers();
  expect(own["x-content-type-options"]).toBe("nosniff");
  expect(own["cross-origin-resource-policy"]).toBe("same-origin");
  expect(own["content-security-policy"]).toBe("default-src 'self'");
  expect(own["cache-control"]).toBe("public, max-age=31536000, immutable");
  for (const name of [...DOCUMENT_ONLY, "x-request-id", "etag", "last-modified", "accept-ranges"])
    expect(own[name], name).toBeUndefined();
  const bytes = asset
    .headersArray()
    .reduce((total, header) => total + header.name.length + header.value.length + 4, "HTTP/1.1 200 OK\r\n".length);
  expect(bytes, "a third of the 1.4 kB a page's headers weigh").toBeLessThan(500);

  // The largest script, compressed by the build at brotli's best quality.
  const entry = scripts.find((script) => script.includes("/entry.client-"));
  expect(entry).toBeDefined();
  const brotli = await request.get(entry!, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect(Number(brotli.headers()["content-length"])).toBe(statSync(`build/client${entry}.br`).size);
  const gzip = await request.get(entry!, { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  const built = readFileSync(`build/client${entry}`);
  expect(brotliDecompressSync(readFileSync(`build/client${entry}.br`)).equals(built), "the same script").toBe(true);
});
