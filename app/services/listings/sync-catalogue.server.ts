import { createHash } from "node:crypto";
import { and, desc, eq, getTableColumns, gt, inArray, ne, sql, type SQL } from "drizzle-orm";
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
import type {
  CityRecord,
  ProjectRecord,
  PropertyRecord,
  PropertyTypeRecord,
  SkippedRecord,
} from "#app/domain/catalogue.ts";
import {
  boundCity,
  boundProject,
  boundProperty,
  boundPropertyType,
  boundSkip,
  type Bounded,
} from "#app/domain/catalogue-bounds.ts";
import { cleanText, isInt4 } from "#app/lib/record-bounds.ts";
import { syncRefusal } from "#app/lib/sync-verdict.ts";
import type { ListingProvider } from "#app/providers/listing-provider.ts";
import { epcLabelRank } from "#app/lib/epc.ts";
import { searchKey } from "#app/lib/search-key.ts";
import { canonicalJson } from "#app/lib/canonical-json.ts";

export type SyncMode = "full" | "incremental";

export type SyncSummary = {
  syncRunId: number;
  mode: SyncMode;
  /** Listings new to the site, or back after being unpublished. */
  added: number;
  /** Listings already shown whose stored values changed (an unchanged listing is not written; decision 0033). */
  updated: number;
  unpublished: number;
  /** Records the adapter could not read, with the reason; a listing skipped keeps its last good data. */
  skipped: SkippedRecord[];
  /** Ids of the listings counted in `added`, for the demand alerts. */
  addedIds: number[];
  /**
   * False when the provider delivered fewer listings than it announced (a page of 0 items, a
   * shifting catalogue): what came is written, but nothing is unpublished for being absent.
   */
  complete: boolean;
  /** The `listingsAdded` hook's error, when it failed (the run itself is committed). */
  listingsAddedError: string | null;
};

export type SyncOptions = {
  /** full (default): the whole catalogue, absences unpublished; incremental: changes since the last good run. */
  mode?: SyncMode;
  /** Type ids whose rent listings are holiday homes; when empty, the type named as such is used. */
  holidayTypeIds?: number[];
  pageSize?: number;
  onProgress?: (done: number, total: number) => void;
  /**
   * Called once the run is committed, with the ids of the listings it added or re-published (the
   * demand-alert matcher plugs in here). Not called when there are none.
   */
  listingsAdded?: (propertyIds: number[]) => void | Promise<void>;
  /** A sync_runs row claimed beforehand (the scheduler claims one per slot); else one is created. */
  runId?: number;
  /** Share of the published listings a run may unpublish (SYNC_MAX_UNPUBLISH; default 0.5); past it the run is refused. */
  maxUnpublishShare?: number;
  /** Lets a run unpublish more than that share (`npm run sync -- --allow-mass-unpublish`). */
  allowMassUnpublish?: boolean;
};

/**
 * A run that must not apply (decision 0029): it would unpublish most of the catalogue, or it holds
 * no valid listing. It changes nothing and is recorded with status `refused` and this message.
 */
export class SyncRefusedError extends Error {
  override readonly name = "SyncRefusedError";
}

/** A full sync at least this often, even on a schedule of incremental runs (absences, status changes). */
const FULL_SYNC_EVERY_MS = 24 * 60 * 60_000;
/** An incremental run asks for changes since the last good run started, minus this (clock skew). */
const CHANGE_SINCE_MARGIN_MS = 5 * 60_000;

/**
 * One sync of the provider's catalogue into the database. Everything is fetched first; the
 * database is then changed in one transaction, so a provider failing half-way changes nothing and
 * the site keeps serving the last good catalogue. Listings no longer offered are unpublished, never
 * deleted (their URL answers 410, their history stays); price changes go to price_history.
 */
export async function syncCatalogue(
  db: Database,
  provider: ListingProvider,
  options: SyncOptions = {},
): Promise<SyncSummary> {
  let mode: SyncMode = options.mode ?? "full";
  const syncRunId = options.runId ?? (await startSyncRun(db, provider.name, mode));
  try {
    let changedSince: Date | undefined;
    if (mode === "incremental") {
      const since = await lastGoodRunStart(db, syncRunId);
      if (since) changedSince = new Date(since.getTime() - CHANGE_SINCE_MARGIN_MS);
      else mode = "full"; // nothing to build on yet
    }
    await db.update(syncRuns).set({ mode }).where(eq(syncRuns.id, syncRunId));

    // Every record is checked against its columns' bounds before anything is written (decision
    // 0029): one the database would refuse is skipped with its reason, the others still apply.
    const typeResult = boundEach(await provider.listPropertyTypes(), boundPropertyType, (t) => `type ${t.id}`);
    const types = typeResult.items;
    const cityLists = await Promise.all([provider.listCities("sale"), provider.listCities("rent")]);
    const fetchedProjects = await provider.listProjects();
    const boundProjects = boundEach(fetchedProjects.items, boundProject, (p) => String(p.id));
    const projectResult = {
      items: boundProjects.items,
      skipped: [...fetchedProjects.skipped, ...boundProjects.skipped],
    };
    const fetched = await fetchAllProperties(provider, options, changedSince);
    const boundProperties = boundEach(fetched.items, boundProperty, (p) => String(p.id));
    const propertySkips = [...fetched.skipped, ...boundProperties.skipped];
    // An id past the integer column (a bad record's) can be neither kept nor unpublished by id.
    const deletedIds = (await provider.listDeletedPropertyIds()).filter(isInt4);
    const propertyRecords = boundProperties.items;
    const skipped = [...propertySkips, ...projectResult.skipped, ...typeResult.skipped].map(boundSkip);
    const holidayTypeIds = options.holidayTypeIds?.length ? options.holidayTypeIds : detectHolidayTypes(types);
    // A record that could not be read this time keeps its last good data: never unpublished for it.
    const skippedIds = propertySkips.map((s) => Number(s.id)).filter(isInt4);

    const verdict = { mode, valid: propertyRecords.length, skipped: propertySkips.length };
    const refusal = syncRefusal({ ...verdict, publishedBefore: 0, unpublished: 0 }, options);
    if (refusal) throw new SyncRefusedError(`refused: ${refusal}; nothing was changed`);

    const counts = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(properties)
        .where(eq(properties.published, true));
      await upsertTypes(tx, types, holidayTypeIds);
      await upsertCities(
        tx,
        [...cityLists.flat(), ...citiesOfListings(propertyRecords)].flatMap((city) => boundCity(city) ?? []),
      );
      await writeProjects(tx, projectResult);
      const { publishedBefore, ...written } = await writeProperties(tx, propertyRecords, { types, holidayTypeIds });
      const feedIds = propertyRecords.map((p) => p.id);
      // Unpublished for being absent only after a full and complete read; an empty catalogue is
      // far likelier a provider glitch than an agency without a single listing.
      const kept = new Set([...feedIds, ...skippedIds]);
      const absent =
        mode === "full" && fetched.complete && kept.size > 0
          ? await unpublishIds(
              tx,
              publishedBefore.filter((id) => !kept.has(id)),
            )
          : [];
      // The provider's own removals list; a listing it also still sends is kept (the feed wins).
      const removed = await unpublishIds(
        tx,
        deletedIds.filter((id) => !feedIds.includes(id)),
      );
      const unpublished = new Set([...absent, ...removed]).size;
      // Thrown inside the transaction, so that everything written above is rolled back.
      const massRefusal = syncRefusal({ ...verdict, publishedBefore: before?.n ?? 0, unpublished }, options);
      if (massRefusal) throw new SyncRefusedError(`refused: ${massRefusal}; nothing was changed`);
      return { ...written, unpublished };
    });
    // Fresh statistics for the planner: the list queries choose their index by them (an embedded
    // PGlite has no autovacuum to do it), and a first import changes everything.
    await db.execute(sql`analyze properties`);

    // (A full run without a single listing was refused above.)
    const message = !fetched.complete
      ? `incomplete: ${fetched.received} of ${fetched.total} listings received; none unpublished for being absent`
      : null;
    await db
      .update(syncRuns)
      .set({
        status: "ok",
        finishedAt: new Date(),
        added: counts.added,
        updated: counts.updated,
        unpublished: counts.unpublished,
        skipped: storedSkips(skipped),
        message,
      })
      .where(eq(syncRuns.id, syncRunId));

    let listingsAddedError: string | null = null;
    if (counts.addedIds.length && options.listingsAdded) {
      try {
        await options.listingsAdded(counts.addedIds);
      } catch (error) {
        listingsAddedError = (error as Error).message;
      }
    }
    return { syncRunId, mode, ...counts, skipped, complete: fetched.complete, listingsAddedError };
  } catch (error) {
    await db
      .update(syncRuns)
      .set({
        status: error instanceof SyncRefusedError ? "refused" : "failed",
        finishedAt: new Date(),
        message: cleanText(String((error as Error).message), 1000),
      })
      .where(eq(syncRuns.id, syncRunId));
    throw error;
  }
}

/** A full import (the sample at start-up, `npm run import:sample`). */
export function importCatalogue(
  db: Database,
  provider: ListingProvider,
  options: Omit<SyncOptions, "mode"> = {},
): Promise<SyncSummary> {
  return syncCatalogue(db, provider, { ...options, mode: "full" });
}

/** Records a run as started; with a `slot`, returns null when another process already claimed that slot. */
export async function startSyncRun(db: Database, provider: string, mode: SyncMode): Promise<number>;
export async function startSyncRun(db: Database, provider: string, mode: SyncMode, slot: Date): Promise<number | null>;
export async function startSyncRun(
  db: Database,
  provider: string,
  mode: SyncMode,
  slot?: Date,
): Promise<number | null> {
  const rows = await db
    .insert(syncRuns)
    .values({ provider, mode, slot: slot ?? null })
    .onConflictDoNothing()
    .returning({ id: syncRuns.id });
  return rows[0]?.id ?? null;
}

/**
 * full when no full run succeeded within FULL_SYNC_EVERY_MS (absences and status changes are seen
 * only by a full run), incremental otherwise.
 */
export async function chooseSyncMode(db: Database, now: Date = new Date()): Promise<SyncMode> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${syncRuns.finishedAt})` })
    .from(syncRuns)
    .where(and(eq(syncRuns.status, "ok"), eq(syncRuns.mode, "full")));
  const at = row?.at ? new Date(row.at) : null;
  return at && now.getTime() - at.getTime() < FULL_SYNC_EVERY_MS ? "incremental" : "full";
}

async function lastGoodRunStart(db: Database, exceptRunId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${syncRuns.startedAt})` })
    .from(syncRuns)
    .where(and(eq(syncRuns.status, "ok"), ne(syncRuns.id, exceptRunId)));
  return row?.at ? new Date(row.at) : null;
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Upserts the projects with their units and media, those that changed only (decision 0033);
 * unpublishes those the provider no longer lists.
 */
async function writeProjects(tx: Tx, result: { items: ProjectRecord[]; skipped: SkippedRecord[] }) {
  const existing = new Map(
    (
      await tx
        .select({ id: projects.id, published: projects.published, contentHash: projects.contentHash })
        .from(projects)
    ).map((row) => [row.id, row]),
  );
  for (const project of result.items) {
    const { units, pictures, documents, ...row } = project;
    const values = { ...row, citySearchKey: searchKey(row.city), published: true, withdrawnAt: null };
    const contentHash = hashOf({ row: values, units, pictures, documents });
    const before = existing.get(project.id);
    if (before?.published && before.contentHash === contentHash) continue;
    await tx
      .insert(projects)
      .values({ ...values, contentHash, updatedAt: new Date() })
      .onConflictDoUpdate({ target: projects.id, set: excludedColumns(projects, ["createdAt"]) });
    await tx.delete(projectUnits).where(eq(projectUnits.projectId, project.id));
    if (units.length) await tx.insert(projectUnits).values(units.map((u) => ({ ...u, projectId: project.id })));
    await replaceMedia(tx, { projectId: project.id }, pictures, documents);
  }
  // A project skipped this time (unreadable) keeps its page.
  const kept = new Set([...result.items.map((p) => p.id), ...result.skipped.map((s) => Number(s.id)).filter(isInt4)]);
  const gone = [...existing.values()].filter((p) => p.published && !kept.has(p.id)).map((p) => p.id);
  if (gone.length)
    await tx.update(projects).set({ published: false, withdrawnAt: new Date() }).where(inArray(projects.id, gone));
}

/**
 * The hash stored in `content_hash`: of everything the sync writes for a record but its
 * bookkeeping timestamps. The same hash as stored means nothing would change (decision 0033).
 */
function hashOf(content: unknown): string {
  return createHash("sha256").update(canonicalJson(content)).digest("base64url");
}

/**
 * Upserts the listings that changed; a new price (or a new listing) adds a price_history row.
 * A published listing whose content hash is the one stored is not written at all (decision 0033).
 * Returns the ids of the listings new to the site or back after being unpublished, the number of
 * published listings whose stored values changed, and the ids published before the run.
 */
async function writeProperties(
  tx: Tx,
  records: PropertyRecord[],
  context: { types: PropertyTypeRecord[]; holidayTypeIds: number[] },
) {
  // A listing may name a published project (one skipped this time stays published).
  const projectIds = (await tx.select({ id: projects.id }).from(projects).where(eq(projects.published, true))).map(
    (p) => p.id,
  );
  const existing = new Map(
    (
      await tx
        .select({
          id: properties.id,
          price: properties.price,
          published: properties.published,
          contentHash: properties.contentHash,
        })
        .from(properties)
    ).map((row) => [row.id, row]),
  );
  const knownTypeIds = new Set(context.types.map((t) => t.id));
  const holidayTypeIds = new Set(context.holidayTypeIds);
  const addedIds: number[] = [];
  let updated = 0;
  for (const record of records) {
    const before = existing.get(record.id);
    const written = await upsertProperty(
      tx,
      record,
      before?.published ? before.contentHash : null,
      knownTypeIds,
      holidayTypeIds,
      projectIds,
    );
    if (!written) continue;
    if (!before || before.price !== record.price)
      await tx.insert(priceHistory).values({ propertyId: record.id, price: record.price ?? null });
    if (!before || !before.published) addedIds.push(record.id);
    else updated++;
  }
  const publishedBefore = [...existing.values()].filter((row) => row.published).map((row) => row.id);
  return { added: addedIds.length, updated, addedIds, publishedBefore };
}

async function unpublishIds(tx: Tx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await tx
    .update(properties)
    .set({ published: false, withdrawnAt: new Date() })
    .where(and(eq(properties.published, true), inArray(properties.id, ids)))
    .returning({ id: properties.id });
  return rows.map((r) => r.id);
}

async function fetchAllProperties(provider: ListingProvider, options: SyncOptions, changedSince: Date | undefined) {
  const pageSize = options.pageSize ?? 50;
  const byId = new Map<number, PropertyRecord>();
  const skipped: SkippedRecord[] = [];
  let total = 0;
  let received = 0;
  for (let page = 0; ; page++) {
    const result = await provider.listProperties(page, pageSize, changedSince ? { changedSince } : {});
    total = result.total;
    received += result.items.length + result.skipped.length;
    for (const item of result.items) byId.set(item.id, item);
    skipped.push(...result.skipped);
    options.onProgress?.(Math.min(received, total), total);
    if (result.items.length + result.skipped.length === 0 || (page + 1) * pageSize >= total) break;
  }
  return { items: [...byId.values()], skipped, total, received, complete: byId.size + skipped.length >= total };
}

/** The records within bounds, and a skip with its reason for each other one. */
function boundEach<T>(
  records: T[],
  bound: (record: T) => Bounded<T>,
  idOf: (record: T) => string,
): { items: T[]; skipped: SkippedRecord[] } {
  const items: T[] = [];
  const skipped: SkippedRecord[] = [];
  for (const record of records) {
    const result = bound(record);
    if ("record" in result) items.push(result.record);
    else skipped.push({ id: idOf(record), reason: result.reason });
  }
  return { items, skipped };
}

/** At most this many skips are stored per run (a feed of 100,000 broken records stays one row). */
const STORED_SKIPS = 1_000;

function storedSkips(skipped: SkippedRecord[]): SkippedRecord[] {
  if (skipped.length <= STORED_SKIPS) return skipped;
  return [
    ...skipped.slice(0, STORED_SKIPS - 1),
    { id: "…", reason: `and ${skipped.length - STORED_SKIPS + 1} more records skipped` },
  ];
}

const HOLIDAY_TYPE_NAME = /vakantie|holiday|vacances|ferien/i;

function detectHolidayTypes(types: PropertyTypeRecord[]): number[] {
  return types
    .filter((t) => Object.values(t.name).some((name) => name && HOLIDAY_TYPE_NAME.test(name)))
    .map((t) => t.id);
}

/** `set` for an upsert: every column (but the excluded ones and the key) from the proposed row. */
function excludedColumns(table: PgTable, keep: string[] = []): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (column.primary || keep.includes(key)) continue;
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

/** Upserts the types that are new or differ from the stored ones (no statement when none do: decision 0033). */
async function upsertTypes(tx: Tx, types: PropertyTypeRecord[], holidayTypeIds: number[]) {
  const stored = new Map((await tx.select().from(propertyTypes)).map((row) => [row.id, canonicalJson(row)]));
  const changed = types
    .map((t) => ({ ...t, isHoliday: holidayTypeIds.includes(t.id) }))
    .filter((row) => stored.get(row.id) !== canonicalJson(row));
  if (!changed.length) return;
  await tx
    .insert(propertyTypes)
    .values(changed)
    .onConflictDoUpdate({ target: propertyTypes.id, set: excludedColumns(propertyTypes) });
}

function citiesOfListings(records: PropertyRecord[]): CityRecord[] {
  return records.map((r) => ({
    name: r.city,
    zip: r.zip,
    countryId: r.countryId ?? null,
    countryName: r.texts.nl?.countryName ?? null,
    lat: null,
    lng: null,
  }));
}

async function upsertCities(tx: Tx, list: CityRecord[]) {
  const unique = new Map<string, CityRecord>();
  for (const city of list) {
    const key = `${city.zip}|${city.name}`;
    const known = unique.get(key);
    // a city from the provider's city list carries its centre; one derived from a listing does not
    if (!known || (known.lat === null && city.lat !== null)) unique.set(key, city);
  }
  // What each upsert below would leave, compared with what is stored: only a difference is written (decision 0033).
  const stored = new Map((await tx.select().from(cities)).map((row) => [`${row.zip}|${row.name}`, row]));
  for (const city of unique.values()) {
    const values = { ...city, searchKey: searchKey(city.name) };
    const known = stored.get(`${city.zip}|${city.name}`);
    if (
      known &&
      known.searchKey === values.searchKey &&
      known.countryId === (values.countryId ?? known.countryId) &&
      known.countryName === (values.countryName ?? known.countryName) &&
      known.lat === (values.lat ?? known.lat) &&
      known.lng === (values.lng ?? known.lng)
    )
      continue;
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

/** Writes a listing with its media unless its content hash is `storedHash`; returns whether it wrote. */
async function upsertProperty(
  tx: Tx,
  record: PropertyRecord,
  storedHash: string | null,
  knownTypeIds: Set<number>,
  holidayTypeIds: Set<number>,
  projectIds: number[],
) {
  const { pictures, documents, ...row } = record;
  const typeId =
    [row.webId, ...(row.webIds ?? [])].find((id): id is number => id != null && knownTypeIds.has(id)) ?? null;
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
  };
  const contentHash = hashOf({ row: values, pictures, documents });
  if (contentHash === storedHash) return false;
  await tx
    .insert(properties)
    .values({ ...values, contentHash, updatedAt: new Date() })
    .onConflictDoUpdate({ target: properties.id, set: excludedColumns(properties, ["createdAt"]) });
  await replaceMedia(tx, { propertyId: record.id }, pictures, documents);
  return true;
}

async function replaceMedia(
  tx: Tx,
  owner: { propertyId: number } | { projectId: number },
  pictures: PropertyRecord["pictures"],
  documents: PropertyRecord["documents"],
) {
  const mediaOwner =
    "propertyId" in owner ? eq(listingMedia.propertyId, owner.propertyId) : eq(listingMedia.projectId, owner.projectId);
  const docOwner =
    "propertyId" in owner
      ? eq(listingDocuments.propertyId, owner.propertyId)
      : eq(listingDocuments.projectId, owner.projectId);
  await tx.delete(listingMedia).where(mediaOwner);
  await tx.delete(listingDocuments).where(docOwner);
  if (pictures.length)
    await tx.insert(listingMedia).values(pictures.map((p, position) => ({ ...owner, position, ...p })));
  if (documents.length) await tx.insert(listingDocuments).values(documents.map((d) => ({ ...owner, ...d })));
}

export type SyncHealth = {
  /** The last run that applied a catalogue (status ok). */
  lastSync: Date | null;
  /** The most recent finished runs that failed or were refused, newest first (empty when the last one was good). */
  failedRuns: { status: string; finishedAt: Date; message: string | null }[];
};

/** What /healthz reports: the last good run, and the failed or refused runs since. */
export async function syncHealth(db: Database): Promise<SyncHealth> {
  const lastSync = await lastSuccessfulSync(db);
  const recent = await db
    .select({ status: syncRuns.status, finishedAt: syncRuns.finishedAt, message: syncRuns.message })
    .from(syncRuns)
    .where(and(ne(syncRuns.status, "running"), lastSync ? gt(syncRuns.finishedAt, lastSync) : undefined))
    .orderBy(desc(syncRuns.finishedAt), desc(syncRuns.id))
    .limit(100);
  const failedRuns = recent.flatMap((run) =>
    run.status !== "ok" && run.finishedAt
      ? [{ status: run.status, finishedAt: new Date(run.finishedAt), message: run.message }]
      : [],
  );
  return { lastSync, failedRuns };
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
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(syncRuns)
    .where(eq(syncRuns.status, "ok"));
  return (row?.n ?? 0) === 0;
}
