import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { errorForLog } from "./lead-form.server.ts";

/** What the forms log when a lead cannot be stored: the error's kind, never the visitor's data. */
describe("errorForLog", () => {
  const cause = Object.assign(new Error('invalid input syntax for type integer: "Ann Peeters"'), { code: "22P02" });
  const connection = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

  it.each([
    [
      "a failed query: the driver's kind and code, not the query's values nor its message",
      new DrizzleQueryError("insert into leads values ($1)", ["ann@example.be"], cause),
      { type: "Error", code: "22P02" },
    ],
    [
      "a connection error: kind, code and message",
      connection,
      { type: "Error", code: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:5432" },
    ],
    [
      "a pool closed",
      new Error("Cannot use a pool after calling end on the pool"),
      { type: "Error", message: "Cannot use a pool after calling end on the pool" },
    ],
    ["not an Error", "boom", { type: "string" }],
  ])("%s", (_case, error, expected) => {
    expect(errorForLog(error)).toEqual(expected);
    expect(JSON.stringify(errorForLog(error))).not.toMatch(/ann@example\.be|Ann Peeters/);
  });
});
