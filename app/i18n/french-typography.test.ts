import { describe, it, expect } from "vitest";
import { frenchPunctuationFaults } from "#app/lib/typography.ts";
import { getMessages, placeholdersOf, pluralsOf, translate, type MessageKey } from "./translate.ts";

/**
 * Every French text sets a no-break space (U+00A0, or the narrow U+202F) before « : ; ? ! »
 * (decision 0035), as the visitor reads it: with its placeholders filled and in each of its plural
 * forms. URLs and times ("14:30") are left aside.
 */
const fr = getMessages("fr");

/** The text with its placeholders filled by a word, once per count (1 and 2: singular and plural). */
function rendered(key: MessageKey): string[] {
  const text = fr[key];
  const counts = new Set(pluralsOf(text).map((plural) => plural.name));
  const words = Object.fromEntries(
    placeholdersOf(text)
      .filter((name) => !counts.has(name))
      .map((name) => [name, "valeur"]),
  );
  return [1, 2].map((n) =>
    translate(fr, key, { ...words, ...Object.fromEntries([...counts].map((name) => [name, n])) }),
  );
}

describe("French typography of the dictionary", () => {
  it("every text, rendered, has a no-break space before : ; ? !", () => {
    const bad = (Object.keys(fr) as MessageKey[]).flatMap((key) =>
      rendered(key).flatMap((text) => frenchPunctuationFaults(text).map((fault) => `${key}: ${fault}`)),
    );
    expect(bad).toEqual([]);
  });

  it.each([
    { key: "listing.area.cluster", params: { count: 3 }, expected: "3 biens\u00a0: cliquez pour zoomer" },
    { key: "owner.chartMax", params: { count: 1 }, expected: "Jour le plus élevé\u00a0: 1\u00a0visite" },
  ] as const)("$key reads $expected", ({ key, params, expected }) => {
    expect(translate(fr, key, params)).toBe(expected);
  });
});
