import { describe, expect, it } from "vitest";
import { parseSubmission, type FormValues } from "#app/lib/form-submission.ts";
import { testimonialSchema } from "./testimonial.ts";

const valid: FormValues = {
  title: "mr",
  firstName: "Jan",
  lastName: "Peeters",
  email: "jan.peeters@example.be",
  phone: "",
  name: "Familie Peeters",
  about: "Verkopers in Lebbeke",
  website: "www.peeters.be",
  poster: "seller",
  comment: "Vlot verkocht, altijd goed op de hoogte gehouden.",
  privacyConsent: "on",
};

const without = (field: string): FormValues =>
  Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field));

describe("testimonialSchema", () => {
  it("accepts a complete testimonial; the website is normalized; the phone may be left empty", () => {
    const result = parseSubmission(testimonialSchema, valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      name: "Familie Peeters",
      website: "https://www.peeters.be/",
      poster: "seller",
      phone: undefined,
      newsletter: false,
    });
  });

  it.each([
    ["about you", "about"],
    ["website", "website"],
    ["role", "poster"],
    ["phone", "phone"],
  ])("%s is optional", (_, field) => {
    const result = parseSubmission(testimonialSchema, without(field));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value[field as keyof typeof result.value]).toBeUndefined();
  });

  it("a phone number, when given, must be valid", () => {
    expect(parseSubmission(testimonialSchema, { ...valid, phone: "+32 477 12 34 56" }).ok).toBe(true);
  });

  it.each([
    ["no name to show", "name", "validation.testimonialName", without("name")],
    ["a name of spaces", "name", "validation.testimonialName", { ...valid, name: "   " }],
    ["a name over 80 characters", "name", "validation.tooLong", { ...valid, name: "x".repeat(81) }],
    ["no comment", "comment", "validation.testimonialComment", without("comment")],
    ["a comment over 4000 characters", "comment", "validation.tooLong", { ...valid, comment: "x".repeat(4001) }],
    ["about you over 120 characters", "about", "validation.tooLong", { ...valid, about: "x".repeat(121) }],
    ["a website that is not one", "website", "validation.urlInvalid", { ...valid, website: "peeters" }],
    ["a javascript: link as website", "website", "validation.urlInvalid", { ...valid, website: "javascript:alert(1)" }],
    ["an unknown role", "poster", "validation.invalidChoice", { ...valid, poster: "agent" }],
    ["an invalid phone", "phone", "validation.phoneInvalid", { ...valid, phone: "12" }],
    ["no title", "title", "validation.title", without("title")],
    ["no first name", "firstName", "validation.firstName", without("firstName")],
    ["no last name", "lastName", "validation.lastName", without("lastName")],
    ["no e-mail", "email", "validation.email", without("email")],
    ["an invalid e-mail", "email", "validation.emailInvalid", { ...valid, email: "jan.peeters" }],
    [
      "privacy statement not accepted",
      "privacyConsent",
      "validation.privacyConsentRequired",
      without("privacyConsent"),
    ],
  ])("%s → %s: %s", (_, field, key, values) => {
    const result = parseSubmission(testimonialSchema, values);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[field]?.key).toBe(key);
  });
});
