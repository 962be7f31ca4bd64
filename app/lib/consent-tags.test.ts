import { describe, expect, it } from "vitest";
import type { ConsentChoices } from "./consent.ts";
import { allowedTags, hasAnyTag, trackingCookiesToRemove, type TagIds } from "./consent-tags.ts";

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

describe("allowedTags", () => {
  const ids: TagIds = {
    googleAnalytics: "G-TEST1234",
    googleAds: "AW-1234567",
    tagManager: "GTM-TEST12",
    facebookPixel: "123456789012",
  };
  const none: TagIds = { googleAnalytics: "", googleAds: "", tagManager: "", facebookPixel: "" };
  it.each([
    ["no choice yet", null, ids, { googleTagIds: [], tagManager: null, facebookPixel: null }],
    ["decline", NONE, ids, { googleTagIds: [], tagManager: null, facebookPixel: null }],
    [
      "agree",
      ALL,
      ids,
      { googleTagIds: ["G-TEST1234", "AW-1234567"], tagManager: "GTM-TEST12", facebookPixel: "123456789012" },
    ],
    [
      "analytical",
      { ...NONE, analytical: true },
      ids,
      { googleTagIds: ["G-TEST1234"], tagManager: "GTM-TEST12", facebookPixel: null },
    ],
    [
      "marketing",
      { ...NONE, marketing: true },
      ids,
      { googleTagIds: ["AW-1234567"], tagManager: "GTM-TEST12", facebookPixel: null },
    ],
    [
      "social media",
      { ...NONE, socialMedia: true },
      ids,
      { googleTagIds: [], tagManager: null, facebookPixel: "123456789012" },
    ],
    ["unclassified", { ...NONE, unclassified: true }, ids, { googleTagIds: [], tagManager: null, facebookPixel: null }],
    ["agree, nothing configured", ALL, none, { googleTagIds: [], tagManager: null, facebookPixel: null }],
    [
      "agree, only the pixel configured",
      ALL,
      { ...none, facebookPixel: "123456789012" },
      { googleTagIds: [], tagManager: null, facebookPixel: "123456789012" },
    ],
  ] as const)("%s", (_name, choices, tagIds, expected) => {
    expect(allowedTags(choices, tagIds)).toEqual(expected);
  });

  it("knows whether any tag is configured", () => {
    expect(hasAnyTag(none)).toBe(false);
    expect(hasAnyTag({ ...none, tagManager: "GTM-TEST12" })).toBe(true);
  });
});

describe("trackingCookiesToRemove", () => {
  const names = [
    "_ga",
    "_ga_ABC123",
    "_gid",
    "_gat_UA1",
    "_gcl_au",
    "_fbp",
    "_fbc",
    "lang",
    "session",
    "_gallery",
    "my_ga",
  ];
  it.each([
    ["no choice (setcookies)", null, ["_ga", "_ga_ABC123", "_gid", "_gat_UA1", "_gcl_au", "_fbp", "_fbc"]],
    ["decline", NONE, ["_ga", "_ga_ABC123", "_gid", "_gat_UA1", "_gcl_au", "_fbp", "_fbc"]],
    ["analytical kept", { ...NONE, analytical: true }, ["_gcl_au", "_fbp", "_fbc"]],
    [
      "marketing and social media kept",
      { ...NONE, marketing: true, socialMedia: true },
      ["_ga", "_ga_ABC123", "_gid", "_gat_UA1"],
    ],
    ["agree", ALL, []],
  ] as const)("%s", (_name, choices, expected) => {
    expect(trackingCookiesToRemove(names, choices)).toEqual(expected);
  });
});
