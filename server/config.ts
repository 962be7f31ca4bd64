import path from "node:path";
import { z } from "zod";

/**
 * The environment, parsed once at start-up. A bad value stops the process with a message naming
 * every bad variable. Only `publicConfig` values may reach the browser.
 */
const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

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
    PROVIDER: z.preprocess(
      emptyAsUndefined,
      z.enum(["sample", "omnicasa"], { error: "must be sample or omnicasa" }).default("sample"),
    ),
    // Which proxies in front of the server may tell the client's address (X-Forwarded-For): the
    // rate limits count per address, so behind a CDN its edge servers must be trusted. Express's
    // `trust proxy` values: a number of hops, or addresses, subnets and the names loopback,
    // linklocal and uniquelocal, comma-separated.
    TRUST_PROXY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, "must be a number of proxies, or addresses, subnets, loopback, linklocal or uniquelocal, comma-separated")
        .default("loopback, linklocal, uniquelocal"),
    ),
    LOG_LEVEL: z.preprocess(
      emptyAsUndefined,
      z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ),
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
    provider: env.PROVIDER,
    logLevel: env.LOG_LEVEL,
    trustProxy: /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY,
  }));

export type ServerConfig = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError listing every bad variable by name. */
export function parseConfig(env: Record<string, string | undefined>): ServerConfig {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "environment");
    const value = env[name];
    return `  ${name}: ${issue.message}${value === undefined ? "" : ` (got ${JSON.stringify(value)})`}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}
