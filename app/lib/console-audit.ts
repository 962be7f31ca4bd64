import { consolePaths } from "./console-paths.ts";

/**
 * How the audit log reads (decision 0051): a subject as a link to its console page, and the
 * `before` and `after` of an entry as one line per changed field. The entries hold the changed
 * fields only, so a field present on one side only was set (after) or cleared (before).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID = /^[1-9]\d{0,9}$/;

/** The console page of an entry's subject (`lead:<uuid>`, `testimonial:12`, `owner:3`, `staff:4`), or null. */
export function auditSubjectPath(subject: string): string | null {
  const colon = subject.indexOf(":");
  if (colon < 0) return null;
  const kind = subject.slice(0, colon);
  const id = subject.slice(colon + 1);
  if (kind === "lead") return UUID.test(id) ? consolePaths.lead(id.toLowerCase()) : null;
  if (!ID.test(id)) return null;
  if (kind === "testimonial") return consolePaths.testimonial(Number(id));
  if (kind === "owner") return consolePaths.owner(Number(id));
  if (kind === "staff") return consolePaths.staffMember(Number(id));
  return null;
}

/** One changed field: `field` is "" when the entry's before or after is a single value, not fields. */
export type AuditChange =
  | { field: string; kind: "changed"; before: unknown; after: unknown }
  | { field: string; kind: "set"; after: unknown }
  | { field: string; kind: "cleared"; before: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The changed fields of an entry, in the order `after` names them, then those only `before` has. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  if (!hasBefore && !hasAfter) return [];
  if ((hasBefore && !isRecord(before)) || (hasAfter && !isRecord(after))) {
    if (hasBefore && hasAfter) return same(before, after) ? [] : [{ field: "", kind: "changed", before, after }];
    return hasAfter ? [{ field: "", kind: "set", after }] : [{ field: "", kind: "cleared", before }];
  }
  const old = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const changes: AuditChange[] = [];
  for (const [field, value] of Object.entries(now)) {
    if (!(field in old)) changes.push({ field, kind: "set", after: value });
    else if (!same(old[field], value)) changes.push({ field, kind: "changed", before: old[field], after: value });
  }
  for (const [field, value] of Object.entries(old))
    if (!(field in now)) changes.push({ field, kind: "cleared", before: value });
  return changes;
}

export type AuditWords = { yes: string; no: string; empty: string };

/** A value as one readable text: yes/no, a list joined by commas, an object as compact JSON, "empty" for nothing. */
export function auditValueText(value: unknown, words: AuditWords): string {
  if (value === null || value === undefined || value === "") return words.empty;
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== "object" || item === null))
    return value.length ? value.map((item) => auditValueText(item, words)).join(", ") : words.empty;
  return JSON.stringify(value);
}

/** A long value cut at a word near `max` characters, with an ellipsis; null when it fits. */
export function shortenedText(text: string, max: number): string | null {
  if (text.length <= max) return null;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
