// A published testimonial as the pages show it (read by ./testimonials.server.ts): a plain module,
// so the testimonial card imports its type without importing a .server module.
import type { Locale } from "#app/i18n/locales.ts";

export type TestimonialView = {
  slug: string;
  name: string;
  about: string | null;
  comment: string;
  /** The comment shortened by the description rule (spec §9) for lists. */
  summary: string;
  /** The language the testimonial was written in (its text is never translated). */
  lang: Locale | null;
  rating: number | null;
  poster: string | null;
  /** The writer's website (checked http(s) link), shown as a link. */
  website: string | null;
  /** Their photo, a site path the image endpoint resizes (`/uploads/testimonials/…`). */
  image: string | null;
  date: string;
  isoDate: string;
};
