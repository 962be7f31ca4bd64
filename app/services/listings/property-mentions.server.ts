import type { properties } from "#db/schema.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { MessageKey, Messages } from "#app/i18n/translate.ts";
import { regionFromPostalCode, type Region } from "#app/lib/postal-region.ts";
import { epcBand, epcBandLabel, epcLabelImage } from "#app/lib/epc-band.ts";
import { epcLabelRank } from "#app/lib/epc.ts";
import type { MentionItem, MentionSection, RegionalMentions } from "./listing-views.ts";

// View types live in the plain listing-views.ts (components read them there); server modules may still name them here.
export type { MentionItem, MentionSection, RegionalMentions };

/**
 * The mandatory mentions of a listing's region, exactly as ../shared/spec/belgian-market-facts.md
 * lists them:
 * - Flanders: EPC score (kWh/m²·yr), label and unique certificate code; flood P- and G-scores with
 *   the flood symbol when a score is D; the five urban-planning mentions of VCRO art. 5.2.6
 *   (building permit, most recent zoning designation, enforcement measures or pending procedures,
 *   pre-emption right, parcelling permit); the renovation duty on houses and apartments for sale
 *   labelled E or F;
 * - Brussels: the PEB class (with the Brussels sub-classes) and the CO2 emissions; "PEB en cours"
 *   counts as missing;
 * - Wallonia: the label (A++ to G), Espec (kWh/m²·yr), Etotal (kWh/yr) and the certificate code.
 * A mandatory value the feed lacks is shown as "not yet known", never left out, so the gap is
 * visible to the visitor and to the agency.
 */

type PropertyRow = typeof properties.$inferSelect;

export type MentionInput = {
  /** Names of the listing's property types in every language (for the renovation duty). */
  typeNames: readonly string[];
  /** The planning designation in the page's language, or the default language's (marked). */
  planningInformation: { value: string; lang?: Locale } | null;
  messages: Messages;
  fmt: { unit: (value: number, unit: MessageKey) => string; flag: (value: boolean) => string };
};

/** Countries whose listings carry Belgian regional mentions: Belgium (10), or no country given. */
const BELGIUM = 10;

/** The flood scores of the Flemish information duty. */
const FLOOD_SCORE = /^[A-D]$/;

/**
 * Houses and apartments (the renovation duty's scope), recognised by the name of their property
 * type in any of the site's languages: the provider's type ids differ per agency, the names do not.
 * A studio is an apartment; a holiday home or an investment property is neither.
 */
const HOUSE_OR_APARTMENT = /^(?:huis|woning|appartement|studio|house|apartment|flat|maison|haus|wohnung)\b/i;

/** Labels that trigger the Flemish renovation duty (facts: "labelled E or F"). */
const RENOVATION_LABELS = new Set(["E", "F"]);

/** The regional mentions of a listing, or null outside Belgium or for a zip in no region. */
export function regionalMentions(row: PropertyRow, input: MentionInput): RegionalMentions | null {
  if (row.countryId !== null && row.countryId !== BELGIUM) return null;
  const region = regionFromPostalCode(row.zip);
  if (region === null) return null;
  const m = input.messages;
  const notYetKnown = m["detail.notYetKnown"];
  const item = (
    label: MessageKey,
    value: string | null,
    extra: Omit<MentionItem, "label" | "value" | "missing"> = {},
  ): MentionItem =>
    value === null
      ? { label: m[label], value: notYetKnown, missing: true, ...extra }
      : { label: m[label], value, missing: false, ...extra };
  const explained = (key: MessageKey) => ({ explanation: m[key] });
  const unit = (value: number | null, unitKey: MessageKey) => (value === null ? null : input.fmt.unit(value, unitKey));
  const flag = (value: boolean | null) => (value === null ? null : input.fmt.flag(value));
  const text = (value: string | null) => (value?.trim() ? value.trim() : null);

  const band = epcBand(region, row.energyPerformance);
  const image = epcLabelImage(band, region, row.countryId ?? BELGIUM);
  // The certificate's own label; "PEB en cours" or any other non-label counts as missing, and a
  // score alone still gives its label (the label follows from the score on every regional scale).
  const label = epcLabelRank(row.epcLabel) !== null ? row.epcLabel : band ? epcBandLabel(band) : null;
  const epcImage = image && band ? { epcImage: { src: image, label: epcBandLabel(band) } } : {};

  const sections: MentionSection[] = [];
  if (region === "flanders") {
    sections.push({
      id: "epc",
      title: m["mention.epcTitle"],
      items: [
        item(
          "mention.epcScore",
          unit(row.energyPerformance, "unit.kwhM2Year"),
          explained("mention.epcScoreExplanation"),
        ),
        item("mention.epcLabel", label, { ...explained("mention.epcLabelExplanation"), ...epcImage }),
        item("mention.epcUniqueCode", text(row.epcCertificateNumber)),
      ],
      floodSymbol: null,
    });
    const floodP = floodScore(row.floodScoreP);
    const floodG = floodScore(row.floodScoreG);
    sections.push({
      id: "flood",
      title: m["mention.floodTitle"],
      explanation: m["mention.floodExplanation"],
      items: [
        item("mention.floodP", floodP, explained("mention.floodPExplanation")),
        item("mention.floodG", floodG, explained("mention.floodGExplanation")),
      ],
      floodSymbol: floodP === "D" || floodG === "D" ? m["mention.floodSymbolAlt"] : null,
    });
    const planning = input.planningInformation;
    sections.push({
      id: "planning",
      title: m["mention.planningTitle"],
      explanation: m["mention.planningExplanation"],
      items: [
        item("mention.planningBuildingPermit", flag(row.hasBuildingPermit)),
        item(
          "mention.planningDesignation",
          text(planning?.value ?? null),
          planning?.lang ? { lang: planning.lang } : {},
        ),
        item("mention.planningEnforcement", flag(enforcement(row))),
        item("mention.planningPreemption", flag(row.hasPreemptiveRight)),
        item("mention.planningParcelling", flag(row.hasParcellingPermit)),
      ],
      floodSymbol: null,
    });
  } else if (region === "brussels") {
    sections.push({
      id: "peb",
      title: m["mention.pebBrusselsTitle"],
      items: [
        item("mention.pebBrusselsClass", label, { ...explained("mention.pebBrusselsClassExplanation"), ...epcImage }),
        item(
          "mention.pebBrusselsCo2",
          unit(row.co2Emission, "unit.kgCo2M2Year"),
          explained("mention.pebBrusselsCo2Explanation"),
        ),
      ],
      floodSymbol: null,
    });
  } else {
    sections.push({
      id: "peb",
      title: m["mention.pebWalloniaTitle"],
      items: [
        item("mention.pebWalloniaLabel", label, { ...explained("mention.pebWalloniaLabelExplanation"), ...epcImage }),
        item("mention.pebWalloniaEspec", unit(row.energyPerformance, "unit.kwhM2Year")),
        item("mention.pebWalloniaEtotal", unit(row.energyTotal, "unit.kwhYear")),
        item("mention.pebWalloniaCode", text(row.epcCertificateNumber)),
      ],
      floodSymbol: null,
    });
  }

  const renovationNotice =
    region === "flanders" &&
    row.goal === 0 &&
    label !== null &&
    RENOVATION_LABELS.has(label) &&
    input.typeNames.some((name) => HOUSE_OR_APARTMENT.test(name.trim()))
      ? m["mention.renovationNotice"]
      : null;
  return { region, title: m["mention.title"], sections, renovationNotice };
}

/**
 * The listing's columns the mentions of its region show, so the detail groups do not repeat them
 * (each fact once on the page). `texts` stands for the planning designation (a text of the listing).
 */
const MENTIONED_COLUMNS: Readonly<Record<Region, readonly (keyof PropertyRow)[]>> = {
  flanders: [
    "energyPerformance",
    "epcLabel",
    "epcCertificateNumber",
    "floodScoreP",
    "floodScoreG",
    "hasBuildingPermit",
    "texts",
    "hasSummons",
    "hasJudicialDecision",
    "hasPreemptiveRight",
    "hasParcellingPermit",
  ],
  brussels: ["epcLabel", "co2Emission"],
  wallonia: ["epcLabel", "energyPerformance", "energyTotal", "epcCertificateNumber"],
};

/** The columns shown by a listing's mentions (none without mentions). */
export function mentionedColumns(mentions: RegionalMentions | null): ReadonlySet<keyof PropertyRow> {
  return new Set(mentions ? MENTIONED_COLUMNS[mentions.region] : []);
}

function floodScore(score: string | null): string | null {
  const normalised = score?.trim().toUpperCase() ?? "";
  return FLOOD_SCORE.test(normalised) ? normalised : null;
}

/**
 * "Any court or administrative enforcement measure or pending procedure": a summons or a judicial
 * decision on either flag makes it yes; both known and false make it no; otherwise it is unknown.
 */
function enforcement(row: Pick<PropertyRow, "hasSummons" | "hasJudicialDecision">): boolean | null {
  if (row.hasSummons === true || row.hasJudicialDecision === true) return true;
  if (row.hasSummons === false && row.hasJudicialDecision === false) return false;
  return null;
}
