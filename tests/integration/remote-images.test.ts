import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { imageSrcSet, imageUrl } from "#app/lib/image-url.ts";
import { createImageHandler } from "#server/images.ts";
import type { AddressResolver } from "#server/remote-image.ts";
import { OmnicasaDouble, startOmnicasaDouble } from "#tests/doubles/omnicasa-api.ts";

/**
 * The provider's pictures through /img/remote: fetched from an allowed host only (no open proxy),
 * resized to WebP without enlarging, cached on disk, and served from that cache on the next
 * request without fetching or encoding again (counted through the handler's log and the
 * double's picture requests).
 */
const projectRoot = path.resolve(import.meta.dirname, "../..");
const logLines: Array<{ msg: string; source?: string; width?: number; ms?: number }> = [];
const logger = pino({ level: "debug" }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
const encodes = (source: string, width: number) =>
  logLines.filter((l) => l.msg === "image resized" && l.source === source && l.width === width);

let double: OmnicasaDouble;
let dataDir: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  double = await startOmnicasaDouble();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "remote-images-test-"));
  const app = express().get(
    "/img/*path",
    createImageHandler({ projectRoot, dataDir, logger, imageHosts: ["*.omnicasa.com", double.host] }),
  );
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await double.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const picture = (file: string) => `${double.picturesUrl}/${file}`;

describe("GET /img/remote?src=…&w=…&format=webp", () => {
  it("resizes an allowed provider picture, then serves the cached variant without fetching or encoding again", async () => {
    const src = picture("4100001-2.jpg");
    const url = `${origin}${imageUrl(src, 400)}`;
    expect(url).toContain("/img/remote?src=");

    const started = performance.now();
    const first = await fetch(url);
    const firstMs = performance.now() - started;
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/webp");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const body = Buffer.from(await first.arrayBuffer());
    expect(await sharp(body).metadata()).toMatchObject({ format: "webp", width: 400, height: 267 });

    const again = performance.now();
    const second = await fetch(url);
    const secondMs = performance.now() - again;
    expect(second.status).toBe(200);
    expect(second.headers.get("etag")).toBe(etag);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(body);

    // Measured: one fetch from the provider, one encode, for two requests.
    expect(double.pictureRequests.filter((f) => f === "4100001-2.jpg")).toHaveLength(1);
    expect(encodes(src, 400)).toHaveLength(1);
    expect(secondMs).toBeLessThan(firstMs);

    const revalidated = await fetch(url, { headers: { "If-None-Match": etag! } });
    expect(revalidated.status).toBe(304);
  });

  it("never enlarges a picture", async () => {
    const res = await fetch(`${origin}${imageUrl(picture("4100002-1.jpg"), 1920)}`);
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(1600);
  });

  it("serves the widths of a card's srcset", async () => {
    const candidates = imageSrcSet(picture("4100003-1.jpg"), [250, 400, 600]).split(", ");
    for (const candidate of candidates) {
      const [candidateUrl, descriptor] = candidate.split(" ");
      const res = await fetch(`${origin}${candidateUrl}`);
      expect(res.status).toBe(200);
      expect(`${(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width}w`).toBe(descriptor);
    }
  });

  it.each([
    ["a host that is not allowed", "https://evil.example/pictures/4100001-1.jpg", "400", "image host not allowed"],
    ["the allowed host on another port", "http://127.0.0.1:1/pictures/4100001-1.jpg", "400", "image host not allowed"],
    ["a look-alike of an allowed domain", "https://omnicasa.com.evil.example/x.jpg", "400", "image host not allowed"],
    ["credentials in the URL", "https://user:pw@pictures.omnicasa.com/x.jpg", "400", "image host not allowed"],
    ["another scheme", "file:///etc/passwd", "400", "image host not allowed"],
    ["an absurd width", "{picture}", "100000", "unsupported width"],
    ["a width outside the list", "{picture}", "333", "unsupported width"],
    ["a width that is no number", "{picture}", "4e2", "unsupported width"],
    ["no source", "", "400", "missing or invalid src"],
    ["a source that is no URL", "pictures/4100001-1.jpg", "400", "missing or invalid src"],
  ])("refuses %s with 400", async (_name, src, width, reason) => {
    const source = src.replace("{picture}", picture("4100001-1.jpg"));
    const res = await fetch(`${origin}/img/remote?src=${encodeURIComponent(source)}&w=${width}&format=webp`);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(reason);
    expect(res.headers.get("cache-control")).toBeNull();
  });

  it("refuses another format with 400", async () => {
    const res = await fetch(
      `${origin}/img/remote?src=${encodeURIComponent(picture("4100001-1.jpg"))}&w=400&format=png`,
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("unsupported format");
  });

  it("answers 404 for a picture gone upstream and 502 for a source that is no picture, caching neither", async () => {
    const missing = await fetch(`${origin}${imageUrl(picture("9999999-1.jpg"), 400)}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBeNull();
    const notPicture = await fetch(`${origin}${imageUrl(`${double.baseUrl}GetWebIDListJson?json=%7B%7D`, 400)}`);
    expect(notPicture.status).toBe(502);
    expect(await notPicture.text()).toBe("image source unavailable");
  });

  it("answers 502 while the provider's picture host is down, and serves the picture once it is back", async () => {
    const url = `${origin}${imageUrl(picture("4100004-1.jpg"), 250)}`;
    await double.stop();
    try {
      expect((await fetch(url)).status).toBe(502);
    } finally {
      await double.start();
    }
    expect((await fetch(url)).status).toBe(200);
  });
});

/**
 * The address behind an allowed name (decision 0011): a name of the allow-list that resolves to
 * loopback, a private or link-local address (or its IPv4-mapped IPv6 form) is refused unless the
 * list names that address itself; the name is resolved once and the connection goes to the address
 * that was checked. Against a picture server of the test's own that records the Host it was asked for.
 */
describe("GET /img/remote: the address behind the name", () => {
  const jpeg = readFileSync(path.join(projectRoot, "data/sample/pictures/4100001-1.jpg"));
  const hosts: string[] = [];
  let pictures: http.Server;
  let port: number;
  let cacheDir: string;
  const handlers: http.Server[] = [];

  /** An image endpoint with its own allow-list and resolver; answers its base URL. */
  async function endpoint(options: {
    imageHosts: string[];
    resolve?: AddressResolver;
    maxRemoteEntries?: number;
  }): Promise<string> {
    const handler = createImageHandler({
      projectRoot,
      dataDir: cacheDir,
      logger: pino({ level: "silent" }),
      ...options,
    });
    const server = http.createServer(express().get("/img/*path", handler));
    handlers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const ask = (base: string, src: string, width = 250) =>
    fetch(`${base}/img/remote?src=${encodeURIComponent(src)}&w=${width}&format=webp`);

  beforeAll(async () => {
    cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), "remote-images-address-"));
    pictures = http.createServer((req, res) => {
      hosts.push(req.headers.host ?? "");
      res.writeHead(200, { "Content-Type": "image/jpeg" }).end(jpeg);
    });
    await new Promise<void>((resolve) => pictures.listen(0, "127.0.0.1", resolve));
    port = (pictures.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const server of [pictures, ...handlers]) await new Promise((resolve) => server.close(resolve));
    await fs.rm(cacheDir, { recursive: true, force: true });
  });
  beforeEach(() => void (hosts.length = 0));

  it("refuses an allowed name that resolves to loopback (the system's resolver: localhost), and never connects", async () => {
    const base = await endpoint({ imageHosts: [`localhost:${port}`] });
    const res = await ask(base, `http://localhost:${port}/a.jpg`);
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("image address not allowed");
    expect(res.headers.get("cache-control")).toBeNull();
    expect(hosts).toEqual([]);
  });

  it.each([
    ["IPv4-mapped loopback", "::ffff:127.0.0.1"],
    ["cloud metadata (link-local)", "169.254.169.254"],
    ["a private network", "10.0.0.1"],
    ["IPv6 loopback", "::1"],
    ["a public and a private address in one answer", ["93.184.216.34", "192.168.1.1"]],
  ])("refuses an allowed name that resolves to %s", async (_name, answer) => {
    const addresses = [answer].flat().map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    const base = await endpoint({ imageHosts: ["*.omnicasa.com"], resolve: async () => addresses });
    const res = await ask(base, "http://pictures.omnicasa.com/a.jpg");
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("image address not allowed");
  });

  it("refuses an address literal in the source unless the list names it: a host entry is no address entry", async () => {
    const base = await endpoint({ imageHosts: [`[::ffff:7f00:1]:${port}`] });
    expect((await ask(base, `http://[::ffff:127.0.0.1]:${port}/b.jpg`)).status).toBe(200);
    expect((await ask(base, `http://[::1]:${port}/b.jpg`)).status).toBe(400);
  });

  it("resolves the name once and connects to the address it checked, with the name as Host (no DNS rebinding)", async () => {
    let lookups = 0;
    // The first answer is the address the list names; every later one would point elsewhere.
    const rebinding: AddressResolver = async () => [{ address: lookups++ === 0 ? "127.0.0.1" : "10.0.0.1", family: 4 }];
    const base = await endpoint({
      imageHosts: [`pictures.agency.test:${port}`, `127.0.0.1:${port}`],
      resolve: rebinding,
    });
    const res = await ask(base, `http://pictures.agency.test:${port}/c.jpg`);
    expect(res.status).toBe(200);
    expect(lookups).toBe(1);
    expect(hosts).toEqual([`pictures.agency.test:${port}`]);
  });

  it("keeps one cache entry per picture and width: other spellings share it, other parameters are refused", async () => {
    const base = await endpoint({ imageHosts: [`127.0.0.1:${port}`] });
    const src = `http://127.0.0.1:${port}/d.jpg`;
    const first = await ask(base, src, 400);
    expect(first.status).toBe(200);
    for (const spelling of [`${src}#x`, `http://127.0.0.1:${port}/x/../d.jpg`, `HTTP://127.0.0.1:${port}/d.jpg`]) {
      const again = await ask(base, spelling, 400);
      expect(again.status).toBe(200);
      expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    }
    expect(hosts).toHaveLength(1);
    for (const extra of ["&v=1", "&cachebuster=2", "&w=400"]) {
      const res = await fetch(`${base}/img/remote?src=${encodeURIComponent(src)}&w=400&format=webp${extra}`);
      expect(res.status).toBe(400);
    }
    expect(hosts).toHaveLength(1);
  });

  it("keeps the remote cache to its cap, the oldest variants going first", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "remote-images-cap-"));
    const handler = createImageHandler({
      projectRoot,
      dataDir,
      logger: pino({ level: "silent" }),
      imageHosts: [`127.0.0.1:${port}`],
      maxRemoteEntries: 3,
    });
    const server = http.createServer(express().get("/img/*path", handler));
    handlers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const folder = path.join(dataDir, "cache", "img", "remote");
    try {
      for (let n = 1; n <= 8; n++)
        expect((await ask(base, `http://127.0.0.1:${port}/cap-${n}.jpg`, 60)).status).toBe(200);
      await vi.waitFor(async () =>
        expect((await fs.readdir(folder)).filter((f) => f.endsWith(".webp")).length).toBeLessThanOrEqual(3),
      );
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
