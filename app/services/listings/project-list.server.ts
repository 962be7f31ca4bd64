import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { projects } from "#db/schema.ts";
import { projectCards, type CardOptions, type ProjectCard } from "./listing-cards.server.ts";
import { cityValue, type CityFilter, type CityOption } from "./search-query.ts";

/**
 * The projects list page (spec §2 `/nl/projecten/`): published projects, newest first — the order
 * of the project cards everywhere else (modules, banner) — optionally of one city, a page at a
 * time. The `city` parameter is read as on the property lists (a name, a zip or `Name|Zip`).
 */

export type ProjectListQuery = { city: CityFilter | null; page: number; pageSize: number };
export type ProjectListResult = { cards: ProjectCard[]; total: number; page: number; pages: number; pageSize: number };

function listCondition(city: CityFilter | null) {
  return and(
    eq(projects.published, true),
    city?.zip ? eq(projects.zip, city.zip) : undefined,
    city?.key ? eq(projects.citySearchKey, city.key) : undefined,
  );
}

/** One page of the list: the cards, the number of projects and pages (at least one page, even empty). */
export async function searchProjects(
  db: Database,
  query: ProjectListQuery,
  options: CardOptions,
): Promise<ProjectListResult> {
  const where = listCondition(query.city);
  const pageSize = Math.max(1, Math.floor(query.pageSize));
  const [counted, page] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(projects)
      .where(where),
    db
      .select({ id: projects.id })
      .from(projects)
      .where(where)
      .orderBy(desc(projects.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
  ]);
  const total = counted[0]?.total ?? 0;
  const ids = page.map((row) => row.id);
  // projectCards orders by id, newest first, as this page does.
  const cards = ids.length > 0 ? await projectCards(db, { ids, limit: ids.length }, options) : [];
  return { cards, total, page: query.page, pages: Math.max(1, Math.ceil(total / pageSize)), pageSize };
}

/** The cities that have published projects, with their number, for the city filter. */
export async function projectCities(db: Database): Promise<CityOption[]> {
  const rows = await db
    .select({ name: projects.city, zip: projects.zip, count: sql<number>`count(*)`.mapWith(Number) })
    .from(projects)
    .where(eq(projects.published, true))
    .groupBy(projects.city, projects.zip, projects.citySearchKey)
    .orderBy(asc(projects.citySearchKey), asc(projects.zip));
  return rows.map((city) => ({ name: city.name, zip: city.zip, value: cityValue(city), count: city.count }));
}
