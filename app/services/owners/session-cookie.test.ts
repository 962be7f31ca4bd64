import { describe, expect, it } from "vitest";
import { clearedSessionCookie, sessionCookie, sessionIdFrom } from "./sessions.server.ts";

describe("sessionIdFrom: the session id in a Cookie header", () => {
  it.each([
    [null, null],
    ["", null],
    ["owner_session=abc", "abc"],
    ["consent=x; owner_session=abc-_9; lang=fr", "abc-_9"],
    ["xowner_session=abc", null],
    ["owner_session=", null],
    ["owner_session_old=abc", null],
    ["  owner_session=a=b ", "a=b"],
  ])("%j → %j", (header, id) => expect(sessionIdFrom(header)).toBe(id));
});

describe("the session cookie", () => {
  it.each([
    [true, "owner_session=id; Path=/; HttpOnly; SameSite=Lax; Secure"],
    [false, "owner_session=id; Path=/; HttpOnly; SameSite=Lax"],
  ])("secure %s → %s", (secure, cookie) => expect(sessionCookie("id", secure)).toBe(cookie));

  it("is cleared with the same attributes and Max-Age=0", () => {
    expect(clearedSessionCookie(true)).toBe("owner_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure");
  });
});
