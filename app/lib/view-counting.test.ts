import { describe, expect, it } from "vitest";
import { dayInTimeZone, viewDecision } from "./view-counting.ts";

const PAGE = "https://x.be/nl/te-koop/buggenhout/huis/4100001/";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

function request(headers: Record<string, string>, method = "GET", url = PAGE) {
  return { method, url, headers: new Headers(headers) };
}

describe("viewDecision", () => {
  it.each([
    ["a browser", request({ "user-agent": FIREFOX }), "count"],
    ["a phone from Google", request({ "user-agent": SAFARI_IPHONE, referer: "https://www.google.be/" }), "count"],
    ["browsing on from the list", request({ "user-agent": FIREFOX, referer: "https://x.be/nl/te-koop/" }), "count"],
    [
      "the same path on another site",
      request({ "user-agent": FIREFOX, referer: "https://other.be/nl/te-koop/buggenhout/huis/4100001/" }),
      "count",
    ],
    [
      "Googlebot",
      request({ "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
      "bot",
    ],
    [
      "Bingbot",
      request({ "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" }),
      "bot",
    ],
    [
      "a headless browser",
      request({
        "user-agent":
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      }),
      "bot",
    ],
    ["curl", request({ "user-agent": "curl/8.5.0" }), "bot"],
    ["no browser string", request({}), "bot"],
    ["a blank browser string", request({ "user-agent": "  " }), "bot"],
    ["a link prefetch", request({ "user-agent": FIREFOX, "sec-purpose": "prefetch" }), "prefetch"],
    ["a prerender", request({ "user-agent": FIREFOX, "sec-purpose": "prefetch;prerender" }), "prefetch"],
    ["an old-style prefetch", request({ "user-agent": FIREFOX, purpose: "prefetch" }), "prefetch"],
    ["a reload", request({ "user-agent": FIREFOX, referer: PAGE }), "same-page"],
    [
      "the page's data refreshed after its form was sent",
      request({ "user-agent": FIREFOX, referer: `${PAGE}?sent=1` }),
      "same-page",
    ],
    ["a HEAD request", request({ "user-agent": FIREFOX }, "HEAD"), "not-a-view"],
    ["a POST", request({ "user-agent": FIREFOX }, "POST"), "not-a-view"],
    ["an unreadable referrer", request({ "user-agent": FIREFOX, referer: "::" }), "count"],
  ])("%s → %s", (_name, input, expected) => {
    expect(viewDecision(input)).toBe(expected);
  });
});

describe("dayInTimeZone", () => {
  it.each([
    ["2026-11-20T12:00:00Z", "Europe/Brussels", "2026-11-20"],
    ["2026-11-20T23:30:00Z", "Europe/Brussels", "2026-11-21"],
    ["2026-07-01T21:59:59Z", "Europe/Brussels", "2026-07-01"],
    ["2026-07-01T22:00:00Z", "Europe/Brussels", "2026-07-02"],
    ["2026-11-20T23:30:00Z", "UTC", "2026-11-20"],
    // The same minute again, in the agency's zone: another day.
    ["2026-11-20T23:30:20Z", "Europe/Brussels", "2026-11-21"],
    ["2026-07-01T21:59:00Z", "Europe/Brussels", "2026-07-01"],
    ["2026-07-01T21:59:30Z", "Europe/Brussels", "2026-07-01"],
  ])("%s in %s → %s", (moment, zone, expected) => {
    expect(dayInTimeZone(new Date(moment), zone)).toBe(expected);
  });
});
