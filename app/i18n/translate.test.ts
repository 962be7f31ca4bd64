import { describe, it, expect } from "vitest";
import { LOCALES, type Locale } from "./locales.ts";
import { nl } from "./messages/nl.ts";
import {
  createTranslator,
  getMessages,
  interpolate,
  interpolateParts,
  isMessageKey,
  placeholdersOf,
  pluralsOf,
  translate,
  type MessageKey,
} from "./translate.ts";

const referenceKeys = Object.keys(nl).sort();
/** A plural as the dictionaries write it: `{count, plural, one {# pand} other {# panden}}`. */
const PLURAL_BLOCK =
  /\{[A-Za-z0-9_]+, plural,(?: (?:=\d+|zero|one|two|few|many|other) \{[^{}]*(?:\{[A-Za-z0-9_]+\}[^{}]*)*\})+\}/g;
const others = LOCALES.filter((locale) => locale !== "nl");

describe("interpolate", () => {
  it.each<{ template: string; params?: Record<string, string | number>; expected: string }>([
    { template: "Pagina {page} van {pages}", params: { page: 2, pages: 5 }, expected: "Pagina 2 van 5" },
    { template: "{count} te koop", params: { count: 0 }, expected: "0 te koop" },
    { template: "{a}{a}", params: { a: "x" }, expected: "xx" },
    { template: "© {year} {agency}.", params: { year: 2025, agency: "Immo $& Co" }, expected: "© 2025 Immo $& Co." },
    { template: "Pagina {page} van {pages}", params: { page: 2 }, expected: "Pagina 2 van {pages}" },
    { template: "Pagina {page} van {pages}", params: {}, expected: "Pagina {page} van {pages}" },
    { template: "Pagina {page} van {pages}", params: undefined, expected: "Pagina {page} van {pages}" },
    { template: "geen { accolade } hier", params: { accolade: "x" }, expected: "geen { accolade } hier" },
    { template: "Zonder placeholders", params: { x: 1 }, expected: "Zonder placeholders" },
  ])("$template with $params → $expected", ({ template, params, expected }) => {
    expect(interpolate(template, params)).toBe(expected);
  });

  // Plural forms by Intl.PluralRules of the language (decision 0035).
  it.each<{ template: string; locale: string; params?: Record<string, string | number>; expected: string }>([
    { template: "{n, plural, one {# minuut} other {# minuten}}", locale: "nl", params: { n: 1 }, expected: "1 minuut" },
    {
      template: "{n, plural, one {# minuut} other {# minuten}}",
      locale: "nl",
      params: { n: 0 },
      expected: "0 minuten",
    },
    { template: "{n, plural, one {# bien} other {# biens}}", locale: "fr", params: { n: 0 }, expected: "0 bien" },
    { template: "{n, plural, one {# bien} other {# biens}}", locale: "fr", params: { n: 2 }, expected: "2 biens" },
    {
      template: "{n, plural, =0 {nothing} one {# item} other {# items}}",
      locale: "en",
      params: { n: 0 },
      expected: "nothing",
    },
    { template: "{n, plural, one {# item} other {# items}}", locale: "en", params: { n: "1" }, expected: "1 item" },
    {
      template: "Hi {name}: {n, plural, one {# Besuch bei {place}} other {# Besuche bei {place}}}.",
      locale: "de",
      params: { name: "A", n: 3, place: "B" },
      expected: "Hi A: 3 Besuche bei B.",
    },
    {
      template: "{n, plural, one {# item} other {# items}}",
      locale: "en",
      params: {},
      expected: "{n, plural, one {# item} other {# items}}",
    },
    {
      template: "{n, plural, one {# item} other {# items}}",
      locale: "en",
      params: { n: "many" },
      expected: "{n, plural, one {# item} other {# items}}",
    },
  ])("$locale $template with $params → $expected", ({ template, locale, params, expected }) => {
    expect(interpolate(template, params, locale)).toBe(expected);
  });
});

describe("translate and createTranslator", () => {
  it.each<{ locale: Locale; key: MessageKey; params?: Record<string, string | number>; expected: string }>([
    { locale: "nl", key: "FOR_SALE", expected: "Te koop" },
    { locale: "fr", key: "FOR_RENT", expected: "À louer" },
    { locale: "nl", key: "listing.paging.pageOf", params: { page: 1, pages: 3 }, expected: "Pagina 1 van 3" },
    { locale: "fr", key: "listing.paging.pageOf", params: { page: 1, pages: 3 }, expected: "Page 1 sur 3" },
    { locale: "en", key: "listing.gallery.counter", params: { n: 4, total: 9 }, expected: "Photo 4 of 9" },
    { locale: "de", key: "shell.forSaleCount", params: { count: 3 }, expected: "3 zu verkaufen" },
    { locale: "en", key: "validation.tooLong", params: { max: 500 }, expected: "At most 500 characters" },
    { locale: "en", key: "shell.copyright", params: { year: 2025 }, expected: "© 2025 {agency}. All rights reserved." },
  ])("$locale $key", ({ locale, key, params, expected }) => {
    expect(translate(getMessages(locale), key, params)).toBe(expected);
    expect(createTranslator(locale)(key, params)).toBe(expected);
  });

  it("answers the key itself for a key no dictionary has (untyped input)", () => {
    expect(translate(getMessages("nl"), "no.such.key" as MessageKey)).toBe("no.such.key");
  });

  it("recognises dictionary keys", () => {
    expect(isMessageKey("feedback.contact-me.title")).toBe(true);
    expect(isMessageKey("feedback.testing-testing.title")).toBe(false);
    expect(isMessageKey("toString")).toBe(false);
  });
});

describe("interpolateParts", () => {
  it.each([
    { template: "I agree to the {privacyLink}", expected: ["I agree to the ", { link: true }] },
    { template: "Ich stimme der {privacyLink} zu", expected: ["Ich stimme der ", { link: true }, " zu"] },
    { template: "{privacyLink} and {other}", expected: [{ link: true }, " and {other}"] },
    { template: "no placeholder", expected: ["no placeholder"] },
  ])("$template", ({ template, expected }) => {
    expect(interpolateParts(template, { privacyLink: { link: true } })).toEqual(expected);
  });
});

describe("placeholdersOf", () => {
  it.each([
    { text: "Pagina {page} van {pages}", expected: ["page", "pages"] },
    { text: "{a} {b} {a}", expected: ["a", "b"] },
    { text: "geen", expected: [] },
    {
      text: "{amount} over {years, plural, one {# jaar aan {rate}} other {# jaar}} {x}",
      expected: ["amount", "years", "rate", "x"],
    },
  ])("$text", ({ text, expected }) => {
    expect(placeholdersOf(text)).toEqual(expected);
  });
});

describe("the dictionaries", () => {
  it.each(others)("%s has exactly the keys of nl", (locale) => {
    expect(Object.keys(getMessages(locale)).sort()).toEqual(referenceKeys);
  });

  it("carry the spec §8 translation keys verbatim", () => {
    const spec = [
      "FREE_EVALUATION",
      "COOKIE_WARNING_TITLE",
      "COOKIE_WARNING_MAIN_TEXT",
      "COOKIE_WARNING_LINKS",
      "COOKIE_BUTTON_TEXT_AGREE",
      "COOKIE_BUTTON_TEXT_DECLINE",
      "COOKIE_CHANGE_SETTINGS",
      "COOKIE_BUTTON_TEXT_AGREE_PARTLY",
      ...[1, 2, 3, 4, 5].flatMap((n) => [`COOKIE_OPTION_${n}_TITLE`, `COOKIE_OPTION_${n}_CONTENT`]),
      "PROPERTY",
      "CITY",
      "TYPE",
      "FOR_SALE",
      "FOR_RENT",
      "SEARCH",
    ];
    for (const key of spec) expect(referenceKeys).toContain(key);
  });

  it("name every key by the area.camelCase rule (or the spec's upper-case keys)", () => {
    const bad = referenceKeys.filter(
      (key) => !/^[A-Z][A-Z0-9_]*$/.test(key) && !/^[a-z]+(\.[a-z][A-Za-z0-9-]*)+$/.test(key),
    );
    expect(bad).toEqual([]);
  });

  it.each(LOCALES)("%s has no empty, untrimmed or double-spaced text", (locale) => {
    const bad = Object.entries(getMessages(locale)).filter(
      ([, text]) => typeof text !== "string" || text.trim() === "" || text !== text.trim() || / {2}/.test(text),
    );
    expect(bad).toEqual([]);
  });

  it.each(LOCALES)("%s has only well-formed {name} placeholders and plurals", (locale) => {
    // Every brace belongs to a `{name}` placeholder or a `{count, plural, …}` whose forms include
    // `other` (decision 0035).
    const bad = Object.entries(getMessages(locale)).filter(
      ([, text]) =>
        /[{}]/.test(text.replace(PLURAL_BLOCK, "").replace(/\{[A-Za-z0-9_]+\}/g, "")) ||
        pluralsOf(text).some((plural) => !plural.branches.has("other")),
    );
    expect(bad).toEqual([]);
  });

  it.each(others)("%s has, key by key, the placeholders of nl", (locale) => {
    const messages = getMessages(locale);
    const bad = (Object.keys(nl) as MessageKey[])
      .map((key) => ({ key, nl: placeholdersOf(nl[key]).sort(), [locale]: placeholdersOf(messages[key]).sort() }))
      .filter((row) => row.nl.join() !== (row[locale] as string[]).join());
    expect(bad).toEqual([]);
  });

  it("write French punctuation with a no-break space, never a plain one", () => {
    const fr = getMessages("fr");
    const bad = Object.entries(fr).filter(([, text]) => / [?!;:]/.test(text) || /\d %/.test(text));
    expect(bad).toEqual([]);
  });

  it.each(LOCALES)("%s gives the renovation duty as 5 years (the same in all four languages)", (locale) => {
    const text = getMessages(locale)["mention.renovationNotice"];
    expect(text).toMatch(/\b5\b/);
    expect(text).not.toMatch(/\b6\b/);
    expect(text).toMatch(/2023/);
  });

  it.each([
    {
      key: "listing.priceOnRequest",
      nl: "Prijs op aanvraag",
      fr: "Prix sur demande",
      en: "Price on request",
      de: "Preis auf Anfrage",
    },
    { key: "listing.startingFrom", nl: "vanaf", fr: "à partir de", en: "from", de: "ab" },
    { key: "shell.thankYou", nl: "Bedankt", fr: "Merci", en: "Thank you", de: "Danke" },
    {
      key: "FREE_EVALUATION",
      nl: "Gratis schatting",
      fr: "Estimation gratuite",
      en: "Free valuation",
      de: "Kostenlose Bewertung",
    },
    { key: "unit.kwhM2Year", nl: "kWh/m²/jaar", fr: "kWh/m²/an", en: "kWh/m²/year", de: "kWh/m²/Jahr" },
  ] as const)("$key reads as agreed in every language", (row) => {
    for (const locale of LOCALES) expect(getMessages(locale)[row.key]).toBe(row[locale]);
  });
});
