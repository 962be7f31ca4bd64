import { describe, expect, it } from "vitest";
import { parseSubmission } from "#app/lib/form-submission.ts";
import { PERSON_RULES, VALID_PERSON, withField } from "#tests/fixtures/form-person.ts";
import { projectEnquirySchema } from "./project-enquiry.ts";

describe("project enquiry form", () => {
  it("accepts the person alone or with a question (trimmed; blank is none)", () => {
    expect(
      parseSubmission(projectEnquirySchema, { ...VALID_PERSON, message: "  Is er nog een penthouse vrij?  " }),
    ).toMatchObject({ ok: true, value: { message: "Is er nog een penthouse vrij?" } });
    const blank = parseSubmission(projectEnquirySchema, { ...VALID_PERSON, message: "   " });
    expect(blank.ok && blank.value.message).toBeUndefined();
  });

  it.each([
    ...PERSON_RULES,
    ["phone", "", "validation.phone"],
    ["message", "x".repeat(4001), "validation.tooLong"],
  ] as const)("%s = %j → %s", (field, value, error) => {
    const result = parseSubmission(
      projectEnquirySchema,
      withField({ ...VALID_PERSON, message: "Vraag" }, field, value),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]?.key).toBe(error);
  });
});
