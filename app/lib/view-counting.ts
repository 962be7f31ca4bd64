import { isbot } from "isbot";
import { dateTimeFormat } from "#app/lib/intl-formats.ts";

/**
 * Which requests of a listing's page count as a view for the owner portal: a person's GET of the
 * page, once. Not counted: robots (isbot's list, and requests without a browser string, which
 * browsers always send), prefetches (a link's preload is not a view), and a request coming from
 * the same page (a reload, or the page's own data refreshed after a form on it was sent).
 */
export type ViewRequest = { method: string; url: string; headers: Pick<Headers, "get"> };

export type ViewDecision = "count" | "bot" | "prefetch" | "same-page" | "not-a-view";

function isPrefetch(headers: Pick<Headers, "get">): boolean {
  const purpose =
    `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""} ${headers.get("x-purpose") ?? ""} ${headers.get("x-moz") ?? ""}`.toLowerCase();
  return purpose.includes("prefetch") || purpose.includes("preview");
}

function fromSamePage(url: string, referrer: string | null): boolean {
  if (!referrer) return false;
  try {
    const page = new URL(url);
    const from = new URL(referrer);
    return from.origin === page.origin && from.pathname === page.pathname;
  } catch {
    return false;
  }
}

export function viewDecision(request: ViewRequest): ViewDecision {
  if (request.method.toUpperCase() !== "GET") return "not-a-view";
  const userAgent = request.headers.get("user-agent")?.trim() ?? "";
  if (userAgent === "" || isbot(userAgent)) return "bot";
  if (isPrefetch(request.headers)) return "prefetch";
  if (fromSamePage(request.url, request.headers.get("referer"))) return "same-page";
  return "count";
}

/** The last day asked for: page requests of the same minute ask for the same one. */
let lastDay: { minute: number; timeZone: string; day: string } | undefined;

/**
 * The calendar day of a moment in a time zone, `YYYY-MM-DD` (the agency's day, not the server's).
 * Time zones are whole minutes off UTC, so every moment of a minute has the same day.
 */
export function dayInTimeZone(moment: Date, timeZone: string): string {
  const minute = Math.floor(moment.getTime() / 60_000);
  if (lastDay !== undefined && lastDay.minute === minute && lastDay.timeZone === timeZone) return lastDay.day;
  const parts = dateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(
    moment,
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = `${part("year")}-${part("month")}-${part("day")}`;
  lastDay = { minute, timeZone, day };
  return day;
}
