import type { Region } from "#app/lib/postal-region.ts";

/**
 * The band names of spec §9, shared by the three regional scales. They name the label images
 * (`/images/epc/{region}/{band}.svg`): `_plus` / `_plusplus` are the "+" / "++" classes, `_sub`
 * the Brussels "-" sub-classes.
 */
export type EpcBand =
  | "a_plusplus"
  | "a_plus"
  | "a"
  | "a_sub"
  | "b_plus"
  | "b"
  | "b_sub"
  | "c_plus"
  | "c"
  | "c_sub"
  | "d_plus"
  | "d"
  | "d_sub"
  | "e_plus"
  | "e"
  | "e_sub"
  | "f_plus"
  | "f"
  | "f_sub"
  | "g";

/**
 * One step of a scale: the band holds every value up to and including `upTo`, except where the
 * spec says "below" (Flanders A+ is strictly below 0, so 0 itself is A).
 */
type Step = { band: EpcBand; upTo: number } | { band: EpcBand; below: number };

/** A scale: its steps from best to worst, and the band of everything above the last step. */
type Scale = { steps: readonly Step[]; worst: EpcBand };

/**
 * The regional scales in kWh/m²·year (spec §9; Brussels inner limits from the official PEB scale
 * for residential units — values, sources and the mapping onto the spec's names in
 * docs/decisions/0004-epc-band-boundaries.md).
 */
const SCALES: Record<Region, Scale> = {
  flanders: {
    steps: [
      { band: "a_plus", below: 0 },
      { band: "a", upTo: 100 },
      { band: "b", upTo: 200 },
      { band: "c", upTo: 300 },
      { band: "d", upTo: 400 },
      { band: "e", upTo: 500 },
    ],
    worst: "f",
  },
  wallonia: {
    steps: [
      { band: "a_plusplus", upTo: 0 },
      { band: "a_plus", upTo: 45 },
      { band: "a", upTo: 85 },
      { band: "b", upTo: 170 },
      { band: "c", upTo: 255 },
      { band: "d", upTo: 340 },
      { band: "e", upTo: 425 },
      { band: "f", upTo: 510 },
    ],
    worst: "g",
  },
  brussels: {
    steps: [
      { band: "a_plus", upTo: 0 },
      { band: "a", upTo: 30 },
      { band: "a_sub", upTo: 45 },
      { band: "b_plus", upTo: 62 },
      { band: "b", upTo: 78 },
      { band: "b_sub", upTo: 95 },
      { band: "c_plus", upTo: 113 },
      { band: "c", upTo: 132 },
      { band: "c_sub", upTo: 150 },
      { band: "d_plus", upTo: 170 },
      { band: "d", upTo: 190 },
      { band: "d_sub", upTo: 210 },
      { band: "e_plus", upTo: 232 },
      { band: "e", upTo: 253 },
      { band: "e_sub", upTo: 275 },
      { band: "f", upTo: 345 },
    ],
    worst: "g",
  },
};

/**
 * The EPC band of an energy performance score in a region (spec §9). The provider sends the
 * score as a number or as text, sometimes with a decimal comma ("123,5"); anything that is not a
 * plain decimal number (blank, "n/a", "1e3") gives null, and the page shows no label.
 */
export function epcBand(region: Region, energyPerformance: number | string | null | undefined): EpcBand | null {
  const score =
    typeof energyPerformance === "string" ? scoreFromText(energyPerformance) : (energyPerformance ?? Number.NaN);
  if (!Number.isFinite(score)) return null;
  const { steps, worst } = SCALES[region];
  const step = steps.find((candidate) => ("below" in candidate ? score < candidate.below : score <= candidate.upTo));
  return step ? step.band : worst;
}

/** "123,5", " 123.5 " and "-12" are scores; "", "12 kWh", "1e3" and "1.234,5" are not (NaN). */
function scoreFromText(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+(?:[.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(",", ".")) : Number.NaN;
}

/** Countries whose listings show the EPC image (spec §9): 10 Belgium, 50 Luxembourg. */
const COUNTRIES_WITH_EPC_IMAGE: ReadonlySet<number> = new Set([10, 50]);

/**
 * The label image of a band, or null when there is nothing to show: no band, no region, or a
 * country other than Belgium (10) or Luxembourg (50) — spec §9 "other countries show no EPC image".
 */
export function epcLabelImage(
  band: EpcBand | null,
  region: Region | null,
  countryId: number | null | undefined,
): string | null {
  if (band === null || region === null) return null;
  if (!COUNTRIES_WITH_EPC_IMAGE.has(countryId ?? 0)) return null;
  return `/images/epc/${region}/${band}.svg`;
}

/** How each name suffix is written on a certificate. */
const SUFFIX_LABELS: Record<string, string> = { plusplus: "++", plus: "+", sub: "-" };

/**
 * The text of a band as printed on certificates ("A++", "A+", "B-", "C+"), shown next to the image
 * so the class is readable without it. Round-trips with `epcLabelRank` of app/lib/epc.ts.
 */
export function epcBandLabel(band: EpcBand): string {
  const [letter, suffix] = band.split("_");
  return `${letter!.toUpperCase()}${suffix ? SUFFIX_LABELS[suffix] : ""}`;
}
