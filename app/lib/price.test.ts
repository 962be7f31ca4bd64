import { describe, expect, it } from "vitest";
import { formatCurrency, formatListingPrice, type ListingPrice } from "./price.ts";

describe("formatCurrency", () => {
  it.each<[string, unknown, string]>([
    ["a round price", 325000, "€ 325.000"],
    ["four digits are grouped too", 1250, "€ 1.250"],
    ["three digits", 999, "€ 999"],
    ["millions", 1250000, "€ 1.250.000"],
    ["zero", 0, "€ 0"],
    ["cents are shown with two digits", 1250.5, "€ 1.250,50"],
    ["cents", 0.29, "€ 0,29"],
    ["cents are rounded", 1250.555, "€ 1.250,56"],
    ["a fraction that rounds to whole euros shows none", 1250.001, "€ 1.250"],
    ["a negative amount", -1250, "€ -1.250"],
    ["a tiny negative amount rounds to 0", -0.001, "€ 0"],
    ["a numeric string", "325000", "€ 325.000"],
    ["a numeric string with cents", "1250.5", "€ 1.250,50"],
    ["a numeric string with two decimals", "1250.55", "€ 1.250,55"],
    ["a numeric string with spaces", " 850 ", "€ 850"],
    ["a negative numeric string", "-5", "€ -5"],
    ["NaN", Number.NaN, "NaN"],
    ["Infinity", Number.POSITIVE_INFINITY, "NaN"],
    ["an empty string", "", "NaN"],
    ["a blank string", "  ", "NaN"],
    ["a Belgian-formatted string is ambiguous", "325.000,00", "NaN"],
    ["a decimal comma", "1250,5", "NaN"],
    ["an exponent", "1e3", "NaN"],
    ["hexadecimal", "0x10", "NaN"],
    ["text", "op aanvraag", "NaN"],
    ["null", null, "NaN"],
    ["undefined", undefined, "NaN"],
    ["a boolean", true, "NaN"],
    ["an object", { price: 1 }, "NaN"],
  ])("%s: %j → %j", (_case, value, expected) => expect(formatCurrency(value)).toBe(expected));
});

describe("formatListingPrice", () => {
  const options = {
    marqueeIgnoreList: ["Verkocht", "Verhuurd"],
    startingFrom: "Vanaf",
    priceOnRequest: "Prijs op aanvraag",
  };
  it.each<[string, ListingPrice, string | null]>([
    ["a plain price", { price: 325000 }, "€ 325.000"],
    ["a published price", { price: 325000, publishPrice: true }, "€ 325.000"],
    [
      "a marquee on the ignore list replaces the price",
      { price: 325000, marquee: 2, marqueeName: "Verkocht" },
      "Verkocht",
    ],
    [
      "… compared case-insensitively, shown trimmed",
      { price: 325000, marquee: 2, marqueeName: " verhuurd " },
      "verhuurd",
    ],
    [
      "… even when the price is not published",
      { price: 325000, publishPrice: false, marquee: 2, marqueeName: "Verkocht" },
      "Verkocht",
    ],
    ["… even without a valid price", { price: null, marquee: 2, marqueeName: "Verkocht" }, "Verkocht"],
    ["a marquee not on the list keeps the price", { price: 325000, marquee: 2, marqueeName: "Nieuw" }, "€ 325.000"],
    ["marquee 0 keeps the price", { price: 325000, marquee: 0, marqueeName: "Verkocht" }, "€ 325.000"],
    ["an unpublished price", { price: 325000, publishPrice: false }, "Prijs op aanvraag"],
    ["unit 7: starting from", { price: 325000, priceUnit: 7 }, "Vanaf € 325.000"],
    ["unit 7 ignores the unit text", { price: 325000, priceUnit: 7, priceUnitText: "€/maand" }, "Vanaf € 325.000"],
    ["a unit text loses its euro sign", { price: 850, priceUnit: 1, priceUnitText: "€/maand" }, "€ 850 /maand"],
    ["a unit text with spaces", { price: 850, priceUnit: 1, priceUnitText: " € per maand " }, "€ 850 per maand"],
    ["a unit text without euro sign", { price: 12, priceUnit: 3, priceUnitText: "/m²" }, "€ 12 /m²"],
    ["every euro sign is removed", { price: 12, priceUnit: 3, priceUnitText: "€/m² €" }, "€ 12 /m²"],
    ["a unit text that is only a euro sign", { price: 850, priceUnit: 1, priceUnitText: " € " }, "€ 850"],
    ["a blank unit text", { price: 850, priceUnit: 1, priceUnitText: "  " }, "€ 850"],
    ["no unit text", { price: 850, priceUnit: 1, priceUnitText: null }, "€ 850"],
    ["a numeric string price", { price: "1250.5" }, "€ 1.250,50"],
    ["no price gives nothing", { price: null }, null],
    ["an unreadable price gives nothing", { price: "op aanvraag" }, null],
    ["an unreadable price with unit 7 gives nothing", { price: "", priceUnit: 7 }, null],
  ])("%s", (_case, listing, expected) => expect(formatListingPrice(listing, options)).toBe(expected));
  const byValue = { ...options, marqueeIgnoreList: [3, "Verkocht"] };
  it.each<[string, ListingPrice, string | null]>([
    [
      "a Marquee value on the list shows the name",
      { price: 325000, marquee: 3, marqueeName: "Onder compromis" },
      "Onder compromis",
    ],
    [
      "a Marquee value on the list without a name keeps the price",
      { price: 325000, marquee: 3, marqueeName: null },
      "€ 325.000",
    ],
    [
      "a Marquee value not on the list keeps the price",
      { price: 325000, marquee: 2, marqueeName: "Nieuw" },
      "€ 325.000",
    ],
  ])("ignore list with numbers: %s", (_case, listing, expected) =>
    expect(formatListingPrice(listing, byValue)).toBe(expected),
  );
});
