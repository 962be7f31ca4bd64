import { describe, expect, it } from "vitest";
import { INT4_MAX, LIST_LIMITS } from "#app/lib/record-bounds.ts";
import {
  boundCity,
  boundProject,
  boundProperty,
  boundPropertyType,
  boundSkip,
  columnKinds,
} from "./catalogue-bounds.ts";
import type { PictureRecord, ProjectRecord, PropertyRecord } from "./catalogue.ts";
import { properties } from "#db/schema.ts";

const property: PropertyRecord = {
  id: 4100001,
  goal: 0,
  zip: "9200",
  city: "Dendermonde",
  price: 325_000,
  surfaceLiving: 180.5,
  webIds: [1, 2],
  providerUpdatedAt: new Date("2026-11-20T10:00:00Z"),
  epcValidUntil: "2030-01-01",
  virtualTourUrl: "https://tour.example/1",
  texts: { nl: { title: "Villa", description: "Lijn 1\nLijn 2" } },
  pictures: [{ url: "https://x.be/1.jpg", width: 800, height: 600, caption: { nl: "Gevel" } }],
  documents: [{ kind: "epc", url: "https://x.be/epc.pdf", name: { nl: "EPC" } }],
};

const reasonOf = (result: ReturnType<typeof boundProperty>) => ("reason" in result ? result.reason : null);
const recordOf = <T>(result: { record: T } | { reason: string }): T => {
  if ("reason" in result) throw new Error(result.reason);
  return result.record;
};

describe("columnKinds (read from db/schema.ts)", () => {
  it("knows each column's kind", () => {
    const kinds = columnKinds(properties);
    expect(kinds.price).toEqual({ kind: "integer", notNull: false });
    expect(kinds.surfaceLiving?.kind).toBe("double");
    expect(kinds.zip).toEqual({ kind: "text", notNull: true });
    expect(kinds.webIds?.kind).toBe("integer[]");
    expect(kinds.providerUpdatedAt?.kind).toBe("timestamp");
    expect(kinds.epcValidUntil?.kind).toBe("date");
    expect(kinds.texts?.kind).toBe("json");
  });
});

describe("boundProperty", () => {
  it.each<[string, Partial<PropertyRecord>, string | null]>([
    ["a sound record", {}, null],
    [
      "a price past the integer column",
      { price: 99_999_999_999 },
      "price: 99999999999 is not a whole number from -2147483648 to 2147483647",
    ],
    ["the largest integer", { price: INT4_MAX }, null],
    [
      "a negative id past the range",
      { id: -3_000_000_000 },
      "id: -3000000000 is not a whole number from -2147483648 to 2147483647",
    ],
    ["a bedroom count of 2.5", { bedrooms: 2.5 }, "bedrooms: 2.5 is not a whole number from -2147483648 to 2147483647"],
    [
      "an infinite surface",
      { surfaceLiving: Number.POSITIVE_INFINITY },
      "surfaceLiving: Infinity is not a finite number",
    ],
    [
      "a type id past the range",
      { webIds: [1, 3e10] },
      "webIds: 30000000000 is not a whole number from -2147483648 to 2147483647",
    ],
    [
      "a date in year 30000",
      { providerUpdatedAt: new Date(Date.UTC(30_000, 0, 1)) },
      "providerUpdatedAt: an invalid date is not a time between the years 1 and 9999",
    ],
    ["a zip of control characters only", { zip: "\u0000\u0001" }, "zip is empty"],
  ])("%s", (_name, changes, reason) => expect(reasonOf(boundProperty({ ...property, ...changes }))).toBe(reason));

  it("strips NUL and other control characters, keeping the description's line breaks", () => {
    const record = recordOf(
      boundProperty({
        ...property,
        city: "Dender\u0000monde",
        texts: { nl: { title: "Villa\u0000\ntuin", description: "Lijn 1\u0000\r\nLijn 2\tx" } },
      }),
    );
    expect(record.city).toBe("Dendermonde");
    expect(record.texts.nl).toEqual({ title: "Villa tuin", description: "Lijn 1\nLijn 2\tx" });
  });

  it("caps the title at 300 and the description at 20,000 characters", () => {
    const record = recordOf(
      boundProperty({
        ...property,
        texts: {
          fr: {
            title: "Villa ".repeat(1_000_000),
            description: "a".repeat(50_000),
            typeDescription: "b".repeat(5_000),
          },
        },
      }),
    );
    expect(record.texts.fr!.title!.length).toBeLessThanOrEqual(300);
    expect(record.texts.fr!.description!.length).toBeLessThanOrEqual(20_000);
    expect(record.texts.fr!.typeDescription!.length).toBeLessThanOrEqual(300);
  });

  it("drops a link past 2,000 characters rather than cutting it", () => {
    const long = `https://tour.example/${"x".repeat(2_000)}`;
    const record = recordOf(
      boundProperty({
        ...property,
        virtualTourUrl: long,
        pictures: [{ url: long, width: 1, height: 1, caption: {} }, ...property.pictures],
        documents: [{ kind: "plan", url: long, name: {} }],
      }),
    );
    expect(record.virtualTourUrl).toBeNull();
    expect(record.pictures.map((p) => p.url)).toEqual(["https://x.be/1.jpg"]);
    expect(record.documents).toEqual([]);
  });

  it("keeps the first 100 pictures and 50 documents; a picture's size out of range becomes unknown", () => {
    const pictures: PictureRecord[] = Array.from({ length: 5_000 }, (_, i) => ({
      url: `https://x.be/${i}.jpg`,
      width: i === 0 ? 1e12 : 800,
      height: 600,
      caption: {},
    }));
    const documents = Array.from({ length: 500 }, (_, i) => ({ kind: "plan", url: `https://x.be/${i}.pdf`, name: {} }));
    const record = recordOf(boundProperty({ ...property, pictures, documents }));
    expect(record.pictures).toHaveLength(LIST_LIMITS.pictures);
    expect(record.pictures[0]).toMatchObject({ url: "https://x.be/0.jpg", width: null, height: 600 });
    expect(record.documents).toHaveLength(LIST_LIMITS.documents);
  });
});

const project: ProjectRecord = {
  id: 4100500,
  goal: 0,
  name: { nl: "Residentie" },
  description: {},
  pricesAndPlanning: {},
  delivery: {},
  webId: null,
  webIdName: null,
  projectWebId: null,
  externalWeb: null,
  publicAddress: true,
  street: null,
  houseNumber: null,
  boxNr: null,
  zip: "9200",
  city: "Dendermonde",
  countryId: 1,
  countryName: null,
  lat: null,
  lng: null,
  priceFrom: 200_000,
  priceTo: 400_000,
  constructions: [{ name: {}, description: {}, date: "31/12/2026" }],
  units: [{ id: 1, name: "A1", floor: 0, bedrooms: 2, surfaceLiving: 80, price: 250_000, status: "available" }],
  pictures: [],
  documents: [],
  providerUpdatedAt: null,
};

describe("boundProject", () => {
  it.each<[string, Partial<ProjectRecord>, string | null]>([
    ["a sound project", {}, null],
    [
      "a price past the integer column",
      { priceTo: 1e11 },
      "priceTo: 100000000000 is not a whole number from -2147483648 to 2147483647",
    ],
    [
      "a unit's price past the integer column",
      { units: [{ ...project.units[0]!, price: 1e11 }] },
      "unit 1: price: 100000000000 is not a whole number from -2147483648 to 2147483647",
    ],
  ])("%s", (_name, changes, reason) => {
    const result = boundProject({ ...project, ...changes });
    expect("reason" in result ? result.reason : null).toBe(reason);
  });

  it("cleans the texts, and a construction date that is not a date becomes unknown", () => {
    const record = recordOf(boundProject({ ...project, name: { nl: "Resi\u0000dentie", fr: "\u0000" } }));
    expect(record.name).toEqual({ nl: "Residentie" });
    expect(record.constructions[0]!.date).toBeNull();
  });
});

describe("boundPropertyType, boundCity, boundSkip", () => {
  it("skips a type whose id is past the range", () => {
    expect(
      boundPropertyType({ id: 1e10, webId: 2, name: { nl: "Huis" }, showOrder: 0, sale: true, rent: true }),
    ).toEqual({ reason: "id: 10000000000 is not a whole number from -2147483648 to 2147483647" });
  });

  it.each([
    [
      "a sound city",
      { name: "Gent", zip: "9000", countryId: 1, countryName: "België", lat: 51.05, lng: 3.72 },
      { name: "Gent", zip: "9000", countryId: 1, countryName: "België", lat: 51.05, lng: 3.72 },
    ],
    [
      "numbers out of range dropped",
      { name: "Gent\u0000", zip: "9000", countryId: 1e12, countryName: null, lat: Number.NaN, lng: 3.72 },
      { name: "Gent", zip: "9000", countryId: null, countryName: null, lat: null, lng: 3.72 },
    ],
    ["no name left", { name: "\u0000", zip: "9000", countryId: null, countryName: null, lat: null, lng: null }, null],
  ])("%s", (_name, city, expected) => expect(boundCity(city)).toEqual(expected));

  it("keeps a skip storable", () => {
    const skip = boundSkip({ id: "4\u00001".repeat(1_000), reason: `bad\u0000 ${"x".repeat(5_000)}` });
    expect(skip.id.length).toBeLessThanOrEqual(100);
    expect(skip.reason.length).toBeLessThanOrEqual(1_000);
    expect(JSON.stringify(skip)).not.toContain("\\u0000");
  });
});
