import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_MAX_UNPUBLISH_SHARE, parseShare } from "#app/lib/sync-verdict.ts";
import { LOCALES } from "#app/i18n/locales.ts";

/**
 * The environment, parsed once at start-up. A bad value stops the process with a message naming
 * every bad variable. Only `publicConfig` values may reach the browser.
 */
const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
/** Rendered pages kept per process by default: about 400 pages of 100 kB with their two compressed copies. */
const DEFAULT_PAGE_CACHE_MB = 64;

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^\d+$/, "must be a whole number between 1 and 65535")
        .transform(Number)
        .pipe(z.number().int().min(1, "must be between 1 and 65535").max(65535, "must be between 1 and 65535"))
        .default(3000),
    ),
    SITE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL, e.g. https://www.example.be" })
        .transform((url) => url.replace(/\/+$/, ""))
        .optional(),
    ),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// URL, or unset for the embedded database")
        .optional(),
    ),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
    // The site's configuration (pages, menus, settings…). The route table (routes.json) is also
    // compiled into the build, so a folder with other paths needs a new build.
    CONTENT_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    SMTP_URL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL, or unset to write mails to DATA_DIR/outbox")
        .optional(),
    ),
    AGENCY_EMAIL: z.preprocess(emptyAsUndefined, z.email({ error: "must be an e-mail address" }).optional()),
    // The language the agency reads its own mails in (decision 0034), whatever the visitor's.
    AGENCY_LANGUAGE: z.preprocess(
      emptyAsUndefined,
      z.enum(LOCALES, { error: "must be nl, fr, en or de" }).default("nl"),
    ),
    PROVIDER: z.preprocess(
      emptyAsUndefined,
      z.enum(["sample", "omnicasa"], { error: "must be sample or omnicasa" }).default("sample"),
    ),
    // PROVIDER=sample: the folder of the feed it reads (a copy the tests change between syncs).
    SAMPLE_FEED_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    // Which proxies in front of the server may tell the client's address (X-Forwarded-For): the
    // rate limits count per address, so behind a CDN its edge servers must be trusted. Express's
    // `trust proxy` values: a number of hops, or addresses, subnets and the names loopback,
    // linklocal and uniquelocal, comma-separated.
    TRUST_PROXY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(
          /^(\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/,
          "must be a number of proxies, or addresses, subnets, loopback, linklocal or uniquelocal, comma-separated",
        )
        .default("loopback, linklocal, uniquelocal"),
    ),
    // The listing provider (PROVIDER=omnicasa): its API, the agency's credentials, the sync.
    OMNICASA_BASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL ending in OmnicasaService.svc/" })
        .default("https://newapi.omnicasa.com/1.12/OmnicasaService.svc/"),
    ),
    OMNICASA_CUSTOMER_NAME: z.preprocess(emptyAsUndefined, z.string().optional()),
    OMNICASA_CUSTOMER_PASSWORD: z.preprocess(emptyAsUndefined, z.string().optional()),
    OMNICASA_OFFICE_ID: z.preprocess(
      emptyAsUndefined,
      z.string().regex(/^\d+$/, "must be a whole number (the Omnicasa office id)").transform(Number).optional(),
    ),
    PROVIDER_TIMEOUT_SECONDS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[1-9]\d{0,2}$/, "must be a whole number of seconds between 1 and 999")
        .transform(Number)
        .default(30),
    ),
    // The most one provider answer (or sample feed file) may weigh, in MB: past it the read is
    // aborted and the sync fails, changing nothing (decision 0029).
    PROVIDER_MAX_RESPONSE_MB: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[1-9]\d{0,3}$/, "must be a whole number of megabytes between 1 and 9999")
        .transform(Number)
        .default(50),
    ),
    // The share of the published listings one sync may unpublish; a run past it is refused and
    // changes nothing (`npm run sync -- --allow-mass-unpublish` lets it through; decision 0029).
    SYNC_MAX_UNPUBLISH: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((text) => parseShare(text) !== null, "must be a percentage from 1 to 100, e.g. 50%")
        .transform((text) => parseShare(text)!)
        .default(DEFAULT_MAX_UNPUBLISH_SHARE),
    ),
    // How often the server syncs the provider's catalogue: 15m, 1h, 30s… or off.
    SYNC_INTERVAL: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(off|[1-9]\d*[smh])$/, "must be a duration such as 15m, 1h or 30s, or off")
        .default("15m"),
    ),
    // Host name of a CDN in front of /img/ (e.g. cdn.agency.be): picture URLs then point at it.
    CDN_HOST: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(
          /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?$/i,
          "must be a host name such as cdn.agency.be",
        )
        .transform((host) => host.toLowerCase())
        .optional(),
    ),
    // Hosts /img/ may fetch provider pictures from (no open proxy): names, *.domain, host:port.
    IMAGE_HOSTS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(
          /^\s*(\*\.)?[a-z0-9.-]+(:\d{1,5})?(\s*,\s*(\*\.)?[a-z0-9.-]+(:\d{1,5})?)*\s*$/i,
          "must be host names, *.domain or host:port, comma-separated",
        )
        .optional(),
    ),
    /** Server processes with DATABASE_URL (node:cluster); "auto": one per CPU core. PGlite: always 1. */
    WEB_CONCURRENCY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(\d+|auto)$/, "must be a whole number of processes (1 to 64) or auto")
        .transform((value) => (value === "auto" ? availableParallelism() : Number(value)))
        .pipe(z.number().int().min(1, "must be between 1 and 64").max(64, "must be between 1 and 64"))
        .default(1),
    ),
    // Memory for rendered anonymous pages (server/page-cache.ts, decision 0055), in MB per server
    // process; 0 turns it off. Default: 64 in production, 0 in development (code changes there).
    PAGE_CACHE_MB: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(0|[1-9]\d{0,4})$/, "must be a whole number of megabytes between 0 and 99999")
        .transform(Number)
        .optional(),
    ),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.PROVIDER !== "omnicasa") return;
    for (const name of ["OMNICASA_CUSTOMER_NAME", "OMNICASA_CUSTOMER_PASSWORD"] as const) {
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "required when PROVIDER=omnicasa" });
    }
  })
  .transform((env) => ({
    mode: env.NODE_ENV,
    port: env.PORT,
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    /** null: the repository's content/ folder. */
    contentDir: env.CONTENT_DIR ? path.resolve(env.CONTENT_DIR) : null,
    smtpUrl: env.SMTP_URL,
    agencyEmail: env.AGENCY_EMAIL,
    agencyLanguage: env.AGENCY_LANGUAGE,
    provider: env.PROVIDER,
    /** null: the repository's data/sample/feed. */
    sampleFeedDir: env.SAMPLE_FEED_DIR ? path.resolve(env.SAMPLE_FEED_DIR) : null,
    /** Set when PROVIDER=omnicasa; the password never reaches logs, errors or the browser. */
    omnicasa:
      env.PROVIDER === "omnicasa"
        ? {
            baseUrl: env.OMNICASA_BASE_URL,
            customerName: env.OMNICASA_CUSTOMER_NAME ?? "",
            customerPassword: new Secret(env.OMNICASA_CUSTOMER_PASSWORD ?? ""),
            officeId: env.OMNICASA_OFFICE_ID,
          }
        : null,
    providerTimeoutMs: env.PROVIDER_TIMEOUT_SECONDS * 1000,
    providerMaxResponseBytes: env.PROVIDER_MAX_RESPONSE_MB * 1024 * 1024,
    /** 0.5: a sync may unpublish at most half of the published listings. */
    syncMaxUnpublishShare: env.SYNC_MAX_UNPUBLISH,
    /** null: no scheduled sync. */
    syncIntervalMs: parseDuration(env.SYNC_INTERVAL),
    cdnHost: env.CDN_HOST ?? null,
    imageHosts: env.IMAGE_HOSTS
      ? env.IMAGE_HOSTS.split(",").map((host) => host.trim().toLowerCase())
      : env.PROVIDER === "omnicasa"
        ? ["*.omnicasa.com"]
        : [],
    logLevel: env.LOG_LEVEL,
    pageCacheBytes: (env.PAGE_CACHE_MB ?? (env.NODE_ENV === "production" ? DEFAULT_PAGE_CACHE_MB : 0)) * 1024 * 1024,
    webConcurrency: env.WEB_CONCURRENCY,
    trustProxy: /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY,
  }));

export type ServerConfig = z.infer<typeof envSchema>;

/**
 * A credential: readable with `reveal()` only. Printing, logging or serialising it (JSON, pino,
 * util.inspect) shows "[secret]", so a config object dumped by mistake leaks nothing.
 */
class Secret {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  reveal(): string {
    return this.#value;
  }
  toString(): string {
    return "[secret]";
  }
  toJSON(): string {
    return "[secret]";
  }
  [Symbol.for("nodejs.util.inspect.custom")](): string {
    return "[secret]";
  }
}

/** Variables whose value is never echoed in a configuration error. */
const SECRET_VARIABLES = new Set(["OMNICASA_CUSTOMER_PASSWORD"]);

/** "15m" → 900000; "off" → null. */
function parseDuration(value: string): number | null {
  const match = /^(\d+)([smh])$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * { s: 1_000, m: 60_000, h: 3_600_000 }[match[2] as "s" | "m" | "h"];
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError listing every bad variable by name. */
export function parseConfig(env: Record<string, string | undefined>): ServerConfig {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "environment");
    const value = env[name];
    const shown = value === undefined || SECRET_VARIABLES.has(name) ? "" : ` (got ${JSON.stringify(value)})`;
    return `  ${name}: ${issue.message}${shown}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}
