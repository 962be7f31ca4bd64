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
    ["spaces inside", "www.pee ters.be"],
    ["an empty label", "https://example..be"],
    ["longer than 200 characters", `https://example.be/${"a".repeat(190)}`],
  ])("refuses %s", (_, input) => {
    expect(normalizeWebsite(input)).toBeNull();
  });
});
