import type { ConsoleTranslator } from "#app/i18n/console/texts.ts";
import { instantOf, type CalendarDate } from "./appointment-slots.ts";

/**
 * The leads inbox's filters (decision 0051), read from the list's query string: the same query
 * serves the list, its pages and the CSV export. A value that means nothing (an unknown kind, a
 * date that is not one) filters nothing and is reported, so the form shows it as typed with a
 * word that it was ignored; the page never fails on a hand-edited address.
 */

/** The kinds of lead the visitor forms make (LeadKind, app/services/leads/store-lead.server.ts), in the order the filter offers them. */
export const LEAD_KINDS = [
  "info-request",
  "visit-request",
  "appointment",
  "documents-request",
  "send-to-friend",
  "purchase-offer",
  "rental-application",
  "stay-request",
  "project-enquiry",
  "site-contact",
  "free-valuation",
  "demand-register",
  "newsletter",
  "testimonial",
] as const;
export type LeadKindName = (typeof LEAD_KINDS)[number];

/** The agency's handling of a lead (leads.handling). */
export const LEAD_HANDLINGS = ["new", "in_progress", "done"] as const;
export type LeadHandling = (typeof LEAD_HANDLINGS)[number];

/** The query's names, as the filter form posts them. */
export const FILTER_FIELDS = ["kind", "handling", "listing", "from", "to", "q", "assignee"] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

/** The longest internal note on a lead. */
export const NOTE_MAX = 2000;
/** Leads per page of the list. */
export const LEADS_PAGE_SIZE = 50;
/** The most rows one CSV export holds (the newest of the filtered list). */
export const LEADS_EXPORT_CAP = 10_000;

const MAX_SEARCH = 100;
const MAX_LISTING = 50;
const MAX_PAGE = 10_000;

/** What a listing filter matches: a number is a property or project id (or a reference made of digits); other text a property reference. */
export type ListingFilter = { reference: string; id: number | null };

/** The filters that apply, each unset when absent or ignored. */
export type LeadFilter = {
  kind?: LeadKindName;
  handling?: LeadHandling;
  listing?: ListingFilter;
  /** Received at or after (the day's start in Brussels). */
  from?: Date;
  /** Received before (the start of the day after the given one, in Brussels). */
  before?: Date;
  /** Part of a name or an e-mail address. */
  search?: string;
  /** A member of staff's id, or "none" for the leads nobody handles. */
  assignee?: number | "none";
};

export type ParsedLeadFilters = {
  filter: LeadFilter;
  /** What the form shows: every field as given (trimmed), ignored ones included. */
  values: Record<FilterField, string>;
  /** The fields given a value that was ignored. */
  ignored: FilterField[];
  page: number;
};

const TIME_ZONE = "Europe/Brussels";

/** A calendar date "YYYY-MM-DD" that exists, or null. */
export function calendarDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  if (year < 2000 || year > 2999) return null;
  return { year, month, day };
}

function nextDay(date: CalendarDate): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** Reads the list's query; never throws. */
export function parseLeadFilters(params: URLSearchParams): ParsedLeadFilters {
  const values = Object.fromEntries(FILTER_FIELDS.map((name) => [name, (params.get(name) ?? "").trim()])) as Record<
    FilterField,
    string
  >;
  const filter: LeadFilter = {};
  const ignored: FilterField[] = [];
  const { kind, handling, listing, from, to, q, assignee } = values;
  if (kind) {
    if (isOneOf(LEAD_KINDS, kind)) filter.kind = kind;
    else ignored.push("kind");
  }
  if (handling) {
    if (isOneOf(LEAD_HANDLINGS, handling)) filter.handling = handling;
    else ignored.push("handling");
  }
  if (listing) {
    if (listing.length <= MAX_LISTING)
      filter.listing = { reference: listing, id: /^\d{1,9}$/.test(listing) ? Number(listing) : null };
    else ignored.push("listing");
  }
  if (from) {
    const date = calendarDate(from);
    if (date) filter.from = instantOf(date, "00:00", TIME_ZONE);
    else ignored.push("from");
  }
  if (to) {
    const date = calendarDate(to);
    if (date) filter.before = instantOf(nextDay(date), "00:00", TIME_ZONE);
    else ignored.push("to");
  }
  if (q) {
    if (q.length <= MAX_SEARCH) filter.search = q;
    else ignored.push("q");
  }
  if (assignee) {
    if (assignee === "none") filter.assignee = "none";
    else if (/^\d{1,9}$/.test(assignee) && Number(assignee) > 0) filter.assignee = Number(assignee);
    else ignored.push("assignee");
  }
  const pageText = params.get("page") ?? "";
  const page = /^\d{1,5}$/.test(pageText) ? Math.min(Math.max(Number(pageText), 1), MAX_PAGE) : 1;
  return { filter, values, ignored, page };
}

/** The query of the list with these filter values (empty ones left out) and page (1 left out). */
export function leadFilterQuery(values: Partial<Record<FilterField, string>>, page = 1): string {
  const params = new URLSearchParams();
  for (const name of FILTER_FIELDS) {
    const value = values[name];
    if (value) params.set(name, value);
  }
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * A LIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally (backslash is
 * LIKE's escape character by default in PostgreSQL, and so in PGlite).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The filter as the audit log keeps it for an export: the fields that applied, as typed. */
export function appliedFilterValues(parsed: ParsedLeadFilters): Partial<Record<FilterField, string>> {
  return Object.fromEntries(
    FILTER_FIELDS.filter((name) => parsed.values[name] && !parsed.ignored.includes(name)).map((name) => [
      name,
      parsed.values[name],
    ]),
  );
}

/** A kind of lead in the person's words; a kind the console does not know (yet) as stored. */
export function leadKindLabel(t: ConsoleTranslator, kind: string): string {
  return isOneOf(LEAD_KINDS, kind) ? t(`leads.kind.${kind}`) : kind;
}

const LEAD_LOCALES = ["nl", "fr", "en", "de"] as const;

/** The language a visitor wrote in, in the person's words. */
export function leadLocaleLabel(t: ConsoleTranslator, locale: string): string {
  return isOneOf(LEAD_LOCALES, locale) ? t(`leads.locale.${locale}`) : locale;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a lead page's address holds a lead id at all (a uuid): anything else is unknown, not an error. */
export function isLeadId(value: string | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}
