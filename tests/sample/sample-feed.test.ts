/**
 * The sample provider feed (data/sample/) must parse with the provider's raw schemas and hold
 * exactly the spec's sample counts (§9): 11 properties, 1 project, 10 property types, 6 cities.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  envelopeSchema,
  listValueSchema,
  rawCitySchema,
  rawProjectSchema,
  rawPropertySchema,
  rawPropertyTypeSchema,
} from "#app/providers/omnicasa/raw-types.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SAMPLE = path.join(ROOT, "data/sample");
const FEED = path.join(SAMPLE, "feed");
const LANGS = ["nl", "fr", "en", "de"] as const;

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, "utf8")) as unknown;
}

function readList<T extends z.ZodType>(file: string, method: string, item: T): z.infer<T>[] {
  const parsed = envelopeSchema(method, listValueSchema(item)).parse(readJson(path.join(FEED, file)));
  const result = parsed[`${method}JsonResult`];
  if (!result || !result.Success || !result.Value) throw new Error(`${file}: not a successful ${method} envelope`);
  const value = result.Value as { From?: number | null; To?: number | null; RowsCount: number; Items: z.infer<T>[] };
  expect(value.RowsCount, file).toBe(value.Items.length);
  expect(value.From, file).toBe(1);
  expect(value.To, file).toBe(value.Items.length);
  return value.Items;
}

const properties = Object.fromEntries(
  LANGS.map((l) => [l, readList(`GetPropertyList.${l}.json`, "GetPropertyList", rawPropertySchema)]),
);
const projects = Object.fromEntries(
  LANGS.map((l) => [l, readList(`GetProjectList.${l}.json`, "GetProjectList", rawProjectSchema)]),
);
const types = Object.fromEntries(
  LANGS.map((l) => [l, readList(`GetWebIDList.${l}.json`, "GetWebIDList", rawPropertyTypeSchema)]),
);
const saleCities = readList("GetCityListOfObjects.sale.json", "GetCityListOfObjects", rawCitySchema);
const rentCities = readList("GetCityListOfObjects.rent.json", "GetCityListOfObjects", rawCitySchema);

const nl = properties.nl ?? [];
const ids = (items: { ID: number | string }[]) => items.map((i) => String(i.ID)).sort();

/** `/sample/<path>` is served from data/sample/<path>. */
function sampleFile(url: string): string {
  expect(url.startsWith("/sample/"), url).toBe(true);
  return path.join(SAMPLE, url.slice("/sample/".length));
}

function region(zip: number): "brussels" | "wallonia" | "flanders" | null {
  if (zip >= 1000 && zip <= 1299) return "brussels";
  if ((zip >= 1300 && zip <= 1499) || (zip >= 4000 && zip <= 7999)) return "wallonia";
  if ((zip >= 1500 && zip <= 3999) || (zip >= 8000 && zip <= 9999)) return "flanders";
  return null;
}

/** Spec §9 EPC bands (upper bounds inclusive of the lower band). */
function expectedLabel(zip: number, ep: number): string | null {
  const r = region(zip);
  if (r === "flanders")
    return ep < 0
      ? "A+"
      : ep <= 100
        ? "A"
        : ep <= 200
          ? "B"
          : ep <= 300
            ? "C"
            : ep <= 400
              ? "D"
              : ep <= 500
                ? "E"
                : "F";
  if (r === "wallonia")
    return ep <= 0
      ? "A++"
      : ep <= 45
        ? "A+"
        : ep <= 85
          ? "A"
          : ep <= 170
            ? "B"
            : ep <= 255
              ? "C"
              : ep <= 340
                ? "D"
                : ep <= 425
                  ? "E"
                  : ep <= 510
                    ? "F"
                    : "G";
  return null;
}

describe("sample feed: properties", () => {
  it("holds the 11 properties of the spec in every language, with the same IDs", () => {
    expect(nl).toHaveLength(11);
    for (const lang of LANGS) {
      const items = properties[lang] ?? [];
      expect(ids(items), lang).toEqual(ids(nl));
      for (const p of items) expect(p.language, `${lang} ${p.ID}`).toBe(lang);
    }
  });

  it("keeps numbers and coordinates identical across languages", () => {
    const keys = [
      "Goal",
      "Status",
      "Marquee",
      "WebID",
      "WebIDs",
      "Zip",
      "City",
      "GoogleX",
      "GoogleY",
      "Price",
      "PriceUnit",
      "PublishPrice",
      "PublishAddress",
      "EnergyPerformance",
      "EPCLabelText",
    ] as const;
    for (const lang of LANGS) {
      for (const p of properties[lang] ?? []) {
        const ref = nl.find((q) => q.ID === p.ID);
        for (const k of keys) expect(p[k], `${lang} ${p.ID} ${k}`).toEqual(ref?.[k]);
        expect(
          p.XLargePictureItems?.map((x) => x.Url),
          `${lang} ${p.ID} pictures`,
        ).toEqual(ref?.XLargePictureItems?.map((x) => x.Url));
      }
    }
  });

  it("has 3 for sale (Buggenhout, Dendermonde, Lebbeke) and 8 holiday homes for rent (Beffe 5, Koksijde 1, Spa 2)", () => {
    const sale = nl.filter((p) => Number(p.Goal) === 0);
    const rent = nl.filter((p) => Number(p.Goal) !== 0);
    expect(sale.map((p) => `${p.Zip} ${p.City}`).sort()).toEqual([
      "9200 Dendermonde",
      "9255 Buggenhout",
      "9280 Lebbeke",
    ]);
    expect(rent).toHaveLength(8);
    const byZip = (zip: number) => rent.filter((p) => Number(p.Zip) === zip).length;
    expect(byZip(6987)).toBe(5);
    expect(byZip(8670)).toBe(1);
    expect(byZip(4900)).toBe(2);
    expect(rent.filter((p) => String(p.City).includes("Koksijde"))).toHaveLength(1);
    const holidayType = (types.nl ?? []).find((t) => t.Name === "Vakantiewoningen");
    for (const p of rent) expect(Number(p.WebID), String(p.ID)).toBe(Number(holidayType?.ID));
  });

  it("uses WebID/WebIDs that exist in the property types list", () => {
    const typeIds = new Set((types.nl ?? []).map((t) => String(t.ID)));
    for (const p of nl) {
      expect(typeIds.has(String(p.WebID)), String(p.ID)).toBe(true);
      const list = String(p.WebIDs).split(",");
      expect(list, String(p.ID)).toContain(String(p.WebID));
      for (const id of list) expect(typeIds.has(id), `${p.ID} WebIDs ${id}`).toBe(true);
    }
  });

  it("gives every listing coordinates in Belgium near its town", () => {
    const towns: Record<number, [number, number]> = {
      9255: [51.015, 4.201],
      9200: [51.028, 4.101],
      9280: [50.999, 4.134],
      6987: [50.248, 5.496],
      8670: [51.115, 2.678],
      4900: [50.492, 5.864],
    };
    for (const p of nl) {
      const lat = Number(p.GoogleX);
      const lon = Number(p.GoogleY);
      const town = towns[Number(p.Zip)];
      expect(town, String(p.ID)).toBeDefined();
      expect(Math.abs(lat - (town?.[0] ?? 0)), `${p.ID} latitude`).toBeLessThan(0.02);
      expect(Math.abs(lon - (town?.[1] ?? 0)), `${p.ID} longitude`).toBeLessThan(0.03);
      expect(Number(p.CountryID)).toBe(10);
    }
  });

  it("covers the display cases: price on request, hidden address, sold marquee, 'starting from', per week and per night", () => {
    expect(nl.some((p) => p.PublishPrice === false)).toBe(true);
    expect(nl.some((p) => p.PublishAddress === false)).toBe(true);
    const sold = nl.find((p) => Number(p.Marquee) === 2);
    expect(sold?.MarqueeName).toBe("Verkocht");
    expect(Number(sold?.Status)).toBe(2);
    expect(nl.some((p) => Number(p.Marquee) !== 0 && Number(p.Marquee) !== 2 && p.MarqueeName)).toBe(true);
    expect(nl.filter((p) => Number(p.PriceUnit) === 7).every((p) => Number(p.Goal) === 0)).toBe(true);
    expect(nl.some((p) => Number(p.PriceUnit) === 7)).toBe(true);
    const rentUnits = new Set(nl.filter((p) => Number(p.Goal) !== 0).map((p) => p.PriceUnitText));
    expect(rentUnits).toEqual(new Set(["/ week", "/ nacht"]));
    expect(nl.some((p) => String(p.CreatedDate).startsWith("/Date("))).toBe(true);
  });

  it("labels each EPC score with the band of its region, and uses several bands", () => {
    for (const p of nl) {
      const expected = expectedLabel(Number(p.Zip), Number(p.EnergyPerformance));
      expect(p.EPCLabelText, String(p.ID)).toBe(expected);
      expect(p.EPCCertificateNumber, String(p.ID)).toBeTruthy();
      if (region(Number(p.Zip)) === "flanders") {
        expect(p.EPCCertificateNumber, String(p.ID)).toMatch(/^\d{8}-\d{10}-RES-\d$/);
        expect(p.FloodScoreP, String(p.ID)).toMatch(/^[A-D]$/);
        expect(p.FloodScoreG, String(p.ID)).toMatch(/^[A-D]$/);
      } else {
        expect(p.EnergyTotal, `${p.ID} Etotal`).toBeTruthy();
      }
    }
    expect(new Set(nl.map((p) => p.EPCLabelText)).size).toBeGreaterThanOrEqual(7);
    expect(
      nl.some((p) => region(Number(p.Zip)) === "flanders" && (p.FloodScoreP === "D" || p.FloodScoreG === "D")),
    ).toBe(true);
    // the renovation notice applies to a house for sale labelled E or F
    expect(nl.some((p) => Number(p.Goal) === 0 && ["E", "F"].includes(String(p.EPCLabelText)))).toBe(true);
  });

  it("has texts in nl, fr and en and empty listing content in de", () => {
    for (const lang of ["nl", "fr", "en"] as const) {
      for (const p of properties[lang] ?? []) {
        expect(String(p.Title).length, `${lang} ${p.ID} title`).toBeGreaterThanOrEqual(40);
        expect(String(p.Title).length, `${lang} ${p.ID} title`).toBeLessThanOrEqual(70);
        expect(String(p.DescriptionA).length, `${lang} ${p.ID} description`).toBeGreaterThanOrEqual(600);
        expect(String(p.DescriptionA).length, `${lang} ${p.ID} description`).toBeLessThanOrEqual(1500);
        expect(p.DescriptionB, `${lang} ${p.ID}`).toBeTruthy();
      }
    }
    for (const p of properties.de ?? []) {
      expect(p.Title, String(p.ID)).toBe("");
      expect(p.DescriptionA, String(p.ID)).toBe("");
      expect(p.DescriptionB, String(p.ID)).toBe("");
      expect(p.TypeDescription, String(p.ID)).toBeTruthy();
    }
  });

  it("points every picture and document at an existing file", () => {
    for (const lang of LANGS) {
      for (const p of properties[lang] ?? []) {
        const pictures = p.XLargePictureItems ?? [];
        const count = pictures.length;
        if (Number(p.Goal) === 0) expect(count, String(p.ID)).toBeGreaterThanOrEqual(4);
        else expect(count, String(p.ID)).toBeGreaterThanOrEqual(3);
        expect(p.SmallPictureItem?.Url).toBe(pictures[0]?.Url);
        expect(p.XLargePictureItem?.Url).toBe(pictures[0]?.Url);
        for (const pic of pictures) expect(existsSync(sampleFile(pic.Url)), pic.Url).toBe(true);
        for (const d of p.Documents ?? []) expect(existsSync(sampleFile(d.Url)), d.Url).toBe(true);
      }
      for (const project of projects[lang] ?? []) {
        for (const pic of project.XLargePictureItems ?? []) expect(existsSync(sampleFile(pic.Url)), pic.Url).toBe(true);
        for (const d of project.Documents ?? []) expect(existsSync(sampleFile(d.Url)), d.Url).toBe(true);
      }
    }
  });

  it("gives the sale listings an EPC certificate, and an asbestos certificate when built before 2001", () => {
    for (const p of nl.filter((q) => Number(q.Goal) === 0)) {
      const kinds = (p.Documents ?? []).map((d) => d.TypeName);
      expect(kinds, String(p.ID)).toContain("epc");
      if (Number(p.ConstructionYear) < 2001) {
        expect(kinds, String(p.ID)).toContain("asbestos");
        expect(p.AsbestosCertificateType, String(p.ID)).toBeTruthy();
      }
    }
  });

  it("ships real JPEG pictures and PDF documents within the size budget", () => {
    const urls = new Set<string>();
    for (const p of nl) for (const pic of p.XLargePictureItems ?? []) urls.add(pic.Url);
    for (const project of projects.nl ?? []) for (const pic of project.XLargePictureItems ?? []) urls.add(pic.Url);
    let total = 0;
    for (const url of urls) {
      const file = sampleFile(url);
      const head = readFileSync(file).subarray(0, 3);
      expect([...head], url).toEqual([0xff, 0xd8, 0xff]);
      total += statSync(file).size;
    }
    expect(total).toBeLessThan(4 * 1024 * 1024);
    const docs = new Set<string>();
    for (const p of nl) for (const d of p.Documents ?? []) docs.add(d.Url);
    for (const project of projects.nl ?? []) for (const d of project.Documents ?? []) docs.add(d.Url);
    for (const url of docs) {
      const buf = readFileSync(sampleFile(url));
      expect(buf.subarray(0, 8).toString("latin1"), url).toBe("%PDF-1.4");
      expect(buf.length, url).toBeLessThan(5 * 1024);
    }
  });
});

describe("sample feed: project, types and cities", () => {
  it("holds one new-build project with units, in every language", () => {
    for (const lang of LANGS) {
      const list = projects[lang] ?? [];
      expect(list, lang).toHaveLength(1);
      const project = list[0];
      expect(project?.language).toBe(lang);
      expect(project?.Name).toBe("Residentie De Schelde");
      expect(Number(project?.Zip)).toBe(9200);
      expect(project?.GoogleX).toBeTruthy();
      const units = project?.Units ?? [];
      expect(units.length).toBeGreaterThanOrEqual(6);
      expect(units.filter((u) => u.StatusName === "sold").length).toBeGreaterThanOrEqual(2);
      for (const u of units) expect(["available", "option", "sold"]).toContain(u.StatusName);
      const prices = units.map((u) => Number(u.Price));
      expect(Number(project?.PriceFrom)).toBe(Math.min(...prices));
      expect(Number(project?.PriceTo)).toBe(Math.max(...prices));
      if (lang === "de") {
        expect(project?.Description).toBe("");
        expect(project?.PricesAndPlanning).toBe("");
      } else {
        expect(project?.Description).toBeTruthy();
      }
    }
    const nlIds = ids(projects.nl ?? []);
    for (const lang of LANGS) expect(ids(projects[lang] ?? [])).toEqual(nlIds);
  });

  it("lists the 10 property types of the spec in order, for sale and rent", () => {
    const names = (types.nl ?? [])
      .slice()
      .sort((a, b) => Number(a.ShowOrder) - Number(b.ShowOrder))
      .map((t) => t.Name);
    expect(names).toEqual([
      "Huis",
      "Appartement",
      "Studio",
      "Grond",
      "Opbrengsteigendom",
      "Commercieel",
      "Industrieel",
      "Kantoren",
      "Garage/Parking",
      "Vakantiewoningen",
    ]);
    for (const lang of LANGS) {
      const list = types[lang] ?? [];
      expect(list, lang).toHaveLength(10);
      expect(ids(list)).toEqual(ids(types.nl ?? []));
      for (const t of list) {
        expect(t.Sale).toBe(true);
        expect(t.Rent).toBe(true);
        expect([1, 2, 3, 4, 5, 6, 7]).toContain(Number(t.WebID));
      }
    }
  });

  it("lists the 6 cities with counts that match the properties", () => {
    expect(saleCities.map((c) => c.Name).sort()).toEqual(["Buggenhout", "Dendermonde", "Lebbeke"]);
    expect(rentCities.map((c) => c.Name).sort()).toEqual(["Beffe", "Koksijde-Oostduinkerke", "Spa"]);
    const count = (goalSale: boolean, zip: number) =>
      nl.filter((p) => (Number(p.Goal) === 0) === goalSale && Number(p.Zip) === zip).length;
    for (const c of saleCities) expect(Number(c.PropertyCount), c.Name).toBe(count(true, Number(c.Zip)));
    for (const c of rentCities) expect(Number(c.PropertyCount), c.Name).toBe(count(false, Number(c.Zip)));
    for (const c of [...saleCities, ...rentCities]) {
      expect(Number(c.CountryID)).toBe(10);
      expect(c.CountryName).toBe("België");
      expect(c.GoogleX).toBeTruthy();
      expect(c.GoogleY).toBeTruthy();
    }
    // every listing's city is in the matching list
    for (const p of nl) {
      const list = Number(p.Goal) === 0 ? saleCities : rentCities;
      expect(
        list.some((c) => c.Name === p.City && Number(c.Zip) === Number(p.Zip)),
        `${p.ID} ${p.City}`,
      ).toBe(true);
    }
  });
});

describe("sample testimonials and owners", () => {
  type Testimonial = {
    slug: string;
    name: string;
    about: string;
    website: string | null;
    comment: string;
    lang: string;
    date: string;
    rating: number;
    poster: string;
  };
  const testimonials = readJson(path.join(SAMPLE, "testimonials.json")) as Testimonial[];

  it("has about 25 testimonials with unique, clean slugs", () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(20);
    const slugs = testimonials.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const t of testimonials) {
      expect(t.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(["nl", "fr", "en"]).toContain(t.lang);
      expect(["seller", "buyer", "tenant", "landlord"]).toContain(t.poster);
      expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(t.comment.length).toBeGreaterThanOrEqual(150);
      expect(t.comment.length).toBeLessThanOrEqual(500);
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
    }
  });

  it("has a demo owner of an existing property", () => {
    const owners = readJson(path.join(SAMPLE, "owners.json")) as { email: string; propertyIds: number[] }[];
    expect(owners).toHaveLength(1);
    for (const id of owners[0]?.propertyIds ?? []) expect(nl.some((p) => Number(p.ID) === id)).toBe(true);
    expect(nl.find((p) => Number(p.ID) === owners[0]?.propertyIds[0])?.City).toBe("Buggenhout");
  });
});
