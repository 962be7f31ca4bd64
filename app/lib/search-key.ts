/**
 * The accent-free, lower-cased form used to match names typed without accents
 * ("Liège" ↔ "liege", "Koksijde-Oostduinkerke" ↔ "koksijde oostduinkerke").
 * Stored beside the name so the same query runs on PGlite (no unaccent extension) and PostgreSQL.
 */
export function searchKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
