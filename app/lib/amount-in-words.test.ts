import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-in-words.ts";

describe("amountInWords: nl", () => {
  it.each([
    [0, "nul"],
    [1, "een"],
    [2, "twee"],
    [10, "tien"],
    [13, "dertien"],
    [19, "negentien"],
    [20, "twintig"],
    [21, "eenentwintig"],
    [22, "tweeëntwintig"],
    [23, "drieëntwintig"],
    [24, "vierentwintig"],
    [80, "tachtig"],
    [99, "negenennegentig"],
    [100, "honderd"],
    [101, "honderdeen"],
    [115, "honderdvijftien"],
    [200, "tweehonderd"],
    [999, "negenhonderdnegenennegentig"],
    [1000, "duizend"],
    [1001, "duizend een"],
    [1100, "duizend honderd"],
    [2000, "tweeduizend"],
    [3254, "drieduizend tweehonderdvierenvijftig"],
    [22000, "tweeëntwintigduizend"],
    [325000, "driehonderdvijfentwintigduizend"],
    [325500, "driehonderdvijfentwintigduizend vijfhonderd"],
    [532283, "vijfhonderdtweeëndertigduizend tweehonderddrieëntachtig"],
    [1000000, "een miljoen"],
    [1000001, "een miljoen een"],
    [2500000, "twee miljoen vijfhonderdduizend"],
    [584730226, "vijfhonderdvierentachtig miljoen zevenhonderddertigduizend tweehonderdzesentwintig"],
    [999999999, "negenhonderdnegenennegentig miljoen negenhonderdnegenennegentigduizend negenhonderdnegenennegentig"],
  ])("%i → %s", (amount, words) => expect(amountInWords(amount, "nl")).toBe(words));
});

describe("amountInWords: fr (traditional spelling)", () => {
  it.each([
    [0, "zéro"],
    [1, "un"],
    [16, "seize"],
    [17, "dix-sept"],
    [19, "dix-neuf"],
    [20, "vingt"],
    [21, "vingt et un"],
    [22, "vingt-deux"],
    [30, "trente"],
    [61, "soixante et un"],
    [69, "soixante-neuf"],
    [70, "soixante-dix"],
    [71, "soixante et onze"],
    [72, "soixante-douze"],
    [77, "soixante-dix-sept"],
    [80, "quatre-vingts"],
    [81, "quatre-vingt-un"],
    [90, "quatre-vingt-dix"],
    [91, "quatre-vingt-onze"],
    [99, "quatre-vingt-dix-neuf"],
    [100, "cent"],
    [101, "cent un"],
    [180, "cent quatre-vingts"],
    [200, "deux cents"],
    [201, "deux cent un"],
    [280, "deux cent quatre-vingts"],
    [1000, "mille"],
    [1001, "mille un"],
    [2000, "deux mille"],
    [21000, "vingt et un mille"],
    [80000, "quatre-vingt mille"],
    [81000, "quatre-vingt-un mille"],
    [200000, "deux cent mille"],
    [280000, "deux cent quatre-vingt mille"],
    [325000, "trois cent vingt-cinq mille"],
    [1000000, "un million"],
    [2000000, "deux millions"],
    [80000000, "quatre-vingts millions"],
    [200000000, "deux cents millions"],
    [1200080, "un million deux cent mille quatre-vingts"],
    [
      999999999,
      "neuf cent quatre-vingt-dix-neuf millions neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf",
    ],
  ])("%i → %s", (amount, words) => expect(amountInWords(amount, "fr")).toBe(words));
});

describe("amountInWords: en (no 'and')", () => {
  it.each([
    [0, "zero"],
    [1, "one"],
    [13, "thirteen"],
    [19, "nineteen"],
    [20, "twenty"],
    [21, "twenty-one"],
    [99, "ninety-nine"],
    [100, "one hundred"],
    [115, "one hundred fifteen"],
    [120, "one hundred twenty"],
    [1000, "one thousand"],
    [1001, "one thousand one"],
    [325000, "three hundred twenty-five thousand"],
    [1000000, "one million"],
    [1000001, "one million one"],
    [2500000, "two million five hundred thousand"],
    [999999999, "nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine"],
  ])("%i → %s", (amount, words) => expect(amountInWords(amount, "en")).toBe(words));
});

describe("amountInWords: de", () => {
  it.each([
    [0, "null"],
    [1, "eins"],
    [11, "elf"],
    [12, "zwölf"],
    [17, "siebzehn"],
    [20, "zwanzig"],
    [21, "einundzwanzig"],
    [30, "dreißig"],
    [99, "neunundneunzig"],
    [100, "hundert"],
    [101, "hunderteins"],
    [121, "hunderteinundzwanzig"],
    [200, "zweihundert"],
    [1000, "eintausend"],
    [1001, "eintausendeins"],
    [2000, "zweitausend"],
    [21000, "einundzwanzigtausend"],
    [101000, "hunderteintausend"],
    [325000, "dreihundertfünfundzwanzigtausend"],
    [1000000, "eine Million"],
    [1000001, "eine Million eins"],
    [1500000, "eine Million fünfhunderttausend"],
    [2000000, "zwei Millionen"],
    [21000000, "einundzwanzig Millionen"],
    [101000000, "hunderteine Millionen"],
    [999999999, "neunhundertneunundneunzig Millionen neunhundertneunundneunzigtausendneunhundertneunundneunzig"],
  ])("%i → %s", (amount, words) => expect(amountInWords(amount, "de")).toBe(words));
});

describe("amountInWords: every unit and ten", () => {
  const units = (locale: "nl" | "fr" | "en" | "de") =>
    Array.from({ length: 19 }, (_, i) => amountInWords(i + 1, locale));
  const tens = (locale: "nl" | "fr" | "en" | "de") =>
    [20, 30, 40, 50, 60, 70, 80, 90].map((n) => amountInWords(n, locale));
  it("nl 1-19", () =>
    expect(units("nl")).toEqual([
      "een",
      "twee",
      "drie",
      "vier",
      "vijf",
      "zes",
      "zeven",
      "acht",
      "negen",
      "tien",
      "elf",
      "twaalf",
      "dertien",
      "veertien",
      "vijftien",
      "zestien",
      "zeventien",
      "achttien",
      "negentien",
    ]));
  it("nl tens", () =>
    expect(tens("nl")).toEqual([
      "twintig",
      "dertig",
      "veertig",
      "vijftig",
      "zestig",
      "zeventig",
      "tachtig",
      "negentig",
    ]));
  it("fr 1-19", () =>
    expect(units("fr")).toEqual([
      "un",
      "deux",
      "trois",
      "quatre",
      "cinq",
      "six",
      "sept",
      "huit",
      "neuf",
      "dix",
      "onze",
      "douze",
      "treize",
      "quatorze",
      "quinze",
      "seize",
      "dix-sept",
      "dix-huit",
      "dix-neuf",
    ]));
  it("fr tens", () =>
    expect(tens("fr")).toEqual([
      "vingt",
      "trente",
      "quarante",
      "cinquante",
      "soixante",
      "soixante-dix",
      "quatre-vingts",
      "quatre-vingt-dix",
    ]));
  it("en 1-19", () =>
    expect(units("en")).toEqual([
      "one",
      "two",
      "three",
      "four",
      "five",
      "six",
      "seven",
      "eight",
      "nine",
      "ten",
      "eleven",
      "twelve",
      "thirteen",
      "fourteen",
      "fifteen",
      "sixteen",
      "seventeen",
      "eighteen",
      "nineteen",
    ]));
  it("en tens", () =>
    expect(tens("en")).toEqual(["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]));
  it("de 1-19", () =>
    expect(units("de")).toEqual([
      "eins",
      "zwei",
      "drei",
      "vier",
      "fünf",
      "sechs",
      "sieben",
      "acht",
      "neun",
      "zehn",
      "elf",
      "zwölf",
      "dreizehn",
      "vierzehn",
      "fünfzehn",
      "sechzehn",
      "siebzehn",
      "achtzehn",
      "neunzehn",
    ]));
  it("de tens", () =>
    expect(tens("de")).toEqual([
      "zwanzig",
      "dreißig",
      "vierzig",
      "fünfzig",
      "sechzig",
      "siebzig",
      "achtzig",
      "neunzig",
    ]));
});

describe("amountInWords: out of range", () => {
  it.each([
    ["a negative amount", -1],
    ["cents (the form rounds first)", 325000.5],
    ["a milliard", 1_000_000_000],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
  ])("%s throws a RangeError", (_case, amount) => {
    expect(() => amountInWords(amount, "nl")).toThrow(RangeError);
    expect(() => amountInWords(amount, "nl")).toThrow(
      `amountInWords needs whole euros from 0 to 999999999, got ${amount}`,
    );
  });
});
