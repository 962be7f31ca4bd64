/**
 * Listing ids carried in a URL (`?ids=4100001,4100002`: a shared favourites list, a comparison)
 * or kept in the browser (favourites, the comparison's choice). One reading for both: positive
 * whole numbers that fit a database integer, each once, in the order given. Anything else in the
 * list is skipped and counted, never an error: a hand-edited or truncated link still shows what it
 * can.
 */

/** The largest value an integer column holds: a larger id cannot be a listing. */
const INT_MAX = 2_147_483_647;
/** A longer list is no one's favourites; the cap keeps one URL and one query small. */
export const MAX_SAVED_IDS = 100;
/** Compare shows at most this many listings side by side. */
export const MAX_COMPARED = 3;

export type ParsedIds = {
  /** Valid ids, first occurrence only, in the given order, at most `limit`. */
  ids: number[];
  /** Items that were not an id (`abc`, `0`, `-3`, `1.5`, too large). */
  invalid: number;
  /** Valid ids left out because the list was longer than `limit`. */
  overLimit: number;
};

/** Reads a comma-separated id list (`null`/empty: none). Spaces around an item are allowed. */
export function parseListingIds(raw: string | null | undefined, limit: number = MAX_SAVED_IDS): ParsedIds {
  const result: ParsedIds = { ids: [], invalid: 0, overLimit: 0 };
  if (!raw) return result;
  const seen = new Set<number>();
  // A URL longer than this cannot be a list the site made; the rest is not read at all.
  for (const item of raw.slice(0, 4_000).split(",")) {
    const text = item.trim();
    if (text === "") continue;
    const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(id) || id > INT_MAX) {
      result.invalid += 1;
      continue;
    }
    if (seen.has(id)) continue;
    seen.add(id);
    if (result.ids.length < limit) result.ids.push(id);
    else result.overLimit += 1;
  }
  return result;
}

/** The `ids` value of a list (`4100001,4100002`), the form parseListingIds reads back. */
export function formatListingIds(ids: readonly number[]): string {
  return ids.join(",");
}

/** `path?ids=…`, or the bare path for an empty list. Commas stay readable in the link. */
export function idsHref(path: string, ids: readonly number[]): string {
  return ids.length === 0 ? path : `${path}?ids=${formatListingIds(ids)}`;
}

/** The list with `id` added at the end (when absent and there is room) or removed (when present). */
export function toggleId(
  ids: readonly number[],
  id: number,
  limit: number = MAX_SAVED_IDS,
): { ids: number[]; added: boolean; full: boolean } {
  if (ids.includes(id))
    return {
      ids: ids.filter((other) => other !== id),
      added: false,
      full: false,
    };
  if (ids.length >= limit) return { ids: [...ids], added: false, full: true };
  return { ids: [...ids, id], added: true, full: false };
}
