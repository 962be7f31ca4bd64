import table from "../../data/municipalities/be-municipalities.json" with { type: "json" };
import { searchKey } from "./search-key.ts";

/**
 * Belgium's municipalities with their names in the country's languages (and English where it has
 * its own), so that a visitor finds a place by the name of their language: "Termonde" is
 * Dendermonde, "Malines" Mechelen, "Anvers" Antwerpen, "Gand" Gent, "Lüttich" Liège. The table is
 * data/municipalities/be-municipalities.json, built from Statbel's and bpost's lists (its sources,
 * licences and how to refresh it: data/municipalities/README.md).
 */
export type Municipality = {
  /** Statbel's NIS code. */
  nis: string;
  names: { nl: string; fr: string; de?: string; en?: string };
  /** bpost's postal codes of its places. */
  zips: string[];
};

export const MUNICIPALITIES: readonly Municipality[] = table as Municipality[];

type Keyed = { municipality: Municipality; keys: string[] };
let keyed: Keyed[] | null = null;
/**
 * Each municipality with the search keys of its names, computed on first use: nothing runs when
 * the module is loaded, so a bundle that imports a module importing this one but uses none of it
 * leaves the table out.
 */
function keyedMunicipalities(): Keyed[] {
  keyed ??= MUNICIPALITIES.map((municipality) => ({
    municipality,
    keys: [...new Set(Object.values(municipality.names).map(searchKey))],
  }));
  return keyed;
}

/**
 * The municipalities one of whose names is exactly the text (case, accents and hyphens aside):
 * "termonde" → Dendermonde; "brussel" → Brussels (the city); "" → none.
 */
export function municipalitiesNamed(text: string): Municipality[] {
  const key = searchKey(text);
  if (key === "") return [];
  return keyedMunicipalities()
    .filter(({ keys }) => keys.includes(key))
    .map(({ municipality }) => municipality);
}

/**
 * The municipalities one of whose names starts with the text, or has a word that does (the quick
 * search box's rule, app/lib/search-match.ts): "term" → Dendermonde (Termonde). At least
 * `minLength` characters, so that one or two letters do not name half the country; at most `limit`.
 */
export function municipalitiesStartingWith(text: string, { minLength = 3, limit = 10 } = {}): Municipality[] {
  const key = searchKey(text);
  if (key.length < minLength) return [];
  return keyedMunicipalities()
    .filter(({ keys }) => keys.some((name) => name.startsWith(key) || name.includes(` ${key}`)))
    .slice(0, limit)
    .map(({ municipality }) => municipality);
}

/** The search keys of all the names of the municipalities: what a listing's city may be called. */
export function nameKeys(municipalities: readonly Municipality[]): string[] {
  return [...new Set(municipalities.flatMap((m) => Object.values(m.names).map(searchKey)))];
}
