/**
 * JSON with object keys sorted at every depth, undefined members left out and dates as ISO strings:
 * the same value always gives the same text, whatever order its keys were built or stored in (a
 * jsonb column hands them back in its own order). The sync hashes it to tell whether a record
 * changed (decision 0033).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(normalize(value)) ?? "null";
}

function normalize(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : normalize(item)));
  if (value !== null && typeof value === "object") {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const member = (value as Record<string, unknown>)[key];
      if (member !== undefined) sorted[key] = normalize(member);
    }
    return sorted;
  }
  return value;
}
