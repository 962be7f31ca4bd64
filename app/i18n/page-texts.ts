import type { Messages } from "#app/i18n/interpolate.ts";

/**
 * A page's interface texts as they travel in loader data: one JSON string, not an object.
 * React Router serialises loader data value by value (turbo-stream); as an object, the ~800 texts
 * of a detail page were half of its values and about 6 % of its server time. As one string
 * they are one value, escaped natively, and the browser reads them with one `JSON.parse`.
 * Made on the server (app/services/content/page-messages.server.ts), read with `readPageTexts`.
 */
export type PageTexts = string & { readonly __pageTexts: true };

/** Texts already read, by their JSON: each page type sends a handful of distinct sets. */
const read = new Map<string, Partial<Messages>>();
const MAX_READ = 200;

/**
 * The texts of a `PageTexts` string, the same frozen object for the same text (so what is built
 * from them can be kept: app/components/layout/use-shell.ts). Anything else reads as no texts.
 */
export function readPageTexts(texts: unknown): Partial<Messages> {
  if (typeof texts !== "string") return EMPTY;
  const known = read.get(texts);
  if (known) return known;
  let parsed: Partial<Messages>;
  try {
    parsed = Object.freeze(JSON.parse(texts) as Partial<Messages>);
  } catch {
    return EMPTY;
  }
  if (read.size >= MAX_READ) read.clear();
  read.set(texts, parsed);
  return parsed;
}

const EMPTY: Partial<Messages> = Object.freeze({});
