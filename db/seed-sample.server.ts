import fs from "node:fs/promises";
import path from "node:path";
import argon2 from "argon2";
import { z } from "zod";
import type { Database } from "./client.server.ts";
import { ownerProperties, owners, testimonials } from "./schema.ts";

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

export async function seedSampleExtras(db: Database, sampleDir: string): Promise<{ testimonials: number; owners: number }> {
  const testimonialRows = testimonialFileSchema.parse(JSON.parse(await fs.readFile(path.join(sampleDir, "testimonials.json"), "utf8")));
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
      .values({ email: owner.email.toLowerCase(), name: owner.name, locale: owner.lang, passwordHash: await argon2.hash(owner.password, { type: argon2.argon2id }) })
      .onConflictDoNothing({ target: owners.email })
      .returning({ id: owners.id });
    if (!row) continue;
    ownerCount++;
    if (owner.propertyIds.length) {
      await db.insert(ownerProperties).values(owner.propertyIds.map((propertyId) => ({ ownerId: row.id, propertyId }))).onConflictDoNothing();
    }
  }
  return { testimonials: insertedTestimonials.length, owners: ownerCount };
}
