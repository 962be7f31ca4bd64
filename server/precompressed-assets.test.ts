import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsBrotli, precompressedAssets } from "./precompressed-assets.ts";

describe("acceptsBrotli", () => {
  it.each<{ header: string | undefined; accepts: boolean }>([
    { header: "gzip, deflate, br, zstd", accepts: true },
    { header: "br", accepts: true },
    { header: "BR;q=0.5", accepts: true },
    { header: "gzip, br;q=1.0", accepts: true },
    { header: "gzip, deflate", accepts: false },
    { header: "br;q=0", accepts: false },
    { header: "br; q=0.000", accepts: false },
    { header: "brotli", accepts: false },
    { header: "", accepts: false },
    { header: undefined, accepts: false },
  ])("$header → $accepts", ({ header, accepts }) => {
    expect(acceptsBrotli(header)).toBe(accepts);
  });
});

describe("precompressedAssets", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "agency-assets-"));
  const script = Buffer.from(`export const words = ${JSON.stringify("woord ".repeat(2000))};\n`);
  const compressed = brotliCompressSync(script);
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    writeFileSync(path.join(dir, "entry-abc.js"), script);
    writeFileSync(path.join(dir, "entry-abc.js.br"), compressed);
    writeFileSync(path.join(dir, "small-def.js"), "export {};\n");
    const app = express();
    app.use(compression());
    app.use("/assets", precompressedAssets(dir, "public, max-age=31536000, immutable"), express.static(dir));
    server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The raw answer, not decoded (fetch would decode it). */
  function get(
    file: string,
    acceptEncoding?: string,
    method = "GET",
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        { port, path: `/assets/${file}`, method, headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      request.on("error", reject);
      request.end();
    });
  }

  it("sends the build's brotli file to a browser that accepts brotli, as a script cached for a year", async () => {
    const answer = await get("entry-abc.js", "gzip, deflate, br, zstd");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.body.equals(compressed)).toBe(true);
    expect(brotliDecompressSync(answer.body).equals(script)).toBe(true);
  });

  it("answers HEAD with the brotli file's headers and no body", async () => {
    const answer = await get("entry-abc.js", "br", "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-length"]).toBe(String(compressed.length));
    expect(answer.body.length).toBe(0);
  });

  it("leaves other browsers, and files without a brotli copy, to the next handler", async () => {
    const gzip = await get("entry-abc.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toMatch(/Accept-Encoding/i);
    const plain = await get("entry-abc.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);
    const small = await get("small-def.js", "br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("export {};\n");
  });

  it("answers only the folder's own names: no way out of it, no .br file asked by its name", async () => {
    expect((await get("..%2Fentry-abc.js", "br")).headers["content-encoding"]).not.toBe("br");
    expect((await get("entry-abc.js.br.br", "br")).status).toBe(404);
  });
});
