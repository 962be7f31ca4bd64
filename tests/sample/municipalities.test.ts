import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MUNICIPALITIES, municipalitiesNamed, municipalitiesStartingWith, nameKeys } from "#app/lib/municipalities.ts";
import { buildMunicipalities } from "../../scripts/lib/municipality-sources.ts";

const folder = path.resolve(import.meta.dirname, "../../data/municipalities");
const source = (name: string) => fs.readFileSync(path.join(folder, "sources", name), "utf8");

describe("the municipality table (data/municipalities)", () => {
  it("is what scripts/build-municipalities.ts builds from its sources", () => {
    const built = buildMunicipalities({
      statbel: source("statbel-municipalities-2020.csv"),
      places: source("bpost-places-nis-2013.csv"),
      areaNames: source("libphonenumber-area-names.csv"),
    });
    expect(MUNICIPALITIES).toEqual(built);
  });

  it("holds all 581 municipalities, each with a Dutch and a French name and a postal code", () => {
    expect(MUNICIPALITIES).toHaveLength(581);
    expect(new Set(MUNICIPALITIES.map((m) => m.nis)).size).toBe(581);
    for (const m of MUNICIPALITIES) {
      expect(m.names.nl, m.nis).toBeTruthy();
      expect(m.names.fr, m.nis).toBeTruthy();
      expect(m.zips.length, m.nis).toBeGreaterThan(0);
      for (const zip of m.zips) expect(zip).toMatch(/^\d{4}$/);
    }
  });
});

describe("municipalitiesNamed: a name in any language", () => {
  it.each([
    ["Termonde", "Dendermonde", "9200"],
    ["Malines", "Mechelen", "2800"],
    ["Anvers", "Antwerpen", "2000"],
    ["Antwerp", "Antwerpen", "2000"],
    ["Gand", "Gent", "9000"],
    ["Ghent", "Gent", "9000"],
    ["Bruges", "Brugge", "8000"],
    ["Brügge", "Brugge", "8000"],
    ["Louvain", "Leuven", "3000"],
    ["Löwen", "Leuven", "3000"],
    ["Lüttich", "Luik", "4000"],
    ["luik", "Luik", "4000"],
    ["LIEGE", "Luik", "4000"],
    ["Mecheln", "Mechelen", "2800"],
    ["Namen", "Namen", "5000"],
    ["Bergen", "Bergen", "7000"],
    ["Doornik", "Doornik", "7500"],
    ["Tournai", "Doornik", "7500"],
    ["Sankt Vith", "Sankt Vith", "4780"],
    ["Saint-Vith", "Sankt Vith", "4780"],
    ["Dendermonde", "Dendermonde", "9200"],
  ])("%j is %s (%s)", (text, nl, zip) => {
    const [found, ...others] = municipalitiesNamed(text);
    expect(others).toEqual([]);
    expect(found?.names.nl).toBe(nl);
    expect(found?.zips).toContain(zip);
  });

  it.each(["", "   ", "Huis", "Parijs", "Termond"])("%j names none", (text) => {
    expect(municipalitiesNamed(text)).toEqual([]);
  });

  it("the keys of all its names: what a listing's city may be called", () => {
    expect(nameKeys(municipalitiesNamed("Termonde"))).toEqual(["dendermonde", "termonde"]);
    expect(nameKeys(municipalitiesNamed("Lüttich"))).toEqual(["luik", "liege", "luttich"]);
  });
});

describe("municipalitiesStartingWith: the quick search box's rule", () => {
  it("the start of a name, or of one of its words, in any language", () => {
    expect(municipalitiesStartingWith("term").map((m) => m.names.nl)).toEqual(["Dendermonde"]);
    expect(municipalitiesStartingWith("malin").map((m) => m.names.nl)).toEqual(["Mechelen"]);
    expect(municipalitiesStartingWith("vith").map((m) => m.names.nl)).toEqual(["Sankt Vith"]);
  });

  it("fewer than 3 characters name none; at most `limit`", () => {
    expect(municipalitiesStartingWith("te")).toEqual([]);
    expect(municipalitiesStartingWith("sint", { limit: 4 })).toHaveLength(4);
  });
});
