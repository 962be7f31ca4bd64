/**
 * The period a rent or holiday price is for, read from the listing's unit text ("/ nacht",
 * "/ semaine", "€/maand", "/ Woche"…), so that the price sorts compare prices on one unit: per
 * week (docs/decisions/0043-price-sorts-per-week-sold-last.md). The provider's PriceUnit number is
 * not used: the same number stands for a week in one feed and a month in another, while the unit
 * text is what the visitor reads next to the price. A sale price ("€") has no period.
 */
export type PricePeriod = "night" | "week" | "month" | "year";

/** The words naming each period in the unit texts of the four languages (nl, fr, en, de). */
export const PERIOD_WORDS: Readonly<Record<PricePeriod, readonly string[]>> = {
  night: ["nacht", "nuit", "night"],
  week: ["week", "semaine", "woche"],
  month: ["maand", "mois", "month", "monat"],
  year: ["jaar", "an", "year", "jahr"],
};

/** How many weeks' worth one price of the period is: a night's price × 7 is a week's. */
export const WEEKS_PER_PERIOD: Readonly<Record<PricePeriod, number>> = {
  night: 7,
  week: 1,
  month: 12 / 52,
  year: 1 / 52,
};

/** The periods in the order they are looked for: the first whose word the text holds wins. */
export const PERIOD_ORDER: readonly PricePeriod[] = ["night", "week", "month", "year"];

/** The period a unit text names (a whole word, any case), or null: "€", "", "Vanaf". */
export function pricePeriod(unitText: string | null | undefined): PricePeriod | null {
  const words = new Set((unitText ?? "").toLowerCase().split(/[^\p{L}]+/u));
  return PERIOD_ORDER.find((period) => PERIOD_WORDS[period].some((word) => words.has(word))) ?? null;
}

/** The price as the price sorts compare it: per week for a price per night, month or year; else as it is. */
export function weeklyPrice(price: number, unitText: string | null | undefined): number {
  const period = pricePeriod(unitText);
  return period === null ? price : price * WEEKS_PER_PERIOD[period];
}

/**
 * A PostgreSQL regular expression (for `~*`) that finds one of a period's words as a whole word in
 * a unit text: the same rule as pricePeriod, for the sort expression of db/schema.ts.
 */
export function periodPattern(period: PricePeriod): string {
  return `(^|[^[:alpha:]])(${PERIOD_WORDS[period].join("|")})([^[:alpha:]]|$)`;
}
