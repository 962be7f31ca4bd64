import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, policyHeader } from "./content-security-policy.ts";

const NO_THIRD_PARTY = { script: [], connect: [], img: [], frame: [] };
const directives = (policy: string) =>
  Object.fromEntries(policy.split(";").map((part) => [part.split(" ")[0], part.split(" ").slice(1).join(" ")]));

describe("contentSecurityPolicy", () => {
  it("without hashes runs no inline code: no hash, nonce or 'unsafe-inline' for scripts and style elements", () => {
    const policy = directives(contentSecurityPolicy({ production: true, https: false, thirdParty: NO_THIRD_PARTY }));
    expect(policy["script-src"]).toBe("'self'");
    expect(policy["style-src"]).toBe("'self'");
    expect(policy["object-src"]).toBe("'none'");
    expect(policy["frame-ancestors"]).toBe("'self'");
    expect(policy["connect-src"]).toBe("'self'");
    expect(policy).not.toHaveProperty("upgrade-insecure-requests");
  });

  it("allows a document's scripts and style elements by their hashes, beside the configured tags' hosts", () => {
    const policy = directives(
      contentSecurityPolicy({
        production: true,
        https: true,
        cdnHost: "cdn.agency.be",
        thirdParty: {
          ...NO_THIRD_PARTY,
          script: ["https://www.googletagmanager.com"],
          frame: ["https://my.matterport.com"],
        },
        hashes: { scripts: ["'sha256-a'", "'sha256-b'"], styles: ["'sha256-c'"] },
      }),
    );
    expect(policy["script-src"]).toBe("'self' 'sha256-a' 'sha256-b' https://www.googletagmanager.com");
    expect(policy["style-src"]).toBe("'self' 'sha256-c'");
    expect(policy["img-src"]).toBe("'self' data: blob: https://cdn.agency.be");
    expect(policy["frame-src"]).toBe("'self' https://my.matterport.com");
    expect(policy).toHaveProperty("upgrade-insecure-requests");
  });

  it.each([
    [true, "Content-Security-Policy", "'self'"],
    [false, "Content-Security-Policy-Report-Only", "'self' ws:"],
  ])("production %s: header %s, connections to %s", (production, header, connect) => {
    expect(policyHeader(production)).toBe(header);
    expect(
      directives(contentSecurityPolicy({ production, https: false, thirdParty: NO_THIRD_PARTY }))["connect-src"],
    ).toBe(connect);
  });
});
