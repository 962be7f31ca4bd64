import type { Locale } from "#app/i18n/locales.ts";

/**
 * The captcha's question for visitors without JavaScript (decision 0032): "how much is three plus
 * four?", the numbers written as words in the page's language, answered with a number in digits or
 * in words. Text only: a screen reader reads it, anyone can type the answer (WCAG 1.1.1, 3.3.8).
 * The server signs the answer (app/services/leads/question-challenge.server.ts); this module holds
 * only the pure rules.
 */

/** Number words 0–20 per language, as written in the question. */
const NUMBER_WORDS: Record<Locale, readonly string[]> = {
  nl: [
    "nul",
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
    "twintig",
  ],
  fr: [
    "zéro",
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
    "vingt",
  ],
  en: [
    "zero",
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
    "twenty",
  ],
  de: [
    "null",
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
    "zwanzig",
  ],
};

/** Other spellings people type: "één", "une", "ein". */
const EXTRA_WORDS: Record<string, number> = { een: 1, une: 1, ein: 1, eine: 1, fuenf: 5, zwoelf: 12 };

/** Lower case, no accents, single spaces, no hyphens: "Dix-Sept " and "dix sept" read alike. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[-\s]+/g, " ")
    .trim();
}

const WORD_VALUES: ReadonlyMap<string, number> = new Map([
  ...Object.values(NUMBER_WORDS).flatMap((words) => words.map((word, value) => [fold(word), value] as const)),
  ...Object.entries(EXTRA_WORDS),
]);

/** The two numbers of a question (1–9 each) from two random numbers in [0, 1). */
export function questionOperands(random: () => number): [number, number] {
  const pick = () => 1 + Math.min(8, Math.floor(random() * 9));
  return [pick(), pick()];
}

/** A number as the question writes it, in the page's language. */
export function numberWord(value: number, locale: Locale): string {
  return NUMBER_WORDS[locale][value] ?? String(value);
}

/** The visitor's answer as a number: digits or a number word of any of the site's languages; null when it is neither. */
export function parseAnswer(text: string): number | null {
  const trimmed = text.trim().replace(/[.!]+$/, "");
  if (/^\d{1,3}$/.test(trimmed)) return Number(trimmed);
  return WORD_VALUES.get(fold(trimmed)) ?? null;
}
