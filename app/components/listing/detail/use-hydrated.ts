import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true once the page runs in the browser: controls that
 * only work with JavaScript (copy link, print) appear then, so a visitor without it never gets a
 * button that does nothing — and server and browser render the same markup at hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
