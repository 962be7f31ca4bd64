import { describe, expect, it } from "vitest";
import { parseSubmission } from "#app/lib/form-submission.ts";
import { withField } from "#tests/fixtures/form-person.ts";
import { newsletterSchema } from "./newsletter.ts";

const VALID = { email: " Ann@Example.BE ", privacyConsent: "on" };

describe("newsletter sign-up form", () => {
  it("needs only the e-mail address and the privacy consent", () => {
    expect(parseSubmission(newsletterSchema, VALID)).toMatchObject({ ok: true, value: { email: "ann@example.be" } });
  });

  it("keeps the title and names when given; blank ones are left out", () => {
    expect(
      parseSubmission(newsletterSchema, { ...VALID, title: "mr", firstName: " Jan ", lastName: "Claes" }),
    ).toMatchObject({ ok: true, value: { title: "mr", firstName: "Jan", lastName: "Claes" } });
    const blank = parseSubmission(newsletterSchema, { ...VALID, title: "", firstName: "", lastName: " " });
    expect(blank.ok && [blank.value.title, blank.value.firstName, blank.value.lastName]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it.each([
    ["email", undefined, "validation.email"],
    ["email", "", "validation.email"],
    ["email", "ann@example", "validation.emailInvalid"],
    ["title", "sir", "validation.title"],
    ["firstName", "x".repeat(81), "validation.tooLong"],
    ["privacyConsent", undefined, "validation.privacyConsentRequired"],
  ] as const)("%s = %j → %s", (field, value, error) => {
    const result = parseSubmission(newsletterSchema, withField(VALID, field, value));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]?.key).toBe(error);
  });
});
