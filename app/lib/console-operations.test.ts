import { describe, expect, it } from "vitest";
import {
  ageInUnits,
  durationParts,
  leadDeliveryStatus,
  outboxQuery,
  parseOutboxFilter,
  type OutboxFilter,
} from "./console-operations.ts";

describe("parseOutboxFilter", () => {
  it.each<[string, OutboxFilter]>([
    ["", { status: null, channel: null, page: 1 }],
    ["status=failed", { status: "failed", channel: null, page: 1 }],
    ["status=cancelled&channel=provider&page=3", { status: "cancelled", channel: "provider", page: 3 }],
    ["status=sent&channel=fax&page=0", { status: null, channel: null, page: 1 }],
    ["page=2.5", { status: null, channel: null, page: 1 }],
    ["page=999999", { status: null, channel: null, page: 10_000 }],
  ])("%j → %j", (query, filter) => {
    expect(parseOutboxFilter(new URLSearchParams(query))).toEqual(filter);
  });
});

describe("outboxQuery", () => {
  it.each<[OutboxFilter, Record<string, string>, string]>([
    [{ status: null, channel: null, page: 1 }, {}, ""],
    [{ status: "pending", channel: "mail", page: 2 }, {}, "?status=pending&channel=mail&page=2"],
    [{ status: "failed", channel: null, page: 1 }, { done: "retried" }, "?status=failed&done=retried"],
  ])("%j with %j → %s", (filter, extra, query) => {
    expect(outboxQuery(filter, extra)).toBe(query);
  });
});

describe("leadDeliveryStatus", () => {
  it.each<[string[], ReturnType<typeof leadDeliveryStatus>]>([
    [[], null],
    [["delivered", "delivered"], "delivered"],
    [["delivered", "failed"], "failed"],
    [["pending", "failed"], "failed"],
    [["delivered", "pending"], "received"],
    [["delivered", "cancelled"], "delivered"],
    [["cancelled"], "delivered"],
    [["cancelled", "pending"], "received"],
  ])("%j → %s", (statuses, status) => {
    expect(leadDeliveryStatus(statuses)).toBe(status);
  });
});

describe("ageInUnits", () => {
  it.each<[number, ReturnType<typeof ageInUnits>]>([
    [-5, { value: 0, unit: "second" }],
    [59, { value: 59, unit: "second" }],
    [60, { value: 1, unit: "minute" }],
    [3599, { value: 59, unit: "minute" }],
    [3600, { value: 1, unit: "hour" }],
    [47 * 3600, { value: 47, unit: "hour" }],
    [2 * 86_400, { value: 2, unit: "day" }],
  ])("%i s → %j", (seconds, age) => {
    expect(ageInUnits(seconds)).toEqual(age);
  });
});

describe("durationParts", () => {
  it.each<[number, ReturnType<typeof durationParts>]>([
    [0, { minutes: 0, seconds: 0 }],
    [432, { minutes: 0, seconds: 0.4 }],
    [9_940, { minutes: 0, seconds: 9.9 }],
    [12_400, { minutes: 0, seconds: 12 }],
    [125_600, { minutes: 2, seconds: 6 }],
  ])("%i ms → %j", (ms, parts) => {
    expect(durationParts(ms)).toEqual(parts);
  });
});
