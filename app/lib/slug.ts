import { searchKey } from "#app/lib/search-key.ts";

/**
 * Letters that carry no accent mark, so Unicode decomposition leaves them alone, but that have a
 * usual ASCII spelling in the site's languages (fr "œuvre", de "Straße").
 */
const ASCII_SPELLING = { ß: "ss", æ: "ae", œ: "oe", ø: "o" } as const;

/**
 * The URL segment of an article, category or subcategory name (spec §2: "trimmed, accents removed,
 * punctuation stripped, lower-cased, spaces to hyphens"): "Koksijde-Oostduinkerke" →
 * "koksijde-oostduinkerke", "Ça & là" → "ca-la".
 *
 * Punctuation is a word break, not glue: an apostrophe separates like a space, so
 * "Rue de l'Église 5" → "rue-de-l-eglise-5" — the spelling the route table already uses
 * ("offre-d-achat") and the one searchKey gives ("ecaussinnes d enghien"). Runs of separators give
 * one hyphen, and none is left at either end.
 */
export function slugify(text: string, maxLength: number = SLUG_MAX_LENGTH): string {
  const slug = searchKey(text)
    .replace(/[ßæœø]/g, (letter) => ASCII_SPELLING[letter as keyof typeof ASCII_SPELLING])
    .replaceAll(" ", "-");
  return capSlug(slug, maxLength);
}

/**
 * The longest slug: a listing's slug is its title, which comes from the provider without a size
 * limit (decision 0029); an address keeps a readable length (and a title of 5 MB no longer makes
 * one 5 MB long). Search engines show about this much of a URL.
 */
export const SLUG_MAX_LENGTH = 80;

/** At most `max` characters, cut after the last whole word that fits (mid-word only for a single longer word). */
function capSlug(slug: string, max: number): string {
  const chars = Array.from(slug);
  if (chars.length <= max) return slug;
  const head = chars.slice(0, max + 1).join("");
  const lastBreak = head.lastIndexOf("-");
  return lastBreak > 0 ? head.slice(0, lastBreak) : chars.slice(0, max).join("");
}

/**
 * The path of nested names (spec §2: segments "joined with '/', trailing '/'"):
 * ["Onze diensten", "Verkopen"] → "onze-diensten/verkopen/". A name with nothing left after
 * slugify is dropped rather than giving an empty segment ("a//b/"); no names at all give "".
 */
export function slugPath(segments: readonly string[]): string {
  const slugs = segments.map((segment) => slugify(segment)).filter((slug) => slug !== "");
  return slugs.length === 0 ? "" : `${slugs.join("/")}/`;
}
