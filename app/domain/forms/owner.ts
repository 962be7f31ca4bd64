import { z } from "zod";
import { emailField } from "./fields.ts";

/**
 * The owner portal's forms: login, asking for a reset link, and setting a new password. Passwords
 * are never trimmed (a space is a character like any other) and have an upper bound so a post of
 * megabytes is not hashed (argon2 is slow on purpose).
 */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

const password = (missing: `validation.${string}`) =>
  z.string(missing).min(1, missing).max(PASSWORD_MAX, "validation.tooLong");

export const ownerLoginSchema = z.object({
  email: emailField(),
  password: password("validation.password"),
});

export const passwordResetRequestSchema = z.object({
  email: emailField(),
});

/** A new password: long enough, and typed twice the same (spec §5 "passwords must match"). */
export const newPasswordSchema = z
  .object({
    password: password("validation.password").pipe(z.string().min(PASSWORD_MIN, "validation.passwordTooShort")),
    passwordConfirm: z.string("validation.password").min(1, "validation.password"),
  })
  .refine((value) => value.password === value.passwordConfirm, {
    message: "validation.passwordsMustMatch",
    path: ["passwordConfirm"],
  });

export type OwnerLogin = z.output<typeof ownerLoginSchema>;
