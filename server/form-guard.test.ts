import { describe, expect, it } from "vitest";
import { isCrossSitePost } from "./form-guard.ts";

const OWN = "https://www.agency.example";

describe("isCrossSitePost", () => {
  it.each([
    // [what, cross-site?, Origin, Sec-Fetch-Site]
    ["a post from the site's own page", false, OWN, "same-origin"],
    ["the own origin without Sec-Fetch-Site (an older browser)", false, OWN, undefined],
    ["neither header: a mail client's one-click unsubscribe, curl", false, undefined, undefined],
    ["Sec-Fetch-Site same-origin without Origin", false, undefined, "same-origin"],
    ["Sec-Fetch-Site none (typed or bookmarked) without Origin", false, undefined, "none"],
    ["another site's page", true, "https://evil.example", "cross-site"],
    ["Sec-Fetch-Site cross-site alone", true, undefined, "cross-site"],
    ["Sec-Fetch-Site cross-site even with our Origin", true, OWN, "cross-site"],
    ["another site's Origin without Sec-Fetch-Site", true, "https://evil.example", undefined],
    ["a sibling subdomain (same-site, not same-origin)", true, "https://shop.agency.example", "same-site"],
    ["the same host over http", true, "http://www.agency.example", "same-origin"],
    ["the same host on another port", true, "https://www.agency.example:8443", undefined],
    ["Origin null (a sandboxed frame, a privacy redirect)", true, "null", undefined],
    ["an origin that only starts like ours", true, "https://www.agency.example.evil.example", undefined],
  ])("%s → cross-site %s", (_, expected, origin, secFetchSite) => {
    expect(isCrossSitePost({ origin, secFetchSite }, OWN)).toBe(expected);
  });
});
