import { describe, expect, it } from "vitest";
import { toDate, toFlag, toIdList, toInteger, toIsoDay, toNumber, toProviderDateTime, toText } from "./coerce.ts";

describe("toNumber", () => {
  it.each([
    [325000, 325000],
    ["325000", 325000],
    [" 325000.50 ", 325000.5],
    ["325000,50", 325000.5],
    ["-12", -12],
    ["0", 0],
    ["", null],
    ["  ", null],
    ["abc", null],
    ["325.000,00", null],
    ["1e5", null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
    [true, null],
  ])("%j → %j", (input, expected) => expect(toNumber(input)).toBe(expected));
});

describe("toInteger", () => {
  it.each([
    ["3", 3],
    ["2.6", 3],
    [2.4, 2],
    ["x", null],
  ])("%j → %j", (input, expected) => expect(toInteger(input)).toBe(expected));
});

describe("toFlag", () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    [2, null],
    ["1", true],
    ["0", false],
    ["True", true],
    ["false", false],
    ["ja", true],
    ["nee", false],
    ["", null],
    ["maybe", null],
    [null, null],
  ])("%j → %j", (input, expected) => expect(toFlag(input)).toBe(expected));
});

describe("toText", () => {
  it.each([
    ["  Buggenhout ", "Buggenhout"],
    ["", null],
    ["   ", null],
    [9255, "9255"],
    [null, null],
    [{}, null],
  ])("%j → %j", (input, expected) => expect(toText(input)).toBe(expected));
});

describe("toDate", () => {
  it.each([
    // winter: Brussels is UTC+1; summer: UTC+2
    ["2026-01-15 10:00:00", "2026-01-15T09:00:00.000Z"],
    ["2026-07-15 10:00:00", "2026-07-15T08:00:00.000Z"],
    ["2026-07-15", "2026-07-14T22:00:00.000Z"],
    ["/Date(1767225600000+0100)/", "2026-01-01T00:00:00.000Z"],
    ["/Date(1767225600000)/", "2026-01-01T00:00:00.000Z"],
  ])("%s → %s", (input, expected) => expect(toDate(input)?.toISOString()).toBe(expected));

  it.each([["2026-02-30 10:00:00"], ["15-01-2026"], [""], ["/Date(abc)/"], [null], [12345]])("%j → null", (input) => {
    expect(toDate(input)).toBeNull();
  });
});

describe("toIsoDay", () => {
  it.each([
    ["2027-03-31 00:00:00", "2027-03-31"],
    ["2027-03-31", "2027-03-31"],
    ["/Date(1767225600000+0100)/", "2026-01-01"],
    // local midnight sent as a WCF instant: the evening before in UTC, the day itself in Belgium
    ["/Date(1767222000000+0100)/", "2026-01-01"],
    ["2027-02-29", null],
    ["soon", null],
    [null, null],
  ])("%j → %j", (input, expected) => expect(toIsoDay(input)).toBe(expected));
});

describe("toIdList", () => {
  it.each([
    ["1,2", [1, 2]],
    [" 1, 5 ,x,", [1, 5]],
    ["", []],
    [7, [7]],
    [null, []],
  ])("%j → %j", (input, expected) => expect(toIdList(input)).toEqual(expected));
});

describe("toProviderDateTime", () => {
  it.each([
    // winter (UTC+1) and summer (UTC+2) time in Brussels
    ["2026-01-15T08:30:05Z", "2026-01-15 09:30:05"],
    ["2026-07-01T22:00:00Z", "2026-07-02 00:00:00"],
    ["2026-03-29T00:59:59Z", "2026-03-29 01:59:59"],
    ["2026-03-29T01:00:00Z", "2026-03-29 03:00:00"],
  ])("%s → %s, read back to the same instant", (iso, expected) => {
    const formatted = toProviderDateTime(new Date(iso));
    expect(formatted).toBe(expected);
    expect(toDate(formatted)?.toISOString()).toBe(new Date(iso).toISOString());
  });
});
