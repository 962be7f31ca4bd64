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
    expect(config.omnicasa).toBeNull();
    expect(config.syncIntervalMs).toBe(15 * 60_000);
    expect(config.cdnHost).toBeNull();
    expect(config.imageHosts).toEqual([]);
    expect(config.providerTimeoutMs).toBe(30_000);
    expect(config.webConcurrency).toBe(1);
    expect(config.agencyLanguage).toBe("nl");
  });

  it.each([
    ["", "nl"],
    ["nl", "nl"],
    ["fr", "fr"],
    ["en", "en"],
    ["de", "de"],
  ])("AGENCY_LANGUAGE=%j: the agency's mails in %s (decision 0034)", (value, language) => {
    expect(parseConfig({ AGENCY_LANGUAGE: value }).agencyLanguage).toBe(language);
  });

  describe("WEB_CONCURRENCY", () => {
    it.each([
      ["1", 1],
      ["4", 4],
      ["64", 64],
      ["", 1],
    ])("%j gives %i processes", (value, processes) => {
      expect(parseConfig({ WEB_CONCURRENCY: value }).webConcurrency).toBe(processes);
    });

    it("auto gives one process per CPU core", async () => {
      const { availableParallelism } = await import("node:os");
      expect(parseConfig({ WEB_CONCURRENCY: "auto" }).webConcurrency).toBe(availableParallelism());
    });

    it.each(["0", "65", "-1", "2.5", "many"])("%j is refused with a message naming the variable", (value) => {
      expect(() => parseConfig({ WEB_CONCURRENCY: value })).toThrow(ConfigError);
      expect(() => parseConfig({ WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY: /);
    });
  });

  describe("PAGE_CACHE_MB (decision 0055)", () => {
    it.each([
      [{}, 0],
      [{ NODE_ENV: "production" }, 64],
      [{ NODE_ENV: "production", PAGE_CACHE_MB: "0" }, 0],
      [{ NODE_ENV: "production", PAGE_CACHE_MB: "" }, 64],
      [{ NODE_ENV: "development", PAGE_CACHE_MB: "16" }, 16],
      [{ NODE_ENV: "production", PAGE_CACHE_MB: "512" }, 512],
    ])("%j keeps %i MB of pages", (env, megabytes) => {
      expect(parseConfig(env).pageCacheBytes).toBe(megabytes * 1024 * 1024);
    });

    it.each(["-1", "2.5", "lots", "007", "100000"])("%j is refused with a message naming the variable", (value) => {
      expect(() => parseConfig({ PAGE_CACHE_MB: value })).toThrow(/PAGE_CACHE_MB: /);
    });
  });

  describe("PROVIDER=omnicasa", () => {
    const omnicasa = {
      PROVIDER: "omnicasa",
      OMNICASA_CUSTOMER_NAME: "agence-dupont",
      OMNICASA_CUSTOMER_PASSWORD: "s3cret-Pa55",
    };

    it("reads the connection, with the public API's address and Omnicasa's picture hosts by default", () => {
      const config = parseConfig({ ...omnicasa, OMNICASA_OFFICE_ID: "12" });
      expect(config.provider).toBe("omnicasa");
      expect(config.omnicasa).toMatchObject({
        baseUrl: "https://newapi.omnicasa.com/1.12/OmnicasaService.svc/",
        customerName: "agence-dupont",
        officeId: 12,
      });
      expect(config.omnicasa!.customerPassword.reveal()).toBe("s3cret-Pa55");
      expect(config.imageHosts).toEqual(["*.omnicasa.com"]);
    });

    it("never shows the password when the configuration is printed or serialised", async () => {
      const config = parseConfig(omnicasa);
      const { inspect } = await import("node:util");
      expect(JSON.stringify(config)).not.toContain("s3cret-Pa55");
      expect(inspect(config, { depth: 5 })).not.toContain("s3cret-Pa55");
      expect(String(config.omnicasa!.customerPassword)).toBe("[secret]");
    });

    it.each(["OMNICASA_CUSTOMER_NAME", "OMNICASA_CUSTOMER_PASSWORD"])("requires %s", (name) => {
      expect(() => parseConfig({ ...omnicasa, [name]: "" })).toThrow(
        new RegExp(`  ${name}: required when PROVIDER=omnicasa`),
      );
    });

    it("names a bad password variable without echoing its value", () => {
      let message = "";
      try {
        parseConfig({ ...omnicasa, OMNICASA_OFFICE_ID: "x", OMNICASA_CUSTOMER_PASSWORD: "" });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/OMNICASA_CUSTOMER_PASSWORD: required when PROVIDER=omnicasa$/m);
      expect(message).toMatch(/OMNICASA_OFFICE_ID: .*\(got "x"\)/);
    });
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
    ["AGENCY_LANGUAGE", "es"],
    ["AGENCY_LANGUAGE", "NL"],
    ["PROVIDER", "whise"],
    ["SYNC_INTERVAL", "15"],
    ["SYNC_INTERVAL", "0m"],
    ["SYNC_INTERVAL", "never"],
    ["CDN_HOST", "https://cdn.agency.be/"],
    ["IMAGE_HOSTS", "https://pictures.example.com"],
    ["OMNICASA_BASE_URL", "newapi.omnicasa.com"],
    ["OMNICASA_OFFICE_ID", "office-1"],
    ["PROVIDER_TIMEOUT_SECONDS", "0"],
    ["PROVIDER_MAX_RESPONSE_MB", "0"],
    ["PROVIDER_MAX_RESPONSE_MB", "50MB"],
    ["SYNC_MAX_UNPUBLISH", "0%"],
    ["SYNC_MAX_UNPUBLISH", "150%"],
    ["SYNC_MAX_UNPUBLISH", "half"],
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
    ["SYNC_INTERVAL", "30s", { syncIntervalMs: 30_000 }],
    ["SYNC_INTERVAL", "1h", { syncIntervalMs: 3_600_000 }],
    ["SYNC_INTERVAL", "off", { syncIntervalMs: null }],
    ["CDN_HOST", "CDN.Agency.be", { cdnHost: "cdn.agency.be" }],
    [
      "IMAGE_HOSTS",
      "pictures.example.com, *.omnicasa.com,127.0.0.1:8080",
      { imageHosts: ["pictures.example.com", "*.omnicasa.com", "127.0.0.1:8080"] },
    ],
    ["PROVIDER_TIMEOUT_SECONDS", "5", { providerTimeoutMs: 5_000 }],
    ["PROVIDER_MAX_RESPONSE_MB", "", { providerMaxResponseBytes: 50 * 1024 * 1024 }],
    ["PROVIDER_MAX_RESPONSE_MB", "200", { providerMaxResponseBytes: 200 * 1024 * 1024 }],
    ["SYNC_MAX_UNPUBLISH", "", { syncMaxUnpublishShare: 0.5 }],
    ["SYNC_MAX_UNPUBLISH", "80%", { syncMaxUnpublishShare: 0.8 }],
    ["SYNC_MAX_UNPUBLISH", "25", { syncMaxUnpublishShare: 0.25 }],
  ])("accepts %s=%s", (name, value, expected) => {
    expect(parseConfig({ [name]: value })).toMatchObject(expected);
  });

  it("derives SITE_URL from PORT when unset", () => {
    expect(parseConfig({ PORT: "8080" }).siteUrl).toBe("http://localhost:8080");
  });
});
