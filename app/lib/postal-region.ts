/** The three Belgian regions; each has its own EPC/PEB scale, legal mentions and registration duties. */
export type Region = "brussels" | "wallonia" | "flanders";

/** Postal-code ranges per region (spec §5), inclusive at both ends, in ascending order. */
const REGION_RANGES: readonly (readonly [from: number, to: number, region: Region])[] = [
  [1000, 1299, "brussels"],
  [1300, 1499, "wallonia"],
  [1500, 3999, "flanders"],
  [4000, 7999, "wallonia"],
  [8000, 9999, "flanders"],
];

/**
 * The region a Belgian postal code lies in (spec §5: Brussels 1000-1299; Wallonia 1300-1499 and
 * 4000-7999; Flanders 1500-3999 and 8000-9999). Feeds the EPC scale and the regional mentions of a
 * listing. Anything that is not a four-digit code in those ranges (blank, "10a0", 999, 10000,
 * 1000.5) gives null rather than a guess, so a wrong region is never shown.
 */
export function regionFromPostalCode(zip: string | number | null | undefined): Region | null {
  const code = typeof zip === "string" ? postalCodeNumber(zip.trim()) : (zip ?? Number.NaN);
  if (!Number.isInteger(code)) return null;
  const range = REGION_RANGES.find(([from, to]) => code >= from && code <= to);
  return range ? range[2] : null;
}

/** A typed code must be exactly four digits ("1 000", "+1000", "1000.0" are not codes: NaN). */
function postalCodeNumber(text: string): number {
  return /^\d{4}$/.test(text) ? Number(text) : Number.NaN;
}
