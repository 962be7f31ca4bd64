import { z } from "zod";
import { readEuros, type EuroReading } from "#app/lib/euros.ts";
import { dateTimeFormat } from "#app/lib/intl-formats.ts";

/**
 * Amount and date fields of the demand register, purchase offer and rental application forms.
 * Isomorphic like ./fields.ts: posted strings in, numbers or ISO dates out, errors as dictionary
 * keys.
 */

/** The error key of a reading that is not an amount, or null. */
function euroProblem(reading: EuroReading): "validation.wholeNumber" | "validation.notNegative" | null {
  return reading.kind === "negative"
    ? "validation.notNegative"
    : reading.kind === "notWhole"
      ? "validation.wholeNumber"
      : null;
}

function readPosted(input: unknown): EuroReading {
  if (input === undefined) return { kind: "empty" };
  return typeof input === "string" ? readEuros(input) : { kind: "notWhole" };
}

/**
 * An optional amount in whole euros (price bounds, budget, a second income): empty is undefined;
 * otherwise "validation.wholeNumber" or "validation.notNegative" when it is not one.
 */
export function euroField() {
  return z
    .unknown()
    .transform((input, context): number | undefined => {
      const reading = readPosted(input);
      const problem = euroProblem(reading);
      if (problem) {
        context.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return reading.kind === "amount" ? reading.value : undefined;
    })
    .optional();
}

/** A required amount in whole euros: `missing` when empty, the rules of euroField otherwise. */
export function requiredEuroField(missing: `validation.${string}`) {
  return z.unknown().transform((input, context): number => {
    const reading = readPosted(input);
    if (reading.kind === "amount") return reading.value;
    context.addIssue({ code: "custom", message: euroProblem(reading) ?? missing });
    return z.NEVER;
  });
}

/**
 * The amount of a purchase offer: required, whole euros, at least 1 and at most MAX_EUROS (its
 * words must be writable); any other input is "validation.amountInvalid" (spec §8 keeps one text).
 */
export const offerAmountField = z.unknown().transform((input, context) => {
  const reading = typeof input === "string" ? readEuros(input) : ({ kind: "empty" } as const);
  if (reading.kind === "amount" && reading.value >= 1) return reading.value;
  context.addIssue({ code: "custom", message: "validation.amountInvalid" });
  return z.NEVER;
});

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar day written YYYY-MM-DD (2026-02-30 is not), years 1900-2199. */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < 1900 || year > 2199) return false;
  const date = new Date(Date.UTC(year, Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/**
 * A required day from a date input (YYYY-MM-DD, what `<input type=date>` posts; a half-filled one
 * posts nothing): `invalid` when it is empty or not a real day. Kept as the ISO string.
 */
export function dayField(invalid: `validation.${string}`) {
  return z.unknown().transform((input, context) => {
    const text = typeof input === "string" ? input.trim() : "";
    if (isIsoDay(text)) return text;
    context.addIssue({ code: "custom", message: invalid });
    return z.NEVER;
  });
}

/** Today on the Brussels calendar as YYYY-MM-DD (the server runs in UTC, the agency does not). */
export function brusselsToday(now = new Date()): string {
  return dateTimeFormat("en-CA", {
    timeZone: "Europe/Brussels",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/**
 * For the refinements that compare fields (minimum and maximum, start and end, persons and
 * income): they run even when another field of the form failed, so the visitor sees every error
 * at once. They then read posted texts as well as parsed values, and check what they compare.
 */
export const EVEN_WITH_OTHER_ERRORS = { when: () => true };
