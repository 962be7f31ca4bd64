import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonical-json.ts";

describe("canonicalJson", () => {
  it.each([
    { name: "keys sorted", value: { b: 1, a: 2 }, json: '{"a":2,"b":1}' },
    {
      name: "keys sorted at every depth",
      value: { z: { y: 1, x: [{ d: 1, c: 2 }] } },
      json: '{"z":{"x":[{"c":2,"d":1}],"y":1}}',
    },
    { name: "undefined members left out", value: { a: undefined, b: null }, json: '{"b":null}' },
    { name: "undefined in a list is null", value: [undefined, 1], json: "[null,1]" },
    {
      name: "a date as its ISO string",
      value: { at: new Date("2026-11-26T10:00:00Z") },
      json: '{"at":"2026-11-26T10:00:00.000Z"}',
    },
    { name: "list order kept (pictures are ordered)", value: [2, 1], json: "[2,1]" },
    { name: "a plain value", value: "x", json: '"x"' },
    { name: "undefined alone", value: undefined, json: "null" },
  ])("$name", ({ value, json }) => {
    expect(canonicalJson(value)).toBe(json);
  });

  it("gives the same text for the same value built in another key order", () => {
    expect(canonicalJson({ nl: { title: "a", description: "b" }, fr: { title: "c" } })).toBe(
      canonicalJson({ fr: { title: "c" }, nl: { description: "b", title: "a" } }),
    );
  });
});
