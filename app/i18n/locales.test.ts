import { describe, expect, it } from "vitest";
import { localeFromUrl } from "./locales.ts";

describe("localeFromUrl", () => {
  it.each([
    ["/fr/a-vendre/", "fr"],
    ["/NL/te-koop/", "nl"],
    ["/de/", "de"],
    // the path's language wins over a parameter
    ["/nl/te-koop/?lang=fr", "nl"],
    // a page outside the language folders names its language with `lang`
    ["/embed/map/?lang=fr", "fr"],
    ["/embed/map/?lang=en&ids=1,2", "en"],
    ["/embed/map/", null],
    ["/embed/map/?lang=xx", null],
    ["/embed/map/?lang=FR", null],
    ["/sitemap.xml", null],
    ["/", null],
  ])("%s → %s", (path, expected) => {
    expect(localeFromUrl(new URL(path, "http://localhost"))).toBe(expected);
  });
});
