import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { POPUP_SESSION_KEY } from "#app/lib/consent.ts";
import { POPUP_CLOSED_VALUE, popupClosedByUrl, popupDelayMs, popupMayShow } from "#app/lib/popup-rules.ts";
import type { PopupView } from "#app/services/content/popup-view.ts";
import { consentSnapshot, SERVER_STATE, subscribeConsent } from "#app/components/consent/consent-store.ts";

/** The dialog itself is downloaded only when it is about to show. */
const PopupDialog = lazy(() => import("./popup-dialog.tsx"));

function sessionFlag(): string | null {
  try {
    return window.sessionStorage.getItem(POPUP_SESSION_KEY);
  } catch {
    return null;
  }
}

/** The paths that close the popup: where its link leads (the form it advertises) and the forms of the page being filled in. */
function formActions(popup: PopupView): string[] {
  const actions = Array.from(
    document.querySelectorAll<HTMLFormElement>("form[method='post' i]"),
    (form) => form.action,
  );
  return popup.link && !popup.link.newTab ? [popup.link.href, ...actions] : actions;
}

/**
 * The timed popup of spec §4 (content/popup.json): after `delay` seconds from the page's start
 * (at once without a delay), and never over the cookie dialog — it waits until that is answered.
 * Closed by the visitor it stays closed for the session (`modalActive` in session storage); it
 * also closes, or does not open, on a page whose URL matches a form's action or contains
 * `modal-clicked`.
 */
export default function TimedPopup({ popup }: { popup: PopupView }) {
  const { status, open: consentOpen } = useSyncExternalStore(subscribeConsent, consentSnapshot, () => SERVER_STATE);
  const location = useLocation();
  const [shown, setShown] = useState(false);
  const startedAt = useRef(0);

  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  useEffect(() => {
    if (shown || status === "unknown" || consentOpen) return;
    const mayShow = () =>
      popupMayShow({
        published: true,
        sessionFlag: sessionFlag(),
        href: window.location.href,
        formActions: formActions(popup),
      });
    const wait = Math.max(0, popupDelayMs(popup.delaySeconds) - (Date.now() - startedAt.current));
    const timer = window.setTimeout(() => {
      if (mayShow()) setShown(true);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [shown, status, consentOpen, location, popup]);

  const close = () => {
    try {
      window.sessionStorage.setItem(POPUP_SESSION_KEY, POPUP_CLOSED_VALUE);
    } catch {
      // storage refused: closed for this page only
    }
    setShown(false);
  };

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog
        popup={popup}
        onClose={close}
        closedHere={() => popupClosedByUrl(window.location.href, formActions(popup))}
      />
    </Suspense>
  );
}
