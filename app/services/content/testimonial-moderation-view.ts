// What the console's testimonial pages show (read by ./testimonial-moderation.server.ts): a plain
// module, so the console's components import its types without importing a .server module.
import type { Locale } from "#app/i18n/locales.ts";
import type { TestimonialView } from "./testimonial-view.ts";

export const MODERATION_STATUSES = ["pending", "published", "rejected"] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export function isModerationStatus(value: unknown): value is ModerationStatus {
  return typeof value === "string" && (MODERATION_STATUSES as readonly string[]).includes(value);
}

/** The longest reason the agency gives for a rejection. */
export const REJECTION_REASON_MAX = 500;

/** The site's texts the public testimonial page shows around a testimonial, in one language. */
export type PreviewTexts = {
  breadcrumb: string;
  home: string;
  testimonials: string;
  all: string;
  photoAlt: string;
  poster: string | null;
  rating: string | null;
  opensInNewTab: string;
};

export type TestimonialPreview = {
  /** The language of the testimonial's own page, whose visitors the preview shows it to. */
  lang: Locale;
  view: TestimonialView;
  texts: PreviewTexts;
  breadcrumb: { name: string; path: string }[];
  listHref: string;
  /** The testimonial's own page (absolute): online once published. */
  url: string;
};
