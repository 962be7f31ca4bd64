import { describe, it, expect } from "vitest";
import { LOCALES, type Locale } from "./locales.ts";
import { nl } from "./messages/nl.ts";
import { createTranslator, getMessages, placeholdersOf, type MessageKey } from "./translate.ts";

/**
 * Every dictionary text with a count in it, in the four languages, for 0, 1, 2 and 5: a counted
 * noun agrees with its number by the language's plural rules (Intl.PluralRules, decision 0035), so
 * no "1 minuten", "1 minutes" or "1 Minuten". French counts 0 as singular ("0 bien").
 */

/** Placeholder names that may carry a number. */
const NUMBER_PLACEHOLDERS = [
  "count",
  "minutes",
  "days",
  "months",
  "years",
  "max",
  "min",
  "n",
  "total",
  "available",
  "rating",
  "page",
  "pages",
  "percent",
  "a",
  "b",
  "year",
  "id",
  "number",
];

type Forms = readonly [one: string, other: string];
type Counted = { param: string } & Record<Locale, Forms>;

const ITEMS: Record<Locale, Forms> = {
  nl: ["# pand", "# panden"],
  fr: ["# bien", "# biens"],
  en: ["# property", "# properties"],
  de: ["# Immobilie", "# Immobilien"],
};
const CHARACTERS = { en: ["# character", "# characters"], de: ["# Zeichen", "# Zeichen"] } as const;
const PERSONS = {
  nl: ["# persoon", "# personen"],
  fr: ["# personne", "# personnes"],
  en: ["# person", "# persons"],
  de: ["# Person", "# Personen"],
} as const;

/** Texts whose number counts a noun: `#` stands for the number, [singular, plural]. */
const COUNTED: Record<string, Counted> = {
  "owner.tooManyAttempts": {
    param: "minutes",
    nl: ["# minuut", "# minuten"],
    fr: ["# minute", "# minutes"],
    en: ["# minute", "# minutes"],
    de: ["# Minute", "# Minuten"],
  },
  "project.count": {
    param: "count",
    nl: ["# project", "# projecten"],
    fr: ["# projet", "# projets"],
    en: ["# project", "# projects"],
    de: ["# Projekt", "# Projekte"],
  },
  "listing.card.bedrooms": {
    param: "count",
    nl: ["# slaapkamer", "# slaapkamers"],
    fr: ["# chambre", "# chambres"],
    en: ["# bedroom", "# bedrooms"],
    de: ["# Schlafzimmer", "# Schlafzimmer"],
  },
  "listing.filter.newOnly": {
    param: "days",
    nl: ["laatste dag", "laatste # dagen"],
    fr: ["dernier jour", "# derniers jours"],
    en: ["last day", "last # days"],
    de: ["letzter Tag", "letzte # Tage"],
  },
  "listing.count": { param: "count", ...ITEMS },
  "listing.area.cluster": { param: "count", ...ITEMS },
  "compare.caption": { param: "count", ...ITEMS },
  "search.resultsHint": {
    param: "count",
    nl: ["# suggestie", "# suggesties"],
    fr: ["# suggestion", "# suggestions"],
    en: ["# suggestion", "# suggestions"],
    de: ["# Vorschlag", "# Vorschläge"],
  },
  "owner.leadsCount": {
    param: "count",
    nl: ["# aanvraag", "# aanvragen"],
    fr: ["# demande", "# demandes"],
    en: ["# request", "# requests"],
    de: ["# Anfrage", "# Anfragen"],
  },
  "owner.chartMax": {
    param: "count",
    nl: ["# bezoek", "# bezoeken"],
    fr: ["#\u00a0visite", "#\u00a0visites"],
    en: ["# visit", "# visits"],
    de: ["# Besuch", "# Besuche"],
  },
  "mail.digest.subject": {
    param: "count",
    nl: ["# nieuw pand", "# nieuwe panden"],
    fr: ["# nouveau bien", "# nouveaux biens"],
    en: ["# new property", "# new properties"],
    de: ["# neue Immobilie", "# neue Immobilien"],
  },
  "documents.linkExpired.text": {
    param: "days",
    nl: ["# dag", "# dagen"],
    fr: ["# jour", "# jours"],
    en: ["# day", "# days"],
    de: ["# Tag", "# Tage"],
  },
  "mail.appointment.rentalConditions": {
    param: "months",
    nl: ["# maand huurwaarborg", "# maanden huurwaarborg"],
    fr: ["#\u00a0mois", "#\u00a0mois"],
    en: ["# month", "# months"],
    de: ["# Monatsmiete", "# Monatsmieten"],
  },
  "validation.passwordTooShort": {
    param: "min",
    nl: ["# teken", "# tekens"],
    fr: ["# caractère", "# caractères"],
    ...CHARACTERS,
  },
  "validation.tooLong": {
    param: "max",
    nl: ["# teken", "# tekens"],
    fr: ["# caractère", "# caractères"],
    ...CHARACTERS,
  },
  "owner.passwordHint": {
    param: "min",
    nl: ["# teken", "# tekens"],
    fr: ["#\u00a0caractère", "#\u00a0caractères"],
    ...CHARACTERS,
  },
  "validation.tooManyPersons": { param: "max", ...PERSONS },
  "form.householdHint": { param: "max", ...PERSONS },
  // A holiday home's capacity (decision 0036): "people" in English.
  "form.guestsHint": { param: "max", ...PERSONS, en: ["# person", "# people"] },
  "validation.overCapacity": { param: "max", ...PERSONS, en: ["# person", "# people"] },
  "calc.monthlyDetail": {
    param: "years",
    nl: ["# jaar", "# jaar"],
    fr: ["# an", "# ans"],
    en: ["# year", "# years"],
    de: ["# Jahr", "# Jahre"],
  },
};

/** Texts with a number that counts no noun of theirs (a page, a rank, a size with its unit, an amount, an id). */
const NOT_COUNTED = [
  "http.tooLarge.text",
  "unit.kilobytes",
  "unit.megabytes",
  "form.challenge.question",
  "validation.imageTooLarge",
  "validation.incomeTooLow",
  "project.availableUnitsValue",
  "listing.paging.pageOf",
  "listing.area.listTitle",
  "listing.gallery.counter",
  "listing.gallery.photoAlt",
  "listing.compare.open",
  "testimonial.rating",
  "mail.testimonial.pending",
  "shell.copyright",
  "shell.legal.biv",
  "shell.legal.enterprise",
  "shell.legal.vat",
  "shell.forSaleCount",
  "shell.forRentCount",
  "form.imageHint",
  "form.childAge",
  "form.depositNotice",
  "validation.childAge",
  "form.deposit",
  "form.incomeHint",
  "saved.compareAdded",
];

/** Which numbers are singular: CLDR's "one" (French also counts 0 as one). */
const SINGULAR: Record<Locale, number[]> = { nl: [1], fr: [0, 1], en: [1], de: [1] };

/** Text for the placeholders other than the count (an amount, a rate). */
const otherParams = (key: MessageKey) => Object.fromEntries(placeholdersOf(nl[key]).map((name) => [name, "X"]));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("counts in the dictionaries", () => {
  it("sweep: every text with a number placeholder is classed as counted or not", () => {
    const withNumbers = (Object.keys(nl) as MessageKey[]).filter((key) =>
      placeholdersOf(nl[key]).some((name) => NUMBER_PLACEHOLDERS.includes(name)),
    );
    const unclassed = withNumbers.filter((key) => !(key in COUNTED) && !NOT_COUNTED.includes(key));
    expect(unclassed).toEqual([]);
    // The table names only keys that exist (a renamed key is noticed).
    expect(Object.keys(COUNTED).filter((key) => !(key in nl))).toEqual([]);
  });

  const cases = Object.entries(COUNTED).flatMap(([key, counted]) =>
    LOCALES.flatMap((locale) =>
      [0, 1, 2, 5].map((n) => ({ key: key as MessageKey, locale, n, param: counted.param, forms: counted[locale] })),
    ),
  );

  it.each(cases)("$locale $key with $n", ({ key, locale, n, param, forms }) => {
    const text = createTranslator(locale)(key, { ...otherParams(key), [param]: n });
    const expected = (SINGULAR[locale].includes(n) ? forms[0] : forms[1]).replace("#", String(n));
    // The form, whole (not "1 minute" inside "1 minutes"), and no placeholder or plural syntax left.
    expect(text).toMatch(new RegExp(`${escapeRegExp(expected)}(?![\\p{L}])`, "u"));
    expect(text).not.toMatch(/[{}#]/);
  });

  it.each(LOCALES)("%s never writes 1 with a plural noun of the table", (locale) => {
    const t = createTranslator(locale);
    const bad = Object.entries(COUNTED)
      .filter(([, counted]) => counted[locale][0] !== counted[locale][1])
      .map(([key, counted]) => ({
        key,
        text: t(key as MessageKey, { ...otherParams(key as MessageKey), [counted.param]: 1 }),
        plural: counted[locale][1].replace("#", "1"),
      }))
      .filter(({ text, plural }) => new RegExp(`${escapeRegExp(plural)}(?![\\p{L}])`, "u").test(text));
    expect(bad).toEqual([]);
  });

  it.each(LOCALES)("%s: the dictionary knows its own language (it picks the plural rules)", (locale) => {
    expect(getMessages(locale)["meta.language" as MessageKey]).toBe(locale);
  });
});
