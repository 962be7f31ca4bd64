/**
 * Who writes a testimonial (spec §3 "poster"), as the testimonial cards label them. Apart from the
 * schema so the form can list them without loading zod before the visitor starts typing.
 */
export const TESTIMONIAL_POSTERS = ["seller", "buyer", "tenant", "landlord", "guest"] as const;

/** Largest picture accepted, in megabytes (validation.imageTooLarge says it). */
export const MAX_IMAGE_MB = 5;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
/** The largest testimonial post read (the photo plus the text fields with room to spare); the server refuses a larger body with 413 (decision 0014). */
export const MAX_TESTIMONIAL_POST_BYTES = MAX_IMAGE_BYTES + 1024 * 1024;
