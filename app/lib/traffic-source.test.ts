import { describe, expect, it } from "vitest";
import { trafficSource, utmParameters } from "./traffic-source.ts";

const SITE = "www.immodenderschelde.be";

describe("trafficSource", () => {
  it.each([
    // campaign: tagged links and ad clicks win over any referrer
    ["?utm_source=newsletter&utm_medium=email", "", "campaign"],
    ["?utm_campaign=spring", "https://www.google.be/", "campaign"],
    ["?utm_source=facebook", "https://l.facebook.com/", "campaign"],
    ["?gclid=abc123", "https://www.google.com/", "campaign"],
    ["?msclkid=abc", "", "campaign"],
    ["?utm_source=", "", "direct"],
    ["?utm_source=%20%20", "https://www.google.be/", "search"],
    // direct: nothing, unreadable, or this site
    ["", "", "direct"],
    ["", null, "direct"],
    ["", "not a url", "direct"],
    ["", "about:blank", "direct"],
    ["", "https://www.immodenderschelde.be/nl/te-koop/", "direct"],
    ["", "https://immodenderschelde.be/nl/", "direct"],
    ["", "http://WWW.IMMODENDERSCHELDE.BE/", "direct"],
    // search engines, any country domain, not their other services
    ["", "https://www.google.be/", "search"],
    ["", "https://www.google.co.uk/", "search"],
    ["", "https://google.com/", "search"],
    ["", "https://www.bing.com/search?q=huis", "search"],
    ["", "https://duckduckgo.com/", "search"],
    ["", "https://html.duckduckgo.com/", "search"],
    ["", "https://www.ecosia.org/", "search"],
    ["", "https://www.qwant.com/", "search"],
    ["", "https://search.yahoo.com/", "search"],
    ["", "https://search.brave.com/", "search"],
    ["", "android-app://com.google.android.googlequicksearchbox/", "search"],
    ["", "https://mail.google.com/", "referral"],
    ["", "https://googleimmo.be/", "referral"],
    // social networks and their shorteners and apps
    ["", "https://l.facebook.com/", "social"],
    ["", "https://m.facebook.com/story", "social"],
    ["", "https://www.instagram.com/", "social"],
    ["", "https://www.linkedin.com/feed/", "social"],
    ["", "https://lnkd.in/abc", "social"],
    ["", "https://t.co/xyz", "social"],
    ["", "https://x.com/", "social"],
    ["", "https://www.youtube.com/", "social"],
    ["", "android-app://com.linkedin.android/", "social"],
    ["", "android-app://com.facebook.katana/", "social"],
    ["?fbclid=IwAR0", "", "social"],
    ["?fbclid=IwAR0", "https://www.immodenderschelde.be/", "social"],
    ["", "https://notfacebook.com/", "referral"],
    // any other website
    ["", "https://www.immoweb.be/nl/zoeken", "referral"],
    ["", "https://www.zimmo.be/", "referral"],
    ["", "android-app://com.example.mail/", "referral"],
  ])("search %j, referrer %j → %s", (search, referrer, expected) => {
    expect(trafficSource({ search, referrer, siteHost: SITE })).toBe(expected);
  });
});

describe("utmParameters", () => {
  it.each([
    ["", {}],
    ["?city=Lebbeke", {}],
    [
      "?utm_source=google&utm_medium=cpc&utm_campaign=voorjaar&utm_term=huis&utm_content=banner&utm_id=42",
      {
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "voorjaar",
        utm_term: "huis",
        utm_content: "banner",
        utm_id: "42",
      },
    ],
    ["?utm_source=%20news%20&utm_medium=", { utm_source: "news" }],
    [`?utm_campaign=${"x".repeat(150)}`, { utm_campaign: "x".repeat(100) }],
  ])("%s → %j", (search, expected) => {
    expect(utmParameters(search)).toEqual(expected);
  });
});
