import { describe, expect, it } from "vitest";
import {
  anonymisedLeadPayload,
  emailMentionPattern,
  erasedCounts,
  erasedMessagePayload,
  erasedQuery,
  normalisedEmail,
  personalDataFileName,
} from "./personal-data.ts";

describe("normalisedEmail", () => {
  it.each([
    ["lower-cased and trimmed", "  Ann.Peeters@Example.BE ", "ann.peeters@example.be"],
    ["a plus and a dash", "ann+immo@my-mail.be", "ann+immo@my-mail.be"],
    ["no at sign", "ann.example.be", null],
    ["no dot in the domain", "ann@localhost", null],
    ["two addresses", "ann@example.be, bert@example.be", null],
    ["a name around it", "Ann <ann@example.be>", null],
    ["empty", "", null],
    ["too long", `${"a".repeat(250)}@example.be`, null],
  ])("%s", (_, input, expected) => {
    expect(normalisedEmail(input)).toBe(expected);
  });
});

describe("emailMentionPattern", () => {
  const email = "ann.peeters@example.be";
  it.each([
    ["a JSON value", `{"contact":{"email":"ann.peeters@example.be"}}`, true],
    ["another case", `{"email":"Ann.Peeters@Example.be"}`, true],
    ["a mail's recipient", `"to":"Ann Peeters <ann.peeters@example.be>"`, true],
    ["a sentence ending on it", "Mail my wife at ann.peeters@example.be.", true],
    ["the whole text", "ann.peeters@example.be", true],
    ["a longer address before it", `"jo.ann.peeters@example.be"`, false],
    ["a longer domain after it", `"ann.peeters@example.be.com"`, false],
    ["a longer domain with a dash", `"ann.peeters@example.be-mail.org"`, false],
    ["another person", `"hanne.peeters@example.be"`, false],
    ["a dot of the address is not any character", `"ann-peeters@example.be"`, false],
  ])("%s: %s", (_, text, found) => {
    expect(new RegExp(emailMentionPattern(email), "i").test(text)).toBe(found);
  });

  it("takes the operators of an address literally", () => {
    const pattern = new RegExp(emailMentionPattern("ann+immo@example.be"), "i");
    expect(pattern.test(`"ann+immo@example.be"`)).toBe(true);
    expect(pattern.test(`"annnimmo@example.be"`)).toBe(false);
  });
});

describe("what an erasure keeps", () => {
  const createdAt = new Date("2026-10-01T08:30:00Z");
  const erasedAt = new Date("2026-11-28T10:00:00Z");
  it.each([
    ["a listing's lead", { kind: "info-request", locale: "nl", propertyId: 4100001, projectId: null }],
    ["a project's lead", { kind: "project-enquiry", locale: "fr", propertyId: null, projectId: 77 }],
    ["a lead of no listing", { kind: "site-contact", locale: "en", propertyId: null, projectId: null }],
  ])("%s: its kind, language, listing and time", (_, lead) => {
    expect(anonymisedLeadPayload({ ...lead, createdAt }, erasedAt)).toEqual({
      anonymised: true,
      ...lead,
      receivedAt: "2026-10-01T08:30:00.000Z",
      erasedAt: "2026-11-28T10:00:00.000Z",
    });
  });

  it("an erased message is no mail and no provider call", () => {
    const payload = erasedMessagePayload(erasedAt);
    expect(payload).toEqual({ erased: true, erasedAt: "2026-11-28T10:00:00.000Z" });
    expect(payload).not.toHaveProperty("to");
    expect(payload).not.toHaveProperty("call");
  });
});

describe("personalDataFileName", () => {
  it.each([
    ["ann.peeters@example.be", "personal-data-ann.peeters-at-example.be-2026-11-28.json"],
    ["ann+immo@example.be", "personal-data-ann_immo-at-example.be-2026-11-28.json"],
    ["élise@exemple.be", "personal-data-_lise-at-exemple.be-2026-11-28.json"],
  ])("%s", (email, expected) => {
    expect(personalDataFileName(email, "2026-11-28")).toBe(expected);
  });
});

describe("the page after an erasure", () => {
  const counts = {
    leads: 3,
    notes: 1,
    messages: 6,
    cancelled: 2,
    demands: 1,
    demandAlerts: 4,
    subscriptions: 1,
    testimonials: 0,
  };
  it("carries the counts there and back, and no address", () => {
    const query = erasedQuery(counts);
    expect(query).toBe(
      "?done=erased&leads=3&notes=1&messages=6&cancelled=2&demands=1&demandAlerts=4&subscriptions=1&testimonials=0",
    );
    expect(erasedCounts(new URLSearchParams(query))).toEqual(counts);
  });

  it.each([
    ["nothing done", "", null],
    ["something else done", "done=saved&leads=2", null],
    [
      "counts missing or not counts",
      "done=erased&leads=-1&notes=x&messages=2.5",
      { leads: 0, notes: 0, messages: 0, cancelled: 0, demands: 0, demandAlerts: 0, subscriptions: 0, testimonials: 0 },
    ],
  ])("%s", (_, search, expected) => {
    expect(erasedCounts(new URLSearchParams(search))).toEqual(expected);
  });
});
