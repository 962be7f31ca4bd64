// The consent settings the cookie dialog and the tag loader read in the browser (built from the
// content by ./consent-config.server.ts): a plain module, so the consent components import the type
// without importing a .server module.
import type { TagIds } from "#app/lib/consent-tags.ts";

/** What the cookie dialog and the tag loader need in the browser (root loader data). */
export type ConsentConfig = {
  /** settings.consentExpiryDays: a choice older than this asks again. */
  expiryDays: number;
  /** settings.consentPolicyVersion: a choice made under another version asks again. */
  policyVersion: string;
  cookiePolicyHref: string;
  privacyStatementHref: string;
  /** site_info IDs (spec §3); empty strings for the tags that are not configured. */
  tags: TagIds;
};
