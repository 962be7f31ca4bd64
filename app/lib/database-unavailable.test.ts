import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable.ts";

const pgError = (code: string, message = "error") => Object.assign(new Error(message), { code });
/** Drizzle's wrapper of a failed query: the driver's error in `cause`, the query in the message. */
const drizzleWrapped = (cause: unknown) =>
  Object.assign(new Error("Failed query: insert into leads … params: Jan,jan@example.be"), {
    query: "insert…",
    params: [],
    cause,
  });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["pg_terminate_backend (57P01)", pgError("57P01", "terminating connection due to administrator command"), true],
    ["the server crashed (57P02)", pgError("57P02"), true],
    ["the server is starting (57P03)", pgError("57P03", "the database system is starting up"), true],
    ["too many connections (53300)", pgError("53300"), true],
    ["connection failure (08006)", pgError("08006"), true],
    [
      "connection refused by the network",
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      true,
    ],
    ["connection reset", Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }), true],
    ["node-postgres: connection died mid-query", new Error("Connection terminated unexpectedly"), true],
    ["node-postgres: a dead client", new Error("Client has encountered a connection error and is not queryable"), true],
    ["node-postgres: pool wait timed out", new Error("timeout exceeded when trying to connect"), true],
    ["PGlite closed", new Error("PGlite is closed"), true],
    ["wrapped by Drizzle", drizzleWrapped(pgError("57P01")), true],
    ["wrapped by Drizzle, driver message", drizzleWrapped(new Error("Connection terminated unexpectedly")), true],
    [
      "a value too long (22001: the visitor's input)",
      drizzleWrapped(pgError("22001", "value too long for type character varying(200)")),
      false,
    ],
    ["a NUL byte (22021)", pgError("22021", 'invalid byte sequence for encoding "UTF8": 0x00'), false],
    ["a unique violation (23505)", pgError("23505"), false],
    ["a syntax error in our query (42601)", pgError("42601"), false],
    ["a plain bug", new TypeError("Cannot read properties of undefined"), false],
    ["a thrown Response (404 of a loader)", new Response(null, { status: 404 }), false],
    ["nothing", undefined, false],
    ["a string", "Connection terminated unexpectedly", false],
  ])("%s → %s", (_name, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });

  it("stops on a cause cycle", () => {
    const error: Error & { cause?: unknown } = new Error("loop");
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
