import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { testimonials } from "#db/schema.ts";
import { isLocale } from "#app/i18n/locales.ts";
import { formatDate } from "#app/lib/date.ts";
import { cleanDescription } from "#app/lib/description.ts";
import type { TestimonialView } from "./testimonial-view.ts";

function toView(row: typeof testimonials.$inferSelect): TestimonialView {
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

/** Published testimonials, newest first. */
export async function publishedTestimonials(db: Database): Promise<TestimonialView[]> {
  const rows = await db
    .select()
    .from(testimonials)
    .where(eq(testimonials.status, "published"))
    .orderBy(desc(testimonials.date), desc(testimonials.id));
  return rows.map(toView);
}

/** One published testimonial by its person slug, or null. */
export async function publishedTestimonial(db: Database, slug: string): Promise<TestimonialView | null> {
  const [row] = await db
    .select()
    .from(testimonials)
    .where(and(eq(testimonials.slug, slug), eq(testimonials.status, "published")))
    .limit(1);
  return row ? toView(row) : null;
}
