import type { Municipality } from "../../app/lib/municipalities.ts";

/**
 * Builds the table of Belgian municipalities (data/municipalities/be-municipalities.json) from the
 * source files in data/municipalities/sources/ (their origin and licences: data/municipalities/README.md):
 * - statbel-municipalities-2020.csv: the 581 municipalities by NIS code with their Dutch and French
 *   names (Statbel's REFNIS names);
 * - bpost-places-nis-2013.csv: bpost's places with their postal code and NIS code;
 * - libphonenumber-area-names.csv: German and English names of the larger towns.
 * The nine municipalities of the German-speaking Community carry their German name in Statbel's
 * Dutch column (Eupen, Sankt Vith…): it is their German name too.
 */
export const GERMAN_SPEAKING_NIS = ["63001", "63012", "63013", "63023", "63040", "63048", "63061", "63067", "63087"];

export function buildMunicipalities(sources: { statbel: string; places: string; areaNames: string }): Municipality[] {
  const zipsByNis = new Map<string, Set<string>>();
  for (const [, zip, nis] of csvRows(sources.places)) {
    if (!zip || !nis) continue;
    const zips = zipsByNis.get(nis) ?? new Set<string>();
    zips.add(zip);
    zipsByNis.set(nis, zips);
  }
  const extra = new Map<string, Partial<Record<"de" | "en", string>>>();
  for (const [nis, lang, name] of csvRows(sources.areaNames)) {
    if (!nis || !name || (lang !== "de" && lang !== "en")) continue;
    extra.set(nis, { ...extra.get(nis), [lang]: name });
  }
  return csvRows(sources.statbel)
    .filter(([nis, nl, fr]) => nis && nl && fr)
    .map(([nis, nl, fr, , , , , , , , zip]): Municipality => {
      const names: Municipality["names"] = { nl: nl!, fr: fr! };
      if (GERMAN_SPEAKING_NIS.includes(nis!)) names.de = nl!;
      Object.assign(names, extra.get(nis!));
      // Municipalities formed in 2019 have a NIS code bpost's 2013 list does not know: Statbel's zip.
      const zips = [...(zipsByNis.get(nis!) ?? (zip ? [zip] : []))].sort();
      return { nis: nis!, names, zips };
    })
    .sort((a, b) => a.nis.localeCompare(b.nis));
}

/** The rows of a comma-separated file without its header line; fields may be "quoted". */
function csvRows(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== "")
    .map((line) => [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].map((m) => (m[2] ?? m[1] ?? "").trim()).slice(0, -1));
}
