import { and, count, desc, eq, gte, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { leads, projects, properties, staff } from "#db/schema.ts";
import {
  containsPattern,
  LEAD_HANDLINGS,
  LEADS_PAGE_SIZE,
  type LeadFilter,
  type LeadHandling,
} from "#app/lib/lead-inbox-filters.ts";

/**
 * The leads inbox (decision 0051): every lead of every form, newest first, filtered by the query
 * of app/lib/lead-inbox-filters.ts, a page at a time or (for the CSV export) all at once up to a
 * cap. Name and e-mail are read from the payload's `contact`, which every form with personal data
 * stores; the search is a plain case-insensitive LIKE on those fields (no extension, so the same
 * query runs on PGlite and PostgreSQL), fast enough for an agency's few thousand leads a year.
 */

/** The listing a lead is about, as the inbox names it: a property's reference, a project's name. */
export type LeadListing = { kind: "property" | "project"; id: number; label: string };

export type LeadListRow = {
  id: string;
  kind: string;
  locale: string;
  receivedAt: Date;
  /** Erased on the person's request: no name, e-mail or phone any more. */
  erased: boolean;
  name: string;
  email: string;
  phone: string;
  listing: LeadListing | null;
  handling: LeadHandling;
  assignee: string | null;
};

const contactText = (field: "firstName" | "lastName" | "email" | "phone") =>
  sql<string | null>`${leads.payload} -> 'contact' ->> ${sql.raw(`'${field}'`)}`;

/** The WHERE of a filter (undefined: every lead). */
export function leadConditions(filter: LeadFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(leads.kind, filter.kind));
  if (filter.handling) conditions.push(eq(leads.handling, filter.handling));
  if (filter.from) conditions.push(gte(leads.createdAt, filter.from));
  if (filter.before) conditions.push(lt(leads.createdAt, filter.before));
  if (filter.assignee === "none") conditions.push(isNull(leads.assigneeId));
  else if (filter.assignee !== undefined) conditions.push(eq(leads.assigneeId, filter.assignee));
  if (filter.listing) {
    const { reference, id } = filter.listing;
    const byReference = sql`${leads.propertyId} in (select ${properties.id} from ${properties} where lower(${properties.reference}) = lower(${reference}))`;
    conditions.push(id === null ? byReference : or(byReference, eq(leads.propertyId, id), eq(leads.projectId, id))!);
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const first = sql`coalesce(${contactText("firstName")}, '')`;
    const last = sql`coalesce(${contactText("lastName")}, '')`;
    conditions.push(
      or(
        sql`${contactText("email")} ilike ${pattern}`,
        sql`(${first} || ' ' || ${last}) ilike ${pattern}`,
        sql`(${last} || ' ' || ${first}) ilike ${pattern}`,
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

type Localized = Partial<Record<string, string>>;

/** A project's name in the person's language, else in any. */
function projectName(name: Localized | null, locale: string): string {
  if (!name) return "";
  return name[locale] || name.nl || Object.values(name).find(Boolean) || "";
}

export function leadListing(
  row: { propertyId: number | null; projectId: number | null; reference: string | null; projectName: Localized | null },
  locale: string,
): LeadListing | null {
  if (row.propertyId !== null)
    return { kind: "property", id: row.propertyId, label: row.reference || String(row.propertyId) };
  if (row.projectId !== null)
    return { kind: "project", id: row.projectId, label: projectName(row.projectName, locale) || String(row.projectId) };
  return null;
}

function isHandling(value: string): value is LeadHandling {
  return (LEAD_HANDLINGS as readonly string[]).includes(value);
}

async function selectLeads(
  db: Database,
  filter: LeadFilter,
  locale: string,
  range: { limit: number; offset: number },
): Promise<LeadListRow[]> {
  const rows = await db
    .select({
      id: leads.id,
      kind: leads.kind,
      locale: leads.locale,
      createdAt: leads.createdAt,
      anonymisedAt: leads.anonymisedAt,
      firstName: contactText("firstName"),
      lastName: contactText("lastName"),
      email: contactText("email"),
      phone: contactText("phone"),
      propertyId: leads.propertyId,
      projectId: leads.projectId,
      reference: properties.reference,
      projectName: projects.name,
      handling: leads.handling,
      assignee: staff.name,
    })
    .from(leads)
    .leftJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(projects, eq(projects.id, leads.projectId))
    .leftJoin(staff, eq(staff.id, leads.assigneeId))
    .where(leadConditions(filter))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(range.limit)
    .offset(range.offset);
  return rows.map((row) => {
    const erased = row.anonymisedAt !== null;
    return {
      id: row.id,
      kind: row.kind,
      locale: row.locale,
      receivedAt: row.createdAt,
      erased,
      name: erased ? "" : [row.firstName, row.lastName].filter(Boolean).join(" "),
      email: erased ? "" : (row.email ?? ""),
      phone: erased ? "" : (row.phone ?? ""),
      listing: leadListing(row, locale),
      handling: isHandling(row.handling) ? row.handling : "new",
      assignee: row.assignee,
    };
  });
}

/** One page of the filtered list (the last one when asked for a page beyond it) and how many leads the filter finds. */
export async function leadInboxPage(
  db: Database,
  filter: LeadFilter,
  page: number,
  locale: string,
): Promise<{ rows: LeadListRow[]; total: number; page: number; pages: number }> {
  const [counted] = await db.select({ n: count() }).from(leads).where(leadConditions(filter));
  const total = counted?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  const shown = Math.min(page, pages);
  const rows = await selectLeads(db, filter, locale, { limit: LEADS_PAGE_SIZE, offset: (shown - 1) * LEADS_PAGE_SIZE });
  return { rows, total, page: shown, pages };
}

/** The filtered list for an export: the newest `cap` leads. */
export function leadInboxExport(db: Database, filter: LeadFilter, locale: string, cap: number): Promise<LeadListRow[]> {
  return selectLeads(db, filter, locale, { limit: cap, offset: 0 });
}
