import { describe, expect, it } from "vitest";
import { formatDate } from "./date.ts";

describe("formatDate", () => {
  it.each<[string, Date | string | null | undefined, string]>([
    ["a Date at noon UTC", new Date("2026-03-05T12:00:00Z"), "5-3-2026"],
    ["no padding on day and month", new Date("2026-01-09T12:00:00Z"), "9-1-2026"],
    ["two-digit day and month", new Date("2026-12-31T12:00:00Z"), "31-12-2026"],
    // winter time (UTC+1): 23:30Z on 4 March is 00:30 on 5 March in Brussels
    ["late UTC evening in winter is the next day in Brussels", new Date("2026-03-04T23:30:00Z"), "5-3-2026"],
    ["22:59Z in winter is still the same day", new Date("2026-03-04T22:59:00Z"), "4-3-2026"],
    ["23:00Z in winter is midnight in Brussels", new Date("2026-03-04T23:00:00Z"), "5-3-2026"],
    // summer time (UTC+2): 22:30Z on 14 July is 00:30 on 15 July in Brussels
    ["late UTC evening in summer is the next day in Brussels", new Date("2026-07-14T22:30:00Z"), "15-7-2026"],
    ["21:59Z in summer is still the same day", new Date("2026-07-14T21:59:00Z"), "14-7-2026"],
    ["new year in Brussels", new Date("2026-12-31T23:15:00Z"), "1-1-2027"],
    // strings with a zone are instants
    ["an ISO instant in UTC", "2026-03-04T23:30:00Z", "5-3-2026"],
    ["an ISO instant in UTC without seconds", "2026-03-04T23:30Z", "5-3-2026"],
    ["an ISO instant with fractional seconds", "2026-07-14T22:30:00.250Z", "15-7-2026"],
    ["an ISO instant with a positive offset", "2026-03-05T00:30:00+01:00", "5-3-2026"],
    ["an ISO instant far west", "2026-03-04T20:00:00-05:00", "5-3-2026"],
    ["an ISO instant far east, still the 4th in Brussels", "2026-03-05T07:00:00+09:00", "4-3-2026"],
    // strings without a zone are Brussels calendar dates, whatever the runtime's zone
    ["a date only", "2026-03-05", "5-3-2026"],
    ["a date and time without zone", "2026-03-05T00:00:00", "5-3-2026"],
    ["a late time without zone stays on its day", "2026-03-05T23:59", "5-3-2026"],
    ["a late time with seconds stays on its day", "2026-03-05T23:59:59", "5-3-2026"],
    ["fractional seconds without zone", "2026-07-15T23:30:00.123", "15-7-2026"],
    ["surrounding spaces", " 2026-03-05T23:59 ", "5-3-2026"],
    ["29 February in a leap year", "2028-02-29", "29-2-2028"],
    // nothing to show
    ["30 February does not exist", "2026-02-30", ""],
    ["29 February in a common year", "2026-02-29", ""],
    ["month 13", "2026-13-01", ""],
    ["30 February with a zone", "2026-02-30T10:00:00Z", ""],
    ["an hour that does not exist", "2026-03-05T25:00:00Z", ""],
    ["text", "morgen", ""],
    ["text before an ISO date", "on 2026-03-05", ""],
    ["a five-digit year", "12026-03-05", ""],
    ["text after an ISO date", "2026-03-05 noon", ""],
    ["a date without a time after T", "2026-03-05T", ""],
    ["a zone without a time", "2026-03-05Z", ""],
    ["a day-month-year string", "05/03/2026", ""],
    ["an invalid Date", new Date(Number.NaN), ""],
    ["an empty string", "", ""],
    ["a blank string", "   ", ""],
    ["null", null, ""],
    ["undefined", undefined, ""],
  ])("%s", (_case, value, expected) => expect(formatDate(value)).toBe(expected));
});
