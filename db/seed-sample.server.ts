import fs from "node:fs/promises";
import path from "node:path";
import argon2 from "argon2";
import { z } from "zod";
import type { Database } from "./client.server.ts";
import { dayInTimeZone } from "#app/lib/view-counting.ts";
import { addDays } from "#app/lib/visit-stats.ts";
import { TRAFFIC_SOURCES } from "#app/lib/traffic-source.ts";
import { ownerProperties, owners, pageViews, testimonials } from "./schema.ts";

/**
 * The sample's non-listing data: published testimonials and the demo owner (README gives the
 * credentials). Loaded with the sample catalogue only; existing rows are left as they are.
 */
const testimonialFileSchema = z.array(
  z.object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    name: z.string().min(1),
    about: z.string().nullish(),
    website: z.string().nullish(),
    image: z.string().nullish(),
    comment: z.string().min(1),
    lang: z.enum(["nl", "fr", "en", "de"]),
    date: z.iso.date(),
    rating: z.number().int().min(1).max(5).nullish(),
    poster: z.string().nullish(),
  }),
);

const ownerFileSchema = z.array(
  z.object({
    email: z.email(),
    name: z.string().min(1),
    lang: z.enum(["nl", "fr", "en", "de"]),
    password: z.string().min(12),
    propertyIds: z.array(z.number().int().positive()),
  }),
);

/**
 * Page views of a sample listing for the 90 days up to `now` (Brussels days): a steady made-up
 * pattern (busier at weekends, most visitors from search and direct), the same on every run.
 */
function sampleViews(propertyId: number, now: Date) {
  const today = dayInTimeZone(now, "Europe/Brussels");
  const weights = { direct: 3, search: 4, social: 2, referral: 1, campaign: 1 } as const;
  return Array.from({ length: 90 }, (_, i) => addDays(today, -i)).flatMap((day, i) => {
    const weekend = [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
    return TRAFFIC_SOURCES.map((source) => ({
      listingKind: "property",
      listingId: propertyId,
      day,
      source,
      views: ((i * 7 + propertyId + source.length * 3) % 5) + weights[source] * (weekend ? 2 : 1) - 1,
    })).filter((row) => row.views > 0);
  });
}

export async function seedSampleExtras(
  db: Database,
  sampleDir: string,
  now = new Date(),
): Promise<{ testimonials: number; owners: number }> {
  const testimonialRows = testimonialFileSchema.parse(
    JSON.parse(await fs.readFile(path.join(sampleDir, "testimonials.json"), "utf8")),
  );
  const ownerRows = ownerFileSchema.parse(JSON.parse(await fs.readFile(path.join(sampleDir, "owners.json"), "utf8")));

  const insertedTestimonials = await db
    .insert(testimonials)
    .values(
      testimonialRows.map((t) => ({
        slug: t.slug,
        name: t.name,
        about: t.about ?? null,
        website: t.website ?? null,
        imageUrl: t.image ?? null,
        comment: t.comment,
        locale: t.lang,
        date: t.date,
        rating: t.rating ?? null,
        poster: t.poster ?? null,
        status: "published",
      })),
    )
    .onConflictDoNothing({ target: testimonials.slug })
    .returning({ id: testimonials.id });

  let ownerCount = 0;
  for (const owner of ownerRows) {
    const [row] = await db
      .insert(owners)
      .values({
        email: owner.email.toLowerCase(),
        name: owner.name,
        locale: owner.lang,
        passwordHash: await argon2.hash(owner.password, { type: argon2.argon2id }),
      })
      .onConflictDoNothing({ target: owners.email })
      .returning({ id: owners.id });
    if (!row) continue;
    ownerCount++;
    if (owner.propertyIds.length) {
      await db
        .insert(ownerProperties)
        .values(owner.propertyIds.map((propertyId) => ({ ownerId: row.id, propertyId })))
        .onConflictDoNothing();
      // The demo owner's dashboard is not empty on a fresh `npm start`: 90 days of made-up views.
      await db
        .insert(pageViews)
        .values(owner.propertyIds.flatMap((propertyId) => sampleViews(propertyId, now)))
        .onConflictDoNothing();
    }
  }
  return { testimonials: insertedTestimonials.length, owners: ownerCount };
}
