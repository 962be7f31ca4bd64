import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactShape, countField, emailField, listField, optionalText, phoneField, requiredText } from "./fields.ts";
import { propertyContactSchema } from "./property-contact.ts";

/** The message key a field answers for a value, or "ok". */
function check(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? "ok" : result.error.issues[0]!.message;
}

describe("e-mail (spec §5: required, then valid)", () => {
  it.each([
    [undefined, "validation.email"],
    ["", "validation.email"],
    ["   ", "validation.email"],
    ["ann", "validation.emailInvalid"],
    ["ann@", "validation.emailInvalid"],
    ["ann@example", "validation.emailInvalid"],
    ["ann peeters@example.be", "validation.emailInvalid"],
    [`${"a".repeat(250)}@example.be`, "validation.emailInvalid"],
    ["ann.peeters@example.be", "ok"],
    ["  Ann.Peeters@Example.BE ", "ok"],
  ])("%j → %s", (value, expected) => expect(check(emailField(), value)).toBe(expected));

  it("is stored trimmed and lower-cased", () => expect(emailField().parse(" Ann@Example.BE ")).toBe("ann@example.be"));
  it("takes the friend's messages when asked (spec §5: friend e-mail empty or invalid)", () => {
    const friend = emailField("validation.friendEmailInvalid", "validation.friendEmailInvalid");
    expect([check(friend, ""), check(friend, "x@")]).toEqual([
      "validation.friendEmailInvalid",
      "validation.friendEmailInvalid",
    ]);
  });
});

describe("phone", () => {
  it.each([
    ["", "validation.phone"],
    ["12345", "validation.phoneInvalid"],
    ["call me", "validation.phoneInvalid"],
    ["0477 12 34 56", "ok"],
    ["+32 (0)52 33 44 55", "ok"],
    ["052/33.44.55", "ok"],
    ["+3247712345678901", "validation.phoneInvalid"],
  ])("%j → %s", (value, expected) => expect(check(phoneField, value)).toBe(expected));
});

describe("texts", () => {
  it.each([
    [requiredText("validation.firstName", 5), " ", "validation.firstName"],
    [requiredText("validation.firstName", 5), "Ann", "ok"],
    [requiredText("validation.firstName", 5), "Annabel", "validation.tooLong"],
    [optionalText(5), "", "ok"],
    [optionalText(5), "abcdef", "validation.tooLong"],
  ])("%#: %j → %s", (schema, value, expected) => expect(check(schema, value)).toBe(expected));
  it("an empty optional text is undefined", () => expect(optionalText().parse("  ")).toBeUndefined());
});

describe("counts (whole, not negative)", () => {
  it.each([
    ["", "ok"],
    ["3", "ok"],
    ["0", "ok"],
    ["-1", "validation.notNegative"],
    ["2.5", "validation.wholeNumber"],
    ["two", "validation.wholeNumber"],
    ["99999999999999", "validation.wholeNumber"],
  ])("%j → %s", (value, expected) => expect(check(countField(), value)).toBe(expected));
  it("parses to a number", () => expect(countField().parse(" 4 ")).toBe(4));
});

describe("lists", () => {
  it.each([
    [undefined, []],
    ["1", ["1"]],
    [
      ["1", "2"],
      ["1", "2"],
    ],
  ])("%j → %j", (value, expected) => expect(listField(z.string()).parse(value)).toEqual(expected));
});

describe("the person fields (title, names, e-mail, phone, consents)", () => {
  const person = z.object(contactShape);
  const complete = {
    title: "ms",
    firstName: "Ann",
    lastName: "Peeters",
    email: "ann@example.be",
    phone: "0477123456",
    privacyConsent: "on",
  };
  it.each([
    [{}, "title", "validation.title"],
    [{ title: "dr" }, "title", "validation.title"],
    [{ firstName: "" }, "firstName", "validation.firstName"],
    [{ lastName: "" }, "lastName", "validation.lastName"],
    [{ privacyConsent: undefined }, "privacyConsent", "validation.privacyConsentRequired"],
    [{ privacyConsent: "yes" }, "privacyConsent", "validation.privacyConsentRequired"],
  ])("%j → %s: %s", (change, field, expected) => {
    const result = person.safeParse({
      ...complete,
      ...change,
      ...(Object.keys(change).length === 0 ? { title: undefined } : {}),
    });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues.find((issue) => issue.path[0] === field)?.message).toBe(expected);
  });
  it("the newsletter box is unticked unless posted 'on'", () => {
    expect(person.parse(complete).newsletter).toBe(false);
    expect(person.parse({ ...complete, newsletter: "on" }).newsletter).toBe(true);
  });
});

describe("the property contact form", () => {
  const schema = propertyContactSchema(["10:00-13:00", "16:00-19:00"]);
  const base = {
    title: "mr",
    firstName: "Jan",
    lastName: "Peeters",
    email: "jan@example.be",
    phone: "0477123456",
    privacyConsent: "on",
    request: "visit",
  };
  it.each([
    [{ timeSlots: "10:00-13:00" }, "ok"],
    [{ timeSlots: ["10:00-13:00", "16:00-19:00"] }, "ok"],
    [{ timeSlots: "14:00-16:00" }, "validation.invalidChoice"],
    [{ request: "buy" }, "validation.invalidChoice"],
    [{ contactDevice: "pigeon" }, "validation.invalidChoice"],
  ])("%j → %s", (change, expected) => expect(check(schema, { ...base, ...change })).toBe(expected));
  it("contact device defaults to either", () => expect(schema.parse(base).contactDevice).toBe("either"));
});
