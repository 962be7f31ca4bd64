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
export function slugify(text: string): string {
  return searchKey(text)
    .replace(/[ßæœø]/g, (letter) => ASCII_SPELLING[letter as keyof typeof ASCII_SPELLING])
    .replaceAll(" ", "-");
}

/**
 * The path of nested names (spec §2: segments "joined with '/', trailing '/'"):
 * ["Onze diensten", "Verkopen"] → "onze-diensten/verkopen/". A name with nothing left after
 * slugify is dropped rather than giving an empty segment ("a//b/"); no names at all give "".
 */
export function slugPath(segments: readonly string[]): string {
  const slugs = segments.map(slugify).filter((slug) => slug !== "");
  return slugs.length === 0 ? "" : `${slugs.join("/")}/`;
}
