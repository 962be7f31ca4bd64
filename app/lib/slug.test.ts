import { describe, expect, it } from "vitest";
import { slugPath, slugify } from "./slug.ts";

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
