import type { HeadersFunction, ShouldRevalidateFunction } from "react-router";

/**
 * What the owner portal's form pages (login, forgotten password, new password) share as route
 * exports. A refused post keeps the page as it is, with the errors next to the fields: its loader
 * is not run again (a login page would otherwise reload and lose what was typed).
 */
export const keepPageAfterRefusedPost: ShouldRevalidateFunction = ({
  formMethod,
  actionStatus,
  defaultShouldRevalidate,
}) => (formMethod === "POST" && actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate);

/** The page's private headers, with those of a refused post on top (Retry-After of a 429 or 503). */
export const loaderAndActionHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders);
  actionHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
};
