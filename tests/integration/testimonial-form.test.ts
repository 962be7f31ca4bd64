import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import express from "express";
import pino from "pino";
import type { AppLoadContext } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { leads, outbox, testimonials, uploads } from "#db/schema.ts";
import { loadContent, type SiteContent } from "#app/services/content/load-content.server.ts";
import { deliverDue } from "#app/services/leads/outbox.server.ts";
import { createMailTransport, type MailTransport } from "#app/services/mail/mail-transport.server.ts";
import type { FormFailure } from "#app/services/leads/lead-form.server.ts";
import { action, loader } from "#app/routes/forms/testimonial-form.tsx";
import { loader as testimonialsLoader } from "#app/routes/content/testimonials.tsx";
import { loader as testimonialLoader } from "#app/routes/content/testimonial.tsx";
import { createDatabaseUploadStore } from "#app/services/uploads/upload-store.server.ts";
import { createImageHandler } from "#server/images.ts";
import { testimonialCommand } from "../../scripts/testimonial.ts";
import { SmtpDouble, startSmtpDouble } from "#tests/doubles/smtp-server.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";
import { formPost, routeAnswer } from "#tests/setup/route-harness.ts";

/**
 * The testimonial form against a real database (PGlite and PostgreSQL), a real SMTP server on
 * loopback and sharp: a testimonial is stored pending with its lead and two mails (nl and fr); a
 * photo is checked by its content and size, stored as a WebP without metadata in the upload store
 * in the same transaction (decision 0053) and served by the image endpoint; the agency publishes it in the console (its mail links the testimonial's page
 * there) or with `npm run testimonial`, or the settings publish it
 * at once; a testimonial that cannot be stored answers "send testimonial failed" (503).
 */
const root = path.resolve(import.meta.dirname, "../..");
const SITE = "https://agency.example";
const AGENCY = "kantoor@agency.test";

let database: DatabaseHandle;
let content: SiteContent;
let smtp: SmtpDouble;
let transport: MailTransport;
let dataDir: string;
let images: http.Server;
let imageOrigin: string;

beforeAll(async () => {
  content = await loadContent(path.join(root, "content"));
  database = await createTestDatabase();
  smtp = await startSmtpDouble();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "agency-testimonial-"));
  transport = createMailTransport({ smtpUrl: smtp.url, agencyEmail: AGENCY, dataDir, siteUrl: SITE });
  images = http.createServer(
    express().get(
      "/img/*path",
      createImageHandler({ projectRoot: root, dataDir, logger: pino({ level: "silent" }), db: database.db }),
    ),
  );
  await new Promise<void>((resolve) => images.listen(0, "127.0.0.1", resolve));
  imageOrigin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});
afterAll(async () => {
  transport?.close();
  await smtp?.stop();
  await database?.close();
  await new Promise((resolve) => images?.close(resolve));
  await fs.rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  smtp.received.length = 0;
  await database.db.delete(outbox);
  await database.db.delete(testimonials);
  await database.db.delete(leads);
  await database.db.delete(uploads);
});

function context(overrides: { content?: SiteContent; agencyEmail?: string; cdnHost?: string } = {}): AppLoadContext {
  return {
    db: database.db,
    content: overrides.content ?? content,
    config: {
      siteUrl: SITE,
      mode: "production",
      agencyEmail: overrides.agencyEmail ?? AGENCY,
      dataDir,
      cdnHost: overrides.cdnHost ?? null,
    },
    logger: pino({ level: "silent" }),
  } as unknown as AppLoadContext;
}

const formUrl = (lang: "nl" | "fr") =>
  `${SITE}/${lang}/${lang === "nl" ? "schrijf-een-getuigenis" : "laisser-un-temoignage"}/`;

function post(
  fields: Record<string, string | File>,
  lang: "nl" | "fr" = "nl",
  ctx = context(),
  headers: HeadersInit = {},
) {
  return routeAnswer<FormFailure>(
    action as never,
    formPost(formUrl(lang), { form: "testimonial", ...fields }, headers),
    {},
    ctx,
  );
}

const jan = {
  title: "mr",
  firstName: "Jan",
  lastName: "Peeters",
  email: "jan.peeters@example.be",
  phone: "",
  name: "Familie Peeters",
  about: "Verkopers in Lebbeke",
  website: "www.peeters.be",
  poster: "seller",
  comment: "Ons huis was op zes weken verkocht. We werden bij elke stap goed op de hoogte gehouden.",
  privacyConsent: "on",
};
const marie = {
  title: "ms",
  firstName: "Marie",
  lastName: "Dubois",
  email: "marie.dubois@example.be",
  phone: "+32 477 12 34 56",
  name: "Marie D.",
  comment: "Une équipe à l'écoute, une location trouvée en deux semaines.",
  poster: "tenant",
  privacyConsent: "on",
};

/** A photo as a phone makes it: large, with its author and camera in the metadata. */
async function cameraPhoto(format: "jpeg" | "png" = "jpeg"): Promise<File> {
  const image = sharp({
    create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 120, b: 40 } },
  }).withExif({ IFD0: { Artist: "Jan Peeters", Make: "PhoneCam" } });
  const bytes = format === "jpeg" ? await image.jpeg().toBuffer() : await image.png().toBuffer();
  return new File([bytes], format === "jpeg" ? "IMG_0001.JPG" : "scan.png", { type: `image/${format}` });
}

/** The photos in the upload store; none is ever written under DATA_DIR. */
const storedPhotos = async () => {
  await expect(fs.stat(path.join(dataDir, "uploads"))).rejects.toThrow();
  return (await database.db.select({ path: uploads.path }).from(uploads)).map((row) => row.path).sort();
};
const deliver = () => deliverDue(database.db, transport, { now: new Date(Date.now() + 60_000) });
const mailTo = (address: string) => smtp.received.find((mail) => mail.envelopeTo.includes(address));

describe("the form page", () => {
  it("answers in each language with its breadcrumb and hreflang alternates", async () => {
    const page = await routeAnswer<{
      breadcrumb: { name: string; path: string }[];
      seo: { title: string; alternates: { hreflang: string; href: string }[] };
    }>(loader as never, new Request(formUrl("fr")), {}, context());
    expect(page.status).toBe(200);
    expect(page.data.breadcrumb.map((crumb) => crumb.path)).toEqual([
      "/fr/",
      "/fr/temoignages/",
      "/fr/laisser-un-temoignage/",
    ]);
    expect(page.data.seo.title).toMatch(/^Rédiger un témoignage \|/);
    expect(page.data.seo.alternates.find((a) => a.hreflang === "nl")?.href).toBe(`${SITE}/nl/schrijf-een-getuigenis/`);
  });
});

describe("sending a testimonial", () => {
  it("nl, without a photo: stored pending with a slug from its name, a lead and two mails; the agency's mail links its console page", async () => {
    const answer = await post(jan);
    expect(answer).toMatchObject({ status: 303, location: "/nl/bedankt/getuigenis/" });
    const [row] = await database.db.select().from(testimonials);
    expect(row).toMatchObject({
      slug: "familie-peeters",
      name: "Familie Peeters",
      locale: "nl",
      status: "pending",
      website: "https://www.peeters.be/",
      poster: "seller",
      imageUrl: null,
    });
    const [lead] = await database.db.select().from(leads);
    expect(lead).toMatchObject({ kind: "testimonial", locale: "nl" });
    expect(row!.leadId).toBe(lead!.id);

    expect(await deliver()).toEqual({ delivered: 2, retried: 0, failed: 0 });
    const agency = mailTo(AGENCY)!;
    expect(agency.header("subject")).toBe("Nieuwe getuigenis ontvangen – Familie Peeters");
    expect(agency.header("reply-to")).toBe("jan.peeters@example.be");
    for (const line of [
      "Naam: Dhr. Jan Peeters",
      "Naam bij de getuigenis: Familie Peeters",
      "Over de schrijver: Verkopers in Lebbeke",
      "Website: https://www.peeters.be/",
      "Rol: Verkoper",
      `Getuigenis: ${jan.comment}`,
      "Status: Wacht op goedkeuring",
      // No mail asks the agent to run a command (decision 0034): it links the testimonial's console page.
      `Nakijken en publiceren in het beheer: ${SITE}/admin/testimonials/${row!.id}/`,
    ]) {
      expect(agency.text).toContain(line);
    }
    expect(agency.html).toContain(`<a href="${SITE}/admin/testimonials/${row!.id}/">`);
    const visitor = mailTo("jan.peeters@example.be")!;
    expect(visitor.header("subject")).toBe("Bedankt voor uw getuigenis");
    expect(visitor.text).toContain("We lezen ze na en publiceren ze binnenkort op onze website.");
    expect(visitor.text).toContain(jan.comment);

    // pending: not on the testimonials page
    const list = await routeAnswer<{ items: { testimonial: { slug: string } }[] }>(
      testimonialsLoader as never,
      new Request(`${SITE}/nl/getuigenissen/`),
      {},
      context(),
    );
    expect(list.data.items.map((item) => item.testimonial.slug)).not.toContain("familie-peeters");
  });

  it("fr, with a photo: the picture is stored as a WebP of at most 1600 px without its metadata, served by the image endpoint; the mails are in French", async () => {
    const answer = await post({ ...marie, image: await cameraPhoto("jpeg") }, "fr");
    expect(answer).toMatchObject({ status: 303, location: "/fr/merci/temoignage/" });
    const [row] = await database.db.select().from(testimonials);
    expect(row!.imageUrl).toMatch(/^\/uploads\/testimonials\/marie-d-[0-9a-f]{12}\.webp$/);
    expect(await storedPhotos()).toEqual([row!.imageUrl!.slice("/uploads/".length)]);

    const stored = (await createDatabaseUploadStore(database.db).get(row!.imageUrl!.slice("/uploads/".length)))!.bytes;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 1600, height: 1200 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("PhoneCam"))).toBe(false);

    const served = await fetch(`${imageOrigin}/img/250${row!.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(250);

    await deliver();
    const visitor = mailTo("marie.dubois@example.be")!;
    expect(visitor.header("subject")).toBe("Merci pour votre témoignage");
    expect(visitor.text).toContain("Bonjour Marie Dubois,");
    expect(visitor.text).toContain("Nous le relisons et le publierons bientôt sur notre site.");
    expect(visitor.text).toContain("Votre rôle\u00a0: Locataire");
    expect(mailTo(AGENCY)!.text).toContain(`Foto: ${SITE}/img/1200${row!.imageUrl}`);
  });

  it("with a CDN (CDN_HOST), the agency's mail links the photo on the CDN, not on the site", async () => {
    const answer = await post(
      { ...marie, image: await cameraPhoto("jpeg") },
      "fr",
      context({ cdnHost: "cdn.agency.be" }),
    );
    expect(answer.status).toBe(303);
    const [row] = await database.db.select().from(testimonials);
    await deliver();
    const photoLine = (mailTo(AGENCY)?.text ?? "").split("\n").find((line) => line.startsWith("Foto:"));
    expect(photoLine).toBe(`Foto: https://cdn.agency.be/img/1200${row!.imageUrl}`);
  });

  it("a PNG is taken too; a second testimonial of the same name gets the next slug", async () => {
    expect((await post({ ...jan, image: await cameraPhoto("png") })).status).toBe(303);
    expect((await post({ ...jan, email: "an.peeters@example.be" })).status).toBe(303);
    const slugs = (await database.db.select({ slug: testimonials.slug }).from(testimonials))
      .map((row) => row.slug)
      .sort();
    expect(slugs).toEqual(["familie-peeters", "familie-peeters-2"]);
  });

  it.each([
    [
      "a GIF",
      () =>
        new File([Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1")], "photo.gif", { type: "image/gif" }),
      "Dit bestand is geen geldige afbeelding",
    ],
    [
      "a text file named .jpg, sent as image/jpeg",
      () => new File(["hello, not a picture"], "photo.jpg", { type: "image/jpeg" }),
      "Dit bestand is geen geldige afbeelding",
    ],
    [
      "an SVG",
      () =>
        new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "logo.svg", {
          type: "image/svg+xml",
        }),
      "Dit bestand is geen geldige afbeelding",
    ],
    [
      "a JPEG signature followed by garbage",
      () =>
        new File([Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)])], "broken.jpg", {
          type: "image/jpeg",
        }),
      "Dit bestand is geen geldige afbeelding",
    ],
    [
      "a picture over 5 MB",
      () =>
        new File([Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024)])], "huge.jpg", {
          type: "image/jpeg",
        }),
      "De afbeelding mag maximaal 5 MB groot zijn",
    ],
  ])("%s is refused next to the photo field (400): nothing stored, no photo", async (_, file, message) => {
    const answer = await post({ ...jan, image: file() });
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toEqual({ image: message });
    expect(answer.data.values).toMatchObject({ name: "Familie Peeters", comment: jan.comment });
    expect(await database.db.select().from(testimonials)).toHaveLength(0);
    expect(await database.db.select().from(leads)).toHaveLength(0);
    expect(await storedPhotos()).toEqual([]);
  });

  it("a body far larger than a photo may be is refused before it is read (413)", async () => {
    const answer = await post(jan, "fr", context(), { "Content-Length": String(20 * 1024 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.data.errors).toEqual({ image: "L'image ne peut pas dépasser 5 Mo" });
  });

  it("invalid fields answer 400 with their errors in the visitor's language; nothing is stored", async () => {
    const nl = await post({ ...jan, name: "", comment: "", website: "javascript:alert(1)", privacyConsent: "" });
    expect(nl.status).toBe(400);
    expect(nl.data.errors).toMatchObject({
      name: "Vul de naam in die we bij uw getuigenis mogen tonen",
      comment: "Schrijf uw getuigenis",
      website: "Vul een geldig webadres in",
      privacyConsent: "U moet akkoord gaan met de privacyverklaring",
    });
    const fr = await post({ ...marie, name: "  " }, "fr");
    expect(fr.data.errors).toMatchObject({ name: "Indiquez le nom que nous pouvons afficher avec votre témoignage" });
    expect(await database.db.select().from(testimonials)).toHaveLength(0);
  });

  it("when it cannot be stored: 'send testimonial failed' (503), nothing half-stored, the photo neither", async () => {
    // An agency address the outbox refuses: the transaction fails after the photo was put in it.
    const answer = await post({ ...jan, image: await cameraPhoto() }, "nl", context({ agencyEmail: "" }));
    expect(answer.status).toBe(503);
    expect(answer.data.errors).toEqual({ "": "Het verzenden van uw getuigenis is mislukt" });
    expect(answer.data.values).toMatchObject({ comment: jan.comment });
    expect(await database.db.select().from(testimonials)).toHaveLength(0);
    expect(await database.db.select().from(leads)).toHaveLength(0);
    expect(await storedPhotos()).toEqual([]);
  });
});

describe("publication", () => {
  it("`npm run testimonial -- list` shows the pending ones, `-- publish <id>` puts one on the testimonials pages with its photo and website", async () => {
    await post({ ...jan, image: await cameraPhoto() });
    await post({ ...marie }, "fr");
    const [peeters] = await database.db.select().from(testimonials).where(eq(testimonials.slug, "familie-peeters"));
    const lines: string[] = [];
    const deps = {
      db: database.db,
      routes: content.routes.routes,
      siteUrl: SITE,
      defaultLocale: "nl",
      out: (line: string) => void lines.push(line),
    };

    expect(await testimonialCommand(["list"], deps)).toBe(0);
    expect(lines.filter((line) => line.startsWith("#"))).toEqual([
      expect.stringMatching(new RegExp(`^#${peeters!.id}  \\d{4}-\\d{2}-\\d{2}  nl  Familie Peeters  \\[photo\\]$`)),
      expect.stringMatching(/^#\d+ {2}\d{4}-\d{2}-\d{2} {2}fr {2}Marie D\.$/),
    ]);
    expect(lines.at(-1)).toBe("2 waiting. Publish one with: npm run testimonial -- publish <id>");

    lines.length = 0;
    expect(await testimonialCommand(["publish", String(peeters!.id)], deps)).toBe(0);
    expect(lines).toEqual([`Published: #${peeters!.id} ${SITE}/nl/getuigenissen/familie-peeters/`]);
    lines.length = 0;
    expect(await testimonialCommand(["publish", String(peeters!.id)], deps)).toBe(0);
    expect(lines[0]).toMatch(/^Already published/);
    expect(await testimonialCommand(["publish", "999999"], deps)).toBe(1);
    expect(await testimonialCommand(["publish", "x"], deps)).toBe(2);
    expect(await testimonialCommand([], deps)).toBe(2);

    // On the list page (in every language: the text stays in its own, marked with lang) and its own page.
    for (const url of [`${SITE}/nl/getuigenissen/`, `${SITE}/fr/temoignages/`]) {
      const list = await routeAnswer<{
        items: { testimonial: { slug: string; lang: string; image: string | null; website: string | null } }[];
        writeHref: string;
      }>(testimonialsLoader as never, new Request(url), {}, context());
      const shown = list.data.items.find((item) => item.testimonial.slug === "familie-peeters")!.testimonial;
      expect(shown).toMatchObject({ lang: "nl", website: "https://www.peeters.be/", image: peeters!.imageUrl });
      expect(list.data.items.map((item) => item.testimonial.slug)).not.toContain("marie-d");
    }
    const own = await routeAnswer<{ testimonial: { name: string } }>(
      testimonialLoader as never,
      new Request(`${SITE}/nl/getuigenissen/familie-peeters/`),
      { slug: "familie-peeters" },
      context(),
    );
    expect(own.status).toBe(200);
    expect(own.data.testimonial.name).toBe("Familie Peeters");
  });

  it("with settings.testimonialAutoPublish it is published at once, and the visitor's mail links to it", async () => {
    const autoPublish = { ...content, settings: { ...content.settings, testimonialAutoPublish: true } };
    expect((await post(marie, "fr", context({ content: autoPublish }))).status).toBe(303);
    const [row] = await database.db.select().from(testimonials);
    expect(row).toMatchObject({ status: "published", slug: "marie-d", locale: "fr" });
    await deliver();
    const visitor = mailTo("marie.dubois@example.be")!;
    expect(visitor.text).toContain("Il est maintenant en ligne sur notre site.");
    expect(visitor.text).toContain(`${SITE}/fr/temoignages/marie-d/`);
    expect(mailTo(AGENCY)!.text).toContain("Status: Automatisch gepubliceerd");
  });
});
