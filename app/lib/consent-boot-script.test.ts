import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { consentBootScript } from "./consent-boot-script.ts";
import { consentStatus, parseStoredConsent } from "./consent.ts";

const NOW = Date.parse("2026-11-20T10:00:00Z");
const POLICY = "2026-11-22";
const DAYS = 180;
const valid = {
  id: "a1",
  version: POLICY,
  date: "2026-11-01T10:00:00.000Z",
  choices: { necessary: true, analytical: false, marketing: true, socialMedia: false, unclassified: false },
};
const GOOGLE_KEYS = {
  consentAdUserData: "granted",
  consentAdStorage: "granted",
  consentAnalyticsStorage: "denied",
  consentAdPersonalization: "granted",
};

/** Runs the inline script in a sandbox with the given URL and storage; returns what it marked and what storage is left. */
function runBoot(
  href: string,
  storage: Record<string, string>,
  options: { storageThrows?: boolean; policyVersion?: string } = {},
) {
  const store = new Map(Object.entries(storage));
  const attributes: Record<string, string> = {};
  const url = new URL(href);
  const FixedDate = class extends Date {
    static override now() {
      return NOW;
    }
  };
  const localStorage = {
    getItem(key: string) {
      if (options.storageThrows) throw new Error("SecurityError");
      return store.get(key) ?? null;
    },
    removeItem(key: string) {
      if (options.storageThrows) throw new Error("SecurityError");
      store.delete(key);
    },
  };
  const sandbox = {
    document: { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } },
    location: { pathname: url.pathname, search: url.search },
    localStorage,
    URLSearchParams,
    Date: FixedDate,
  };
  vm.runInNewContext(consentBootScript({ expiryDays: DAYS, policyVersion: options.policyVersion ?? POLICY }), sandbox);
  return { marked: attributes["data-consent"], left: Object.fromEntries(store) };
}

const CASES: [string, string, Record<string, string>][] = [
  ["first visit", "https://x.be/nl/", {}],
  ["a current choice", "https://x.be/nl/te-koop/", { consent: JSON.stringify(valid), ...GOOGLE_KEYS }],
  ["an expired choice", "https://x.be/nl/", { consent: JSON.stringify({ ...valid, date: "2026-05-01T00:00:00Z" }) }],
  [
    "a choice of another policy version",
    "https://x.be/nl/",
    { consent: JSON.stringify({ ...valid, version: "2025-01-01" }) },
  ],
  ["a damaged choice", "https://x.be/nl/", { consent: "{oops" }],
  [
    "a choice without strictly necessary",
    "https://x.be/nl/",
    { consent: JSON.stringify({ ...valid, choices: { ...valid.choices, necessary: false } }) },
  ],
  [
    "a choice missing a category",
    "https://x.be/nl/",
    { consent: JSON.stringify({ ...valid, choices: { necessary: true } }) },
  ],
  [
    "a choice with a non-boolean category",
    "https://x.be/nl/",
    { consent: JSON.stringify({ ...valid, choices: { ...valid.choices, marketing: 1 } }) },
  ],
  ["a choice without id", "https://x.be/nl/", { consent: JSON.stringify({ ...valid, id: undefined }) }],
  [
    "a choice with a date in the future",
    "https://x.be/nl/",
    { consent: JSON.stringify({ ...valid, date: "2027-02-01T00:00:00Z" }) },
  ],
  ["stored null", "https://x.be/nl/", { consent: "null" }],
  ["setcookies", "https://x.be/nl/?setcookies", { consent: JSON.stringify(valid), ...GOOGLE_KEYS, other: "kept" }],
  [
    "setcookies=1 among others",
    "https://x.be/nl/te-koop/?city=Lebbeke&setcookies=1",
    { consent: JSON.stringify(valid), ...GOOGLE_KEYS },
  ],
  ["a preview path", "https://x.be/nl/preview/", {}],
  ["a preview path with setcookies", "https://x.be/Preview/?setcookies", { consent: JSON.stringify(valid) }],
];

describe("the inline start script agrees with consentStatus()", () => {
  it.each(CASES)("%s", (_name, href, storage) => {
    const url = new URL(href);
    const expected = consentStatus({
      pathname: url.pathname,
      search: url.search,
      stored: parseStoredConsent(storage.consent ?? null),
      now: new Date(NOW),
      expiryDays: DAYS,
      policyVersion: POLICY,
    });
    const { marked, left } = runBoot(href, storage);
    expect(marked).toBe(expected.status);
    if (expected.clear) {
      expect(Object.keys(left)).toEqual(
        Object.keys(storage).filter((key) => !["consent", ...Object.keys(GOOGLE_KEYS)].includes(key)),
      );
    } else {
      expect(left).toEqual(storage);
    }
  });

  it("asks when storage cannot be read (a privacy mode), without throwing", () => {
    expect(runBoot("https://x.be/nl/", {}, { storageThrows: true }).marked).toBe("ask");
  });

  it("cannot be closed early by a policy version holding </script>", () => {
    const script = consentBootScript({ expiryDays: 1, policyVersion: "</script><script>alert(1)</script>" });
    expect(script).not.toContain("</script>");
    expect(
      runBoot(
        "https://x.be/nl/",
        { consent: JSON.stringify({ ...valid, version: "</script><script>alert(1)</script>" }) },
        { policyVersion: "</script><script>alert(1)</script>" },
      ).marked,
    ).toBe("answered");
  });
});
