import { describe, expect, it } from "vitest";
import { brusselsDay, consoleDateTime, consoleShortDateTime, spreadsheetDateTime } from "./lead-inbox-dates.ts";

const normalSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

describe("the leads inbox's times, on the agency's clock", () => {
  it.each([
    ["winter: UTC+1", "2026-01-15T13:05:00Z", "2026-01-15 14:05", "2026-01-15"],
    ["summer: UTC+2", "2026-07-15T13:05:00Z", "2026-07-15 15:05", "2026-07-15"],
    ["late evening UTC is the next day in Brussels", "2026-11-28T23:30:00Z", "2026-11-29 00:30", "2026-11-29"],
  ])("%s", (_, iso, spreadsheet, day) => {
    expect(spreadsheetDateTime(new Date(iso))).toBe(spreadsheet);
    expect(brusselsDay(new Date(iso))).toBe(day);
  });

  it.each([
    ["nl", "15 jan 2026, 14:05", "15/01/2026, 14:05"],
    ["fr", "15 janv. 2026, 14:05", "15/01/26 14:05"],
    ["en", "15 Jan 2026, 14:05", "15/01/26, 14:05"],
  ])("%s: in the person's language", (locale, medium, short) => {
    const at = new Date("2026-01-15T13:05:00Z");
    expect(normalSpaces(consoleDateTime(locale, at))).toBe(medium);
    expect(normalSpaces(consoleShortDateTime(locale, at))).toBe(short);
  });
});
