import { describe, expect, it } from "vitest";
import { formatPhone, phoneHref } from "./phone.ts";

describe("formatPhone", () => {
  it.each([
    // spec §5: 10 digits 4-2-2-2, 9 digits 3-2-2-2
    ["10 digits (mobile)", "0470123456", "0470 12 34 56"],
    ["9 digits (one-digit zone)", "052334455", "052 33 44 55"],
    ["9 digits without a leading 0", "470123456", "470 12 34 56"],
    ["already grouped", "0470 12 34 56", "0470 12 34 56"],
    // separators
    ["slash and dots", "052/33.44.55", "052 33 44 55"],
    ["hyphens", "0470-12-34-56", "0470 12 34 56"],
    ["irregular spaces", " 0470  123 456 ", "0470 12 34 56"],
    ["a tab and a slash; a Brussels 02 number follows the 9-digit rule too", "02\t/ 511 22 33", "025 11 22 33"],
    // Belgian international form → national form
    ["+32 mobile", "+32 470 12 34 56", "0470 12 34 56"],
    ["+32 zone, compact", "+3252334455", "052 33 44 55"],
    ["0032 prefix", "0032 52 33 44 55", "052 33 44 55"],
    ["+32 with (0)", "+32 (0)52 33 44 55", "052 33 44 55"],
    ["+32 with dots", "+32.470.12.34.56", "0470 12 34 56"],
    // returned unchanged
    ["8 digits", "05233445", "05233445"],
    ["11 digits", "04701234567", "04701234567"],
    ["+32 with a wrong length", "+32 52 33 44", "+32 52 33 44"],
    ["+32 followed by a 0", "+32 0470 12 34 56", "+32 0470 12 34 56"],
    ["France", "+33 1 23 45 67 89", "+33 1 23 45 67 89"],
    ["France, 10 digits after the prefix", "+33612345678", "+33612345678"],
    ["Netherlands with 00", "0031 20 123 45 67", "0031 20 123 45 67"],
    ["10 digits starting with 00", "0012345678", "0012345678"],
    ["letters", "0470 12 34 56 GSM", "0470 12 34 56 GSM"],
    ["parentheses around a zone", "(052) 33 44 55", "(052) 33 44 55"],
    ["a + inside", "0470+123456", "0470+123456"],
    ["a letter among 10 characters", "0470l23456", "0470l23456"],
    ["a letter after +32", "+32 470 12 34 5a", "+32 470 12 34 5a"],
    ["only separators", "--", "--"],
    // empty
    ["empty", "", ""],
    ["blank", "   ", ""],
  ])("%s: %j → %j", (_case, input, expected) => expect(formatPhone(input)).toBe(expected));
});

describe("phoneHref", () => {
  it.each([
    ["Belgian mobile, national form", "0470 12 34 56", "tel:+32470123456"],
    ["Belgian zone, national form with separators", "052/33.44.55", "tel:+3252334455"],
    ["Belgian, +32", "+32 470 12 34 56", "tel:+32470123456"],
    ["Belgian, 0032", "0032 52 33 44 55", "tel:+3252334455"],
    ["Belgian, +32 (0)", "+32 (0)52 33 44 55", "tel:+3252334455"],
    ["Belgian with a note", "0470 12 34 56 GSM", "tel:+32470123456"],
    ["Belgian prefix, wrong length", "+32 52 33 44", "tel:+32523344"],
    ["France", "+33 1 23 45 67 89", "tel:+33123456789"],
    ["Netherlands with 00", "0031 20 123 45 67", "tel:0031201234567"],
    ["9 digits without a trunk 0", "470123456", "tel:470123456"],
    ["00 32 inside a national number is not a prefix", "0470 00 32 12", "tel:+32470003212"],
    ["8 national digits", "05233445", "tel:05233445"],
    ["no digits", "GSM", ""],
    ["only a +", "+", ""],
    ["empty", "", ""],
  ])("%s: %j → %j", (_case, input, expected) => expect(phoneHref(input)).toBe(expected));
});
