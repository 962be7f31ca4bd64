import type { HeadersFunction } from "react-router";

/**
 * The headers of a form page that is never stored by a cache (its loader says `private, no-store`):
 * those of a refused post on top (Retry-After of a 429 or 503), and a thrown answer's own (the
 * "property not found" page) as they are. Shared by the booking and stay request pages.
 */
export const privateFormHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  if (errorHeaders) return errorHeaders;
  const merged = new Headers(loaderHeaders);
  actionHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
};
