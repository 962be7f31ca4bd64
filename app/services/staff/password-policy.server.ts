import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * What a staff password must be (OWASP ASVS 2.1): 12 characters at least, 128 at most (argon2 is
 * slow on purpose: a post of megabytes is not hashed), and not one that attackers try first:
 * the 49 000 most common passwords of @zxcvbn-ts/language-common (from leaked password lists),
 * compared case-insensitively, a single character repeated, or the person's own e-mail address.
 */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;

const COMMON = new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));

export type PasswordVerdict = "ok" | "tooShort" | "tooLong" | "common";

export function staffPasswordVerdict(password: string, email: string): PasswordVerdict {
  if (password.length > STAFF_PASSWORD_MAX) return "tooLong";
  if (password.length < STAFF_PASSWORD_MIN) return "tooShort";
  const lower = password.toLowerCase();
  const address = email.toLowerCase();
  if (
    COMMON.has(lower) ||
    new Set(lower).size === 1 ||
    lower === address ||
    lower === address.split("@")[0] ||
    lower.includes(address)
  )
    return "common";
  return "ok";
}
