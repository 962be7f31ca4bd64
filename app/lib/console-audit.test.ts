import { describe, expect, it } from "vitest";
import { auditChanges, auditSubjectPath, auditValueText, shortenedText } from "./console-audit.ts";

describe("an audit entry's subject", () => {
  it.each([
    ["lead:3F2504E0-4F89-11D3-9A0C-0305E82C3301", "/admin/leads/3f2504e0-4f89-11d3-9a0c-0305e82c3301/"],
    ["testimonial:12", "/admin/testimonials/12/"],
    ["owner:3", "/admin/owners/3/"],
    ["staff:4", "/admin/staff/4/"],
    ["lead:not-a-uuid", null],
    ["staff:0", null],
    ["staff:4x", null],
    ["owner:", null],
    ["content:popup", null],
    ["privacy:someone@example.com", null],
    ["no subject kind", null],
  ])("%s links to %s", (subject, path) => {
    expect(auditSubjectPath(subject)).toBe(path);
  });
});

describe("an audit entry's changes", () => {
  it.each([
    ["nothing", null, null, []],
    [
      "a changed field",
      { role: "manager" },
      { role: "agent" },
      [{ field: "role", kind: "changed", before: "manager", after: "agent" }],
    ],
    [
      "fields set at creation",
      null,
      { email: "a@b.be", name: "An" },
      [
        { field: "email", kind: "set", after: "a@b.be" },
        { field: "name", kind: "set", after: "An" },
      ],
    ],
    ["a field cleared", { note: "x" }, {}, [{ field: "note", kind: "cleared", before: "x" }]],
    [
      "an unchanged field left out",
      { a: 1, b: [1, 2] },
      { a: 1, b: [1, 2], c: true },
      [{ field: "c", kind: "set", after: true }],
    ],
    ["a single value", "draft", "published", [{ field: "", kind: "changed", before: "draft", after: "published" }]],
    ["a count only", undefined, 3, [{ field: "", kind: "set", after: 3 }]],
    ["a list replaced", [1], { ids: [2] }, [{ field: "", kind: "changed", before: [1], after: { ids: [2] } }]],
  ])("%s", (_name, before, after, expected) => {
    expect(auditChanges(before, after)).toEqual(expected);
  });
});

describe("an audit value as text", () => {
  const words = { yes: "ja", no: "nee", empty: "leeg" };
  it.each([
    [true, "ja"],
    [false, "nee"],
    [null, "leeg"],
    ["", "leeg"],
    [[], "leeg"],
    [42, "42"],
    ["tekst", "tekst"],
    [[1, "twee", null], "1, twee, leeg"],
    [{ nl: "Hallo", fr: "Bonjour" }, '{"nl":"Hallo","fr":"Bonjour"}'],
    [[{ a: 1 }], '[{"a":1}]'],
  ])("%j reads %j", (value, text) => {
    expect(auditValueText(value, words)).toBe(text);
  });

  it.each([
    ["short", 10, null],
    ["een lange zin met veel woorden", 20, "een lange zin met…"],
    ["aaaaaaaaaaaaaaaaaaaaaaaaa", 10, "aaaaaaaaaa…"],
  ])("%j cut at %i reads %j", (text, max, shortened) => {
    expect(shortenedText(text, max)).toBe(shortened);
  });
});
