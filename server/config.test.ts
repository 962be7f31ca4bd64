import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.ts";

describe("parseConfig", () => {
  it("applies the documented defaults", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.contentDir).toBeNull();
    expect(config.trustProxy).toBe("loopback, linklocal, uniquelocal");
    expect(config.smtpUrl).toBeUndefined();
    expect(config.provider).toBe("sample");
  });

  it.each([
    ["2", 2],
    ["loopback", "loopback"],
    ["loopback, 203.0.113.0/24, 2001:db8::/32", "loopback, 203.0.113.0/24, 2001:db8::/32"],
  ])("reads TRUST_PROXY=%s", (value, expected) => {
    expect(parseConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it("resolves CONTENT_DIR to an absolute folder", () => {
    expect(parseConfig({ CONTENT_DIR: "site/content" }).contentDir).toMatch(/^\/.*\/site\/content$/);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "0"],
    ["PORT", "65536"],
    ["PORT", "30.5"],
    ["SITE_URL", "www.example.be"],
    ["SITE_URL", "ftp://example.be"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["SMTP_URL", "localhost:25"],
    ["AGENCY_EMAIL", "not-an-address"],
    ["PROVIDER", "whise"],
    ["TRUST_PROXY", "everyone please"],
    ["TRUST_PROXY", "loopback;rm -rf"],
  ])("rejects %s=%s with a message naming the variable", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it("names every bad variable at once", () => {
    expect(() => parseConfig({ PORT: "abc", PROVIDER: "x" })).toThrow(/PORT:.*\n.*PROVIDER:/s);
  });

  it.each([
    ["PORT", "1", { port: 1 }],
    ["PORT", "65535", { port: 65535 }],
    ["SITE_URL", "https://www.agency.be/", { siteUrl: "https://www.agency.be" }],
    ["DATABASE_URL", "postgres://u:p@127.0.0.1:5432/site", { databaseUrl: "postgres://u:p@127.0.0.1:5432/site" }],
    ["DATABASE_URL", "", { databaseUrl: undefined }],
    ["SMTP_URL", "smtp://127.0.0.1:2525", { smtpUrl: "smtp://127.0.0.1:2525" }],
    ["PROVIDER", "omnicasa", { provider: "omnicasa" }],
  ])("accepts %s=%s", (name, value, expected) => {
    expect(parseConfig({ [name]: value })).toMatchObject(expected);
  });

  it("derives SITE_URL from PORT when unset", () => {
    expect(parseConfig({ PORT: "8080" }).siteUrl).toBe("http://localhost:8080");
  });
});
