import { describe, expect, it } from "vitest";
import { csvDocument, csvField, csvLine } from "./csv.ts";

describe("CSV for Belgian Excel", () => {
  it.each<[string, string | number | null | undefined, string]>([
    ["plain text as is", "Ann Peeters", "Ann Peeters"],
    ["accents as is", "Hélène Dubois-Lefèvre", "Hélène Dubois-Lefèvre"],
    ["a number", 42, "42"],
    ["nothing", null, ""],
    ["undefined", undefined, ""],
    ["the separator quoted", "Peeters; Ann", '"Peeters; Ann"'],
    ["a quote doubled and quoted", 'Huis "De Linde"', '"Huis ""De Linde"""'],
    ["a line break quoted", "line one\nline two", '"line one\nline two"'],
    ["a comma left alone (not our separator)", "Gent, Oost-Vlaanderen", "Gent, Oost-Vlaanderen"],
    ["a formula neutralised and quoted", '=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ["a plus", "+32 477 12 34 56", "'+32 477 12 34 56"],
    ["a minus", "-1+1", "'-1+1"],
    ["an at sign", "@SUM(A1)", "'@SUM(A1)"],
    ["a leading tab", "\tx", "'\tx"],
    ["a leading carriage return, quoted too", "\rx", '"\'\rx"'],
    ["a sign inside the text left alone", "a=b", "a=b"],
  ])("%s", (_, value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it("joins fields with semicolons", () => {
    expect(csvLine(["a", "b;c", null, 3])).toBe('a;"b;c";;3');
  });

  it("starts with the byte order mark and ends every line with CRLF", () => {
    expect(
      csvDocument([
        ["Naam", "E-mail"],
        ["Ann", "ann@example.be"],
      ]),
    ).toBe("\uFEFFNaam;E-mail\r\nAnn;ann@example.be\r\n");
  });

  it("an empty document is the byte order mark alone", () => {
    expect(csvDocument([])).toBe("\uFEFF");
  });
});
