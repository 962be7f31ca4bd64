import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { LOCALES, type Locale } from "#app/i18n/locales.ts";
import type { ProjectRecord, PropertyRecord, SkippedRecord } from "#app/domain/catalogue.ts";
import type { ListingProvider, PropertyPage } from "../listing-provider.ts";
import {
  envelopeSchema,
  listValueSchema,
  rawCitySchema,
  rawProjectSchema,
  rawPropertySchema,
  rawPropertyTypeSchema,
} from "../omnicasa/raw-types.ts";
import { groupByIdAcrossLocales, reshapeCity, reshapeProject, reshapeProperty, reshapePropertyType } from "../omnicasa/reshape.ts";

/**
 * The sample provider: recorded responses in the provider's own shape under data/sample/feed/
 * (`{Method}.{lang}.json`), reshaped by the same code as the live adapter. Items are validated one
 * by one, so a malformed record is skipped with a reason and the rest still imports.
 */
export function createSampleProvider(feedDir: string): ListingProvider {
  const cache = new Map<string, Promise<unknown[]>>();

  function readItems(file: string, method: string): Promise<unknown[]> {
    let pending = cache.get(file);
    if (!pending) {
      pending = (async () => {
        const json: unknown = JSON.parse(await fs.readFile(path.join(feedDir, file), "utf8"));
        const envelope = envelopeSchema(method, listValueSchema(z.unknown())).parse(json);
        const result = envelope[`${method}JsonResult`]!;
        if (!result.Success) throw new Error(`${method}: ${result.Message ?? "provider error"}`);
        return result.Value?.Items ?? [];
      })();
      cache.set(file, pending);
    }
    return pending;
  }

  /** The method's items in every language that has a file; the default language first. */
  async function itemsByLocale(method: string): Promise<Partial<Record<Locale, unknown[]>>> {
    const out: Partial<Record<Locale, unknown[]>> = {};
    for (const locale of LOCALES) {
      const file = `${method}.${locale}.json`;
      const exists = await fs.stat(path.join(feedDir, file)).then(
        () => true,
        () => false,
      );
      if (exists) out[locale] = await readItems(file, method);
    }
    return out;
  }

  /** Validates items per language, then reshapes each ID's records; failures become skips. */
  async function reshapeAll<Raw extends { ID: unknown }, Out>(
    method: string,
    schema: z.ZodType<Raw>,
    reshape: (records: Partial<Record<Locale, Raw>>) => Out,
  ): Promise<{ items: Out[]; skipped: SkippedRecord[] }> {
    const skipped: SkippedRecord[] = [];
    const valid: Partial<Record<Locale, Raw[]>> = {};
    for (const [locale, items] of Object.entries(await itemsByLocale(method)) as [Locale, unknown[]][]) {
      valid[locale] = [];
      for (const item of items) {
        const parsed = schema.safeParse(item);
        if (parsed.success) valid[locale].push(parsed.data);
        else skipped.push({ id: idOf(item), reason: `${locale}: ${z.prettifyError(parsed.error).replace(/\s+/g, " ")}` });
      }
    }
    const items: Out[] = [];
    for (const group of groupByIdAcrossLocales(valid)) {
      try {
        items.push(reshape(group));
      } catch (error) {
        skipped.push({ id: idOf(Object.values(group)[0]), reason: (error as Error).message });
      }
    }
    return { items, skipped: dedupeSkips(skipped) };
  }

  let allProperties: Promise<{ items: PropertyRecord[]; skipped: SkippedRecord[] }> | undefined;

  return {
    name: "sample",
    async listProperties(page, pageSize): Promise<PropertyPage> {
      allProperties ??= reshapeAll("GetPropertyList", rawPropertySchema, reshapeProperty);
      const { items, skipped } = await allProperties;
      const start = page * pageSize;
      return { items: items.slice(start, start + pageSize), skipped: page === 0 ? skipped : [], total: items.length };
    },
    async listProjects(): Promise<{ items: ProjectRecord[]; skipped: SkippedRecord[] }> {
      return reshapeAll("GetProjectList", rawProjectSchema, reshapeProject);
    },
    async listPropertyTypes() {
      const { items } = await reshapeAll("GetWebIDList", rawPropertyTypeSchema, reshapePropertyType);
      return items;
    },
    async listCities(goal) {
      const items = await readItems(`GetCityListOfObjects.${goal}.json`, "GetCityListOfObjects");
      return items.flatMap((item) => {
        const parsed = rawCitySchema.safeParse(item);
        const city = parsed.success ? reshapeCity(parsed.data) : null;
        return city ? [city] : [];
      });
    },
  };
}

function idOf(item: unknown): string {
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
