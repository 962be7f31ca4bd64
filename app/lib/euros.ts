/**
 * Reading an amount of euros as a visitor types it in a form (offer, budget, prices, incomes).
 * Pure and small: the purchase offer's page uses it in the browser to write the amount in words as
 * it is typed, the form schemas (app/domain/forms/value-fields.ts) to validate it.
 */

/** What a typed euro amount reads as: a whole number, nothing (empty), or why it is not one. */
export type EuroReading =
  { kind: "amount"; value: number } | { kind: "empty" } | { kind: "notWhole" } | { kind: "negative" };

/** Thousands grouped by dots or (narrow, no-break) spaces, the Belgian way: "325.000", "1 250 000". */
const GROUPED = /^-?\d{1,3}(?:[. \u00a0\u202f]\d{3})+$/;
const PLAIN = /^-?\d+$/;
/** Beyond this no amount on this site makes sense (and amountInWords stops below a milliard). */
export const MAX_EUROS = 999_999_999;

/**
 * A typed euro amount in whole euros: digits, optionally grouped by thousands ("325.000" is three
 * hundred and twenty-five thousand, as a Belgian writes it), optionally with a euro sign or zero
 * cents (",00", ",-"). A decimal part other than zero is not whole: "1.5" or "1,5".
 */
export function readEuros(input: string): EuroReading {
  const text = input
    .trim()
    .replace(/^€\s*/, "")
    .replace(/\s*€$/, "")
    .replace(/,(?:0{1,2}|-)$/, "");
  if (text === "") return { kind: "empty" };
  let digits: string;
  if (PLAIN.test(text)) digits = text;
  else if (GROUPED.test(text)) digits = text.replace(/[. \u00a0\u202f]/g, "");
  else return { kind: "notWhole" };
  const value = Number(digits);
  if (value < 0 || Object.is(value, -0)) return { kind: "negative" };
  if (!Number.isSafeInteger(value) || value > MAX_EUROS) return { kind: "notWhole" };
  return { kind: "amount", value };
}
