/**
 * The timed popup of spec §4: hidden at first when its delay is above 0 and shown after that many
 * seconds, at once without a delay; closed for the rest of the session once the visitor closes it
 * (`modalActive` in session storage); closed too on a page whose URL matches a form's action (the
 * form it advertises, or a form being filled in) or contains `modal-clicked`.
 */

/** The value of `modalActive` once the visitor closed the popup. */
export const POPUP_CLOSED_VALUE = "false";

/** Milliseconds before the popup shows; 0 (or less) shows it at once. */
export function popupDelayMs(delaySeconds: number): number {
  return Number.isFinite(delaySeconds) && delaySeconds > 0 ? delaySeconds * 1000 : 0;
}

function samePath(a: string, b: string): boolean {
  const normalize = (path: string) => decodeURI(path).toLowerCase().replace(/\/+$/, "");
  try {
    return normalize(a) === normalize(b);
  } catch {
    return false;
  }
}

/**
 * Whether the page's URL closes the popup: it contains `modal-clicked`, or its path is the action
 * of one of the given forms (paths or absolute URLs of the same site).
 */
export function popupClosedByUrl(href: string, formActions: readonly string[]): boolean {
  if (href.toLowerCase().includes("modal-clicked")) return true;
  let page: URL;
  try {
    page = new URL(href);
  } catch {
    return false;
  }
  return formActions.some((action) => {
    try {
      const target = new URL(action, page);
      return target.origin === page.origin && samePath(target.pathname, page.pathname);
    } catch {
      return false;
    }
  });
}

/** Whether the popup may show on this page at all. */
export function popupMayShow({
  published,
  sessionFlag,
  href,
  formActions,
}: {
  published: boolean;
  sessionFlag: string | null;
  href: string;
  formActions: readonly string[];
}): boolean {
  return published && sessionFlag !== POPUP_CLOSED_VALUE && !popupClosedByUrl(href, formActions);
}
