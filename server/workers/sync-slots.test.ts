import { describe, expect, it } from "vitest";
import { nextSlotStart, slotStart } from "./sync-slots.ts";

const MIN = 60_000;

describe("sync slots", () => {
  it.each([
    ["2026-11-22T10:00:00.000Z", 15 * MIN, "2026-11-22T10:00:00.000Z", "2026-11-22T10:15:00.000Z"],
    ["2026-11-22T10:14:59.999Z", 15 * MIN, "2026-11-22T10:00:00.000Z", "2026-11-22T10:15:00.000Z"],
    ["2026-11-22T10:15:00.000Z", 15 * MIN, "2026-11-22T10:15:00.000Z", "2026-11-22T10:30:00.000Z"],
    ["2026-11-22T23:59:00.000Z", 60 * MIN, "2026-11-22T23:00:00.000Z", "2026-11-23T00:00:00.000Z"],
    ["2026-11-22T10:00:03.500Z", 2_000, "2026-11-22T10:00:02.000Z", "2026-11-22T10:00:04.000Z"],
  ])("%s every %i ms: slot %s, next %s", (now, interval, start, next) => {
    expect(slotStart(new Date(now), interval).toISOString()).toBe(start);
    expect(nextSlotStart(new Date(now), interval).toISOString()).toBe(next);
  });

  it("gives two processes reading slightly different clocks the same slot", () => {
    const a = slotStart(new Date("2026-11-22T10:15:00.020Z"), 15 * MIN);
    const b = slotStart(new Date("2026-11-22T10:15:01.900Z"), 15 * MIN);
    expect(a).toEqual(b);
  });

  it.each([0, -5, 1.5])("refuses an interval of %s", (interval) => {
    expect(() => slotStart(new Date(), interval)).toThrow(RangeError);
  });
});
