/** The named entities descriptions from the provider's editor contain; others are left as written. */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** The largest Unicode code point; a numeric entity beyond it is not a character. */
const MAX_CODE_POINT = 0x10ffff;

/**
 * Decodes the common entities in one pass, so "&amp;lt;" becomes the text "&lt;" and not "<".
 * Numeric ones (&#39; &#x27;) become their character; unknown or impossible ones stay as written.
 */
function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d+)|#x([\da-f]+)|([a-z]+));/gi,
    (entity, decimal?: string, hex?: string, name?: string) => {
      if (name !== undefined) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
      const codePoint = decimal !== undefined ? Number(decimal) : Number.parseInt(hex!, 16);
      return codePoint <= MAX_CODE_POINT ? String.fromCodePoint(codePoint) : entity;
    },
  );
}

/** Where a cut may fall back to a word boundary: the last space must lie beyond 80 % of the limit. */
const WORD_BOUNDARY_SHARE = 0.8;

/**
 * A listing description as plain text for cards and meta descriptions (spec §9): markup removed
 * (tags and comments become a space so words do not run together; a lone "<" as in "5 < 6" stays), entities decoded, whitespace collapsed,
 * at most `maxLength` characters (250 by default). A longer text is cut at the last space before
 * the limit when that space lies beyond 80 % of it (so the cut does not lose more than a fifth),
 * otherwise hard at the limit; the "..." that marks a cut (on by default) comes on top of the
 * limit, so the text itself never loses characters to it.
 */
export function cleanDescription(
  text: string | null | undefined,
  options: { maxLength?: number; ellipsis?: boolean } = {},
): string {
  const { maxLength = 250, ellipsis = true } = options;
  const plain = decodeEntities((text ?? "").replace(/<[a-z/!][^>]*>/gi, " "))
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= maxLength) return plain;
  const lastSpace = plain.lastIndexOf(" ", maxLength);
  const cut = plain.slice(0, lastSpace > maxLength * WORD_BOUNDARY_SHARE ? lastSpace : maxLength);
  return ellipsis ? `${cut}...` : cut;
}
