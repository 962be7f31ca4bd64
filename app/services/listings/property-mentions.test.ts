import { describe, expect, it } from "vitest";
import type { properties } from "#db/schema.ts";
import { getMessages } from "#app/i18n/translate.ts";
import { regionalMentions, type MentionInput } from "./property-mentions.server.ts";

type Row = typeof properties.$inferSelect;

const messages = getMessages("nl");
const input = (typeNames: string[] = ["Huis"]): MentionInput => ({
  typeNames,
  planningInformation: null,
  messages,
  fmt: { unit: (value, unit) => `${value} ${messages[unit]}`, flag: (value) => (value ? "Ja" : "Nee") },
});

/** A listing with only the fields the mentions read; the rest stays empty. */
function row(fields: Partial<Row>): Row {
  return {
    goal: 0,
    zip: "9200",
    countryId: 10,
    energyPerformance: null,
    epcLabel: null,
    epcCertificateNumber: null,
    energyTotal: null,
    co2Emission: null,
    floodScoreP: null,
    floodScoreG: null,
    hasBuildingPermit: null,
    hasSummons: null,
    hasJudicialDecision: null,
    hasPreemptiveRight: null,
    hasParcellingPermit: null,
    ...fields,
  } as Row;
}

const value = (mentions: ReturnType<typeof regionalMentions>, label: string) =>
  mentions?.sections.flatMap((s) => s.items).find((item) => item.label === label)?.value;

describe("which region's mentions", () => {
  it.each([
    { zip: "1050", countryId: 10, region: "brussels" },
    { zip: "4000", countryId: 10, region: "wallonia" },
    { zip: "1300", countryId: 10, region: "wallonia" },
    { zip: "9200", countryId: 10, region: "flanders" },
    { zip: "3000", countryId: null, region: "flanders" },
    { zip: "1050", countryId: 50, region: null }, // a Luxembourg postcode is not a Belgian one
    { zip: "75001", countryId: 10, region: null },
  ])("zip $zip in country $countryId → $region", ({ zip, countryId, region }) => {
    expect(regionalMentions(row({ zip, countryId }), input())?.region ?? null).toBe(region);
  });
});

describe("labels", () => {
  it.each([
    { label: "C", score: 245, expected: "C" },
    { label: null, score: 245, expected: "C" }, // the score gives the label
    { label: "PEB EN COURS", score: null, expected: "Nog niet gekend" },
    { label: null, score: null, expected: "Nog niet gekend" },
  ])("Flemish label $label with score $score → $expected", ({ label, score, expected }) => {
    expect(value(regionalMentions(row({ epcLabel: label, energyPerformance: score }), input()), "EPC-label")).toBe(
      expected,
    );
  });

  it("a Brussels score without a label gives the Brussels sub-class", () => {
    expect(value(regionalMentions(row({ zip: "1000", energyPerformance: 100 }), input()), "Energieklasse")).toBe("C+");
  });
});

describe("flood scores (Flanders)", () => {
  it.each([
    { p: "D", g: "A", symbol: true },
    { p: "a", g: "d", symbol: true },
    { p: "C", g: "C", symbol: false },
    { p: "E", g: null, symbol: false },
  ])("P $p, G $g → symbol $symbol", ({ p, g, symbol }) => {
    const flood = regionalMentions(row({ floodScoreP: p, floodScoreG: g }), input())!.sections.find(
      (s) => s.id === "flood",
    )!;
    expect(flood.floodSymbol !== null).toBe(symbol);
  });

  it("a score outside A–D is not yet known", () => {
    expect(value(regionalMentions(row({ floodScoreP: "E" }), input()), "P-score (perceel)")).toBe("Nog niet gekend");
  });
});

describe("enforcement mention (summons or judicial decision)", () => {
  it.each([
    { summons: true, decision: null, expected: "Ja" },
    { summons: null, decision: true, expected: "Ja" },
    { summons: false, decision: false, expected: "Nee" },
    { summons: false, decision: null, expected: "Nog niet gekend" },
    { summons: null, decision: null, expected: "Nog niet gekend" },
  ])("summons $summons, decision $decision → $expected", ({ summons, decision, expected }) => {
    const mentions = regionalMentions(row({ hasSummons: summons, hasJudicialDecision: decision }), input());
    expect(value(mentions, "Dagvaarding, rechterlijke beslissing of bestuurlijke maatregel")).toBe(expected);
  });
});

describe("renovation notice (Flanders, houses and apartments for sale labelled E or F)", () => {
  it.each([
    { types: ["Huis"], goal: 0, label: "E", zip: "9200", shown: true },
    { types: ["Appartement"], goal: 0, label: "F", zip: "9200", shown: true },
    { types: ["Maison", "House"], goal: 0, label: "E", zip: "9200", shown: true },
    { types: ["Studio"], goal: 0, label: "E", zip: "9200", shown: true },
    { types: ["Huis"], goal: 0, label: "D", zip: "9200", shown: false },
    { types: ["Huis"], goal: 1, label: "E", zip: "9200", shown: false },
    { types: ["Grond"], goal: 0, label: "E", zip: "9200", shown: false },
    { types: ["Vakantiewoningen"], goal: 0, label: "F", zip: "9200", shown: false },
    { types: ["Opbrengsteigendom"], goal: 0, label: "F", zip: "9200", shown: false },
    { types: ["Huis"], goal: 0, label: "E", zip: "4000", shown: false },
  ])("$types, goal $goal, label $label, zip $zip → $shown", ({ types, goal, label, zip, shown }) => {
    const mentions = regionalMentions(row({ goal, epcLabel: label, zip }), input(types));
    expect(mentions?.renovationNotice != null).toBe(shown);
  });
});
