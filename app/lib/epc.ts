/**
 * EPC / PEB labels. The regions use different scales (Flanders A+…F, Wallonia A++…G, Brussels
 * A+…G with sub-classes such as B- or C+); for filtering they share one rank from best to worst.
 */
const RANK_BY_LETTER: Record<string, number> = { "A++": 0, "A+": 1, A: 2, B: 3, C: 4, D: 5, E: 6, F: 7, G: 8 };

/**
 * Rank of a label, best (A++ = 0) to worst (G = 8); a Brussels sub-class ranks with its letter
 * (B+, B and B- are all B). Unknown or empty labels give null.
 */
export function epcLabelRank(label: string | null | undefined): number | null {
  if (!label) return null;
  const normalised = label.toUpperCase().replace(/\s/g, "");
  const exact = RANK_BY_LETTER[normalised];
  if (exact !== undefined) return exact;
  const subClass = /^([A-G])[+-]$/.exec(normalised);
  if (subClass) return RANK_BY_LETTER[subClass[1]!] ?? null;
  return null;
}
