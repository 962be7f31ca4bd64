import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseSubmission } from "#app/lib/form-submission.ts";
import { brusselsToday, dayField, euroField, isIsoDay, offerAmountField, requiredEuroField } from "./value-fields.ts";

/** What a one-field form gives: its value, or the key of its error. */
function read(field: z.ZodType, posted: string | undefined) {
  const result = parseSubmission(z.object({ field }), posted === undefined ? {} : { field: posted });
  return result.ok ? { value: (result.value as { field: unknown }).field } : { error: result.errors.field?.key };
}

describe("euroField (optional whole euros)", () => {
  it.each([
    [undefined, { value: undefined }],
    ["", { value: undefined }],
    ["  ", { value: undefined }],
    ["250000", { value: 250000 }],
    ["250.000", { value: 250000 }],
    ["0", { value: 0 }],
    ["2,5", { error: "validation.wholeNumber" }],
    ["abc", { error: "validation.wholeNumber" }],
    ["-5", { error: "validation.notNegative" }],
  ])("%j → %j", (posted, expected) => expect(read(euroField(), posted)).toEqual(expected));
});

describe("requiredEuroField", () => {
  it.each([
    [undefined, { error: "validation.required" }],
    ["", { error: "validation.required" }],
    ["2.400", { value: 2400 }],
    ["0", { value: 0 }],
    ["2400,50", { error: "validation.wholeNumber" }],
    ["-1", { error: "validation.notNegative" }],
  ])("%j → %j", (posted, expected) => expect(read(requiredEuroField("validation.required"), posted)).toEqual(expected));
});

describe("offerAmountField: one message for every wrong amount", () => {
  it.each([
    ["325000", { value: 325000 }],
    ["325.000", { value: 325000 }],
    ["€ 1", { value: 1 }],
    ["999999999", { value: 999999999 }],
    [undefined, { error: "validation.amountInvalid" }],
    ["", { error: "validation.amountInvalid" }],
    ["0", { error: "validation.amountInvalid" }],
    ["-325000", { error: "validation.amountInvalid" }],
    ["325000,50", { error: "validation.amountInvalid" }],
    ["1000000000", { error: "validation.amountInvalid" }],
    ["drie ton", { error: "validation.amountInvalid" }],
  ])("%j → %j", (posted, expected) => expect(read(offerAmountField, posted)).toEqual(expected));
});

describe("dayField: a real day, YYYY-MM-DD", () => {
  it.each([
    ["2026-03-05", { value: "2026-03-05" }],
    [" 2026-03-05 ", { value: "2026-03-05" }],
    ["2028-02-29", { value: "2028-02-29" }],
    [undefined, { error: "validation.startDateIncomplete" }],
    ["", { error: "validation.startDateIncomplete" }],
    ["2026-02-29", { error: "validation.startDateIncomplete" }],
    ["2026-13-01", { error: "validation.startDateIncomplete" }],
    ["2026-3-5", { error: "validation.startDateIncomplete" }],
    ["5-3-2026", { error: "validation.startDateIncomplete" }],
    ["2026-03", { error: "validation.startDateIncomplete" }],
  ])("%j → %j", (posted, expected) =>
    expect(read(dayField("validation.startDateIncomplete"), posted)).toEqual(expected),
  );
});

describe("isIsoDay", () => {
  it.each([
    ["2026-01-31", true],
    ["2026-04-31", false],
    ["1900-01-01", true],
    ["1899-12-31", false],
    ["2199-12-31", true],
    ["2200-01-01", false],
    ["20260101", false],
  ])("%s → %s", (text, expected) => expect(isIsoDay(text)).toBe(expected));
});

describe("brusselsToday", () => {
  it.each([
    // Brussels is an hour (winter) or two (summer) ahead of UTC
    ["2026-03-04T22:59:59Z", "2026-03-04"],
    ["2026-03-04T23:00:00Z", "2026-03-05"],
    ["2026-07-01T21:59:59Z", "2026-07-01"],
    ["2026-07-01T22:00:00Z", "2026-07-02"],
  ])("%s → %s", (instant, expected) => expect(brusselsToday(new Date(instant))).toBe(expected));
});
