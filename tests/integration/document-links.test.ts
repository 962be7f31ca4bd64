import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { startAppServer, type AppServerProcess } from "#tests/setup/app-server-process.ts";
import { leads, listingDocuments, newsletterSubscriptions, outbox } from "#db/schema.ts";
import { action } from "#app/routes/listings/property-detail.tsx";
import { action as projectAction } from "#app/routes/listings/project-detail.tsx";
import { documentsHandler } from "#server/documents.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";
import {
  deliverToDouble,
  emptyTables,
  formContext,
  mailTo,
  post,
  SITE,
  useLeadFormBench,
} from "#tests/setup/route-harness.ts";

/**
 * Listing documents are private (decision 0030): the documents-request mail carries signed links
 * that expire; following one (taken from the mail the SMTP double received) gives the PDF, an
 * altered or expired link a page in the link's language (403 / 410), and the old public path is
 * gone. The route runs as server/app.ts mounts it, over real HTTP on this run's database; the old
 * path and an altered link are also asked of the whole app in a process of its own.
 */
const root = path.resolve(import.meta.dirname, "../..");
const PROPERTY_PATH = "/nl/te-koop/buggenhout/gerenoveerde-rijwoning-met-zonnige-tuin-in-hartje-buggenhout/4100001/";
const PROJECT_PATH = "/fr/projets/x/y/5100001/";
const ANN = {
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "ann.peeters@example.be",
  phone: "0477 12 34 56",
  privacyConsent: "on",
};
const DAY = 24 * 60 * 60 * 1000;

const bench = useLeadFormBench();
let clock = Date.now();
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer(
    express().get(
      "/documents/*path",
      documentsHandler({ db: bench.db, projectRoot: root, now: () => new Date(clock) }),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  clock = Date.now();
  bench.smtp.received.length = 0;
  await emptyTables(bench.db, outbox, newsletterSubscriptions, leads);
});

/** Requests a property's documents as a visitor does and returns the links of the mail they receive. */
async function mailedLinks(): Promise<Array<{ name: string; url: string }>> {
  const answer = await post(
    action,
    PROPERTY_PATH,
    { form: "documents-request", ...ANN },
    formContext(bench.db, bench.content),
    { id: "4100001" },
  );
  expect(answer.status).toBe(303);
  const mail = mailTo(await deliverToDouble(bench.db, bench.smtp), ANN.email);
  return [...mail.html!.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)]
    .map((m) => ({ url: m[1]!.replaceAll("&amp;", "&"), name: m[2]! }))
    .filter((link) => link.url.includes("/documents/"));
}

/** The link on this test's server (the mail names the site's address). */
const local = (url: string) => `${origin}${new URL(url).pathname}${new URL(url).search}`;

describe("the documents mail's links", () => {
  it("are signed links that expire, naming the listing and the document; following one gives the PDF", async () => {
    const links = await mailedLinks();
    expect(links.map((l) => l.name)).toEqual(["EPC-certificaat", "Asbestattest"]);
    const epc = new URL(links[0]!.url);
    expect(`${epc.origin}${epc.pathname}`).toBe(`${SITE}/documents/nl/property/4100001/epc-4100001.pdf`);
    expect(Math.abs(Number(epc.searchParams.get("expires")) * 1000 - (clock + 7 * DAY))).toBeLessThan(60_000);
    expect(epc.searchParams.get("signature")).toMatch(/^[\w-]{43}$/);

    const res = await fetch(local(links[0]!.url));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(
      fs.readFileSync(path.join(root, "data/sample/documents/epc-4100001.pdf")),
    );
    expect((await fetch(local(links[1]!.url))).status).toBe(200);
  });

  it("a project's links work the same way, in the visitor's language", async () => {
    const answer = await post(
      projectAction,
      PROJECT_PATH,
      { form: "documents-request", ...ANN },
      formContext(bench.db, bench.content),
      { id: "5100001" },
    );
    expect(answer.status).toBe(303);
    const mail = mailTo(await deliverToDouble(bench.db, bench.smtp), ANN.email);
    const link =
      /https:\/\/agency\.example\/documents\/fr\/project\/5100001\/project-5100001-pricelist\.pdf\?expires=\d+&signature=[\w-]{43}/.exec(
        mail.text ?? "",
      );
    expect(link).not.toBeNull();
    expect((await fetch(local(link![0]))).status).toBe(200);
  });

  it.each([
    [
      "another document of the same listing",
      (u: URL) => void (u.pathname = u.pathname.replace("epc-4100001.pdf", "asbestos-4100001.pdf")),
    ],
    ["another listing", (u: URL) => void (u.pathname = u.pathname.replace("/4100001/", "/4100003/"))],
    [
      "a later expiry",
      (u: URL) => u.searchParams.set("expires", String(Number(u.searchParams.get("expires")) + 365 * 86_400)),
    ],
    ["another signature", (u: URL) => u.searchParams.set("signature", "A".repeat(43))],
    ["no signature", (u: URL) => u.searchParams.delete("signature")],
  ])("altered (%s): 403, a page in the link's language, no file", async (_name, alter) => {
    const [epc] = await mailedLinks();
    const url = new URL(local(epc!.url));
    alter(url);
    const res = await fetch(url);
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const page = await res.text();
    expect(page).toContain('<html lang="nl">');
    expect(page).toContain("<h1>Deze link werkt niet</h1>");
    expect(page).not.toContain("%PDF");
  });

  it("expired after seven days: 410 with a page that says to ask again (in French for a French link)", async () => {
    const [epc] = await mailedLinks();
    clock += 7 * DAY - 60_000;
    expect((await fetch(local(epc!.url))).status).toBe(200);
    clock += 2 * 60_000;
    const expired = await fetch(local(epc!.url));
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("<h1>Deze link is verlopen</h1>");
    const french = await fetch(local(epc!.url).replace("/documents/nl/", "/documents/fr/"));
    expect(french.status).toBe(410);
    const page = await french.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain("Ce lien a expiré");
    expect(page).toContain("page du bien\u00a0: vous recevrez");
  });

  it("a document the listing no longer has: 404", async () => {
    const [epc] = await mailedLinks();
    const [row] = await bench.db
      .select()
      .from(listingDocuments)
      .where(
        and(eq(listingDocuments.propertyId, 4100001), eq(listingDocuments.url, "/sample/documents/epc-4100001.pdf")),
      );
    await bench.db.delete(listingDocuments).where(eq(listingDocuments.id, row!.id));
    try {
      const res = await fetch(local(epc!.url));
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("Dit document is niet meer beschikbaar");
    } finally {
      await bench.db.insert(listingDocuments).values(row!);
    }
  });
});

describe("the whole app", () => {
  let server: AppServerProcess;
  let app: string;
  let database: (DatabaseHandle & { url?: string }) | null = null;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-document-links-"));
    if (process.env.DATABASE_URL) database = await createTestDatabase();
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
    if (database?.url) env.DATABASE_URL = database.url;
    else delete env.DATABASE_URL;
    server = await startAppServer(env);
    app = server.origin;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("no longer serves the documents at their old public path (404), still serves the sample pictures", async () => {
    for (const file of ["epc-4100001.pdf", "asbestos-4100001.pdf", "project-5100001-brochure.pdf"]) {
      const res = await fetch(`${app}/sample/documents/${file}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("%PDF");
    }
    expect((await fetch(`${app}/sample/pictures/4100001-1.jpg`)).status).toBe(200);
  }, 60_000);

  it("answers a forged document link with the 403 page", async () => {
    const res = await fetch(
      `${app}/documents/de/property/4100001/epc-4100001.pdf?expires=4102444800&signature=${"x".repeat(43)}`,
    );
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("Dieser Link funktioniert nicht");
  });
});
