import { describe, expect, it } from "vitest";
import { exactPosition, priceDerivedShown, publishedPrice, publishedStreet } from "./publication.ts";

describe("publication rules", () => {
  it.each([
    ["a published price", { publishPrice: true, price: 325000 }, 325000],
    ["a published listing without a price", { publishPrice: true, price: null }, null],
    ["an unpublished price", { publishPrice: false, price: 325000 }, null],
  ])("publishedPrice: %s", (_, listing, expected) => {
    expect(publishedPrice(listing)).toBe(expected);
  });

  it.each([
    ["published", { publishPrice: true }, true],
    ["not published", { publishPrice: false }, false],
  ])("priceDerivedShown: price %s", (_, listing, expected) => {
    expect(priceDerivedShown(listing)).toBe(expected);
  });

  it.each([
    ["a published address with coordinates", { publishAddress: true, lat: 51.01, lng: 4.2 }, { lat: 51.01, lng: 4.2 }],
    ["a published address without coordinates", { publishAddress: true, lat: null, lng: null }, null],
    ["a published address with half of them", { publishAddress: true, lat: 51.01, lng: null }, null],
    ["a hidden address with coordinates", { publishAddress: false, lat: 51.01, lng: 4.2 }, null],
  ])("exactPosition: %s", (_, listing, expected) => {
    expect(exactPosition(listing)).toEqual(expected);
  });

  it.each([
    ["published", true, "Kasteelstraat 12"],
    ["hidden", false, null],
  ])("publishedStreet: an address %s", (_, publishAddress, expected) => {
    expect(publishedStreet({ publishAddress }, () => "Kasteelstraat 12")).toBe(expected);
  });
});
