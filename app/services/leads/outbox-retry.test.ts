import { describe, expect, it } from "vitest";
import { describeDeliveryError, retryDelayMs } from "./outbox-retry.ts";

describe("retryDelayMs", () => {
  it.each([
    // attempts, random (0.5 = no jitter), delay
    [1, 0.5, 30_000],
    [2, 0.5, 60_000],
    [3, 0.5, 120_000],
    [7, 0.5, 1_920_000],
    [8, 0.5, 3_600_000],
    [12, 0.5, 3_600_000],
    [100, 0.5, 3_600_000],
    [1, 0, 24_000],
    [1, 0.999999, 36_000],
    [12, 0.999999, 3_600_000],
  ])("after %i failed attempts (random %f): %i ms", (attempts, random, expected) => {
    expect(retryDelayMs(attempts, random)).toBe(expected);
  });

  it("grows with every attempt until the cap", () => {
    const delays = Array.from({ length: 12 }, (_, i) => retryDelayMs(i + 1, 0.5));
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
  });
});

describe("describeDeliveryError", () => {
  it.each([
    [
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:2525"), { code: "ESOCKET" }),
      "ESOCKET connect ECONNREFUSED 127.0.0.1:2525",
    ],
    [
      Object.assign(
        new Error("Can't send mail - all recipients were rejected: 550 <ann.peeters@example.be>: no such user"),
        {
          code: "EENVELOPE",
          responseCode: 550,
        },
      ),
      "EENVELOPE 550 Can't send mail - all recipients were rejected: 550 <[address]>: no such user",
    ],
    ["plain text from jan@voorbeeld.be", "Error plain text from [address]"],
    [undefined, "Error"],
  ])("%s → %s", (error, expected) => {
    expect(describeDeliveryError(error)).toBe(expected);
  });

  it("stays short", () => {
    expect(describeDeliveryError(new Error("x".repeat(5_000))).length).toBeLessThanOrEqual(300);
  });
});
