/**
 * Rules of the console's operations page (app/routes/admin/operations/, decision 0051): the
 * outbox's filter in the URL, what a lead's delivery status is once the agency retried or cancelled
 * one of its messages, and the units a duration or an age reads in. Pure.
 */

/** An outbox row's status: "cancelled" is set by the console only; the delivery picks "pending" rows only. */
export const OUTBOX_STATUSES = ["pending", "failed", "delivered", "cancelled"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_CHANNELS = ["mail", "provider"] as const;
export type OutboxChannelName = (typeof OUTBOX_CHANNELS)[number];

export type OutboxFilter = { status: OutboxStatus | null; channel: OutboxChannelName | null; page: number };

/** Rows per page of the outbox. */
export const OUTBOX_PAGE_SIZE = 50;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : null;

/** The filter the query string asks for; anything unknown is no filter, page 1. */
export function parseOutboxFilter(params: URLSearchParams): OutboxFilter {
  const page = Number(params.get("page"));
  return {
    status: oneOf(OUTBOX_STATUSES, params.get("status")),
    channel: oneOf(OUTBOX_CHANNELS, params.get("channel")),
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The query string of a filter (no filter left out) with `extra` parameters after it: "" or "?…". */
export function outboxQuery(filter: OutboxFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  if (filter.channel) params.set("channel", filter.channel);
  if (filter.page > 1) params.set("page", String(filter.page));
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * A lead's delivery status (leads.status) from its outbox rows' statuses: failed while one of them
 * is, received while one waits, else delivered (nothing is left to send: each row went out or was
 * cancelled by the agency). A lead without rows keeps the status it has (null).
 */
export function leadDeliveryStatus(rowStatuses: readonly string[]): "received" | "delivered" | "failed" | null {
  if (rowStatuses.length === 0) return null;
  if (rowStatuses.includes("failed")) return "failed";
  if (rowStatuses.some((status) => status !== "delivered" && status !== "cancelled")) return "received";
  return "delivered";
}

/** The unit an age in seconds reads best in ("3 minutes ago", "2 days ago"), for Intl.RelativeTimeFormat. */
export function ageInUnits(seconds: number): { value: number; unit: "second" | "minute" | "hour" | "day" } {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return { value: s, unit: "second" };
  if (s < 3600) return { value: Math.floor(s / 60), unit: "minute" };
  if (s < 2 * 86_400) return { value: Math.floor(s / 3600), unit: "hour" };
  return { value: Math.floor(s / 86_400), unit: "day" };
}

/** A run's duration as minutes and seconds; seconds to a tenth under ten seconds (a sample sync takes less than one). */
export function durationParts(ms: number): { minutes: number; seconds: number } {
  const total = Math.max(0, ms) / 1000;
  if (total < 10) return { minutes: 0, seconds: Math.round(total * 10) / 10 };
  const rounded = Math.round(total);
  return { minutes: Math.floor(rounded / 60), seconds: rounded % 60 };
}
