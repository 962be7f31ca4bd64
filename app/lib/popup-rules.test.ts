import { describe, expect, it } from "vitest";
import { popupClosedByUrl, popupDelayMs, popupMayShow } from "./popup-rules.ts";

describe("popupDelayMs", () => {
  it.each([
    [0, 0],
    [-3, 0],
    [Number.NaN, 0],
    [1, 1000],
    [8, 8000],
  ])("%s s → %s ms", (seconds, expected) => {
    expect(popupDelayMs(seconds)).toBe(expected);
  });
});

describe("popupClosedByUrl", () => {
  it.each([
    ["https://x.be/nl/", [], false],
    ["https://x.be/nl/?modal-clicked", [], true],
    ["https://x.be/nl/modal-clicked/", [], true],
    ["https://x.be/nl/?from=MODAL-CLICKED", [], true],
    ["https://x.be/nl/gratis-schatting/", ["/nl/gratis-schatting/"], true],
    ["https://x.be/nl/gratis-schatting", ["/nl/gratis-schatting/"], true],
    ["https://x.be/nl/Gratis-Schatting/?a=1", ["https://x.be/nl/gratis-schatting/"], true],
    ["https://x.be/nl/contact/", ["/nl/gratis-schatting/"], false],
    ["https://x.be/nl/contact/", ["/nl/gratis-schatting/", "/nl/contact/"], true],
    ["https://x.be/nl/gratis-schatting/", ["https://other.be/nl/gratis-schatting/"], false],
    ["https://x.be/nl/", ["/"], false],
    ["https://x.be/nl/%E0%A4%A/", ["/nl/x/"], false],
    ["not a url", ["/nl/"], false],
  ] as const)("%s with actions %j → %s", (href, actions, expected) => {
    expect(popupClosedByUrl(href, actions)).toBe(expected);
  });
});

describe("popupMayShow", () => {
  const base = { published: true, sessionFlag: null, href: "https://x.be/nl/", formActions: ["/nl/gratis-schatting/"] };
  it.each([
    ["published, first time", {}, true],
    ["not published", { published: false }, false],
    ["closed before in this session", { sessionFlag: "false" }, false],
    ["another value of the flag", { sessionFlag: "true" }, true],
    ["on the form's page", { href: "https://x.be/nl/gratis-schatting/" }, false],
    ["after a click in the popup", { href: "https://x.be/nl/?modal-clicked=1" }, false],
  ] as const)("%s → %s", (_name, changes, expected) => {
    expect(popupMayShow({ ...base, ...changes })).toBe(expected);
  });
});
