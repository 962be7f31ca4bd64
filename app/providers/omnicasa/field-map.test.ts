import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  COERCIONS,
  mapPropertyColumns,
  mapPropertyTexts,
  mappingTablesMarkdown,
  PROPERTY_FIELDS,
  UnusableRecordError,
} from "./field-map.ts";
import { MAPPING_DOC, replaceGeneratedSection } from "./mapping-doc.ts";
import type { RawProperty } from "./raw-types.ts";

const minimal: RawProperty = { ID: 4100001, Goal: 0, Zip: "9255", City: "Buggenhout" };

describe("the property mapping table", () => {
  it("maps each provider field once and fills each column once", () => {
    const fields = PROPERTY_FIELDS.map(([field]) => field);
    const columns = PROPERTY_FIELDS.map(([, column]) => column);
    expect(new Set(fields).size).toBe(fields.length);
    expect(new Set(columns).size).toBe(columns.length);
    for (const [, , coercion] of PROPERTY_FIELDS) expect(COERCIONS).toHaveProperty([coercion]);
  });

  it.each<[string, Partial<RawProperty>, Record<string, unknown>]>([
    [
      "string numbers",
      { Price: "325000", SurfaceLiving: "165,5", NumberOfBedRooms: "3" },
      { price: 325000, surfaceLiving: 165.5, bedrooms: 3 },
    ],
    [
      "/Date()/ dates",
      { CreatedDate: "/Date(1761639164000+0100)/", LastChangedDate: "2026-11-18 16:05:10" },
      { providerCreatedAt: new Date(1761639164000), providerUpdatedAt: new Date("2026-11-18T15:05:10Z") },
    ],
    [
      "calendar days",
      { EPCValidUntil: "/Date(2051996400000+0100)/", AvailableFrom: "2026-12-01" },
      { epcValidUntil: "2035-01-10", availableFrom: "2026-12-01" },
    ],
    [
      "PublishPrice and PublishAddress as 0/1",
      { PublishPrice: "0", PublishAddress: 0 },
      { publishPrice: false, publishAddress: false },
    ],
    ["PublishPrice and PublishAddress missing: shown", {}, { publishPrice: true, publishAddress: true }],
    [
      "PublishPrice as a word",
      { PublishPrice: "nee", PublishAddress: "ja" },
      { publishPrice: false, publishAddress: true },
    ],
    ["Status → availability", { Status: "2" }, { availability: "sold" }],
    ["rented", { Status: 4 }, { availability: "rented" }],
    ["WebIDs comma-joined", { WebID: 1, WebIDs: "1, 4,x" }, { webId: 1, webIds: [1, 4] }],
    ["WebIDs empty: the WebID", { WebID: "2", WebIDs: "" }, { webId: 2, webIds: [2] }],
    ["flood scores upper-cased", { FloodScoreP: "d", EPCLabelText: "a+" }, { floodScoreP: "D", epcLabel: "A+" }],
    ["Marquee missing: 0", {}, { marquee: 0 }],
    ["coordinates", { GoogleX: "51.01402", GoogleY: 4.20487 }, { lat: 51.01402, lng: 4.20487 }],
    [
      "junk becomes null, never NaN",
      { Price: "op aanvraag", HasGarden: "misschien", ConstructionYear: "" },
      { price: null, hasGarden: null, constructionYear: null },
    ],
  ])("%s", (_name, raw, expected) => {
    expect(mapPropertyColumns({ ...minimal, ...raw })).toMatchObject(expected);
  });

  it.each<[Partial<RawProperty>, string]>([
    [{ ID: null as unknown as number }, "missing ID"],
    [{ ID: "abc" }, 'invalid ID "abc"'],
    [{ ID: 0 }, "invalid ID 0"],
    [{ Goal: null }, "missing Goal"],
    [{ Zip: "" }, "missing Zip"],
    [{ City: "  " }, 'invalid City "  "'],
  ])("%j makes the record unusable: %s", (raw, reason) => {
    expect(() => mapPropertyColumns({ ...minimal, ...raw })).toThrow(UnusableRecordError);
    expect(() => mapPropertyColumns({ ...minimal, ...raw })).toThrow(reason);
  });

  it("keeps each language's texts, without the empty ones", () => {
    expect(mapPropertyTexts({ ...minimal, Title: " Villa ", DescriptionA: "", TypeDescription: "Huis" })).toEqual({
      title: "Villa",
      typeDescription: "Huis",
    });
  });
});

describe(MAPPING_DOC, () => {
  it("shows exactly the tables of field-map.ts (else run `npx tsx scripts/write-mapping-doc.ts`)", () => {
    const document = fs.readFileSync(path.resolve(import.meta.dirname, "../../..", MAPPING_DOC), "utf8");
    expect(replaceGeneratedSection(document, mappingTablesMarkdown())).toBe(document);
  });
});
