import { describe, expect, it } from "vitest";
import { formatListingIds, idsHref, MAX_COMPARED, parseListingIds, toggleId } from "./listing-ids.ts";

describe("parseListingIds", () => {
  it.each([
    ["nothing", null, [], 0, 0],
    ["an empty value", "", [], 0, 0],
    ["one id", "4100001", [4100001], 0, 0],
    ["two ids in the given order", "4100002,4100001", [4100002, 4100001], 0, 0],
    ["spaces and empty items", " 4100001 , ,4100002,", [4100001, 4100002], 0, 0],
    ["a repeated id once", "4100001,4100001,4100002", [4100001, 4100002], 0, 0],
    ["the largest database integer", "2147483647", [2147483647], 0, 0],
    ["one above it", "2147483648", [], 1, 0],
    ["an id far too long", "12345678901234567890", [], 1, 0],
    ["zero", "0", [], 1, 0],
    ["a leading zero", "04100001", [], 1, 0],
    ["a negative number", "-4100001", [], 1, 0],
    ["a decimal", "4100001.5", [], 1, 0],
    ["words between ids", "4100001,abc,4100002", [4100001, 4100002], 1, 0],
    ["an exponent", "1e6", [], 1, 0],
    ["a plus sign", "+4100001", [], 1, 0],
  ])("reads %s", (_name, raw, ids, invalid, overLimit) => {
    expect(parseListingIds(raw)).toEqual({ ids, invalid, overLimit });
  });

  it("keeps the first ids up to the limit and counts the others", () => {
    expect(parseListingIds("1,2,3,4,5", MAX_COMPARED)).toEqual({
      ids: [1, 2, 3],
      invalid: 0,
      overLimit: 2,
    });
    expect(parseListingIds("1,2,2,3", MAX_COMPARED)).toEqual({
      ids: [1, 2, 3],
      invalid: 0,
      overLimit: 0,
    });
    expect(parseListingIds("1,2,3", 3)).toEqual({
      ids: [1, 2, 3],
      invalid: 0,
      overLimit: 0,
    });
  });

  it("reads at most 100 favourites by default", () => {
    const raw = Array.from({ length: 101 }, (_, i) => String(i + 1)).join(",");
    const parsed = parseListingIds(raw);
    expect(parsed.ids).toHaveLength(100);
    expect(parsed.overLimit).toBe(1);
  });

  it("reads back what it formats", () => {
    expect(parseListingIds(formatListingIds([4100003, 4100001])).ids).toEqual([4100003, 4100001]);
  });
});

describe("idsHref", () => {
  it.each([
    [[], "/nl/favorieten/"],
    [[4100001], "/nl/favorieten/?ids=4100001"],
    [[4100001, 4100002], "/nl/favorieten/?ids=4100001,4100002"],
  ])("%j → %s", (ids, href) => {
    expect(idsHref("/nl/favorieten/", ids)).toBe(href);
  });
});

describe("toggleId", () => {
  it.each([
    ["adds a new id at the end", [1, 2], 3, 5, { ids: [1, 2, 3], added: true, full: false }],
    ["removes a present id", [1, 2, 3], 2, 5, { ids: [1, 3], added: false, full: false }],
    ["removes even when full", [1, 2, 3], 3, 3, { ids: [1, 2], added: false, full: false }],
    ["refuses a new id when full", [1, 2, 3], 4, 3, { ids: [1, 2, 3], added: false, full: true }],
    ["adds the last free place", [1, 2], 4, 3, { ids: [1, 2, 4], added: true, full: false }],
  ])("%s", (_name, ids, id, limit, expected) => {
    expect(toggleId(ids, id, limit)).toEqual(expected);
  });
});
