import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testimonials } from "#db/schema.ts";
import { startServerProcess, type ServerProcess } from "#tests/setup/server-process.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";

/**
 * Visitors' photos with several machines behind a load balancer (decision 0053): TWO server
 * processes (server/index.ts, as an operator starts them) on ONE PostgreSQL database, each with
 * its own DATA_DIR as two machines would have. A testimonial with a photo posted as a visitor's
 * browser posts it (multipart, same-site) through process A is published, and its page and its
 * photo are read through process B: the photo is in the database, not on A's disk. A photo an
 * earlier version kept under A's DATA_DIR/uploads is imported at A's start and served by B too.
 * PostgreSQL only: the "integration (postgres)" project.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let machineA: ServerProcess;
let machineB: ServerProcess;
let dataDirA: string;

/** A photo of an earlier version: its file under A's DATA_DIR/uploads, its testimonial in the database. */
const EARLIER = {
  slug: "earlier-photo",
  src: `/uploads/testimonials/earlier-${crypto.randomBytes(6).toString("hex")}.webp`,
};

const photo = (background: string, format: "jpeg" | "webp" = "jpeg") => {
  const image = sharp({ create: { width: 2000, height: 1500, channels: 3, background } });
  return (format === "jpeg" ? image.jpeg() : image.webp()).toBuffer();
};

beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.url) throw new Error("this test needs PostgreSQL (DATABASE_URL)");
  dataDirA = await fs.mkdtemp(path.join(os.tmpdir(), "agency-machine-a-"));
  await fs.mkdir(path.join(dataDirA, "uploads", "testimonials"), { recursive: true });
  await fs.writeFile(path.join(dataDirA, EARLIER.src), await photo("#3060c0", "webp"));
  await database.db.insert(testimonials).values({
    slug: EARLIER.slug,
    name: "Earlier Photo",
    comment: "Sent before the photos moved to the database.",
    locale: "nl",
    date: "2026-11-01",
    status: "published",
    imageUrl: EARLIER.src,
  });
  // One after the other: the first loads the sample into the empty database.
  machineA = await startServerProcess({ DATABASE_URL: database.url, DATA_DIR: dataDirA });
  machineB = await startServerProcess({ DATABASE_URL: database.url });
  // React Router's modules load on a first request (Vite in development): not part of what is tested.
  const warmUp = await Promise.all([machineA, machineB].map((m) => fetch(`${m.origin}/nl/schrijf-een-getuigenis/`)));
  expect(warmUp.map((response) => response.status)).toEqual([200, 200]);
}, 240_000);

afterAll(async () => {
  await machineA?.stop();
  await machineB?.stop();
  await database?.close();
  if (dataDirA) await fs.rm(dataDirA, { recursive: true, force: true });
});

/** The form as the browser posts it from A's page: multipart (a file in it), same-site, the honeypot empty. */
async function postTestimonial(origin: string): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    form: "testimonial",
    homepage: "",
    title: "ms",
    firstName: "Lies",
    lastName: "Wouters",
    email: "lies.wouters@example.be",
    phone: "",
    name: "Lies W.",
    poster: "buyer",
    comment: "Ons appartement in Aalst gevonden dankzij de zoekopdracht. Heel vlot verlopen.",
    privacyConsent: "on",
  }))
    form.append(name, value);
  form.append("image", new File([await photo("#c87828")], "IMG_2040.JPG", { type: "image/jpeg" }));
  return fetch(`${origin}/nl/schrijf-een-getuigenis/`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": "203.0.113.77" },
    body: form,
  });
}

/** Every `/img/…/uploads/…` picture of a page. */
const uploadPictures = (html: string) => [...html.matchAll(/\/img\/\d+\/uploads\/[^"'\s)]+/g)].map((m) => m[0]);

describe("a visitor's photo with two machines behind a load balancer", () => {
  it(
    "posted through A, published, its page and photo read through B: 200 WebP with an ETag, then 304",
    { timeout: 120_000 },
    async () => {
      const posted = await postTestimonial(machineA.origin);
      expect(posted.status).toBe(303);
      expect(posted.headers.get("location")).toBe("/nl/bedankt/getuigenis/");

      const [row] = await database.db.select().from(testimonials).where(eq(testimonials.name, "Lies W."));
      expect(row!.imageUrl).toMatch(/^\/uploads\/testimonials\/lies-w-[0-9a-f]{12}\.webp$/);
      // Nothing on A's disk: the photo is in the database.
      await expect(fs.stat(path.join(dataDirA, row!.imageUrl!))).rejects.toThrow();
      // The agency publishes it (the console's "publish").
      await database.db.update(testimonials).set({ status: "published" }).where(eq(testimonials.id, row!.id));

      const page = await fetch(`${machineB.origin}/nl/getuigenissen/${row!.slug}/`);
      expect(page.status).toBe(200);
      const [picture] = uploadPictures(await page.text());
      expect(picture).toBe(`/img/250${row!.imageUrl}`);

      const served = await fetch(`${machineB.origin}${picture}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const etag = served.headers.get("etag")!;
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
        format: "webp",
        width: 250,
      });

      const revalidated = await fetch(`${machineB.origin}${picture}`, { headers: { "If-None-Match": etag } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get("etag")).toBe(etag);
      // A renders the same variant under the same validator.
      expect((await fetch(`${machineA.origin}${picture}`)).headers.get("etag")).toBe(etag);
    },
  );

  it("a photo an earlier version kept under A's DATA_DIR/uploads: imported at A's start, served by B", async () => {
    expect(machineA.logs).toContainEqual(
      expect.objectContaining({ msg: "uploads on disk imported into the database", imported: 1, missing: 0 }),
    );
    const served = await fetch(`${machineB.origin}/img/400${EARLIER.src}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(400);
  });
});
