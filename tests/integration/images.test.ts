import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createDatabaseUploadStore, type UploadStore } from "#app/services/uploads/upload-store.server.ts";
import { createImageHandler } from "#server/images.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");
/** Log lines of the handler: "image resized" marks each real sharp job. */
const logLines: Array<{ msg: string; source?: string; width?: number }> = [];
const logger = pino({ level: "debug" }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
const resizes = (source: string, width: number) =>
  logLines.filter((l) => l.msg === "image resized" && l.source === source && l.width === width).length;

let dataDir: string;
let stop: () => Promise<unknown>;
let origin: string;
let database: DatabaseHandle;
let uploads: UploadStore;

/** The endpoint as server/app.ts mounts it, on its own port; `close` stops it. */
async function listen(options: Parameters<typeof createImageHandler>[0]) {
  const app = express().get("/img/*path", createImageHandler(options));
  const listener = http.createServer(app);
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => listener.close(resolve)),
  };
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "images-test-"));
  database = await createTestDatabase();
  uploads = createDatabaseUploadStore(database.db);
  const listening = await listen({ projectRoot, dataDir, logger, db: database.db });
  ({ origin, close: stop } = listening);
});

afterAll(async () => {
  await stop?.();
  await database?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const cacheDir = () => path.join(dataDir, "cache", "img");
const cachedFiles = async () => (await fs.readdir(cacheDir()).catch(() => [])).filter((name) => name.endsWith(".webp"));

/**
 * A request with the path sent byte for byte. fetch (WHATWG URL) would resolve "..", and even
 * "%2e%2e", before sending, so traversal attempts would never reach the server as written.
 */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    const req = http.get({ host: url.hostname, port: url.port, path: rawPath }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
  });
}

describe("GET /img/{width}/{path}", () => {
  it("resizes a sample picture to WebP at the width asked, then serves it from the disk cache", async () => {
    const first = await fetch(`${origin}/img/400/sample/pictures/4100001-1.jpg`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/webp");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(first.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    const body = Buffer.from(await first.arrayBuffer());
    const metadata = await sharp(body).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.width).toBe(400);
    expect(metadata.height).toBe(267); // 1600×1067 scaled, aspect kept

    const [file] = await cachedFiles();
    expect(file).toBeDefined();
    const cachePath = path.join(cacheDir(), file!);
    expect(await fs.readFile(cachePath)).toEqual(body);
    const { ino } = await fs.stat(cachePath);

    const second = await fetch(`${origin}/img/400/sample/pictures/4100001-1.jpg`);
    expect(second.status).toBe(200);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(Buffer.from(await second.arrayBuffer())).toEqual(body);
    // Served from the cache: sharp ran once, and the file was not rewritten (a rename gives a new inode).
    expect(resizes("data/sample/pictures/4100001-1.jpg", 400)).toBe(1);
    expect((await fs.stat(cachePath)).ino).toBe(ino);
    expect(await cachedFiles()).toHaveLength(1);
    expect((await fs.readdir(cacheDir())).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("answers 304 when If-None-Match carries the ETag", async () => {
    const url = `${origin}/img/400/sample/pictures/4100001-1.jpg`;
    const etag = (await fetch(url)).headers.get("etag")!;
    const revalidated = await fetch(url, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(revalidated.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await revalidated.text()).toBe("");

    const stale = await fetch(url, { headers: { "If-None-Match": '"0123456789abcdef0123456789abcdef"' } });
    expect(stale.status).toBe(200);
  });

  it("shares one sharp job among concurrent requests for a picture not cached yet", async () => {
    const url = `${origin}/img/250/sample/pictures/4100003-1.jpg`;
    const responses = await Promise.all(Array.from({ length: 5 }, () => fetch(url)));
    const bodies = await Promise.all(responses.map(async (res) => Buffer.from(await res.arrayBuffer())));
    expect(responses.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(resizes("data/sample/pictures/4100003-1.jpg", 250)).toBe(1);
    expect((await sharp(bodies[0]).metadata()).width).toBe(250);
  });

  it("never enlarges beyond the original", async () => {
    const res = await fetch(`${origin}/img/1920/sample/pictures/4100002-1.jpg`);
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(1600);
  });

  it("resizes the site's own pictures under public/images", async () => {
    const res = await fetch(`${origin}/img/600/images/banner/home.jpg`);
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(600);
  });

  it("refuses a width outside the whitelist with 400", async () => {
    const res = await fetch(`${origin}/img/333/sample/pictures/4100001-1.jpg`);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe("unsupported width");
  });

  it.each([
    "/img/400/images/../package.json",
    "/img/400/images/../../package.json",
    "/img/400/sample/pictures/../../../package.json",
    "/img/400/images/%2e%2e/%2e%2e/package.json",
    "/img/400/images/%2E%2E%2F%2E%2E%2Fpackage.json",
    "/img/400/images/..%2F..%2Fpackage.json",
    "/img/400/sample/pictures/..%2F..%2F..%2Fdata%2Fsample%2Fpictures%2F4100001-1.jpg",
    "/img/400/%2Fetc%2Fpasswd",
    "/img/400/package.json",
    "/img/400/sample/feed/4100001-1.jpg",
    "/img/400/images/logo.svg",
  ])("answers 404 to %s", async (rawPath) => {
    const res = await rawGet(rawPath);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain("agency-website");
  });

  it("answers 404 for a missing picture", async () => {
    expect((await fetch(`${origin}/img/400/sample/pictures/9999999-1.jpg`)).status).toBe(404);
    expect((await fetch(`${origin}/img/400/images/banner/missing.jpg`)).status).toBe(404);
  });
});

describe("GET /img/{width}/uploads/{path}: visitors' photos from the upload store (decision 0053)", () => {
  const PHOTO = "testimonials/ann-0a1b2c3d4e5f.webp";
  /** A picture's validator; an error page has none of its own (Express may add a weak one). */
  const PICTURE_ETAG = /^"[0-9a-f]{32}"$/;
  let photo: Buffer;

  beforeAll(async () => {
    photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#c87828" } })
      .webp()
      .toBuffer();
    await uploads.put(database.db, { path: PHOTO, bytes: photo, contentType: "image/webp" });
  });

  it("reads the picture from the store, nothing on disk: WebP at the width, ETag, immutable; then from the disk cache, and 304", async () => {
    await expect(fs.stat(path.join(dataDir, "uploads"))).rejects.toThrow();
    const url = `${origin}/img/400/uploads/${PHOTO}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/webp");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const body = Buffer.from(await first.arrayBuffer());
    expect(await sharp(body).metadata()).toMatchObject({ format: "webp", width: 400, height: 300 });

    const second = await fetch(url);
    expect(second.headers.get("etag")).toBe(etag);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(body);
    expect(resizes(`uploads/${PHOTO}`, 400)).toBe(1);

    const revalidated = await fetch(url, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("another machine (its own DATA_DIR and cache, the same database) serves the same bytes with the same ETag", async () => {
    const otherDataDir = await fs.mkdtemp(path.join(os.tmpdir(), "images-test-other-"));
    const other = await listen({ projectRoot, dataDir: otherDataDir, logger, db: database.db });
    try {
      const here = await fetch(`${origin}/img/250/uploads/${PHOTO}`);
      const there = await fetch(`${other.origin}/img/250/uploads/${PHOTO}`);
      expect(there.status).toBe(200);
      expect(there.headers.get("etag")).toBe(here.headers.get("etag"));
      expect(Buffer.from(await there.arrayBuffer())).toEqual(Buffer.from(await here.arrayBuffer()));
      expect(
        (
          await fetch(`${other.origin}/img/250/uploads/${PHOTO}`, {
            headers: { "If-None-Match": here.headers.get("etag")! },
          })
        ).status,
      ).toBe(304);
    } finally {
      await other.close();
      await fs.rm(otherDataDir, { recursive: true, force: true });
    }
  });

  it.each([
    ["a path the store does not hold", "/img/400/uploads/testimonials/nobody-000000000000.webp", 404],
    ["a folder", "/img/400/uploads/testimonials", 404],
    ["a width outside the whitelist", `/img/333/uploads/${PHOTO}`, 400],
  ])("%s: %s → %i", async (_, urlPath, status) => {
    const res = await fetch(`${origin}${urlPath}`);
    expect(res.status).toBe(status);
    expect(res.headers.get("etag") ?? "").not.toMatch(PICTURE_ETAG);
  });

  /** A store that fails as a database does when it cannot be reached, or with another error. */
  const unreachable = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  it.each([
    {
      name: "the store unreachable at the first read",
      failing: { head: () => Promise.reject(unreachable()) },
      status: 503,
    },
    {
      name: "the store lost between its two reads",
      failing: { get: () => Promise.reject(unreachable()) },
      status: 503,
    },
    {
      name: "another error of the store (a bug, not an outage)",
      failing: { head: () => Promise.reject(new TypeError("bug")) },
      status: 500,
    },
  ])("$name → $status", async ({ failing, status }) => {
    const failingDir = await fs.mkdtemp(path.join(os.tmpdir(), "images-test-failing-"));
    const failingStore: UploadStore = { ...uploads, ...failing };
    const endpoint = await listen({ projectRoot, dataDir: failingDir, logger, uploadStore: failingStore });
    try {
      const res = await fetch(`${endpoint.origin}/img/600/uploads/${PHOTO}`);
      expect(res.status).toBe(status);
      expect(res.headers.get("etag") ?? "").not.toMatch(PICTURE_ETAG);
      expect(res.headers.get("cache-control") ?? "").not.toMatch(/immutable/);
      if (status === 503) expect(res.headers.get("retry-after")).toBe("30");
    } finally {
      await endpoint.close();
      await fs.rm(failingDir, { recursive: true, force: true });
    }
  });

  it("the database closed under it (PGlite closed, the PostgreSQL pool ended) → 503, not 500", async () => {
    const lost = await createTestDatabase();
    await createDatabaseUploadStore(lost.db).put(lost.db, { path: PHOTO, bytes: photo, contentType: "image/webp" });
    const endpoint = await listen({ projectRoot, dataDir, logger, db: lost.db });
    try {
      expect((await fetch(`${endpoint.origin}/img/60/uploads/${PHOTO}`)).status).toBe(200);
      await lost.close();
      const res = await fetch(`${endpoint.origin}/img/60/uploads/${PHOTO}`);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
    } finally {
      await endpoint.close();
    }
  });
});
