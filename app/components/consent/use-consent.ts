import { useSyncExternalStore } from "react";
import { consentSnapshot, SERVER_STATE, subscribeConsent, type ConsentState } from "./consent-store.ts";

/** The visitor's cookie choice and the dialog's state; `unknown` on the server and while hydrating. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeConsent, consentSnapshot, () => SERVER_STATE);
}
