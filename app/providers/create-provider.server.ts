import type { Locale } from "#app/i18n/locales.ts";
import type { ListingProvider } from "./listing-provider.ts";
import { createOmnicasaProvider } from "./omnicasa/omnicasa-provider.server.ts";
import { createSampleProvider } from "./sample/sample-provider.server.ts";

/**
 * What the adapter needs from the environment, as server/config.ts parses it (its ServerConfig
 * fits this shape; app/ never imports server/). The password is a secret readable with reveal().
 */
export type ProviderSettings = {
  provider: "sample" | "omnicasa";
  omnicasa: {
    baseUrl: string;
    customerName: string;
    customerPassword: { reveal(): string };
    officeId: number | undefined;
  } | null;
  providerTimeoutMs: number;
  providerMaxResponseBytes?: number;
};

/**
 * The adapter the environment selects (PROVIDER): the sample feed, or the agency's Omnicasa
 * account. `locales` are the site's languages with the default first: listings are fetched in each.
 */
export function createListingProvider(
  config: ProviderSettings,
  options: { locales: readonly Locale[]; sampleFeedDir: string; fetch?: typeof fetch },
): ListingProvider {
  if (config.provider === "omnicasa") {
    if (!config.omnicasa) throw new Error("PROVIDER=omnicasa without its connection settings");
    const { baseUrl, customerName, customerPassword, officeId } = config.omnicasa;
    return createOmnicasaProvider({
      baseUrl,
      customerName,
      customerPassword: customerPassword.reveal(),
      officeId,
      timeoutMs: config.providerTimeoutMs,
      ...(config.providerMaxResponseBytes ? { maxResponseBytes: config.providerMaxResponseBytes } : {}),
      locales: options.locales,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }
  return createSampleProvider(options.sampleFeedDir, {
    mainLocale: options.locales[0],
    ...(config.providerMaxResponseBytes ? { maxFileBytes: config.providerMaxResponseBytes } : {}),
  });
}

/** The site's languages with its default first: the order listings are fetched and merged in. */
export function providerLocales(enabled: readonly Locale[], defaultLocale: Locale): Locale[] {
  return [defaultLocale, ...enabled.filter((locale) => locale !== defaultLocale)];
}
