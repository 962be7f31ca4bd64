/** Links that leave the site by another way than a web page: opened by the phone or mail app. */
const APP_SCHEMES = ["tel:", "mailto:"] as const;

/** What an anchor needs to open a link in a new tab without handing it `window.opener`. */
export type LinkTargetProps =
  | { readonly target: "_blank"; readonly rel: "noopener noreferrer" }
  | { readonly target?: never; readonly rel?: never };

const NEW_TAB: LinkTargetProps = { target: "_blank", rel: "noopener noreferrer" };

/** A host without its "www.": www.example.be and example.be are the same site. */
function siteOf(host: string): string {
  return host.replace(/^www\./, "");
}

/** Whether an absolute or protocol-relative http(s) href points at another site than siteHost. */
function leavesSite(href: string, siteHost: string): boolean {
  try {
    const base = new URL(`https://${siteHost}/`);
    const target = new URL(href, base);
    return (target.protocol === "https:" || target.protocol === "http:") && siteOf(target.host) !== siteOf(base.host);
  } catch {
    return false;
  }
}

/**
 * Whether a link opens in a new tab (spec §5: external "when it contains {host} {host} tel: or
 * mailto:"). The configured hosts are matched as the spec says, anywhere in the href and without
 * regard to case; `tel:` and `mailto:` only as the scheme.
 *
 * Beyond the spec, when the caller passes the site's own host (a host name, with a port if it has
 * one), an absolute http(s) URL to any other site is external too, so a link typed into content
 * never takes the visitor away from the site in the same tab. Relative links stay internal.
 */
export function isExternalLink(href: string, externalHosts: readonly string[], siteHost?: string): boolean {
  const lower = href.trim().toLowerCase();
  if (APP_SCHEMES.some((scheme) => lower.startsWith(scheme))) return true;
  if (externalHosts.some((host) => host.trim() !== "" && lower.includes(host.trim().toLowerCase()))) return true;
  return siteHost !== undefined && leavesSite(href, siteHost);
}

/** The anchor attributes of a link (spread them on `<a>`): new tab for external links, none otherwise. */
export function linkTargetProps(href: string, externalHosts: readonly string[], siteHost?: string): LinkTargetProps {
  return isExternalLink(href, externalHosts, siteHost) ? NEW_TAB : {};
}

/**
 * A website address typed into the provider's data (a project's `ExternalWeb`): "www.x.be" gets
 * https://; anything that is not an http(s) address of a host with a dot (`javascript:`, `mailto:`,
 * free text) gives null, so it never becomes a link.
 */
export function websiteUrl(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".") ? url.href : null;
  } catch {
    return null;
  }
}
