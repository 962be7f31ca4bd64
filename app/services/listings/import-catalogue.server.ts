import { and, eq, getTableColumns, notInArray, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#db/client.server.ts";
import {
  cities,
  listingDocuments,
  listingMedia,
  priceHistory,
  projects,
  projectUnits,
  properties,
  propertyTypes,
  syncRuns,
} from "#db/schema.ts";
import type { CityRecord, PropertyRecord, PropertyTypeRecord, SkippedRecord } from "#app/domain/catalogue.ts";
import type { ListingProvider } from "#app/providers/listing-provider.ts";
import { epcLabelRank } from "#app/lib/epc.ts";
import { searchKey } from "#app/lib/search-key.ts";

export type ImportSummary = {
  syncRunId: number;
  added: number;
  updated: number;
  unpublished: number;
  skipped: SkippedRecord[];
};

export type ImportOptions = {
  /** Type ids whose rent listings are holiday homes; when empty, the type named as such is used. */
  holidayTypeIds?: number[];
  pageSize?: number;
  onProgress?: (done: number, total: number) => void;
};

/**
 * A full import of the provider's catalogue. Everything is fetched first; the database is then
 * changed in one transaction, so a provider failing half-way changes nothing and the site keeps
 * serving the last good catalogue. Listings no longer in the feed are unpublished, not deleted.
 */
export async function importCatalogue(db: Database, provider: ListingProvider, options: ImportOptions = {}): Promise<ImportSummary> {
  const [run] = await db.insert(syncRuns).values({ provider: provider.name, mode: "full" }).returning({ id: syncRuns.id });
  const syncRunId = run!.id;
  try {
    const types = await provider.listPropertyTypes();
    const cityLists = await Promise.all([provider.listCities("sale"), provider.listCities("rent")]);
    const projectResult = await provider.listProjects();
    const { items: propertyRecords, skipped: propertySkips } = await fetchAllProperties(provider, options);
    const skipped = [...propertySkips, ...projectResult.skipped];
    const holidayTypeIds = options.holidayTypeIds?.length ? options.holidayTypeIds : detectHolidayTypes(types);

    const counts = await db.transaction(async (tx) => {
      await upsertTypes(tx, types, holidayTypeIds);
      await upsertCities(tx, [...cityLists.flat(), ...citiesOfListings(propertyRecords)]);
      for (const project of projectResult.items) {
        const { units, pictures, documents, ...row } = project;
        const values = { ...row, citySearchKey: searchKey(row.city), published: true, withdrawnAt: null, updatedAt: new Date() };
        await tx.insert(projects).values(values).onConflictDoUpdate({ target: projects.id, set: excludedColumns(projects, ["createdAt"]) });
        await tx.delete(projectUnits).where(eq(projectUnits.projectId, project.id));
        if (units.length) await tx.insert(projectUnits).values(units.map((u) => ({ ...u, projectId: project.id })));
        await replaceMedia(tx, { projectId: project.id }, pictures, documents);
      }
      const projectIds = projectResult.items.map((p) => p.id);
      await tx
        .update(projects)
        .set({ published: false, withdrawnAt: new Date() })
        .where(and(eq(projects.published, true), projectIds.length ? notInArray(projects.id, projectIds) : undefined));

      const existing = new Map(
        (await tx.select({ id: properties.id, price: properties.price }).from(properties)).map((row) => [row.id, row.price]),
      );
      const knownTypeIds = new Set(types.map((t) => t.id));
      let added = 0;
      let updated = 0;
      for (const record of propertyRecords) {
        const isNew = !existing.has(record.id);
        await upsertProperty(tx, record, knownTypeIds, new Set(holidayTypeIds), projectIds);
        if (isNew || existing.get(record.id) !== record.price) {
          await tx.insert(priceHistory).values({ propertyId: record.id, price: record.price ?? null });
        }
        if (isNew) added++;
        else updated++;
      }
      const feedIds = propertyRecords.map((p) => p.id);
      const withdrawn = await tx
        .update(properties)
        .set({ published: false, withdrawnAt: new Date() })
        .where(and(eq(properties.published, true), feedIds.length ? notInArray(properties.id, feedIds) : undefined))
        .returning({ id: properties.id });
      return { added, updated, unpublished: withdrawn.length };
    });
    // Fresh statistics for the planner: the list queries choose their index by them (an embedded
    // PGlite has no autovacuum to do it), and a first import changes everything.
    await db.execute(sql`analyze properties`);

    await db
      .update(syncRuns)
      .set({ status: "ok", finishedAt: new Date(), ...counts, skipped })
      .where(eq(syncRuns.id, syncRunId));
    return { syncRunId, ...counts, skipped };
  } catch (error) {
    await db
      .update(syncRuns)
      .set({ status: "failed", finishedAt: new Date(), message: (error as Error).message.slice(0, 1000) })
      .where(eq(syncRuns.id, syncRunId));
    throw error;
  }
}

async function fetchAllProperties(provider: ListingProvider, options: ImportOptions) {
  const pageSize = options.pageSize ?? 50;
  const items: PropertyRecord[] = [];
  const skipped: SkippedRecord[] = [];
  for (let page = 0; ; page++) {
    const result = await provider.listProperties(page, pageSize);
    items.push(...result.items);
    skipped.push(...result.skipped);
    options.onProgress?.(Math.min(items.length + skipped.length, result.total), result.total);
    if (result.items.length === 0 || (page + 1) * pageSize >= result.total) break;
  }
  return { items, skipped };
}

const HOLIDAY_TYPE_NAME = /vakantie|holiday|vacances|ferien/i;

function detectHolidayTypes(types: PropertyTypeRecord[]): number[] {
  return types.filter((t) => Object.values(t.name).some((name) => name && HOLIDAY_TYPE_NAME.test(name))).map((t) => t.id);
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** `set` for an upsert: every column (but the excluded ones and the key) from the proposed row. */
function excludedColumns(table: PgTable, keep: string[] = []): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (column.primary || keep.includes(key)) continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

async function upsertTypes(tx: Tx, types: PropertyTypeRecord[], holidayTypeIds: number[]) {
  if (!types.length) return;
  await tx
    .insert(propertyTypes)
    .values(types.map((t) => ({ ...t, isHoliday: holidayTypeIds.includes(t.id) })))
    .onConflictDoUpdate({ target: propertyTypes.id, set: excludedColumns(propertyTypes) });
}

function citiesOfListings(records: PropertyRecord[]): CityRecord[] {
  return records.map((r) => ({ name: r.city, zip: r.zip, countryId: r.countryId ?? null, countryName: r.texts.nl?.countryName ?? null, lat: null, lng: null }));
}

async function upsertCities(tx: Tx, list: CityRecord[]) {
  const unique = new Map<string, CityRecord>();
  for (const city of list) {
    const key = `${city.zip}|${city.name}`;
    const known = unique.get(key);
    // a city from the provider's city list carries its centre; one derived from a listing does not
    if (!known || (known.lat === null && city.lat !== null)) unique.set(key, city);
  }
  for (const city of unique.values()) {
    const values = { ...city, searchKey: searchKey(city.name) };
    await tx
      .insert(cities)
      .values(values)
      .onConflictDoUpdate({
        target: [cities.zip, cities.name],
        set: {
          searchKey: values.searchKey,
          countryId: sql`coalesce(excluded.country_id, ${cities.countryId})`,
          countryName: sql`coalesce(excluded.country_name, ${cities.countryName})`,
          lat: sql`coalesce(excluded.lat, ${cities.lat})`,
          lng: sql`coalesce(excluded.lng, ${cities.lng})`,
        },
      });
  }
}

async function upsertProperty(tx: Tx, record: PropertyRecord, knownTypeIds: Set<number>, holidayTypeIds: Set<number>, projectIds: number[]) {
  const { pictures, documents, ...row } = record;
  const typeId = [row.webId, ...(row.webIds ?? [])].find((id): id is number => id != null && knownTypeIds.has(id)) ?? null;
  const values = {
    ...row,
    // a project the feed does not hold cannot be referenced
    projectId: row.projectId != null && projectIds.includes(row.projectId) ? row.projectId : null,
    typeId,
    isHoliday: row.goal !== 0 && typeId !== null && holidayTypeIds.has(typeId),
    citySearchKey: searchKey(row.city),
    epcRank: epcLabelRank(row.epcLabel),
    published: true,
    withdrawnAt: null,
    updatedAt: new Date(),
  };
  await tx.insert(properties).values(values).onConflictDoUpdate({ target: properties.id, set: excludedColumns(properties, ["createdAt"]) });
  await replaceMedia(tx, { propertyId: record.id }, pictures, documents);
}

async function replaceMedia(
  tx: Tx,
  owner: { propertyId: number } | { projectId: number },
  pictures: PropertyRecord["pictures"],
  documents: PropertyRecord["documents"],
) {
  const mediaOwner = "propertyId" in owner ? eq(listingMedia.propertyId, owner.propertyId) : eq(listingMedia.projectId, owner.projectId);
  const docOwner = "propertyId" in owner ? eq(listingDocuments.propertyId, owner.propertyId) : eq(listingDocuments.projectId, owner.projectId);
  await tx.delete(listingMedia).where(mediaOwner);
  await tx.delete(listingDocuments).where(docOwner);
  if (pictures.length) await tx.insert(listingMedia).values(pictures.map((p, position) => ({ ...owner, position, ...p })));
  if (documents.length) await tx.insert(listingDocuments).values(documents.map((d) => ({ ...owner, ...d })));
}

/** Time of the last successful import, for /healthz. */
export async function lastSuccessfulSync(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${syncRuns.finishedAt})` })
    .from(syncRuns)
    .where(eq(syncRuns.status, "ok"));
  const at = row?.at;
  return at ? new Date(at) : null;
}

/** True when no catalogue was ever imported (a fresh database). */
export async function catalogueIsEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(syncRuns).where(eq(syncRuns.status, "ok"));
  return (row?.n ?? 0) === 0;
}
