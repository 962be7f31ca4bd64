import { describe, expect, expectTypeOf, it } from "vitest";
import type { LeadKind } from "#app/services/leads/store-lead.server.ts";
import {
  appliedFilterValues,
  calendarDate,
  containsPattern,
  leadFilterQuery,
  parseLeadFilters,
  type LeadFilter,
  type LeadKindName,
} from "./lead-inbox-filters.ts";

const parse = (query: string) => parseLeadFilters(new URLSearchParams(query));

describe("the leads inbox's filters", () => {
  it("offers every kind of lead the forms make, and no other", () => {
    expectTypeOf<LeadKindName>().toEqualTypeOf<LeadKind>();
  });

  it.each<[string, string, LeadFilter, string[]]>([
    ["nothing", "", {}, []],
    ["a kind", "kind=visit-request", { kind: "visit-request" }, []],
    ["an unknown kind", "kind=spam", {}, ["kind"]],
    ["a handling status", "handling=new", { handling: "new" }, []],
    ["an unknown status", "handling=closed", {}, ["handling"]],
    ["a reference", "listing=BUG-0123", { listing: { reference: "BUG-0123", id: null } }, []],
    ["a number: id or reference", "listing=+4100001+", { listing: { reference: "4100001", id: 4100001 } }, []],
    ["a listing too long to be one", `listing=${"x".repeat(51)}`, {}, ["listing"]],
    // Brussels is UTC+1 in winter, UTC+2 in summer: the day starts at 23:00 or 22:00 UTC the evening before.
    ["a winter day from", "from=2026-01-15", { from: new Date("2026-01-14T23:00:00Z") }, []],
    ["a summer day to (inclusive)", "to=2026-07-15", { before: new Date("2026-07-15T22:00:00Z") }, []],
    ["the last day of the year to", "to=2026-12-31", { before: new Date("2026-12-31T23:00:00Z") }, []],
    ["a date that does not exist", "from=2026-02-30", {}, ["from"]],
    ["a date in another format", "to=15/01/2026", {}, ["to"]],
    ["a search", "q=%20Peeters%20", { search: "Peeters" }, []],
    ["a search too long", `q=${"a".repeat(101)}`, {}, ["q"]],
    ["nobody assigned", "assignee=none", { assignee: "none" }, []],
    ["a member of staff", "assignee=7", { assignee: 7 }, []],
    ["an assignee that is no id", "assignee=-3", {}, ["assignee"]],
    [
      "several, one of them ignored",
      "kind=site-contact&from=yesterday&q=ann",
      { kind: "site-contact", search: "ann" },
      ["from"],
    ],
  ])("%s", (_, query, filter, ignored) => {
    const parsed = parse(query);
    expect(parsed.filter).toEqual(filter);
    expect(parsed.ignored).toEqual(ignored);
  });

  it("keeps every value as given for the form, ignored ones too", () => {
    expect(parse("kind=spam&from=2026-02-30&q=ann").values).toEqual({
      kind: "spam",
      handling: "",
      listing: "",
      from: "2026-02-30",
      to: "",
      q: "ann",
      assignee: "",
    });
  });

  it.each([
    ["", 1],
    ["page=3", 3],
    ["page=0", 1],
    ["page=-2", 1],
    ["page=two", 1],
    ["page=99999", 10_000],
  ])("page of %j is %d", (query, page) => {
    expect(parse(query).page).toBe(page);
  });

  it.each([
    ["2026-11-28", { year: 2026, month: 11, day: 28 }],
    ["2028-02-29", { year: 2028, month: 2, day: 29 }],
    ["2026-02-29", null],
    ["2026-13-01", null],
    ["1999-12-31", null],
    ["2026-1-5", null],
  ])("calendarDate(%j)", (text, date) => {
    expect(calendarDate(text)).toEqual(date);
  });

  it.each([
    ["ann", "%ann%"],
    ["100%", "%100\\%%"],
    ["a_b", "%a\\_b%"],
    ["c:\\temp", "%c:\\\\temp%"],
  ])("containsPattern(%j) = %j", (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });

  it.each([
    [{}, 1, ""],
    [{ kind: "site-contact" }, 1, "?kind=site-contact"],
    [{ kind: "site-contact", q: "a&b" }, 2, "?kind=site-contact&q=a%26b&page=2"],
    [{ handling: "", listing: "BUG-0123" }, 1, "?listing=BUG-0123"],
  ])("leadFilterQuery(%j, %d) = %j", (values, page, query) => {
    expect(leadFilterQuery(values, page)).toBe(query);
  });

  it("records for the audit log only the filters that applied", () => {
    expect(appliedFilterValues(parse("kind=spam&handling=done&q=ann&page=2"))).toEqual({ handling: "done", q: "ann" });
  });
});
