import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH, slugPath, slugify } from "./slug.ts";

describe("slugify", () => {
  it.each([
    ["Koksijde-Oostduinkerke", "koksijde-oostduinkerke"],
    ["Onze diensten", "onze-diensten"],
    ["  Verkopen  ", "verkopen"],
    ["Rue de l'Église 5", "rue-de-l-eglise-5"],
    ["Rue de l’Église 5", "rue-de-l-eglise-5"],
    ["Ça & là", "ca-la"],
    ["Garage/Parking", "garage-parking"],
    ["Huis -- tuin", "huis-tuin"],
    ["--Nieuw!--", "nieuw"],
    ["Wat kost het?", "wat-kost-het"],
    ["Straße", "strasse"],
    ["STRASSE", "strasse"],
    ["Œuvre d'Æsop", "oeuvre-d-aesop"],
    ["Ørsted", "orsted"],
    ["Français Überall Ñandú", "francais-uberall-nandu"],
    ["Appartement 2 slaapkamers", "appartement-2-slaapkamers"],
    ["!?", ""],
    ["", ""],
  ])("%j → %j", (name, slug) => expect(slugify(name)).toBe(slug));

  // Capped at SLUG_MAX_LENGTH (80) after the last whole word that fits.
  it.each([
    ["a".repeat(80), "a".repeat(80)],
    [`${"a".repeat(79)} b`, "a".repeat(79)],
    [`${"a".repeat(78)} bc`, "a".repeat(78)],
    [`${"a".repeat(75)} bcde fgh`, `${"a".repeat(75)}-bcde`],
    ["a".repeat(200), "a".repeat(80)],
    [
      "Prachtige villa met zicht op zee ".repeat(10_000),
      "prachtige-villa-met-zicht-op-zee-prachtige-villa-met-zicht-op-zee-prachtige",
    ],
    [`${"é".repeat(85)}`, "e".repeat(80)],
  ])("%j → %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(slugify(name).length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
  });

  it("takes another limit", () => expect(slugify("een twee drie", 9)).toBe("een-twee"));
});

describe("slugPath", () => {
  it.each([
    [["Onze diensten", "Verkopen"], "onze-diensten/verkopen/"],
    [["Onze diensten"], "onze-diensten/"],
    [["Onze diensten", "  ", "Verkopen"], "onze-diensten/verkopen/"],
    [["Onze diensten", "?!", "Schatting"], "onze-diensten/schatting/"],
    [["", "Verhuren"], "verhuren/"],
    [["", "!"], ""],
    [[], ""],
  ])("%j → %j", (names, path) => expect(slugPath(names)).toBe(path));
});
