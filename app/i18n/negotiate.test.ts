import { describe, expect, it } from "vitest";
import type { Locale } from "./locales.ts";
import { negotiateLocale } from "./negotiate.ts";

const all: Locale[] = ["nl", "fr", "en", "de"];

describe("negotiateLocale", () => {
  it.each<[string, string | null, string | null, Locale[], Locale]>([
    ["no hints → default", null, null, all, "nl"],
    ["cookie wins over the header", "lang=fr", "en-GB,en;q=0.9", all, "fr"],
    ["cookie among other cookies", "a=1; lang=de; b=2", null, all, "de"],
    ["cookie for a disabled language is ignored", "lang=de", "fr-BE", ["nl", "fr"], "fr"],
    ["unknown cookie value is ignored", "lang=es", null, all, "nl"],
    ["region tag maps to its language", null, "fr-BE,fr;q=0.9", all, "fr"],
    ["q-values decide", null, "de;q=0.5,en;q=0.8", all, "en"],
    ["order decides equal q", null, "en,fr", all, "en"],
    ["unsupported first choice falls through", null, "es-ES,fr;q=0.7", all, "fr"],
    ["q=0 excludes", null, "en;q=0,fr;q=0.1", all, "fr"],
    ["nothing enabled matches → default", null, "es,it", all, "nl"],
    ["wildcard only → default", null, "*", all, "nl"],
    ["malformed header → default", null, ";;;,q=x", all, "nl"],
    ["default not enabled → first enabled", null, null, ["fr", "en"], "fr"],
  ])("%s", (_, cookie, accept, enabled, expected) => {
    expect(negotiateLocale({ cookieHeader: cookie, acceptLanguage: accept, enabled, fallback: "nl" })).toBe(expected);
  });
});
