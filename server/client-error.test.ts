import { describe, expect, it } from "vitest";
import { clientErrorStatus } from "./client-error.ts";

describe("clientErrorStatus", () => {
  it.each<{ name: string; error: unknown; expected: number | null }>([
    {
      name: "serve-static's missing file",
      error: Object.assign(new Error("ENOENT"), { status: 404, statusCode: 404 }),
      expected: 404,
    },
    { name: "a malformed body", error: Object.assign(new Error("bad json"), { status: 400 }), expected: 400 },
    {
      name: "a body too large (statusCode only)",
      error: Object.assign(new Error("too large"), { statusCode: 413 }),
      expected: 413,
    },
    { name: "a server-side status", error: Object.assign(new Error("boom"), { status: 503 }), expected: null },
    { name: "a plain error", error: new Error("boom"), expected: null },
    { name: "a status that is not a number", error: { status: "404" }, expected: null },
    { name: "a fractional status", error: { status: 404.5 }, expected: null },
    { name: "not an object", error: "404", expected: null },
    { name: "null", error: null, expected: null },
  ])("$name → $expected", ({ error, expected }) => {
    expect(clientErrorStatus(error)).toBe(expected);
  });
});
