import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { testimonials } from "#db/schema.ts";

/**
 * The agency's side of the testimonial form: testimonials wait as `pending` until someone of the
 * agency publishes them (`npm run testimonial -- list`, `-- publish <id>`), unless
 * settings.testimonialAutoPublish publishes them at once. Published ones appear on the
 * testimonials pages and in the sitemap, in the language they were written in.
 */
export type TestimonialSummary = {
  id: number;
  status: string;
  date: string;
  locale: string;
  name: string;
  slug: string;
  comment: string;
  image: boolean;
};

/** Testimonials in a status (default: waiting for publication), oldest first. */
export async function testimonialsByStatus(
  db: Database,
  status: "pending" | "published" = "pending",
): Promise<TestimonialSummary[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.status, status))
    .orderBy(asc(testimonials.createdAt), asc(testimonials.id));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    date: row.date,
    locale: row.locale,
    name: row.name,
    slug: row.slug,
    comment: row.comment,
    image: row.imageUrl !== null,
  }));
}

export type PublishResult =
  | { kind: "published"; slug: string; locale: string }
  | { kind: "already-published"; slug: string; locale: string }
  | { kind: "not-found" };

/** Publishes a pending testimonial by id (publishing twice changes nothing). */
export async function publishTestimonial(db: Database, id: number): Promise<PublishResult> {
  const [updated] = await db
    .update(testimonials)
    .set({ status: "published", updatedAt: new Date() })
    .where(and(eq(testimonials.id, id), eq(testimonials.status, "pending")))
    .returning({ slug: testimonials.slug, locale: testimonials.locale });
  if (updated) return { kind: "published", ...updated };
  const [existing] = await db
    .select({ slug: testimonials.slug, locale: testimonials.locale })
    .from(testimonials)
    .where(eq(testimonials.id, id))
    .limit(1);
  return existing ? { kind: "already-published", ...existing } : { kind: "not-found" };
}
