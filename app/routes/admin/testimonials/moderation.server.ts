import { data, redirect, type AppLoadContext } from "react-router";
import { testimonialSchema } from "#app/domain/forms/testimonial.ts";
import type { ConsoleKey } from "#app/i18n/console/texts.ts";
import { consolePaths } from "#app/lib/console-paths.ts";
import { formValues, parseSubmission } from "#app/lib/form-submission.ts";
import { imageUrl } from "#app/lib/image-url.ts";
import {
  editTestimonial,
  moderationPreview,
  nextWaiting,
  publishTestimonial,
  rejectTestimonial,
  REJECTION_REASON_MAX,
  testimonialById,
  type ModeratedTestimonial,
} from "#app/services/content/testimonial-moderation.server.ts";
import { auditOf } from "#app/services/staff/audit.server.ts";
import { CONSOLE_HEADERS, field, type ConsoleUser } from "../console.server.ts";

/**
 * A testimonial's console page (decision 0051), its reading and its changes: publish, edit the
 * texts (the public form's limits), reject with a reason. Each change and its audit row are one
 * transaction (app/services/content/testimonial-moderation.server.ts).
 */
export const DONE = ["published", "edited", "unchanged", "rejected"] as const;
export type Done = (typeof DONE)[number];

/** The testimonial of the page's `:id`, or the console's 404. */
export async function testimonialOfPage(
  context: AppLoadContext,
  id: string | undefined,
): Promise<ModeratedTestimonial> {
  const row = id && /^[1-9]\d{0,9}$/.test(id) ? await testimonialById(context.db, Number(id)) : null;
  if (!row) throw data({ reason: "not-found" }, { status: 404, headers: CONSOLE_HEADERS });
  return row;
}

const dateTime = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(`${locale}-BE`, { ...options, timeZone: "Europe/Brussels" });

/** The page's data: the testimonial, its preview as the public page shows it, its history. */
export async function testimonialPage(context: AppLoadContext, user: ConsoleUser, row: ModeratedTestimonial, url: URL) {
  const asked = url.searchParams.get("done");
  const done = DONE.find((value) => value === asked) ?? null;
  const [history, next] = await Promise.all([
    auditOf(context.db, `testimonial:${row.id}`),
    done ? nextWaiting(context.db, row.id) : Promise.resolve(null),
  ]);
  const stamp = dateTime(user.locale, { dateStyle: "medium", timeStyle: "short" });
  return {
    testimonial: {
      id: row.id,
      name: row.name,
      about: row.about ?? "",
      comment: row.comment,
      status: row.status,
      locale: row.locale,
      rejectionReason: row.rejectionReason,
      received: stamp.format(row.createdAt),
      date: dateTime(user.locale, { dateStyle: "long" }).format(new Date(`${row.date}T12:00:00Z`)),
      version: row.updatedAt.toISOString(),
      leadHref: row.leadId ? consolePaths.lead(row.leadId) : null,
      photoHref: row.imageUrl ? imageUrl(row.imageUrl, 1200, context.config.cdnHost ?? null) : null,
    },
    preview: moderationPreview(context.content, context.config.siteUrl, row),
    history: history.map((entry) => {
      const after = (entry.after ?? {}) as Record<string, unknown>;
      return {
        id: entry.id,
        at: stamp.format(entry.at),
        who: entry.staffEmail,
        action: entry.action,
        fields: entry.action === "testimonial.edit" ? Object.keys(after) : [],
        reason: typeof after.rejectionReason === "string" ? after.rejectionReason : null,
      };
    }),
    done,
    next: next === null ? null : consolePaths.testimonial(next),
  };
}

export type ModerationResult = {
  section: "edit" | "reject";
  errors: Record<string, string>;
  values: Record<string, string>;
};

const refused = (result: ModerationResult) => data(result, { status: 400, headers: CONSOLE_HEADERS });
const doneRedirect = (id: number, done: Done) =>
  redirect(`${consolePaths.testimonial(id)}?done=${done}`, { status: 303, headers: CONSOLE_HEADERS });

/** What the agency may correct, checked with the public form's own rules and limits. */
const textSchema = testimonialSchema.pick({ name: true, about: true, comment: true });

/** The public form's messages, worded for the staff. */
const TEXT_ERRORS: Record<string, ConsoleKey> = {
  "validation.testimonialName": "testimonials.error.nameRequired",
  "validation.nameInvalid": "testimonials.error.nameInvalid",
  "validation.testimonialComment": "testimonials.error.commentRequired",
};

/** Publishes, edits or rejects the page's testimonial; a refused form comes back with its messages (400). */
export async function moderate(context: AppLoadContext, user: ConsoleUser, row: ModeratedTestimonial, form: FormData) {
  const intent = field(form, "intent");
  if (intent === "publish") {
    await publishTestimonial(context.db, row.id, user.actor);
    return doneRedirect(row.id, "published");
  }
  if (intent === "reject") {
    const reason = field(form, "reason");
    const error = !reason
      ? user.t("testimonials.error.reasonRequired")
      : reason.length > REJECTION_REASON_MAX
        ? user.t("testimonials.error.tooLong", { max: REJECTION_REASON_MAX })
        : null;
    if (error) return refused({ section: "reject", errors: { reason: error }, values: { reason } });
    await rejectTestimonial(context.db, row.id, reason, user.actor);
    return doneRedirect(row.id, "rejected");
  }
  if (intent === "edit") {
    const posted = formValues(form);
    const submission = parseSubmission(textSchema, {
      name: posted.name ?? "",
      about: posted.about ?? "",
      comment: posted.comment ?? "",
    });
    if (!submission.ok) {
      const errors: Record<string, string> = {};
      for (const [name, { key, params }] of Object.entries(submission.errors))
        errors[name] =
          key === "validation.tooLong"
            ? user.t("testimonials.error.tooLong", { max: Number(params?.max ?? 0) })
            : user.t(TEXT_ERRORS[key] ?? "testimonials.error.commentRequired");
      const values = Object.fromEntries(["name", "about", "comment"].map((name) => [name, field(form, name)]));
      return refused({ section: "edit", errors, values });
    }
    const { name, about, comment } = submission.value;
    const result = await editTestimonial(context.db, row.id, { name, about: about ?? null, comment }, user.actor);
    return doneRedirect(row.id, result.kind === "edited" ? "edited" : "unchanged");
  }
  throw data({ reason: "invalid-request" }, { status: 400, headers: CONSOLE_HEADERS });
}
