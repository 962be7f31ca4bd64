import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { createElement } from "react";
import type { AppLoadContext } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { auditLog, leads, outbox, testimonials } from "#db/schema.ts";
import { getMessages } from "#app/i18n/translate.ts";
import { loadContent, type SiteContent } from "#app/services/content/load-content.server.ts";
import type { TestimonialPreview } from "#app/services/content/testimonial-moderation-view.ts";
import { PublicTestimonialPreview } from "#app/components/admin/testimonials/public-testimonial-preview.tsx";
import { action as formAction } from "#app/routes/forms/testimonial-form.tsx";
import { loader as publicListLoader } from "#app/routes/content/testimonials.tsx";
import { loader as publicPageLoader } from "#app/routes/content/testimonial.tsx";
import { loader as sitemapLoader } from "#app/routes/content/sitemap.ts";
import * as listPage from "#app/routes/admin/testimonials/testimonials.tsx";
import * as testimonialPage from "#app/routes/admin/testimonials/testimonial.tsx";
import { testimonialCommand } from "../../scripts/testimonial.ts";
import { consoleRequest, signedInStaff, type SignedInStaff } from "#tests/setup/console-staff.ts";
import { renderWithTexts } from "#tests/setup/render-page.tsx";
import { requestContext, TEST_SITE_URL as SITE } from "#tests/setup/request-context.ts";
import { formPost, routeAnswer } from "#tests/setup/route-harness.ts";
import { createTestDatabase } from "#tests/setup/test-database.ts";

/**
 * Moderating testimonials in the console (decision 0051) on the real database: testimonials sent
 * with the public form, then an agent's list (waiting ones first, oldest first; the other statuses
 * by their links), the preview as the public page shows it in the testimonial's language, and the
 * decisions: publish (on its page, the list and the sitemap at the next request), edit (the public
 * text changes, it stays published), reject with a reason (required, internal; the public page
 * answers 404). Each decision leaves its audit row; a post without the CSRF token changes nothing.
 */
const root = path.resolve(import.meta.dirname, "../..");
let database: DatabaseHandle;
let content: SiteContent;
let dataDir: string;
let agent: SignedInStaff;

beforeAll(async () => {
  database = await createTestDatabase();
  content = await loadContent(path.join(root, "content"));
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "console-testimonials-"));
  agent = await signedInStaff(database.db, "agent", { locale: "nl", email: "els@agency.example" });
});
afterAll(async () => {
  await database?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(auditLog);
  await database.db.delete(outbox);
  await database.db.delete(testimonials);
  await database.db.delete(leads);
});

const db = () => database.db;
/** One server process's context: a page read twice with it shows whatever a process would keep. */
const context = (): AppLoadContext =>
  requestContext(db(), content, {
    config: { siteUrl: SITE, mode: "test", agencyEmail: "office@agency.example", dataDir, cdnHost: null },
    formGuard: { rateLimited: false, retryAfterSeconds: 0, postsInWindow: 1 },
  } as Partial<AppLoadContext>);

type Fn = (args: never) => unknown;
const call = <T = Record<string, unknown>>(
  fn: Fn,
  request: Request,
  params: Record<string, string> = {},
  ctx = context(),
) => routeAnswer<T>(fn, request, params, ctx);

const person = { title: "mr", firstName: "Jan", lastName: "Peeters", email: "jan.peeters@example.be", phone: "" };

/** Sends a testimonial with the public form, as a visitor does; returns its row. */
async function send(fields: Record<string, string | File>, lang: "nl" | "fr" = "nl") {
  const url = `${SITE}/${lang}/${lang === "nl" ? "schrijf-een-getuigenis" : "laisser-un-temoignage"}/`;
  const answer = await routeAnswer(
    formAction as never,
    formPost(url, { form: "testimonial", ...person, privacyConsent: "on", ...fields }),
    {},
    context(),
  );
  expect(answer.status).toBe(303);
  const rows = await db().select().from(testimonials).orderBy(asc(testimonials.id));
  return rows.at(-1)!;
}

async function photo(): Promise<File> {
  const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#c87828" } })
    .jpeg()
    .toBuffer();
  return new File([bytes], "foto.jpg", { type: "image/jpeg" });
}

const PEETERS = {
  name: "Familie Peeters",
  about: "Verkopers in Lebbeke",
  comment: "Ons huis was op zes weken verkocht. We werden bij elke stap goed op de hoogte gehouden.",
};
const MARIE = { name: "Marie D.", comment: "Une équipe à l'écoute, une location trouvée en deux semaines." };

const page = (id: number | string, query = "") => `/admin/testimonials/${id}/${query}`;
const decide = (id: number, form: Record<string, string>, who: Pick<SignedInStaff, "cookie" | "csrf"> = agent) =>
  call(testimonialPage.action, consoleRequest(who, page(id), form), { id: String(id) });
type List = {
  rows: { id: number; name: string; locale: string; image: boolean; status: string; excerpt: string }[];
  counts: Record<string, number>;
};
const list = (query = "") => call<List>(listPage.loader, consoleRequest(agent, `/admin/testimonials/${query}`));
type Detail = {
  testimonial: { status: string; rejectionReason: string | null; photoHref: string | null };
  preview: TestimonialPreview;
  history: { action: string; who: string; reason: string | null }[];
  next: string | null;
};
const detail = (id: number, query = "") =>
  call<Detail>(testimonialPage.loader, consoleRequest(agent, page(id, query)), { id: String(id) });

const publicPage = (slug: string, ctx: AppLoadContext, lang: "nl" | "fr" = "nl") =>
  call<{ testimonial: { name: string; comment: string; about: string | null } }>(
    publicPageLoader,
    new Request(`${SITE}/${lang}/${lang === "nl" ? "getuigenissen" : "temoignages"}/${slug}/`),
    { slug },
    ctx,
  );
const sitemap = async (ctx: AppLoadContext) => {
  const answer = (await (sitemapLoader as (args: unknown) => Promise<Response>)({
    request: new Request(`${SITE}/sitemap.xml`),
    params: {},
    context: ctx,
  })) as Response;
  return answer.text();
};
const publicList = async (ctx: AppLoadContext) =>
  (
    await call<{ items: { testimonial: { slug: string } }[] }>(
      publicListLoader,
      new Request(`${SITE}/nl/getuigenissen/`),
      {},
      ctx,
    )
  ).data.items.map((item) => item.testimonial.slug);
const auditRows = (id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.subject, `testimonial:${id}`))
    .orderBy(asc(auditLog.id));

describe("the list", () => {
  it("shows the waiting ones first, oldest first, with date, language, excerpt and photo; the status links filter", async () => {
    const oldest = await send(PEETERS);
    const french = await send({ ...MARIE, image: await photo() }, "fr");
    const third = await send({ name: "An Claes", comment: "Vlot en correct verhuurd." });
    const fourth = await send({ name: "Bert Janssens", comment: "Heel tevreden over de schatting." });
    // The oldest waits longest: a day earlier than the others.
    await db().update(testimonials).set({ date: "2026-01-05" }).where(eq(testimonials.id, oldest.id));
    expect((await decide(fourth.id, { intent: "publish" })).status).toBe(303);
    expect((await decide(third.id, { intent: "reject", reason: "Geen klant van ons kantoor." })).status).toBe(303);

    const waiting = await list();
    expect(waiting.status).toBe(200);
    expect(waiting.headers.get("Cache-Control")).toBe("private, no-store");
    expect(waiting.data.counts).toEqual({ pending: 2, published: 1, rejected: 1 });
    expect(waiting.data.rows.map((row) => row.name)).toEqual(["Familie Peeters", "Marie D."]);
    expect(waiting.data.rows[1]).toMatchObject({ id: french.id, locale: "fr", image: true, status: "pending" });
    expect(waiting.data.rows[0]).toMatchObject({ image: false, excerpt: expect.stringMatching(/^Ons huis was/) });
    expect(waiting.data.rows[0]).toMatchObject({ date: expect.stringMatching(/5 jan\.? 2026/) });

    expect((await list("?status=published")).data.rows.map((row) => row.name)).toEqual(["Bert Janssens"]);
    expect((await list("?status=rejected")).data.rows.map((row) => row.name)).toEqual(["An Claes"]);
    expect((await list("?status=all")).data.rows.map((row) => [row.name, row.status])).toEqual([
      ["Familie Peeters", "pending"],
      ["Marie D.", "pending"],
      ["Bert Janssens", "published"],
      ["An Claes", "rejected"],
    ]);
    // An unknown status shows the waiting ones.
    expect((await list("?status=deleted")).data.rows).toHaveLength(2);
  });
});

describe("a testimonial's page", () => {
  it("previews it as the public page shows it to visitors of its language, whatever the console's language", async () => {
    const marie = await send({ ...MARIE, about: "Locataire à Alost", poster: "tenant", image: await photo() }, "fr");
    const answer = await detail(marie.id);
    expect(answer.status).toBe(200);
    const { preview, testimonial } = answer.data;
    const fr = getMessages("fr");
    expect(preview).toMatchObject({
      lang: "fr",
      view: { name: "Marie D.", comment: MARIE.comment, about: "Locataire à Alost", image: marie.imageUrl },
      texts: { all: fr["testimonial.all"], poster: fr["testimonial.poster.tenant"], home: fr["shell.home"] },
      listHref: "/fr/temoignages/",
      url: `${SITE}/fr/temoignages/marie-d/`,
    });
    expect(testimonial.photoHref).toBe(`/img/1200${marie.imageUrl}`);

    // Drawn for an agent whose console speaks Dutch: the testimonial's page in French.
    const html = await renderWithTexts(createElement(PublicTestimonialPreview, { preview }), "nl");
    expect(html).toContain('lang="fr"');
    expect(html).toContain(MARIE.comment.replace("'", "&#x27;"));
    expect(html).toContain('<h2 class="page__title">Marie D.</h2>');
    expect(html).toContain(">Tous les témoignages</a>");
    expect(html).toContain(">Locataire</span>");
    expect(html).toContain(`src="/img/250${marie.imageUrl}"`);
    expect(html).not.toContain("Alle getuigenissen");
  });

  it("answers 404 for an unknown or malformed id, on a GET and on a post", async () => {
    for (const id of ["999999", "abc", "0"]) {
      expect((await call(testimonialPage.loader, consoleRequest(agent, page(id)), { id })).status).toBe(404);
      expect(
        (await call(testimonialPage.action, consoleRequest(agent, page(id), { intent: "publish" }), { id })).status,
      ).toBe(404);
    }
  });

  it("refuses a post without the session's CSRF token (403) and changes nothing; an unknown intent is a 400", async () => {
    const row = await send(PEETERS);
    const forged = await decide(row.id, { intent: "publish" }, { cookie: agent.cookie, csrf: "" });
    expect(forged.status).toBe(403);
    expect((await decide(row.id, { intent: "delete" })).status).toBe(400);
    const [after] = await db().select().from(testimonials).where(eq(testimonials.id, row.id));
    expect(after!.status).toBe("pending");
    expect(await auditRows(row.id)).toEqual([]);
  });
});

describe("publishing", () => {
  it("puts it on its page, the testimonials page and the sitemap at the next request, audited once", async () => {
    const row = await send(PEETERS);
    const next = await send(MARIE, "fr");
    const site = context();
    const address = `<loc>${SITE}/nl/getuigenissen/familie-peeters/</loc>`;
    expect((await publicPage("familie-peeters", site)).status).toBe(404);
    expect(await sitemap(site)).not.toContain(address);
    expect(await publicList(site)).not.toContain("familie-peeters");

    const answer = await decide(row.id, { intent: "publish" });
    expect(answer).toMatchObject({ status: 303, location: page(row.id, "?done=published") });
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");

    const shown = await publicPage("familie-peeters", site);
    expect(shown.status).toBe(200);
    expect(shown.data.testimonial).toMatchObject({ name: "Familie Peeters", comment: PEETERS.comment });
    expect(await sitemap(site)).toContain(address);
    expect(await publicList(site)).toContain("familie-peeters");

    // The page after the decision: the notice, and the way to the next waiting one.
    const after = await detail(row.id, "?done=published");
    expect(after.data).toMatchObject({ done: "published", next: page(next.id), testimonial: { status: "published" } });
    expect(after.data.history).toEqual([
      expect.objectContaining({ action: "testimonial.publish", who: "els@agency.example" }),
    ]);

    // Twice changes nothing and records nothing.
    expect((await decide(row.id, { intent: "publish" })).status).toBe(303);
    const audit = await auditRows(row.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "testimonial.publish",
      staffId: agent.member.id,
      staffEmail: "els@agency.example",
      before: { status: "pending" },
      after: { status: "published" },
    });
  });

  it("from the command line still works, and is recorded as the command line's", async () => {
    const row = await send(PEETERS);
    const lines: string[] = [];
    const deps = {
      db: db(),
      routes: content.routes.routes,
      siteUrl: SITE,
      defaultLocale: "nl",
      out: (line: string) => void lines.push(line),
    };
    expect(await testimonialCommand(["publish", String(row.id)], deps)).toBe(0);
    expect(lines).toEqual([`Published: #${row.id} ${SITE}/nl/getuigenissen/familie-peeters/`]);
    expect(await auditRows(row.id)).toEqual([
      expect.objectContaining({ action: "testimonial.publish", staffId: null, staffEmail: "command line" }),
    ]);
  });
});

describe("editing", () => {
  it("changes the public text at once; a published one stays published; only the changed fields are audited", async () => {
    const row = await send(PEETERS);
    await decide(row.id, { intent: "publish" });
    const site = context();
    const comment = "Ons huis was op zes weken verkocht, tegen de vraagprijs.";
    const answer = await decide(row.id, { intent: "edit", name: "Familie Peeters", about: "", comment });
    expect(answer).toMatchObject({ status: 303, location: page(row.id, "?done=edited") });

    const shown = await publicPage("familie-peeters", site);
    expect(shown.status).toBe(200);
    expect(shown.data.testimonial).toMatchObject({ comment, about: null });
    const [stored] = await db().select().from(testimonials).where(eq(testimonials.id, row.id));
    expect(stored).toMatchObject({ status: "published", slug: "familie-peeters", comment, about: null });
    const audit = await auditRows(row.id);
    expect(audit.at(-1)).toMatchObject({
      action: "testimonial.edit",
      before: { about: PEETERS.about, comment: PEETERS.comment },
      after: { about: null, comment },
    });

    // The same text again: nothing to record.
    expect(await decide(row.id, { intent: "edit", name: "Familie Peeters", about: "", comment })).toMatchObject({
      location: page(row.id, "?done=unchanged"),
    });
    expect(await auditRows(row.id)).toHaveLength(2);

    // A published one keeps its address when renamed; a waiting one's address follows its name.
    await decide(row.id, { intent: "edit", name: "Fam. Peeters", about: "", comment });
    expect((await publicPage("familie-peeters", site)).data.testimonial.name).toBe("Fam. Peeters");
    const waiting = await send({ name: "Jan Peeters", comment: "Heel tevreden." });
    await decide(waiting.id, { intent: "edit", name: "Jan P.", about: "", comment: "Heel tevreden." });
    const [renamed] = await db().select().from(testimonials).where(eq(testimonials.id, waiting.id));
    expect(renamed).toMatchObject({ name: "Jan P.", slug: "jan-p", status: "pending" });
    expect((await auditRows(waiting.id)).at(-1)).toMatchObject({
      before: { name: "Jan Peeters", slug: "jan-peeters" },
      after: { name: "Jan P.", slug: "jan-p" },
    });
  });

  it("checks the public form's rules, with the messages in the person's language (400), and changes nothing", async () => {
    const row = await send(PEETERS);
    const refused = await call<{ section: string; errors: Record<string, string>; values: Record<string, string> }>(
      testimonialPage.action,
      consoleRequest(agent, page(row.id), { intent: "edit", name: " ", about: "x".repeat(121), comment: "" }),
      { id: String(row.id) },
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      section: "edit",
      errors: {
        name: "Vul de naam in die bij de getuigenis staat.",
        about: "Hoogstens 120 tekens.",
        comment: "De getuigenis mag niet leeg zijn.",
      },
      values: { about: "x".repeat(121) },
    });
    const spam = await decide(row.id, { intent: "edit", name: "www.cheap-loans.com", comment: "x".repeat(4001) });
    expect(spam.data).toMatchObject({
      errors: {
        name: "Gebruik in een naam alleen letters, spaties, koppeltekens, apostrofs en punten.",
        comment: "Hoogstens 4000 tekens.",
      },
    });
    const [stored] = await db().select().from(testimonials).where(eq(testimonials.id, row.id));
    expect(stored).toMatchObject({ name: PEETERS.name, comment: PEETERS.comment, about: PEETERS.about });
    expect(await auditRows(row.id)).toEqual([]);
  });
});

describe("rejecting", () => {
  it("needs a reason (400, in the person's language), at most 500 characters", async () => {
    const row = await send(PEETERS);
    const missing = await decide(row.id, { intent: "reject", reason: "  " });
    expect(missing).toMatchObject({
      status: 400,
      data: { section: "reject", errors: { reason: "Geef de reden van de weigering." } },
    });
    const french = await signedInStaff(db(), "agent", { locale: "fr" });
    expect((await decide(row.id, { intent: "reject" }, french)).data).toMatchObject({
      errors: { reason: "Indiquez le motif du refus." },
    });
    const long = await decide(row.id, { intent: "reject", reason: "x".repeat(501) });
    expect(long).toMatchObject({ status: 400, data: { errors: { reason: "Hoogstens 500 tekens." } } });
    const [stored] = await db().select().from(testimonials).where(eq(testimonials.id, row.id));
    expect(stored).toMatchObject({ status: "pending", rejectionReason: null });
  });

  it("takes a published one off its page and the sitemap, keeps the reason internal, and may be published again", async () => {
    const row = await send(PEETERS);
    await decide(row.id, { intent: "publish" });
    const site = context();
    expect((await publicPage("familie-peeters", site)).status).toBe(200);

    const reason = "De schrijver vroeg om ze weg te halen.";
    expect(await decide(row.id, { intent: "reject", reason })).toMatchObject({
      status: 303,
      location: page(row.id, "?done=rejected"),
    });
    expect((await publicPage("familie-peeters", site)).status).toBe(404);
    expect(await sitemap(site)).not.toContain("/nl/getuigenissen/familie-peeters/");
    expect(await publicList(site)).not.toContain("familie-peeters");
    const [stored] = await db().select().from(testimonials).where(eq(testimonials.id, row.id));
    expect(stored).toMatchObject({ status: "rejected", rejectionReason: reason });
    const page1 = await detail(row.id);
    expect(page1.data.testimonial).toMatchObject({ status: "rejected", rejectionReason: reason });
    expect(page1.data.history[0]).toMatchObject({ action: "testimonial.reject", reason });
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subject, `testimonial:${row.id}`), eq(auditLog.action, "testimonial.reject"))),
    ).toEqual([
      expect.objectContaining({
        staffEmail: "els@agency.example",
        before: { status: "published" },
        after: { status: "rejected", rejectionReason: reason },
      }),
    ]);

    // Published again later: online, the reason gone with the rejection (the audit log keeps it).
    expect((await decide(row.id, { intent: "publish" })).status).toBe(303);
    expect((await publicPage("familie-peeters", site)).status).toBe(200);
    const [again] = await db().select().from(testimonials).where(eq(testimonials.id, row.id));
    expect(again).toMatchObject({ status: "published", rejectionReason: null });
    expect((await auditRows(row.id)).at(-1)).toMatchObject({
      action: "testimonial.publish",
      before: { status: "rejected", rejectionReason: reason },
    });
  });
});
