import { describe, expect, it } from "vitest";
import { parseSubmission } from "#app/lib/form-submission.ts";
import { newPasswordSchema, ownerLoginSchema, passwordResetRequestSchema } from "./owner.ts";

describe("owner login form", () => {
  it("lower-cases the e-mail address and keeps the password as typed (spaces included)", () => {
    expect(parseSubmission(ownerLoginSchema, { email: " Eigenaar@Example.BE ", password: " secret " })).toMatchObject({
      ok: true,
      value: { email: "eigenaar@example.be", password: " secret " },
    });
  });

  it.each([
    [{ password: "x" }, "email", "validation.email"],
    [{ email: "a@b", password: "x" }, "email", "validation.emailInvalid"],
    [{ email: "a@example.be" }, "password", "validation.password"],
    [{ email: "a@example.be", password: "" }, "password", "validation.password"],
    [{ email: "a@example.be", password: "x".repeat(129) }, "password", "validation.tooLong"],
  ] as const)("%j → %s: %s", (values, field, key) => {
    const result = parseSubmission(ownerLoginSchema, values);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]?.key).toBe(key);
  });
});

describe("password reset request form", () => {
  it.each([
    [{ email: "Ann@Example.be" }, true],
    [{ email: "" }, false],
    [{ email: "not an address" }, false],
  ] as const)("%j → ok %s", (values, ok) => {
    expect(parseSubmission(passwordResetRequestSchema, values).ok).toBe(ok);
  });
});

describe("new password form", () => {
  it.each([
    [{ password: "a-long-password", passwordConfirm: "a-long-password" }, null, null],
    [{ password: "twelve-chars", passwordConfirm: "twelve-chars" }, null, null],
    [
      { password: "eleven-char", passwordConfirm: "eleven-char" },
      "password",
      { key: "validation.passwordTooShort", params: { min: 12 } },
    ],
    [{ password: "", passwordConfirm: "" }, "password", { key: "validation.password" }],
    [
      { password: "a-long-password", passwordConfirm: "a-long-passwore" },
      "passwordConfirm",
      { key: "validation.passwordsMustMatch" },
    ],
    [{ password: "a-long-password", passwordConfirm: "" }, "passwordConfirm", { key: "validation.password" }],
    [
      { password: "x".repeat(129), passwordConfirm: "x".repeat(129) },
      "password",
      { key: "validation.tooLong", params: { max: 128 } },
    ],
  ] as const)("%j → %s", (values, field, error) => {
    const result = parseSubmission(newPasswordSchema, values);
    if (field === null) expect(result.ok).toBe(true);
    else {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors[field]).toMatchObject(error);
    }
  });
});
