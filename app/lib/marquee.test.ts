import { describe, expect, it } from "vitest";
import { isMarqueeOnIgnoreList, marqueeBadge, type ListingMarquee } from "./marquee.ts";

describe("marqueeBadge", () => {
  it.each<[string, ListingMarquee, string | null]>([
    ["a marquee with a name", { marquee: 2, marqueeName: "Verkocht" }, "Verkocht"],
    ["the name is trimmed", { marquee: 2, marqueeName: "  Nieuw  " }, "Nieuw"],
    ["marquee 0 shows nothing", { marquee: 0, marqueeName: "Verkocht" }, null],
    ["no marquee value", { marquee: null, marqueeName: "Verkocht" }, null],
    ["marquee missing", { marqueeName: "Verkocht" }, null],
    ["a blank name", { marquee: 2, marqueeName: "   " }, null],
    ["an empty name", { marquee: 2, marqueeName: "" }, null],
    ["no name", { marquee: 2, marqueeName: null }, null],
    ["name missing", { marquee: 1 }, null],
  ])("%s", (_case, listing, badge) => expect(marqueeBadge(listing)).toBe(badge));
});

describe("isMarqueeOnIgnoreList", () => {
  const ignoreList = ["Verkocht", " Verhuurd ", "vendu"];
  it.each<[string, string | null | undefined, boolean]>([
    ["exact match", "Verkocht", true],
    ["other case", "VERKOCHT", true],
    ["surrounding spaces on the name", "  verkocht ", true],
    ["surrounding spaces on the list entry", "Verhuurd", true],
    ["lower-case list entry", "Vendu", true],
    ["not on the list", "Nieuw", false],
    ["a longer name containing an entry", "Verkocht onder voorwaarden", false],
    ["a prefix of an entry", "Verkoch", false],
    ["empty", "", false],
    ["blank", "  ", false],
    ["null", null, false],
    ["undefined", undefined, false],
  ])("%s: %j → %s", (_case, name, expected) => expect(isMarqueeOnIgnoreList(name, ignoreList)).toBe(expected));

  it("a blank name does not match a blank list entry", () => expect(isMarqueeOnIgnoreList(" ", ["", " "])).toBe(false));
  it("an empty list matches nothing", () => expect(isMarqueeOnIgnoreList("Verkocht", [], 2)).toBe(false));

  it.each<[string, string | null, readonly (string | number)[], number | null | undefined, boolean]>([
    ["a number matches the Marquee value", "Nieuw", [2], 2, true],
    ["… even without a name", null, [2], 2, true],
    ["a number does not match another value", "Nieuw", [3], 2, false],
    ["a number needs a Marquee value", "Nieuw", [2], undefined, false],
    ["a number is not compared with the name", "2", [2], null, false],
    ["a numeric string is compared with the name", "2", ["2"], 5, true],
    ["mixed list: name match", "Verkocht", [3, "Verkocht"], 2, true],
    ["mixed list: value match", "Nieuw", ["Verkocht", 2], 2, true],
  ])("%s", (_case, name, list, marquee, expected) => expect(isMarqueeOnIgnoreList(name, list, marquee)).toBe(expected));
});
