import { describe, expect, it } from "vitest";
import { digestSlot } from "./demand-digest-scheduler.ts";

const HOUR = 60 * 60_000;

describe("demand digest slots (daily at 06:00 UTC)", () => {
  it.each([
    ["just at 06:00", "2026-11-24T06:00:00.000Z", "2026-11-24T06:00:00.000Z"],
    ["later that day", "2026-11-24T14:30:00.000Z", "2026-11-24T06:00:00.000Z"],
    ["a second before midnight", "2026-11-24T23:59:59.999Z", "2026-11-24T06:00:00.000Z"],
    [
      "after midnight, before 06:00: still the day before's slot",
      "2026-11-25T05:59:59.999Z",
      "2026-11-24T06:00:00.000Z",
    ],
    ["the next day at 06:00", "2026-11-25T06:00:00.000Z", "2026-11-25T06:00:00.000Z"],
  ])("%s: %s → %s", (_case, now, slot) => {
    expect(digestSlot(new Date(now)).toISOString()).toBe(slot);
  });

  it("other intervals and offsets (the tests' short schedules)", () => {
    expect(digestSlot(new Date("2026-11-24T10:00:01.500Z"), 1_000, 0).toISOString()).toBe("2026-11-24T10:00:01.000Z");
    expect(digestSlot(new Date("2026-11-24T10:30:00.000Z"), HOUR, 15 * 60_000).toISOString()).toBe(
      "2026-11-24T10:15:00.000Z",
    );
  });
});
