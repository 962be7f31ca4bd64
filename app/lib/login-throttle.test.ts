import { describe, expect, it } from "vitest";
import { loginWaitSeconds, secondsToWait } from "./login-throttle.ts";

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
