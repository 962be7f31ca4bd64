import { describe, expect, it } from "vitest";
import { matchCities, matchPropertiesById } from "./search-match.ts";

const properties = [
  { id: 4100001 },
  { id: "4100002" },
  { id: 4200001 },
  { id: 41 },
  { id: 5 },
  { id: "R-77" },
  { id: "77-B" },
];

describe("matchPropertiesById", () => {
  it.each([
    ["4100001", [4100001]],
    [" 4100002 ", ["4100002"]],
    ["41000", [4100001, "4100002"]],
    ["41", [4100001, "4100002", 41]],
    ["4", [4100001, "4100002", 4200001, 41]],
    ["5", [5]],
    ["77", ["77-B"]],
    ["R-77", []],
    ["77-B", []],
    ["00001", []],
    ["100001", []],
    ["41000011", []],
    ["4100 001", []],
    ["#4100001", []],
    ["Huis", []],
    ["-5", []],
    ["4.1", []],
    ["", []],
    ["   ", []],
  ])("%j → %j", (query, ids) =>
    expect(matchPropertiesById(query, properties).map((property) => property.id)).toEqual(ids),
  );
});

const cities = [
  { name: "Dendermonde", zip: "9200" },
  { name: "Liège", zip: "4000" },
  { name: "Koksijde-Oostduinkerke", zip: "8670" },
  { name: "Sint-Niklaas", zip: "9100" },
  { name: "Buggenhout", zip: "9255" },
  { name: "Spa", zip: "4900" },
];

describe("matchCities", () => {
  it.each([
    ["Dendermonde", ["Dendermonde"]],
    ["dender", ["Dendermonde"]],
    ["DENDERMONDE", ["Dendermonde"]],
    ["9200", ["Dendermonde"]],
    ["92", ["Dendermonde", "Buggenhout"]],
    ["9", ["Dendermonde", "Sint-Niklaas", "Buggenhout"]],
    ["dendermonde 92", ["Dendermonde"]],
    ["liege", ["Liège"]],
    ["Liège", ["Liège"]],
    ["LIÈ", ["Liège"]],
    ["oostd", ["Koksijde-Oostduinkerke"]],
    ["koksijde oostduinkerke", ["Koksijde-Oostduinkerke"]],
    ["Koksijde-Oost", ["Koksijde-Oostduinkerke"]],
    ["sint niklaas", ["Sint-Niklaas"]],
    ["niklaas", ["Sint-Niklaas"]],
    ["s", ["Sint-Niklaas", "Spa"]],
    ["  spa  ", ["Spa"]],
    ["ksijde", []],
    ["ermonde", []],
    ["200", []],
    ["9200 dendermonde", []],
    ["gent", []],
    ["", []],
    ["   ", []],
    ["-", []],
  ])("%j → %j", (query, names) => expect(matchCities(query, cities).map((city) => city.name)).toEqual(names));
});
