import { describe, expect, it } from "vitest";
import { pageViewEvent, visitUtm } from "./page-view-event.ts";

describe("pageViewEvent", () => {
  it.each([
    [
      { location: "https://x.be/nl/", referrer: "", utm: {} },
      { page_location: "https://x.be/nl/", page_referrer: "" },
    ],
    [
      {
        location: "https://x.be/nl/te-koop/",
        referrer: "https://www.google.be/",
        utm: { utm_source: "news", utm_medium: "email", utm_campaign: "spring" },
      },
      {
        page_location: "https://x.be/nl/te-koop/",
        page_referrer: "https://www.google.be/",
        campaign_source: "news",
        campaign_medium: "email",
        campaign_name: "spring",
      },
    ],
    [
      {
        location: "https://x.be/",
        referrer: "https://x.be/nl/",
        utm: { utm_term: "huis", utm_content: "b", utm_id: "7" },
      },
      {
        page_location: "https://x.be/",
        page_referrer: "https://x.be/nl/",
        campaign_term: "huis",
        campaign_content: "b",
        campaign_id: "7",
      },
    ],
  ])("%j", (input, expected) => {
    expect(pageViewEvent(input)).toEqual(expected);
  });
});

describe("visitUtm (the campaign kept for the visit)", () => {
  it.each([
    ["", null, {}],
    ["?utm_source=a", null, { utm_source: "a" }],
    ["?utm_source=new", JSON.stringify({ utm_source: "old", utm_medium: "email" }), { utm_source: "new" }],
    [
      "?city=Lebbeke",
      JSON.stringify({ utm_source: "old", utm_medium: "email" }),
      { utm_source: "old", utm_medium: "email" },
    ],
    ["", JSON.stringify({ utm_source: "old", other: "dropped", utm_medium: 5 }), { utm_source: "old" }],
    ["", "{broken", {}],
    ["", "null", {}],
  ])("search %j, saved %j → %j", (search, saved, expected) => {
    expect(visitUtm(search, saved)).toEqual(expected);
  });
});
