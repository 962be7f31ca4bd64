import { describe, expect, it } from "vitest";
import { capText, cleanText, cleanUrl, INT4_MAX, INT4_MIN, valueProblem, type ColumnKind } from "./record-bounds.ts";

describe("cleanText", () => {
  it.each([
    ["plain", "Villa met tuin", 300, false, "Villa met tuin"],
    ["NUL removed, one line", "Villa\u0000 met tuin", 300, false, "Villa met tuin"],
    ["NUL removed, multi-line", "Lijn 1\u0000\nLijn 2", 300, true, "Lijn 1\nLijn 2"],
    ["tab and line break kept in a multi-line text", "a\tb\nc", 300, true, "a\tb\nc"],
    ["CR LF and CR become LF", "a\r\nb\rc", 300, true, "a\nb\nc"],
    ["line breaks become spaces in one line", "a\nb\tc", 300, false, "a b c"],
    ["other C0, DEL and C1 controls removed", "a\u0001\u0007\u001B\u007F\u0085b", 300, true, "ab"],
    ["lone surrogates removed, pairs kept", "a\uD800b\uDC00c 😀", 300, false, "abc 😀"],
    ["trimmed", "  \u0000 titel \n", 300, false, "titel"],
    ["only controls: empty", "\u0000\u0001", 300, false, ""],
    ["cut at a word near the end", "een twee drie vier", 16, false, "een twee drie…"],
    ["cut mid-word when no word break is near", "abcdefghijklmnopqrstuvwxyz", 10, false, "abcdefghi…"],
  ])("%s", (_name, text, max, multiline, expected) => expect(cleanText(text, max, { multiline })).toBe(expected));

  it("caps a 5 MB title at 300 characters", () => {
    const title = cleanText("Prachtige villa ".repeat(330_000), 300);
    expect(title.length).toBeLessThanOrEqual(300);
    expect(title.endsWith("…")).toBe(true);
  });
});

describe("capText", () => {
  it.each([
    ["", 5, ""],
    ["abc", 3, "abc"],
    ["abcd", 3, "ab…"],
    ["😀😀😀", 3, "😀😀😀"],
    ["😀😀😀😀", 3, "😀😀…"],
  ])("%j at %i → %j", (text, max, expected) => {
    expect(capText(text, max)).toBe(expected);
    expect(Array.from(capText(text, max)).length).toBeLessThanOrEqual(max);
  });
});

describe("cleanUrl", () => {
  it.each([
    ["https://x.be/a.jpg", "https://x.be/a.jpg"],
    [" https://x.be/a.jpg\u0000 ", "https://x.be/a.jpg"],
    ["", null],
    [`https://x.be/${"a".repeat(1_990)}`, null],
    [`https://x.be/${"a".repeat(1_980)}`, `https://x.be/${"a".repeat(1_980)}`],
  ])("%j", (url, expected) => expect(cleanUrl(url)).toBe(expected));
});

describe("valueProblem", () => {
  it.each<[ColumnKind, unknown, boolean]>([
    ["integer", 325_000, true],
    ["integer", INT4_MAX, true],
    ["integer", INT4_MIN, true],
    ["integer", INT4_MAX + 1, false],
    ["integer", 99_999_999_999, false],
    ["integer", INT4_MIN - 1, false],
    ["integer", 1.5, false],
    ["integer", Number.NaN, false],
    ["integer", "12", false],
    ["integer", null, true],
    ["integer", undefined, true],
    ["double", 1e300, true],
    ["double", Number.POSITIVE_INFINITY, false],
    ["double", Number.NaN, false],
    ["boolean", false, true],
    ["boolean", 0, false],
    ["date", "2026-11-26", true],
    ["date", "2026-02-30x", false],
    ["date", "0000-01-01", false],
    ["timestamp", new Date("2026-11-26T10:00:00Z"), true],
    ["timestamp", new Date(Number.NaN), false],
    ["timestamp", new Date(8.64e15), false],
    ["integer[]", [1, 2], true],
    ["integer[]", [1, 99_999_999_999], false],
    ["integer[]", 3, false],
    ["text", "x", true],
    ["text", 3, false],
  ])("%s %j → ok %s", (kind, value, ok) => expect(valueProblem(kind, value) === null).toBe(ok));

  it("names the value, never all of a huge one", () => {
    expect(valueProblem("integer", 99_999_999_999)).toBe(
      "99999999999 is not a whole number from -2147483648 to 2147483647",
    );
    expect(valueProblem("integer", "x".repeat(1_000_000))!.length).toBeLessThan(120);
  });
});
