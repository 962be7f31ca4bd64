import { describe, expect, it } from "vitest";
import { STAFF_PASSWORD_MAX, staffPasswordVerdict } from "./password-policy.server.ts";

describe("staff passwords", () => {
  const email = "an.peeters@agency.be";
  it.each([
    ["short1234", "tooShort"],
    ["elevenchars", "tooShort"],
    ["x".repeat(STAFF_PASSWORD_MAX + 1), "tooLong"],
    ["qwerty123456", "common"],
    ["ADMINISTRATOR", "common"],
    ["123456789012", "common"],
    ["aaaaaaaaaaaaaa", "common"],
    ["an.peeters@agency.be", "common"],
    ["my an.peeters@agency.be!", "common"],
    ["horse battery staple vat", "ok"],
    ["Zonnebloem-2026-Gent", "ok"],
    ["x".repeat(11) + "y", "ok"],
  ])("%j is %s", (password, verdict) => {
    expect(staffPasswordVerdict(password, email)).toBe(verdict);
  });
});
