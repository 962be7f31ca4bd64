import { describe, expect, it } from "vitest";
import { clampBbox, formatBbox, inBbox, parseBbox } from "./map-bounds.ts";

describe("parseBbox", () => {
  it.each([
    ["Beffe and around", "5.4,50.2,5.6,50.3", { minLng: 5.4, minLat: 50.2, maxLng: 5.6, maxLat: 50.3 }],
    ["spaces around the numbers", " 5.4, 50.2 ,5.6 , 50.3", { minLng: 5.4, minLat: 50.2, maxLng: 5.6, maxLat: 50.3 }],
    ["negative longitudes", "-1.5,50,2.25,51", { minLng: -1.5, minLat: 50, maxLng: 2.25, maxLat: 51 }],
    ["the whole world", "-180,-90,180,90", { minLng: -180, minLat: -90, maxLng: 180, maxLat: 90 }],
  ])("reads %s", (_name, raw, bbox) => {
    expect(parseBbox(raw)).toEqual(bbox);
  });

  it.each([
    ["nothing", null],
    ["an empty value", ""],
    ["three numbers", "5.4,50.2,5.6"],
    ["five numbers", "5.4,50.2,5.6,50.3,1"],
    ["a word", "5.4,north,5.6,50.3"],
    ["an empty item", "5.4,,5.6,50.3"],
    ["an exponent", "5e0,50.2,5.6,50.3"],
    ["Infinity", "Infinity,50.2,5.6,50.3"],
    ["a hexadecimal number", "0x5,50.2,5.6,50.3"],
    ["a longitude past 180", "5.4,50.2,180.5,50.3"],
    ["a latitude past 90", "5.4,50.2,5.6,90.1"],
    ["a latitude below -90", "5.4,-91,5.6,50.3"],
    ["min longitude above max (the antimeridian)", "5.6,50.2,5.4,50.3"],
    ["min latitude above max", "5.4,50.3,5.6,50.2"],
    ["an empty box", "5.4,50.2,5.4,50.3"],
    ["too many decimals", "5.4000000000001,50.2,5.6,50.3"],
    ["semicolons", "5.4;50.2;5.6;50.3"],
  ])("refuses %s", (_name, raw) => {
    expect(parseBbox(raw)).toBeNull();
  });
});

describe("formatBbox", () => {
  it("rounds outwards to five decimals, and parseBbox reads it back", () => {
    const text = formatBbox({
      minLng: 5.123456,
      minLat: 50.987654,
      maxLng: 5.200001,
      maxLat: 51.000004,
    });
    expect(text).toBe("5.12345,50.98765,5.20001,51.00001");
    expect(parseBbox(text)).toEqual({
      minLng: 5.12345,
      minLat: 50.98765,
      maxLng: 5.20001,
      maxLat: 51.00001,
    });
  });

  it("writes negative values and no minus zero", () => {
    expect(
      formatBbox({
        minLng: -0.000001,
        minLat: -10.5,
        maxLng: 0.000001,
        maxLat: 0,
      }),
    ).toBe("-0.00001,-10.5,0.00001,0");
    expect(formatBbox({ minLng: -0, minLat: 1, maxLng: 2, maxLat: 3 })).toBe("0,1,2,3");
  });
});

describe("clampBbox", () => {
  it("keeps bounds inside the world", () => {
    expect(clampBbox({ minLng: -250, minLat: -95, maxLng: 300, maxLat: 91 })).toEqual({
      minLng: -180,
      minLat: -90,
      maxLng: 180,
      maxLat: 90,
    });
    expect(clampBbox({ minLng: 4, minLat: 50, maxLng: 5, maxLat: 51 })).toEqual({
      minLng: 4,
      minLat: 50,
      maxLng: 5,
      maxLat: 51,
    });
  });
});

describe("inBbox", () => {
  const box = { minLng: 5.4, minLat: 50.2, maxLng: 5.6, maxLat: 50.3 };
  it.each([
    ["inside", { lng: 5.5, lat: 50.25 }, true],
    ["on the west edge", { lng: 5.4, lat: 50.25 }, true],
    ["on the east edge", { lng: 5.6, lat: 50.25 }, true],
    ["on the south edge", { lng: 5.5, lat: 50.2 }, true],
    ["on the north edge", { lng: 5.5, lat: 50.3 }, true],
    ["west of it", { lng: 5.39999, lat: 50.25 }, false],
    ["east of it", { lng: 5.60001, lat: 50.25 }, false],
    ["south of it", { lng: 5.5, lat: 50.19999 }, false],
    ["north of it", { lng: 5.5, lat: 50.30001 }, false],
    ["lat and lng swapped", { lng: 50.25, lat: 5.5 }, false],
  ])("a point %s → %s", (_name, point, expected) => {
    expect(inBbox(box, point)).toBe(expected);
  });
});
