import { describe, expect, it } from "vitest";
import { numberWord, parseAnswer, questionOperands } from "./challenge-question.ts";

describe("parseAnswer: digits or a number word, in any of the site's languages", () => {
  it.each([
    ["7", 7],
    [" 12 ", 12],
    ["012", 12],
    ["zeven", 7],
    ["Sept", 7],
    ["seven", 7],
    ["sieben", 7],
    ["één", 1],
    ["dix-sept", 17],
    ["Dix sept", 17],
    ["fünf", 5],
    ["fuenf", 5],
    ["zwölf", 12],
    ["achttien.", 18],
    ["", null],
    ["seven!!", 7],
    ["7 of 8", null],
    ["-3", null],
    ["1e1", null],
    ["1234", null],
    ["zevenentwintig", null],
  ] as const)("%j → %s", (text, expected) => {
    expect(parseAnswer(text)).toBe(expected);
  });
});

describe("numberWord and questionOperands", () => {
  it.each([
    [3, "nl", "drie"],
    [9, "fr", "neuf"],
    [4, "en", "four"],
    [5, "de", "fünf"],
  ] as const)("%d in %s is %j, and reads back as itself", (value, locale, word) => {
    expect(numberWord(value, locale)).toBe(word);
    expect(parseAnswer(word)).toBe(value);
  });

  it.each([
    [0, 1],
    [0.999999, 9],
    [0.5, 5],
  ] as const)("random %d gives operand %d (always 1–9)", (random, operand) => {
    expect(questionOperands(() => random)).toEqual([operand, operand]);
  });
});
