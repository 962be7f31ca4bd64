import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "#app/i18n/locales.ts";
import type { ProjectRecord, PropertyRecord, SkippedRecord } from "#app/domain/catalogue.ts";
import {
  DEFAULT_MAX_RESPONSE_BYTES,
  megabytes,
  ProviderError,
  type ListingProvider,
  type PropertyPage,
} from "../listing-provider.ts";
import {
  envelopeSchema,
  listValueSchema,
  rawCitySchema,
  rawProjectSchema,
  rawPropertySchema,
  rawPropertyTypeSchema,
} from "../omnicasa/raw-types.ts";
import { reshapeCity, reshapeProject, reshapeProperty, reshapePropertyType } from "../omnicasa/reshape.ts";
import { reshapeBatch } from "../omnicasa/reshape-batch.ts";

/**
 * The sample provider: recorded responses in the provider's own shape under data/sample/feed/
 * (`{Method}.{lang}.json`), reshaped by the same code as the live adapter. Items are validated one
 * by one, so a malformed record is skipped with a reason and the rest still imports. It serves the
 * same deltas as the live adapter (`changedSince` reads LastChangedDate) and forwards no leads.
 */
export function createSampleProvider(
  feedDir: string,
  options: { mainLocale?: Locale; maxFileBytes?: number } = {},
): ListingProvider {
  const mainLocale = options.mainLocale ?? DEFAULT_LOCALE;
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const cache = new Map<string, Promise<unknown[]>>();

  /** A feed file, read only when within the size limit of a provider answer (decision 0029). */
  async function readFeedFile(file: string): Promise<string> {
    const full = path.join(feedDir, file);
    const { size } = await fs.stat(full);
    if (size > maxFileBytes)
      throw new ProviderError(
        "oversized",
        `${file}: ${megabytes(size)} MB, more than the ${megabytes(maxFileBytes)} MB a provider answer may weigh (PROVIDER_MAX_RESPONSE_MB)`,
      );
    return fs.readFile(full, "utf8");
  }

  function readItems(file: string, method: string): Promise<unknown[]> {
    let pending = cache.get(file);
    if (!pending) {
      pending = (async () => {
        const json: unknown = JSON.parse(await readFeedFile(file));
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
    // The listings' numbers and addresses come from the main language: without its file, every
    // listing would be skipped and the run taken for an empty feed (decision 0029).
    if (!out[mainLocale] && (method === "GetPropertyList" || Object.keys(out).length > 0)) {
      throw new ProviderError("malformed", `${method}.${mainLocale}.json is missing from the feed (the main language)`);
    }
    return out;
  }

  async function reshapeAll<Raw extends { ID: unknown }, Out>(
    method: string,
    schema: z.ZodType<Raw>,
    reshape: (records: Partial<Record<Locale, Raw>>) => Out,
  ) {
    return reshapeBatch(await itemsByLocale(method), schema, reshape, mainLocale);
  }

  let propertiesOnce: Promise<{ items: PropertyRecord[]; skipped: SkippedRecord[] }> | undefined;
  const allProperties = () => (propertiesOnce ??= reshapeAll("GetPropertyList", rawPropertySchema, reshapeProperty));

  return {
    name: "sample",
    // The sample has no CRM behind it: leads are mailed only.
    acceptsLeads: false,
    async listProperties(page, pageSize, query = {}): Promise<PropertyPage> {
      const { items: all, skipped } = await allProperties();
      const since = query.changedSince;
      const items = since ? all.filter((p) => p.providerUpdatedAt && p.providerUpdatedAt > since) : all;
      const start = page * pageSize;
      return {
        items: items.slice(start, start + pageSize),
        skipped: page === 0 && !since ? skipped : [],
        total: items.length,
      };
    },
    async getProperty(id) {
      return (await allProperties()).items.find((p) => p.id === id) ?? null;
    },
    async listDeletedPropertyIds() {
      // An optional recorded answer of GetDeletedPropertyIDs (a bare list of ids), for fixtures.
      const json: unknown = await readFeedFile("GetDeletedPropertyIDs.json").then(JSON.parse, (error: unknown) => {
        if (error instanceof ProviderError) throw error;
        return [];
      });
      return z.array(z.number().int()).parse(json);
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
    async sendLead() {
      throw new ProviderError("unsupported", "the sample provider forwards no leads");
    },
  };
}
