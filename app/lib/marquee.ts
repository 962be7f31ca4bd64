/**
 * The marquee of a listing: a provider status ("Verkocht", "Nieuw", "Optie") shown as a badge on
 * the listing card. Spec §3 gives Marquee as a number (0 or 2 in the sample) and MarqueeName as its
 * text; 0 means no marquee.
 */
export type ListingMarquee = { marquee?: number | null; marqueeName?: string | null };

/** The badge text of a listing: its trimmed marquee name, or null when it has no marquee or no name. */
export function marqueeBadge(listing: ListingMarquee): string | null {
  const name = listing.marqueeName?.trim();
  return listing.marquee && name ? name : null;
}

/**
 * An entry of the configured ignore list (app/domain/content.ts): a string matches a marquee name,
 * a number matches the listing's Marquee value.
 */
export type MarqueeIgnoreEntry = string | number;

/**
 * Whether a marquee is on the configured ignore list (spec §7, §9: those marquees replace the
 * price, and the map receives the same list). Names are compared trimmed and case-insensitively,
 * because the list is typed by hand in the configuration; a blank name matches no name entry.
 * A number on the list matches the Marquee value passed as `marquee`.
 */
export function isMarqueeOnIgnoreList(
  name: string | null | undefined,
  ignoreList: readonly MarqueeIgnoreEntry[],
  marquee?: number | null,
): boolean {
  const key = name?.trim().toLowerCase();
  return ignoreList.some((entry) =>
    typeof entry === "number" ? entry === marquee : !!key && entry.trim().toLowerCase() === key,
  );
}
