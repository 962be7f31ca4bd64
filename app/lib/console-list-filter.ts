/**
 * The filters of the console's lists of search profiles and newsletter subscribers
 * (app/routes/admin/demands/): active or ended, a piece of an e-mail address, a page. They live in
 * the URL (a GET form), so a filtered list can be bookmarked and comes back after a change.
 */
export const LIST_STATUSES = ["all", "active", "ended"] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export type ListFilter = { status: ListStatus; q: string; page: number };

/** Rows per page: dense enough for daily work, small enough to render at once. */
export const LIST_PAGE_SIZE = 50;

const MAX_QUERY_LENGTH = 100;

/** The filter a list's query string asks for; anything unknown falls back to all, nothing, page 1. */
export function parseListFilter(params: URLSearchParams): ListFilter {
  const status = params.get("status");
  const page = Number(params.get("page"));
  return {
    status: (LIST_STATUSES as readonly string[]).includes(status ?? "") ? (status as ListStatus) : "all",
    q: (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The query string of a filter (defaults left out), with `extra` parameters after it: "" or "?…". */
export function listQuery(filter: ListFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filter.status !== "all") params.set("status", filter.status);
  if (filter.q) params.set("q", filter.q);
  if (filter.page > 1) params.set("page", String(filter.page));
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A SQL LIKE pattern that finds `text` anywhere, its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** How many pages `total` rows fill (at least one, so "page 1 of 1" reads right for an empty list). */
export function pageCount(total: number, size = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** A range of two optional bounds, as a list shows it: between, from, up to, or none. */
export type Range =
  | { kind: "any" }
  | { kind: "between"; from: number; to: number }
  | { kind: "from"; from: number }
  | { kind: "upTo"; to: number };

/** The range of a minimum and a maximum (a minimum of 0 is none, as the demand rule reads it: app/lib/demand-match.ts). */
export function rangeOf(min: number | null, max: number | null): Range {
  const from = min !== null && min > 0 ? min : null;
  if (from !== null && max !== null) return { kind: "between", from, to: max };
  if (from !== null) return { kind: "from", from };
  if (max !== null) return { kind: "upTo", to: max };
  return { kind: "any" };
}

/**
 * A demand's price range: its minimum and maximum price, the budget standing in for the maximum
 * when none is given (the demand rule, app/lib/demand-match.ts).
 */
export function demandPriceRange(demand: {
  priceMin: number | null;
  priceMax: number | null;
  budget: number | null;
}): Range {
  return rangeOf(demand.priceMin, demand.priceMax ?? demand.budget);
}
