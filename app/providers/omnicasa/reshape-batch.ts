import { z } from "zod";
import type { Locale } from "#app/i18n/locales.ts";
import type { SkippedRecord } from "#app/domain/catalogue.ts";
import { groupByIdAcrossLocales } from "./reshape.ts";

type ByLocale<T> = Partial<Record<Locale, T>>;

/**
 * Validates a method's items per language, groups each ID's records across languages and reshapes
 * them. Each record stands alone: one that does not validate or reshape is skipped with a reason
 * and the others still import. A listing whose record in the main language (the site's default)
 * is unusable is skipped whole: its numbers and address come from that record.
 */
export function reshapeBatch<Raw extends { ID: unknown }, Out>(
  itemsByLocale: ByLocale<unknown[]>,
  schema: z.ZodType<Raw>,
  reshape: (records: ByLocale<Raw>) => Out,
  mainLocale: Locale,
): { items: Out[]; skipped: SkippedRecord[] } {
  const skipped: SkippedRecord[] = [];
  const valid: ByLocale<Raw[]> = {};
  const invalidMain = new Set<string>();
  // The main language first, so each group's first record is the main one.
  const locales = (Object.keys(itemsByLocale) as Locale[]).sort(
    (a, b) => Number(b === mainLocale) - Number(a === mainLocale),
  );
  for (const locale of locales) {
    const list: Raw[] = [];
    valid[locale] = list;
    for (const item of itemsByLocale[locale] ?? []) {
      const parsed = schema.safeParse(item);
      if (parsed.success) list.push(parsed.data);
      else {
        skipped.push({
          id: recordId(item),
          reason: `${locale}: ${z.prettifyError(parsed.error).replace(/\s+/g, " ")}`,
        });
        if (locale === mainLocale) invalidMain.add(recordId(item));
      }
    }
  }
  const items: Out[] = [];
  for (const group of groupByIdAcrossLocales(valid)) {
    const id = recordId(Object.values(group)[0]);
    if (!group[mainLocale]) {
      if (!invalidMain.has(id) && itemsByLocale[mainLocale]) skipped.push({ id, reason: `no ${mainLocale} record` });
      continue;
    }
    try {
      items.push(reshape(group));
    } catch (error) {
      skipped.push({ id, reason: (error as Error).message });
    }
  }
  return { items, skipped: dedupeSkips(skipped) };
}

/** The record's ID as text ("?" when it has none), for skip reports. */
export function recordId(item: unknown): string {
  return item && typeof item === "object" && "ID" in item ? String((item as { ID: unknown }).ID) : "?";
}

/** A record broken in several languages is reported once per reason. */
function dedupeSkips(skips: SkippedRecord[]): SkippedRecord[] {
  const seen = new Set<string>();
  return skips.filter((s) => {
    const key = `${s.id}:${s.reason.replace(/^\w\w: /, "")}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
