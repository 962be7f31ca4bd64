import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { testimonials, uploads } from "#db/schema.ts";
import { importDiskUploads } from "#app/services/uploads/disk-uploads.server.ts";
import {
  createDatabaseUploadStore,
  uploadPathOf,
  type UploadStore,
} from "#app/services/uploads/upload-store.server.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";

/**
 * The upload store on the real database (PGlite, and PostgreSQL in the postgres run; decision
 * 0053): what is put is read back byte for byte with its hash, a path keeps its first file, writes
 * commit and roll back with the transaction they are given; and the start-up import of the photos
 * that earlier versions kept under DATA_DIR/uploads.
 */
let database: DatabaseHandle;
let store: UploadStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createDatabaseUploadStore(database.db);
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(testimonials);
  await database.db.delete(uploads);
});

/** Every byte value, so a driver that reads bytea as text or escapes it would show. */
const EVERY_BYTE = Buffer.from(Array.from({ length: 256 }, (_, n) => n));
const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

describe("uploadPathOf", () => {
  it.each([
    ["/uploads/testimonials/a-0a1b2c3d4e5f.webp", "testimonials/a-0a1b2c3d4e5f.webp"],
    ["/uploads/x.webp", "x.webp"],
    ["/uploads/", null],
    ["/images/banner/home.jpg", null],
    ["uploads/testimonials/a.webp", null],
    ["https://cdn.example/uploads/a.webp", null],
  ])("%s → %s", (src, expected) => {
    expect(uploadPathOf(src)).toBe(expected);
  });
});

describe("the database upload store", () => {
  it.each([
    ["every byte value", EVERY_BYTE, "application/octet-stream"],
    ["an empty file", Buffer.alloc(0), "application/octet-stream"],
    ["a photo-sized WebP body (300 kB)", crypto.randomBytes(300 * 1024), "image/webp"],
  ])("%s: put, then head and get give it back with its size and SHA-256", async (_, bytes, contentType) => {
    const before = new Date(Date.now() - 1000);
    expect(await store.put(database.db, { path: "testimonials/a.webp", bytes, contentType })).toBe(true);
    const info = {
      path: "testimonials/a.webp",
      contentType,
      byteSize: bytes.byteLength,
      contentHash: sha256(bytes),
    };
    const head = await store.head("testimonials/a.webp");
    expect(head).toMatchObject(info);
    expect(head).not.toHaveProperty("bytes");
    expect(head!.createdAt.getTime()).toBeGreaterThan(before.getTime());
    const got = await store.get("testimonials/a.webp");
    expect(got).toMatchObject(info);
    expect(Buffer.isBuffer(got!.bytes)).toBe(true);
    expect(got!.bytes.equals(bytes)).toBe(true);
  });

  it("a path keeps its first file: a second put answers false and changes nothing", async () => {
    expect(await store.put(database.db, { path: "p.webp", bytes: EVERY_BYTE, contentType: "image/webp" })).toBe(true);
    expect(
      await store.put(database.db, { path: "p.webp", bytes: Buffer.from("other"), contentType: "text/plain" }),
    ).toBe(false);
    expect((await store.get("p.webp"))!.bytes.equals(EVERY_BYTE)).toBe(true);
  });

  it("an unknown path: head and get answer null", async () => {
    expect(await store.head("testimonials/none.webp")).toBeNull();
    expect(await store.get("testimonials/none.webp")).toBeNull();
  });

  it("delete removes the paths given and counts them; unknown paths and an empty list are no error", async () => {
    for (const name of ["a", "b", "c"])
      await store.put(database.db, { path: `${name}.webp`, bytes: Buffer.from(name), contentType: "image/webp" });
    expect(await store.delete(database.db, ["a.webp", "c.webp", "missing.webp"])).toBe(2);
    expect(await store.delete(database.db, [])).toBe(0);
    expect((await database.db.select({ path: uploads.path }).from(uploads)).map((row) => row.path)).toEqual(["b.webp"]);
  });

  it.each(["put", "delete"])("%s within a transaction that fails is rolled back with it", async (operation) => {
    if (operation === "delete")
      await store.put(database.db, { path: "kept.webp", bytes: EVERY_BYTE, contentType: "image/webp" });
    const before = await store.head("kept.webp");
    await expect(
      database.db.transaction(async (tx) => {
        if (operation === "put")
          await store.put(tx, { path: "kept.webp", bytes: EVERY_BYTE, contentType: "image/webp" });
        else await store.delete(tx, ["kept.webp"]);
        throw new Error("the record could not be stored");
      }),
    ).rejects.toThrow("the record could not be stored");
    expect(await store.head("kept.webp")).toEqual(before);
  });
});

describe("importDiskUploads (the photos of earlier versions, under DATA_DIR/uploads)", () => {
  let dataDir: string;
  /** The import's log lines (its counts and message). */
  const logged: Array<{ imported: number; missing: number; msg: string }> = [];
  const logger = pino(
    { base: null, timestamp: false },
    { write: (line: string) => void logged.push(JSON.parse(line)) },
  );

  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "disk-uploads-"));
    logged.length = 0;
  });
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const webp = (seed: string) =>
    // A WebP's signature (RIFF….WEBP) and a body of its own.
    Buffer.concat([Buffer.from("RIFF\0\0\0\0WEBPVP8 ", "latin1"), Buffer.from(seed)]);
  async function onDisk(relative: string, bytes: Buffer) {
    const file = path.join(dataDir, "uploads", relative);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
  }
  async function testimonial(slug: string, imageUrl: string | null) {
    await database.db
      .insert(testimonials)
      .values({ slug, name: slug, comment: "…", locale: "nl", date: "2026-11-01", imageUrl });
  }
  const storedPaths = async () =>
    (await database.db.select({ path: uploads.path }).from(uploads)).map((row) => row.path).sort();

  it("imports the photos the testimonials name, once; a second start imports nothing and logs nothing", async () => {
    await onDisk("testimonials/ann-0a1b2c3d4e5f.webp", webp("ann"));
    await onDisk("testimonials/bert-111111111111.webp", webp("bert"));
    await testimonial("ann", "/uploads/testimonials/ann-0a1b2c3d4e5f.webp");
    await testimonial("bert", "/uploads/testimonials/bert-111111111111.webp");
    await testimonial("no-photo", null);
    await testimonial("sample-picture", "/images/testimonials/x.jpg");

    expect(await importDiskUploads(database.db, { dataDir }, logger)).toEqual({ imported: 2, missing: 0 });
    expect(logged).toEqual([{ level: 30, imported: 2, missing: 0, msg: "uploads on disk imported into the database" }]);
    expect(await storedPaths()).toEqual(["testimonials/ann-0a1b2c3d4e5f.webp", "testimonials/bert-111111111111.webp"]);
    const ann = await store.get("testimonials/ann-0a1b2c3d4e5f.webp");
    expect(ann).toMatchObject({ contentType: "image/webp", contentHash: sha256(webp("ann")) });
    expect(ann!.bytes.equals(webp("ann"))).toBe(true);

    logged.length = 0;
    expect(await importDiskUploads(database.db, { dataDir }, logger)).toEqual({ imported: 0, missing: 0 });
    expect(logged).toEqual([]);
  });

  it.each([
    ["a photo this disk does not hold (another machine's)", "/uploads/testimonials/elsewhere-222222222222.webp"],
    ["a file that is no picture", "/uploads/testimonials/notes-333333333333.webp"],
    ["a path leading out of DATA_DIR/uploads", "/uploads/../secret.webp"],
  ])("%s is counted missing, not stored", async (_, imageUrl) => {
    await onDisk("testimonials/notes-333333333333.webp", Buffer.from("not a picture"));
    await fs.writeFile(path.join(dataDir, "secret.webp"), webp("secret"));
    await testimonial("one", imageUrl);
    expect(await importDiskUploads(database.db, { dataDir }, logger)).toEqual({ imported: 0, missing: 1 });
    expect(logged).toEqual([{ level: 30, imported: 0, missing: 1, msg: "uploads on disk imported into the database" }]);
    expect(await storedPaths()).toEqual([]);
  });

  it("leaves a file no record names (an erased testimonial's) on disk, out of the store", async () => {
    await onDisk("testimonials/erased-444444444444.webp", webp("erased"));
    expect(await importDiskUploads(database.db, { dataDir }, logger)).toEqual({ imported: 0, missing: 0 });
    expect(await storedPaths()).toEqual([]);
  });

  it("keeps what the store already holds at a path, and two starts at once store each photo once", async () => {
    await onDisk("testimonials/ann-0a1b2c3d4e5f.webp", webp("on disk"));
    await onDisk("testimonials/bert-111111111111.webp", webp("bert"));
    await testimonial("ann", "/uploads/testimonials/ann-0a1b2c3d4e5f.webp");
    await testimonial("bert", "/uploads/testimonials/bert-111111111111.webp");
    await store.put(database.db, {
      path: "testimonials/ann-0a1b2c3d4e5f.webp",
      bytes: webp("in the store"),
      contentType: "image/webp",
    });
    const results = await Promise.all([
      importDiskUploads(database.db, { dataDir }, logger),
      importDiskUploads(database.db, { dataDir }, logger),
    ]);
    expect(results.reduce((sum, result) => sum + result.imported, 0)).toBe(1);
    expect(await storedPaths()).toEqual(["testimonials/ann-0a1b2c3d4e5f.webp", "testimonials/bert-111111111111.webp"]);
    expect((await store.get("testimonials/ann-0a1b2c3d4e5f.webp"))!.bytes.equals(webp("in the store"))).toBe(true);
  });
});
