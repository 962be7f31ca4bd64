import type { HeadersFunction, ShouldRevalidateFunction } from "react-router";

/**
 * The `shouldRevalidate` and `headers` route exports the page modules share, once, instead of a
 * copy in each route (`export const shouldRevalidate = keepPageAfterPost`).
 */

/**
 * A page with a form keeps what it shows after a post: the action's answer (the form with its
 * errors, or the redirect to the thank-you page) is the page, so its loader is not run again.
 */
export const keepPageAfterPost: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

/**
 * The booking page reloads after a post: a refused booking (the slot taken meanwhile) shows the
 * slots as they are now.
 */
export const reloadPageAfterPost: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? true : defaultShouldRevalidate;

/**
 * The owner portal's form pages (login, forgotten password, new password): a refused post keeps the
 * page as it is, with the errors next to the fields (a login page would otherwise reload and lose
 * what was typed); an accepted one runs the loaders as usual.
 */
export const keepPageAfterRefusedPost: ShouldRevalidateFunction = ({
  formMethod,
  actionStatus,
  defaultShouldRevalidate,
}) => (formMethod === "POST" && actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate);

/** The page's headers are its loader's (Cache-Control, ETag: the loader decides). */
export const headersFromLoader: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * The headers of a listing's detail page (property, project): its loader's, or those of the answer it
 * threw (the 404 "not found" page, a redirect) as they are.
 */
export const loaderOrErrorHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

/**
 * The headers of a form page that is never stored by a cache (its loader says `private, no-store`):
 * those of a refused post on top (Retry-After of a 429 or 503), and a thrown answer's own (the
 * "property not found" page) as they are. The booking and stay request pages and the owner
 * portal's form pages.
 */
export const privateFormHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  if (errorHeaders) return errorHeaders;
  const merged = new Headers(loaderHeaders);
  actionHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
};
