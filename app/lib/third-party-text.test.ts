import { describe, expect, it } from "vitest";
import { containsLink, isPersonName, PERSON_NAME_MAX, unsafeForThirdParty } from "./third-party-text.ts";

describe("isPersonName: letters of any script, spaces, hyphens, apostrophes, dots", () => {
  it.each([
    ["Ann", true],
    ["Jean-Luc", true],
    ["O'Brien", true],
    ["D’Hondt", true],
    ["Van den Bossche", true],
    ["Ph. Dubois", true],
    ["J. P.", true],
    ["Zoë", true],
    ["Zoe\u0308", true],
    ["Łukasz", true],
    ["Ólafsdóttir", true],
    ["Владимир", true],
    ["김민준", true],
    ["محمد", true],
    ["x".repeat(PERSON_NAME_MAX), true],
    ["x".repeat(PERSON_NAME_MAX + 1), false],
    ["", false],
    ["-Ann", false],
    ["Ann--Marie", false],
    ["Ann  Marie", false],
    ["Ann3", false],
    ["spam.com", false],
    ["www.spam", false],
    ["Win at spam.be", false],
    ["https://spam.example", false],
    ["ann@spam.example", false],
    ["<b>Ann</b>", false],
    ["Ann &amp; Jan", false],
    ["Ann & Jan", false],
    ["Ann\nBcc", false],
    ["Ann: call 0800", false],
    ["Ann (CEO)", false],
  ] as const)("%j → %s", (text, expected) => {
    expect(isPersonName(text)).toBe(expected);
  });
});

describe("containsLink", () => {
  it.each([
    ["Mooi huis, met tuin. Bel me!", false],
    ["Prijs: € 339.000 (onderhandelbaar).", false],
    ["Zie http://x.example", true],
    ["ftp://files.example/a", true],
    ["WWW.EXAMPLE.ORG", true],
    ["mijn-site.be", true],
    ["Het is mooi.Echt waar, om 10.30 u.", false],
    ["Dr. Jansen zei: ok.be", true],
    ["koop.shop nu", true],
  ] as const)("%j → %s", (text, expected) => {
    expect(containsLink(text)).toBe(expected);
  });
});

describe("unsafeForThirdParty: a link, an e-mail address or markup", () => {
  it.each([
    ["Dit is iets voor jullie! Bel me morgen.", null],
    ["Prijs € 339.000, 3 slpk., tuin 20 m² & garage", null],
    ["2 < 3 en 5 > 4", null],
    ["Kijk op https://spam.example/win", "link"],
    ["www.spam.example", "link"],
    ["Schrijf naar win@spam.example", "email"],
    ["win(at)spam.be", "link"],
    ["<a href=x>klik</a>", "markup"],
    ["<img src=x>", "markup"],
    ["&#60;script&#62;", "markup"],
    ["Tom &amp; Jerry", "markup"],
  ] as const)("%j → %s", (text, expected) => {
    expect(unsafeForThirdParty(text)).toBe(expected);
  });
});
