import { describe, expect, it } from "vitest";
import {
  MAP_MESSAGE_TYPE,
  MAP_READY_TYPE,
  isMapArea,
  isMapMessage,
  isMapReady,
  type MapMessage,
} from "./map-message.ts";

const marker = {
  id: 4100001,
  lat: 51.0157,
  lng: 4.2017,
  title: "Woning",
  price: "€ 339.000",
  url: "/nl/te-koop/buggenhout/woning/4100001/",
  marquee: null,
};
const valid: MapMessage = {
  type: MAP_MESSAGE_TYPE,
  mapType: "roadmap",
  markers: [marker],
  markerInfo: { price: true, title: true, link: "Bekijk dit pand" },
  customMarker: "map-pin",
  marqueeIgnoreList: ["Verkocht", 2],
};

describe("isMapMessage", () => {
  it("accepts the list page's message", () => {
    expect(isMapMessage(valid)).toBe(true);
    expect(isMapMessage({ ...valid, markers: [] })).toBe(true);
    expect(isMapMessage({ ...valid, markers: [{ ...marker, price: null, marquee: "Nieuw" }] })).toBe(true);
    expect(isMapMessage({ ...valid, marqueeIgnoreList: [] })).toBe(true);
    // a listing's own map: one pin, no link in its popup, no "search in this area"
    expect(isMapMessage({ ...valid, markerInfo: { ...valid.markerInfo, link: "" }, searchArea: false })).toBe(true);
    expect(isMapMessage({ ...valid, searchArea: true })).toBe(true);
    expect(
      isMapMessage({
        ...valid,
        markers: [
          { ...marker, lat: 90, lng: 180 },
          { ...marker, lat: -90, lng: -180 },
        ],
      }),
    ).toBe(true);
  });

  it.each([
    ["null", null],
    // Functions are objects with properties too; only plain data is accepted.
    ["a function carrying the fields", Object.assign(() => undefined, valid)],
    ["a marker that is a function", { ...valid, markers: [Object.assign(() => undefined, marker)] }],
    ["marker info that is a function", { ...valid, markerInfo: Object.assign(() => undefined, valid.markerInfo) }],
    ["a string", "listings"],
    ["another type", { ...valid, type: "other" }],
    ["another map type", { ...valid, mapType: "satellite" }],
    ["markers not a list", { ...valid, markers: {} }],
    ["a marker that is not an object", { ...valid, markers: [null] }],
    ["a marker id that is not an integer", { ...valid, markers: [{ ...marker, id: 1.5 }] }],
    ["a latitude out of range", { ...valid, markers: [{ ...marker, lat: 91 }] }],
    ["a latitude of -91", { ...valid, markers: [{ ...marker, lat: -91 }] }],
    ["a longitude out of range", { ...valid, markers: [{ ...marker, lng: 181 }] }],
    ["a longitude of -181", { ...valid, markers: [{ ...marker, lng: -181 }] }],
    ["a latitude that is not a number", { ...valid, markers: [{ ...marker, lat: "51" }] }],
    ["a longitude that is NaN", { ...valid, markers: [{ ...marker, lng: Number.NaN }] }],
    ["a title that is not text", { ...valid, markers: [{ ...marker, title: 5 }] }],
    ["a price that is a number", { ...valid, markers: [{ ...marker, price: 339000 }] }],
    ["a link to another site", { ...valid, markers: [{ ...marker, url: "https://evil.example/" }] }],
    ["a protocol-relative link", { ...valid, markers: [{ ...marker, url: "//evil.example/" }] }],
    ["a javascript: link", { ...valid, markers: [{ ...marker, url: "javascript:alert(1)" }] }],
    ["a marquee that is a number", { ...valid, markers: [{ ...marker, marquee: 2 }] }],
    ["no marker info", { ...valid, markerInfo: null }],
    ["marker info price not a boolean", { ...valid, markerInfo: { ...valid.markerInfo, price: "yes" } }],
    ["marker info title not a boolean", { ...valid, markerInfo: { ...valid.markerInfo, title: 1 } }],
    ["marker info link not text", { ...valid, markerInfo: { ...valid.markerInfo, link: null } }],
    ["a custom marker that is not text", { ...valid, customMarker: false }],
    ["an ignore list that is not a list", { ...valid, marqueeIgnoreList: "Verkocht" }],
    ["an ignore list with an object", { ...valid, marqueeIgnoreList: [{}] }],
    ["an ignore list with NaN", { ...valid, marqueeIgnoreList: [Number.NaN] }],
    ["a search-area flag that is not a boolean", { ...valid, searchArea: "no" }],
  ])("refuses %s", (_name, message) => {
    expect(isMapMessage(message)).toBe(false);
  });
});

describe("isMapReady", () => {
  it.each([
    [{ type: MAP_READY_TYPE }, true],
    [{ type: "agency-map:ready" }, true],
    [{ type: MAP_MESSAGE_TYPE }, false],
    [{ type: "ready" }, false],
    [{}, false],
    ["agency-map:ready", false],
    [null, false],
  ])("%j → %s", (value, expected) => {
    expect(isMapReady(value)).toBe(expected);
  });
});

describe("isMapArea", () => {
  it.each([
    ["the frame's answer", { type: "agency-map:search-area", bbox: "5.4,50.2,5.6,50.3" }, true],
    ["another type", { type: "agency-map:ready", bbox: "5.4,50.2,5.6,50.3" }, false],
    ["a bad box", { type: "agency-map:search-area", bbox: "5.6,50.2,5.4,50.3" }, false],
    ["a box as numbers", { type: "agency-map:search-area", bbox: [5.4, 50.2, 5.6, 50.3] }, false],
    ["no box", { type: "agency-map:search-area" }, false],
    ["null", null, false],
    ["a string", "agency-map:search-area", false],
  ])("%s → %s", (_name, value, expected) => {
    expect(isMapArea(value)).toBe(expected);
  });
});
