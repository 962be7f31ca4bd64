import { describe, expect, it } from "vitest";
import { isBlank, isConditionMet, shouldShowField, type DisplayCondition } from "./condition.ts";

const listing = {
  price: 250000,
  maxPrice: 300000,
  minPrice: 200000,
  samePrice: "250000",
  bedrooms: 3,
  bedroomsText: " 3 ",
  goal: "0",
  furnished: true,
  type: "Huis",
  city: "Sint-Niklaas",
  garden: "",
  attic: "  ",
  terrace: null,
  facilities: ["lift", "cellar", 3],
  plan: { zone: "wonen" },
  code: "abc",
};

/** A condition as configuration may hold it: checked at run time, so also ill-typed ones. */
const when = (condition: object) => condition as DisplayCondition;

describe("isBlank (the spec's null check)", () => {
  it.each([
    [null, true],
    [undefined, true],
    ["", true],
    ["   ", true],
    ["\n\t", true],
    ["0", false],
    [" x ", false],
    [0, false],
    [false, false],
    [Number.NaN, false],
    [[], false],
    [{}, false],
  ])("%j → %j", (value, blank) => expect(isBlank(value)).toBe(blank));
});

describe("isConditionMet: one comparison", () => {
  it.each([
    ["equals a number", when({ field: "bedrooms", logic: "equals", value: 3 }), true],
    ["equals a number given as text", when({ field: "bedrooms", logic: "equals", value: "3" }), true],
    ["equals text to a number", when({ field: "goal", logic: "equals", value: 0 }), true],
    ["equals a boolean given as text", when({ field: "furnished", logic: "equals", value: "true" }), true],
    ["equals another number", when({ field: "bedrooms", logic: "equals", value: 4 }), false],
    ["equals text with other spacing", when({ field: "bedroomsText", logic: "equals", value: 3 }), false],
    ["equals is case-sensitive", when({ field: "type", logic: "equals", value: "huis" }), false],
    ["equals null on a null field", when({ field: "terrace", logic: "equals", value: null }), true],
    ["equals null on a blank text", when({ field: "garden", logic: "equals", value: null }), false],
    ["equals text to null", when({ field: "terrace", logic: "equals", value: "null" }), false],
    ["equals the same object only", when({ field: "plan", logic: "equals", value: listing.plan }), true],
    ["equals an equal-looking object", when({ field: "plan", logic: "equals", value: { zone: "wonen" } }), false],
    ["equals objects by their text", when({ field: "plan", logic: "equals", value: "[object Object]" }), false],
    ["notEquals another value", when({ field: "type", logic: "notEquals", value: "Appartement" }), true],
    ["notEquals the same value", when({ field: "type", logic: "notEquals", value: "Huis" }), false],
    ["notEquals a number given as text", when({ field: "bedrooms", logic: "notEquals", value: "3" }), false],
    ["greaterThan below", when({ field: "price", logic: "greaterThan", value: 249999 }), true],
    ["greaterThan equal", when({ field: "price", logic: "greaterThan", value: 250000 }), false],
    ["greaterThan above", when({ field: "price", logic: "greaterThan", value: 250001 }), false],
    ["greaterThan a number given as text", when({ field: "price", logic: "greaterThan", value: " 1e5 " }), true],
    [
      "greaterThan on a text field holding a number",
      when({ field: "samePrice", logic: "greaterThan", value: 249999 }),
      true,
    ],
    ["lessThan above", when({ field: "price", logic: "lessThan", value: 250001 }), true],
    ["lessThan equal", when({ field: "price", logic: "lessThan", value: 250000 }), false],
    ["lessThan below", when({ field: "price", logic: "lessThan", value: 249999 }), false],
    ["greaterThan text (invalid)", when({ field: "type", logic: "greaterThan", value: 1 }), false],
    ["lessThan text (invalid)", when({ field: "type", logic: "lessThan", value: 1 }), false],
    ["lessThan a text value (invalid)", when({ field: "price", logic: "lessThan", value: "a lot" }), false],
    ["lessThan a blank value (invalid, not 0)", when({ field: "price", logic: "lessThan", value: " " }), false],
    ["greaterThan a blank field (invalid, not 0)", when({ field: "attic", logic: "greaterThan", value: -1 }), false],
    ["greaterThan a null field (invalid)", when({ field: "terrace", logic: "greaterThan", value: -1 }), false],
    ["greaterThan a boolean (invalid)", when({ field: "furnished", logic: "greaterThan", value: 0 }), false],
    [
      "greaterThan infinity (invalid)",
      when({ field: "price", logic: "greaterThan", value: Number.NEGATIVE_INFINITY }),
      false,
    ],
    ["contains a substring, any case", when({ field: "city", logic: "contains", value: "NIK" }), true],
    ["contains text that is not there", when({ field: "city", logic: "contains", value: "gent" }), false],
    ["contains in a number", when({ field: "price", logic: "contains", value: 50 }), true],
    ["contains an item of a list", when({ field: "facilities", logic: "contains", value: "lift" }), true],
    ["contains a number item given as text", when({ field: "facilities", logic: "contains", value: "3" }), true],
    [
      "contains part of an item (lists match whole items)",
      when({ field: "facilities", logic: "contains", value: "lif" }),
      false,
    ],
    ["contains in a null field", when({ field: "terrace", logic: "contains", value: "x" }), false],
    ["contains without a value", when({ field: "city", logic: "contains" }), false],
    ["contains on an object", when({ field: "plan", logic: "contains", value: "wonen" }), false],
    ["isNull on null", when({ field: "terrace", logic: "isNull" }), true],
    ["isNull on blank text", when({ field: "attic", logic: "isNull" }), true],
    ["isNull on a missing field", when({ field: "elevator", logic: "isNull" }), true],
    ["isNull on a value", when({ field: "code", logic: "isNull" }), false],
    ["isNotNull on a value", when({ field: "code", logic: "isNotNull" }), true],
    ["isNotNull on blank text", when({ field: "garden", logic: "isNotNull" }), false],
    [
      "compareField wins over value",
      when({ field: "price", logic: "greaterThan", compareField: "minPrice", value: 999999 }),
      true,
    ],
    [
      "compareField against a larger field",
      when({ field: "price", logic: "greaterThan", compareField: "maxPrice", value: 0 }),
      false,
    ],
    ["compareField equal as text", when({ field: "price", logic: "equals", compareField: "samePrice" }), true],
    [
      "compareField missing from the record",
      when({ field: "price", logic: "equals", compareField: "nothing", value: 250000 }),
      false,
    ],
    [
      "blank compareField falls back to value",
      when({ field: "price", logic: "equals", compareField: " ", value: 250000 }),
      true,
    ],
    ["unknown logic (invalid)", when({ field: "price", logic: "between", value: 1 }), false],
    ["missing logic (invalid)", when({ field: "price", value: 1 }), false],
    ["missing field (invalid)", when({ logic: "isNull" }), false],
    ["blank field (invalid)", when({ field: " ", logic: "isNull" }), false],
    ["field that is not text (invalid)", when({ field: 3, logic: "isNull" }), false],
  ])("%s", (_name, condition, met) => expect(isConditionMet(condition, listing)).toBe(met));

  it("holds when there is no condition", () => {
    expect(isConditionMet(null, listing)).toBe(true);
    expect(isConditionMet(undefined, listing)).toBe(true);
  });
});

describe("isConditionMet: advanced chains", () => {
  const sale = when({ field: "goal", logic: "equals", value: "0" });
  const rent = when({ field: "goal", logic: "equals", value: "1" });
  const big = when({ field: "bedrooms", logic: "greaterThan", value: 2 });
  const small = when({ field: "bedrooms", logic: "lessThan", value: 2 });
  const invalid = when({ field: "type", logic: "greaterThan", value: 1 });

  it.each([
    ["met and met", { ...sale, advanced: { logic: "and", condition: big } }, true],
    ["met and unmet", { ...sale, advanced: { logic: "and", condition: small } }, false],
    ["unmet and met", { ...rent, advanced: { logic: "and", condition: big } }, false],
    ["met or unmet", { ...sale, advanced: { logic: "or", condition: small } }, true],
    ["unmet or met", { ...rent, advanced: { logic: "or", condition: big } }, true],
    ["unmet or unmet", { ...rent, advanced: { logic: "or", condition: small } }, false],
    ["invalid or met", { ...invalid, advanced: { logic: "or", condition: big } }, true],
    ["unmet or invalid", { ...rent, advanced: { logic: "or", condition: invalid } }, false],
    ["met and invalid", { ...sale, advanced: { logic: "and", condition: invalid } }, false],
    [
      "met and (unmet or met)",
      { ...sale, advanced: { logic: "and", condition: { ...rent, advanced: { logic: "or", condition: big } } } },
      true,
    ],
    [
      "met and (met and unmet)",
      { ...sale, advanced: { logic: "and", condition: { ...big, advanced: { logic: "and", condition: small } } } },
      false,
    ],
    ["met and a missing condition (invalid)", { ...sale, advanced: { logic: "and" } }, false],
    ["unmet or a missing condition (invalid)", { ...rent, advanced: { logic: "or", condition: null } }, false],
    ["met xor met (unknown chain logic, invalid)", { ...sale, advanced: { logic: "xor", condition: big } }, false],
    ["unmet xor met (unknown chain logic, invalid)", { ...rent, advanced: { logic: "xor", condition: big } }, false],
    ["met with a null advanced part", { ...sale, advanced: null }, true],
  ])("%s", (_name, condition, met) => expect(isConditionMet(when(condition), listing)).toBe(met));
});

describe("shouldShowField", () => {
  const saleOnly = when({ field: "goal", logic: "equals", value: "0" });
  const rentOnly = when({ field: "goal", logic: "equals", value: "1" });

  it.each([
    ["a value without condition", 3, undefined, true],
    ["zero without condition", 0, undefined, true],
    ["false without condition", false, undefined, true],
    ["a value with a null condition", "Huis", null, true],
    ["null", null, undefined, false],
    ["a missing value", undefined, undefined, false],
    ["a blank text", "  ", undefined, false],
    ["a value whose condition holds", 250000, saleOnly, true],
    ["a value whose condition fails", 250000, rentOnly, false],
    ["a blank value whose condition holds", "", saleOnly, false],
    ["a value whose condition is invalid", 250000, when({ field: "goal", logic: "near" }), false],
  ])("%s", (_name, value, condition, shown) => expect(shouldShowField(value, condition, listing)).toBe(shown));

  it("checks the condition against an empty record when none is given", () => {
    expect(shouldShowField("x", when({ field: "goal", logic: "isNull" }))).toBe(true);
    expect(shouldShowField("x", when({ field: "goal", logic: "isNotNull" }))).toBe(false);
  });
});
