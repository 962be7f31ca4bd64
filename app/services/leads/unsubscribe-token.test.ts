import { describe, expect, it } from "vitest";
import { newToken, tokenHash } from "./store-lead.server.ts";

/**
 * The tokens of the unsubscribe links (and of every other link carrying one): they must survive
 * the site's URL rules (paths are lower-case; a GET with capitals is redirected to the lower-cased
 * path), and only their hash is stored.
 */
describe("link tokens", () => {
  it("are 48 lower-case hex characters, different every time", () => {
    const tokens = Array.from({ length: 200 }, () => newToken().token);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it("are stored as their SHA-256, which the link's token finds again", () => {
    const { token, hash } = newToken();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(tokenHash(token)).toBe(hash);
    expect(tokenHash(token.toUpperCase())).not.toBe(hash);
  });
});
