/**
 * Rules of a person's data request (GDPR articles 15 and 17) in the console's privacy area
 * (app/services/privacy/): which address is asked for, where a stored text carries it, what an
 * erased lead keeps, and the export's file name.
 */

const EMAIL_SHAPE = /^[^\s@"\\<>()[\],;:]+@[^\s@"\\<>()[\],;:]+\.[^\s@"\\<>()[\],;:]+$/;

/** An e-mail address as the forms store it (trimmed, lower-cased: app/domain/forms/fields.ts), or null when the text is not one. */
export function normalisedEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return email.length <= 254 && EMAIL_SHAPE.test(email) ? email : null;
}

/** What a regular expression reads as an operator, escaped (the same in JavaScript and in PostgreSQL's ARE). */
function escapeRegExp(text: string): string {
  return text.replace(/[.^$*+?()[\]{}|\\]/g, (c) => `\\${c}`);
}

/**
 * A regular expression, read alike by PostgreSQL (`~*`) and JavaScript (flag i), that finds the
 * address as a whole in a text: a JSON value, a mail's "Name <address>", or a sentence of a
 * message ("write to ann@example.be."), but not inside a longer address (jo.ann@example.be,
 * ann@example.be.com).
 */
export function emailMentionPattern(email: string): string {
  return `(^|[^a-z0-9._%+-])${escapeRegExp(email)}($|[^a-z0-9_.-]|\\.($|[^a-z0-9]))`;
}

/** A lead as an erasure keeps it: its row's kind, language, listing and time, nothing the visitor typed. */
export type AnonymisedLead = {
  kind: string;
  locale: string;
  propertyId: number | null;
  projectId: number | null;
  createdAt: Date;
};

/**
 * The payload an erased lead keeps: what makes the lead count (its kind, language, listing and the
 * time it came in), so the counts per listing and kind stay, and nothing about the person.
 */
export function anonymisedLeadPayload(lead: AnonymisedLead, erasedAt: Date): Record<string, unknown> {
  return {
    anonymised: true,
    kind: lead.kind,
    locale: lead.locale,
    propertyId: lead.propertyId,
    projectId: lead.projectId,
    receivedAt: lead.createdAt.toISOString(),
    erasedAt: erasedAt.toISOString(),
  };
}

/**
 * What an outbox row keeps once its lead is erased: no address, subject or text. It does not parse
 * as a mail or a provider call, so a row retried by mistake fails at once instead of being sent.
 */
export function erasedMessagePayload(erasedAt: Date): Record<string, unknown> {
  return { erased: true, erasedAt: erasedAt.toISOString() };
}

/** The export's file name: the address in letters a file system takes everywhere, and the day. */
export function personalDataFileName(email: string, day: string): string {
  const safe = email
    .replace("@", "-at-")
    .replace(/[^a-z0-9._-]+/gi, "_")
    .slice(0, 80);
  return `personal-data-${safe}-${day}.json`;
}

/** What an erasure did, counted by kind (app/services/privacy/erasure.server.ts). */
export const ERASURE_KINDS = [
  "leads",
  "notes",
  "messages",
  "cancelled",
  "demands",
  "demandAlerts",
  "subscriptions",
  "testimonials",
] as const;
export type ErasureCounts = Record<(typeof ERASURE_KINDS)[number], number>;

/** The page's address after an erasure (Post/Redirect/Get): what was done and the counts, never the address. */
export function erasedQuery(counts: ErasureCounts): string {
  const params = new URLSearchParams({ done: "erased" });
  for (const kind of ERASURE_KINDS) params.set(kind, String(counts[kind]));
  return `?${params.toString()}`;
}

/** The counts of an erasure from the page's address, or null when it does not report one. */
export function erasedCounts(params: URLSearchParams): ErasureCounts | null {
  if (params.get("done") !== "erased") return null;
  const counts = {} as ErasureCounts;
  for (const kind of ERASURE_KINDS) {
    const n = Number(params.get(kind) ?? "0");
    counts[kind] = Number.isInteger(n) && n >= 0 ? n : 0;
  }
  return counts;
}
