import { describe, expect, it } from "vitest";
import { parseSubmission, type FormValues } from "#app/lib/form-submission.ts";
import { demandRegisterSchema } from "./demand-register.ts";

const schema = demandRegisterSchema({ typeIds: [1, 2, 10], zones: ["9255", "9280", "9200"] });

const complete: FormValues = {
  form: "demand-register",
  goal: "buy",
  types: ["1", "2"],
  zones: "9255",
  title: "ms",
  firstName: "Ann",
  lastName: "Peeters",
  email: "Ann.Peeters@Example.be",
  phone: "0477 12 34 56",
  privacyConsent: "on",
};

/** The error key of each field that has one. */
function errorsOf(values: FormValues): Record<string, string> {
  const result = parseSubmission(schema, values);
  return result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error.key]));
}

describe("demand register schema: the rules, field by field", () => {
  it.each<[string, FormValues, Record<string, string>]>([
    ["complete", {}, {}],
    // goal (spec §5: goal required)
    ["no goal", { goal: "" }, { goal: "validation.goal" }],
    ["a goal that is not offered", { goal: "sell" }, { goal: "validation.goal" }],
    ["rent", { goal: "rent" }, {}],
    // types: at least one, among those offered
    ["no type", { types: [] }, { types: "validation.demandTypeRequired" }],
    ["one type (a single value posts a string)", { types: "10" }, {}],
    ["a type that is not offered", { types: ["1", "99"] }, { types: "validation.invalidChoice" }],
    ["a type that is not a number", { types: "huis" }, { types: "validation.invalidChoice" }],
    // zones: at least one, among those offered
    ["no zone", { zones: [] }, { zones: "validation.demandZoneRequired" }],
    ["several zones", { zones: ["9255", "9200"] }, {}],
    ["a zone that is not offered", { zones: "1000" }, { zones: "validation.invalidChoice" }],
    // amounts: whole, not negative
    ["budget and prices", { budget: "350.000", priceMin: "250000", priceMax: "€ 350.000" }, {}],
    ["a budget in cents", { budget: "350000,50" }, { budget: "validation.wholeNumber" }],
    ["a negative minimum price", { priceMin: "-1" }, { priceMin: "validation.notNegative" }],
    ["a maximum price in words", { priceMax: "veel" }, { priceMax: "validation.wholeNumber" }],
    ["a fractional bedroom count", { bedroomsMin: "2.5" }, { bedroomsMin: "validation.wholeNumber" }],
    ["negative bathrooms", { bathrooms: "-1" }, { bathrooms: "validation.notNegative" }],
    ["garages in words", { garages: "twee" }, { garages: "validation.wholeNumber" }],
    [
      "zero everywhere",
      { budget: "0", priceMin: "0", priceMax: "0", bedroomsMin: "0", bedroomsMax: "0", bathrooms: "0", garages: "0" },
      {},
    ],
    // a minimum never above its maximum
    [
      "price minimum above the maximum",
      { priceMin: "400000", priceMax: "300000" },
      { priceMin: "validation.minAboveMax" },
    ],
    ["price minimum equal to the maximum", { priceMin: "300000", priceMax: "300.000" }, {}],
    ["a minimum price without a maximum", { priceMin: "900000" }, {}],
    [
      "bedrooms minimum above the maximum",
      { bedroomsMin: "4", bedroomsMax: "3" },
      { bedroomsMin: "validation.minAboveMax" },
    ],
    ["bedrooms minimum equal to the maximum", { bedroomsMin: "3", bedroomsMax: "3" }, {}],
    [
      "an invalid maximum is its own error, not a range error",
      { priceMin: "5", priceMax: "x" },
      { priceMax: "validation.wholeNumber" },
    ],
    // the range error shows with the other errors, not only once they are fixed
    [
      "a range error next to missing fields",
      { goal: "", firstName: "", bedroomsMin: "5", bedroomsMax: "2" },
      { goal: "validation.goal", firstName: "validation.firstName", bedroomsMin: "validation.minAboveMax" },
    ],
    // person fields and consent
    ["no title", { title: "" }, { title: "validation.title" }],
    ["no last name", { lastName: " " }, { lastName: "validation.lastName" }],
    ["an invalid e-mail address", { email: "ann@" }, { email: "validation.emailInvalid" }],
    ["no phone", { phone: "" }, { phone: "validation.phone" }],
    [
      "privacy not accepted",
      { privacyConsent: undefined as unknown as string },
      { privacyConsent: "validation.privacyConsentRequired" },
    ],
  ])("%s", (_case, overrides, expected) => {
    const values = Object.fromEntries(
      Object.entries({ ...complete, ...overrides }).filter(([, value]) => value !== undefined),
    ) as FormValues;
    expect(errorsOf(values)).toEqual(expected);
  });

  it("gives the demand as stored: numbers, lists without duplicates, unticked boxes false, e-mail lower-cased", () => {
    const result = parseSubmission(schema, {
      ...complete,
      types: ["2", "1", "2"],
      zones: ["9280", "9280"],
      priceMax: "350.000",
      bedroomsMin: "2",
      garden: "on",
      newsletter: "on",
    });
    expect(result.ok && result.value).toMatchObject({
      goal: "buy",
      types: [2, 1],
      zones: ["9280"],
      priceMax: 350000,
      bedroomsMin: 2,
      parking: false,
      garden: true,
      terrace: false,
      newsletter: true,
      email: "ann.peeters@example.be",
    });
    // Fields left empty are no criterion.
    expect(result.ok && [result.value.budget, result.value.priceMin, result.value.bedroomsMax]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
