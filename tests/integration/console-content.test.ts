import path from "node:path";
import { desc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { auditLog, contentOverrides } from "#db/schema.ts";
import { loader as rootLoader } from "#app/root.tsx";
import { loader as contentPage } from "#app/routes/content/content-page.tsx";
import * as indexPage from "#app/routes/admin/content/content.tsx";
import * as sectionPage from "#app/routes/admin/content/content-section.tsx";
import { loadContent, type SiteContent } from "#app/services/content/load-content.server.ts";
import { createContentStore, type ContentStore } from "#app/services/content/content-store.server.ts";
import { previewAccess } from "#app/services/content/content-preview.server.ts";
import { cspSources } from "#server/csp-sources.ts";
import { routeAnswer } from "#tests/setup/route-harness.ts";
import { processRequestContext, requestContext, TEST_SITE_URL } from "#tests/setup/request-context.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";
import { consoleRequest, signedInStaff, type SignedInStaff } from "#tests/setup/console-staff.ts";

/**
 * Content a manager edits in the console (decision 0052), on the real database and as two server
 * processes would see it: "this process" takes the manager's posts, "the other process" (a store
 * of its own over the same database, with its own memory) serves visitors. A published change
 * shows at the other process's next request; a draft only in the preview; a value the files'
 * schema refuses is refused with its field's message and nothing is stored.
 */
const root = path.resolve(import.meta.dirname, "../..");
let database: DatabaseHandle;
let files: SiteContent;
let manager: SignedInStaff;
let agent: SignedInStaff;
/** The process the manager's posts reach. */
let console_: ContentStore;
/** Another server process on the same database, which has served visitors before the change. */
let other: ContentStore;

const db = () => database.db;
type Fn = (args: never) => unknown;
const consoleContext = (): Promise<AppLoadContext> => processRequestContext(db(), console_);
const call = async <T = Record<string, unknown>>(fn: Fn, request: Request, params: Record<string, string> = {}) =>
  routeAnswer<T>(fn, request, params, await consoleContext());
const section = (id: string) => `/admin/content/${encodeURIComponent(id)}/`;
const post = (id: string, form: Record<string, string>, who: SignedInStaff | null = manager) =>
  call<{ errors: Record<string, string>; values?: Record<string, string> }>(
    sectionPage.action,
    consoleRequest(who, section(id), form),
    { section: id },
  );
/** The section's form as the page shows it, with `changes` typed in. */
const formOf = async (id: string, changes: Record<string, string>) => {
  const page = await call<{ values: Record<string, string> }>(
    sectionPage.loader,
    consoleRequest(manager, section(id)),
    {
      section: id,
    },
  );
  const form: Record<string, string> = { intent: "draft" };
  // An unticked checkbox is not sent, as a browser does.
  for (const [name, value] of Object.entries({ ...page.data.values, ...changes })) if (value !== "") form[name] = value;
  for (const [name, value] of Object.entries(changes)) if (value === "") form[name] = "";
  return form;
};
const publish = async (id: string, changes: Record<string, string>) => {
  expect((await post(id, await formOf(id, changes))).location).toBe(`${section(id)}?done=draft`);
  expect((await post(id, { intent: "publish" })).location).toBe(`${section(id)}?done=published`);
};
/** A visitor's request to the other process: its content read as server/app.ts reads it. */
const visit = () => processRequestContext(db(), other);
const rootData = async (pathname: string) =>
  (
    await routeAnswer<Awaited<ReturnType<typeof rootLoader>>>(
      rootLoader as Fn,
      new Request(`${TEST_SITE_URL}${pathname}`),
      {},
      await visit(),
    )
  ).data;

beforeAll(async () => {
  database = await createTestDatabase();
  files = await loadContent(path.join(root, "content"));
  manager = await signedInStaff(db(), "manager", { locale: "nl" });
  agent = await signedInStaff(db(), "agent");
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await db().delete(contentOverrides);
  console_ = createContentStore(db(), files);
  other = createContentStore(db(), files);
  // The other process has served pages before: its content is in memory.
  await other.current();
});

describe("the list of sections", () => {
  it("shows every section, what is published over the files and the drafts waiting", async () => {
    await publish("popup", { "title.nl": "Gratis schatting deze maand" });
    await post("menu", await formOf("menu", { "item.2.title.nl": "Kopen" }));
    const list = await call<{
      groups: {
        id: string;
        rows: { id: string; overridden: number; published: string | null; draft: string | null }[];
      }[];
    }>(indexPage.loader, consoleRequest(manager, "/admin/content/"));
    const rows = list.data.groups.flatMap((group) => group.rows);
    expect(list.data.groups.map((group) => group.id)).toEqual(["site", "pages", "articles"]);
    expect(rows.find((row) => row.id === "popup")).toMatchObject({ overridden: 1, draft: null });
    expect(rows.find((row) => row.id === "popup")?.published).toContain(manager.member.email);
    expect(rows.find((row) => row.id === "menu")).toMatchObject({ overridden: 0, published: null });
    expect(rows.find((row) => row.id === "menu")?.draft).toContain(manager.member.email);
    expect(rows.find((row) => row.id === "page-2")).toMatchObject({ overridden: 0, draft: null });
  });

  it("is a manager's: an agent gets 403; an unknown section is a 404", async () => {
    expect((await call(indexPage.loader, consoleRequest(agent, "/admin/content/"))).status).toBe(403);
    expect((await post("popup", { intent: "draft" }, agent)).status).toBe(403);
    const unknown = await call(sectionPage.loader, consoleRequest(manager, section("nothing")), { section: "nothing" });
    expect(unknown.status).toBe(404);
  });
});

describe("a published change, at the other process's next request", () => {
  it("the popup: shown, with its new text", async () => {
    expect((await rootData("/nl/")).popup).toBeNull();
    await publish("popup", { isPublished: "yes", delay: "0", "title.nl": "Gratis schatting deze maand" });
    const popup = (await rootData("/nl/")).popup;
    expect(popup).toMatchObject({ title: "Gratis schatting deze maand", delaySeconds: 0 });
    // The other languages keep the files' texts.
    expect((await rootData("/fr/")).popup?.title).toBe(files.popup.title.fr);
  });

  it("a menu entry's title, and an entry hidden; the route paths stay", async () => {
    await publish("menu", { "item.2.title.nl": "Kopen", "item.6.status": "Unpublished" });
    const menu = (await rootData("/nl/")).shell.menu;
    expect(menu.map((link) => link.label)).toContain("Kopen");
    expect(menu.some((link) => link.href === "/nl/projecten/")).toBe(false);
    expect((await visit()).content.routes).toBe(files.routes);
  });

  it("a page's title and its title in search results", async () => {
    await publish("page-5", {
      "title.nl": "Contacteer ons",
      "seo.nl.metadataTitle": "Contacteer Immo Dender & Schelde",
    });
    const page = await routeAnswer<{ view: { title: string }; seo: { title: string } }>(
      contentPage as Fn,
      new Request(`${TEST_SITE_URL}/nl/contact/`),
      {},
      await visit(),
    );
    expect(page.data.view.title).toBe("Contacteer ons");
    expect(page.data.seo.title).toBe("Contacteer Immo Dender & Schelde");
  });

  it("a tag ID: in the consent's tags and in the CSP's sources of the next answer", async () => {
    expect(cspSources((await visit()).content).script).toEqual([]);
    await publish("site-info", { analytics: "G-AB12CD34" });
    const next = await visit();
    expect(cspSources(next.content).script).toContain("https://*.googletagmanager.com");
    expect((await rootData("/nl/")).consent.tags.googleAnalytics).toBe("G-AB12CD34");
  });

  it("is audited with the section and the changed fields before and after", async () => {
    await publish("popup", { delay: "3", "title.en": "What is your home worth today?" });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "content.publish"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      staffEmail: manager.member.email,
      subject: "content:popup",
      before: { delay: 8, "title.en": files.popup.title.en },
      after: { delay: 3, "title.en": "What is your home worth today?" },
    });
  });
});

describe("a draft", () => {
  it("is seen in the preview only, never by visitors, until it is published", async () => {
    const draft = await post("popup", await formOf("popup", { isPublished: "yes", "title.nl": "Nog geheim" }));
    expect(draft.location).toBe(`${section("popup")}?done=draft`);
    expect((await rootData("/nl/")).popup).toBeNull();
    expect((await other.preview()).popup).toMatchObject({ isPublished: "yes", title: { nl: "Nog geheim" } });
    expect((await other.current()).popup.isPublished).toBe("no");
    const page = await call<{ draft: unknown; values: Record<string, string> }>(
      sectionPage.loader,
      consoleRequest(manager, section("popup")),
      { section: "popup" },
    );
    expect(page.data.draft).not.toBeNull();
    expect(page.data.values["title.nl"]).toBe("Nog geheim");
  });

  it("is discarded: the preview shows what is published again", async () => {
    await post("popup", await formOf("popup", { "title.nl": "Weg ermee" }));
    expect((await post("popup", { intent: "discard" })).location).toBe(`${section("popup")}?done=discarded`);
    expect((await other.preview()).popup.title.nl).toBe(files.popup.title.nl);
    expect(await db().select().from(contentOverrides)).toEqual([]);
  });

  it("opens its preview to a signed-in manager only", async () => {
    expect(await previewAccess(db(), manager.cookie)).toBe("allowed");
    expect(await previewAccess(db(), agent.cookie)).toBe("forbidden");
    expect(await previewAccess(db(), null)).toBe("login");
  });
});

describe("a value the files' schema refuses", () => {
  it.each([
    ["popup", { delay: "-5" }, "delay", "Geef een aantal seconden: 0 of meer, zonder komma."],
    ["popup", { delay: "acht" }, "delay", "Geef een aantal seconden: 0 of meer, zonder komma."],
    ["site-info", { email: "info@" }, "email", "Geef een geldig e-mailadres."],
    [
      "site-info",
      { analytics: "UA-1234" },
      "analytics",
      "Een Google Analytics-ID ziet eruit als G-AB12CD34; laat leeg voor geen.",
    ],
    [
      "footer",
      { "column.1.content.nl": '<p onclick="steal()">Bel ons</p>' },
      "column.1.content.nl",
      "Alleen eenvoudige HTML is toegestaan",
    ],
  ])("%s %j → 400 with the field's message, nothing stored", async (id, changes, key, message) => {
    const refused = await post(id, await formOf(id, changes));
    expect(refused.status).toBe(400);
    expect(refused.data.errors[key]).toContain(message);
    expect(refused.data.values?.[key]).toBe(Object.values(changes)[0]);
    expect(await db().select().from(contentOverrides)).toEqual([]);
    expect(await other.preview()).toStrictEqual(await other.current());
  });

  it("needs the form's CSRF token (403), and refuses an unknown intent", async () => {
    const noToken = await call(
      sectionPage.action,
      consoleRequest({ cookie: manager.cookie, csrf: "" }, section("popup"), { intent: "draft" }),
      {
        section: "popup",
      },
    );
    expect(noToken.status).toBe(403);
    expect((await post("popup", { intent: "rewrite" })).status).toBe(400);
  });
});

describe("back to the files' values", () => {
  it("takes the published change and the draft away, in every process", async () => {
    await publish("popup", { isPublished: "yes", "title.nl": "Tijdelijk" });
    await post("popup", await formOf("popup", { "title.nl": "Nog een concept" }));
    expect((await rootData("/nl/")).popup?.title).toBe("Tijdelijk");
    expect((await post("popup", { intent: "reset" })).location).toBe(`${section("popup")}?done=reset`);
    expect((await rootData("/nl/")).popup).toBeNull();
    expect((await other.current()).popup).toEqual(files.popup);
    const [reset] = await db().select().from(auditLog).where(eq(auditLog.action, "content.reset"));
    expect(reset).toMatchObject({
      subject: "content:popup",
      after: { isPublished: "no", "title.nl": files.popup.title.nl },
    });
  });
});

describe("the database failing", () => {
  it("keeps the last content a process had: no error, the published change still shown", async () => {
    await publish("popup", { isPublished: "yes", "title.nl": "Blijft staan" });
    const own = await createTestDatabase();
    try {
      // A process on its own database: it reads the change once, then loses the database.
      await own.db
        .insert(contentOverrides)
        .values({ section: "popup", published: { isPublished: "yes", "title.nl": "Blijft staan" } });
      const store = createContentStore(own.db, files);
      expect((await store.current()).popup.title.nl).toBe("Blijft staan");
      await own.close();
      const content = await store.current();
      expect(content.popup.title.nl).toBe("Blijft staan");
      const page = await routeAnswer<{ popup: { title: string } | null }>(
        rootLoader as Fn,
        new Request(`${TEST_SITE_URL}/nl/`),
        {},
        requestContext(own.db, content, { contentStore: store }),
      );
      expect(page.status).toBe(200);
      expect(page.data.popup?.title).toBe("Blijft staan");
    } finally {
      await own.close().catch(() => {});
    }
  });

  it("shows the files' values for a published change the schema no longer takes (a file changed under it)", async () => {
    await db()
      .insert(contentOverrides)
      .values({ section: "popup", published: { delay: -1 }, publishedBy: "x" });
    await db()
      .insert(contentOverrides)
      .values({ section: "menu", published: { "item.2.title.nl": "Kopen" } });
    const content = await createContentStore(db(), files).current();
    expect(content.popup).toEqual(files.popup);
    expect(content.menu.items[1]?.params.title.nl).toBe("Kopen");
  });
});
