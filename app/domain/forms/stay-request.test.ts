import { describe, expect, it } from "vitest";
import { parseSubmission, type FormValues } from "#app/lib/form-submission.ts";
import { brusselsToday } from "./value-fields.ts";
import { nightsBetween, stayRequestSchema, type StayRules } from "./stay-request.ts";

/** On 1 December 2026, a home whose capacity the catalogue does not know. */
const rules: StayRules = { today: "2026-12-01", capacity: null };

const complete: FormValues = {
  form: "stay-request",
  title: "ms",
  firstName: "Marie",
  lastName: "Dubois",
  email: "marie@example.be",
  phone: "+32 477 12 34 56",
  arrival: "2026-12-20",
  departure: "2026-12-27",
  adults: "2",
  children: "1",
  pets: "0",
  privacyConsent: "on",
};

function errorsOf(values: FormValues, with_: Partial<StayRules> = {}): Record<string, string> {
  const result = parseSubmission(stayRequestSchema({ ...rules, ...with_ }), values);
  return result.ok
    ? {}
    : Object.fromEntries(
        Object.entries(result.errors).map(([field, error]) => [
          field,
          error.params ? `${error.key} ${JSON.stringify(error.params)}` : error.key,
        ]),
      );
}

describe("stay request schema: dates, guests, capacity", () => {
  it.each<[string, FormValues, Partial<StayRules>, Record<string, string>]>([
    ["complete", {}, {}, {}],
    // dates: real days, arrival from today (Brussels), departure after arrival
    ["no arrival", { arrival: "" }, {}, { arrival: "validation.dateInvalid" }],
    ["no departure", { departure: "" }, {}, { departure: "validation.dateInvalid" }],
    ["an arrival that is no day", { arrival: "2026-02-30" }, {}, { arrival: "validation.dateInvalid" }],
    ["an arrival typed as text", { arrival: "20/12/2026" }, {}, { arrival: "validation.dateInvalid" }],
    ["arriving today", { arrival: "2026-12-01", departure: "2026-12-02" }, {}, {}],
    [
      "arriving yesterday",
      { arrival: "2026-11-30", departure: "2026-12-02" },
      {},
      { arrival: "validation.dateInPast" },
    ],
    ["one night", { arrival: "2026-12-20", departure: "2026-12-21" }, {}, {}],
    [
      "leaving the day of arrival",
      { arrival: "2026-12-20", departure: "2026-12-20" },
      {},
      { departure: "validation.departureAfterArrival" },
    ],
    [
      "leaving before arriving",
      { arrival: "2026-12-20", departure: "2026-12-13" },
      {},
      { departure: "validation.departureAfterArrival" },
    ],
    [
      "in the past and backwards: both said",
      { arrival: "2026-11-20", departure: "2026-11-13" },
      {},
      { arrival: "validation.dateInPast", departure: "validation.departureAfterArrival" },
    ],
    ["over the new year", { arrival: "2026-12-30", departure: "2027-01-02" }, {}, {}],
    // guests
    ["no adults", { adults: "" }, {}, { adults: "validation.required" }],
    ["zero adults", { adults: "0", children: "2" }, {}, { adults: "validation.atLeastOneAdult" }],
    ["adults in words", { adults: "twee" }, {}, { adults: "validation.wholeNumber" }],
    ["no children (empty)", { children: "" }, {}, {}],
    ["negative children", { children: "-1" }, {}, { children: 'validation.notNegative {"min":0}' }],
    ["children in words", { children: "een" }, {}, { children: "validation.wholeNumber" }],
    // capacity: known → at most that many people; unknown → a sane maximum
    ["capacity 4, four guests", { adults: "2", children: "2" }, { capacity: 4 }, {}],
    [
      "capacity 4, five guests",
      { adults: "2", children: "3" },
      { capacity: 4 },
      { adults: 'validation.overCapacity {"max":4}' },
    ],
    [
      "capacity 2, three adults",
      { adults: "3", children: "" },
      { capacity: 2 },
      { adults: 'validation.overCapacity {"max":2}' },
    ],
    ["capacity unknown, thirty guests", { adults: "20", children: "10" }, {}, {}],
    [
      "capacity unknown, thirty-one guests",
      { adults: "21", children: "10" },
      {},
      { adults: 'validation.tooManyPersons {"max":30}' },
    ],
    // pets: a count
    ["no pets field", { pets: "" }, {}, {}],
    ["two dogs", { pets: "2" }, {}, {}],
    ["pets in words", { pets: "een hond" }, {}, { pets: "validation.wholeNumber" }],
    ["eleven pets", { pets: "11" }, {}, { pets: "validation.tooManyPets" }],
    // every error at once
    [
      "several errors together",
      { firstName: "", arrival: "2026-12-20", departure: "2026-12-19", adults: "9" },
      { capacity: 6 },
      {
        firstName: 'validation.firstName {"min":1}',
        departure: "validation.departureAfterArrival",
        adults: 'validation.overCapacity {"max":6}',
      },
    ],
  ])("%s", (_case, overrides, with_, expected) => {
    expect(errorsOf({ ...complete, ...overrides }, with_)).toEqual(expected);
  });

  it("gives the stay as stored: days, nights, whole counts", () => {
    const result = parseSubmission(stayRequestSchema(rules), {
      ...complete,
      children: "",
      pets: "1",
      message: "  Late aankomst ",
    });
    expect(result.ok && result.value).toMatchObject({
      arrival: "2026-12-20",
      departure: "2026-12-27",
      nights: 7,
      adults: 2,
      children: 0,
      pets: 1,
      message: "Late aankomst",
    });
  });

  it.each([
    ["2026-12-20", "2026-12-21", 1],
    ["2026-12-31", "2027-01-07", 7],
    // The clocks go back in Belgium on 25 October 2026: still whole nights.
    ["2026-10-24", "2026-10-26", 2],
    ["2028-02-28", "2028-03-01", 2],
  ])("nights from %s to %s: %i", (arrival, departure, nights) => {
    expect(nightsBetween(arrival, departure)).toBe(nights);
  });

  it("takes today from Brussels: at 23:30 UTC on 30 November it is already 1 December there", () => {
    expect(brusselsToday(new Date("2026-11-30T23:30:00Z"))).toBe("2026-12-01");
    const today = brusselsToday(new Date("2026-11-30T23:30:00Z"));
    expect(errorsOf({ ...complete, arrival: "2026-11-30", departure: "2026-12-03" }, { today })).toEqual({
      arrival: "validation.dateInPast",
    });
  });
});
