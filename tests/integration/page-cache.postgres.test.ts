import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSampleProvider } from "#app/providers/sample/sample-provider.server.ts";
import { importCatalogue } from "#app/services/listings/sync-catalogue.server.ts";
import { createOwner } from "#app/services/owners/accounts.server.ts";
import { createSession, SESSION_COOKIE } from "#app/services/owners/sessions.server.ts";
import { contentOverrides, pageViews, properties, testimonials } from "#db/schema.ts";
import { startAppServer, type AppServerProcess } from "#tests/setup/app-server-process.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";

/**
 * The server's page cache (server/page-cache.ts, decision 0055) over real HTTP, the whole app in a
 * process of its own (tests/setup/app-server.ts) on a PostgreSQL database this test changes as the
 * sync and the console would: a page comes from memory (it carries `Age`) only while the catalogue
 * and the content are unchanged, never for a visitor's own answer (a form with errors, an owner's
 * session, a campaign's parameters), and a listing's views are counted as if it were rendered.
 */
const root = path.resolve(import.meta.dirname, "../..");
const DETAIL = "/nl/te-koop/buggenhout/gerenoveerde-rijwoning-met-zonnige-tuin-in-hartje-buggenhout/4100001/";
/** A listing no other test here asks for: its views are this file's views test's alone. */
const HOLIDAY_HOME = "/nl/vakantiewoningen/beffe/chalet-l-ourthe-knus-chalet-voor-4-met-zicht-op-de-vallei/4100006/";
const BROWSER = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
};

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: AppServerProcess;
let origin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.url) throw new Error("this test needs DATABASE_URL (a PostgreSQL server)");
  await importCatalogue(database.db, createSampleProvider(path.join(root, "data/sample/feed")));
  server = await startAppServer({ ...process.env, DATABASE_URL: database.url, PAGE_CACHE_MB: "16" });
  origin = server.origin;
  // React Router's modules load on a first request (Vite): not part of what is tested.
  await fetch(`${origin}/nl/`).then((res) => res.text());
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.close();
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${pathname}`, { headers: { ...BROWSER, ...headers }, redirect: "manual" });

/** The page twice: the second answer, once the first has had time to be kept. */
async function twice(pathname: string, headers: Record<string, string> = {}) {
  await (await get(pathname, headers)).text();
  await new Promise((resolve) => setTimeout(resolve, 150));
  return get(pathname, headers);
}

describe("anonymous pages from memory", () => {
  it("a page asked again comes from memory: the same document and headers, its CSP included", async () => {
    const first = await get("/fr/a-vendre/");
    const firstHtml = await first.text();
    expect(first.headers.get("age")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const second = await get("/fr/a-vendre/");
    expect(second.status).toBe(200);
    expect(second.headers.get("age")).toMatch(/^\d+$/);
    expect(await second.text()).toBe(firstHtml);
    for (const name of ["content-security-policy-report-only", "cache-control", "content-type", "x-frame-options"])
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });

  it("a page first asked under another host name keeps no trace of it (no cache poisoning through Host)", async () => {
    const poisoned = await fetch(`${origin}/de/`, {
      headers: { ...BROWSER, host: "attacker.example", "x-forwarded-host": "attacker.example" },
    });
    expect(await poisoned.text()).not.toContain("attacker.example");
    await new Promise((resolve) => setTimeout(resolve, 150));
    const next = await get("/de/");
    expect(next.headers.get("age")).not.toBeNull();
    expect(await next.text()).not.toContain("attacker.example");
  });

  it("HEAD and a revalidation are answered from memory too", async () => {
    const page = await twice("/nl/te-koop/?city=Buggenhout");
    const etag = page.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const head = await fetch(`${origin}/nl/te-koop/?city=Buggenhout`, {
      method: "HEAD",
      headers: { "accept-encoding": "identity" },
    });
    expect(head.headers.get("age")).not.toBeNull();
    expect([head.status, head.headers.get("content-length"), await head.text()]).toEqual([
      200,
      String(Buffer.byteLength(await page.text())),
      "",
    ]);
    const revalidated = await get("/nl/te-koop/?city=Buggenhout", { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
  });

  it("a listing changed by a sync is shown at the next request", async () => {
    expect(await (await twice(DETAIL)).text()).not.toContain("987.654");
    await database.db.update(properties).set({ price: 987_654 }).where(eq(properties.id, 4_100_001));
    const after = await get(DETAIL);
    expect(after.headers.get("age")).toBeNull();
    expect(await after.text()).toContain("987.654");
  });

  it("content published in the console is shown at the next request", async () => {
    expect(await (await twice("/nl/")).text()).not.toContain("Gepubliceerd in het beheer");
    await database.db.insert(contentOverrides).values({
      section: "footer",
      published: { "copyright.nl": "© Gepubliceerd in het beheer" },
      publishedBy: "test",
    });
    const after = await get("/nl/");
    expect(after.headers.get("age")).toBeNull();
    expect(await after.text()).toContain("Gepubliceerd in het beheer");
  });

  it("a testimonial published in the console is on the testimonials page at the next request", async () => {
    expect(await (await twice("/nl/getuigenissen/")).text()).not.toContain("Vlot verkocht dankzij het kantoor");
    await database.db.insert(testimonials).values({
      slug: "cache-tester",
      name: "Cache Tester",
      comment: "Vlot verkocht dankzij het kantoor",
      locale: "nl",
      date: "2026-11-20",
      status: "published",
    });
    const after = await get("/nl/getuigenissen/");
    expect(after.headers.get("age")).toBeNull();
    expect(await after.text()).toContain("Vlot verkocht dankzij het kantoor");
  });

  it("a view of a listing's page served from memory is counted as a rendered one", async () => {
    const total = async () =>
      Number(
        (
          await database.db
            .select({ views: sql<number>`coalesce(sum(${pageViews.views}), 0)` })
            .from(pageViews)
            .where(eq(pageViews.listingId, 4_100_006))
        )[0]!.views,
      );
    const before = await total();
    const served = [];
    for (let i = 0; i < 4; i++) {
      const answer = await get(HOLIDAY_HOME);
      await answer.text();
      served.push(answer.headers.get("age") !== null);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(served.slice(1)).toEqual([true, true, true]);
    // The counter writes once a second.
    await expect.poll(total, { timeout: 5_000 }).toBe(before + 4);
  });
});

describe("never from memory", () => {
  it("a form sent with errors: its answer is rendered, and the page's next visitor never sees it", async () => {
    await twice("/nl/contact/");
    const refused = await fetch(`${origin}/nl/contact/`, {
      method: "POST",
      redirect: "manual",
      headers: { ...BROWSER, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        form: "site-contact",
        firstName: "Ann",
        lastName: "Peeters",
        message: "Bel mij terug na 18 uur, privé",
      }),
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("age")).toBeNull();
    expect(await refused.text()).toContain("Bel mij terug na 18 uur, privé");
    const next = await get("/nl/contact/");
    expect(next.headers.get("age")).not.toBeNull();
    expect(await next.text()).not.toContain("Bel mij terug na 18 uur");
  });

  it("an owner's pages, and any page asked with an owner's session", async () => {
    const { owner } = await createOwner(database.db, {
      email: "cache.owner@example.be",
      name: "Cache Owner",
      locale: "nl",
      password: "Cache-owner-2026!",
      propertyIds: [4_100_001],
    });
    const cookie = `${SESSION_COOKIE}=${await createSession(database.db, owner.id)}`;
    const dashboard = await twice("/nl/eigenaarsportaal/", { cookie });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get("age")).toBeNull();
    expect(dashboard.headers.get("cache-control")).toContain("private");
    expect(await dashboard.text()).toContain("Cache Owner");
    await twice("/nl/");
    const home = await get("/nl/", { cookie });
    expect(home.headers.get("age")).toBeNull();
  });

  it.each([["/nl/te-koop/?utm_source=nieuwsbrief"], [`${DETAIL}?utm_campaign=zomer`]])(
    "%s: parameters other than the search's",
    async (pathname) => {
      const answer = await twice(pathname);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("age")).toBeNull();
    },
  );
});
