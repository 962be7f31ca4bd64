import { describe, expect, it } from "vitest";
import { otherLanguageName, ownLanguageFirst } from "./testimonial-languages.ts";

describe("ownLanguageFirst", () => {
  const items = [
    { id: 1, lang: "en" },
    { id: 2, lang: "fr" },
    { id: 3, lang: "nl" },
    { id: 4, lang: null },
    { id: 5, lang: "fr" },
    { id: 6, lang: "nl" },
  ];
  it.each([
    ["nl", [3, 6, 1, 2, 4, 5]],
    ["fr", [2, 5, 1, 3, 4, 6]],
    ["en", [1, 2, 3, 4, 5, 6]],
    ["de", [1, 2, 3, 4, 5, 6]],
  ])("on a %s page: %j", (locale, ids) => {
    expect(ownLanguageFirst(items, locale).map((item) => item.id)).toEqual(ids);
  });
});

describe("otherLanguageName", () => {
  it.each([
    ["fr", "nl", "Frans"],
    ["en", "nl", "Engels"],
    ["nl", "fr", "néerlandais"],
    ["en", "fr", "anglais"],
    ["fr", "en", "French"],
    ["nl", "de", "Niederländisch"],
    ["nl", "nl", null],
    [null, "nl", null],
    ["not a language!", "nl", null],
  ])("%s on a %s page: %s", (lang, locale, name) => {
    expect(otherLanguageName(lang, locale)).toBe(name);
  });
});
