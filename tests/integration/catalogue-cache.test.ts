import { sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/client.server.ts";
import { createCatalogueCache } from "#app/services/listings/catalogue-cache.server.ts";
import { loader as propertyLoader } from "#app/routes/listings/property-detail.tsx";
import { loader as listLoader } from "#app/routes/listings/listing-list.tsx";
import { openSampleCatalogue, SITE_URL, type SampleCatalogue } from "#tests/setup/sample-catalogue.ts";
import { routeAnswer } from "#tests/setup/route-harness.ts";

/**
 * The catalogue cache (app/services/listings/catalogue-cache.server.ts) on the real database: what
 * a page built is used again until a catalogue table changes, whoever changes it, in every process.
 */
let sample: SampleCatalogue;
beforeAll(async () => {
  sample = await openSampleCatalogue();
});
afterAll(() => sample.close());

const LISTING = 4100001;
const DETAIL = `/nl/te-koop/buggenhout/gerenoveerde-rijwoning-met-zonnige-tuin-in-hartje-buggenhout/${LISTING}/`;

/** A build that counts how often it ran. */
function counted<T>(value: T) {
  const build = async () => {
    build.runs += 1;
    return value;
  };
  build.runs = 0;
  return build;
}

describe("catalogue cache", () => {
  it("builds a key once while the catalogue is unchanged, and each key on its own", async () => {
    const cache = createCatalogueCache(sample.database.db);
    const nl = counted("nl page");
    const fr = counted("fr page");
    expect(await cache.read("property:1:nl", nl)).toBe("nl page");
    expect(await cache.read("property:1:nl", nl)).toBe("nl page");
    expect(await cache.read("property:1:fr", fr)).toBe("fr page");
    expect([nl.runs, fr.runs]).toEqual([1, 1]);
  });

  it("requests arriving while a key is built wait for that one build", async () => {
    const cache = createCatalogueCache(sample.database.db);
    const build = counted("page");
    const answers = await Promise.all(Array.from({ length: 8 }, () => cache.read("property:2:nl", build)));
    expect(answers).toEqual(Array(8).fill("page"));
    expect(build.runs).toBe(1);
  });

  it("a failed build is not kept: the next request builds again", async () => {
    const cache = createCatalogueCache(sample.database.db);
    await expect(cache.read("property:3:nl", () => Promise.reject(new Error("connection lost")))).rejects.toThrow(
      "connection lost",
    );
    const build = counted("page");
    expect(await cache.read("property:3:nl", build)).toBe("page");
    expect(build.runs).toBe(1);
  });

  it.each([
    { table: "properties", change: sql`update properties set price = price where id = ${LISTING}` },
    {
      table: "listing_media",
      change: sql`update listing_media set position = position where property_id = ${LISTING}`,
    },
    { table: "listing_documents", change: sql`delete from listing_documents where id = -1` },
    { table: "price_history", change: sql`update price_history set price = price where property_id = ${LISTING}` },
    { table: "projects", change: sql`update projects set updated_at = updated_at where id = -1` },
    { table: "project_units", change: sql`delete from project_units where project_id = -1` },
    { table: "property_types", change: sql`update property_types set name = name where id = -1` },
    { table: "cities", change: sql`update cities set name = name where zip = '0000'` },
  ])("a statement on $table, even one changing no row, makes every cached page be built again", async ({ change }) => {
    const cache = createCatalogueCache(sample.database.db);
    const build = counted("page");
    await cache.read("property:4:nl", build);
    await sample.database.db.execute(change);
    await cache.read("property:4:nl", build);
    expect(build.runs).toBe(2);
  });

  it("a change written through another connection (another server process) is seen by this one's cache", async () => {
    const url = (sample.database as DatabaseHandle & { url?: string }).url;
    // PGlite is one process's database: a second handle on it is the same database.
    const other: DatabaseHandle = url
      ? await openDatabase({ databaseUrl: url, pgliteDir: "unused", poolSize: 1 })
      : sample.database;
    try {
      const cache = createCatalogueCache(sample.database.db);
      const otherCache = createCatalogueCache(other.db);
      const build = counted("page");
      await cache.read("property:5:nl", build);
      await otherCache.read("property:5:nl", build);
      await other.db.execute(sql`update properties set price = price where id = ${LISTING}`);
      await cache.read("property:5:nl", build);
      expect(build.runs).toBe(3);
    } finally {
      if (other !== sample.database) await other.close();
    }
  });

  it("a property page shows its new price on the next request after the listing changed", async () => {
    // One context for every request: one server process, one cache.
    const context: AppLoadContext = sample.context();
    const price = async () => {
      const answer = await routeAnswer<{ view: { price: string } }>(
        propertyLoader as never,
        new Request(`${SITE_URL}${DETAIL}`),
        { id: String(LISTING) },
        context,
      );
      expect(answer.status).toBe(200);
      return answer.data.view.price;
    };
    const before = await price();
    expect(await price()).toBe(before);
    await sample.database.db.execute(
      sql`update properties set price = 287500, publish_price = true where id = ${LISTING}`,
    );
    expect(await price()).toBe("€ 287.500");
    expect(before).not.toBe("€ 287.500");
  });

  it("a list page leaves out a listing on the next request after it was withdrawn", async () => {
    const context: AppLoadContext = sample.context();
    const ids = async () => {
      const answer = await routeAnswer<{ cards: { id: number }[] }>(
        listLoader as never,
        new Request(`${SITE_URL}/nl/te-koop/`),
        {},
        context,
      );
      expect(answer.status).toBe(200);
      return answer.data.cards.map((card) => card.id);
    };
    const before = await ids();
    expect(before).toContain(LISTING);
    expect(await ids()).toEqual(before);
    await sample.database.db.execute(
      sql`update properties set published = false, withdrawn_at = now() where id = ${LISTING}`,
    );
    expect(await ids()).toEqual(before.filter((id) => id !== LISTING));
  });
});
