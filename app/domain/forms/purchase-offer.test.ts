import { describe, expect, it } from "vitest";
import { parseSubmission, type FormValues } from "#app/lib/form-submission.ts";
import { purchaseOfferSchema } from "./purchase-offer.ts";

const complete: FormValues = {
  form: "purchase-offer",
  title: "mr",
  firstName: "Jan",
  lastName: "Janssens",
  email: "jan@example.be",
  phone: "0477 12 34 56",
  amount: "325.000",
  startDate: "2026-12-01",
  endDate: "2026-12-15",
  place: "Buggenhout",
  signDate: "2026-11-30",
  privacyConsent: "on",
};

function errorsOf(values: FormValues): Record<string, string> {
  const result = parseSubmission(purchaseOfferSchema, values);
  return result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error.key]));
}

describe("purchase offer schema: the rules, field by field", () => {
  it.each<[string, FormValues, Record<string, string>]>([
    ["complete", {}, {}],
    // amount in digits: whole euros, at least 1
    ["no amount", { amount: "" }, { amount: "validation.amountInvalid" }],
    ["an amount with cents", { amount: "325000,50" }, { amount: "validation.amountInvalid" }],
    ["an amount of 0", { amount: "0" }, { amount: "validation.amountInvalid" }],
    ["a negative amount", { amount: "-325000" }, { amount: "validation.amountInvalid" }],
    ["an amount in words", { amount: "driehonderdduizend" }, { amount: "validation.amountInvalid" }],
    ["an amount with a euro sign and spaces", { amount: "€ 325 000" }, {}],
    // spec §5: start date incomplete; end date incomplete or invalid; the end not before the start
    ["no start date", { startDate: "" }, { startDate: "validation.startDateIncomplete" }],
    ["a start date that is no day", { startDate: "2026-02-30" }, { startDate: "validation.startDateIncomplete" }],
    ["no end date", { endDate: "" }, { endDate: "validation.endDateInvalid" }],
    ["an end date that is no day", { endDate: "2026-13-01" }, { endDate: "validation.endDateInvalid" }],
    [
      "the end before the start",
      { startDate: "2026-12-15", endDate: "2026-12-01" },
      { endDate: "validation.endBeforeStart" },
    ],
    ["the end on the start (an offer for one day)", { startDate: "2026-12-15", endDate: "2026-12-15" }, {}],
    [
      "an invalid start does not make the end wrong",
      { startDate: "2027-99-99", endDate: "2026-12-01" },
      { startDate: "validation.startDateIncomplete" },
    ],
    [
      "dates in the wrong order next to other errors",
      { place: "", endDate: "2026-11-01" },
      { place: "validation.city", endDate: "validation.endBeforeStart" },
    ],
    // place and sign date
    ["no place", { place: "" }, { place: "validation.city" }],
    ["no sign date", { signDate: "" }, { signDate: "validation.dateInvalid" }],
    ["a sign date that is no day", { signDate: "30-11-2026" }, { signDate: "validation.dateInvalid" }],
    // second buyer: optional, named as soon as anything of them is given
    [
      "a complete second buyer",
      {
        person2FirstName: "Els",
        person2LastName: "Maes",
        person2Email: "els@example.be",
        person2Phone: "0478 11 22 33",
      },
      {},
    ],
    ["a second buyer with names only", { person2FirstName: "Els", person2LastName: "Maes" }, {}],
    [
      "a second buyer's e-mail without names",
      { person2Email: "els@example.be" },
      { person2FirstName: "validation.firstName", person2LastName: "validation.lastName" },
    ],
    ["a second buyer's first name only", { person2FirstName: "Els" }, { person2LastName: "validation.lastName" }],
    [
      "a second buyer's invalid e-mail",
      { person2FirstName: "Els", person2LastName: "Maes", person2Email: "els@" },
      { person2Email: "validation.emailInvalid" },
    ],
    [
      "a second buyer's invalid phone",
      { person2FirstName: "Els", person2LastName: "Maes", person2Phone: "12" },
      { person2Phone: "validation.phoneInvalid" },
    ],
    [
      "empty second-buyer fields are no second buyer",
      { person2FirstName: " ", person2LastName: "", person2Email: "", person2Phone: "" },
      {},
    ],
    // conditions: free text, bounded
    ["conditions", { conditions: "Onder voorbehoud van financiering." }, {}],
    ["conditions too long", { conditions: "x".repeat(4001) }, { conditions: "validation.tooLong" }],
    // person 1 and consent
    ["no first name", { firstName: "" }, { firstName: "validation.firstName" }],
    ["no e-mail", { email: "" }, { email: "validation.email" }],
  ])("%s", (_case, overrides, expected) => {
    expect(errorsOf({ ...complete, ...overrides })).toEqual(expected);
  });

  it("gives whole euros and the days as posted", () => {
    const result = parseSubmission(purchaseOfferSchema, {
      ...complete,
      conditions: "  Financiering  ",
      person2Email: "",
    });
    expect(result.ok && result.value).toMatchObject({
      amount: 325000,
      startDate: "2026-12-01",
      endDate: "2026-12-15",
      signDate: "2026-11-30",
      place: "Buggenhout",
      conditions: "Financiering",
      person2Email: undefined,
    });
  });
});
