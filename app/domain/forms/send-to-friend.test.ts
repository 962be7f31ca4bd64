import { describe, expect, it } from "vitest";
import { parseSubmission } from "#app/lib/form-submission.ts";
import { PERSON_RULES, VALID_PERSON, withField } from "#tests/fixtures/form-person.ts";
import { sendToFriendSchema } from "./send-to-friend.ts";

const VALID = {
  ...VALID_PERSON,
  friendFirstName: "Jan",
  friendLastName: "Claes",
  friendEmail: " Jan.Claes@Example.be ",
  message: "Dit is iets voor jullie!",
};

describe("send to a friend form", () => {
  it("accepts a complete post; the visitor's phone may be left out", () => {
    const result = parseSubmission(sendToFriendSchema, withField(VALID, "phone", ""));
    expect(result).toMatchObject({
      ok: true,
      value: { friendEmail: "jan.claes@example.be", message: "Dit is iets voor jullie!" },
    });
    if (result.ok) expect(result.value.phone).toBeUndefined();
  });

  it.each([
    ...PERSON_RULES,
    ["phone", "12", "validation.phoneInvalid"],
    ["friendFirstName", "", "validation.firstName"],
    ["friendLastName", undefined, "validation.lastName"],
    ["friendEmail", undefined, "validation.friendEmailInvalid"],
    ["friendEmail", "", "validation.friendEmailInvalid"],
    ["friendEmail", "jan@claes", "validation.friendEmailInvalid"],
    ["message", "x".repeat(1001), "validation.tooLong"],
    ["message", "Kijk op https://spam.example/win", "validation.noLinks"],
    ["message", "Kijk op www.spam.example", "validation.noLinks"],
    ["message", "Ga naar gratis-geld.com nu", "validation.noLinks"],
    ["message", "Mail win@spam.example", "validation.noEmailAddresses"],
    ["message", "<a href=x>klik</a>", "validation.noMarkup"],
    // Names go into the friend's subject and greeting: no link, address or markup there either.
    ["firstName", "Win at spam.com", "validation.nameInvalid"],
    ["lastName", "https://spam.example", "validation.nameInvalid"],
    ["friendFirstName", "<b>Jan</b>", "validation.nameInvalid"],
    ["friendLastName", "jan@spam.example", "validation.nameInvalid"],
    ["friendLastName", "x".repeat(81), "validation.tooLong"],
  ] as const)("%s = %j → %s", (field, value, error) => {
    const result = parseSubmission(sendToFriendSchema, withField(VALID, field, value));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]?.key).toBe(error);
  });

  it("keeps a name with accents, a hyphen and an apostrophe, and single spaces", () => {
    const result = parseSubmission(sendToFriendSchema, {
      ...VALID,
      friendFirstName: " Anne-Marie ",
      friendLastName: "D’Hondt  Van Acker",
    });
    expect(result).toMatchObject({
      ok: true,
      value: { friendFirstName: "Anne-Marie", friendLastName: "D’Hondt Van Acker" },
    });
  });
});
