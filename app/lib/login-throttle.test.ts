import { describe, expect, it } from "vitest";
import { captchaRequired, keptSeconds, lastFailureAt, loginWaitSeconds, secondsToWait } from "./login-throttle.ts";

describe("loginWaitSeconds: the wait grows with every failure beyond the limit", () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 60],
    [6, 120],
    [7, 240],
    [10, 1920],
    [11, 3600],
    [50, 3600],
  ])("%i failures (limit 5) → %i s", (failures, seconds) => {
    expect(loginWaitSeconds(failures, 5)).toBe(seconds);
  });

  it("follows the configured limit", () => {
    expect(loginWaitSeconds(2, 3)).toBe(0);
    expect(loginWaitSeconds(3, 3)).toBe(60);
  });
});

describe("secondsToWait", () => {
  const last = new Date("2026-11-24T10:00:00Z");
  it.each([
    [null, "2026-11-24T10:00:00Z", 0],
    [{ failures: 4, lastFailureAt: last }, "2026-11-24T10:00:00Z", 0],
    [{ failures: 5, lastFailureAt: last }, "2026-11-24T10:00:00Z", 60],
    [{ failures: 5, lastFailureAt: last }, "2026-11-24T10:00:59.500Z", 1],
    [{ failures: 5, lastFailureAt: last }, "2026-11-24T10:01:00Z", 0],
    [{ failures: 6, lastFailureAt: last }, "2026-11-24T10:01:30Z", 30],
  ])("%j at %s → %i s", (counter, now, seconds) => {
    expect(secondsToWait(counter, 5, new Date(now))).toBe(seconds);
  });
});

describe("keptSeconds: a counter outlives its wait by the window, so the escalation reaches an hour", () => {
  it.each([
    [1, 900],
    [4, 900],
    [5, 960],
    [9, 1860],
    [10, 2820],
    [11, 4500],
    [30, 4500],
  ])("%i failures (limit 5, window 900 s) → kept %i s after the last", (failures, seconds) => {
    expect(keptSeconds(failures, 5, 900)).toBe(seconds);
  });

  it.each([
    [3, "2026-11-24T10:15:00Z", "2026-11-24T10:00:00Z"],
    [5, "2026-11-24T10:16:00Z", "2026-11-24T10:00:00Z"],
    [11, "2026-11-24T11:15:00Z", "2026-11-24T10:00:00Z"],
  ])("%i failures forgotten at %s: the last failure was at %s", (failures, forgetAt, last) => {
    expect(lastFailureAt(failures, new Date(forgetAt), 5, 900).toISOString()).toBe(new Date(last).toISOString());
  });
});

describe("captchaRequired: an account's failures ask for the captcha, never for a wait", () => {
  it.each([
    [0, 5, false],
    [4, 5, false],
    [5, 5, true],
    [40, 5, true],
    [3, 3, true],
  ])("%i failures, limit %i → %s", (failures, max, required) => {
    expect(captchaRequired(failures, max)).toBe(required);
  });
});
