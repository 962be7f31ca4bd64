import { describe, expect, it } from "vitest";
import { parseSubmission, type FormValues } from "#app/lib/form-submission.ts";
import { rentalApplicationSchema, type RentalRules } from "./rental-application.ts";

/** The shipped settings (3 × the rent, no floor, 6 persons) for a rent of € 850, on 1 December 2026. */
const rules: RentalRules = {
  minimumIncomeRatio: 3,
  minimumMonthlyIncome: 0,
  maximumPersons: 6,
  monthlyRent: 850,
  today: "2026-12-01",
};

const complete: FormValues = {
  form: "rental-application",
  title: "ms",
  firstName: "Marie",
  lastName: "Dubois",
  email: "marie@example.be",
  phone: "+32 477 12 34 56",
  adults: "2",
  children: "1",
  childAges: ["7", "", "", "", ""],
  movingDate: "2027-01-15",
  income1: "1.800",
  income2: "900",
  privacyConsent: "on",
};

function errorsOf(values: FormValues, with_: Partial<RentalRules> = {}): Record<string, string> {
  const result = parseSubmission(rentalApplicationSchema({ ...rules, ...with_ }), values);
  return result.ok
    ? {}
    : Object.fromEntries(
        Object.entries(result.errors).map(([field, error]) => [
          field,
          error.params ? `${error.key} ${JSON.stringify(error.params)}` : error.key,
        ]),
      );
}

describe("rental application schema: the rules, field by field", () => {
  it.each<[string, FormValues, Partial<RentalRules>, Record<string, string>]>([
    ["complete", {}, {}, {}],
    // adults
    ["no adults", { adults: "" }, {}, { adults: "validation.required" }],
    [
      "zero adults",
      { adults: "0", children: "0", childAges: ["", "", "", "", ""] },
      {},
      { adults: "validation.atLeastOneAdult" },
    ],
    ["adults in words", { adults: "twee" }, {}, { adults: "validation.wholeNumber" }],
    // maximum persons (a parameter)
    ["six persons: the maximum", { adults: "2", children: "4", childAges: ["1", "3", "5", "7", ""] }, {}, {}],
    [
      "seven persons",
      { adults: "3", children: "4", childAges: ["1", "3", "5", "7", ""] },
      {},
      { adults: 'validation.tooManyPersons {"max":6}' },
    ],
    [
      "seven adults",
      { adults: "7", children: "", childAges: [] },
      {},
      { adults: 'validation.tooManyPersons {"max":6}' },
    ],
    [
      "a stricter maximum (one age field)",
      { adults: "2", children: "1", childAges: "7" },
      { maximumPersons: 2 },
      { adults: 'validation.tooManyPersons {"max":2}' },
    ],
    // children and their ages
    ["no children (empty)", { children: "", childAges: ["", "", "", "", ""] }, {}, {}],
    ["no children and no age fields posted", { children: "0", childAges: undefined as unknown as string }, {}, {}],
    [
      "a child without an age",
      { children: "2", childAges: ["7", "", "", "", ""] },
      {},
      { "childAges.1": 'validation.childAge {"n":2}' },
    ],
    [
      "fewer age fields posted than children",
      { children: "2", childAges: "7" },
      {},
      { "childAges.1": 'validation.childAge {"n":2}' },
    ],
    [
      "an age in words",
      { childAges: ["zeven", "", "", "", ""] },
      {},
      { "childAges.0": 'validation.wholeNumber {"n":1}' },
    ],
    ["a negative age", { childAges: ["-1", "", "", "", ""] }, {}, { "childAges.0": 'validation.notNegative {"n":1}' }],
    ["a baby (age 0)", { childAges: ["0", "", "", "", ""] }, {}, {}],
    [
      "an age beyond the number of children",
      { children: "1", childAges: ["7", "4", "", "", ""] },
      {},
      { children: "validation.childAgesCount" },
    ],
    [
      "more age fields than the maximum allows",
      { childAges: ["7", "", "", "", "", ""] },
      {},
      { childAges: "validation.invalidChoice" },
    ],
    ["children in words", { children: "een" }, {}, { children: "validation.wholeNumber" }],
    // moving date: a real day, not before today
    ["no moving date", { movingDate: "" }, {}, { movingDate: "validation.dateInvalid" }],
    ["a moving date that is no day", { movingDate: "2027-02-30" }, {}, { movingDate: "validation.dateInvalid" }],
    ["moving today", { movingDate: "2026-12-01" }, {}, {}],
    ["moving yesterday", { movingDate: "2026-11-30" }, {}, { movingDate: "validation.dateInPast" }],
    // incomes: whole euros; household ≥ max(floor, ratio × rent) (parameters)
    ["no first income", { income1: "" }, {}, { income1: "validation.required" }],
    ["an income in cents", { income1: "1800,50" }, {}, { income1: "validation.wholeNumber" }],
    ["a negative second income", { income2: "-5" }, {}, { income2: "validation.notNegative" }],
    ["household income exactly 3 × the rent", { income1: "2550", income2: "" }, {}, {}],
    [
      "household income a euro short",
      { income1: "2000", income2: "549" },
      {},
      { income1: 'validation.incomeTooLow {"min":"€ 2.550"}' },
    ],
    ["one income enough on its own", { income1: "3.000", income2: "" }, {}, {}],
    [
      "a floor above the ratio",
      { income1: "2600", income2: "" },
      { minimumMonthlyIncome: 2800 },
      { income1: 'validation.incomeTooLow {"min":"€ 2.800"}' },
    ],
    ["a lower ratio", { income1: "1700", income2: "" }, { minimumIncomeRatio: 2 }, {}],
    [
      "a rent that is not published: only the floor",
      { income1: "1000", income2: "" },
      { monthlyRent: null, minimumMonthlyIncome: 1200 },
      { income1: 'validation.incomeTooLow {"min":"€ 1.200"}' },
    ],
    ["a rent that is not published and no floor", { income1: "0", income2: "" }, { monthlyRent: null }, {}],
    // every error at once
    [
      "several errors together",
      { firstName: "", adults: "9", income1: "100", income2: "" },
      {},
      {
        firstName: 'validation.firstName {"min":1}',
        adults: 'validation.tooManyPersons {"max":6}',
        income1: 'validation.incomeTooLow {"min":"€ 2.550"}',
      },
    ],
  ])("%s", (_case, overrides, with_, expected) => {
    const values = Object.fromEntries(
      Object.entries({ ...complete, ...overrides }).filter(([, value]) => value !== undefined),
    ) as FormValues;
    expect(errorsOf(values, with_)).toEqual(expected);
  });

  it("gives the household as stored: the ages of the children given, whole euros", () => {
    const result = parseSubmission(rentalApplicationSchema(rules), {
      ...complete,
      children: "2",
      childAges: ["7", "4", "", "", ""],
      pets: " een kat ",
    });
    expect(result.ok && result.value).toMatchObject({
      adults: 2,
      children: 2,
      childAges: [7, 4],
      income1: 1800,
      income2: 900,
      movingDate: "2027-01-15",
      pets: "een kat",
    });
  });
});
