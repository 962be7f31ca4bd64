/**
 * Amounts in words for the purchase offer (spec §3: "amount in digits and words"). A written
 * amount is what a signed offer is read by when digits are disputed, so the wording follows each
 * language's written norm:
 * - nl: Flemish Team Taaladvies — one word up to "duizend", a space after "duizend" and around
 *   "miljoen" ("driehonderdvijfentwintigduizend vijfhonderd", "twee miljoen vijfhonderdduizend"),
 *   a trema on vowel clash ("tweeëntwintig"); 1100 is "duizend honderd", like its digits, not the
 *   spoken "elfhonderd".
 * - fr: traditional spelling (not the 1990 hyphenated reform), with the standard "soixante-dix" and
 *   "quatre-vingt-dix" rather than the Belgian "septante" and "nonante" (both are correct in
 *   Belgium; the standard forms read the same everywhere); "cents"/"quatre-vingts" take an s only
 *   at the end of the number or before "millions", never before "mille" ("deux cent mille").
 * - en: no "and" after hundred ("one hundred fifteen"), as on cheques in international English.
 * - de: one word below a million, "hundert" without "ein" but "eintausend", "eine Million"; a final
 *   1 agrees with what follows ("hunderteintausend", "hunderteine Millionen").
 */
export type AmountLocale = "nl" | "fr" | "en" | "de";

/** The largest amount the offer form accepts: below a milliard, no word for which is needed. */
const MAX_AMOUNT = 999_999_999;

/**
 * Whole euros in words, 0 … 999 999 999 (325000 → "driehonderdvijfentwintigduizend").
 * The offer form rounds the amount to whole euros before calling; negatives, fractions and larger
 * amounts throw a RangeError because a wrong amount in words must never reach a signed offer.
 */
export function amountInWords(amount: number, locale: AmountLocale): string {
  if (!Number.isInteger(amount) || amount < 0 || amount > MAX_AMOUNT) {
    throw new RangeError(`amountInWords needs whole euros from 0 to ${MAX_AMOUNT}, got ${amount}`);
  }
  return WRITERS[locale](amount);
}

/** Splits an amount into millions, thousands and the rest below a thousand. */
function groupsOf(amount: number): { millions: number; thousands: number; rest: number } {
  return { millions: Math.floor(amount / 1_000_000), thousands: Math.floor(amount / 1000) % 1000, rest: amount % 1000 };
}

/** Joins the words of the non-empty groups with spaces. */
function joinGroups(parts: readonly string[]): string {
  return parts.filter((part) => part !== "").join(" ");
}

// ——— Dutch ———

const NL_UNITS = [
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
];
const NL_TENS = ["twintig", "dertig", "veertig", "vijftig", "zestig", "zeventig", "tachtig", "negentig"];

/** 1-99: the unit comes first, joined by "en", or "ën" after a final e (twee, drie). */
function dutchBelowHundred(n: number): string {
  if (n < 20) return NL_UNITS[n]!;
  const unit = n % 10;
  const tens = NL_TENS[Math.floor(n / 10) - 2]!;
  if (unit === 0) return tens;
  const unitWord = NL_UNITS[unit]!;
  return `${unitWord}${unitWord.endsWith("e") ? "ën" : "en"}${tens}`;
}

/** 1-999 as one word; "honderd", not "eenhonderd". */
function dutchBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds === 0 ? "" : `${hundreds === 1 ? "" : NL_UNITS[hundreds]}honderd`;
  return rest === 0 ? head : `${head}${dutchBelowHundred(rest)}`;
}

function dutch(amount: number): string {
  if (amount === 0) return NL_UNITS[0]!;
  const { millions, thousands, rest } = groupsOf(amount);
  return joinGroups([
    millions === 0 ? "" : `${dutchBelowThousand(millions)} miljoen`,
    thousands === 0 ? "" : `${thousands === 1 ? "" : dutchBelowThousand(thousands)}duizend`,
    dutchBelowThousand(rest),
  ]);
}

// ——— French ———

const FR_UNITS = [
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
];
const FR_TENS = ["vingt", "trente", "quarante", "cinquante", "soixante"];

/** 1-19: "dix-sept" to "dix-neuf" are compounds of ten. */
function frenchBelowTwenty(n: number): string {
  return n <= 16 ? FR_UNITS[n]! : `dix-${FR_UNITS[n - 10]}`;
}

/**
 * 1-99. "et" joins un (and onze after soixante) to 20-70; 80 and 90 are built on "quatre-vingt",
 * which takes its s only when nothing follows and `final` is true (not before "mille").
 */
function frenchBelowHundred(n: number, final: boolean): string {
  if (n < 20) return frenchBelowTwenty(n);
  const tens = Math.floor(n / 10);
  if (tens >= 8) {
    const rest = n - 80;
    return rest === 0 ? `quatre-vingt${final ? "s" : ""}` : `quatre-vingt-${frenchBelowTwenty(rest)}`;
  }
  const base = FR_TENS[Math.min(tens, 6) - 2]!;
  const rest = n - Math.min(tens, 6) * 10;
  if (rest === 0) return base;
  return rest === 1 || rest === 11 ? `${base} et ${frenchBelowTwenty(rest)}` : `${base}-${frenchBelowTwenty(rest)}`;
}

/** 1-999. "cent" alone for 100; "deux cents" takes its s only when nothing follows and `final`. */
function frenchBelowThousand(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tail = rest === 0 ? "" : frenchBelowHundred(rest, final);
  if (hundreds === 0) return tail;
  const head = hundreds === 1 ? "cent" : `${FR_UNITS[hundreds]} cent${rest === 0 && final ? "s" : ""}`;
  return joinGroups([head, tail]);
}

function french(amount: number): string {
  if (amount === 0) return FR_UNITS[0]!;
  const { millions, thousands, rest } = groupsOf(amount);
  return joinGroups([
    millions === 0 ? "" : `${frenchBelowThousand(millions, true)} million${millions === 1 ? "" : "s"}`,
    thousands === 0 ? "" : thousands === 1 ? "mille" : `${frenchBelowThousand(thousands, false)} mille`,
    frenchBelowThousand(rest, true),
  ]);
}

// ——— English ———

const EN_UNITS = [
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
];
const EN_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** 1-999; tens and units joined by a hyphen ("twenty-five"). */
function englishBelowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const unit = rest % 10;
  const tail =
    rest === 0
      ? ""
      : rest < 20
        ? EN_UNITS[rest]!
        : `${EN_TENS[Math.floor(rest / 10) - 2]}${unit === 0 ? "" : `-${EN_UNITS[unit]}`}`;
  return joinGroups([hundreds === 0 ? "" : `${EN_UNITS[hundreds]} hundred`, tail]);
}

function english(amount: number): string {
  if (amount === 0) return EN_UNITS[0]!;
  const { millions, thousands, rest } = groupsOf(amount);
  return joinGroups([
    millions === 0 ? "" : `${englishBelowThousand(millions)} million`,
    thousands === 0 ? "" : `${englishBelowThousand(thousands)} thousand`,
    englishBelowThousand(rest),
  ]);
}

// ——— German ———

const DE_UNITS = [
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
];
const DE_TENS = ["zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"];

/**
 * 1-999 as one word: the unit before the tens ("fünfundzwanzig"), "ein" inside a compound. A final
 * 1 is written `one`: "eins" at the end of the amount, "ein" before "tausend", "eine" before
 * "Million(en)".
 */
function germanBelowThousand(n: number, one = DE_UNITS[1]!): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const unit = rest % 10;
  const head = hundreds === 0 ? "" : `${hundreds === 1 ? "" : DE_UNITS[hundreds]}hundert`;
  if (rest === 0) return head;
  if (rest < 20) return `${head}${rest === 1 ? one : DE_UNITS[rest]}`;
  const tens = DE_TENS[Math.floor(rest / 10) - 2]!;
  return `${head}${unit === 0 ? "" : `${unit === 1 ? "ein" : DE_UNITS[unit]}und`}${tens}`;
}

function german(amount: number): string {
  if (amount === 0) return DE_UNITS[0]!;
  const { millions, thousands, rest } = groupsOf(amount);
  return joinGroups([
    millions === 0 ? "" : `${germanBelowThousand(millions, "eine")} ${millions === 1 ? "Million" : "Millionen"}`,
    `${thousands === 0 ? "" : `${germanBelowThousand(thousands, "ein")}tausend`}${germanBelowThousand(rest)}`,
  ]);
}

const WRITERS: Record<AmountLocale, (amount: number) => string> = { nl: dutch, fr: french, en: english, de: german };
