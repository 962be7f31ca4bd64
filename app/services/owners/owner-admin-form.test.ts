import { describe, expect, it } from "vitest";
import { checkOwnerForm, idOf, newOwnerSchema, ownerDetailsSchema, searchText } from "./owner-admin-form.ts";

const SITE = ["nl", "fr", "en", "de"] as const;

describe("the console's new owner form", () => {
  it.each([
    [
      "a person",
      { name: "  An   Peeters ", email: " An.Peeters@Example.BE ", locale: "nl" },
      { ok: true, value: { name: "An Peeters", email: "an.peeters@example.be", locale: "nl" } },
    ],
    [
      "a company in German",
      { name: "NV 2B Invest & Co", email: "info@2b.example", locale: "de" },
      { ok: true, value: { name: "NV 2B Invest & Co", email: "info@2b.example", locale: "de" } },
    ],
    [
      "nothing filled in",
      { name: " ", email: "", locale: "" },
      {
        ok: false,
        errors: { name: "owners.error.name", email: "owners.error.email", locale: "owners.error.language" },
      },
    ],
    [
      "not an e-mail",
      { name: "An", email: "an@", locale: "fr" },
      { ok: false, errors: { email: "owners.error.email" } },
    ],
    [
      "a name too long",
      { name: "x".repeat(101), email: "an@example.be", locale: "en" },
      { ok: false, errors: { name: "owners.error.name" } },
    ],
    [
      "a language the product does not know",
      { name: "An", email: "an@example.be", locale: "es" },
      { ok: false, errors: { locale: "owners.error.language" } },
    ],
  ])("%s", (_, values, expected) => {
    expect(checkOwnerForm(newOwnerSchema(SITE), values)).toEqual(expected);
  });

  it("refuses a language the site does not use", () => {
    expect(checkOwnerForm(newOwnerSchema(["nl", "fr"]), { name: "An", email: "an@example.be", locale: "de" })).toEqual({
      ok: false,
      errors: { locale: "owners.error.language" },
    });
  });

  it("edits name and language only", () => {
    expect(checkOwnerForm(ownerDetailsSchema(SITE), { name: "Jan", locale: "fr", email: "other@example.be" })).toEqual({
      ok: true,
      value: { name: "Jan", locale: "fr" },
    });
  });
});

describe("a console search", () => {
  it.each([
    [null, ""],
    ["  bug-0123 ", "bug-0123"],
    ["villa   du  bois", "villa du bois"],
    ["x".repeat(150), "x".repeat(100)],
  ])("%j → %j", (typed, expected) => {
    expect(searchText(typed)).toBe(expected);
  });
});

describe("an id in an address or a form", () => {
  it.each([
    ["4100001", 4100001],
    ["1", 1],
    ["2147483647", 2147483647],
    ["2147483648", null],
    ["0", null],
    ["007", null],
    ["-3", null],
    ["1e3", null],
    ["", null],
    [undefined, null],
  ])("%j → %j", (value, expected) => {
    expect(idOf(value)).toBe(expected);
  });
});
