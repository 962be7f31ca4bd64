import type {
  CityRecord,
  ProjectRecord,
  PropertyRecord,
  PropertyTypeRecord,
  SkippedRecord,
} from "#app/domain/catalogue.ts";

/**
 * What the site needs from a listing provider (a CRM such as Omnicasa), in the site's own terms.
 * The sync calls it; pages never do (they read our database). Adapters: `sample` (data/sample/)
 * and, later, `omnicasa`. Every call may throw; the sync then keeps the last good catalogue.
 */
export interface ListingProvider {
  readonly name: string;
  /** One page (0-based) of published properties, every language merged into one record. */
  listProperties(page: number, pageSize: number): Promise<PropertyPage>;
  listProjects(): Promise<{ items: ProjectRecord[]; skipped: SkippedRecord[] }>;
  listPropertyTypes(): Promise<PropertyTypeRecord[]>;
  /** Cities that hold listings of the goal. */
  listCities(goal: "sale" | "rent"): Promise<CityRecord[]>;
}

export type PropertyPage = {
  items: PropertyRecord[];
  /** Records of this page that could not be reshaped. */
  skipped: SkippedRecord[];
  /** Total number of properties across all pages. */
  total: number;
};
