/**
 * Whether a sync run may change the catalogue (decision 0029). A run that would take most of the
 * site offline, or that holds no valid listing at all, is far likelier a provider glitch (an empty
 * answer, a broken export, a missing language file) than the agency's intent: it is refused, changes
 * nothing and is recorded as such, so /healthz stops calling the catalogue fresh. Pure.
 */

/** Default share of the published listings one run may unpublish. */
export const DEFAULT_MAX_UNPUBLISH_SHARE = 0.5;

/** Unpublishing this many listings or fewer is never a mass removal (a small catalogue selling two). */
const SMALL_REMOVAL = 2;

export type RunCounts = {
  mode: "full" | "incremental";
  /** Listings published before the run. */
  publishedBefore: number;
  /** Listings the run would unpublish (absent from a full run, or in the provider's removals list). */
  unpublished: number;
  /** Valid listing records the run would write. */
  valid: number;
  /** Listing records received but skipped (unreadable or out of bounds). */
  skipped: number;
};

/** Why the run must not apply, or null when it may. */
export function syncRefusal(
  counts: RunCounts,
  options: { maxUnpublishShare?: number; allowMassUnpublish?: boolean } = {},
): string | null {
  const { mode, publishedBefore, unpublished, valid, skipped } = counts;
  if (valid === 0 && mode === "full") {
    return skipped === 0
      ? "the provider sent no listings"
      : `none of the ${skipped} listings received is valid (all skipped)`;
  }
  if (valid === 0 && skipped > 0) return `none of the ${skipped} changed listings received is valid (all skipped)`;
  const share = options.maxUnpublishShare ?? DEFAULT_MAX_UNPUBLISH_SHARE;
  if (!options.allowMassUnpublish && unpublished > SMALL_REMOVAL && unpublished > publishedBefore * share) {
    return `it would unpublish ${unpublished} of the ${publishedBefore} published listings, more than ${formatShare(share)} (SYNC_MAX_UNPUBLISH); if the agency really withdrew them, run npm run sync -- --allow-mass-unpublish`;
  }
  return null;
}

/** 0.5 → "50 %". */
export function formatShare(share: number): string {
  return `${Math.round(share * 1000) / 10} %`;
}

/** "50%", "50 %", "50" → 0.5; null when not a percentage from 1 to 100. */
export function parseShare(text: string): number | null {
  const match = /^\s*(\d{1,3}(?:\.\d+)?)\s*%?\s*$/.exec(text);
  if (!match) return null;
  const percent = Number(match[1]);
  return percent >= 1 && percent <= 100 ? percent / 100 : null;
}
