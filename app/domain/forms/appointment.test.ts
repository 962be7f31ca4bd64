import { describe, expect, it } from "vitest";
import { parseSubmission, type FormValues } from "#app/lib/form-submission.ts";
import { appointmentSchema } from "./appointment.ts";

const valid: FormValues = {
  title: "ms",
  firstName: " Ann ",
  lastName: "Peeters",
  email: "Ann.Peeters@Example.be",
  phone: "0477 12 34 56",
  slot: "42",
  message: "Ik kom met de wagen.",
  privacyConsent: "on",
};

const without = (field: string): FormValues =>
  Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field));

describe("appointmentSchema", () => {
  it("accepts a complete booking: trimmed names, e-mail lower-cased, the slot as a number, no newsletter", () => {
    const result = parseSubmission(appointmentSchema, valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      firstName: "Ann",
      email: "ann.peeters@example.be",
      slot: 42,
      newsletter: false,
      message: "Ik kom met de wagen.",
    });
  });

  it("the remark and the newsletter box are optional", () => {
    const result = parseSubmission(appointmentSchema, { ...without("message"), newsletter: "on" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.message).toBeUndefined();
    expect(result.value.newsletter).toBe(true);
  });

  it.each([
    ["no slot chosen", "slot", "validation.slotRequired", without("slot")],
    ["an empty slot", "slot", "validation.slotRequired", { ...valid, slot: "" }],
    ["a slot that is not an id", "slot", "validation.slotRequired", { ...valid, slot: "tomorrow" }],
    ["a negative slot", "slot", "validation.slotRequired", { ...valid, slot: "-3" }],
    ["slot 0", "slot", "validation.slotRequired", { ...valid, slot: "0" }],
    ["a slot id beyond the column", "slot", "validation.slotRequired", { ...valid, slot: "3000000000" }],
    ["two slots at once", "slot", "validation.slotRequired", { ...valid, slot: ["1", "2"] }],
    ["no title", "title", "validation.title", without("title")],
    ["an unknown title", "title", "validation.title", { ...valid, title: "dr" }],
    ["no first name", "firstName", "validation.firstName", { ...valid, firstName: "  " }],
    ["no last name", "lastName", "validation.lastName", without("lastName")],
    ["no e-mail", "email", "validation.email", without("email")],
    ["an invalid e-mail", "email", "validation.emailInvalid", { ...valid, email: "ann@" }],
    ["no phone", "phone", "validation.phone", without("phone")],
    ["an invalid phone", "phone", "validation.phoneInvalid", { ...valid, phone: "call me" }],
    [
      "privacy statement not accepted",
      "privacyConsent",
      "validation.privacyConsentRequired",
      without("privacyConsent"),
    ],
    ["a remark over 4000 characters", "message", "validation.tooLong", { ...valid, message: "x".repeat(4001) }],
  ])("%s → %s: %s", (_, field, key, values) => {
    const result = parseSubmission(appointmentSchema, values);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[field]?.key).toBe(key);
  });
});
