import { describe, expect, it } from "vitest";
import { parseSubmission } from "#app/lib/form-submission.ts";
import { PERSON_RULES, VALID_PERSON, withField } from "#tests/fixtures/form-person.ts";
import { freeValuationSchema } from "./free-valuation.ts";

const schema = freeValuationSchema([1, 2, 4]);
const VALID = {
  ...VALID_PERSON,
  street: "Kasteelstraat",
  houseNumber: "42",
  box: "",
  zip: "9255",
  city: "Buggenhout",
  propertyType: "1",
  remark: "",
};

describe("free valuation form", () => {
  it("accepts a complete request: the type as its id, empty optional fields left out", () => {
    const result = parseSubmission(schema, VALID);
    expect(result).toMatchObject({
      ok: true,
      value: { street: "Kasteelstraat", houseNumber: "42", zip: "9255", city: "Buggenhout", propertyType: 1 },
    });
    if (result.ok) expect([result.value.box, result.value.remark]).toEqual([undefined, undefined]);
  });

  it("a plot of land needs no house number", () => {
    expect(parseSubmission(schema, { ...VALID, houseNumber: "", propertyType: "4" }).ok).toBe(true);
  });

  it.each([
    ...PERSON_RULES,
    ["phone", "", "validation.phone"],
    ["street", "", "validation.demandAddressRequired"],
    ["street", undefined, "validation.demandAddressRequired"],
    ["houseNumber", "12345678901", "validation.tooLong"],
    ["zip", "", "validation.zip"],
    ["zip", undefined, "validation.zip"],
    ["zip", "925", "validation.zipInvalid"],
    ["zip", "0925", "validation.zipInvalid"],
    ["zip", "92550", "validation.zipInvalid"],
    ["zip", "9a55", "validation.zipInvalid"],
    ["city", " ", "validation.city"],
    ["propertyType", "", "validation.propertyTypeRequired"],
    ["propertyType", undefined, "validation.propertyTypeRequired"],
    ["propertyType", "3", "validation.propertyTypeRequired"],
    ["propertyType", "huis", "validation.propertyTypeRequired"],
    ["remark", "x".repeat(4001), "validation.tooLong"],
  ] as const)("%s = %j → %s", (field, value, error) => {
    const result = parseSubmission(schema, withField(VALID, field, value));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]?.key).toBe(error);
  });
});
