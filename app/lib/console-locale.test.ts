import { describe, expect, it } from "vitest";
import { consoleLocale, cookieValue, fromAcceptLanguage } from "./console-locale.ts";

describe("the console's language", () => {
  it.each([
    ["https://a.be/admin/login/?lang=fr", "console_lang=en", "nl", "fr"],
    ["https://a.be/admin/login/?lang=de", "console_lang=en", "nl", "en"],
    ["https://a.be/admin/", "console_lang=en", "fr", "en"],
    ["https://a.be/admin/", "console_lang=xx", "fr-BE,fr;q=0.9", "fr"],
    ["https://a.be/admin/", null, "de-DE,de;q=0.9,en;q=0.8", "en"],
    ["https://a.be/admin/", null, null, "nl"],
  ])("%s with cookie %s and Accept-Language %s → %s", (url, cookie, accept, expected) => {
    expect(consoleLocale(new URL(url), cookie, accept)).toBe(expected);
  });

  it.each([
    ["en;q=0.5, fr;q=0.8", "fr"],
    ["nl-BE", "nl"],
    ["fr;q=0, en", "en"],
    ["de, es", null],
    ["", null],
    ["en;q=abc", null],
  ])("Accept-Language %j → %s", (header, expected) => {
    expect(fromAcceptLanguage(header)).toBe(expected);
  });

  it("reads one cookie among several", () => {
    expect(cookieValue("a=1; console_lang=fr; b=2", "console_lang")).toBe("fr");
    expect(cookieValue("a=1", "console_lang")).toBeNull();
  });
});
