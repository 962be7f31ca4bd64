import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent, type SiteContent } from "./load-content.server.ts";
import { popupView } from "./popup.server.ts";
import { consentConfig } from "#app/services/analytics/consent-config.server.ts";

let content: SiteContent;
beforeAll(async () => {
  content = await loadContent(path.resolve(import.meta.dirname, "../../../content"));
});

const withPopup = (changes: Partial<SiteContent["popup"]>): SiteContent => ({
  ...content,
  popup: { ...content.popup, ...changes },
});

describe("popupView (content/popup.json)", () => {
  it("is null while the popup is not published (the shipped configuration)", () => {
    expect(content.popup.isPublished).toBe("no");
    expect(popupView(content, "nl")).toBeNull();
  });

  it("words a published popup for the page's language, its picture through the image endpoint and its link from the route map", () => {
    expect(popupView(withPopup({ isPublished: "yes" }), "fr")).toEqual({
      title: "Que vaut votre bien ?",
      description: expect.stringContaining("estimation gratuite"),
      image: "/img/600/images/popup/valuation.jpg",
      link: { href: "/fr/estimation-gratuite/", newTab: false },
      delaySeconds: 8,
    });
  });

  it.each([
    [
      "an external link opens in a new tab",
      { link: { url: "https://www.biv.be/" } },
      { link: { href: "https://www.biv.be/", newTab: true } },
    ],
    ["no link, no picture", { link: undefined, media: { url: "" } }, { link: null, image: "" }],
    ["no delay", { delay: 0 }, { delaySeconds: 0 }],
  ] as const)("%s", (_name, changes, expected) => {
    expect(popupView(withPopup({ isPublished: "yes", ...changes }), "nl")).toMatchObject(expected);
  });
});

describe("consentConfig", () => {
  it("gives the dialog its expiry, policy version, legal links and the configured tag IDs", () => {
    expect(consentConfig(content, "fr")).toEqual({
      expiryDays: 180,
      policyVersion: content.settings.consentPolicyVersion,
      cookiePolicyHref: "/fr/cookie-policy/",
      privacyStatementHref: "/fr/privacy-statement/",
      tags: { googleAnalytics: "", googleAds: "", tagManager: "", facebookPixel: "" },
    });
    const tagged = {
      ...content,
      siteInfo: { ...content.siteInfo, siteGoogleAnalyticsID: "G-TEST1234", siteFacebookPixel: "123456789012" },
    };
    expect(consentConfig(tagged, "nl").tags).toEqual({
      googleAnalytics: "G-TEST1234",
      googleAds: "",
      tagManager: "",
      facebookPixel: "123456789012",
    });
  });
});
