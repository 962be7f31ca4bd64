import { describe, expect, it } from "vitest";
import { normalizeWebsite } from "./website-url.ts";

describe("normalizeWebsite", () => {
  it.each([
    ["a full https address", "https://www.example.be", "https://www.example.be/"],
    ["http is kept", "http://example.be/over-ons", "http://example.be/over-ons"],
    ["without a scheme, https is assumed", "www.peeters.be", "https://www.peeters.be/"],
    ["a bare domain", "peeters.be", "https://peeters.be/"],
    ["with a path and query", "peeters.be/blog?x=1", "https://peeters.be/blog?x=1"],
    ["with a port, no scheme", "peeters.be:8080/x", "https://peeters.be:8080/x"],
    ["surrounding spaces are trimmed", "  https://example.com  ", "https://example.com/"],
    ["upper-case scheme and host are lower-cased", "HTTPS://Example.BE", "https://example.be/"],
    ["an internationalized name becomes its xn-- form", "https://bücher.de", "https://xn--bcher-kva.de/"],
    ["an internationalized top-level domain", "https://пример.рф", "https://xn--e1afmkfd.xn--p1ai/"],
    ["a scheme and a port", "http://example.be:8080/x", "http://example.be:8080/x"],
    ["a colon later in the path, no scheme", "www.example.be/uur:10", "https://www.example.be/uur:10"],
    ["digits in a label before the last", "https://www.123.be", "https://www.123.be/"],
    ["exactly 200 characters", `https://example.be/${"a".repeat(181)}`, `https://example.be/${"a".repeat(181)}`],
  ])("%s: %s → %s", (_, input, expected) => {
    expect(normalizeWebsite(input)).toBe(expected);
  });

  it.each([
    ["empty", ""],
    ["only spaces", "   "],
    ["a javascript: link", "javascript:alert(1)"],
    ["a mailto: link", "mailto:ann@example.be"],
    ["an ftp address", "ftp://files.example.be"],
    ["a data: URL", "data:text/html,<b>x</b>"],
    ["a word without a dot", "peeters"],
    ["localhost", "http://localhost:3000"],
    ["an IP address", "http://192.168.1.10/"],
    ["a numeric top-level part", "example.123"],
    ["a user and password before the host", "https://www.bank.be@evil.example"],
    ["a password without a user", "https://:secret@www.example.be"],
    ["a top-level part starting with a digit", "https://example.1de"],
    ["a top-level part ending with a digit", "https://example.de1"],
    ["spaces inside", "www.pee ters.be"],
    ["an empty label", "https://example..be"],
    ["longer than 200 characters", `https://example.be/${"a".repeat(190)}`],
  ])("refuses %s", (_, input) => {
    expect(normalizeWebsite(input)).toBeNull();
  });
});
