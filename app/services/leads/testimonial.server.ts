import type { AppLoadContext } from "react-router";
import { eq, like, or } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { testimonials } from "#db/schema.ts";
import { contactOf } from "#app/domain/forms/fields.ts";
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB, type TestimonialForm } from "#app/domain/forms/testimonial.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { routePath } from "#app/i18n/route-map.ts";
import type { MessageKey, Translator } from "#app/i18n/translate.ts";
import { calendarDateOf, isoDate } from "#app/lib/appointment-slots.ts";
import { consolePaths } from "#app/lib/console-paths.ts";
import { imageUrl } from "#app/lib/image-url.ts";
import { slugify } from "#app/lib/slug.ts";
import { newUploadPath, readImageUpload, reencodeImage } from "#app/services/uploads/uploaded-image.server.ts";
import { createDatabaseUploadStore, UPLOADS_PREFIX } from "#app/services/uploads/upload-store.server.ts";
import {
  agencyMail,
  agencyTranslator,
  visitorConfirmation,
  visitorTranslator,
  type MailRow,
} from "./lead-mail.server.ts";
import { storeLead } from "./store-lead.server.ts";
import { thankYouPath, type Accepted, type Refused } from "./lead-form.server.ts";

/** The file field of the testimonial form. */
export const TESTIMONIAL_IMAGE_FIELD = "image";
/** The testimonial's date is the agency's calendar day. */
const AGENCY_TIME_ZONE = "Europe/Brussels";
/** Tries when two testimonials of the same name are stored at the same moment (the slug is unique). */
const SLUG_ATTEMPTS = 3;

/**
 * The testimonial itself as mail rows: what will be published (name, about, website, role,
 * comment), labelled in the reader's language.
 */
function testimonialRows(t: Translator, value: TestimonialForm, image: string | null): MailRow[] {
  return [
    { label: t("testimonial.form.name"), value: value.name },
    ...(value.about ? [{ label: t("form.aboutYou"), value: value.about }] : []),
    ...(value.website ? [{ label: t("form.website"), value: value.website }] : []),
    ...(value.poster
      ? [{ label: t("testimonial.form.poster"), value: t(`testimonial.poster.${value.poster}` as MessageKey) }]
      : []),
    { label: t("form.comment"), value: value.comment },
    ...(image ? [{ label: t("form.image"), value: image }] : []),
  ];
}

/** The first of `base`, `base-2`, `base-3`… that no testimonial has (sample slugs are person names). */
async function freeSlug(tx: Pick<Database, "select">, base: string): Promise<string> {
  // slugify gives [a-z0-9-] only: nothing in `base` is special to LIKE.
  const taken = new Set(
    (
      await tx
        .select({ slug: testimonials.slug })
        .from(testimonials)
        .where(or(eq(testimonials.slug, base), like(testimonials.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The database's error code (SQLSTATE) of an error or of its cause: logs get the code, never a message holding values. */
function errorCode(error: unknown): string | undefined {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code } = cause as { code?: unknown };
    if (typeof code === "string") return code;
  }
  return undefined;
}

function isSlugConflict(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === "23505" && (constraint === undefined || constraint === "testimonials_slug_uq")) return true;
  }
  return false;
}

/**
 * Receives a testimonial: the picture checked (type by content, size) and re-encoded as a WebP made
 * here, then in ONE transaction the picture (the upload store, decision 0053), the testimonial
 * (pending, or published when settings.testimonialAutoPublish is on; a unique slug from the name),
 * its lead (kind testimonial) and the mails: the agency's (saying whether it is published, with its
 * page, or waits for the agency's approval, with its page in the console: decisions 0034 and 0051)
 * and the visitor's copy. When it cannot be stored: "send testimonial failed" (503), and nothing of
 * it is kept, the picture neither.
 */
export async function acceptTestimonial(
  context: AppLoadContext,
  locale: Locale,
  value: TestimonialForm,
  formData: FormData,
  now = new Date(),
): Promise<Accepted | Refused> {
  const upload = await readImageUpload(formData, TESTIMONIAL_IMAGE_FIELD, MAX_IMAGE_BYTES);
  if (upload.kind === "refused") {
    return upload.reason === "size"
      ? {
          refused: "validation.imageTooLarge",
          params: { max: MAX_IMAGE_MB },
          field: TESTIMONIAL_IMAGE_FIELD,
          status: 400,
        }
      : { refused: "validation.imageType", field: TESTIMONIAL_IMAGE_FIELD, status: 400 };
  }
  const webp = upload.kind === "image" ? await reencodeImage(upload.bytes) : null;
  if (upload.kind === "image" && !webp)
    return { refused: "validation.imageType", field: TESTIMONIAL_IMAGE_FIELD, status: 400 };

  const { siteUrl } = context.config;
  const published = context.content.settings.testimonialAutoPublish;
  const base = slugify(value.name) || "testimonial";
  const person = contactOf(value);
  const uploads = createDatabaseUploadStore(context.db);
  // The path is chosen once: a retry for the slug stores the same picture at the same path.
  const photo = webp ? { path: newUploadPath("testimonials", base), bytes: webp, contentType: "image/webp" } : null;
  // The site path the record keeps (`/uploads/testimonials/…`), as imageUrl() takes it.
  const image = photo ? `${UPLOADS_PREFIX}${photo.path}` : null;
  try {
    // Absolute for a mail: on the CDN when one is set (the URL is then absolute already), else on the site.
    const imageLink = image ? new URL(imageUrl(image, 1200, context.config.cdnHost), siteUrl).href : null;
    for (let attempt = 1; ; attempt++) {
      try {
        await context.db.transaction(async (tx) => {
          // A path already taken (48 random bits: never in practice) must not hand another's picture out.
          if (photo && !(await uploads.put(tx, photo))) throw new Error("upload path already taken");
          const slug = await freeSlug(tx, base);
          const [row] = await tx
            .insert(testimonials)
            .values({
              slug,
              name: value.name,
              about: value.about ?? null,
              website: value.website ?? null,
              imageUrl: image,
              comment: value.comment,
              locale,
              poster: value.poster ?? null,
              date: isoDate(calendarDateOf(now, AGENCY_TIME_ZONE)),
              status: published ? "published" : "pending",
            })
            .returning({ id: testimonials.id });
          const id = row!.id;
          const pageUrl = `${siteUrl}${routePath(context.content.routes.routes, "testimonial", locale, { slug })}`;
          const visitor = visitorTranslator(locale);
          const lead = await storeLead(
            { db: tx as unknown as Database, provider: context.provider },
            {
              kind: "testimonial",
              locale,
              payload: {
                contact: person,
                testimonialId: id,
                name: value.name,
                about: value.about ?? null,
                website: value.website ?? null,
                poster: value.poster ?? null,
                comment: value.comment,
                image,
                newsletter: value.newsletter,
              },
              subscribe: value.newsletter ? { email: person.email } : null,
              mails: ({ unsubscribeToken }) => ({
                agency: agencyMail(context, {
                  kind: "testimonial",
                  locale,
                  detail: value.name,
                  person,
                  rows: (t) => [
                    ...testimonialRows(t, value, imageLink),
                    {
                      label: t("mail.testimonial.status"),
                      value: published ? t("mail.testimonial.published") : t("mail.testimonial.pending"),
                    },
                    { label: t("mail.agency.newsletter"), value: value.newsletter ? t("mail.yes") : t("mail.no") },
                  ],
                  // Published: its page; waiting: its page in the console, where the agency decides (decision 0051).
                  link: published
                    ? { href: pageUrl, text: value.name }
                    : {
                        href: `${siteUrl}${consolePaths.testimonial(id)}`,
                        text: agencyTranslator(context).t("mail.testimonial.review"),
                      },
                }),
                visitor: visitorConfirmation(context, locale, {
                  person,
                  subject: visitor("mail.testimonial.subject"),
                  intro: visitor(published ? "mail.testimonial.introPublished" : "mail.testimonial.intro"),
                  rows: testimonialRows(visitor, value, imageLink),
                  ...(published ? { extra: [{ link: { href: pageUrl, text: value.name } }] } : {}),
                  unsubscribeToken,
                }),
              }),
            },
          );
          await tx.update(testimonials).set({ leadId: lead.leadId }).where(eq(testimonials.id, id));
        });
        break;
      } catch (error) {
        // Two testimonials of the same name at the same moment: the second takes the next slug.
        if (attempt < SLUG_ATTEMPTS && isSlugConflict(error)) continue;
        throw error;
      }
    }
  } catch (error) {
    // The error's message may quote the visitor's values (a duplicate key names it): only its code.
    context.logger?.error({ form: "testimonial-form", code: errorCode(error) ?? "unknown" }, "testimonial not stored");
    return { refused: "error.sendTestimonialFailed", status: 503 };
  }
  return { redirectTo: thankYouPath(context, "testimonial", locale) };
}
