import { describe, expect, it } from "vitest";
import { parseSubmission } from "#app/lib/form-submission.ts";
import { PERSON_RULES, VALID_PERSON, withField } from "#tests/fixtures/form-person.ts";
import { documentsRequestSchema } from "./documents-request.ts";

describe("documents request form", () => {
  it("accepts a complete request: the e-mail lower-cased, the newsletter box off unless ticked", () => {
    const result = parseSubmission(documentsRequestSchema, VALID_PERSON);
    expect(result).toMatchObject({
      ok: true,
      value: { email: "ann.peeters@example.be", newsletter: false, phone: "0477 12 34 56" },
    });
    expect(parseSubmission(documentsRequestSchema, { ...VALID_PERSON, newsletter: "on" })).toMatchObject({
      ok: true,
      value: { newsletter: true },
    });
  });

  it.each([...PERSON_RULES, ["phone", "", "validation.phone"], ["phone", "12", "validation.phoneInvalid"]] as const)(
    "%s = %j → %s",
    (field, value, error) => {
      const result = parseSubmission(documentsRequestSchema, withField(VALID_PERSON, field, value));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors[field]?.key).toBe(error);
    },
  );
});
