/**
 * A visitor's website as the testimonial form takes it (shown as a link under the testimonial):
 * "www.example.be" or "https://example.be/over-ons", nothing else. Without a scheme, https is
 * assumed. Only http(s) links to a named host are kept: no `javascript:` or `mailto:`, no bare
 * addresses, no local names, no user:password part (a classic way to disguise a link's target).
 */
const MAX_LENGTH = 200;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** A top-level domain: letters, or an internationalized one in its xn-- form. */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z\d-]{1,59})$/;

/** The normalized URL, or null when the text is not a website address. */
export function normalizeWebsite(input: string): string | null {
  const text = input.trim();
  // (An empty text fails to parse as https:// below.)
  if (text.length > MAX_LENGTH || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(HAS_SCHEME.test(text) && !/^[^/:]+:\d/.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username !== "" || url.password !== "") return null;
  const labels = url.hostname.split(".");
  if (labels.length < 2 || labels.some((label) => label === "") || !TOP_LEVEL.test(labels.at(-1)!)) return null;
  return url.href;
}
