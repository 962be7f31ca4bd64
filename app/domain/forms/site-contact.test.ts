import { describe, expect, it } from "vitest";
import { parseSubmission } from "#app/lib/form-submission.ts";
import { PERSON_RULES, VALID_PERSON, withField } from "#tests/fixtures/form-person.ts";
import { siteContactSchema } from "./site-contact.ts";

const VALID = { ...VALID_PERSON, message: "Wanneer is het kantoor open op zaterdag?" };

describe("site contact form", () => {
  it("accepts the person with a message", () => {
    expect(parseSubmission(siteContactSchema, VALID)).toMatchObject({
      ok: true,
      value: { message: "Wanneer is het kantoor open op zaterdag?" },
    });
  });

  it.each([
    ...PERSON_RULES,
    ["phone", undefined, "validation.phone"],
    ["message", undefined, "validation.message"],
    ["message", " \n ", "validation.message"],
    ["message", "x".repeat(4001), "validation.tooLong"],
  ] as const)("%s = %j → %s", (field, value, error) => {
    const result = parseSubmission(siteContactSchema, withField(VALID, field, value));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]?.key).toBe(error);
  });
});
