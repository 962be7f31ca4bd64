import { describe, expect, it } from "vitest";
import { placeholdersOf, pluralsOf } from "#app/i18n/interpolate.ts";
import { consoleDictionary, consoleTranslator } from "./texts.ts";

/** The console's three languages say the same things: the same keys, placeholders and plural counts. */
describe("console texts", () => {
  const nl = consoleDictionary("nl");
  it.each(["fr", "en"] as const)("%s has every Dutch key and no other", (locale) => {
    expect(Object.keys(consoleDictionary(locale)).sort()).toEqual(Object.keys(nl).sort());
  });

  it.each(["fr", "en"] as const)("%s fills the same placeholders as Dutch", (locale) => {
    const other = consoleDictionary(locale);
    for (const [key, text] of Object.entries(nl)) {
      expect([key, placeholdersOf(other[key]!).sort()]).toEqual([key, placeholdersOf(text).sort()]);
      for (const plural of pluralsOf(other[key]!)) expect([key, plural.branches.has("other")]).toEqual([key, true]);
    }
  });

  it("has no empty text", () => {
    for (const locale of ["nl", "fr", "en"] as const)
      for (const [key, text] of Object.entries(consoleDictionary(locale)))
        expect([locale, key, text.trim()]).not.toEqual([locale, key, ""]);
  });

  it.each([
    ["nl", 1, "1 nieuwe aanvraag"],
    ["nl", 3, "3 nieuwe aanvragen"],
    ["fr", 1, "1 nouvelle demande"],
    ["fr", 2, "2 nouvelles demandes"],
    ["en", 0, "0 new leads"],
  ] as const)("in %s, %i new leads read %j", (locale, count, text) => {
    expect(consoleTranslator(locale)("console.dashboard.newLeads", { count })).toBe(text);
  });
});
