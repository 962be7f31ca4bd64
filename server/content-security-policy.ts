import type { ThirdPartySources } from "./csp-sources.ts";
import type { InlineHashes } from "./inline-hashes.ts";

export type PolicyOptions = {
  /** Development: the dev server injects scripts of its own, so the policy only reports. */
  production: boolean;
  https: boolean;
  /** The image CDN's host (CDN_HOST), when pictures come from one. */
  cdnHost?: string | null;
  /** The hosts of the map tiles, tours, videos and the configured tags (./csp-sources.ts). */
  thirdParty: ThirdPartySources;
  /** A document's inline scripts and style elements (./inline-hashes.ts); none: no inline code runs. */
  hashes?: InlineHashes;
};

/** The header that carries the policy: enforced in production, report-only in development. */
export function policyHeader(production: boolean): string {
  return production ? "Content-Security-Policy" : "Content-Security-Policy-Report-Only";
}

/**
 * The Content-Security-Policy of an answer (decision 0055). Inline code is allowed by hash, each
 * document allowing the scripts and style elements it carries and nothing else; every other answer
 * gets the policy without hashes, which runs no inline code at all.
 */
export function contentSecurityPolicy({ production, https, cdnHost, thirdParty, hashes }: PolicyOptions): string {
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    // Tag hosts only for the tags site_info configures (they load after consent, app/components/consent/tags.ts).
    ["script-src", ["'self'", ...(hashes?.scripts ?? []), ...thirdParty.script]],
    ["style-src", ["'self'", ...(hashes?.styles ?? [])]],
    // React's style props (fixed aspect ratios, widths) are attributes, not style elements.
    ["style-src-attr", ["'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...thirdParty.img, ...(cdnHost ? [`https://${cdnHost}`] : [])]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...thirdParty.connect, ...(production ? [] : ["ws:"])]],
    // Videos and tours load only when the visitor asks for them (click-to-load placeholders).
    ["frame-src", ["'self'", ...thirdParty.frame]],
    ["media-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'self'"]],
    ...(https ? ([["upgrade-insecure-requests", []]] as Array<[string, string[]]>) : []),
  ];
  return directives.map(([name, values]) => [name, ...values].join(" ")).join(";");
}
