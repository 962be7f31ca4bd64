import { describe, expect, it } from "vitest";
import {
  choicesFor,
  consentModeState,
  consentStatus,
  googleConsentStorage,
  parseStoredConsent,
  partlyChoices,
  type ConsentChoices,
  type StoredConsent,
} from "./consent.ts";

const ALL: ConsentChoices = {
  necessary: true,
  analytical: true,
  marketing: true,
  socialMedia: true,
  unclassified: true,
};
const NONE: ConsentChoices = {
  necessary: true,
  analytical: false,
  marketing: false,
  socialMedia: false,
  unclassified: false,
};

describe("choices of each answer (spec §4)", () => {
  it("Agree grants all five categories, Decline only strictly necessary", () => {
    expect(choicesFor("agree")).toEqual(ALL);
    expect(choicesFor("decline")).toEqual(NONE);
  });

  it.each([
    [{}, NONE],
    [{ analytical: true }, { ...NONE, analytical: true }],
    [
      { marketing: true, socialMedia: true },
      { ...NONE, marketing: true, socialMedia: true },
    ],
    [{ unclassified: true }, { ...NONE, unclassified: true }],
    [
      { necessary: false, analytical: true },
      { ...NONE, analytical: true },
    ],
  ])("agree partly with %j saves %j (strictly necessary always on)", (selected, expected) => {
    expect(partlyChoices(selected)).toEqual(expected);
  });
});

const stored = (changes: Partial<StoredConsent> = {}): StoredConsent => ({
  id: "a1",
  version: "2026-11-22",
  date: "2026-11-01T10:00:00.000Z",
  choices: NONE,
  ...changes,
});

describe("parseStoredConsent", () => {
  it.each([
    [null, null],
    ["", null],
    ["not json", null],
    ["[]", null],
    ['"text"', null],
    [JSON.stringify({ ...stored(), choices: { ...NONE, analytical: "yes" } }), null],
    [JSON.stringify({ ...stored(), choices: { ...NONE, necessary: false } }), null],
    [JSON.stringify({ ...stored(), id: 5 }), null],
    [JSON.stringify({ ...stored(), version: undefined }), null],
    [JSON.stringify({ ...stored(), choices: { analytical: true } }), null],
    [JSON.stringify(stored()), stored()],
    [JSON.stringify(stored({ choices: ALL })), stored({ choices: ALL })],
  ])("%s → %j", (raw, expected) => {
    expect(parseStoredConsent(raw)).toEqual(expected);
  });
});

describe("consentStatus (the dialog's state machine)", () => {
  const base = {
    pathname: "/nl/",
    search: "",
    stored: stored(),
    now: new Date("2026-11-20T10:00:00Z"),
    expiryDays: 180,
    policyVersion: "2026-11-22",
  };
  it.each([
    ["a current choice", {}, "answered", false],
    ["nothing stored (first visit)", { stored: null }, "ask", false],
    ["a choice of an older policy version", { policyVersion: "2027-01-01" }, "ask", false],
    ["a choice 179 days old", { now: new Date("2027-04-29T09:00:00Z") }, "answered", false],
    ["a choice exactly 180 days old (expired)", { now: new Date("2027-04-30T10:00:00Z") }, "ask", false],
    [
      "a choice with a date in the future (clock moved)",
      { stored: stored({ date: "2027-01-01T00:00:00Z" }) },
      "answered",
      false,
    ],
    ["a choice with an unreadable date", { stored: stored({ date: "yesterday" }) }, "ask", false],
    ["setcookies in the query", { search: "?setcookies" }, "ask", true],
    ["setcookies with a value among other parameters", { search: "?city=Lebbeke&setcookies=1" }, "ask", true],
    ["a preview path, nothing stored", { pathname: "/nl/preview/page/", stored: null }, "preview", false],
    ["a preview path in capitals", { pathname: "/nl/PREVIEW-home/", stored: null }, "preview", false],
    [
      "a preview path with setcookies (forgets, still no dialog)",
      { pathname: "/preview/", search: "?setcookies" },
      "preview",
      true,
    ],
    ["preview only in the query (not the path)", { search: "?preview=1", stored: null }, "ask", false],
  ] as const)("%s → %s", (_name, changes, status, clear) => {
    expect(consentStatus({ ...base, ...changes })).toEqual({ status, clear });
  });
});

describe("Consent Mode v2 mapping (belgian-market-facts.md)", () => {
  it("denies everything by default, before any choice", () => {
    expect(Object.values(consentModeState(null)).every((value) => value === "denied")).toBe(true);
    expect(Object.keys(consentModeState(null)).sort()).toEqual([
      "ad_personalization",
      "ad_storage",
      "ad_user_data",
      "analytics_storage",
      "functionality_storage",
      "personalization_storage",
      "security_storage",
    ]);
  });

  it.each([
    [
      "decline",
      NONE,
      {
        security_storage: "granted",
        functionality_storage: "granted",
        analytics_storage: "denied",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        personalization_storage: "denied",
      },
    ],
    [
      "analytical only",
      { ...NONE, analytical: true },
      {
        security_storage: "granted",
        functionality_storage: "granted",
        analytics_storage: "granted",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        personalization_storage: "denied",
      },
    ],
    [
      "marketing only",
      { ...NONE, marketing: true },
      {
        security_storage: "granted",
        functionality_storage: "granted",
        analytics_storage: "denied",
        ad_storage: "granted",
        ad_user_data: "granted",
        ad_personalization: "granted",
        personalization_storage: "denied",
      },
    ],
    [
      "social media only (no Google signal)",
      { ...NONE, socialMedia: true },
      {
        security_storage: "granted",
        functionality_storage: "granted",
        analytics_storage: "denied",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        personalization_storage: "denied",
      },
    ],
    [
      "unclassified only",
      { ...NONE, unclassified: true },
      {
        security_storage: "granted",
        functionality_storage: "granted",
        analytics_storage: "denied",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        personalization_storage: "granted",
      },
    ],
    [
      "agree",
      ALL,
      {
        security_storage: "granted",
        functionality_storage: "granted",
        analytics_storage: "granted",
        ad_storage: "granted",
        ad_user_data: "granted",
        ad_personalization: "granted",
        personalization_storage: "granted",
      },
    ],
  ] as const)("%s", (_name, choices, expected) => {
    expect(consentModeState(choices)).toEqual(expected);
  });

  it.each([
    [
      ALL,
      {
        consentAdUserData: "granted",
        consentAdStorage: "granted",
        consentAnalyticsStorage: "granted",
        consentAdPersonalization: "granted",
      },
    ],
    [
      NONE,
      {
        consentAdUserData: "denied",
        consentAdStorage: "denied",
        consentAnalyticsStorage: "denied",
        consentAdPersonalization: "denied",
      },
    ],
    [
      { ...NONE, analytical: true },
      {
        consentAdUserData: "denied",
        consentAdStorage: "denied",
        consentAnalyticsStorage: "granted",
        consentAdPersonalization: "denied",
      },
    ],
    [
      { ...NONE, marketing: true },
      {
        consentAdUserData: "granted",
        consentAdStorage: "granted",
        consentAnalyticsStorage: "denied",
        consentAdPersonalization: "granted",
      },
    ],
  ] as const)("the four Google storage keys of %j", (choices, expected) => {
    expect(googleConsentStorage(choices)).toEqual(expected);
  });
});
