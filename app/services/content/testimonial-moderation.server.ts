import { and, asc, desc, eq, like, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { testimonials } from "#db/schema.ts";
import { isLocale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import { getMessages, translate, type MessageKey } from "#app/i18n/translate.ts";
import { formatDate } from "#app/lib/date.ts";
import { cleanDescription } from "#app/lib/description.ts";
import { slugify } from "#app/lib/slug.ts";
import { COMMAND_LINE, recordAudit, type Actor } from "#app/services/staff/audit.server.ts";
import { defaultLocale } from "./languages.ts";
import type { SiteContent } from "./load-content.server.ts";
import { isModerationStatus, type ModerationStatus, type TestimonialPreview } from "./testimonial-moderation-view.ts";
import type { TestimonialView } from "./testimonial-view.ts";

/**
 * The agency's side of the testimonial form: testimonials wait as `pending` until someone of the
 * agency publishes them (the console's testimonials pages, decision 0051; `npm run testimonial`
 * still works), unless settings.testimonialAutoPublish publishes them at once. The agency may
 * correct the text, or reject one with a reason kept for the record and never shown; a rejected
 * one may still be published later. Published ones appear on the testimonials pages and in the
 * sitemap on the next request (they are read from the database on every request), in the
 * language they were written in. Every change is written to the audit log in its own transaction.
 */
export {
  isModerationStatus,
  MODERATION_STATUSES,
  REJECTION_REASON_MAX,
  type ModerationStatus,
} from "./testimonial-moderation-view.ts";

export type TestimonialSummary = {
  id: number;
  status: string;
  date: string;
  locale: string;
  name: string;
  slug: string;
  comment: string;
  rating: number | null;
  image: boolean;
};

function summaryOf(row: typeof testimonials.$inferSelect): TestimonialSummary {
  return {
    id: row.id,
    status: row.status,
    date: row.date,
    locale: row.locale,
    name: row.name,
    slug: row.slug,
    comment: row.comment,
    rating: row.rating,
    image: row.imageUrl !== null,
  };
}

/** Testimonials in a status (default: waiting for publication), oldest first. */
export async function testimonialsByStatus(
  db: Database,
  status: ModerationStatus = "pending",
): Promise<TestimonialSummary[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.status, status))
    .orderBy(asc(testimonials.createdAt), asc(testimonials.id));
  return rows.map(summaryOf);
}

export const MODERATION_PAGE_SIZE = 50;

/**
 * One page of the console's list. Waiting ones come oldest first (they have waited longest), and
 * before the others when all are shown; published and rejected ones newest first.
 */
export async function moderationList(
  db: Database,
  filter: { status: ModerationStatus | "all"; page: number },
): Promise<{ rows: TestimonialSummary[]; more: boolean }> {
  const waiting = sql`(${testimonials.status} = 'pending')`;
  const order: SQL[] =
    filter.status === "pending"
      ? [asc(testimonials.date), asc(testimonials.createdAt), asc(testimonials.id)]
      : filter.status === "all"
        ? [
            desc(waiting),
            sql`case when ${waiting} then ${testimonials.date} end asc`,
            sql`case when ${waiting} then ${testimonials.createdAt} end asc`,
            desc(testimonials.date),
            desc(testimonials.createdAt),
            asc(testimonials.id),
          ]
        : [desc(testimonials.date), desc(testimonials.createdAt), desc(testimonials.id)];
  const rows = await db
    .select()
    .from(testimonials)
    .where(filter.status === "all" ? undefined : eq(testimonials.status, filter.status))
    .orderBy(...order)
    .limit(MODERATION_PAGE_SIZE + 1)
    .offset((filter.page - 1) * MODERATION_PAGE_SIZE);
  return { rows: rows.slice(0, MODERATION_PAGE_SIZE).map(summaryOf), more: rows.length > MODERATION_PAGE_SIZE };
}

/** How many testimonials are in each status (the list's tabs). */
export async function moderationCounts(db: Database): Promise<Record<ModerationStatus, number>> {
  const rows = await db
    .select({ status: testimonials.status, n: sql<number>`count(*)::int` })
    .from(testimonials)
    .groupBy(testimonials.status);
  const counts: Record<ModerationStatus, number> = { pending: 0, published: 0, rejected: 0 };
  for (const row of rows) if (isModerationStatus(row.status)) counts[row.status] = row.n;
  return counts;
}

export type ModeratedTestimonial = typeof testimonials.$inferSelect;

/** A testimonial by id, whatever its status, or null. */
export async function testimonialById(db: Database, id: number): Promise<ModeratedTestimonial | null> {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id)).limit(1);
  return row ?? null;
}

/** The waiting testimonial that has waited longest, other than `exceptId` (the way on after a decision). */
export async function nextWaiting(db: Database, exceptId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: testimonials.id })
    .from(testimonials)
    .where(and(eq(testimonials.status, "pending"), ne(testimonials.id, exceptId)))
    .orderBy(asc(testimonials.date), asc(testimonials.createdAt), asc(testimonials.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The testimonial as the public pages show it once published (the same fields and rules as
 * ./testimonials.server.ts gives them), for the console's preview of any status.
 */
export function previewView(row: ModeratedTestimonial): TestimonialView {
  return {
    slug: row.slug,
    name: row.name,
    about: row.about,
    comment: row.comment,
    summary: cleanDescription(row.comment),
    lang: isLocale(row.locale) ? row.locale : null,
    rating: row.rating,
    poster: row.poster,
    website: row.website,
    image: row.imageUrl,
    date: formatDate(row.date),
    isoDate: row.date,
  };
}

/**
 * What the public testimonial page (app/routes/content/testimonial.tsx) shows of a testimonial,
 * with the site's texts in the testimonial's own language: the console's preview, whatever the
 * language of the person looking at it.
 */
export function moderationPreview(
  content: SiteContent,
  siteUrl: string,
  row: ModeratedTestimonial,
): TestimonialPreview {
  const lang = isLocale(row.locale) ? row.locale : defaultLocale(content);
  const messages = getMessages(lang);
  const view = previewView(row);
  const routes = content.routes.routes;
  const path = routePath(routes, "testimonial", lang, { slug: row.slug });
  return {
    lang,
    view,
    texts: {
      breadcrumb: messages["shell.breadcrumb"],
      home: messages["shell.home"],
      testimonials: messages["shell.testimonials"],
      all: messages["testimonial.all"],
      photoAlt: translate(messages, "testimonial.photoAlt", { name: row.name }),
      poster: row.poster ? translate(messages, `testimonial.poster.${row.poster}` as MessageKey) : null,
      rating: row.rating ? translate(messages, "testimonial.rating", { rating: row.rating }) : null,
      opensInNewTab: messages["shell.opensInNewTab"],
    },
    breadcrumb: [
      { name: messages["shell.home"], path: routePath(routes, "home", lang) },
      { name: messages["shell.testimonials"], path: routePath(routes, "testimonials", lang) },
      { name: row.name, path },
    ],
    listHref: routePath(routes, "testimonials", lang),
    url: `${siteUrl}${path}`,
  };
}

export type PublishResult =
  | { kind: "published"; slug: string; locale: string }
  | { kind: "already-published"; slug: string; locale: string }
  | { kind: "not-found" };

/**
 * Publishes a waiting or rejected testimonial by id (publishing twice changes nothing); a
 * rejection's reason goes with the rejection (the audit log keeps it).
 */
export async function publishTestimonial(
  db: Database,
  id: number,
  actor: Actor = COMMAND_LINE,
): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for("update");
    if (!row) return { kind: "not-found" };
    if (row.status === "published") return { kind: "already-published", slug: row.slug, locale: row.locale };
    await tx
      .update(testimonials)
      .set({ status: "published", rejectionReason: null, updatedAt: new Date() })
      .where(eq(testimonials.id, id));
    await recordAudit(tx, actor, "testimonial.publish", `testimonial:${id}`, {
      before: { status: row.status, ...(row.rejectionReason ? { rejectionReason: row.rejectionReason } : {}) },
      after: { status: "published" },
    });
    return { kind: "published", slug: row.slug, locale: row.locale };
  });
}

export type RejectResult = { kind: "rejected" } | { kind: "not-found" };

/** Rejects a testimonial (waiting, or taken off the site when published) with the agency's reason. */
export async function rejectTestimonial(db: Database, id: number, reason: string, actor: Actor): Promise<RejectResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for("update");
    if (!row) return { kind: "not-found" };
    await tx
      .update(testimonials)
      .set({ status: "rejected", rejectionReason: reason, updatedAt: new Date() })
      .where(eq(testimonials.id, id));
    await recordAudit(tx, actor, "testimonial.reject", `testimonial:${id}`, {
      before: { status: row.status, ...(row.rejectionReason ? { rejectionReason: row.rejectionReason } : {}) },
      after: { status: "rejected", rejectionReason: reason },
    });
    return { kind: "rejected" };
  });
}

/** What the agency may correct: the texts the public page shows. */
export type TestimonialText = { name: string; about: string | null; comment: string };

export type EditResult = { kind: "edited"; changed: string[] } | { kind: "unchanged" } | { kind: "not-found" };

/** The first of `base`, `base-2`… that no other testimonial has (slugs are unique). */
async function freeSlugFor(tx: Pick<Database, "select">, base: string, id: number): Promise<string> {
  // slugify gives [a-z0-9-] only: nothing in `base` is special to LIKE.
  const taken = new Set(
    (
      await tx
        .select({ slug: testimonials.slug })
        .from(testimonials)
        .where(and(ne(testimonials.id, id), or(eq(testimonials.slug, base), like(testimonials.slug, `${base}-%`))))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Corrects a testimonial's texts; its status stays. Its address follows a new name until it is
 * published (so a surname taken out of the name leaves the address too); once published the
 * address stays, so links to it keep working.
 */
export async function editTestimonial(
  db: Database,
  id: number,
  text: TestimonialText,
  actor: Actor,
): Promise<EditResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for("update");
    if (!row) return { kind: "not-found" };
    type Changed = Partial<Pick<ModeratedTestimonial, "name" | "about" | "comment" | "slug">>;
    const before: Changed = {};
    const after: Changed = {};
    if (row.name !== text.name) [before.name, after.name] = [row.name, text.name];
    if (row.about !== text.about) [before.about, after.about] = [row.about, text.about];
    if (row.comment !== text.comment) [before.comment, after.comment] = [row.comment, text.comment];
    if (Object.keys(after).length === 0) return { kind: "unchanged" };
    if (after.name !== undefined && row.status !== "published") {
      const base = slugify(text.name) || "testimonial";
      if (base !== slugify(row.name) || !row.slug.startsWith(base)) {
        const slug = await freeSlugFor(tx, base, id);
        if (slug !== row.slug) {
          before.slug = row.slug;
          after.slug = slug;
        }
      }
    }
    await tx
      .update(testimonials)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(testimonials.id, id));
    await recordAudit(tx, actor, "testimonial.edit", `testimonial:${id}`, { before, after });
    return { kind: "edited", changed: Object.keys(after) };
  });
}
