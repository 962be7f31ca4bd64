import type { Locale } from "#app/i18n/locales.ts";
import type { CityRecord, ProjectRecord, SkippedRecord } from "#app/domain/catalogue.ts";
import { ProviderError, type ListingProvider, type PropertyPage } from "../listing-provider.ts";
import { createOmnicasaClient, field, type OmnicasaConnection } from "./client.server.ts";
import { toIdList, toInteger } from "./coerce.ts";
import { rawCitySchema, rawProjectSchema, rawPropertySchema, rawPropertyTypeSchema } from "./raw-types.ts";
import { reshapeCity, reshapeProject, reshapeProperty, reshapePropertyType } from "./reshape.ts";
import { recordId, reshapeBatch } from "./reshape-batch.ts";
import { LANGUAGE_IDS, leadRequest, pageLimits, SYNCED_STATUSES, type RequestParams } from "./request-params.ts";

/**
 * The Omnicasa adapter (legacy `OmnicasaService.svc` JSON API). Each language is a request of its
 * own (LanguageId + DescriptionLanguageId); a page of properties is read in the main language with
 * Limit1/Limit2, then the same IDs in the other languages, so the languages of a page always hold
 * the same listings even when the catalogue changes between two requests.
 */
export type OmnicasaProviderOptions = OmnicasaConnection & {
  /** The site's languages, its default first: listings are fetched in each. */
  locales: readonly Locale[];
};

/** Rows per request for lists read whole (projects, a project's units). */
const LIST_PAGE_SIZE = 50;

export function createOmnicasaProvider(options: OmnicasaProviderOptions): ListingProvider {
  const client = createOmnicasaClient(options);
  const [firstLocale, ...otherLocales] = options.locales;
  if (!firstLocale) throw new Error("the Omnicasa adapter needs at least one language");
  const mainLocale: Locale = firstLocale;
  const language = (locale: Locale): RequestParams => ({
    LanguageId: LANGUAGE_IDS[locale],
    DescriptionLanguageId: LANGUAGE_IDS[locale],
  });

  /** Every row of a paginated method, page after page up to RowsCount. */
  async function listAll(method: string, params: RequestParams): Promise<unknown[]> {
    const items: unknown[] = [];
    for (let page = 0; ; page++) {
      const result = await client.list(method, { ...params, ...pageLimits(page, LIST_PAGE_SIZE) });
      items.push(...result.items);
      if (result.items.length === 0 || items.length >= result.rowsCount) return items;
    }
  }

  /** A property list request in every language: the main one decides which IDs the others fetch. */
  async function propertiesInEveryLanguage(mainItems: unknown[]) {
    const byLocale: Partial<Record<Locale, unknown[]>> = { [mainLocale]: mainItems };
    const ids = [...new Set(mainItems.map(recordId).filter((id) => /^\d+$/.test(id)))];
    if (ids.length) {
      for (const locale of otherLocales) {
        const other = await client.list("GetPropertyList", {
          IDs: ids,
          Status: SYNCED_STATUSES,
          ...language(locale),
          Limit1: 1,
          Limit2: ids.length,
        });
        byLocale[locale] = other.items;
      }
    }
    return reshapeBatch(byLocale, rawPropertySchema, reshapeProperty, mainLocale);
  }

  /**
   * A project's units: its own Units list when the feed carries one, else the properties linked to
   * it by ProjectID (how Omnicasa models the units of a new-build project).
   */
  async function unitsOf(projectId: number): Promise<unknown[]> {
    const units = await listAll("GetPropertyList", {
      ProjectID: projectId,
      Status: SYNCED_STATUSES,
      ...language(mainLocale),
    });
    return units.map((unit) => {
      const status = toInteger(field(unit, "Status"));
      return {
        ID: field(unit, "ID"),
        Name: field(unit, "Ident") ?? field(unit, "Title"),
        Floor: field(unit, "Floor"),
        NumberOfBedRooms: field(unit, "NumberOfBedRooms"),
        SurfaceLiving: field(unit, "SurfaceLiving"),
        Price: field(unit, "PublishPrice") === false ? null : field(unit, "Price"),
        StatusName: status === 2 || status === 4 ? "sold" : "available",
      };
    });
  }

  return {
    name: "omnicasa",
    acceptsLeads: true,

    async listProperties(page, pageSize, query = {}): Promise<PropertyPage> {
      const first = await client.list("GetPropertyList", {
        Status: SYNCED_STATUSES,
        ChangeSince: query.changedSince,
        ...language(mainLocale),
        ...pageLimits(page, pageSize),
      });
      const { items, skipped } = await propertiesInEveryLanguage(first.items);
      return { items, skipped, total: first.rowsCount };
    },

    async getProperty(id) {
      const byLocale: Partial<Record<Locale, unknown[]>> = {};
      for (const locale of [mainLocale, ...otherLocales]) {
        const { items } = await client.list("GetPropertiesByIDs", { IDs: [id], ...language(locale) });
        byLocale[locale] = items.slice(0, 1);
      }
      const { items, skipped } = reshapeBatch(byLocale, rawPropertySchema, reshapeProperty, mainLocale);
      if (skipped.length && !items.length)
        throw new ProviderError("malformed", `GetPropertiesByIDs ${id}: ${skipped[0]!.reason}`);
      return items[0] ?? null;
    },

    async listDeletedPropertyIds() {
      // Undocumented method without parameters; its answer is read leniently: a list of ids or
      // of records with an ID, a list value with Items, or a comma-joined string.
      const value = await client.call("GetDeletedPropertyIDs", {}, { office: false });
      const list = Array.isArray(value)
        ? value
        : Array.isArray(field(value, "Items"))
          ? (field(value, "Items") as unknown[])
          : null;
      if (list)
        return list
          .map((item) => toInteger(typeof item === "object" ? field(item, "ID") : item))
          .filter((id): id is number => id !== null);
      if (typeof value === "string" || typeof value === "number") return toIdList(value);
      if (value === null || value === undefined) return [];
      throw new ProviderError("malformed", "GetDeletedPropertyIDs: the answer is not a list of ids");
    },

    async listProjects(): Promise<{ items: ProjectRecord[]; skipped: SkippedRecord[] }> {
      const byLocale: Partial<Record<Locale, unknown[]>> = {};
      for (const locale of [mainLocale, ...otherLocales])
        byLocale[locale] = await listAll("GetProjectList", language(locale));
      const withUnits: unknown[] = [];
      for (const project of byLocale[mainLocale] ?? []) {
        const id = toInteger(field(project, "ID"));
        const hasUnits = Array.isArray(field(project, "Units"));
        withUnits.push(
          id !== null && !hasUnits && typeof project === "object" ? { ...project, Units: await unitsOf(id) } : project,
        );
      }
      byLocale[mainLocale] = withUnits;
      return reshapeBatch(byLocale, rawProjectSchema, reshapeProject, mainLocale);
    },

    async listPropertyTypes() {
      const byLocale: Partial<Record<Locale, unknown[]>> = {};
      // GetWebIDList refuses OfficeID, whatever the official documentation says.
      for (const locale of [mainLocale, ...otherLocales])
        byLocale[locale] = (
          await client.list("GetWebIDList", { LanguageId: LANGUAGE_IDS[locale] }, { office: false })
        ).items;
      return reshapeBatch(byLocale, rawPropertyTypeSchema, reshapePropertyType, mainLocale).items;
    },

    async listCities(goal): Promise<CityRecord[]> {
      const { items } = await client.list("GetCityListOfObjects", {
        Goal: goal === "sale" ? 0 : 1,
        LanguageId: LANGUAGE_IDS[mainLocale],
      });
      return items.flatMap((item) => {
        const parsed = rawCitySchema.safeParse(item);
        const city = parsed.success ? reshapeCity(parsed.data) : null;
        return city ? [city] : [];
      });
    },

    async sendLead(call, { idempotencyKey }) {
      const { method, params } = leadRequest(call, idempotencyKey);
      const value = await client.call(method, params);
      // ContactOnMe answers a boolean, RegisterPerson and DemandRegister an id.
      if (value === false || value === 0) throw new ProviderError("refused", `${method}: the lead was not accepted`);
    },
  };
}
