import { describe, expect, it } from "vitest";
import { chosenDay, dayChip } from "./slot-picker.ts";

const DAYS = ["2026-12-01", "2026-12-02", "2026-12-04", "2026-12-07"];

describe("chosenDay: the day the picker shows", () => {
  it.each<[string, readonly (string | null | undefined)[], string | null]>([
    ["nothing wanted: the first day", [], "2026-12-01"],
    ["only missing values: the first day", [null, undefined], "2026-12-01"],
    ["a day with free slots", ["2026-12-04"], "2026-12-04"],
    ["the first well-formed wanted day wins", [undefined, "2026-12-02", "2026-12-07"], "2026-12-02"],
    ["a malformed value is skipped", ["tomorrow", "2026-12-07"], "2026-12-07"],
    ["a malformed value alone: the first day", ["2026-12-4"], "2026-12-01"],
    ["a day without free slots: the next one that has some", ["2026-12-03"], "2026-12-04"],
    ["a Sunday (no slots): the Monday after", ["2026-12-06"], "2026-12-07"],
    ["a day before the first: the first", ["2026-11-20"], "2026-12-01"],
    ["past the last day: the first", ["2027-01-15"], "2026-12-01"],
  ])("%s", (_case, wanted, expected) => {
    expect(chosenDay(DAYS, wanted)).toBe(expected);
  });

  it("no day with free slots: none", () => {
    expect(chosenDay([], ["2026-12-01"])).toBeNull();
  });
});

describe("dayChip: weekday over day and month, in the page's language", () => {
  it.each([
    ["nl", { weekday: "woensdag", date: "2 dec" }],
    ["fr", { weekday: "mercredi", date: "2 déc." }],
    ["en", { weekday: "Wednesday", date: "2 Dec" }],
    ["de", { weekday: "Mittwoch", date: "2. Dez." }],
  ])("%s", (locale, expected) => {
    expect(dayChip("2026-12-02", locale)).toEqual(expected);
  });

  it("the date is the calendar day itself, whatever the machine's zone", () => {
    expect(dayChip("2027-01-01", "nl")).toEqual({ weekday: "vrijdag", date: "1 jan" });
  });
});
